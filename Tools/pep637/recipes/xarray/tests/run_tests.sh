#!/usr/bin/env bash
# Build the xarray recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/xarray/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh xarray BUILD_DIR (default: a temporary directory, removed
#    at exit): the wheel xarray-2026.9.0+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) with
#    that wheel (numpy and pandas from the package index), pytest and
#    ipykernel, and one of STOCK_PYTHON (default python3; .ci/run passes
#    stock CPython 3.13.5) with the wheel, pytest, the pep637 package
#    (Tools/pep637/backport, whose pytest plugin collects test files with
#    keyword subscripts) and the notebook tools (ipykernel, nbclient).
# 3. In each venv, the patch's tests of xarray's suite, from the installed
#    wheel: xarray/tests/test_indexing_keywords.py (every keyword form
#    against the dict form) and the helper's test in test_indexing.py.
#    Not xarray's whole suites (README.md has their counts).
# 4. check_xarray.py: sample.py, written apart from those tests, on both;
#    Tools/pep637/examples/labelled_arrays.ipynb run by `jupyter execute`
#    in a kernel of each venv; the types of keyword subscripts as the
#    patched basedpyright and mypy see them (their recipes' wheels, built
#    here too and installed into the stock venv).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-xarray.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
pytest=pytest==9.2.0
notebook=(ipykernel==7.4.0 jupyter_client==8.10.0 nbclient==0.11.0 nbformat==5.11.1)

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" xarray "$build" | tee -a /dev/stderr | tail -n 1)
echo "::: built in $((SECONDS - start)) s: $wheel"
checkers=()
for recipe in basedpyright mypy; do
    checkers+=("$(bash "$top/Tools/pep637/recipes/build.sh" "$recipe" "$build/$recipe" | tail -n 1)")
done
echo "::: the type checkers built: ${checkers[*]}"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])') with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel" "$pytest" "${notebook[0]}"
"$python" -m venv "$build/venv-stock"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$wheel" "$pytest" "${notebook[@]}" \
    "$top/Tools/pep637/backport" "${checkers[@]}"
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" -W ignore -m pip show xarray | grep -x 'Version: 2026.9.0+pep637'
done

for venv in venv-fork venv-stock; do
    echo "::: $venv: the patch's tests in xarray's suite (installed wheel)"
    # From the build directory, so that xarray and its tests are imported
    # from the venv (the plugin of the pep637 package, in venv-stock, lets
    # pytest compile test_indexing_keywords.py).
    (cd "$build" && "$build/$venv/bin/python" -m pytest -q -p no:cacheprovider \
        --pyargs xarray.tests.test_indexing_keywords xarray.tests.test_indexing \
        -k 'test_indexing_keywords or merge_keyword_indexers' \
        -W ignore::pytest.PytestUnknownMarkWarning)
done

echo "::: the installed xarray: an independent sample, the notebook in real kernels"
"$build/venv-stock/bin/python" "$here/check_xarray.py" --fork-venv "$build/venv-fork" \
    --stock-venv "$build/venv-stock" --top "$top" --work "$build/check" --type-check

echo "::: xarray with keyword subscripts: all tests passed in $((SECONDS - start)) s"
