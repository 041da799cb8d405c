#!/usr/bin/env bash
# Test the pep637 package (Tools/pep637/backport), which brings keyword
# subscripts (PEP 637) to stock CPython 3.13, 3.14 and 3.15, where it runs
# and against the fork it follows.
#
#     bash Tools/pep637/checks/run_backport.sh [FORK_PYTHON]
#
# 1. Builds stock CPython 3.13.5 from the release tarball (SHA-256 checked
#    against SHA256SUMS; release flags, no PGO) in BUILD_DIR, installs the
#    package, pytest, hypothesmith and the tools it works with (IPython,
#    Jupyter, coverage.py, pyflakes, flake8, pylint, and Sphinx: the
#    "test", "fuzz", "tools" and "sphinx" extras) into a venv of it, after
#    checking that the package builds
#    without a deprecation warning, and runs the package's tests;
#    those of the semantics again with PEP637_PURE_PYTHON=1, which makes
#    the runtime use its pure Python functions instead of the C speedups
#    (pep637.runtime._speedups, which pip builds, as tools/build_speedups.py
#    does in src/ for the tests), as a Python without a C compiler would.
# 2. Installs the package into a venv of FORK_PYTHON (default: ./python at
#    the top of the tree), with the "test" and "tools" extras (the kernel
#    that pip registers runs a notebook natively there, as on stock
#    through the package), and runs the same tests there: natively, and
#    with PEP637_FORCE_BACKPORT=1, which makes the package compile keyword
#    subscripts itself, so that its results are compared with the fork's
#    own on the same interpreter (the tests of the semantics, and a seeded
#    sample of the differential fuzzer's cases), with and without the C
#    speedups.
# 3. Gets CPython 3.14 and 3.15, with their test suites, from Debian
#    unstable's binary packages (get-python.sh, whose sources cannot be
#    downloaded here), installs the package (with the "test" and "tools"
#    extras, and "sphinx" on 3.14) into a venv of each and runs its tests
#    there, with and without the C speedups.
# 4. On each of the three stock versions, checks that the package's parser
#    gives the trees of that version's ast.parse() for every file of its
#    standard library and test suite (tools/check_corpus.py).
#
# The tarball is looked for in $PEP637_UPSTREAM, then in ../shared/upstream
# next to the tree; get-python.sh and make-venv.sh in $PEP637_PYTHONS, then
# in ../shared/pythons.  pytest comes from the package index
# (the version the package's "test" extra pins).  .ci/run runs this script;
# it takes about 20 minutes on 2 CPUs.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
package=$(cd "$here/../backport" && pwd)
fork=${1:-$top/python}
build=${BUILD_DIR:-$(mktemp -d -t pep637-backport.XXXXXX)}
tarball=Python-3.13.5.tar.xz

find_dir() {
    # find_dir FILE DIR...: the first DIR (absolute) that holds FILE.
    local file=$1 dir
    shift
    for dir in "$@"; do
        if [ -n "$dir" ] && [ -f "$dir/$file" ]; then
            (cd "$dir" && pwd)
            return
        fi
    done
}
upstream=$(find_dir "$tarball" "${PEP637_UPSTREAM:-}" "$top/../shared/upstream")
if [ -z "$upstream" ]; then
    echo "$tarball not found (set PEP637_UPSTREAM)" >&2
    exit 1
fi
pythons=$(find_dir get-python.sh "${PEP637_PYTHONS:-}" "$top/../shared/pythons")
if [ -z "$pythons" ]; then
    echo "get-python.sh not found (set PEP637_PYTHONS)" >&2
    exit 1
fi

pip_install() {
    # The index can be slow to answer: retry, as CI depends on it.
    local python=$1
    shift
    "$python" -m pip install -q --disable-pip-version-check --retries 5 \
        --timeout 60 "$@"
}

run_tests() {
    # run_tests PYTHON [NAME=VALUE...] [-- TEST_FILES...]
    local python=$1 envs=() files=(tests)
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        envs+=("$1")
        shift
    done
    if [ "${1:-}" = -- ]; then
        shift
        files=("$@")
    fi
    # The test files are patterns, relative to the package's folder.
    (cd "$package" &&
        # shellcheck disable=SC2068
        env -u PYTHONDONTWRITEBYTECODE "${envs[@]}" \
            "$python" -m pytest -q -p no:cacheprovider ${files[@]})
}

