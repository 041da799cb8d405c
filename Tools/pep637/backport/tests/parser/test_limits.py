"""Deeply nested sources: parsed up to the limits of CPython's parser.

CPython's tokenizer allows 200 nested brackets ("too many nested
parentheses" beyond) and its parser MAXSTACK (6000) levels of rules
("Parser stack overflowed" beyond, a MemoryError).  The generated parser
takes one frame per level, as the C parser does: it raises the recursion
limit while it parses, never gives a RecursionError, and leaves the limit
as it was.  The expected errors are the fork's (and stock's).
"""

import sys

import pytest

from pep637.parser.pegen import deep_stack
from pep637.parser import parse
from support import MAX_NESTED_KEYWORD_SUBSCRIPTS

STACK_OVERFLOW = "Parser stack overflowed - Python source too complex to parse"


def error_of(source, mode="exec"):
    with pytest.raises(SyntaxError) as info:
        parse(source, "<s>", mode)
    exc = info.value
    return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
            exc.end_lineno, exc.end_offset)


def nested_lists(depth):
    return "x = " + "[" * depth + "]" * depth + "\nprint(R()[k=1])\n"


def nested_calls(depth):
    return "f(k=" * depth + "1" + ")" * depth + "\nR()[k=1]\n"


def nested_keyword_subscripts(depth):
    return "a[k=" * depth + "1" + "]" * depth + "\n"


def keyword_value_depth(tree):
    """How many keyword subscripts are nested in the first statement."""
    node, depth = tree.body[0].value, 0
    while getattr(node, "keywords", None):
        node, depth = node.keywords[0].value, depth + 1
    return depth


@pytest.mark.parametrize("depth", [28, 30, 100, 200])
def test_brackets_nest_up_to_the_tokenizer_limit(depth):
    tree = parse(nested_lists(depth))
    assert tree.body[1].value.args[0].keywords[0].arg == "k"
    parse(nested_calls(depth))
    if depth > MAX_NESTED_KEYWORD_SUBSCRIPTS:
        with pytest.raises(MemoryError):
            parse(nested_keyword_subscripts(depth))
        depth = MAX_NESTED_KEYWORD_SUBSCRIPTS
    assert keyword_value_depth(parse(nested_keyword_subscripts(depth))) == (
        depth)


def test_brackets_beyond_the_tokenizer_limit():
    too_many = ("SyntaxError", "too many nested parentheses")
    assert error_of(nested_lists(201)) == (*too_many, 1, 205, 1, 205)
    assert error_of(nested_lists(1000)) == (*too_many, 1, 205, 1, 205)
    assert error_of(nested_calls(201)) == (*too_many, 1, 802, 1, 802)
    if MAX_NESTED_KEYWORD_SUBSCRIPTS >= 200:
        assert error_of(nested_keyword_subscripts(201)) == (
            *too_many, 1, 802, 1, 802)


@pytest.mark.parametrize("source", [
    "x = " + "-" * 5000 + "1\na[k=1]\n",
    "x = " + "not " * 3000 + "a[k=1]\n",
    "x = " + "lambda: " * 2000 + "a[k=1]\n",
    "x = " + "**".join(["a[k=1]"] * 2000) + "\n",
])
def test_deep_expressions_within_the_parser_stack(source):
    parse(source)


@pytest.mark.parametrize("source", [
    "x = " + "-" * 6000 + "1\na[k=1]\n",
    "x = " + "lambda: " * 3000 + "1\n",
    "x = " + "**".join(["1"] * 3000) + "\n",
])
def test_parser_stack_overflow(source):
    with pytest.raises(MemoryError) as info:
        parse(source)
    assert str(info.value) == STACK_OVERFLOW


def test_the_stack_overflows_where_cpythons_does():
    # ast.parse() of stock 3.13 and 3.14 and of the fork: 5966 unary
    # minuses parse, 5967 overflow the stack (the other levels are those
    # of the statement); 3.15's ast.parse(): 5965 and 5966.
    most = 5966 if sys.version_info < (3, 15) else 5965
    parse("x = " + "-" * most + "1\n")
    with pytest.raises(MemoryError):
        parse("x = " + "-" * (most + 1) + "1\n")


def test_the_recursion_limit_is_restored():
    limit = sys.getrecursionlimit()
    parse(nested_lists(200))
    assert sys.getrecursionlimit() == limit
    with pytest.raises(MemoryError):
        parse("x = " + "-" * 6000 + "1\n")
    assert sys.getrecursionlimit() == limit
    with pytest.raises(SyntaxError):
        parse(nested_lists(201))
    assert sys.getrecursionlimit() == limit


def test_parsing_deep_in_the_caller_stack():
    # The limit is relative to the caller's depth.
    def recurse(n):
        if n:
            return recurse(n - 1)
        return parse(nested_lists(200))

    recurse(sys.getrecursionlimit() - 100)


def test_deep_stack_nests_and_restores():
    limit = sys.getrecursionlimit()
    with deep_stack(10_000) as outer:
        assert sys.getrecursionlimit() >= outer.limit > 10_000
        with deep_stack(20_000) as inner:
            assert sys.getrecursionlimit() >= inner.limit > 20_000
        assert sys.getrecursionlimit() >= outer.limit
    assert sys.getrecursionlimit() == limit


def test_deep_stack_keeps_a_higher_limit():
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(100_000)
    try:
        with deep_stack(1000):
            assert sys.getrecursionlimit() == 100_000
        assert sys.getrecursionlimit() == 100_000
    finally:
        sys.setrecursionlimit(limit)
