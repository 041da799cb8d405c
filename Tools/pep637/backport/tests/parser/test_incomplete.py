"""An unfinished source: IncompleteInputError, for a REPL.

parse(..., incomplete_input=True) answers as compile() with CPython's
PyCF_ALLOW_INCOMPLETE_INPUT does: it raises IncompleteInputError, a
SyntaxError (and _IncompleteInputError on 3.13) when more lines could make
the source valid.
"""

import builtins

import pytest

import pep637.parser

INCOMPLETE = [
    "a[k=1,",
    "a[k=1,\n",
    "obj[1, **m",
    "x = (1,\n",
    "f(\n",
    "if 1:",
    "if a[k=1]:\n",
    "def f():\n",
    'x = """abc',
    "a[k=1, m=f'''{x}",
]

COMPLETE_BUT_INVALID = [
    "a[k=1,]]",
    "a[1=2]",
    "a +\n",
    '"abc\nx = 1\n',
]


@pytest.mark.parametrize("source", INCOMPLETE)
@pytest.mark.parametrize("mode", ["exec", "single"])
def test_incomplete(source, mode):
    with pytest.raises(pep637.IncompleteInputError) as info:
        pep637.parser.parse(source, mode=mode, incomplete_input=True)
    assert info.value.msg == "incomplete input"


@pytest.mark.parametrize("source", COMPLETE_BUT_INVALID)
def test_invalid_is_not_incomplete(source):
    with pytest.raises(SyntaxError) as info:
        pep637.parser.parse(source, mode="single", incomplete_input=True)
    assert not isinstance(info.value, pep637.IncompleteInputError)


def test_incomplete_is_a_syntax_error_codeop_knows():
    assert issubclass(pep637.IncompleteInputError, SyntaxError)
    incomplete = getattr(builtins, "_IncompleteInputError", SyntaxError)
    assert issubclass(pep637.IncompleteInputError, incomplete)


def test_without_the_flag_the_error_is_the_forks():
    # The fork's ast.parse("a[k=1,"); see also cases.INVALID.
    with pytest.raises(SyntaxError) as info:
        pep637.parser.parse("a[k=1,")
    exc = info.value
    assert (exc.msg, exc.lineno, exc.offset) == ("'[' was never closed", 1, 2)


def test_complete_input_parses():
    tree = pep637.parser.parse("a[k=1]\n", mode="single",
                               incomplete_input=True)
    assert tree.body
