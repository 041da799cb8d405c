#!/usr/bin/env bash
# Build the jedi recipe (and the parso recipe it needs) and test them, as a
# user gets them.
#
#     bash Tools/pep637/recipes/jedi/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh parso and jedi into BUILD_DIR (default: a temporary
#    directory, removed at exit): parso-0.8.7+pep637 and jedi-0.20.1+pep637.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) and one
#    of STOCK_PYTHON (default python3; .ci/run passes stock CPython 3.13.5,
#    and this venv gets the pep637 package) with the two wheels, pytest 8
#    (jedi's tests want pytest<9), IPython, ipykernel and jupyter_client.
# 3. In each venv, from a copy of the sdist's tests (without its jedi/, so
#    that the installed wheel is tested): the patches' tests in jedi's
#    suite (the integration file pep0637_keyword_subscripts.py, the
#    signature and rename tests).  Not jedi's whole suite (README.md has
#    its counts).
# 4. check_tools.py in each venv: jedi's API, IPython's completer and a
#    Jupyter kernel's complete_request on keyword subscripts (on stock,
#    with `%load_ext pep637`).
# 5. check_lsp.py in each venv with python-lsp-server (and its pyflakes and
#    pycodestyle plugins) and jedi-language-server, on stock under
#    `python -m pep637 --script`: completion, hover, definition,
#    references, rename, and diagnostics (one on a syntax error, none on
#    valid keyword subscripts) over LSP.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-jedi.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
tools=('pytest<9' ipython ipykernel jupyter_client)

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
parso=$(bash "$top/Tools/pep637/recipes/build.sh" parso "$build/parso" | tail -n 1)
jedi=$(bash "$top/Tools/pep637/recipes/build.sh" jedi "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/jedi-0.20.1
echo "::: built in $((SECONDS - start)) s: $parso $jedi"

echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])') with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
make_venv "$fork" "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$jedi" "$parso" "${tools[@]}"
make_venv "$python" "$build/venv-stock"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$jedi" "$parso" "${tools[@]}" \
    "$top/Tools/pep637/backport"
for venv in venv-fork venv-stock; do
    (cd / && "$build/$venv/bin/python" -W ignore -c \
        'import jedi, parso; assert (jedi.__version__, parso.__version__) == ("0.20.1+pep637", "0.8.7+pep637")')
done

# jedi's tests without its source: they import the installed wheels.
rm -rf "$build/tests"
mkdir "$build/tests"
cp -r "$src/test" "$src/conftest.py" "$src/pytest.ini" "$build/tests/"
# The integration tests run in a directory named jedi; an empty one is a
# namespace package, which the installed (regular) package takes precedence over.
mkdir "$build/tests/jedi"
for venv in venv-fork venv-stock; do
    echo "::: $venv: the patches' tests in jedi's suite"
    # -I: jedi's tests infer in this interpreter, not in a subprocess of
    # whatever python3.13 is on PATH.
    (cd "$build/tests" && "$build/$venv/bin/python" -m pytest -q -p no:cacheprovider -I \
        test/test_integration.py test/test_api/test_call_signatures.py \
        test/test_api/test_refactoring.py -T pep0637_keyword_subscripts.py \
        -k 'pep0637 or keyword_subscript or plain_subscript')
done

echo "::: IPython, Jupyter and jedi's API on keyword subscripts"
"$build/venv-fork/bin/python" -W ignore "$here/check_tools.py"
"$build/venv-stock/bin/python" "$here/check_tools.py" --pep637

echo "::: python-lsp-server and jedi-language-server over LSP"
# python-lsp-server with the linters it ships (pyflakes, pycodestyle), for
# the diagnostics; on stock, the servers run under the pep637 runner, as
# the package's README says to start them.
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" -W ignore "${pip_install[@]}" \
        'python-lsp-server[pyflakes,pycodestyle]' jedi-language-server
done
for server in pylsp jedi-language-server; do
    echo "    $server, on the fork"
    "$build/venv-fork/bin/python" "$here/check_lsp.py" "$build/venv-fork/bin/$server"
    echo "    $server, on stock: python -m pep637 --script $server"
    "$build/venv-stock/bin/python" "$here/check_lsp.py" \
        "$build/venv-stock/bin/python" -m pep637 --script "$server"
done

echo "::: jedi with keyword subscripts: all tests passed in $((SECONDS - start)) s"
