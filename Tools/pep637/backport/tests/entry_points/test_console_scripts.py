"""python -m pep637 --script NAME: a console script run as its command.

The command that pip installs for an entry point of the group
``console_scripts`` (sphinx-build, flake8, pylsp, jedi-language-server:
some have no ``__main__`` module for ``-m``) is a wrapper that calls the
entry point's function.  Under the runner, the function is found with
importlib.metadata and called as the wrapper calls it: the same
sys.argv, sys.path[0], output and exit status; keyword subscripts in the
modules it imports.  The distribution here is a ``.dist-info`` folder on
PYTHONPATH, with the wrapper that pip would write in its ``bin`` folder.
"""

import os
import sys

import pytest

from support import SRC
from support import entry
from support.entry import write

TOOL = """
    import os, sys
    import keys

    def main():
        print(sys.argv, os.path.relpath(sys.path[0]), keys.show())
        return 3
"""
KEYS = """
    def show():
        return "plain"
"""
KEYWORD_KEYS = """
    class Keys:
        def __getitem__(self, index, **keywords):
            return index, keywords

    def show():
        return Keys()[1, k=2]
"""
# As pip writes it (pip._internal.operations.install.wheel).
WRAPPER = """
    #!python
    # -*- coding: utf-8 -*-
    import re
    import sys
    from kwtool import main
    if __name__ == '__main__':
        sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])
        sys.exit(main())
"""


@pytest.fixture(params=entry.MODES)
def mode(request):
    return request.param


def make_tool(tmp_path, keys=KEYS):
    """A distribution kwtool in tmp_path/site, whose console script
    kw-tool pip would have written as tmp_path/bin/kw-tool; the
    environment to run it in."""
    write(tmp_path, {
        "site/kwtool.py": TOOL,
        "site/keys.py": keys,
        "site/kwtool-1.0.dist-info/METADATA":
            "Metadata-Version: 2.1\nName: kwtool\nVersion: 1.0\n",
        "site/kwtool-1.0.dist-info/entry_points.txt":
            "[console_scripts]\nkw-tool = kwtool:main\n",
        "site/kwtool-1.0.dist-info/RECORD":
            "kwtool.py,,\nkeys.py,,\n../bin/kw-tool,,\n",
        "bin/kw-tool": WRAPPER,
    })
    return {"PYTHONPATH": os.pathsep.join([str(SRC),
                                           str(tmp_path / "site")])}


def test_console_script_as_its_command_runs_it(tmp_path):
    env = make_tool(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    command = entry.run([str(tmp_path / "bin" / "kw-tool"), "a", "-b"],
                        work, extra_env=env)
    ours = entry.run(["-m", "pep637", "--script", "kw-tool", "a", "-b"],
                     work, extra_env=env)
    assert command.stdout == (
        f"[{str(tmp_path / 'bin' / 'kw-tool')!r}, 'a', '-b'] ../bin plain\n")
    assert (ours.stdout, ours.stderr, ours.returncode) == (
        command.stdout, command.stderr, command.returncode) == (
        command.stdout, "", 3)
    equals = entry.run(["-m", "pep637", "--script=kw-tool", "a", "-b"],
                       work, extra_env=env)
    assert (equals.stdout, equals.returncode) == (command.stdout, 3)


def test_console_script_with_keyword_subscripts(tmp_path, mode):
    env = make_tool(tmp_path, KEYWORD_KEYS)
    result = entry.run(["-m", "pep637", "--script", "kw-tool"], tmp_path,
                       extra_env={**env, **mode})
    assert result.stderr == ""
    assert result.stdout.endswith(" bin (1, {'k': 2})\n")
    assert result.returncode == 3


def test_unknown_console_script(tmp_path):
    result = entry.run(["-m", "pep637", "--script", "no-such-tool", "x"],
                       tmp_path)
    assert (result.stdout, result.stderr, result.returncode) == (
        "", "python -m pep637: no console script named 'no-such-tool' is "
        "installed for this Python (entry points of the group "
        "console_scripts)\n", 2)
    result = entry.run(["-m", "pep637", "--script"], tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(
        "Argument expected for the --script option\nusage:")


def test_sphinx_build_under_the_runner(tmp_path):
    # A real console script without a __main__ module of its own name.
    pytest.importorskip("sphinx")
    result = entry.run(["-m", "pep637", "--script", "sphinx-build",
                        "--version"], tmp_path)
    assert (result.stderr, result.returncode) == ("", 0)
    assert result.stdout.startswith("sphinx-build ")
