#!/usr/bin/env bash
# Check the tests of keyword subscripts (PEP 637), and the upstream test
# modules this fork changed, for reference leaks with regrtest's -R 3:3.
#
#     bash Tools/pep637/checks/run_refleaks.sh [PYTHON]
#
# PYTHON is a --with-pydebug build of this tree (default: ./python at the
# top of the tree).  With RECORD=1, the summary is written to
# ../records/refleaks_results.txt; PYTHON must then be a build of
# HEAD from a clean tree (a fresh clone, as .ci/run makes).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
python=${1:-$top/python}
tests=(test_keyword_subscripts test_grammar test_syntax test_ast
       test_unparse test_compile test_dis test_operator test_future_stmt
       test_typing test_repl test_tools test_fork_identity
       test_capi.test_abstract test_importlib.test_util test_opcache
       test__opcode test_pyrepl)

if ! "$python" -c 'import sys; sys.exit(not hasattr(sys, "gettotalrefcount"))'; then
    echo "$python is not a --with-pydebug build: -R needs one" >&2
    exit 1
fi
# A record names the commit it ran on: only a build of HEAD from a clean
# tree may write one.
head=$(git -C "$top" rev-parse HEAD)
built=$("$python" -c 'import sys; print(sys._git[2], sys._git[1])')
if [ "${RECORD:-0}" = 1 ]; then
    case "$built" in
        *-dirty) clean=0 ;;
        *) clean=1 ;;
    esac
    if [ "$clean" = 0 ] || [ "${head#"${built%% *}"}" = "$head" ]; then
        echo "RECORD=1 needs a build of HEAD (${head:0:10}) from a clean" \
             "tree; $python was built from: $built" >&2
        exit 1
    fi
fi
log=$(mktemp -t pep637-refleaks.XXXXXX)
status=0
env -u PYTHONUNBUFFERED -u PYTHONDONTWRITEBYTECODE \
    "$python" -m test -R 3:3 -j2 -u all,-cpu "${tests[@]}" >"$log" 2>&1 \
    || status=$?
tail -n 12 "$log"
# regrtest tolerates a leak of memory blocks that stops by the last
# repetitions, and says so with "(this is fine)": those are counted apart.
leaks=$(grep -E "leaked \[" "$log" | grep -c -v "(this is fine)" || true)
tolerated=$(grep -E "leaked \[.*\(this is fine\)" "$log" || true)
echo "modules reporting leaks: $leaks"
if [ -n "$tolerated" ]; then
    echo "tolerated by regrtest: $tolerated"
fi

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/checks/run_refleaks.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -m), $(uname -sr), $(nproc) CPUs"
        echo "python: $("$python" -c 'import sys; print(sys.version.splitlines()[0])')"
        echo "commit: $(git -C "$top" log -1 --format='%h %s')"
        echo "built from: $built (a clean tree)"
        echo "tests (-R 3:3): ${tests[*]}"
        grep -E "^(Total tests|Total test files|Result):" "$log" || true
        echo "modules reporting leaks: $leaks"
        if [ -n "$tolerated" ]; then
            echo "tolerated by regrtest: $tolerated"
        fi
    } >"$here/../records/refleaks_results.txt"
fi
rm -f "$log"
[ "$status" = 0 ] && [ "$leaks" = 0 ]
