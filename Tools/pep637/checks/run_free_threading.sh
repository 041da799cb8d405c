#!/usr/bin/env bash
# Build this tree without the GIL (--disable-gil) and run the tests of
# keyword subscripts (PEP 637) there, then their eight-thread stress tests
# a number of times (ROUNDS, default 20).
#
#     bash Tools/pep637/checks/run_free_threading.sh [BUILD_DIR]
#
# The build happens in BUILD_DIR (default: a temporary directory) from a
# copy of the committed tree (git archive HEAD).  With SANITIZE=address,
# the build also has AddressSanitizer, and any report fails the run.  With
# RECORD=1, the summary is written to ../records/free_threading_results.txt
# (free_threading_asan_results.txt with AddressSanitizer).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
build=${1:-$(mktemp -d -t pep637-free-threading.XXXXXX)}
rounds=${ROUNDS:-20}

mkdir -p "$build"
echo "::: copying HEAD of $top into $build"
git -C "$top" archive HEAD | tar -x -C "$build"
cd "$build"
flags=(--disable-gil --with-pydebug)
record=$here/../records/free_threading_results.txt
if [ "${SANITIZE:-}" = address ]; then
    flags+=(--with-address-sanitizer)
    record=$here/../records/free_threading_asan_results.txt
    # Leaks at exit are expected of a debug interpreter; -R checks those.
    export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1
elif [ -n "${SANITIZE:-}" ]; then
    echo "SANITIZE=$SANITIZE: only 'address' is supported" >&2
    exit 1
fi
echo "::: configure ${flags[*]}"
./configure "${flags[@]}" \
    PYTHON_FOR_REGEN="${PYTHON_FOR_REGEN:-/usr/bin/python3.11}" >configure.log 2>&1 \
    || { tail -n 40 configure.log; exit 1; }
echo "::: make"
make -j"$(nproc)" >build.log 2>&1 || { tail -n 60 build.log; exit 1; }
./python -VV
./python -c 'import sys; assert not sys._is_gil_enabled(), "the GIL is on"'

unset PYTHONUNBUFFERED PYTHONDONTWRITEBYTECODE
log=$build/tests.log
echo "::: test_keyword_subscripts test_grammar test_operator"
tests_status=0
./python -m test test_keyword_subscripts test_grammar test_operator \
    >"$log" 2>&1 || tests_status=$?
tail -n 4 "$log"
# With -u cpu, the test that rebinds and deletes the dunders while eight
# threads use them runs long enough to catch a dunder freed while in use.
echo "::: $rounds rounds of the stress tests (ThreadingTests, -u cpu)"
passed=0
for _ in $(seq "$rounds"); do
    if ./python -m test -u cpu test_keyword_subscripts -m ThreadingTests \
            >>"$log" 2>&1; then
        passed=$((passed + 1))
    fi
done
echo "stress rounds passed: $passed/$rounds"
reports=$(grep -c -E "ERROR: AddressSanitizer|Fatal Python error|Segmentation fault" "$log" || true)
echo "crash or sanitizer reports: $reports"

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/checks/run_free_threading.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -m), $(uname -sr), $(nproc) CPUs"
        echo "python: $(./python -c 'import sys; print(sys.version.splitlines()[0])')"
        echo "commit: $(git -C "$top" log -1 --format='%h %s') (git archive HEAD)"
        echo "configure: ${flags[*]}"
        echo "test_keyword_subscripts test_grammar test_operator:" \
             "$([ "$tests_status" = 0 ] && echo passed || echo FAILED)"
        echo "stress rounds (ThreadingTests, -u cpu) passed: $passed/$rounds"
        echo "crash or sanitizer reports: $reports"
    } >"$record"
fi
[ "$tests_status" = 0 ] && [ "$passed" = "$rounds" ] && [ "$reports" = 0 ]
