"""python -m pep637: programs run as python runs them.

A plain program must give, through the runner, exactly what python gives:
sys.argv, sys.path[0], the globals of __main__, output, tracebacks, exit
status.  A program with keyword subscripts must run, and so must the
strings it compiles (doctest).
"""

import subprocess
import sys

import pytest

from support import ESCAPE_WARNING
from support import entry as entry_support
from support.entry import write

SHOW = """
    import importlib.machinery, sys
    def show(value):
        if isinstance(value, importlib.machinery.SourceFileLoader):
            return 'SourceFileLoader'
        if isinstance(value, importlib.machinery.ModuleSpec):
            return (value.name, value.origin, value.parent, show(value.loader))
        return value
    print(sys.argv, repr(sys.path[0]))
    for key, value in sorted(globals().items()):
        if key not in ('importlib', 'sys', 'show'):
            print(key, repr(show(value)))
    print(sys.modules['__main__'].__dict__ is globals())
"""
KEYS = """
    class Keys:
        def __getitem__(self, index, **keywords):
            return index, keywords
"""


@pytest.fixture(params=entry_support.MODES)
def mode(request):
    """The environment to run the runner in."""
    return request.param


def both(args, cwd, stdin=""):
    """Run python *args* and python -m pep637 *args*; return both."""
    return (entry_support.run(args, cwd, stdin),
            entry_support.run(["-m", "pep637", *args], cwd, stdin))


@pytest.fixture
def show_files(tmp_path):
    """A script, a package with __main__, a directory with __main__."""
    return write(tmp_path, {"show.py": SHOW, "pkg/__init__.py": "",
                            "pkg/show.py": SHOW, "pkg/__main__.py": SHOW})


@pytest.mark.parametrize("args, stdin", [
    (["show.py", "a", "-b"], ""),
    (["-m", "pkg.show", "a"], ""),
    (["-m", "pkg", "a"], ""),
    (["pkg", "a"], ""),
    (["-c", "exec(open('show.py').read())", "a"], ""),
    (["-", "a"], "exec(open('show.py').read())"),
    ([], "exec(open('show.py').read())"),
], ids=["script", "module", "package", "directory", "command", "stdin-",
        "stdin"])
def test_main_module_as_python_has_it(show_files, args, stdin):
    python, ours = both(args, show_files, stdin)
    assert python.returncode == 0, python.stderr
    assert (ours.stdout, ours.stderr) == (python.stdout, python.stderr)


@pytest.mark.parametrize("program", [
    "def f():\n    return 1/0\nprint('out')\nf()\n",
    "exec('1/0')\n",
    "x = (\n",
    "import sys\nsys.exit(3)\n",
    "import sys\nsys.exit('bye')\n",
    "raise KeyboardInterrupt\n",
    "import nonexistent_module_637\n",
    "s = '\\d'\nx = (\n",
], ids=["traceback", "exec", "syntax", "exit-3", "exit-msg", "sigint",
        "import", "warning-then-syntax"])
def test_errors_and_status_as_python_gives_them(tmp_path, program):
    write(tmp_path, {"prog.py": program})
    python, ours = both(["prog.py"], tmp_path)
    assert ours.returncode == python.returncode != 0
    assert (ours.stdout, ours.stderr) == (python.stdout, python.stderr)


@pytest.mark.parametrize("args", [
    ["-m", "nonexistent_module_637"], ["nonexistent_637.py"],
    ["-c", "1/0"],
])
def test_failures_to_start_as_python_reports_them(tmp_path, args):
    python, ours = both(args, tmp_path)
    assert ours.returncode == python.returncode != 0
    assert ours.stderr.replace("-m pep637 ", "") == python.stderr


