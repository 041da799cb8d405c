"""operator.getitem(), setitem() and delitem() under the runner.

On the fork they forward keywords to the dunder; under ``python -m
pep637`` (and its REPL) the package's own functions do, with the same
results and errors, and without keywords they are the stock functions'
plain subscripts.
"""

import operator

import pytest

from pep637.integrations import runner_patches
from support import entry as entry_support
from support import scenario_versions

PROGRAM = """\
import operator

class Recorder:
    def __getitem__(self, index, **keywords):
        return "get", index, keywords
    def __setitem__(self, index, value, **keywords):
        print("set", index, value, keywords)
    def __delitem__(self, index, **keywords):
        print("del", index, keywords)

r = Recorder()
print(operator.getitem(r, 1, k=2))
print(operator.getitem(r, (1, 2), **{}))
print(operator.getitem([10, 20], 1))
operator.setitem(r, (), 3, k=4)
operator.delitem(r, 5, a=1, b=2)
operator.__setitem__(r, 1, 2)
operator.__delitem__(r, 1, k=1)
print(operator.__getitem__(r, 1, k=1))
for call in (lambda: operator.getitem(5, 0, k=1),
             lambda: operator.getitem({}, 0, k=1),
             lambda: operator.setitem([], 0, 1, k=1),
             lambda: operator.delitem((), 0, k=1),
             lambda: operator.getitem({}, 0),
             lambda: operator.getitem(r, 0, **1)):
    try:
        call()
    except Exception as exc:
        print(type(exc).__name__, exc)
"""

EXPECTED = """\
('get', 1, {'k': 2})
('get', (1, 2), {})
20
set () 3 {'k': 4}
del 5 {'a': 1, 'b': 2}
set 1 2 {}
del 1 {'k': 1}
('get', 1, {'k': 1})
TypeError 'int' object is not subscriptable
TypeError dict.__getitem__() takes no keyword arguments
TypeError list.__setitem__() takes no keyword arguments
TypeError 'tuple' object does not support item deletion
KeyError 0
TypeError _operator.getitem() argument after ** must be a mapping, not int
"""


@pytest.mark.parametrize("extra_env", entry_support.MODES)
def test_runner_operator_functions_forward_keywords(tmp_path, extra_env):
    entry_support.write(tmp_path, {"prog.py": PROGRAM})
    done = entry_support.run(["-m", "pep637", "prog.py"], tmp_path,
                             extra_env=extra_env)
    assert done.stderr == ""
    assert done.stdout == scenario_versions.double_star_errors(EXPECTED)
    assert done.returncode == 0


def test_operator_is_restored_after_the_program():
    saved = operator.getitem, operator.setitem, operator.delitem
    with runner_patches.patched():
        pass
    assert (operator.getitem, operator.setitem, operator.delitem) == saved
