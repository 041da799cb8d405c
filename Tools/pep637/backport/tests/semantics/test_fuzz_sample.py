"""The differential fuzzer's cases: the package's path against the fork's.

The cases are those of ``Tools/pep637/checks/fuzz_subscripts.py --seed 637
--cases 500`` (its generators live in the fork's
Lib/test/test_keyword_subscripts.py and are reused here, not copied): 500
random keyword subscripts in random contexts, 50 invalid sources and 50
hand-built trees with malformed keywords, drawn from one seeded random
generator in the fuzzer's order.  Each case is compiled and run twice on
the fork, natively and by pep637.compiler.compile() with
PEP637_FORCE_BACKPORT=1 (the code paths of a stock Python), and the two
must agree:

* a valid subscript (run four times, so that the fork's specialized
  instructions run too): what each dunder received, what was raised (type
  and message), the names left in the namespace, and the fuzzer's verdict
  against the rules of keyword subscripts;
* an invalid source: the SyntaxError (message, file name, line, offset,
  end line, end offset, text) and the warnings;
* a malformed tree: the exception's type and message.

The module needs the fork, and its test package: elsewhere it is skipped.
"""

import ast
import builtins
import random
import re
import warnings

import pytest

from pep637._interpreter import fork

if not fork():
    pytest.skip("needs the pep637 fork", allow_module_level=True)
fuzz = pytest.importorskip(
    "test.test_keyword_subscripts",
    reason="needs the fork's test package (Lib/test)")

# fuzz_subscripts.py's defaults, and its counts of invalid sources and
# malformed trees (a tenth of the valid subscripts).
SEED = 637
VALID_CASES = 500
INVALID_CASES = TREE_CASES = VALID_CASES // 10
RUNS = 4

# Where pep637 cannot do what the fork does: case id -> the reason.  Such
# a case must fail, so that a fix is noticed.
DIFFERENCES = {}


class _Generated(Exception):
    """Stops check_random_subscript() once its case is drawn."""

    def __init__(self, source):
        super().__init__(source)
        self.source = source


def _draw_cases():
    """The fuzzer's cases, in its order: (kind, index, the state of the
    random generator before the case is drawn, a short description)."""
    rng = random.Random(SEED)
    cases = []

    def stop(source, filename, mode, *args, **kwargs):
        raise _Generated(source)

    # check_random_subscript() draws everything before it compiles: a
    # compile() that stops it yields the source and the state after it.
    saved = fuzz.__dict__.get("compile")
    fuzz.compile = stop
    try:
        for index in range(VALID_CASES):
            state = rng.getstate()
            try:
                fuzz.check_random_subscript(rng, RUNS)
            except _Generated as generated:
                cases.append(("valid", index, state, generated.source))
            else:
                raise RuntimeError("check_random_subscript() compiled "
                                   "nothing")
    finally:
        if saved is None:
            del fuzz.compile
        else:
            fuzz.compile = saved
    for index in range(INVALID_CASES):
        state = rng.getstate()
        cases.append(("invalid", index, state,
                      fuzz.random_invalid_subscript(rng)))
    for index in range(TREE_CASES):
        state = rng.getstate()
        cases.append(("tree", index, state,
                      ast.dump(fuzz.random_malformed_tree(rng))))
    return cases


CASES = _draw_cases()


def _params(kind):
    params = []
    for case_kind, index, state, description in CASES:
        if case_kind != kind:
            continue
        case_id = f"{kind}-{index:03}"
        marks = ()
        if case_id in DIFFERENCES:
            marks = pytest.mark.xfail(reason=DIFFERENCES[case_id],
                                      strict=True)
        params.append(pytest.param(state, description, marks=marks,
                                   id=case_id))
    return params


def _rng(state):
    rng = random.Random()
    rng.setstate(state)
    return rng


@pytest.fixture
def backport_compile(monkeypatch):
    """pep637.compiler.compile(), on the code paths of a stock Python."""
    monkeypatch.setenv("PEP637_FORCE_BACKPORT", "1")
    from pep637 import compiler
    return compiler.compile


def _outcome(exc):
    """An exception's type and message, without the addresses of objects
    (a tree is copied before it is transformed)."""
    if exc is None:
        return None
    return type(exc), re.sub(r" at 0x[0-9a-f]+", " at 0x...", str(exc))


def _run_valid(state, compile_, monkeypatch):
    """Run check_random_subscript() from *state*, its source compiled by
    *compile_*; return what can be seen of each run: the dunder calls,
    the exception and the namespace."""
    runs = []
    sources = []

    def compile_source(source, filename, mode):
        sources.append(source)
        return compile_(source, filename, mode)

    def exec_code(code, namespace):
        recorder = namespace["r"]
        exc = None
        try:
            builtins.exec(code, namespace)
        except Exception as e:
            exc = e
            raise
        finally:
            names = {name: value for name, value in namespace.items()
                     if name not in ("__builtins__", "r")}
            runs.append((type(recorder).__name__, recorder.calls,
                         _outcome(exc), names))

    with monkeypatch.context() as patch:
        patch.setattr(fuzz, "compile", compile_source, raising=False)
        patch.setattr(fuzz, "exec", exec_code, raising=False)
        verdict = fuzz.check_random_subscript(_rng(state), RUNS)
    return sources, runs, verdict


@pytest.mark.parametrize("state, source", _params("valid"))
def test_subscript_calls_the_dunders_as_natively(state, source,
                                                 backport_compile,
                                                 monkeypatch):
    native = _run_valid(state, builtins.compile, monkeypatch)
    ours = _run_valid(state, backport_compile, monkeypatch)
    assert ours[0] == native[0] == [source]
    assert ours[1] == native[1]
    # The fuzzer's verdict against the rules: None when they are followed.
    assert ours[2] == native[2]


def _compile_error(compile_, source):
    """What compiling *source* raises and warns."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(SyntaxError) as info:
            compile_(source, "<random>", "exec")
    exc = info.value
    return (type(exc), exc.msg, exc.filename, exc.lineno, exc.offset,
            exc.end_lineno, exc.end_offset, exc.text,
            [(w.category, str(w.message)) for w in caught])


@pytest.mark.parametrize("state, source", _params("invalid"))
def test_invalid_source_raises_the_native_syntax_error(state, source,
                                                       backport_compile):
    assert fuzz.random_invalid_subscript(_rng(state)) == source
    assert (_compile_error(backport_compile, source)
            == _compile_error(builtins.compile, source))


def _compile_tree(compile_, state):
    """What compiling the malformed tree drawn from *state* raises."""
    tree = fuzz.random_malformed_tree(_rng(state))
    try:
        compile_(tree, "<random>", "exec")
    except Exception as exc:
        return _outcome(exc)
    return "compiled"


@pytest.mark.parametrize("state, tree", _params("tree"))
def test_malformed_tree_raises_the_native_error(state, tree,
                                                backport_compile):
    native = _compile_tree(builtins.compile, state)
    assert native != "compiled"
    assert _compile_tree(backport_compile, state) == native
