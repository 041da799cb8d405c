"""pep637.runtime._speedups: the C getter(), setter() and deleter() of the direct
form do what the Python ones of pep637.runtime do."""

import importlib.util
import os
import sys

import pytest

from pep637 import runtime

try:
    from pep637.runtime import _speedups
except ImportError:
    _speedups = None

pytestmark = pytest.mark.skipif(_speedups is None,
                                reason="pep637.runtime._speedups is not built")


def fresh_module():
    """A new instance of pep637.runtime._speedups (its functions have a state of
    their own), with no fallback."""
    spec = importlib.util.find_spec("pep637.runtime._speedups")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def speedups():
    """pep637.runtime._speedups as pep637.runtime sets it up, even under
    PEP637_PURE_PYTHON=1 (where the runtime does not use it)."""
    module = fresh_module()
    module.set_fallback(runtime._direct)
    return module

NAMES = {"getter": "__getitem__", "setter": "__setitem__",
         "deleter": "__delitem__"}


class Plain:
    def __getitem__(self, i, *, k=None):
        return "get", i, k

    def __setitem__(self, i, v, *, k=None):
        return "set", i, v, k

    def __delitem__(self, i, *, k=None):
        return "del", i, k


class Static:
    @staticmethod
    def __getitem__(i, *, k=None):
        return "static", i, k


class Callable:
    class Dunder:
        def __call__(self, *args, **kwargs):
            return "callable", args, kwargs
    __getitem__ = Dunder()


class WithClassGetitem:
    def __class_getitem__(cls, item, **kwargs):
        return "class", item, kwargs


class Meta(type):
    def __getitem__(cls, item, **kwargs):
        return "meta", item, kwargs


class WithMeta(metaclass=Meta):
    pass


class Sub(Plain):
    pass


CONTAINERS = {
    "function": Plain(), "inherited": Sub(), "staticmethod": Static(),
    "callable instance": Callable(), "list": [1, 2], "dict": {1: 2},
    "str (slot wrapper)": "ab", "class": WithClassGetitem,
    "type": type, "metaclass": WithMeta, "none": None, "int": 3,
}


def outcome(function, *args, **kwargs):
    """What function(*args, **kwargs) returns or raises."""
    try:
        return "returns", function(*args, **kwargs)
    except Exception as exc:
        return "raises", type(exc), str(exc)


@pytest.mark.skipif(os.environ.get("PEP637_PURE_PYTHON") == "1",
                    reason="PEP637_PURE_PYTHON=1")
def test_runtime_uses_the_c_functions_when_built():
    assert runtime.SPEEDUPS is _speedups
    assert (runtime.getter, runtime.setter, runtime.deleter) == (
        _speedups.getter, _speedups.setter, _speedups.deleter)


def test_pure_python_asks_for_the_python_functions(tmp_path):
    import subprocess
    program = ("import sys; from pep637 import runtime; "
               "print(runtime.SPEEDUPS, runtime.getter.__module__)")
    env = dict(os.environ, PEP637_PURE_PYTHON="1",
               PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run([sys.executable, "-c", program], env=env,
                          capture_output=True, text=True, check=True)
    assert done.stdout == "None pep637.runtime\n"


@pytest.mark.parametrize("form", NAMES)
@pytest.mark.parametrize("container", CONTAINERS)
def test_c_function_does_what_the_python_one_does(form, container,
                                                  speedups):
    obj = CONTAINERS[container]
    python = dict(zip(NAMES, runtime.PYTHON_FUNCTIONS))[form]
    ours, theirs = getattr(speedups, form)(obj), python(obj)
    if ours is not theirs:
        args = (obj, 1, 2) if form == "setter" else (obj, 1)
        assert outcome(ours, *args, k=3) == outcome(theirs, *args, k=3)


def test_function_dunder_is_returned_as_it_is(speedups):
    assert speedups.getter(Plain()) is Plain.__getitem__
    assert speedups.setter(Sub()) is Plain.__setitem__
    assert speedups.getter([]) is list.__getitem__


def test_dunder_rebound_on_the_class_is_seen_at_once(speedups):
    class Rebound(Plain):
        pass
    obj = Rebound()
    assert speedups.getter(obj) is Plain.__getitem__
    Rebound.__getitem__ = staticmethod(lambda i, *, k=None: ("static", i, k))
    assert speedups.getter(obj)(obj, 1, k=2) == ("static", 1, 2)
    del Rebound.__getitem__
    assert speedups.getter(obj) is Plain.__getitem__


def test_no_reference_is_leaked(speedups):
    obj, function = Plain(), Plain.__getitem__
    before = sys.getrefcount(function)
    for _ in range(1000):
        speedups.getter(obj)
    assert sys.getrefcount(function) == before


@pytest.mark.parametrize("container, name, expected", [
    (Plain(), "__getitem__", Plain.__getitem__),
    (Sub(), "__delitem__", Plain.__delitem__),
    ([], "__getitem__", list.__getitem__),
    ([], "__setitem__", None),  # a slot wrapper
    (Static(), "__getitem__", None),
    (Callable(), "__getitem__", None),
    ("ab", "__getitem__", None),
    (WithClassGetitem, "__getitem__", None),
    (None, "__getitem__", None),
])
def test_lookup_gives_the_dunder_called_unbound(container, name, expected):
    assert _speedups.lookup(container, name) is expected


def test_lookup_arguments():
    with pytest.raises(TypeError, match="exactly 2 arguments"):
        _speedups.lookup(Plain())
    with pytest.raises(TypeError, match="must be str, not int"):
        _speedups.lookup(Plain(), 1)


def test_module_without_fallback_raises():
    fresh = fresh_module()
    assert fresh.getter(Plain()) is Plain.__getitem__
    with pytest.raises(RuntimeError, match="set_fallback"):
        fresh.getter(None)
    with pytest.raises(TypeError, match="callable"):
        fresh.set_fallback(42)
    fresh.set_fallback(lambda obj, name: (obj, name))
    assert fresh.deleter(None) == (None, "__delitem__")
