"""pep637.integrations.pytest_plugin: test files with keyword subscripts
under pytest.

pytest runs in a program of its own, with the plugin given by -p (and
entry points off, so that an installed pep637 does not load it twice).
"""

import ast
import inspect
import os
import tomllib
from pathlib import Path

import pytest

from support import entry as entry_support

TESTS = {
    "conftest.py": """
        import pytest

        class Keys:
            def __getitem__(self, index, **keywords):
                return keywords.get("k", 0) + 2

        @pytest.fixture
        def keys():
            return Keys()[k=0] and Keys()
    """,
    "helper.py": """
        class Named:
            def __getitem__(self, index, **keywords):
                return keywords

        def named():
            return Named()[z=9]
    """,
    "test_x.py": """
        import helper

        def f(x):
            return x

        def test_pass(keys):
            assert keys[k=1] == 3

        def test_fail(keys):
            assert keys[k=1] == 2

        def test_fail_call(keys):
            assert f(keys[k=1]) == 2

        def test_helper():
            assert helper.named() == {"z": 9}
    """,
}

PLUGIN = ["-p", "pep637.integrations.pytest_plugin"]


def pytest_run(directory, *args, mode=None):
    """Run pytest in *directory*; return the CompletedProcess."""
    extra = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **(mode or {})}
    return entry_support.run(
        ["-m", "pytest", "-q", "-p", "no:cacheprovider", *args], directory,
        extra_env=extra)


@pytest.mark.parametrize("mode", entry_support.MODES)
def test_failures_keep_pytests_introspection(tmp_path, mode):
    entry_support.write(tmp_path, TESTS)
    result = pytest_run(tmp_path, *PLUGIN, mode=mode)
    out = result.stdout
    assert "2 failed, 2 passed" in out, out
    assert ">       assert keys[k=1] == 2\nE       assert 3 == 2\n" in out
    assert "E       assert 3 == 2\nE        +  where 3 = f(3)\n" in out


def test_plain_assertions(tmp_path):
    entry_support.write(tmp_path, TESTS)
    result = pytest_run(tmp_path, *PLUGIN, "--assert=plain")
    assert "2 failed, 2 passed" in result.stdout, result.stdout


@pytest.mark.skipif(entry_support.ON_FORK, reason="the fork needs no plugin")
def test_without_the_plugin_collection_fails(tmp_path):
    entry_support.write(tmp_path, TESTS)
    result = pytest_run(tmp_path)
    assert result.returncode != 0
    assert "SyntaxError" in result.stdout + result.stderr


def test_rewritten_tests_are_cached_apart(tmp_path):
    entry_support.write(tmp_path, TESTS)
    for _ in range(2):  # the second run takes the tests from the cache
        result = pytest_run(tmp_path, *PLUGIN)
        assert "2 failed, 2 passed" in result.stdout, result.stdout
    # pytest writes it under PYTHONPYCACHEPREFIX, as CPython would.
    names = os.listdir(Path(entry_support.PYCACHE, *tmp_path.parts[1:]))
    test_x = [name for name in names if name.startswith("test_x.")]
    assert len(test_x) == 1 and "-pytest-" in test_x[0]
    assert (".pep637-" in test_x[0]) != entry_support.ON_FORK


def test_entry_point_is_declared():
    pyproject = entry_support.SRC.parent / "pyproject.toml"
    if not pyproject.exists():
        pytest.skip("no pyproject.toml yet")
    project = tomllib.loads(pyproject.read_text())["project"]
    entry_points = project.get("entry-points", {}).get("pytest11", {})
    assert entry_points.get("pep637") == "pep637.integrations.pytest_plugin"


def compile_line_of_ast_parse():
    """The line of ast.py where ast.parse() calls compile()."""
    lines, first = inspect.getsourcelines(ast.parse)
    for number, line in enumerate(lines, first):
        if line.lstrip().startswith("return compile("):
            return number
    raise AssertionError("ast.parse() does not call compile()")


@pytest.mark.parametrize("mode", entry_support.MODES)
def test_collection_error_shows_the_frame_of_ast_parse(tmp_path, mode):
    # As on the fork: the traceback ends in ast.parse(), no frame of pep637.
    entry_support.write(tmp_path, {"test_bad.py": """
        def test_a():
            assert a[1, k=2, 3]
    """})
    result = pytest_run(tmp_path, *PLUGIN, mode=mode)
    out = result.stdout
    assert result.returncode == 2, out
    assert (f"/ast.py:{compile_line_of_ast_parse()}: in parse\n"
            "    return compile(source, filename, mode, flags,\n"
            f'E     File "{tmp_path / "test_bad.py"}", line 2\n'
            "E       assert a[1, k=2, 3]\n"
            "E                         ^\n"
            "E   SyntaxError: positional argument follows keyword argument\n"
            ) in out, out
    assert "/pep637/" not in out, out


def installed_site(directory):
    """A site directory where pep637 is installed (a dist-info that
    declares the pytest11 entry point, the package linked), as pip
    installs it; return its path."""
    site = Path(directory, "site")
    info = site / "pep637-0.1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: pep637\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text(
        "[pytest11]\npep637 = pep637.integrations.pytest_plugin\n")
    (info / "RECORD").write_text(
        "pep637/__init__.py,,\npep637/integrations/pytest_plugin.py,,\n"
        "pep637-0.1.0.dist-info/RECORD,,\n")
    (site / "pep637").symlink_to(entry_support.SRC / "pep637")
    return site


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")
@pytest.mark.parametrize("runner", [[], ["-m", "pep637"]],
                         ids=["pytest", "runner"])
def test_no_rewrite_warning_for_the_installed_plugin(tmp_path, runner):
    # pytest marks the package of a plugin for assertion rewriting, and
    # warns about it if it was imported before (python -m pep637 -m
    # pytest imports pep637 first).
    site = installed_site(tmp_path)
    tests = entry_support.write(tmp_path / "tests", TESTS)
    result = entry_support.run(
        [*runner, "-m", "pytest", "-q", "-p", "no:cacheprovider"], tests,
        extra_env={"PYTHONPATH": str(site)})
    out = result.stdout
    assert "2 failed, 2 passed in" in out, out
    assert "PytestAssertRewriteWarning" not in out + result.stderr, out
