#!/usr/bin/env bash
# Build the mypy recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/mypy/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh mypy BUILD_DIR (default: a temporary directory, removed
#    at exit): the wheel mypy-2.4.1+pep637 (interpreted).
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) with
#    that wheel and mypy's pinned test requirements: the patches' tests in
#    the built source tree, in mypy's style (the data-driven cases of
#    check-, parse-, semanal-, fine-grained- and stubgen-keyword-subscripts
#    .test through testcheck, testparse, testsemanal, testtransform,
#    testfinegrained(cache) and teststubgen; their cmdline cases; the check
#    that keyword-only parameters of special methods keep their names);
#    then check_cli.py: the installed `mypy`, `stubgen` and `dmypy` on
#    ../../samples/inventory.py, a sample written apart from those tests.
#    mypyc's cases of the patches (run-keyword-subscripts.test, compiled and
#    run, and irbuild-keyword-subscripts.test), then check_mypyc.py: the
#    installed `mypyc` on mypyc_trace/, a module of keyword subscripts run
#    interpreted and compiled (its classes compiled or not), which must
#    print the same trace.
# 3. A venv of STOCK_PYTHON (default python3; .ci/run passes stock CPython
#    3.13.5) with the wheel and the pep637 package: the same tests and
#    checks (mypyc's too), the syntax parsed by the package; and one without
#    the package, where the feature is a usage error.
# 4. ../../samples/check_samples.py on the fork: the sample's marked lines
#    are those that raise TypeError.
#
# The sdist and the test requirements come from the package index.  .ci/run
# runs this script.  mypy's whole suites are not run here (see README.md).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-mypy.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
samples=$top/Tools/pep637/recipes/samples
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
# What mypyc needs to build the C extensions (mypy's extra "mypyc"), pinned.
mypyc_requirements=(setuptools==84.0.0)

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" mypy "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/mypy-2.4.1
echo "::: built in $((SECONDS - start)) s: $wheel"

# The patches' data-driven cases, and upstream's cases that they touch.
tests=(mypy/test/testcheck.py mypy/test/testparse.py mypy/test/testsemanal.py
       mypy/test/testtransform.py mypy/test/testfinegrained.py
       mypy/test/testfinegrainedcache.py mypy/test/teststubgen.py
       mypy/test/testcmdline.py)
selection='KeywordSubscript or MagicMethodKeywordOnlyArgKeepsName or MagicMethodPositionalOnlyArg'
# mypyc's: compiled and run, and the IR (with the case that checks that a
# subscript without keywords compiles as upstream's).
mypyc_tests=(mypyc/test/test_run.py mypyc/test/test_irbuild.py)
mypyc_selection='KeywordSubscript or PlainSubscriptUnchanged'

run_suite() {
    local venv=$1
    # The tests import mypy from the source tree, which is the wheel's code.
    (cd "$src" && "$venv/bin/python" -m pytest -q -p no:cacheprovider -n 2 \
        "${tests[@]}" -k "$selection")
    # mypyc's test driver never closes its event loop: a debug build (as
    # the fork is in CI) prints a ResourceWarning at exit, which the run
    # cases would take for output, upstream's as well as ours.
    (cd "$src" && PYTHONWARNINGS=ignore::ResourceWarning "$venv/bin/python" -m pytest -q \
        -p no:cacheprovider -n 2 "${mypyc_tests[@]}" -k "$mypyc_selection")
}

make_venv() {
    local interpreter=$1 venv=$2
    shift 2
    rm -rf "$venv"
    "$interpreter" -m venv "$venv"
    "$venv/bin/python" "${pip_install[@]}" "$wheel" "$@"
    "$venv/bin/python" -m pip show mypy | grep -x 'Version: 2.4.1+pep637' >/dev/null
}

if [ -x "$fork" ]; then
    echo "::: a venv of the fork ($fork): the wheel and mypy's test requirements"
    make_venv "$fork" "$build/venv-fork" -r "$src/test-requirements.txt" "${mypyc_requirements[@]}"
    echo "::: the patches' tests on the fork"
    run_suite "$build/venv-fork"
    echo "::: mypy, stubgen and dmypy on an independent sample, on the fork"
    "$python" "$here/check_cli.py" "$build/venv-fork"
    echo "::: mypyc: a module of keyword subscripts, interpreted and compiled, on the fork"
    "$python" "$here/check_mypyc.py" "$build/venv-fork"
else
    echo "::: $fork not found: not tested on the fork"
fi

echo "::: venvs of $("$python" -c 'import sys; print(sys.version.split()[0])'): the wheel with the pep637 package, and without it"
make_venv "$python" "$build/venv-stock" -r "$src/test-requirements.txt" \
    "${mypyc_requirements[@]}" "$top/Tools/pep637/backport"
make_venv "$python" "$build/venv-stock-bare"
echo "::: the patches' tests, the syntax parsed by the pep637 package"
run_suite "$build/venv-stock"
echo "::: mypy, stubgen and dmypy on an independent sample, with the pep637 package"
"$python" "$here/check_cli.py" "$build/venv-stock" \
    --without-parser "$build/venv-stock-bare"
echo "::: mypyc: a module of keyword subscripts, interpreted and compiled, with the pep637 package"
"$python" "$here/check_mypyc.py" "$build/venv-stock"

if [ -x "$fork" ]; then
    echo "::: the sample's error markers against $fork"
    "$fork" -W ignore "$samples/check_samples.py" "$samples/inventory.py"
fi

echo "::: mypy with keyword subscripts: all tests passed in $((SECONDS - start)) s"
