#!/usr/bin/env bash
# Build the pycodestyle recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/pycodestyle/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh pycodestyle BUILD_DIR (default: a temporary directory,
#    removed at exit): the wheel pycodestyle-2.15.0+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) and one
#    of STOCK_PYTHON (default python3; .ci/run passes stock CPython 3.13.5)
#    with the pep637 package (Tools/pep637/backport), each with that wheel,
#    flake8 7.5.0 (pyflakes 4.1.0), autopep8 2.3.2 and pytest.
# 3. In each venv, pycodestyle's own tests of the patch against the
#    installed wheel: the cases of testing/data/keyword_subscripts.py
#    (tests/test_data.py) and the examples in the checks' docstrings
#    (tests/test_self_doctests.py).  The sdist has no testing/ folder:
#    support.py stands in for its testing/support.py, and the data file is
#    the patch's.  Not pycodestyle's whole suite (README.md has its counts).
# 4. check_tools.py: flake8 silent on a clean module of keyword subscripts
#    (on stock under the runner, python -m pep637 -m flake8), flake8's codes
#    on keyword subscripts spaced against PEP 8 the same as on the calls,
#    autopep8 leaving the clean module alone and fixing as for the calls.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-pycodestyle.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
tools=(flake8==7.5.0 pyflakes==4.1.0 autopep8==2.3.2 pytest==8.4.2)

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" pycodestyle "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/pycodestyle-2.15.0
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])') with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel" "${tools[@]}"
"$python" -m venv "$build/venv-stock"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$wheel" "${tools[@]}" \
    "$top/Tools/pep637/backport"

# pycodestyle's tests and the patch's data, with our testing/support.py,
# apart from the source so that they import the installed wheel.
suite=$build/suite
rm -rf "$suite"
mkdir -p "$suite/testing"
cp -r "$src/tests" "$suite/"
cp -r "$src/testing/data" "$suite/testing/"
cp "$here/support.py" "$suite/testing/support.py"
touch "$suite/testing/__init__.py"

for venv in venv-fork venv-stock; do
    echo "::: $venv: the patch's tests in pycodestyle's suite (data file, docstring examples)"
    (cd "$suite" && "$build/$venv/bin/python" -m pytest -q -p no:cacheprovider \
        tests/test_data.py tests/test_self_doctests.py)
done

echo "::: the installed flake8 and autopep8"
"$build/venv-fork/bin/python" "$here/check_tools.py" "$build/venv-fork"
"$build/venv-stock/bin/python" "$here/check_tools.py" "$build/venv-stock" --runner

echo "::: pycodestyle with keyword subscripts: all tests passed in $((SECONDS - start)) s"
