"""The end of a source that lacks a final newline, in each mode.

CPython adds a newline to a source compiled in 'exec' mode that lacks
one, not in 'eval' and 'single' modes: there the last line of an error's
text has no newline, and an error at the end of the input has no column
(offset 0).  The expected errors are the fork's.
"""

import sys

import pytest

from pep637.parser import parse

CASES = [
    ("a[1, k=2, 3]", "eval",
     ("SyntaxError", "positional argument follows keyword argument",
      1, 12, 1, 13, "a[1, k=2, 3]")),
    ("a[1, k=2, 3]", "single",
     ("SyntaxError", "positional argument follows keyword argument",
      1, 12, 1, 13, "a[1, k=2, 3]")),
    ("a[1, k=2, 3]", "exec",
     ("SyntaxError", "positional argument follows keyword argument",
      1, 12, 1, 13, "a[1, k=2, 3]\n")),
    ("a[1, k=2, 3]\n", "eval",
     ("SyntaxError", "positional argument follows keyword argument",
      1, 12, 1, 13, "a[1, k=2, 3]\n")),
    ("a[\n1,\nk=2, 3]", "eval",
     ("SyntaxError", "positional argument follows keyword argument",
      3, 7, 3, 8, "k=2, 3]")),
    ("é[1, k=2, 3]", "eval",
     ("SyntaxError", "positional argument follows keyword argument",
      1, 12, 1, 13, "é[1, k=2, 3]")),
    ("a[k=1] +", "eval",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "a[k=1] +")),
    ("a[k=1] + # c", "eval",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "a[k=1] + # c")),
    ("a[k=1] +", "single",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "a[k=1] +")),
    ("a[k=1] +", "exec",
     ("SyntaxError", "invalid syntax", 1, 9, 1, 10, "a[k=1] +\n")),
    ("é[k=1] +", "exec",
     ("SyntaxError", "invalid syntax", 1, 9, 1, 10, "é[k=1] +\n")),
    ("é[k=1] +", "eval",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "é[k=1] +")),
    ("x = a[k=1] =", "single",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "x = a[k=1] =")),
    ("a[k=1] if b else", "eval",
     ("SyntaxError", "invalid syntax", 1, 0, 1, 0, "a[k=1] if b else")),
    ("if a[k=1]:", "single",
     ("IndentationError",
      "expected an indented block after 'if' statement on line 1",
      1, 10, 1, -1, "if a[k=1]:")),
    ("if a[k=1]:\n", "single",
     ("IndentationError",
      "expected an indented block after 'if' statement on line 1",
      1, 11, 1, -1, "if a[k=1]:\n")),
    ("class C(a[k=1]):\n", "single",
     ("IndentationError",
      "expected an indented block after class definition on line 1",
      1, 17, 1, -1, "class C(a[k=1]):\n")),
    ("for x in a[k=1]", "single",
     ("SyntaxError", "expected ':'", 1, 15, 1, -1, "for x in a[k=1]")),
    ("(a[k=1]", "eval",
     ("SyntaxError", "'(' was never closed", 1, 1, 1, 0, "(a[k=1]")),
    ("  a[k=1]", "eval",
     ("IndentationError", "unexpected indent", 1, 2, 1, -1, "  a[k=1]")),
    ("a[k=1]\n  b", "eval",
     ("IndentationError", "unexpected indent", 2, 2, 2, -1, "  b")),
    # An empty source; a last line of blanks (its indentation counts);
    # the text of an earlier line than the tokenizer's has no newline.
    ('', 'eval',
     ('SyntaxError', 'invalid syntax', 0, 0, 0, 0, '')),
    ('', 'single',
     ('SyntaxError', 'invalid syntax', 0, 0, 0, 0, '')),
    ('a[k=1]\n  ', 'eval',
     ('IndentationError', 'unexpected indent', 2, 2, 2, -1, '  ')),
    ('  ', 'single',
     ('IndentationError', 'unexpected indent', 1, 2, 1, -1, '  ')),
    ('if a[k=1]:\n  b\n    ', 'single',
     ('IndentationError', 'unexpected indent', 3, 4, 3, -1, '    ')),
    ('x = (a[k=1],\n2,', 'single',
     ('SyntaxError', "'(' was never closed", 1, 5, 1, 0, 'x = (a[k=1],')),
    ('x = (a[k=1],\n2,\n\n', 'exec',
     ('SyntaxError', "'(' was never closed", 1, 5, 1, 0, 'x = (a[k=1],')),
    ('x = (a[k=1],', 'exec',
     ('SyntaxError', "'(' was never closed", 1, 5, 1, 0, 'x = (a[k=1],\n')),
    ('x = (a[k=1],', 'single',
     ('SyntaxError', "'(' was never closed", 1, 5, 1, 0, 'x = (a[k=1],')),
    ('f(a[k=1] for a in b,\n c)', 'exec',
     ('SyntaxError', 'Generator expression must be parenthesized',
      1, 3, 1, 20, 'f(a[k=1] for a in b,')),
    ('def f():\n    while a[k=1]:', 'single',
     ('IndentationError',
      "expected an indented block after 'while' statement on line 2",
      2, 17, 2, -1, '    while a[k=1]:')),
    ('try:\n    a[k=1]', 'single',
     ('SyntaxError', "expected 'except' or 'finally' block",
      2, 10, 2, -1, '    a[k=1]')),
    ('if x:\n    a[k=1]\n  ', 'eval',
     ('SyntaxError', 'invalid syntax', 1, 1, 1, 3, 'if x:\n')),
]


def error_of(source, mode):
    with pytest.raises(SyntaxError) as info:
        parse(source, "<s>", mode)
    exc = info.value
    return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
            exc.end_lineno, exc.end_offset, exc.text)


@pytest.mark.parametrize("source, mode, expected", CASES)
def test_errors_at_the_end_of_the_input(source, mode, expected):
    if sys.version_info >= (3, 14):
        expected = FROM_3_14.get(source, expected)
    assert error_of(source, mode) == expected


# Where 3.14 gives its own error, as for the same source without keywords
# ("a[1] if b else").
FROM_3_14 = {
    "a[k=1] if b else": (
        "SyntaxError", "expected expression after 'else', but statement "
        "is given", 1, 16, 1, -1, "a[k=1] if b else"),
}


@pytest.mark.parametrize("source", ["if x:\n  a[k=1]", "if x:\n  a[k=1]\n",
                                    "a[k=1]", "a[k=1]  # c"])
def test_single_statement_without_final_newline(source):
    tree = parse(source, "<s>", "single")
    assert len(tree.body) == 1


def test_text_of_an_error_as_codeop_compiles():
    # codeop.compile_command() compiles in 'single' mode with incomplete
    # input allowed: the text that the REPL shows has no newline.
    with pytest.raises(SyntaxError) as info:
        parse("a[1, k=2, 3]", "<input>", "single", incomplete_input=True)
    exc = info.value
    assert (exc.msg, exc.lineno, exc.offset, exc.end_lineno, exc.end_offset,
            exc.text) == ("positional argument follows keyword argument",
                          1, 12, 1, 13, "a[1, k=2, 3]")
