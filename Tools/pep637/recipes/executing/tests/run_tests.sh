#!/usr/bin/env bash
# Build the executing recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/executing/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh executing BUILD_DIR (default: a temporary directory,
#    removed at exit): the wheel executing-2.3.0+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) with
#    that wheel, the test dependencies of executing (pytest, asttokens,
#    littleutils) and IPython.
# 3. From a copy of the sdist's tests/ (without its executing/, so that the
#    installed wheel is tested): the patch's tests in executing's suite, the
#    small sample with every keyword-subscript form and the node found in a
#    traceback for each form.  Not executing's whole suite (see README.md).
# 4. check_ipython.py: IPython's traceback highlights the failing keyword
#    subscript (get, set, del, augmented, **) as it highlights a plain one.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-executing.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" executing "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/executing-2.3.0
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: a venv of the fork ($fork) with the wheel and IPython"
rm -rf "$build/venv-fork"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel" \
    pytest==8.4.2 asttokens littleutils ipython
(cd / && "$build/venv-fork/bin/python" -W ignore -m pip show executing) | grep -x 'Version: 2.3.0+pep637'

echo "::: the patch's tests in executing's suite"
rm -rf "$build/tests"
mkdir "$build/tests"
cp -r "$src/tests" "$src/pyproject.toml" "$build/tests/"
(cd "$build/tests" && "$build/venv-fork/bin/python" -W ignore -m pytest -q -p no:cacheprovider \
    tests/test_main.py -k 'keyword_subscript or 28fa8faf5fc3493fc0ea2db54496c6994adf0901eea9d6ab9c305c59850d7677')

echo "::: IPython's tracebacks highlight keyword subscripts"
"$build/venv-fork/bin/python" "$here/check_ipython.py" "$build/venv-fork/bin/ipython"

echo "::: executing with keyword subscripts: all tests passed in $((SECONDS - start)) s"
