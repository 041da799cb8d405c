#!/usr/bin/env bash
# Build the black recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/black/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh black BUILD_DIR (default: a temporary directory, removed
#    at exit): the wheel black-26.10.1+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) with
#    that wheel and its `d` extra (blackd), and one of STOCK_PYTHON (default
#    python3; .ci/run passes stock CPython 3.13.5) with the wheel, its
#    `jupyter` extra and the pep637 package (Tools/pep637/backport); pytest
#    8.4 in both (pytest 9 deprecates `config.inicfg`, which black's
#    tests/optional.py reads, and black's warnings-as-errors turn that
#    into an error).
# 3. In each venv, from the built source tree: the patches' tests of black's
#    suite against the installed wheel: the keyword_subscripts* case files
#    (tests/test_format.py: formatting, the AST check, stability), the
#    feature detection, parse error and safety-check tests
#    (tests/test_black.py), the notebook test (tests/test_ipynb.py).
#    Not black's whole suite (see README.md for its counts).
# 4. check_black.py: the installed `black` in its default safe mode on
#    sample.py (stdin, --check, --diff) and sample.ipynb, a sample written
#    apart from the case files, with pinned results; the fork's own code with
#    keyword subscripts (its test module, demo.py, the HOWTO's code), stable
#    and AST-equal on the fork; blackd.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-black.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
pytest=pytest==8.4.2

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" black "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/black-26.10.1
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])') with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel[d]" "$pytest"
"$python" -m venv "$build/venv-stock"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$wheel[jupyter]" "$pytest" \
    "$top/Tools/pep637/backport"
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" -W ignore -m pip show black | grep -x 'Version: 26.10.1+pep637'
done
"$build/venv-stock/bin/black" --version

for venv in venv-fork venv-stock; do
    echo "::: $venv: the patches' tests in black's suite (case files, unit tests)"
    (cd "$src" && "$build/$venv/bin/python" -m pytest -q -p no:cacheprovider \
        tests/test_format.py tests/test_black.py tests/test_ipynb.py \
        -k 'keyword_subscripts or features_used or lib2to3_parse' \
        -W ignore::DeprecationWarning -W ignore::ResourceWarning)
done

echo "::: the installed black: an independent sample, notebooks, blackd, the fork's code"
"$python" "$here/check_black.py" --fork-venv "$build/venv-fork" \
    --stock-venv "$build/venv-stock" --top "$top"

echo "::: black with keyword subscripts: all tests passed in $((SECONDS - start)) s"
