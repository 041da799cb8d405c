"""pyflakes, flake8 and pylint under the runner: modules with keyword
subscripts are checked, without a syntax error, with the fork's messages
(flake8 as a console script: ``python -m pep637 --script flake8``).

Both parse with ``ast.parse()`` (pylint through astroid), which is the
pipeline's under the runner; a keyword subscript is an ``ast.Subscript``
with ``keywords``, which they do not visit, on the fork too: a name used
only in a keyword's value is neither reported undefined by pylint nor
counted as used (pinned below, from the fork).  Skipped where they are not
installed (the ``tools`` extra).
"""

import pytest

from support import entry
from support.entry import ON_FORK, write

MODULE = {
    "mod.py": '''\
        """A module."""
        import os


        def get(grid, row):
            """Get."""
            unused = 1
            return grid[row, col=undefined_name]


        def put(grid, **m):
            """Put."""
            grid[1, **m] = grid[k=1]
            del grid[k=2]
        ''',
}

FORK_PYFLAKES = """\
mod.py:2:1: 'os' imported but unused
mod.py:7:5: local variable 'unused' is assigned to but never used
mod.py:8:26: undefined name 'undefined_name'
"""

# pycodestyle (flake8's E and W codes) reads tokens, and takes the "=" of
# a keyword item in brackets for an assignment's (E225), as on the fork.
FORK_FLAKE8 = """\
mod.py:2:1: F401 'os' imported but unused
mod.py:7:5: F841 local variable 'unused' is assigned to but never used
mod.py:8:25: E225 missing whitespace around operator
mod.py:8:26: F821 undefined name 'undefined_name'
mod.py:13:26: E225 missing whitespace around operator
mod.py:14:15: E225 missing whitespace around operator
"""

FORK_PYLINT = """\
************* Module mod
mod.py:7:4: W0612: Unused variable 'unused' (unused-variable)
mod.py:11:0: W0613: Unused argument 'm' (unused-argument)
mod.py:2:0: W0611: Unused import os (unused-import)

-----------------------------------
Your code has been rated at 5.71/10

"""


def lint(tmp_path, *args, runner=True, how="-m"):
    write(tmp_path, MODULE)
    prefix = ["-m", "pep637"] if runner else []
    return entry.run([*prefix, how, *args], tmp_path,
                     extra_env={"PYLINTHOME": str(tmp_path / "pylint")})


def test_pyflakes(tmp_path):
    pytest.importorskip("pyflakes")
    result = lint(tmp_path, "pyflakes", "mod.py")
    assert (result.stdout, result.stderr, result.returncode) == (
        FORK_PYFLAKES, "", 1)


@pytest.mark.skipif(ON_FORK, reason="the fork's ast.parse() reads it")
def test_pyflakes_alone_reports_a_syntax_error(tmp_path):
    pytest.importorskip("pyflakes")
    result = lint(tmp_path, "pyflakes", "mod.py", runner=False)
    assert "mod.py:8:" in result.stderr and "invalid syntax" in result.stderr


def test_pylint(tmp_path):
    pytest.importorskip("pylint")
    result = lint(tmp_path, "pylint", "--persistent=n", "mod.py")
    assert (result.stdout, result.stderr, result.returncode) == (
        FORK_PYLINT, "", 4)


def test_flake8_console_script(tmp_path):
    pytest.importorskip("flake8")
    result = lint(tmp_path, "flake8", "mod.py", how="--script")
    assert (result.stdout, result.stderr, result.returncode) == (
        FORK_FLAKE8, "", 1)


@pytest.mark.skipif(ON_FORK, reason="the fork's ast.parse() reads it")
def test_flake8_alone_reports_a_syntax_error(tmp_path):
    pytest.importorskip("flake8")
    result = lint(tmp_path, "flake8", "mod.py", runner=False)
    assert result.stdout.startswith("mod.py:8:")
    assert " E999 SyntaxError: invalid syntax" in result.stdout


def test_pylint_console_script(tmp_path):
    pytest.importorskip("pylint")
    result = lint(tmp_path, "pylint", "--persistent=n", "mod.py",
                  how="--script")
    assert (result.stdout, result.stderr, result.returncode) == (
        FORK_PYLINT, "", 4)
