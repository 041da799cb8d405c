"""Sphinx with ``extensions = ["pep637.sphinx"]``: a real sphinx-build.

A project whose module uses keyword subscripts, documented with autodoc
(members, the ``#:`` comment of an attribute, which Sphinx's source
analyser reads with ``ast.parse()``) and tested with the doctest builder
(``.. doctest::``, a bare ``>>>`` block, ``.. testcode::`` and the
module's docstrings): ``sphinx-build -b html -W`` builds it without a
warning, ``-b doctest -W`` runs every example, and a failing example is
reported as doctest reports it.  Without the extension, on a stock
CPython, autodoc cannot import the module.  Skipped where Sphinx is not
installed (run_backport.sh installs the ``sphinx`` extra on 3.13 and 3.14).
"""

import os
import shutil
import sys

import pytest

from support import entry
from support.entry import ON_FORK, write

pytest.importorskip("sphinx")

PROJECT = {
    "grid.py": '''
        """A grid whose cells take keyword subscripts.

        >>> g = Grid()
        >>> g[1, row=2]
        (1, {'row': 2})
        """


        class Grid:
            """A grid.

            >>> Grid()[k=1]
            ((), {'k': 1})
            """

            #: The row of a cell when none is given.
            row = 0

            def __getitem__(self, index=(), /, **keywords):
                """Return *index* and the keywords."""
                return index, keywords

            def __setitem__(self, index, value, /, **keywords):
                print("set", index, value, keywords)


        def first(grid, col=0):
            """The cell *col* of the first row."""
            return grid[0, col=col]
        ''',
    "docs/conf.py": '''
        import os, sys
        sys.path.insert(0, os.path.abspath(".."))
        project = "grid"
        extensions = EXTENSIONS
        doctest_global_setup = "from grid import Grid, first"
        ''',
    "docs/index.rst": '''
        Grid
        ====

        .. automodule:: grid
           :members:
           :special-members: __getitem__

        .. doctest::

           >>> Grid()[2, col=3]
           (2, {'col': 3})
           >>> g = Grid()
           >>> g[k=1] = 5
           set () 5 {'k': 1}
           >>> m = {'a': 1}
           >>> g[3, **m]
           (3, {'a': 1})

        >>> first(Grid(), col=4)
        (0, {'col': 4})

        .. testcode::

           print(Grid()[1, a=2:3])

        .. testoutput::

           (1, {'a': slice(2, 3, None)})
        ''',
}
FAILING = """
    .. doctest::

       >>> Grid()[3, col=4] == (3, {'col': 5})
       True
"""
# What doctest reports of it, on the fork.
FORK_FAILURE = """\
Failed example:
    Grid()[3, col=4] == (3, {'col': 5})
Expected:
    True
Got:
    False
"""
WITH_EXTENSION = ["sphinx.ext.autodoc", "sphinx.ext.doctest",
                  "pep637.sphinx"]


@pytest.fixture(params=entry.MODES)
def mode(request):
    return request.param


def project(tmp_path, extensions=WITH_EXTENSION, extra=""):
    files = dict(PROJECT)
    files["docs/conf.py"] = files["docs/conf.py"].replace(
        "EXTENSIONS", repr(extensions))
    files["docs/index.rst"] = (files["docs/index.rst"], extra)
    return write(tmp_path, files)


def sphinx_build(tmp_path, builder, mode=None):
    """Run the sphinx-build command beside this python; return the
    CompletedProcess and the output folder."""
    command = shutil.which("sphinx-build",
                           path=os.path.dirname(sys.executable))
    if command is None:
        pytest.skip("no sphinx-build beside this python")
    out = tmp_path / "out"
    result = entry.run([command, "-b", builder, "-W", "-q", "docs",
                        str(out)], tmp_path, extra_env=mode, timeout=120)
    return result, out


def test_html_with_autodoc(tmp_path, mode):
    project(tmp_path)
    result, out = sphinx_build(tmp_path, "html", mode)
    assert (result.stderr, result.returncode) == ("", 0)
    html = (out / "index.html").read_text()
    for text in ["A grid whose cells take keyword subscripts.",
                 "The row of a cell when none is given.",
                 "The cell <em>col</em> of the first row.",
                 "Return <em>index</em> and the keywords."]:
        assert text in html


def test_doctest_builder_runs_the_examples(tmp_path, mode):
    project(tmp_path)
    result, out = sphinx_build(tmp_path, "doctest", mode)
    assert (result.stderr, result.returncode) == ("", 0)
    report = (out / "output.txt").read_text()
    assert report.endswith("\n   10 tests\n    0 failures in tests\n"
                           "    0 failures in setup code\n"
                           "    0 failures in cleanup code\n")


def test_doctest_builder_reports_a_failing_example(tmp_path, mode):
    project(tmp_path, extra=FAILING)
    result, out = sphinx_build(tmp_path, "doctest", mode)
    assert result.returncode == 1
    report = (out / "output.txt").read_text()
    assert FORK_FAILURE in report
    assert "\n   11 tests\n    1 failure in tests\n" in report


@pytest.mark.skipif(ON_FORK, reason="the fork imports the module itself")
def test_without_the_extension_autodoc_cannot_import(tmp_path):
    project(tmp_path, extensions=WITH_EXTENSION[:2])
    result, out = sphinx_build(tmp_path, "html")
    assert result.returncode != 0
    assert "autodoc: failed to import" in result.stderr
    assert "SyntaxError" in result.stderr
