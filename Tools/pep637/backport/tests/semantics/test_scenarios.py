"""Keyword subscripts compiled by pep637 do what the fork does.

Each scenario of test_semantics_scenarios.py is compiled by
pep637.compiler.compile() and run; what can be seen of it (the dunder
calls and other events, the result, the exception with its message,
context and traceback frames and columns, the warnings, the names left in
the namespace) must equal what the fork shows running it natively, pinned
in data/scenario_fork_results.json (on CPython 3.14 and 3.15, with what
those versions changed for plain code too: support/scenario_versions.py).
On the fork, PEP637_FORCE_BACKPORT=1
makes pep637 take the code paths of a stock Python, and the pins are
checked against the fork itself.
"""


import pytest

from pep637 import _interpreter, runtime
from support import scenario_fork_results as fork
from support import scenario_versions, scenarios

ON_FORK = _interpreter.fork()

# The forms that pep637.compiler.transform may use (see pep637.runtime): each
# scenario is run with all three, then without the direct form, then with
# the general form alone, so that each form is checked on each scenario.
FORMS = {"all": ("direct", "bound", "general"),
         "no-direct": ("bound", "general"),
         "general": ("general",)}

# getter(), setter() and deleter() of the direct form are those of
# pep637.runtime._speedups, in C, when it is built (and PEP637_PURE_PYTHON=1
# does not ask for the Python ones).
SPEEDUPS = runtime.SPEEDUPS is not None

# Where pep637 cannot do what the fork does (see the report of pep637):
# name -> (the reason, the FORMS that show it).  Such a scenario must
# fail, so that a fix is noticed.
DIFFERENCES = {
    "other_callables_called_from_the_users_frame": (
        "a dunder that is not a function, called by the direct form, is "
        "called by a frame of pep637.runtime (tracebacks do not show it)",
        {"all"}),
    "class_getitem_staticmethod": (
        "a __class_getitem__ that is not a classmethod of a function, "
        "called by the direct form, is called by a frame of pep637.runtime",
        {"all"}),
    "dunder_rewrapped_as_staticmethod": (
        "a dunder function found once is taken to be the dunder as long as "
        "type(obj).__getitem__ gives it, which staticmethod(it) does too "
        "(not with pep637.runtime._speedups, whose lookup is CPython's)",
        set() if SPEEDUPS else set(FORMS)),
}
if SPEEDUPS:
    DIFFERENCES["setprofile_events"] = (
        "a profiler sees the call of the C getter() or setter() of the "
        "direct form (a Python one's frame is not of the profiled code)",
        {"all"})


@pytest.fixture
def backport_compile(monkeypatch):
    """pep637.compiler.compile(), on the code paths of a stock Python."""
    if ON_FORK:
        monkeypatch.setenv("PEP637_FORCE_BACKPORT", "1")
    from pep637 import compiler
    return compiler.compile


def _scenarios():
    params = []
    for forms in FORMS:
        for name in scenarios.SCENARIOS:
            marks = ()
            reason, shown_by = DIFFERENCES.get(name, (None, ()))
            if forms in shown_by:
                marks = pytest.mark.xfail(reason=reason, strict=True)
            params.append(pytest.param(name, forms, marks=marks,
                                       id=f"{name}-{forms}"))
    return params


@pytest.mark.parametrize("name, forms", _scenarios())
def test_scenario_shows_what_the_fork_shows(name, forms, backport_compile,
                                            monkeypatch):
    from pep637.compiler import transform
    monkeypatch.setattr(transform, "FORMS", FORMS[forms])
    source = scenarios.SCENARIOS[name]
    got = scenarios.observe(source, backport_compile)
    assert got == scenario_versions.expected(name)


def test_every_scenario_is_pinned():
    assert list(fork.OBSERVATIONS) == list(scenarios.SCENARIOS)


@pytest.mark.skipif(not ON_FORK, reason="needs the fork")
@pytest.mark.parametrize("name", list(scenarios.SCENARIOS))
def test_pins_are_what_the_fork_shows(name):
    source = scenarios.SCENARIOS[name]
    assert scenarios.observe(source, compile) == fork.OBSERVATIONS[name]
