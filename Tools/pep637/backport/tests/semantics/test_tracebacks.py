"""Tracebacks of keyword subscripts compiled by pep637 are the fork's.

The frames and their columns are compared by test_semantics.py.  What is
left is the text: 3.13's traceback module marks the container and the
brackets of a subscript (``~~~~~~^^^^^^^^``) after parsing the source
segment with ast.parse(), which a stock Python cannot do for a keyword
subscript; it would underline the whole segment (``^^^^^^^^^^^^^^``), or
show carets where the fork shows none.  pep637.tracebacks lets traceback
parse keyword subscripts; these tests compare whole tracebacks, as
format_exception(), sys.excepthook, the runner and the import hook print
them, with the fork's, pinned in FORK_TRACEBACKS by running this file with
the fork's interpreter (``python tests/test_semantics_tracebacks.py``).

On the fork, the tests run natively (checking the pins) and with
PEP637_FORCE_BACKPORT=1 (the package's compiled code, the fork's
traceback module).
"""

import ast
import io
import linecache
import os
import pprint
import subprocess
import sys
import textwrap
import traceback
import warnings

import pytest

from pep637 import _interpreter
from support import ESCAPE_WARNING, SRC
from support import scenario_fork_results as fork
from support import scenarios

ON_FORK = _interpreter.fork()
TRACEBACK_SCENARIOS = [name for name in scenarios.SCENARIOS
                       if name.startswith("traceback_")]
FILENAME = "<program>"
stock_only = pytest.mark.skipif(
    ON_FORK, reason="the fork's ast.parse knows keyword subscripts")

# What the programs of PROGRAMS use.
PRELUDE = """\
class Boom:
    def __getitem__(self, i, **kw):
        raise ValueError(("get", i, kw))
    def __setitem__(self, i, v, **kw):
        raise ValueError(("set", i, v, kw))
    def __delitem__(self, i, **kw):
        raise ValueError(("del", i, kw))
class One:
    def __getitem__(self, i, **kw):
        return 1
    def __setitem__(self, i, v, **kw):
        raise ValueError(("set", i, v, kw))
class Fn:
    def __getitem__(self, i, **kw):
        return lambda *a: 1/0
b = Boom()
o = One()
m = {"k": 1}
def f(*a, **k):
    raise KeyError(a)
def g(x):
    return x
"""

PROGRAMS = {
    "get": "x = b[1, k=2]",
    "get_as_a_statement": "b[1, k=2]",
    "get_keywords_only": "x = b[k=2]",
    "set": "b[1, k=2] = 3",
    "delete": "del b[1, k=2]",
    "augmented_get": "b[1, k=2] += 3",
    "augmented_set": "o[1, k=2] += 3",
    "augmented_operator": "o[1, k=2] += 'x'",
    "double_star": "x = b[1, **m]",
    "double_star_empty": "x = b[1, **{}]",
    "double_star_set": "b[1, **m] = 5",
    "slice_as_keyword_value": "x = b[k=1:2]",
    "class_getitem": """\
        class C:
            def __class_getitem__(cls, item, **kw):
                raise ValueError(item)
        x = C[int, k=1]""",
    "type_generic": "x = type[int, k=1]",
    "int_not_subscriptable": "5[k=1]",
    "dict_takes_no_keywords": "{}[k=1]",
    "tuple_item_assignment": "t = (1,)\nt[0, k=1] = 2",
    "nested_inner": "x = o[b[1, k=2], k=3]",
    "nested_outer": "x = b[o[1, k=2], k=3]",
    "chained_subscripts": "x = o[1][2, k=3]",
    "index_raises": "x = b[1/0, k=2]",
    "keyword_value_raises": "x = b[1, k=1/0]",
    "call_raises_in_the_argument": "x = f(b[1, k=2])",
    "call_with_a_keyword_subscript_argument": "x = f(o[1, k=2])",
    "return_of_a_call": "def h():\n    return f(o[k=1])\nh()",
    "binary_operator_operand": "x = o[1, k=2] + 'a'",
    "call_of_a_keyword_subscript": "x = Fn()[1, k=2](3)",
    "general_form": "x = g(b)[g(1), k=g(2)]",
    "multi_line": "x = b[\n    1,\n    k=2,\n]",
    "multi_line_elided": "x = b[\n    1,\n    2,\n    3,\n    4,\n    k=2,\n]",
    "multi_line_comments": "x = b[  # c\n    1,  # d\n    k=2]  # e",
    "backslash_continuation": "x = b \\\n    [1, k=2]",
    "wide_characters": "名前 = b\nx = 名前[1, k='漢字']",
    "for_target": "for b[1, k=2] in [3]:\n    pass",
    "nested_function": """\
        class K:
            def m(self):
                if True:
                    return b[1, k=2]
        K().m()""",
    "chained_exceptions": """\
        try:
            b[1, k=2]
        except ValueError:
            o[1, k=2] += 'x'""",
}
COLORIZED = ["get", "multi_line", "binary_operator_operand"]
EXCEPTHOOK = ["get", "return_of_a_call", "int_not_subscriptable"]


