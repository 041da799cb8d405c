"""What the parser's user sees through pep637.compile(): errors, deep
sources and warnings as the fork has them.

On the fork these run the native compile() (and say what the package must
match); on stock, the package's whole path.
"""

import ast
import os
import pathlib
import subprocess
import sys
import warnings

import pytest

import pep637
from pep637 import compiler
from pep637._interpreter import fork, native
from pep637.nodes import add_keywords_field, remove_keywords_field
from support import (ESCAPE_ERROR, ESCAPE_WARNING,
                     MAX_NESTED_KEYWORD_SUBSCRIPTS)
from support import entry as entry_support

STARRED = "can't use starred expression here"
SRC = pathlib.Path(pep637.__file__).resolve().parent.parent


def error_of(source, mode="exec"):
    with pytest.raises(SyntaxError) as info:
        compiler.compile(source, "<s>", mode)
    exc = info.value
    return (exc.msg, exc.lineno, exc.offset, exc.end_lineno, exc.end_offset,
            exc.text)


# -- a starred value assigned to a keyword subscript --------------------------

@pytest.mark.parametrize("source, mode, location", [
    ("a[k=1] = *b", "exec", (1, 10, 1, 12)),
    ("a[k=1] = *b", "single", (1, 10, 1, 12)),
    ("a[*b, k=1] = *c", "exec", (1, 14, 1, 16)),
    ("def f():\n    a[k=1] = *b\n", "exec", (2, 14, 2, 16)),
    ("a[k=1] += *b", "exec", (1, 11, 1, 13)),
    ("x = a[k=1] = *b", "exec", (1, 14, 1, 16)),
    ("a[k=1] = b = *c", "exec", (1, 14, 1, 16)),
    ("a[k=1]: int = *b", "exec", (1, 15, 1, 17)),
    ("a[k=1], = *b", "exec", (1, 11, 1, 13)),
    ("for a[k=1] in *b: pass", "exec", (1, 15, 1, 17)),
])
def test_starred_value_is_an_error(source, mode, location):
    assert error_of(source, mode) == (STARRED, *location, None)


@pytest.mark.parametrize("source", [
    "a[k=1] = *b, c", "a[k=1] = *b,", "a[k=1] = *b, *c", "*a[k=1], = b",
    "a[k=1] = b = *c, d",
])
def test_starred_item_of_a_tuple_value_is_valid(source):
    class Recorder:
        def __setitem__(self, index, value, **kwargs):
            self.set = (index, value, kwargs)

    namespace = {"a": Recorder(), "b": [1, 2], "c": [3], "d": 4}
    pep637.exec(compiler.compile(source, "<s>", "exec"), namespace)
    assert namespace["a"].set[2] == {"k": 1}


# -- deep sources ---------------------------------------------------------

# A debug build of the fork (PEP637_FORCE_BACKPORT=1) compiles the
# transformed trees with a lower recursion limit of its C code than a
# release build has.
debug_build_forced = pytest.mark.skipif(
    hasattr(sys, "gettotalrefcount") and not native(),
    reason="a debug build's C recursion limit")


@pytest.mark.parametrize("source", [
    "x = " + "[" * 200 + "]" * 200 + "\nx = a[k=1]\n",
    "f(k=" * 200 + "1" + ")" * 200 + "\na[k=1]\n",
    pytest.param("a[k=" * MAX_NESTED_KEYWORD_SUBSCRIPTS + "1"
                 + "]" * MAX_NESTED_KEYWORD_SUBSCRIPTS + "\n",
                 marks=debug_build_forced),
    "x = " + "-" * 400 + "1\na[k=1]\n",
])
def test_deep_sources_compile(source):
    compiler.compile(source, "<s>", "exec")


@debug_build_forced
def test_deep_tree_compiles():
    depth = MAX_NESTED_KEYWORD_SUBSCRIPTS
    tree = compiler.parse("a[k=" * depth + "1" + "]" * depth + "\n")
    compiler.compile(tree, "<s>", "exec")


def test_brackets_beyond_the_tokenizer_limit():
    source = "x = " + "[" * 201 + "]" * 201 + "\na[k=1]\n"
    assert error_of(source)[:5] == ("too many nested parentheses",
                                    1, 205, 1, 205)


