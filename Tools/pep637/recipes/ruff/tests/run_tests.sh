#!/usr/bin/env bash
# Build the ruff recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/ruff/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh ruff BUILD_DIR (default: a temporary directory, removed
#    at exit): the wheel ruff-0.15.22+pep637, built with the cargo profile
#    PEP637_RUFF_PROFILE (default here `dev`: a cold release build, fat
#    LTO, takes far longer than a CI step may on two cores; see README.md).
#    The crates and the cargo target directory are kept under ~/.cache
#    (build-wheel.sh), so a second run only compiles what changed.
# 2. A venv of FORK_PYTHON (default ./python at the top of the tree) with
#    that wheel.
# 3. check_ruff.py: the installed `ruff` without the setting behaves as
#    upstream (the same syntax errors on keyword subscripts).
# 4. In the built source tree, the parser's suite (cargo test -p
#    ruff_python_parser, in the same target directory): the patch's inline
#    tests and snapshots, and upstream's.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-ruff.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
export PEP637_RUFF_PROFILE=${PEP637_RUFF_PROFILE:-dev}

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" ruff "$build" | tee -a /dev/stderr | tail -n 1)
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: venv of the fork ($fork)"
rm -rf "$build/venv-fork"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" -W ignore -m pip install --quiet --retries 5 --timeout 60 "$wheel"
"$build/venv-fork/bin/python" -W ignore -m pip show ruff | grep -x 'Version: 0.15.22+pep637'

echo "::: the installed ruff"
"$build/venv-fork/bin/python" "$here/check_ruff.py" --venv "$build/venv-fork" --top "$top"

echo "::: the parser's suite (cargo test -p ruff_python_parser)"
(cd "$build/src/ruff-0.15.22" &&
    CARGO_HOME=${CARGO_HOME:-$HOME/.cache/cargo} \
    CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/cargo-target/ruff-pep637} \
    INSTA_UPDATE=no cargo test --locked --quiet -p ruff_python_parser)

echo "::: ruff with keyword subscripts: all tests passed in $((SECONDS - start)) s"
