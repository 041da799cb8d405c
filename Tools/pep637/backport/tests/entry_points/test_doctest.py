"""doctest examples with keyword subscripts, as on the fork.

``python -m pep637 -m doctest`` (a module and a text file), and pytest's
``--doctest-modules`` and ``--doctest-glob`` with the plugin: the examples
run, a failing one is reported as the fork's doctest reports it (pinned
below).
"""

from support import entry
from support.entry import write

FILES = {
    "kw.py": '''\
        """A grid.

        >>> g = Grid()
        >>> g[1, row=2]
        (1, {'row': 2})
        >>> g[k=1] = 5
        set () 5 {'k': 1}
        >>> [1][0, k=2]
        Traceback (most recent call last):
          ...
        TypeError: list.__getitem__() takes no keyword arguments
        """


        class Grid:
            def __getitem__(self, i=(), **k):
                """
                >>> Grid()[
                ...     3, col=4]
                (3, {'col': 4})
                >>> Grid()[3, col=4] == (3, {'col': 5})
                True
                """
                return (i, k)

            def __setitem__(self, i, v, **k):
                print("set", i, v, k)
        ''',
    "kw.txt": """\
        >>> from kw import Grid
        >>> Grid()[k=1]
        ((), {'k': 1})
        >>> m = {'a': 1}
        >>> Grid()[2, **m]
        (2, {'a': 1})
        """,
}

# python -m doctest kw.py, on the fork.
FORK_FAILURE = """\
**********************************************************************
File "<dir>/kw.py", line 21, in kw.Grid.__getitem__
Failed example:
    Grid()[3, col=4] == (3, {'col': 5})
Expected:
    True
Got:
    False
**********************************************************************
1 item had failures:
   1 of   2 in kw.Grid.__getitem__
***Test Failed*** 1 failure.
"""


def test_doctest_module_under_the_runner(tmp_path):
    write(tmp_path, FILES)
    result = entry.run(["-m", "pep637", "-m", "doctest", "kw.py"], tmp_path)
    output = result.stdout.replace(str(tmp_path.resolve()), "<dir>")
    assert (output, result.stderr, result.returncode) == (
        FORK_FAILURE, "", 1)
    result = entry.run(["-m", "pep637", "-m", "doctest", "-v", "kw.txt"],
                       tmp_path)
    assert result.stdout.endswith("4 passed.\nTest passed.\n")
    assert (result.stderr, result.returncode) == ("", 0)


def test_pytest_doctest_modules_and_glob(tmp_path):
    write(tmp_path, FILES)
    result = entry.run(["-m", "pytest", "-p", "no:cacheprovider",
                        "-p", "pep637.integrations.pytest_plugin",
                        "--doctest-modules", "--doctest-glob=*.txt",
                        "-q", "kw.py", "kw.txt"], tmp_path,
                       extra_env={"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
    assert "1 failed, 2 passed" in result.stdout, result.stdout
    assert "FAILED kw.py::kw.Grid.__getitem__" in result.stdout
    assert ">>> Grid()[3, col=4] == (3, {'col': 5})" in result.stdout
    assert "Expected:\n    True\nGot:\n    False" in result.stdout