def test_usage_error(tmp_path):
    result = entry_support.run(["-m", "pep637", "-x"], tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("Unknown option: -x\nusage:")


def test_script_with_keyword_subscripts(tmp_path, mode):
    write(tmp_path, {"keys.py": KEYS, "main.py": """
        import ast, sys
        from keys import Keys
        a = Keys()
        print(a[1, k=2], a[k=3], sys.argv)
        print(eval("a[m=4]"), eval("  a[4, m=5]"))
        exec("print(a[n=6])")
        code = compile("r = a[o=7]", "<snippet>", "exec")
        exec(code)
        tree = compile("a[p=8]", "<snippet>", "eval", ast.PyCF_ONLY_AST)
        print(r, [k.arg for k in tree.body.keywords])
    """})
    result = entry_support.run(["-m", "pep637", "main.py", "x"], tmp_path,
                               extra_env=mode)
    assert result.stderr == ""
    assert result.stdout.splitlines() == [
        "(1, {'k': 2}) ((), {'k': 3}) ['main.py', 'x']",
        "((), {'m': 4}) (4, {'m': 5})",
        "((), {'n': 6})",
        "((), {'o': 7}) ['p']",
    ]


def test_doctest_with_keyword_subscripts(tmp_path, mode):
    write(tmp_path, {"doc.py": (KEYS, '''
        def f():
            """
            >>> Keys()[1, k=2]
            (1, {'k': 2})
            >>> Keys()[k=1,
            ...        m=2]
            ((), {'k': 1, 'm': 2})
            """

        if __name__ == "__main__":
            import doctest
            print(doctest.testmod())
    ''')})
    result = entry_support.run(["-m", "pep637", "doc.py"], tmp_path,
                               extra_env=mode)
    assert result.stdout == "TestResults(failed=0, attempted=2)\n"


@pytest.mark.parametrize("args, stdin", [
    (["-m", "pkg", "x"], ""),
    (["-c", "from pkg.keys import Keys; print(Keys()[1, k=2])"], ""),
    (["-"], "from pkg.keys import Keys\nprint(Keys()[1, k=2])\n"),
], ids=["module", "command", "stdin"])
def test_modules_commands_stdin_with_keyword_subscripts(tmp_path, mode,
                                                        args, stdin):
    write(tmp_path, {"pkg/__init__.py": "", "pkg/keys.py": KEYS,
                     "pkg/__main__.py": """
                         from .keys import Keys
                         print(Keys()[1, k=2])
                     """})
    result = entry_support.run(["-m", "pep637", *args], tmp_path, stdin,
                               extra_env=mode)
    assert (result.stdout, result.stderr) == ("(1, {'k': 2})\n", "")


def test_traceback_of_a_keyword_program(tmp_path, mode):
    write(tmp_path, {"main.py": (KEYS, """
        def f():
            x = Keys()[k=1]
            return 1/0
        f()
    """)})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    path = tmp_path / "main.py"
    assert result.returncode == 1
    assert result.stderr.splitlines()[:4] == [
        "Traceback (most recent call last):",
        f'  File "{path}", line 7, in <module>',
        "    f()",
        "    ~^^",
    ]
    assert f'  File "{path}", line 6, in f' in result.stderr
    assert "pep637" not in result.stderr


def test_syntax_error_as_the_fork_reports_it(tmp_path, mode):
    write(tmp_path, {"main.py": "x = 1\ny = a[1, k=2, 3]\n"})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    assert result.returncode == 1
    assert result.stderr == (
        f'  File "{tmp_path / "main.py"}", line 2\n'
        "    y = a[1, k=2, 3]\n"
        "                   ^\n"
        "SyntaxError: positional argument follows keyword argument\n")


def test_interactive_after_the_program(tmp_path, mode):
    write(tmp_path, {"main.py": (KEYS, "a = Keys()\n")})
    result = entry_support.run(["-m", "pep637", "-i", "main.py"], tmp_path,
                               "a[1, k=2]\n", extra_env=mode)
    assert result.stdout == "(1, {'k': 2})\n"
    assert result.stderr == ">>> >>> \n"


def merged(args, cwd, stdin=""):
    """Run python *args* with stdout and stderr in one pipe, output
    buffered (no PYTHONUNBUFFERED); return (output, status)."""
    result = subprocess.run([sys.executable, *args], cwd=cwd, input=stdin,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, timeout=60,
                            env=entry_support.env({"PYTHONUNBUFFERED": None}))
    return result.stdout, result.returncode


UNCAUGHT = 'print("before")\n{}[1]\n'
EXIT = 'import sys\nprint("before")\nsys.exit("msg")\n'


@pytest.mark.parametrize("program", [UNCAUGHT, EXIT], ids=["raise", "exit"])
@pytest.mark.parametrize("args, stdin", [
    (["prog.py"], None), (["-I", "prog.py"], None), (["-"], "prog"),
    ([], "prog"), (["-m", "prog"], None), (["-c", "prog"], None),
    (["-i", "prog.py"], ""),
], ids=["script", "isolated", "stdin-", "stdin", "module", "command",
        "interactive"])
def test_buffered_output_and_the_traceback_in_pythons_order(
        tmp_path, program, args, stdin):
    # python flushes sys.stdout before it reports an uncaught exception of
    # a script or of stdin (not of -c or -m).
    write(tmp_path, {"prog.py": program})
    if stdin == "prog":
        stdin = program
    args = [program if arg == "prog" else arg for arg in args]
    isolated = args[:1] == ["-I"]
    flags, args = (["-I"], args[1:]) if isolated else ([], args)
    if isolated:  # -I: no PYTHONPATH, the package's source by path
        runner = ["-c", "import sys; sys.path.insert(0, sys.argv.pop(1)); "
                  "from pep637.__main__ import main; sys.exit(main())",
                  str(entry_support.SRC)]
    else:
        runner = ["-m", "pep637"]
    python = merged([*flags, *args], tmp_path, stdin)
    ours = merged([*flags, *runner, *args], tmp_path, stdin)
    assert ours == python
    if args[:1] in (["prog.py"], ["-"], []):
        assert python[0].startswith("before\n")


def test_ast_unparse_and_symtable_know_keyword_subscripts(tmp_path, mode):
    write(tmp_path, {"main.py": """
        import ast, symtable
        print(ast.unparse(ast.parse("a[1, k=2:3, **m]")))
        print(ast.unparse(ast.parse("c[k=1] = 2; del d[(1,), m=3]")))

        def symbols(source):
            table = symtable.symtable(source, "<s>", "exec")
            # From 3.14, the module's __annotate__ is a child too.
            [function] = [child for child in table.get_children()
                          if child.get_name() == "f"]
            return sorted((s.get_name(), s.is_global(), s.is_parameter(),
                           s.is_assigned()) for s in function.get_symbols())

        print(symbols("def f(x):\\n    return a[k=x, m=y]\\n"))
        print(symbols("def f(x):\\n    a[k=lambda z: z, **x] = [\\n"
                      "        w for w in v]\\n"))
        for bad in ["def f():\\n  a[k=1, 2]\\n", "a[k=",
                    "from __future__ import annotations\\n"
                    "j: M[k=(x := 1)]\\n"]:
            try:
                symtable.symtable(bad, "<s>", "exec")
            except SyntaxError as error:
                print(error.msg, error.lineno, error.offset, error.end_offset)
    """})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    assert result.stderr == ""
    # What the fork prints.
    assert result.stdout.splitlines() == [
        "a[1, k=2:3, **m]",
        "c[k=1] = 2",
        "del d[(1,), m=3]",
        "[('a', True, False, False), ('x', False, True, False), "
        "('y', True, False, False)]",
        "[('a', True, False, False), ('v', True, False, False), "
        "('w', False, False, True), ('x', False, True, False)]",
        "positional argument follows keyword argument 2 11 12",
        "'[' was never closed 1 2 0",
        "named expression cannot be used within an annotation 2 9 15",
    ]


def test_recursion_through_keyword_subscripts_is_reported_once(tmp_path,
                                                               mode):
    # The traceback module parses the lines of the frames (for the
    # carets) with ast.parse(), which the runner's compile() serves: with
    # little recursion left, that must not fail and make python report
    # the exception a second time, without carets.
    write(tmp_path, {"main.py": """
        import sys
        sys.setrecursionlimit(100)
        class S:
            def __getitem__(self, i, **k):
                return self[i + 1, **k]
        S()[0, k=1]
    """})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    path = tmp_path / "main.py"
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[:7] == [  # as the fork prints them
        "Traceback (most recent call last):",
        f'  File "{path}", line 6, in <module>',
        "    S()[0, k=1]",
        "    ~~~^^^^^^^^",
        f'  File "{path}", line 5, in __getitem__',
        "    return self[i + 1, **k]",
        "           ~~~~^^^^^^^^^^^^",
    ]
    assert lines.count("Traceback (most recent call last):") == 1
    assert lines[-1] == "RecursionError: maximum recursion depth exceeded"


def test_warning_then_keyword_subscript_error_warns_once(tmp_path, mode):
    write(tmp_path, {"main.py": "s = '\\d'\nx = a[1, k=2, 3]\n"})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    path = tmp_path / "main.py"
    assert result.stderr == (  # what the fork prints
        f"{path}:1: SyntaxWarning: {ESCAPE_WARNING}\n"
        "  s = '\\d'\n"
        f'  File "{path}", line 2\n'
        "    x = a[1, k=2, 3]\n"
        "                   ^\n"
        "SyntaxError: positional argument follows keyword argument\n")


@pytest.mark.parametrize("source, caret, message", [
    ("a[1=2]", "  ^^", 'expression cannot contain assignment, perhaps you '
     'meant "=="?'),
    ("a[**m, 1]", "        ^", "positional argument follows keyword "
     "argument unpacking"),
    ("s = '\\d'; a[1 2]", "            ^^^",
     "invalid syntax. Perhaps you forgot a comma?"),
], ids=["assignment", "unpacking", "plain"])
def test_syntax_errors_near_keyword_subscripts_as_the_fork(
        tmp_path, mode, source, caret, message):
    write(tmp_path, {"main.py": source + "\n"})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    path = tmp_path / "main.py"
    warning = (f"{path}:1: SyntaxWarning: {ESCAPE_WARNING}\n"
               f"  {source}\n" if "\\d" in source else "")
    fork_prints = (
        f'{warning}  File "{path}", line 1\n    {source}\n    {caret}\n'
        f"SyntaxError: {message}\n")
    if warning:
        # No keyword subscript: what python itself prints, the fork's on
        # 3.13 (3.14's traceback module adds the warnings of a compile()
        # of its own).
        assert result.stderr == entry_support.run(["main.py"], tmp_path).stderr
        if sys.version_info >= (3, 14):
            return
    assert result.stderr == fork_prints



@pytest.mark.parametrize("option", ["-V", "--version"])
def test_version_says_how_keyword_subscripts_run(tmp_path, mode, option):
    """python -m pep637 --version gives pep637's version and the Python's,
    and whether keyword subscripts are native (the fork) or run by the
    runtime, with its C speedups or without them, and why."""
    import pep637
    from pep637 import _interpreter, runtime
    result = entry_support.run(["-m", "pep637", option], tmp_path,
                               extra_env=mode)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    line, = result.stdout.splitlines()
    assert line.startswith(f"pep637 {pep637.__version__} on ")
    assert sys.version.split()[0] in line
    if _interpreter.fork() and not mode:
        assert line.endswith("keyword subscripts are native")
    elif runtime.SPEEDUPS is not None:
        assert line.endswith(": C speedups active")
    else:
        assert ": C speedups off (PEP637_PURE_PYTHON=1)" in line or (
            ": C speedups not built" in line)

    pure = entry_support.run(["-m", "pep637", option], tmp_path,
                             extra_env={**mode, "PEP637_PURE_PYTHON": "1"})
    if not (_interpreter.fork() and not mode):
        assert pure.stdout.endswith(
            ": C speedups off (PEP637_PURE_PYTHON=1): the pure Python "
            "runtime\n")