def program(name):
    return PRELUDE + textwrap.dedent(PROGRAMS[name]) + "\n"


@pytest.fixture
def backport_compile(monkeypatch):
    if ON_FORK:
        monkeypatch.setenv("PEP637_FORCE_BACKPORT", "1")
    from pep637 import compiler
    return compiler.compile


@pytest.fixture
def hook():
    """pep637.tracebacks installed, as compiling keyword subscripts
    installs it."""
    from pep637 import tracebacks
    was_installed = tracebacks.installed()
    tracebacks.install()
    yield tracebacks
    if not was_installed:
        tracebacks.uninstall()


@pytest.fixture
def no_hook(monkeypatch):
    """traceback as it is without pep637.tracebacks (which
    compiling keyword subscripts does not install then)."""
    from pep637 import tracebacks
    was_installed = tracebacks.installed()
    tracebacks.uninstall()
    monkeypatch.setattr(tracebacks, "install", lambda: None)
    yield
    monkeypatch.undo()
    if was_installed:
        tracebacks.install()


def raised(source, compile_function):
    """The exception that *source*, compiled as FILENAME, raises, with
    the frames of the program only."""
    linecache.cache[FILENAME] = (len(source), None,
                                 source.splitlines(True), FILENAME)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile_function(source, FILENAME, "exec")
    try:
        exec(code, {"__name__": "__main__"})
    except Exception as exc:
        exc.__traceback__ = exc.__traceback__.tb_next
        return exc
    raise AssertionError("the program raised nothing")


def formatted(name, compile_function, colorize=False):
    exc = raised(program(name), compile_function)
    return "".join(traceback.format_exception(exc, colorize=colorize))


def normalized(text):
    """Addresses out of object representations."""
    import re
    return re.sub(r" at 0x[0-9a-f]+>", " at 0x...>", text)


# -- The caret lines of the scenarios of test_semantics_scenarios.py ----------

@pytest.mark.parametrize("name", TRACEBACK_SCENARIOS)
def test_scenario_carets_are_the_forks(name, backport_compile, hook):
    lines = scenarios.caret_lines(scenarios.SCENARIOS[name],
                                  backport_compile)
    assert lines == fork.CARETS[name]


@stock_only
def test_without_the_hook_stock_underlines_the_whole_subscript(
        backport_compile, no_hook):
    lines = scenarios.caret_lines(
        scenarios.SCENARIOS["traceback_in_the_dunder"], backport_compile)
    assert lines[0].splitlines()[1:] == ["    x = Boom()[1, k=2]",
                                         "        ^^^^^^^^^^^^^^"]
    assert fork.CARETS["traceback_in_the_dunder"][0].splitlines()[2] == (
        "        ~~~~~~^^^^^^^^")


# -- Whole tracebacks ---------------------------------------------------------

@pytest.mark.skipif(not ON_FORK, reason="the pins are the fork's")
@pytest.mark.parametrize("name", PROGRAMS)
def test_pins_are_what_the_fork_prints(name):
    assert normalized(formatted(name, compile)) == FORK_TRACEBACKS[name]


@pytest.mark.parametrize("name", PROGRAMS)
def test_format_exception_prints_the_forks_traceback(name, backport_compile,
                                                     hook):
    text = formatted(name, backport_compile)
    assert normalized(text) == FORK_TRACEBACKS[name]


@pytest.mark.parametrize("name", COLORIZED)
def test_colorized_traceback_is_the_forks(name, backport_compile, hook):
    expected = (formatted(name, compile, colorize=True) if ON_FORK
                else FORK_COLORIZED[name])
    assert formatted(name, backport_compile, colorize=True) == expected


