"""The syntax of each version: the package's parser against ast.parse().

grammar/python3.14.gram and python3.15.gram follow those versions'
Grammar/python.gram: their new syntax and messages are compared with the
running interpreter's, on the version that has them.
"""

import ast
import sys
import warnings

import pytest

from pep637 import parser

PY314 = sys.version_info >= (3, 14)
PY315 = sys.version_info >= (3, 15)

# Sources that parse the same on every version, or fail the same way: what
# changed between the versions (messages, soft keywords, __future__).
COMMON = [
    "(mat x)",
    "f(k=m b)",
    "1 <> 2",
    "from __future__ import barry_as_FLUFL\n1 <> 2",
    "from __future__ import barry_as_FLUFL\n1 != 2",
    "from __future__ import braces",
    "from __future__ import nope",
    '"doc"\nfrom __future__ import annotations, braces',
    "x = 1\nfrom __future__ import braces",
    'f"{x!z}"',
    'f"{x! r}"',
    'rf"{x:\\n}"',
    'f"\\N{DASH}{x}"',
    'f"""{"#" # c\n= !r}"""',
    "try:\n pass\nexcept A, B:\n pass",
    "try:\n pass\nexcept* A, B:\n pass",
    "try:\n pass\nexcept A, B as e:\n pass",
    "x if y else pass",
    "pass if y else x",
    "import a as b.c",
    "match x:\n case 1 as f():\n  pass",
    "if x:\n pass\nelse:\n pass\nelif y:\n pass",
]

TSTRINGS = [
    't"{ x }"',
    't"{ x = }"',
    't"{x=!r:>10}"',
    't"{x = \\\n}"',
    't"a" t"{y}b"',
    'rt"{x:\\n}"',
    't"{x!z}"',
    't"{x! r}"',
    't"a" "b"',
    '"a" t"b"',
    't"{}"',
    't"{x:{y!q}}"',
    't"{lambda x: 1}"',
    "x = t'{a[1]}'",
]

LAZY = [
    "lazy import a.b as c",
    "lazy from . import x",
    "lazy from a import *",
    "lazy from __future__ import annotations",
    "from x lazy import y",
    "lazy = 1",
    "[*x for x in y]",
    "{**d for d in y}",
    "(*x for x in y)",
    "[**x for x in y]",
    'print("a"\n"b"\n"c" x)',
    "assert x = 1",
    "raise from x",
    "raise x from",
    "with a, b,:\n pass",
    "case x:\n pass",
    "match x:\n case {**r, 'a': 1}: pass",
    "match x:\n case +1: pass",
    "def f(*, **k): pass",
    "{*a: 1}",
    "{**a if b else c}",
    "[*a if b else c]",
]


def outcome(parse, source):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return ast.dump(parse(source), include_attributes=True)
        except SyntaxError as exc:
            return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
                    exc.end_lineno, exc.end_offset)


@pytest.mark.parametrize("source", COMMON)
def test_common(source):
    assert outcome(parser.parse, source) == outcome(ast.parse, source)


@pytest.mark.skipif(not PY314, reason="t-strings are 3.14's")
@pytest.mark.parametrize("source", TSTRINGS)
def test_tstrings(source):
    assert outcome(parser.parse, source) == outcome(ast.parse, source)


@pytest.mark.skipif(not PY315, reason="lazy imports are 3.15's")
@pytest.mark.parametrize("source", LAZY)
def test_315(source):
    assert outcome(parser.parse, source) == outcome(ast.parse, source)


@pytest.mark.skipif(not PY314, reason="t-strings are 3.14's")
def test_tstring_in_keyword_subscript():
    tree = parser.parse('x = a[1, k=t"{y}"]')
    sub = tree.body[0].value
    assert isinstance(sub.keywords[0].value, ast.TemplateStr)
    assert sub.keywords[0].value.values[0].str == "y"
