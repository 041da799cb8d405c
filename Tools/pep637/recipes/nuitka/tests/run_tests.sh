#!/usr/bin/env bash
# Build the Nuitka recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/nuitka/tests/run_tests.sh [FORK_PYTHON]
#
# 1. A venv of FORK_PYTHON (default ./python at the top of the tree), and
#    one of STOCK_PYTHON (default python3; .ci/run passes stock CPython
#    3.13.5).  Nuitka needs an installed Python (headers, libpython.a): an
#    uninstalled build, as CI's ./python, is first installed into
#    BUILD_DIR/fork (make altinstall).
# 2. ../../build.sh nuitka BUILD_DIR (default: a temporary directory,
#    removed at exit) with each venv's python, the wheels
#    nuitka-4.3.5+pep637 (Nuitka's are per Python: cp313d for the debug
#    ./python, cp313 for stock), installed in their venvs, with the pep637
#    package (Tools/pep637/backport) in stock's.
# 3. On the fork, from the built source tree, Nuitka's own runner of its
#    basic tests (tests/basics/run_all.py, which compares the compiled
#    program's output with CPython's) on the patch's KeywordSubscriptsTest
#    and on the basic tests of subscripts, assignments and evaluation
#    order.  Not Nuitka's whole suite (see README.md).
# 4. check_nuitka.py: the installed Nuitka compiles kwsub_trace.py, a
#    module written apart from Nuitka's test, with --module on the fork,
#    and it prints exactly what it prints interpreted; a small program
#    with --mode=standalone (with NUITKA_NO_STANDALONE=1: not); on stock
#    with the pep637 package, Nuitka refuses keyword subscripts clearly.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-nuitka.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
pip_install=(-m pip install --quiet --retries 5 --timeout 60)

start=$SECONDS
home=()
# Nuitka compiles against an installed Python (its headers, libpython.a): an
# uninstalled build, such as CI's ./python, is installed first.
if "$fork" -c 'import sys, sysconfig; sys.exit(not sysconfig.is_python_build())'; then
    builddir=$("$fork" -c 'import sysconfig; print(sysconfig.get_config_var("abs_builddir"))')
    echo "::: installing the build in $builddir into $build/fork (make altinstall)"
    rm -rf "$build/fork"
    make -C "$builddir" -s altinstall prefix="$build/fork" ENSUREPIP=no \
        >"$build/fork-install.log" 2>&1 || { tail -n 30 "$build/fork-install.log"; exit 1; }
    fork=$build/fork/bin/python3.13
    # A program that Nuitka builds (not standalone) links libpython.a, whose
    # prefix is that of configure, not of this install.
    home=(PYTHONHOME="$build/fork")
    echo "::: installed in $((SECONDS - start)) s: $("$fork" -c 'import sys; print(sys.version)')"
fi
echo "::: venvs: the fork ($fork), stock $("$python" -c 'import sys; print(sys.version.split()[0])') with the pep637 package"
rm -rf "$build/venv-fork" "$build/venv-stock"
"$fork" -m venv "$build/venv-fork"
"$python" -m venv "$build/venv-stock"

# Each venv builds its wheel: Nuitka's are per Python (a debug build's is
# cp313d), and an uninstalled ./python has no pip of its own.
wheel_fork=$(WHEEL_PYTHON=$build/venv-fork/bin/python bash "$top/Tools/pep637/recipes/build.sh" nuitka "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/nuitka-4.3.5
wheel_stock=$(WHEEL_PYTHON=$build/venv-stock/bin/python bash "$top/Tools/pep637/recipes/build.sh" nuitka "$build/stock-wheel" | tee -a /dev/stderr | tail -n 1)
echo "::: built in $((SECONDS - start)) s: $wheel_fork $wheel_stock"

"$build/venv-fork/bin/python" -W ignore "${pip_install[@]}" "$wheel_fork"
"$build/venv-stock/bin/python" "${pip_install[@]}" "$wheel_stock" "$top/Tools/pep637/backport"
for venv in venv-fork venv-stock; do
    "$build/$venv/bin/python" -W ignore -m pip show nuitka | grep -x 'Version: 4.3.5+pep637'
done

echo "::: the fork: Nuitka's basic tests of keyword subscripts and of subscripts"
for test in KeywordSubscriptsTest ${NUITKA_BASICS:-OrderChecksTest}; do
    (cd "$src/tests/basics" && env "${home[@]}" "$build/venv-fork/bin/python" run_all.py only "$test")
done

echo "::: the installed Nuitka: an independent module, a standalone program, stock"
standalone=()
if [ -n "${NUITKA_NO_STANDALONE:-}" ]; then
    standalone=(--no-standalone)
fi
"$build/venv-fork/bin/python" "$here/check_nuitka.py" --fork-venv "$build/venv-fork" \
    --stock-venv "$build/venv-stock" --work "$build/check" "${standalone[@]}"

echo "::: nuitka with keyword subscripts: all tests passed in $((SECONDS - start)) s"
