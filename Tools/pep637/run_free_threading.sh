#!/usr/bin/env bash
# Build this tree without the GIL (--disable-gil) and run the tests of
# keyword subscripts (PEP 637) there, then their eight-thread stress test
# a number of times.
#
#     bash Tools/pep637/run_free_threading.sh [BUILD_DIR]
#
# The build happens in BUILD_DIR (default: a temporary directory) from a
# copy of the committed tree (git archive HEAD).  With RECORD=1, the
# summary is written to free_threading_results.txt next to this script.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$(mktemp -d -t pep637-free-threading.XXXXXX)}
rounds=${ROUNDS:-20}

mkdir -p "$build"
echo "::: copying HEAD of $top into $build"
git -C "$top" archive HEAD | tar -x -C "$build"
cd "$build"
echo "::: configure --disable-gil --with-pydebug"
./configure --disable-gil --with-pydebug \
    PYTHON_FOR_REGEN="${PYTHON_FOR_REGEN:-/usr/bin/python3.11}" >configure.log 2>&1 \
    || { tail -n 40 configure.log; exit 1; }
echo "::: make"
make -j"$(nproc)" >build.log 2>&1 || { tail -n 60 build.log; exit 1; }
./python -VV
./python -c 'import sys; assert not sys._is_gil_enabled(), "the GIL is on"'

unset PYTHONUNBUFFERED PYTHONDONTWRITEBYTECODE
echo "::: test_keyword_subscripts test_grammar test_operator"
./python -m test test_keyword_subscripts test_grammar test_operator | tail -n 4
echo "::: $rounds rounds of the eight-thread stress test"
passed=0
for _ in $(seq "$rounds"); do
    if ./python -m test test_keyword_subscripts -m ThreadingTests >/dev/null 2>&1; then
        passed=$((passed + 1))
    fi
done
echo "stress rounds passed: $passed/$rounds"

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/run_free_threading.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -m), $(uname -sr), $(nproc) CPUs"
        echo "python: $(./python -c 'import sys; print(sys.version.splitlines()[0])')"
        echo "commit: $(git -C "$top" rev-parse --short HEAD)"
        echo "configure: --disable-gil --with-pydebug"
        echo "test_keyword_subscripts test_grammar test_operator: passed"
        echo "stress rounds (8 threads) passed: $passed/$rounds"
    } >"$here/free_threading_results.txt"
fi
[ "$passed" = "$rounds" ]
