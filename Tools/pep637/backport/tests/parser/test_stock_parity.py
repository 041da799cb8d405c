"""Without keyword subscripts, pep637.parser.parse() is ast.parse().

The trees must be equal with their locations (columns in UTF-8 bytes), on
a sample of the standard library chosen to cover the grammar (f-strings,
match, except*, type parameters, decorators, non-ASCII sources) and on
snippets of the corners where parsers go wrong.  tools/check_corpus.py
checks the whole of Lib/.  Run under a stock CPython 3.13.
"""

import ast
import sys
import warnings
from pathlib import Path

import pytest

import pep637.parser

# The library of the running interpreter, installed or in its build tree.
STDLIB = Path(ast.__file__).parent

SAMPLE = """
    ast.py  dataclasses.py  enum.py  functools.py  textwrap.py
    fractions.py  pprint.py  json/decoder.py  re/_parser.py
    asyncio/taskgroups.py  asyncio/timeouts.py  tomllib/_parser.py
    zoneinfo/_zoneinfo.py  _pyrepl/reader.py  email/_header_value_parser.py
    importlib/metadata/__init__.py  collections/__init__.py  codecs.py
    test/test_fstring.py  test/test_patma.py  test/test_except_star.py
    test/test_type_params.py  test/test_type_aliases.py
    test/test_unicode_identifiers.py  test/test_decorators.py
    test/test_coroutines.py  test/test_string_literals.py
    test/test_positional_only_arg.py  test/test_named_expressions.py
    test/test_genexps.py  test/test_utf8source.py  test/test_pep646_syntax.py
    test/test_keywordonlyarg.py  test/test_exception_group.py
    test/test_unparse.py  test/test_future_stmt/test_future.py
    test/test_class.py  test/test_with.py  test/test_opcodes.py
    test/test_source_encoding.py  test/test_baseexception.py
""".split()

SNIPPETS = [
    # f-strings (PEP 701): escapes, '=', conversions, nested specs.
    'f"{x=}"',
    'f"{x = !r:>10}"',
    'f"{x=:{w}}"',
    'f"{x:{y}.{z}f}"',
    'f"{x!r:{y}d}"',
    'f"{x:}"',
    'f"{x:{{}}>10}"',
    "f\"{f'{x}'}\"",
    'f"{"nested"}"',
    "f\"{'\\n'.join(a)}\"",
    'f"""{\n    x # a comment\n    =}"""',
    'f"""a\n{b}\nc"""',
    'rf"\\{x}\\d"',
    'f"\\N{EM DASH}{x}\\N{BULLET}"',
    'f"{{}}{{{x}}}"',
    'f"a{{b}}\\n{x=!r:>{w}.{p}}é{y}"',
    'f"a" "b" f"c{d}" "e"',
    '"é" f"{ü}" \'x\'',
    'f"é{x}" "ü"',
    'f"{x}" ""',
    'f"{x:%H:%M}"',
    'f"{lambda: 1}"' if False else 'f"{(lambda: 1)}"',
    'f"{x!s}{y!a}"',
    'f"\\{6}"',
    # Other literals.
    'u"a" "b"',
    'b"a" b"\\x00\\777"',
    'rb"\\d" BR"x"',
    '"\\777" "\\N{LATIN SMALL LETTER E WITH ACUTE}" "\\u00e9\\U0001F600"',
    '"\\\\" "\\\\\\\\" "\\é"',
    '"""\\\n"""',
    "1_000 + 0x_FF + 1e10 + 1j + 0o17 + .5 + 1. + 0b1 + 1_0.0_1e-1_0J",
    "10**1000",
    "...",
    # Statements and expressions.
    "def f[T = int, *Ts = *tuple[int], **P = [int]](): pass",
    "type A[T: int = str] = list[T]",
    "class C[T: (int, str)](B, metaclass=M): pass",
    "try:\n    pass\nexcept* E as e:\n    pass\nelse:\n    pass",
    "match x:\n    case [1, *r] | {'k': 2, **kw} | C(1, a=b) | -1+2j | None:"
    "\n        pass\n    case (a as b) if c:\n        pass",
    "async def f():\n    async with (a as b, c as d):\n        await x\n"
    "    return [i async for i in y]",
    "with (a, b):\n    pass",
    "a[*b]\na[1:2, ::3]\na[()]\na[b:=1]",
    "del a[0], b.c, (d, [e])",
    "x: int\n(x): int = 1\nx.y: z",
    "return *a, *b",
    "def g():\n    yield from x\n    x = yield\n    return (yield)",
    "not not x\na < b <= c is not d not in e",
    "from . import x\nfrom .. a import b\nfrom ... import *\n"
    "import a.b.c as d",
    "@property\n@a.b(c)[d]\ndef f(a, /, b=1, *c, d, e=2, **f) -> int: pass",
    "lambda a, /, b=1, *c, d, **e: 0",
    "a; b;",
    "x = 1 if y else 2\nprint(*a, **b, c=d)",
    "global a, b\nnonlocal c",
    "ﬁ = 1\nᵢ = ﬁ",
    "é = 'ü' + 𝔘 + 'x'",
    "x = '€'; y = 1",
    "if x:\n\tpass\n\tif y:\n\t\tpass",
    "if x:\n  pass\n\x0c\nelse:\n  pass",
    "x = 1 + \\\n    2",
    "x = 1\r\ny = '''a\r\nb'''\r\n",
    "x = 1\ry = 2",
    "",
    "# only a comment\n",
    "\n\n   \n",
    "x = (1,\n     2)  # comment\n",
    "if True:\n    pass\n    # trailing comment",
    "assert x, 'm'\nraise E from F\nraise",
    "for x, *y in z: pass\nelse: pass",
    "while x: break\nelse: continue",
    "a = b = c\na += 1\na @= b",
    "{**a, 'b': 1}\n{*a, 1}\n{a: b for a, b in c}\n[*a, *b]\n(*a,)",
]

