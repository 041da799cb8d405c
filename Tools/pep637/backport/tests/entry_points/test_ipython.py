"""%load_ext pep637 in IPython: cells with keyword subscripts, as on the fork.

An IPython shell runs cells (values, magics, ``?``, tracebacks, syntax
errors, top-level await) and answers whether inputs are complete; the
output is the one IPython gives on the fork for the same cells (pinned
below from a run there), and the part of a line that its tracebacks
highlight is the fork's too.  Skipped where IPython is not installed (the
``tools`` extra).
"""

import re
import textwrap

import pytest

from support import entry
from support.entry import ON_FORK

pytest.importorskip("IPython")

SHELL = """
import sys
from IPython.core.interactiveshell import InteractiveShell
ip = InteractiveShell.instance()
ip.run_line_magic("colors", sys.argv[1])
ip.run_line_magic("load_ext", "pep637")

def run(*cells):
    for cell in cells:
        print(f"### {cell.splitlines()[0]}", flush=True)
        ip.run_cell(cell, store_history=True)
        sys.stdout.flush()
"""

CELLS = SHELL + '''
run(
    "class Grid:\\n"
    "    def __getitem__(self, i, **k):\\n"
    "        return (i, k)\\n"
    "    def __setitem__(self, i, v, **k):\\n"
    "        print('set', i, v, k)\\n"
    "    def __delitem__(self, i, **k):\\n"
    "        print('del', i, k)\\n",
    "g = Grid()\\ng[1, row=2]",
    "g[row=1] = 5\\ndel g[1, col=3]\\nm = {'a': 1}\\ng[**m]",
    "[g[i, k=i] for i in range(2)]",
    "t = %timeit -q -o -n1 -r1 g[1, k=2]\\nt.loops, len(t.all_runs)",
    "%time x = g[3, k=4]",
    "x",
    "Grid.__getitem__?",
    "def f(d):\\n    return d[1, k=2]\\n",
    "f({})",
    "g[k=1, 2]",
    "g[1, k=2",
    "import operator, ast\\n"
    "operator.getitem(g, 1, k=3), eval('g[k=4]'), "
    "ast.unparse(ast.parse('g[1, k=2]'))",
    "async def co():\\n    return g[1, k=5]\\nawait co()",
)
for text in ["g[1, k=2]", "g[1,\\n k=2", "if g[k=1]:\\n", "g[k=1, 2]"]:
    print(repr(text), ip.input_transformer_manager.check_complete(text))
'''

# What IPython 9 shows for CELLS on the fork (times and folder replaced).
FORK_OUTPUT = """\
### class Grid:
### g = Grid()
Out[2]: (1, {'row': 2})
### g[row=1] = 5
set () 5 {'row': 1}
del 1 {'col': 3}
Out[3]: ((), {'a': 1})
### [g[i, k=i] for i in range(2)]
Out[4]: [(0, {'k': 0}), (1, {'k': 1})]
### t = %timeit -q -o -n1 -r1 g[1, k=2]
Out[5]: (1, 1)
### %time x = g[3, k=4]
CPU times: <times>
Wall time: <time>
### x
Out[7]: (3, {'k': 4})
### Grid.__getitem__?
Signature: Grid.__getitem__(self, i, **k)
Docstring: <no docstring>
File:      <cwd>/<ipython-input-1-3d9df83dd800>
Type:      function
### def f(d):
### f({})
---------------------------------------------------------------------------
TypeError                                 Traceback (most recent call last)
Cell In[10], line 1
----> 1 f({})

Cell In[9], line 2, in f(d)
      1 def f(d):
----> 2     return d[1, k=2]

TypeError: dict.__getitem__() takes no keyword arguments
### g[k=1, 2]
  Cell In[11], line 1
    g[k=1, 2]
            ^
SyntaxError: positional argument follows keyword argument

### g[1, k=2
  Cell In[12], line 1
    g[1, k=2
            ^
_IncompleteInputError: incomplete input

### import operator, ast
Out[13]: ((1, {'k': 3}), ((), {'k': 4}), 'g[1, k=2]')
### async def co():
Out[14]: (1, {'k': 5})
'g[1, k=2]' ('complete', None)
'g[1,\\n k=2' ('incomplete', 1)
'if g[k=1]:\\n' ('incomplete', 4)
'g[k=1, 2]' ('invalid', None)
"""