# -- warnings, shown once -----------------------------------------------------

# On the fork, forced too: the package then parses a source before the
# built-in compiles it, and what both parses show is shown once.
@pytest.fixture(params=entry_support.MODES)
def mode(request, monkeypatch):
    entry_support.set_mode(monkeypatch, request.param)


WARNING_SOURCES = [
    ("s = '\\d'\nx = a[k=2]\n", [(ESCAPE_WARNING, 1)]),
    ("x = a[k=2]\ns = '\\d'\n", [(ESCAPE_WARNING, 2)]),
    ("s = b'\\d'\nt = f'\\d{a[k=1]}'\n",
     [(ESCAPE_WARNING, 1),
      (ESCAPE_WARNING, 2)]),
    ("x = 1if a[k=1] else 2\n", [("invalid decimal literal", 1)]),
    ("s = '\\d'\n", [(ESCAPE_WARNING, 1)]),
]


@pytest.mark.usefixtures("mode")
@pytest.mark.parametrize("source, expected", WARNING_SOURCES)
def test_warnings_are_shown_once(source, expected):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compiler.compile(source, "file.py", "exec")
    assert [(w.category, str(w.message), w.filename, w.lineno)
            for w in caught] == [(SyntaxWarning, message, "file.py", lineno)
                                 for message, lineno in expected]


def test_warning_as_error_is_a_syntax_error():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(SyntaxError) as info:
            compiler.compile("s = '\\d'\nx = a[k=2]\n", "file.py", "exec")
    assert (info.value.msg, info.value.lineno) == (ESCAPE_ERROR, 1)


def test_runner_shows_a_warning_once(tmp_path):
    script = tmp_path / "script.py"
    script.write_text("s = '\\d'\n"
                      "class R:\n"
                      "    def __getitem__(self, *a, **k): return k\n"
                      "print(R()[k=2])\n")
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    env.pop("PYTHONWARNINGS", None)
    result = subprocess.run([sys.executable, "-m", "pep637", str(script)],
                            capture_output=True, text=True, env=env,
                            timeout=60)
    assert result.stdout == "{'k': 2}\n"
    assert result.stderr == (f"{script}:1: SyntaxWarning: {ESCAPE_WARNING}"
                             f"\n  s = '\\d'\n")


@pytest.mark.skipif(sys.version_info < (3, 14),
                    reason="context-aware warnings are new in 3.14")
def test_warnings_with_context_aware_warnings():
    # The filters are then a context's: the package catches the warnings
    # of its tokenizer and of its string parser in that context, and
    # issues them in the caller's.
    program = (
        "import warnings\n"
        "from pep637 import compiler\n"
        "source = \"x = 1if a[k=1] else 2\\ns = b'\\\\d'\\n\"\n"
        "for action in 'always', 'error':\n"
        "    with warnings.catch_warnings(record=True) as shown:\n"
        "        warnings.simplefilter(action)\n"
        "        try:\n"
        "            compiler.compile(source, 'f.py', 'exec')\n"
        "        except SyntaxError as exc:\n"
        "            print(exc.msg, exc.lineno)\n"
        "    print([(w.category.__name__, w.lineno) for w in shown])\n"
        "with warnings.catch_warnings(record=True) as shown:\n"
        "    warnings.simplefilter('error')\n"
        "    try:\n"
        "        compiler.compile(source.replace('1if', '1 if'), 'f.py',\n"
        "                         'exec')\n"
        "    except SyntaxError as exc:\n"
        "        print(exc.msg, exc.lineno)\n")
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    env.pop("PYTHONWARNINGS", None)
    result = subprocess.run(
        [sys.executable, "-X", "context_aware_warnings=1", "-c", program],
        capture_output=True, text=True, env=env, timeout=60)
    assert (result.stdout, result.stderr) == (
        "[('SyntaxWarning', 1), ('SyntaxWarning', 2)]\n"
        "invalid decimal literal 1\n"
        "[]\n"
        f"{ESCAPE_ERROR} 2\n", "")


