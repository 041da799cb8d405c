"""Functions pickled by value (cloudpickle, dill) with keyword subscripts.

A function of ``__main__`` (or a lambda) is pickled by value: its code
object travels, and the code that the package compiled calls its runtime
through the built-in names ``__pep637__``, ``__pep637_getter__`` and the
like (docs/differences.md).  Loaded in a process where the runtime is
not installed -- a plain python, stock or the fork -- it raises
NameError when a keyword subscript runs; after ``pep637.install()``, or
under the runner, it runs with the fork's meaning.  Here the function is
pickled under the runner (on the fork with PEP637_FORCE_BACKPORT=1: the
package's code, as on stock) and loaded by a plain python of this
interpreter (on the fork: natively).  Skipped where cloudpickle or dill
is not installed (the ``tools`` extra), or cannot pickle a function on
this Python (dill 0.4.1 on 3.15).
"""

import pytest

from support import entry
from support.entry import ON_FORK, write

DUMP = """
    import sys
    pickler = __import__(sys.argv[1])

    class Grid:
        def __getitem__(self, i=(), **k):
            return (i, k)
        def __setitem__(self, i, v, **k):
            print("set", i, v, k)

    def f(g, x):
        g[x, k=1] = 5
        return g[x, k=2], (lambda: g[k=3])()

    with open("f.pickle", "wb") as file:
        pickler.dump((Grid, f), file)
"""
LOAD = """
    import sys
    pickler = __import__(sys.argv[1])
    if sys.argv[2:] == ["install"]:
        import pep637
        pep637.install()
    with open("f.pickle", "rb") as file:
        Grid, f = pickler.load(file)
    print(f(Grid(), 7))
"""
OUTPUT = "set 7 5 {'k': 1}\n((7, {'k': 2}), ((), {'k': 3}))\n"
# The package's code, where the function is pickled.
PACKAGE = {"PEP637_FORCE_BACKPORT": "1"} if ON_FORK else {}


@pytest.fixture(params=["cloudpickle", "dill"])
def pickler(request):
    module = pytest.importorskip(request.param)
    try:
        module.loads(module.dumps(lambda: None))
    except Exception as exc:  # dill 0.4.1 on 3.15: no code.co_lnotab
        pytest.skip(f"{request.param} {module.__version__} cannot pickle "
                    f"a function on this Python: {exc!r}")
    return request.param


def dump(tmp_path, pickler):
    write(tmp_path, {"dump.py": DUMP, "load.py": LOAD})
    result = entry.run(["-m", "pep637", "dump.py", pickler], tmp_path,
                       extra_env=PACKAGE)
    assert (result.stderr, result.returncode) == ("", 0)


def test_loaded_without_the_runtime_a_keyword_subscript_is_a_name_error(
        tmp_path, pickler):
    dump(tmp_path, pickler)
    result = entry.run(["load.py", pickler], tmp_path)
    assert result.returncode == 1
    assert result.stderr.endswith(
        "NameError: name '__pep637_setter__' is not defined\n")


@pytest.mark.parametrize("how", ["install", "runner"])
def test_loaded_with_the_runtime_it_runs(tmp_path, pickler, how):
    dump(tmp_path, pickler)
    if how == "install":
        result = entry.run(["load.py", pickler, "install"], tmp_path)
    else:
        result = entry.run(["-m", "pep637", "load.py", pickler], tmp_path)
    assert (result.stdout, result.stderr, result.returncode) == (
        OUTPUT, "", 0)
