"""pdb under the runner: breakpoints in modules with keyword subscripts.

``breakpoint()`` and ``python -m pep637 -m pdb``, commands read from
stdin: pdb stops in such modules, evaluates keyword subscripts at its
prompt (``p g[row=1]``, statements too), steps over them and enters post
mortem debugging after an error of one; its output is the fork's (pinned
below; pdb's and bdb's own files stand as ``<stdlib>``).
"""

import re
import subprocess
import sys

from support import entry
from support.entry import write

FILES = {
    "grid.py": """\
        class Grid:
            def __getitem__(self, i=None, **k):
                return (i, k)

            def __setitem__(self, i, v, **k):
                print("set", i, v, k)


        def main():
            g = Grid()
            x = g[1, row=2]
            breakpoint()
            y = g[row=3]
            return x, y
        """,
    "prog.py": """\
        import grid

        print(grid.main())
        d = {}
        d[1, k=2]
        """,
}

BREAKPOINT_COMMANDS = """\
p g[row=1]
p g[5, col=2][1]
g[0, k=1] = 7
n
p y
c
"""

FORK_BREAKPOINT = """\
> <dir>/grid.py(12)main()
-> breakpoint()
(Pdb) ((), {'row': 1})
(Pdb) {'col': 2}
(Pdb) set 0 7 {'k': 1}
(Pdb) > <dir>/grid.py(13)main()
-> y = g[row=3]
(Pdb) *** NameError: name 'y' is not defined
(Pdb) ((1, {'row': 2}), ((), {'row': 3}))
Traceback (most recent call last):
  File "<dir>/prog.py", line 5, in <module>
    d[1, k=2]
    ~^^^^^^^^
TypeError: dict.__getitem__() takes no keyword arguments
"""

PDB_COMMANDS = """\
b grid.py:13
c
c
p x[1]
c
p d[k=1]
q
"""

FORK_PDB = """\
> <dir>/prog.py(1)<module>()
-> import grid
(Pdb) Breakpoint 1 at <dir>/grid.py:13
(Pdb) > <dir>/grid.py(12)main()
-> breakpoint()
(Pdb) > <dir>/grid.py(13)main()
-> y = g[row=3]
(Pdb) {'row': 2}
(Pdb) ((1, {'row': 2}), ((), {'row': 3}))
Traceback (most recent call last):
  File "<stdlib>/pdb.py", line 2480, in main
    pdb._run(target)
    ~~~~~~~~^^^^^^^^
  File "<stdlib>/pdb.py", line 2220, in _run
    self.run(target.code)
    ~~~~~~~~^^^^^^^^^^^^^
  File "<stdlib>/bdb.py", line 666, in run
    exec(cmd, globals, locals)
    ~~~~^^^^^^^^^^^^^^^^^^^^^^
  File "<string>", line 1, in <module>
  File "<dir>/prog.py", line 5, in <module>
    d[1, k=2]
    ~^^^^^^^^
TypeError: dict.__getitem__() takes no keyword arguments
Uncaught exception. Entering post mortem debugging
Running 'cont' or 'step' will restart the program
> <dir>/prog.py(5)<module>()
-> d[1, k=2]
(Pdb) *** TypeError: dict.__getitem__() takes no keyword arguments
(Pdb) \
"""


def run_pdb(tmp_path, args, commands):
    write(tmp_path, FILES)
    # stdout and stderr in one pipe, in the order python writes them.
    output = subprocess.run(
        [sys.executable, "-m", "pep637", *args], cwd=tmp_path,
        input=commands, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, timeout=60,
        env=entry.env({"PYTHONBREAKPOINT": None})).stdout
    output = output.replace(str(tmp_path.resolve()), "<dir>")
    return without_debugger_frames(output)


def without_debugger_frames(text):
    """*text* with the traceback entries of pdb.py and bdb.py themselves
    (their lines differ from one version of Python to the next) as one
    line "  <pdb and bdb>"."""
    return re.sub(r'(?:  File "[^"]*/[pb]db\.py", line \d+, in \w+\n'
                  r'(?:    .*\n)*)+', "  <pdb and bdb>\n", text)


def test_breakpoint_in_a_module_with_keyword_subscripts(tmp_path):
    assert run_pdb(tmp_path, ["prog.py"],
                   BREAKPOINT_COMMANDS) == FORK_BREAKPOINT


def test_pdb_module_breaks_evaluates_and_enters_post_mortem(tmp_path):
    assert run_pdb(tmp_path, ["-m", "pdb", "prog.py"],
                   PDB_COMMANDS) == without_debugger_frames(FORK_PDB)