def warnings_of_compile(source):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compiler.compile(source, "f.py", "exec")
        except SyntaxError:
            pass
    return [(str(w.message), w.filename, w.lineno) for w in caught]


@pytest.mark.parametrize("source", [
    "s = '\\d'\n",
    # Rejected by the built-in, without keyword items: its error, and the
    # warnings of what it read.
    "s = '\\d'\n)",
    # Rejected by the built-in, read again by the package's parser.
    "s = '\\d'\nx = a[k=1]\n",
])
@pytest.mark.usefixtures("mode")
def test_warnings_of_compile_are_shown_once(source):
    assert warnings_of_compile(source) == [
        (ESCAPE_WARNING, "f.py", 1)]


def test_warnings_of_compile_as_errors():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(SyntaxError) as info:
            compiler.compile("s = '\\d'\n", "f.py", "exec")
    assert info.value.msg == ESCAPE_ERROR


# The module that a SyntaxWarning is for, as the version's own compiler has
# it: the compiling code's or the file's (up to 3.13, the compiler's own
# warnings are for the code that called compile(); from 3.14, for the file;
# from 3.15, for the module that compile() is given, if any).
MODULE_SOURCES = [
    # (source with a keyword subscript, the same warning without one)
    ("s = '\\d'\nx = a[k=2]\n", "s = '\\d'\nx = a[2]\n"),
    ("x = 1if a[k=1] else 2\n", "x = 1if a[1] else 2\n"),
    ("x = 1 is 1\ny = a[k=2]\n", "x = 1 is 1\ny = a[2]\n"),
    ("x = 1[k=2]\n", "x = 1[2]\n"),
]
MODULE_ARGUMENTS = [{}]
if sys.version_info >= (3, 15):
    MODULE_ARGUMENTS.append({"module": "spam"})


def warning_is_an_error(compile_, source, module_filter, arguments):
    with warnings.catch_warnings():
        warnings.filterwarnings("error", module=module_filter)
        try:
            compile_(source, "/d/eggs.py", "exec", **arguments)
        except SyntaxError:
            return True
    return False


@pytest.mark.parametrize("arguments", MODULE_ARGUMENTS)
@pytest.mark.parametrize("source, plain", MODULE_SOURCES)
def test_warnings_are_for_the_module_the_compiler_names(source, plain,
                                                          arguments):
    for module_filter in ("eggs", "/d/eggs", __name__, "spam"):
        assert (warning_is_an_error(compiler.compile, source, module_filter,
                                    arguments)
                == warning_is_an_error(compile, plain, module_filter,
                                       arguments)), module_filter


# -- the field keywords of ast.Subscript ------------------------------------

@pytest.fixture
def keywords_field():
    added = add_keywords_field()
    yield
    if added:
        remove_keywords_field()


def hand_built_keyword_subscript():
    node = ast.Subscript(ast.Name("a"), ast.Tuple([]),
                         keywords=[ast.keyword("k", ast.Constant(1))])
    return ast.fix_missing_locations(ast.Expression(node))


def test_hand_built_subscript_with_the_field(keywords_field):
    class Recorder:
        def __getitem__(self, *args, **kwargs):
            return args, kwargs

    code = compiler.compile(hand_built_keyword_subscript(), "<s>", "eval")
    assert eval(code, {"a": Recorder()}) == (((),), {"k": 1})


def test_every_subscript_has_keywords_with_the_field(keywords_field):
    assert ast.parse("a[1]").body[0].value.keywords == []
    assert ast.Subscript(ast.Name("a"), ast.Constant(1)).keywords == []
    # An empty list is left out of the dump.
    assert "keywords" not in ast.dump(ast.parse("a[1]"))
    assert ast.Subscript._fields == ("value", "slice", "ctx", "keywords")


@pytest.mark.skipif(fork(), reason="the fork's ast.Subscript has the field")
def test_the_field_is_removed():
    assert add_keywords_field()
    assert not add_keywords_field()
    remove_keywords_field()
    assert ast.Subscript._fields == ("value", "slice", "ctx")
    assert not hasattr(ast.parse("a[1]").body[0].value, "keywords")
    assert not native()