echo "::: stock CPython 3.13.5 from $upstream/$tarball"
mkdir -p "$build"
(cd "$upstream" && grep " $tarball\$" SHA256SUMS | sha256sum -c --quiet -)
tar -xf "$upstream/$tarball" -C "$build"
stock_src=$build/Python-3.13.5
(cd "$stock_src" &&
    ./configure --prefix="$build/stock" \
        PYTHON_FOR_REGEN="${PYTHON_FOR_REGEN:-/usr/bin/python3.11}" \
        >configure.log 2>&1 &&
    make -j"$(nproc)" >build.log 2>&1 &&
    make install >install.log 2>&1) \
    || { tail -n 40 "$stock_src"/*.log; exit 1; }
"$build/stock/bin/python3.13" -VV

smoke_test() {
    # As a user would: the installed package, from another directory.
    local python=$1 work
    work=$(mktemp -d -t pep637-smoke.XXXXXX)
    cat >"$work/grid.py" <<'PY'
class Grid:
    def __getitem__(self, index, /, *, row=0, col=0):
        return (index, row, col)
PY
    cat >"$work/cells.py" <<'PY'
from grid import Grid
def cell(row, col):
    return Grid()[row=row, col=col]
PY
    cat >"$work/main.py" <<'PY'
import sys
from grid import Grid
from cells import cell
g = Grid()
print(g[row=1, col=2], g[5, col=3], compile("g[row=4]", "<s>", "eval"))
print(cell(7, 8))
sys.exit(3)
PY
    cat >"$work/test_grid.py" <<'PY'
from grid import Grid
def test_grid():
    assert Grid()[row=1] == ((), 1, 0)
PY
    local out status run
    # Twice: cells.py, which uses keyword subscripts, is compiled by the
    # package the first time, and imported from its cache the second.
    for run in first cached; do
        status=0
        out=$(cd "$work" && env -u PYTHONDONTWRITEBYTECODE \
            "$python" -m pep637 main.py) || status=$?
        case "$out" in
            "((), 1, 2) (5, 0, 3) <code object <module> at "*"
((), 7, 8)") ;;
            *) echo "python -m pep637 main.py printed: $out" >&2; return 1 ;;
        esac
        [ "$status" = 3 ] || { echo "exit status $status, not 3" >&2; return 1; }
        ls "$work"/__pycache__/cells.*.pep637-*.pyc >/dev/null \
            || { echo "no pep637 cache for cells.py ($run run)" >&2; return 1; }
    done
    (cd "$work" && "$python" -m pytest -q -p no:cacheprovider test_grid.py)
    rm -rf "$work"
}

check_speedups() {
    # pip built the C speedups into the installed package (the tests, run
    # from src/, get them built there by tools/build_speedups.py).
    local python=$1
    (cd / && "$python" -c 'from pep637 import runtime
from pep637.runtime import _speedups
assert runtime.SPEEDUPS is _speedups, runtime.SPEEDUPS')
    "$python" "$package/tools/build_speedups.py"
}

check_build() {
    # The package builds without a deprecation warning from setuptools,
    # which later drops what it deprecates (pip shows the backend's output
    # only with -v).
    local python=$1 log
    log=$("$python" -m pip wheel -v --no-deps --disable-pip-version-check \
        --retries 5 --timeout 60 -w "$build/wheel" "$package" 2>&1) \
        || { tail -n 40 <<<"$log"; return 1; }
    if grep -A 12 SetuptoolsDeprecationWarning <<<"$log"; then
        echo "building the package warns (above)" >&2
        return 1
    fi
}

echo "::: the package on stock CPython 3.13.5"
"$build/stock/bin/python3.13" -m venv "$build/venv-stock"
check_build "$build/venv-stock/bin/python"
pip_install "$build/venv-stock/bin/python" "$package[test,fuzz,tools,sphinx]"
check_speedups "$build/venv-stock/bin/python"
smoke_test "$build/venv-stock/bin/python"
run_tests "$build/venv-stock/bin/python"
echo "::: the pure Python runtime (PEP637_PURE_PYTHON=1), as without a C compiler"
run_tests "$build/venv-stock/bin/python" PEP637_PURE_PYTHON=1 -- \
    tests/semantics

echo "::: the package on this fork ($fork)"
"$fork" -m venv "$build/venv-fork"
pip_install "$build/venv-fork/bin/python" "$package[test,tools]"
check_speedups "$build/venv-fork/bin/python"
echo "::: natively"
run_tests "$build/venv-fork/bin/python"
# The tests of the entry points run both ways by themselves; those of the
# semantics (tests/semantics/, with a seeded sample of the differential
# fuzzer's cases, fuzz_subscripts.py) compare the package's results with
# the fork's.
echo "::: through the package (PEP637_FORCE_BACKPORT=1)"
run_tests "$build/venv-fork/bin/python" PEP637_FORCE_BACKPORT=1 -- \
    tests/semantics
echo "::: through the package, its pure Python runtime (PEP637_PURE_PYTHON=1)"
run_tests "$build/venv-fork/bin/python" PEP637_FORCE_BACKPORT=1 \
    PEP637_PURE_PYTHON=1 -- tests/semantics

check_corpus() {
    # check_corpus PYTHON LIB: the package's parser against PYTHON's
    # ast.parse() on every .py file under LIB (its stdlib and test suite).
    (cd "$package" && env -u PYTHONDONTWRITEBYTECODE \
        "$1" tools/check_corpus.py "$2" --jobs "$(nproc)")
}

get_testsuite() {
    # get_testsuite VERSION DIR: Debian's test suite of python VERSION
    # (libpythonVERSION-testsuite), unpacked into DIR/root beside the
    # interpreter that get-python.sh put there, with its apt settings.
    local version=$1 dir=$2 apt=$2/apt
    local options=(-o Dir::Etc::sourcelist="$apt/sources.list"
        -o Dir::Etc::sourceparts=- -o Dir::State::Lists="$apt/lists"
        -o Dir::Cache="$apt/cache" -o Dir::State::status=/dev/null
        -o APT::Sandbox::User=root -o Debug::NoLocking=1)
    local deb
    for _ in 1 2 3; do
        (cd "$dir/debs" && apt-get "${options[@]}" -q download \
            "libpython$version-testsuite" >>"$dir/apt.log" 2>&1) && break
        sleep 5
    done
    deb=$(ls "$dir/debs/libpython$version-testsuite"_*.deb)
    dpkg-deb -x "$deb" "$dir/root"
}

echo "::: the parser against ast.parse() of 3.13.5: its stdlib and tests"
check_corpus "$build/venv-stock/bin/python" "$stock_src/Lib"

for version in 3.14 3.15; do
    echo "::: CPython $version (Debian unstable's binary packages)"
    dir=$build/python$version
    python=$(bash "$pythons/get-python.sh" "$version" "$dir" | tail -n1)
    get_testsuite "$version" "$dir"
    "$python" -VV
    venv=$build/venv-$version
    bash "$pythons/make-venv.sh" "$python" "$venv" >/dev/null
    # The headers are under DIR/root/usr/include, not /usr/include, where
    # Debian's pyconfig.h looks for the one of its architecture.
    export CPPFLAGS="-I$dir/root/usr/include"
    # Sphinx (tests/entry_points/test_sphinx.py) on 3.13 and 3.14 only.
    extras=test,tools
    if [ "$version" = 3.14 ]; then
        extras=$extras,sphinx
    fi
    pip_install "$venv/bin/python" "$package[$extras]"
    check_speedups "$venv/bin/python"
    unset CPPFLAGS
    echo "::: the package on CPython $version"
    smoke_test "$venv/bin/python"
    run_tests "$venv/bin/python"
    echo "::: the pure Python runtime (PEP637_PURE_PYTHON=1) on $version"
    run_tests "$venv/bin/python" PEP637_PURE_PYTHON=1 -- tests/semantics
    echo "::: the parser against ast.parse() of $version: its stdlib and tests"
    check_corpus "$venv/bin/python" "$dir/root/usr/lib/python$version"
done
