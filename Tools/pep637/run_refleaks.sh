#!/usr/bin/env bash
# Check the tests of keyword subscripts (PEP 637), and the upstream test
# modules this fork changed, for reference leaks with regrtest's -R 3:3.
#
#     bash Tools/pep637/run_refleaks.sh [PYTHON]
#
# PYTHON is a --with-pydebug build of this tree (default: ./python at the
# top of the tree).  With RECORD=1, the summary is written to
# refleaks_results.txt next to this script.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)
python=${1:-$top/python}
tests=(test_keyword_subscripts test_grammar test_syntax test_ast
       test_unparse test_compile test_dis test_operator test_future_stmt
       test_typing test_repl test_tools test_fork_identity
       test_capi.test_abstract test_importlib.test_util test_opcache)

if ! "$python" -c 'import sys; sys.exit(not hasattr(sys, "gettotalrefcount"))'; then
    echo "$python is not a --with-pydebug build: -R needs one" >&2
    exit 1
fi
log=$(mktemp -t pep637-refleaks.XXXXXX)
status=0
env -u PYTHONUNBUFFERED -u PYTHONDONTWRITEBYTECODE \
    "$python" -m test -R 3:3 -j2 -u all,-cpu "${tests[@]}" >"$log" 2>&1 \
    || status=$?
tail -n 12 "$log"
leaks=$(grep -c -E "leaked \[" "$log" || true)
echo "modules reporting leaks: $leaks"

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/run_refleaks.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -m), $(uname -sr), $(nproc) CPUs"
        echo "python: $("$python" -c 'import sys; print(sys.version.splitlines()[0])')"
        echo "commit: $(git -C "$top" rev-parse --short HEAD)"
        echo "tests (-R 3:3): ${tests[*]}"
        grep -E "^(Total tests|Total test files|Result):" "$log" || true
        echo "modules reporting leaks: $leaks"
    } >"$here/refleaks_results.txt"
fi
rm -f "$log"
[ "$status" = 0 ] && [ "$leaks" = 0 ]
