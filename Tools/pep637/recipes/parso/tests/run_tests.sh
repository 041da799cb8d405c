#!/usr/bin/env bash
# Build the parso recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/parso/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh parso BUILD_DIR (default: a temporary directory, removed
#    at exit): the wheel parso-0.8.7+pep637; and with --unpatched, upstream's
#    code built the same way, for the corpus check.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) and one
#    of STOCK_PYTHON (default python3; .ci/run passes stock CPython 3.13.5)
#    with the wheel and pytest.
# 3. In each venv, from the built source tree: the patches' tests in parso's
#    suite against the installed wheel (the grammar tests of keyword and
#    starred subscripts, their errors, the normalizer issue file; on the
#    fork parso's errors are also compared with the compiler's).  Not
#    parso's whole suite (see README.md for its counts).
# 4. check_corpus.py: on the fork's standard library (the modules at its
#    top level: the whole library takes minutes, README.md has its
#    figures), the patched wheel gives upstream's trees.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-parso.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
pytest=pytest==8.4.2

# A venv with pip; Debian's builds of 3.14 and 3.15 (see
# /work/shared/pythons) have no ensurepip wheels, but a pip wheel next to them.
make_venv() {
    if ! "$1" -m venv "$2" 2>/dev/null; then
        rm -rf "$2"
        "$1" -m venv --without-pip "$2"
        local whl
        whl=$(ls "$(dirname "$(readlink -f "$1")")"/../share/python-wheels/pip-*.whl | tail -n 1)
        "$2/bin/python" "$whl/pip" install --quiet pip
    fi
}

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" parso "$build" | tee -a /dev/stderr | tail -n 1)
upstream=$(bash "$top/Tools/pep637/recipes/build.sh" --unpatched parso "$build/unpatched" | tail -n 1)
src=$build/src/parso-0.8.7
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])')"
rm -rf "$build/venv-fork" "$build/venv-stock" "$build/venv-upstream"
make_venv "$fork" "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel" "$pytest"
make_venv "$python" "$build/venv-stock"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$wheel" "$pytest"
make_venv "$fork" "$build/venv-upstream"
"$build/venv-upstream/bin/python" -W ignore "${pip_install[@]}" "$upstream"
for venv in venv-fork venv-stock; do
    (cd /; "$build/$venv/bin/python" -W ignore -c \
        'import parso; assert parso.__version__ == "0.8.7+pep637", parso.__version__')
done

# parso's tests without its source: they import the installed wheel.
rm -rf "$build/tests"
mkdir "$build/tests"
cp -r "$src/test" "$src/conftest.py" "$src/pytest.ini" "$build/tests/"
for venv in venv-fork venv-stock; do
    echo "::: $venv: the patches' tests in parso's suite"
    python=$build/$venv/bin/python
    deselect=()
    if "$python" -c 'import sys, sysconfig; sys.exit(not sysconfig.get_config_var("Py_DEBUG"))'; then
        # On a debug build (CI's ./python), parso's error finder exceeds the
        # C recursion limit (RecursionError) on the example of 100 nested
        # functions, with upstream's parso as with the recipe's.
        nested=$(cd "$build/tests" && "$python" -m pytest --collect-only -q -p no:cacheprovider \
            test/test_python_errors.py | grep -F 'test_python_exception_matches[def f():\n  def f():\n    def f():')
        deselect=(--deselect "$nested")
    fi
    (cd "$build/tests" && "$python" -m pytest -q -p no:cacheprovider \
        -W ignore::DeprecationWarning "${deselect[@]}" \
        test/test_parser.py test/test_python_errors.py test/test_normalizer_issues_files.py \
        -k 'pep637 or pep646 or keyword_subscript or normalizer_issue or python_exception_matches')
done

echo "::: the fork's standard library (top level): the same trees as upstream parso"
"$fork" "$here/check_corpus.py" --patched "$build/venv-fork/bin/python" \
    --upstream "$build/venv-upstream/bin/python" --version 3.13 \
    --top-level "$("$fork" -c 'import os; print(os.path.dirname(os.__file__))')"

echo "::: parso with keyword subscripts: all tests passed in $((SECONDS - start)) s"
