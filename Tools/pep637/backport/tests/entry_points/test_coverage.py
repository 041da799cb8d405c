"""coverage.py on modules with keyword subscripts: the fork's figures.

Under the runner (``python -m pep637 -m coverage run --branch``, then
``report``, ``json``, ``html``), and with coverage.py alone when its
configuration names the plugin ``pep637.coverage_plugin``.  The lines and
branches, run and missed, are those coverage.py gives for the same
program on the fork (pinned below).  Skipped where coverage.py is not
installed (the ``tools`` extra).
"""

import json

import pytest

from support import entry
from support.entry import ON_FORK, write

pytest.importorskip("coverage")

FILES = {
    "prog.py": """\
        import grid

        g = grid.Grid()
        for row in range(3):
            if g[row, k=row][1]["k"] > 1:
                print("big", g[
                    row,
                    col=1,
                ])
            elif g[row, k=0][0]:
                g[row, col=2] = row
            else:
                del g[row, col=3]
        total = [g[i, k=i] for i in range(2) if g[i, k=i][0]]
        print(total, grid.lookup(g, 5), grid.lookup(g, 0))
        print(g[k=1] if len(g[k=2]) > 5 else g[**{"a": 1}])
        """,
    "grid.py": """\
        class Grid:
            def __init__(self):
                self.cells = {}

            def __getitem__(self, i, **k):
                return (i, k)

            def __setitem__(self, i, v, **k):
                self.cells[i, tuple(k.items())] = v

            def __delitem__(self, i, **k):
                if (i, tuple(k.items())) in self.cells:
                    raise KeyError(i)


        def lookup(g, i):
            while g[i, k=i][0] > 3:
                i -= 1
            try:
                return g[i, scale=10]
            except KeyError:
                return None
        """,
}

OUTPUT = """\
big (2, {'col': 1})
[(1, {'k': 1})] (3, {'scale': 10}) (0, {'scale': 10})
((), {'a': 1})
"""

# coverage run --branch prog.py, on the fork: coverage report -m ...
FORK_REPORT = """\
Name      Stmts   Miss Branch BrPart  Cover   Missing
-----------------------------------------------------
grid.py      17      3      4      1    81%   13, 21-22
prog.py      11      0      6      0   100%
-----------------------------------------------------
TOTAL        28      3     10      1    89%
"""

# ... and coverage json: lines run and missed, branches taken and missed.
FORK_FIGURES = {
    "grid.py": ([1, 2, 3, 5, 6, 8, 9, 11, 12, 16, 17, 18, 19, 20],
                [13, 21, 22],
                [[12, -11], [17, 18], [17, 19]], [[12, 13]]),
    "prog.py": ([1, 3, 4, 5, 6, 10, 11, 13, 14, 15, 16], [],
                [[4, 5], [4, 14], [5, 6], [5, 10], [10, 11], [10, 13]], []),
}

PLUGIN_RC = """\
    [run]
    plugins = pep637.coverage_plugin
    """


def coverage(tmp_path, *args, runner=True, core=None):
    """Run ``[-m pep637] -m coverage ARGS`` in *tmp_path*; its output."""
    prefix = ["-m", "pep637"] if runner else []
    extra = {"COVERAGE_CORE": core} if core else None
    result = entry.run([*prefix, "-m", "coverage", *args], tmp_path,
                       extra_env=extra)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def figures(tmp_path, runner=True):
    coverage(tmp_path, "json", "-q", "-o", "coverage.json", runner=runner)
    data = json.loads((tmp_path / "coverage.json").read_text())
    return {name: (info["executed_lines"], info["missing_lines"],
                   info["executed_branches"], info["missing_branches"])
            for name, info in data["files"].items()}


def check_html(tmp_path, runner=True):
    coverage(tmp_path, "html", "-q", runner=runner)
    index = (tmp_path / "htmlcov" / "index.html").read_text()
    for name in ("grid_py.html", "prog_py.html"):
        assert name in index
    page = (tmp_path / "htmlcov" / "grid_py.html").read_text()
    assert "scale</span><span class=\"op\">=</span>" in page
    functions = (tmp_path / "htmlcov" / "function_index.html").read_text()
    assert "lookup" in functions


@pytest.mark.parametrize("core", ["ctrace", "pytrace"])
def test_under_the_runner(tmp_path, core):
    write(tmp_path, FILES)
    assert coverage(tmp_path, "run", "--branch", "--source=.", "prog.py",
                    core=core) == OUTPUT
    assert coverage(tmp_path, "report", "-m") == FORK_REPORT
    assert figures(tmp_path) == FORK_FIGURES
    check_html(tmp_path)


def test_report_of_the_runners_data_by_coverage_with_the_plugin(tmp_path):
    write(tmp_path, FILES)
    coverage(tmp_path, "run", "--branch", "--source=.", "prog.py")
    write(tmp_path, {".coveragerc": PLUGIN_RC})
    assert coverage(tmp_path, "report", "-m", runner=False) == FORK_REPORT
    assert figures(tmp_path, runner=False) == FORK_FIGURES


def test_coverage_alone_with_the_plugin(tmp_path):
    write(tmp_path, {**FILES, ".coveragerc": PLUGIN_RC})
    # Not even --source: the plugin omits the package's own modules.  (The
    # fork's build tree is no installed Python: its Lib/ would be measured.)
    source = ["--source=."] if ON_FORK else []
    assert coverage(tmp_path, "run", "--branch", *source, "prog.py",
                    runner=False) == OUTPUT
    assert coverage(tmp_path, "report", "-m", runner=False) == FORK_REPORT
    assert figures(tmp_path, runner=False) == FORK_FIGURES
    check_html(tmp_path, runner=False)


@pytest.mark.skipif(ON_FORK, reason="the fork's coverage reads them")
def test_coverage_alone_without_the_plugin_cannot_read_them(tmp_path):
    write(tmp_path, FILES)
    coverage(tmp_path, "run", "--branch", "--source=.", "prog.py")
    result = entry.run(["-m", "coverage", "report"], tmp_path)
    assert "Couldn't parse" in result.stdout + result.stderr