@pytest.mark.parametrize("name", EXCEPTHOOK)
def test_default_excepthook_prints_the_forks_traceback(name, backport_compile,
                                                       hook, monkeypatch):
    exc = raised(program(name), backport_compile)
    stderr = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stderr)
    sys.__excepthook__(type(exc), exc, exc.__traceback__)
    assert normalized(stderr.getvalue()) == FORK_TRACEBACKS[name]


def test_warnings_of_the_parse_are_issued_once(backport_compile, hook):
    # As the fork's ast.parse() warns, parsing the segment, then the line.
    source = PRELUDE + "x = b['\\d', k=2]\n"
    exc = raised(source, backport_compile)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        text = "".join(traceback.format_exception(exc))
    assert [(w.category, str(w.message), w.filename, w.lineno)
            for w in caught] == [
        (SyntaxWarning, ESCAPE_WARNING, "<unknown>", 2),
        (SyntaxWarning, ESCAPE_WARNING, "<unknown>", 1)]
    assert text.splitlines()[2:4] == ["    x = b['\\d', k=2]",
                                      "        ~^^^^^^^^^^^"]


# -- In a process of its own: the runner, the import hook ---------------------

def run(args, tmp_path, *, backport=True):
    env = dict(os.environ, PYTHONPATH=str(SRC), NO_COLOR="1",
               PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHON_COLORS", None)
    env.pop("FORCE_COLOR", None)
    if ON_FORK and backport:
        env["PEP637_FORCE_BACKPORT"] = "1"
    else:
        env.pop("PEP637_FORCE_BACKPORT", None)
    result = subprocess.run([sys.executable, *args], cwd=tmp_path, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stdout == ""
    # From the traceback on: compiling 5[k=1] warns first.
    stderr = result.stderr[result.stderr.index("Traceback"):]
    return normalized(stderr.replace(str(tmp_path), "DIR"))


def as_file(name, tmp_path):
    """The traceback FORK_TRACEBACKS pins, of the program as a file."""
    (tmp_path / "prog.py").write_text(program(name), encoding="utf-8")
    return FORK_TRACEBACKS[name].replace(f'File "{FILENAME}"',
                                         'File "DIR/prog.py"')


@pytest.mark.parametrize("name", EXCEPTHOOK)
def test_runner_prints_the_forks_traceback(name, tmp_path):
    expected = as_file(name, tmp_path)
    if ON_FORK:
        assert run(["prog.py"], tmp_path, backport=False) == expected
    assert run(["-m", "pep637", "prog.py"], tmp_path) == expected


@pytest.mark.parametrize("name", EXCEPTHOOK)
def test_import_hook_module_prints_the_forks_traceback(name, tmp_path):
    # pep637.install() in a plain python: the runtime installs the hook.
    (tmp_path / "main.py").write_text(
        "import pep637\npep637.install()\nimport prog\n")
    header = ('Traceback (most recent call last):\n'
              '  File "DIR/main.py", line 3, in <module>\n'
              '    import prog\n')
    expected = as_file(name, tmp_path).replace(
        "Traceback (most recent call last):\n", header, 1)
    if ON_FORK:
        assert run(["main.py"], tmp_path, backport=False) == expected
    assert run(["main.py"], tmp_path) == expected


@stock_only
def test_compiling_keyword_subscripts_installs_the_hook(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(SRC))
    result = subprocess.run(
        [sys.executable, "-c",
         "import traceback, pep637.compiler as c, "
         "pep637.tracebacks as t\n"
         "c.compile('a[1]', '<s>', 'exec')\n"
         "print(t.installed())\n"
         "c.compile('a[k=1]', '<s>', 'exec')\n"
         "print(t.installed())"],
        env=env, capture_output=True, text=True, check=True)
    assert result.stdout == "False\nTrue\n"


@stock_only
def test_hook_waits_for_traceback_to_be_imported(tmp_path):
    # A program that never formats a traceback does not import it.
    env = dict(os.environ, PYTHONPATH=str(SRC))
    result = subprocess.run(
        [sys.executable, "-I", "-c",
         "import sys\n"
         "sys.path.insert(0, sys.argv[1])\n"
         "finders = list(sys.meta_path)\n"
         "import pep637.tracebacks as t\n"
         "t.install()\n"
         "print('traceback' in sys.modules, t.installed())\n"
         "import traceback\n"
         "print(t.installed(), sys.meta_path == finders)\n"
         "print(type(traceback.__loader__).__name__,\n"
         "      traceback.__spec__.loader is traceback.__loader__)\n",
         str(SRC)],
        env=env, capture_output=True, text=True, check=True)
    assert result.stdout == ("False False\n"
                             "True True\n"
                             "SourceFileLoader True\n")


# -- The hook and the rest of the world ---------------------------------------

OTHER_CODE = {
    "subscript": "def h(s):\n    return [s][1]\nh(0)",
    "compound_header": "a = [0]\nif a[1] == 2:\n    pass",
    "binary_operator": "a = [1]\nx = a[0] + 'a'",
    "call": "def h(x):\n    raise KeyError(x)\nx = h([1][0])",
    "multi_line_call": ("def h(*x):\n    raise KeyError(x)\n"
                        "h(\n    [1][0],\n    2)"),
    "escape": "x = ['\\d'][1]",
    "not_an_expression": "class A:\n    x = [1][2]",
}


@stock_only
@pytest.mark.parametrize("name", OTHER_CODE)
def test_hook_leaves_other_tracebacks_alone(name, hook):
    exc = raised(OTHER_CODE[name] + "\n", compile)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with_hook = "".join(traceback.format_exception(exc))
        hook.uninstall()
        try:
            plain = "".join(traceback.format_exception(exc))
        finally:
            hook.install()
    assert with_hook == plain
    messages = [(str(w.message), w.lineno) for w in caught]
    assert messages[:len(messages) // 2] == messages[len(messages) // 2:]


@stock_only
def test_hook_keeps_the_builtin_error_when_both_parsers_fail(hook):
    with pytest.raises(SyntaxError) as builtin:
        ast.parse("(\nb[1, k=\n)")
    with pytest.raises(SyntaxError) as hooked:
        hook._parse("(\nb[1, k=\n)")
    assert (hooked.value.msg, hooked.value.lineno, hooked.value.offset) == (
        builtin.value.msg, builtin.value.lineno, builtin.value.offset)
    assert traceback._extract_caret_anchors_from_line_segment("b[1, k=") is (
        None)


@stock_only
def test_a_failing_keyword_parser_gives_the_plain_carets(
        backport_compile, hook, monkeypatch):
    from pep637 import parser

    def broken(*args, **kwargs):
        raise RuntimeError("broken")

    exc = raised(program("get"), backport_compile)
    monkeypatch.setattr(parser, "parse", broken)
    lines = "".join(traceback.format_exception(exc)).splitlines()
    assert lines[2:4] == ["    x = b[1, k=2]",
                          "        ^^^^^^^^^"]


@stock_only
def test_uninstall_puts_tracebacks_functions_back(hook):
    copy = traceback._extract_caret_anchors_from_line_segment
    assert copy.__wrapped__.__code__ is copy.__code__
    hook.install()
    assert traceback._extract_caret_anchors_from_line_segment is copy
    hook.uninstall()
    assert traceback._extract_caret_anchors_from_line_segment is (
        copy.__wrapped__)
    assert not hasattr(traceback.StackSummary._should_show_carets,
                       "__wrapped__")
    hook.install()


@pytest.mark.skipif(not ON_FORK, reason="the fork's own ast.parse")
def test_hook_is_not_installed_on_the_fork(hook):
    assert not hook.installed()
    assert not hasattr(traceback._extract_caret_anchors_from_line_segment,
                       "__wrapped__")


# -- The fork's tracebacks ----------------------------------------------------

# GENERATED by main() below, run with the fork; do not edit.
FORK_TRACEBACKS = {'get': 'Traceback (most recent call last):\n'
        '  File "<program>", line 23, in <module>\n'
        '    x = b[1, k=2]\n'
        '        ~^^^^^^^^\n'
        '  File "<program>", line 3, in __getitem__\n'
        '    raise ValueError(("get", i, kw))\n'
        "ValueError: ('get', 1, {'k': 2})\n",
 'get_as_a_statement': 'Traceback (most recent call last):\n'
                       '  File "<program>", line 23, in <module>\n'
                       '    b[1, k=2]\n'
                       '    ~^^^^^^^^\n'
                       '  File "<program>", line 3, in __getitem__\n'
                       '    raise ValueError(("get", i, kw))\n'
                       "ValueError: ('get', 1, {'k': 2})\n",
 'get_keywords_only': 'Traceback (most recent call last):\n'
                      '  File "<program>", line 23, in <module>\n'
                      '    x = b[k=2]\n'
                      '        ~^^^^^\n'
                      '  File "<program>", line 3, in __getitem__\n'
                      '    raise ValueError(("get", i, kw))\n'
                      "ValueError: ('get', (), {'k': 2})\n",
 'set': 'Traceback (most recent call last):\n'
        '  File "<program>", line 23, in <module>\n'
        '    b[1, k=2] = 3\n'
        '    ~^^^^^^^^\n'
        '  File "<program>", line 5, in __setitem__\n'
        '    raise ValueError(("set", i, v, kw))\n'
        "ValueError: ('set', 1, 3, {'k': 2})\n",
 'delete': 'Traceback (most recent call last):\n'
           '  File "<program>", line 23, in <module>\n'
           '    del b[1, k=2]\n'
           '        ~^^^^^^^^\n'
           '  File "<program>", line 7, in __delitem__\n'
           '    raise ValueError(("del", i, kw))\n'
           "ValueError: ('del', 1, {'k': 2})\n",
 'augmented_get': 'Traceback (most recent call last):\n'
                  '  File "<program>", line 23, in <module>\n'
                  '    b[1, k=2] += 3\n'
                  '    ~^^^^^^^^\n'
                  '  File "<program>", line 3, in __getitem__\n'
                  '    raise ValueError(("get", i, kw))\n'
                  "ValueError: ('get', 1, {'k': 2})\n",
 'augmented_set': 'Traceback (most recent call last):\n'
                  '  File "<program>", line 23, in <module>\n'
                  '    o[1, k=2] += 3\n'
                  '    ~^^^^^^^^\n'
                  '  File "<program>", line 12, in __setitem__\n'
                  '    raise ValueError(("set", i, v, kw))\n'
                  "ValueError: ('set', 1, 4, {'k': 2})\n",
 'augmented_operator': 'Traceback (most recent call last):\n'
                       '  File "<program>", line 23, in <module>\n'
                       "    o[1, k=2] += 'x'\n"
                       "TypeError: unsupported operand type(s) for +=: 'int' "
                       "and 'str'\n",
 'double_star': 'Traceback (most recent call last):\n'
                '  File "<program>", line 23, in <module>\n'
                '    x = b[1, **m]\n'
                '        ~^^^^^^^^\n'
                '  File "<program>", line 3, in __getitem__\n'
                '    raise ValueError(("get", i, kw))\n'
                "ValueError: ('get', 1, {'k': 1})\n",
 'double_star_empty': 'Traceback (most recent call last):\n'
                      '  File "<program>", line 23, in <module>\n'
                      '    x = b[1, **{}]\n'
                      '        ~^^^^^^^^^\n'
                      '  File "<program>", line 3, in __getitem__\n'
                      '    raise ValueError(("get", i, kw))\n'
                      "ValueError: ('get', 1, {})\n",
 'double_star_set': 'Traceback (most recent call last):\n'
                    '  File "<program>", line 23, in <module>\n'
                    '    b[1, **m] = 5\n'
                    '    ~^^^^^^^^\n'
                    '  File "<program>", line 5, in __setitem__\n'
                    '    raise ValueError(("set", i, v, kw))\n'
                    "ValueError: ('set', 1, 5, {'k': 1})\n",
 'slice_as_keyword_value': 'Traceback (most recent call last):\n'
                           '  File "<program>", line 23, in <module>\n'
                           '    x = b[k=1:2]\n'
                           '        ~^^^^^^^\n'
                           '  File "<program>", line 3, in __getitem__\n'
                           '    raise ValueError(("get", i, kw))\n'
                           "ValueError: ('get', (), {'k': slice(1, 2, "
                           'None)})\n',
 'class_getitem': 'Traceback (most recent call last):\n'
                  '  File "<program>", line 26, in <module>\n'
                  '    x = C[int, k=1]\n'
                  '        ~^^^^^^^^^^\n'
                  '  File "<program>", line 25, in __class_getitem__\n'
                  '    raise ValueError(item)\n'
                  "ValueError: <class 'int'>\n",
 'type_generic': 'Traceback (most recent call last):\n'
                 '  File "<program>", line 23, in <module>\n'
                 '    x = type[int, k=1]\n'
                 '        ~~~~^^^^^^^^^^\n'
                 'TypeError: type[...] takes no keyword arguments\n',
 'int_not_subscriptable': 'Traceback (most recent call last):\n'
                          '  File "<program>", line 23, in <module>\n'
                          '    5[k=1]\n'
                          '    ~^^^^^\n'
                          "TypeError: 'int' object is not subscriptable\n",
 'dict_takes_no_keywords': 'Traceback (most recent call last):\n'
                           '  File "<program>", line 23, in <module>\n'
                           '    {}[k=1]\n'
                           '    ~~^^^^^\n'
                           'TypeError: dict.__getitem__() takes no keyword '
                           'arguments\n',
 'tuple_item_assignment': 'Traceback (most recent call last):\n'
                          '  File "<program>", line 24, in <module>\n'
                          '    t[0, k=1] = 2\n'
                          '    ~^^^^^^^^\n'
                          "TypeError: 'tuple' object does not support item "
                          'assignment\n',
 'nested_inner': 'Traceback (most recent call last):\n'
                 '  File "<program>", line 23, in <module>\n'
                 '    x = o[b[1, k=2], k=3]\n'
                 '          ~^^^^^^^^\n'
                 '  File "<program>", line 3, in __getitem__\n'
                 '    raise ValueError(("get", i, kw))\n'
                 "ValueError: ('get', 1, {'k': 2})\n",
 'nested_outer': 'Traceback (most recent call last):\n'
                 '  File "<program>", line 23, in <module>\n'
                 '    x = b[o[1, k=2], k=3]\n'
                 '        ~^^^^^^^^^^^^^^^^\n'
                 '  File "<program>", line 3, in __getitem__\n'
                 '    raise ValueError(("get", i, kw))\n'
                 "ValueError: ('get', 1, {'k': 3})\n",
 'chained_subscripts': 'Traceback (most recent call last):\n'
                       '  File "<program>", line 23, in <module>\n'
                       '    x = o[1][2, k=3]\n'
                       '        ~~~~^^^^^^^^\n'
                       "TypeError: 'int' object is not subscriptable\n",
 'index_raises': 'Traceback (most recent call last):\n'
                 '  File "<program>", line 23, in <module>\n'
                 '    x = b[1/0, k=2]\n'
                 '          ~^~\n'
                 'ZeroDivisionError: division by zero\n',
 'keyword_value_raises': 'Traceback (most recent call last):\n'
                         '  File "<program>", line 23, in <module>\n'
                         '    x = b[1, k=1/0]\n'
                         '               ~^~\n'
                         'ZeroDivisionError: division by zero\n',
 'call_raises_in_the_argument': 'Traceback (most recent call last):\n'
                                '  File "<program>", line 23, in <module>\n'
                                '    x = f(b[1, k=2])\n'
                                '          ~^^^^^^^^\n'
                                '  File "<program>", line 3, in __getitem__\n'
                                '    raise ValueError(("get", i, kw))\n'
                                "ValueError: ('get', 1, {'k': 2})\n",
 'call_with_a_keyword_subscript_argument': 'Traceback (most recent call '
                                           'last):\n'
                                           '  File "<program>", line 23, in '
                                           '<module>\n'
                                           '    x = f(o[1, k=2])\n'
                                           '  File "<program>", line 20, in '
                                           'f\n'
                                           '    raise KeyError(a)\n'
                                           'KeyError: (1,)\n',
 'return_of_a_call': 'Traceback (most recent call last):\n'
                     '  File "<program>", line 25, in <module>\n'
                     '    h()\n'
                     '    ~^^\n'
                     '  File "<program>", line 24, in h\n'
                     '    return f(o[k=1])\n'
                     '  File "<program>", line 20, in f\n'
                     '    raise KeyError(a)\n'
                     'KeyError: (1,)\n',
 'binary_operator_operand': 'Traceback (most recent call last):\n'
                            '  File "<program>", line 23, in <module>\n'
                            "    x = o[1, k=2] + 'a'\n"
                            '        ~~~~~~~~~~^~~~~\n'
                            'TypeError: unsupported operand type(s) for +: '
                            "'int' and 'str'\n",
 'call_of_a_keyword_subscript': 'Traceback (most recent call last):\n'
                                '  File "<program>", line 23, in <module>\n'
                                '    x = Fn()[1, k=2](3)\n'
                                '  File "<program>", line 15, in <lambda>\n'
                                '    return lambda *a: 1/0\n'
                                '                      ~^~\n'
                                'ZeroDivisionError: division by zero\n',
 'general_form': 'Traceback (most recent call last):\n'
                 '  File "<program>", line 23, in <module>\n'
                 '    x = g(b)[g(1), k=g(2)]\n'
                 '        ~~~~^^^^^^^^^^^^^^\n'
                 '  File "<program>", line 3, in __getitem__\n'
                 '    raise ValueError(("get", i, kw))\n'
                 "ValueError: ('get', 1, {'k': 2})\n",
 'multi_line': 'Traceback (most recent call last):\n'
               '  File "<program>", line 23, in <module>\n'
               '    x = b[\n'
               '        ~^\n'
               '        1,\n'
               '        ^^\n'
               '        k=2,\n'
               '        ^^^^\n'
               '    ]\n'
               '    ^\n'
               '  File "<program>", line 3, in __getitem__\n'
               '    raise ValueError(("get", i, kw))\n'
               "ValueError: ('get', 1, {'k': 2})\n",
 'multi_line_elided': 'Traceback (most recent call last):\n'
                      '  File "<program>", line 23, in <module>\n'
                      '    x = b[\n'
                      '        ~^\n'
                      '        1,\n'
                      '        ^^\n'
                      '    ...<3 lines>...\n'
                      '        k=2,\n'
                      '        ^^^^\n'
                      '    ]\n'
                      '    ^\n'
                      '  File "<program>", line 3, in __getitem__\n'
                      '    raise ValueError(("get", i, kw))\n'
                      "ValueError: ('get', (1, 2, 3, 4), {'k': 2})\n",
 'multi_line_comments': 'Traceback (most recent call last):\n'
                        '  File "<program>", line 23, in <module>\n'
                        '    x = b[  # c\n'
                        '        ~^^^^^^\n'
                        '        1,  # d\n'
                        '        ^^^^^^^\n'
                        '        k=2]  # e\n'
                        '        ^^^^\n'
                        '  File "<program>", line 3, in __getitem__\n'
                        '    raise ValueError(("get", i, kw))\n'
                        "ValueError: ('get', 1, {'k': 2})\n",
 'backslash_continuation': 'Traceback (most recent call last):\n'
                           '  File "<program>", line 23, in <module>\n'
                           '    x = b \\\n'
                           '        ~~~\n'
                           '        [1, k=2]\n'
                           '        ^^^^^^^^\n'
                           '  File "<program>", line 3, in __getitem__\n'
                           '    raise ValueError(("get", i, kw))\n'
                           "ValueError: ('get', 1, {'k': 2})\n",
 'wide_characters': 'Traceback (most recent call last):\n'
                    '  File "<program>", line 24, in <module>\n'
                    "    x = 名前[1, k='漢字']\n"
                    '        ~~~~^^^^^^^^^^^^^\n'
                    '  File "<program>", line 3, in __getitem__\n'
                    '    raise ValueError(("get", i, kw))\n'
                    "ValueError: ('get', 1, {'k': '漢字'})\n",
 'for_target': 'Traceback (most recent call last):\n'
               '  File "<program>", line 23, in <module>\n'
               '    for b[1, k=2] in [3]:\n'
               '        ~^^^^^^^^\n'
               '  File "<program>", line 5, in __setitem__\n'
               '    raise ValueError(("set", i, v, kw))\n'
               "ValueError: ('set', 1, 3, {'k': 2})\n",
 'nested_function': 'Traceback (most recent call last):\n'
                    '  File "<program>", line 27, in <module>\n'
                    '    K().m()\n'
                    '    ~~~~~^^\n'
                    '  File "<program>", line 26, in m\n'
                    '    return b[1, k=2]\n'
                    '           ~^^^^^^^^\n'
                    '  File "<program>", line 3, in __getitem__\n'
                    '    raise ValueError(("get", i, kw))\n'
                    "ValueError: ('get', 1, {'k': 2})\n",
 'chained_exceptions': 'Traceback (most recent call last):\n'
                       '  File "<program>", line 24, in <module>\n'
                       '    b[1, k=2]\n'
                       '    ~^^^^^^^^\n'
                       '  File "<program>", line 3, in __getitem__\n'
                       '    raise ValueError(("get", i, kw))\n'
                       "ValueError: ('get', 1, {'k': 2})\n"
                       '\n'
                       'During handling of the above exception, another '
                       'exception occurred:\n'
                       '\n'
                       'Traceback (most recent call last):\n'
                       '  File "<program>", line 26, in <module>\n'
                       "    o[1, k=2] += 'x'\n"
                       "TypeError: unsupported operand type(s) for +=: 'int' "
                       "and 'str'\n"}

FORK_COLORIZED = {'get': 'Traceback (most recent call last):\n'
        '  File \x1b[35m"<program>"\x1b[0m, line \x1b[35m23\x1b[0m, in '
        '\x1b[35m<module>\x1b[0m\n'
        '    x = \x1b[31mb\x1b[0m\x1b[1;31m[1, k=2]\x1b[0m\n'
        '        \x1b[31m~\x1b[0m\x1b[1;31m^^^^^^^^\x1b[0m\n'
        '  File \x1b[35m"<program>"\x1b[0m, line \x1b[35m3\x1b[0m, in '
        '\x1b[35m__getitem__\x1b[0m\n'
        '    raise ValueError(("get", i, kw))\n'
        "\x1b[1;35mValueError\x1b[0m: \x1b[35m('get', 1, {'k': 2})\x1b[0m\n",
 'multi_line': 'Traceback (most recent call last):\n'
               '  File \x1b[35m"<program>"\x1b[0m, line \x1b[35m23\x1b[0m, in '
               '\x1b[35m<module>\x1b[0m\n'
               '    x = \x1b[31mb\x1b[0m\x1b[1;31m[\x1b[0m\n'
               '        \x1b[31m~\x1b[0m\x1b[1;31m^\x1b[0m\n'
               '        \x1b[1;31m1,\x1b[0m\n'
               '        \x1b[1;31m^^\x1b[0m\n'
               '        \x1b[1;31mk=2,\x1b[0m\n'
               '        \x1b[1;31m^^^^\x1b[0m\n'
               '    \x1b[1;31m]\x1b[0m\n'
               '    \x1b[1;31m^\x1b[0m\n'
               '  File \x1b[35m"<program>"\x1b[0m, line \x1b[35m3\x1b[0m, in '
               '\x1b[35m__getitem__\x1b[0m\n'
               '    raise ValueError(("get", i, kw))\n'
               "\x1b[1;35mValueError\x1b[0m: \x1b[35m('get', 1, {'k': "
               '2})\x1b[0m\n',
 'binary_operator_operand': 'Traceback (most recent call last):\n'
                            '  File \x1b[35m"<program>"\x1b[0m, line '
                            '\x1b[35m23\x1b[0m, in \x1b[35m<module>\x1b[0m\n'
                            '    x = \x1b[31mo[1, k=2] '
                            "\x1b[0m\x1b[1;31m+\x1b[0m\x1b[31m 'a'\x1b[0m\n"
                            '        '
                            '\x1b[31m~~~~~~~~~~\x1b[0m\x1b[1;31m^\x1b[0m\x1b[31m~~~~\x1b[0m\n'
                            '\x1b[1;35mTypeError\x1b[0m: \x1b[35munsupported '
                            "operand type(s) for +: 'int' and 'str'\x1b[0m\n"}


def main():
    """Print FORK_TRACEBACKS and FORK_COLORIZED (run with the fork)."""
    if not ON_FORK:
        sys.exit("run this with the pep637 fork's interpreter")
    tracebacks = {name: normalized(formatted(name, compile))
                  for name in PROGRAMS}
    colorized = {name: formatted(name, compile, colorize=True)
                 for name in COLORIZED}
    print("FORK_TRACEBACKS = ", end="")
    pprint.pprint(tracebacks, width=79, sort_dicts=False)
    print()
    print("FORK_COLORIZED = ", end="")
    pprint.pprint(colorized, width=79, sort_dicts=False)


if __name__ == "__main__":
    main()