BYTES_SOURCES = [
    b"\xef\xbb\xbfx = 1\n",
    b"# -*- coding: latin-1 -*-\nx = '\xe9'\n",
    b"# coding: utf-8\nx = '\xc3\xa9'\n",
]

# Errors without keyword subscripts, which must be ast.parse()'s.
ERRORS = [
    # A name that is a prefix of a soft keyword (m of match, c of case,
    # t of type) is taken for one: no "Perhaps you forgot a comma?".
    "f(m b)",
    "[c d]",
    "(t 1)",
    "f(**m b)",
    "[ma b]",
    "g(cas 2)",
    "f'{m b}'",
    # A backslash not followed by a newline, inside a bracket opened on
    # an earlier line than the error.
    "x = (1,\ndef f \\ 3)",
    "obj[]",
    "a +",
    "f(a for a in b, c)",
    "x = 1 $ 2",
    "if x\n    pass",
    "def f(:\n    pass",
    "print 'hello'",
    "a = 1 = 2",
    "f(x=1, 2)",
    "f(**a, *b)",
    "(a, b) += 1",
    "del f()",
    "for 1 in x: pass",
    "if 1:\npass",
    "if 1:\n  x\n y\n",
    "  x = 1",
    "x\n  y\n",
    "(a",
    "x = 1\n(a\nb = 2\nc d\n",
    "a)",
    "(]",
    '"abc\nx=1\n',
    '"""abc\n\n',
    "f'{'\n",
    "f'{a!}'",
    "f'{a!z}'",
    "f'{a!r x}'",
    "f'{=}'",
    "f'{a:{b:{c:{d}}}}'",
    "x = 1 \\ 2\n",
    "é€ = 1\n",
    "x = 1\nx = 2é€\n",
    "0777",
    "1_000_",
    "class C(x for x in y): pass",
    "match x:\n    case a as _: pass",
    "try:\n    pass\nexcept E, F:\n    pass",
    "lambda x=1, y: 0",
    "def f(a, a=1, /, b): pass",
    "{1: *a}",
    "{1:}",
    "a if b",
    "x = yield = 1",
    "import a from b",
    "from a import b,",
    "b'é'",
    "'\\x4'",
    "b'\\x4'",
    "'\\N{foo}'",
    'f"\\N{DASH}{x}"',
    "def f[]: pass",
    "def f[*T: int](): pass",
    "10" + "0" * 5000,
]


