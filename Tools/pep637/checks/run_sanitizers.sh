#!/usr/bin/env bash
# Build this tree with AddressSanitizer and UndefinedBehaviorSanitizer and run
# the tests of keyword subscripts (PEP 637) and of the layers they touch,
# then differential fuzzing (fuzz_subscripts.py, FUZZ_CASES cases).
#
#     bash Tools/pep637/checks/run_sanitizers.sh [BUILD_DIR]
#
# The build happens in BUILD_DIR (default: a temporary directory) from a
# copy of the committed tree (git archive HEAD), so that an in-tree build
# does not get in the way.  Any sanitizer report fails the run.  With
# RECORD=1, the summary is written to ../records/sanitizers_results.txt (this
# script.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
build=${1:-$(mktemp -d -t pep637-sanitizers.XXXXXX)}
tests=(test_keyword_subscripts test_grammar test_syntax test_ast test_compile
       test_unparse test_dis test_operator test_capi test_opcache)
# Differential fuzzing cases run under the sanitizers too, each several
# times so that the specialized instructions run.
fuzz_cases=${FUZZ_CASES:-20000}

mkdir -p "$build"
echo "::: copying HEAD of $top into $build"
git -C "$top" archive HEAD | tar -x -C "$build"
cd "$build"

echo "::: configure --with-address-sanitizer --with-undefined-behavior-sanitizer"
./configure --with-pydebug --with-address-sanitizer \
    --with-undefined-behavior-sanitizer \
    PYTHON_FOR_REGEN="${PYTHON_FOR_REGEN:-/usr/bin/python3.11}" >configure.log 2>&1 \
    || { tail -n 40 configure.log; exit 1; }
echo "::: make"
make -j"$(nproc)" >build.log 2>&1 || { tail -n 60 build.log; exit 1; }

# Leak detection is left to -R on the debug build (refleaks of the
# interpreter at exit are expected); every other report is fatal.
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
echo "::: tests: ${tests[*]}"
log=$build/tests.log
status=0
env -u PYTHONUNBUFFERED -u PYTHONDONTWRITEBYTECODE \
    ./python -m test -j2 -u all,-cpu "${tests[@]}" >"$log" 2>&1 || status=$?
tail -n 12 "$log"
echo "::: Tools/pep637/checks/fuzz_subscripts.py --cases $fuzz_cases"
./python Tools/pep637/checks/fuzz_subscripts.py --cases "$fuzz_cases" \
    >>"$log" 2>&1 || status=$?
tail -n 9 "$log"
reports=$(grep -c -E "ERROR: AddressSanitizer|runtime error:" "$log" || true)
echo "sanitizer reports: $reports"

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/checks/run_sanitizers.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -m), $(uname -sr), $(nproc) CPUs, $(gcc --version | head -n 1)"
        echo "commit: $(git -C "$top" log -1 --format='%h %s') (git archive HEAD)"
        echo "configure: --with-pydebug --with-address-sanitizer --with-undefined-behavior-sanitizer"
        echo "tests: ${tests[*]}"
        grep -E "^(Total tests|Total test files|Result):" "$log" || true
        echo "fuzz_subscripts.py --cases $fuzz_cases:"
        grep -E "^(valid subscripts|invalid sources|malformed trees|crashes)" "$log" | sed 's/^/    /' || true
        echo "sanitizer reports: $reports"
    } >"$here/../records/sanitizers_results.txt"
fi
[ "$status" = 0 ] && [ "$reports" = 0 ]