HIGHLIGHTED = SHELL + '''
run(
    "class G:\\n"
    "    def __getitem__(self, i, **k):\\n"
    "        return 1 / 0\\n"
    "    def __setitem__(self, i, v, **k):\\n"
    "        raise KeyError(k)\\n"
    "    __delitem__ = __getitem__\\n",
    "def f(d):\\n    return d[1, k=2]\\n",
    "f({})",
    "y = 3 + G()[1, k=2] + 4",
    "g = G()\\ng[1, k=2] = 3",
    "del g[1, k=2]",
    "m = {'k': 1}\\ng[\\n  **m] = 3",
    "{}[1, k=2]",
)
'''

# The highlighted part of each line of the tracebacks (the node that
# executing finds for the frame's instruction), on the fork.
FORK_HIGHLIGHTS = [
    ("----> 1 f({})", "f({})"),
    ("----> 2     return d[1, k=2]", "d[1, k=2]"),
    ("----> 1 y = 3 + G()[1, k=2] + 4", "G()[1, k=2]"),
    ("----> 3     return 1 / 0", "1 / 0"),
    ("----> 2 g[1, k=2] = 3", "g[1, k=2]"),
    ("----> 5     raise KeyError(k)", ""),
    ("----> 1 del g[1, k=2]", ""),
    ("----> 3     return 1 / 0", "1 / 0"),
    ("----> 2 g[", "g["),
    ("      3   **m] = 3", "  **m]"),
    ("----> 5     raise KeyError(k)", ""),
    ("----> 1 {}[1, k=2]", "{}[1, k=2]"),
]


def run_shell(tmp_path, script, colors):
    result = entry.run(["-c", textwrap.dedent(script), colors], tmp_path,
                       extra_env={"IPYTHONDIR": str(tmp_path / "ipython")})
    assert result.stderr == ""
    return result.stdout


def test_cells_as_on_the_fork(tmp_path):
    output = run_shell(tmp_path, CELLS, "nocolor")
    output = output.replace(str(tmp_path.resolve()), "<cwd>")
    output = re.sub(r"(?m)^CPU times: .*", "CPU times: <times>", output)
    output = re.sub(r"(?m)^Wall time: .*", "Wall time: <time>", output)
    assert output == FORK_OUTPUT


def highlights(output):
    """(line, its highlighted part) of each line of tracebacks that points
    at a frame's line (``---->``) or is highlighted."""
    marked = "\x1b[30;43m"
    found = []
    for line in output.splitlines():
        plain = re.sub(r"\x1b\[[0-9;]*m", "", line)
        if marked not in line and not plain.startswith("---->"):
            continue
        parts = re.findall(r"\x1b\[30;43m(.*?)\x1b\[39;49m", line)
        found.append((plain, "".join(parts)))
    return found


def test_traceback_highlights_as_on_the_fork(tmp_path):
    output = run_shell(tmp_path, HIGHLIGHTED, "linux")
    assert highlights(output) == FORK_HIGHLIGHTS


UNLOAD = SHELL + '''
import builtins
run("class K:\\n    def __getitem__(self, i, **k):\\n        return k\\n",
    "K()[k=1]", "%unload_ext pep637", "K()[k=2]")
print(builtins.compile.__module__)
run("%load_ext pep637", "K()[k=3]")
'''


def test_unload_puts_everything_back(tmp_path):
    output = run_shell(tmp_path, UNLOAD, "nocolor")
    if ON_FORK:
        after_unload = "Out[4]: {'k': 2}\n"
    else:
        after_unload = textwrap.dedent("""\
              Cell In[4], line 1
                K()[k=2]
                    ^
            SyntaxError: invalid syntax. Maybe you meant '==' or ':=' \
instead of '='?

            """)
    assert output == (
        "### class K:\n"
        "### K()[k=1]\nOut[2]: {'k': 1}\n"
        "### %unload_ext pep637\n"
        "### K()[k=2]\n" + after_unload
        + "builtins\n"
        + "### %load_ext pep637\n"
        "### K()[k=3]\nOut[6]: {'k': 3}\n")


def test_the_package_gives_the_extension_without_importing_ipython(tmp_path):
    result = entry.run(["-c", "import sys, pep637\n"
                        "print(callable(pep637.load_ipython_extension),\n"
                        "      callable(pep637.unload_ipython_extension),\n"
                        "      'IPython' in sys.modules)"], tmp_path)
    assert (result.stdout, result.stderr) == ("True True False\n", "")
