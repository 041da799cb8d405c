#!/usr/bin/env bash
# Build the astroid and pylint recipes and test them, as a user gets them.
#
#     bash Tools/pep637/recipes/astroid/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh astroid and ../../build.sh pylint into BUILD_DIR
#    (default: a temporary directory, removed at exit): the wheels
#    astroid-4.4.0+pep637 and pylint-4.1.5+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) and one
#    of STOCK_PYTHON (default python3; .ci/run passes stock CPython 3.13.5),
#    each with both wheels, pytest and the pep637 package
#    (Tools/pep637/backport): astroid parses keyword subscripts with it on
#    stock; on the fork it does nothing, and pylint's functional test of
#    keyword subscripts requires it to be importable.
# 3. In each venv, against the installed wheels: astroid's
#    tests/test_keyword_subscripts.py (the patch's tests: nodes, as_string,
#    children, lookup and scope, inference through __getitem__ and
#    __class_getitem__, parsing without pep637) and pylint's functional test
#    keyword_subscripts (tests/functional/k/).  Not the whole suites
#    (README.md has their counts).
# 4. check_pylint.py: pylint's messages on sample_subscripts.py equal those
#    on sample_calls.py, the same module written with the dunder calls (but
#    for unnecessary-dunder-call); astroid's as_string() round-trips it.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-astroid.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)

start=$SECONDS
astroid=$(bash "$top/Tools/pep637/recipes/build.sh" astroid "$build" | tee -a /dev/stderr | tail -n 1)
pylint=$(bash "$top/Tools/pep637/recipes/build.sh" pylint "$build" | tee -a /dev/stderr | tail -n 1)
echo "::: built in $((SECONDS - start)) s: $astroid $pylint"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])'), each with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
"$fork" -m venv "$build/venv-fork"
"$python" -m venv "$build/venv-stock"
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" -W ignore "${pip_install[@]}" "$astroid" "$pylint" \
        pytest==8.4.2 "$top/Tools/pep637/backport"
    "$build/$venv/bin/python" -W ignore -m pip show astroid | grep -x 'Version: 4.4.0+pep637'
    "$build/$venv/bin/python" -W ignore -m pip show pylint | grep -x 'Version: 4.1.5+pep637'
done

# The patches' tests, apart from the sources so that they import the
# installed wheels.
rm -rf "$build/suite-astroid" "$build/suite-pylint"
mkdir -p "$build/suite-astroid" "$build/suite-pylint"
cp -r "$build/src/astroid-4.4.0/tests" "$build/suite-astroid/"
cp -r "$build/src/pylint-4.1.5/tests" "$build/suite-pylint/"
for venv in venv-fork venv-stock; do
    echo "::: $venv: the patch's tests in astroid's suite"
    (cd "$build/suite-astroid" && "$build/$venv/bin/python" -m pytest -q \
        -p no:cacheprovider tests/test_keyword_subscripts.py)
    echo "::: $venv: the patch's functional test in pylint's suite"
    (cd "$build/suite-pylint" && "$build/$venv/bin/python" -m pytest -q \
        -p no:cacheprovider tests/test_functional.py -k keyword_subscripts)
done

echo "::: the installed pylint: keyword subscripts against the dunder calls"
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" "$here/check_pylint.py" "$build/$venv"
done

echo "::: astroid and pylint with keyword subscripts: all tests passed in $((SECONDS - start)) s"