def dump(tree):
    return ast.dump(tree, include_attributes=True)


def same_tree(source):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = dump(ast.parse(source))
        got = dump(pep637.parser.parse(source))
    assert got == expected


# string.py became string/__init__.py in 3.14.
STRING = "string.py" if sys.version_info < (3, 14) else "string/__init__.py"


@pytest.mark.parametrize("name", [*SAMPLE, STRING])
def test_stdlib_sample(name):
    same_tree((STDLIB / name).read_bytes())


@pytest.mark.parametrize("source", SNIPPETS)
def test_snippet(source):
    same_tree(source)


@pytest.mark.parametrize("source", BYTES_SOURCES)
def test_bytes_source(source):
    same_tree(source)


@pytest.mark.parametrize("mode, source", [
    ("eval", "a[1] + f(x)"),
    ("single", "if x:\n    y\n\n"),
    ("single", "x = 1"),
    ("func_type", "(int, *str, **float) -> bool"),
])
def test_modes(mode, source):
    assert dump(pep637.parser.parse(source, mode=mode)) == dump(
        ast.parse(source, mode=mode))


def error(parse, source):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            parse(source)
        except SyntaxError as exc:
            return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
                    exc.end_lineno, exc.end_offset)
    return None


@pytest.mark.parametrize("source", ERRORS)
def test_error(source):
    expected = error(ast.parse, source)
    if expected is None:
        # Valid in a later version ("except E, F:" from 3.14).
        assert sys.version_info >= (3, 14)
        same_tree(source)
        return
    assert error(pep637.parser.parse, source) == expected


@pytest.mark.parametrize("source", [
    "\N{MATHEMATICAL BOLD CAPITAL N}one = 1",
    "def f(\N{MATHEMATICAL BOLD CAPITAL T}rue): pass",
    "x.\N{MATHEMATICAL BOLD CAPITAL N}one",
    "\N{FULLWIDTH LATIN CAPITAL LETTER F}alse",
])
def test_name_that_normalizes_to_a_constant(source):
    def value_error(parse):
        try:
            parse(source)
        except ValueError as exc:
            return type(exc), str(exc)
    assert value_error(pep637.parser.parse) == value_error(ast.parse)


def test_multiple_statements_in_single_mode():
    source = "x = 1\ny = 2\n"
    assert error(lambda s: pep637.parser.parse(s, mode="single"), source) == error(
        lambda s: ast.parse(s, mode="single"), source)


@pytest.mark.parametrize("source", [
    'x = 1\n"abc\\d\\q"\n"""\n\\d"""\n',
    'b"\\d"',
    '"\\777"',
    'f"\\d{x}"',
    'x = 1if y else 2\nf"a\\{x}"',
    # Not the warning of line 3: CPython stops at the error of line 2.
    "x = 1\n    y = 2\nz = 0x1for\n",
])
def test_invalid_escape_warnings(source):
    def warnings_of(parse):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                parse(source, "f.py")
            except SyntaxError:
                pass
        return [(w.category, str(w.message), w.filename, w.lineno)
                for w in caught]

    assert warnings_of(pep637.parser.parse) == warnings_of(ast.parse)


@pytest.mark.parametrize("source", ['"\\d"', 'b"\\d"', '"\\777"',
                                    'x = 1\n"""\n  \\d"""',
                                    'x = 1if y else 2', 'x = 1\nf"a\\{x}"'])
def test_invalid_escape_as_error(source):
    def error_as_error(parse):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                parse(source, "f.py")
            except SyntaxError as exc:
                return (exc.msg, exc.filename, exc.lineno, exc.offset,
                        exc.end_lineno, exc.end_offset)

    assert error_as_error(pep637.parser.parse) == error_as_error(ast.parse)
