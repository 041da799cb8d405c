#!/usr/bin/env bash
# Build the libcst recipe for the fork and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/libcst/tests/run_tests.sh [FORK_PYTHON]
#
# 1. PYTHON=FORK_PYTHON ../../build.sh libcst BUILD_DIR (default: a
#    temporary directory, removed at exit): the native wheel
#    libcst-1.9.0+pep637 compiled for FORK_PYTHON (default ./python at the
#    top of the tree).  Cargo's caches are ~/.cache/cargo and
#    ~/.cache/cargo-target/libcst (build-wheel.sh), so a second run only
#    compiles what changed.
# 2. A venv of FORK_PYTHON with the wheel.
# 3. The patch's tests in libcst's suite, from the installed wheel
#    (unittest, as libcst runs them): the KeywordSubscriptTest and
#    SubscriptTest node tests and the scope provider's keyword test.  Not
#    libcst's whole suite (README.md has its counts).
# 4. check_roundtrip.py: the fork's Lib/test/test_keyword_subscripts.py,
#    the recipes' samples and the patch's round-trip fixture round-trip
#    byte for byte, their keyword subscripts agree with the fork's ast, and
#    the forms the fork rejects are libcst syntax errors.
# 5. The codemod pep637_codemods/rename_in_keywords.py, run by
#    `python -m libcst.tool codemod` from the installed wheel, rewrites
#    codemod_input.py into codemod_expected.py; `python -m libcst.tool
#    print` shows its KeywordIndex nodes.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-libcst.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi

start=$SECONDS
wheel=$(PYTHON=$fork bash "$top/Tools/pep637/recipes/build.sh" libcst "$build" | tee -a /dev/stderr | tail -n 1)
src=$build/src/libcst-1.9.0
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: a venv of the fork ($fork) with the wheel"
rm -rf "$build/venv"
"$fork" -m venv "$build/venv"
python=$build/venv/bin/python
"$python" -W ignore -m pip install --quiet --retries 5 --timeout 60 "$wheel"

# From outside the source tree, so that the installed wheel is imported.
cd "$build"
"$python" -c 'import libcst._version as v; assert v.version == "1.9.0+pep637", v.version'

echo "::: the patch's tests in libcst's suite"
"$python" -m unittest -q libcst._nodes.tests.test_subscript
"$python" -m unittest -q -k test_keyword_in_subscript -k test_keyword_arg_in_call \
    libcst.metadata.tests.test_scope_provider

echo "::: round trips, and the fork's ast"
"$python" "$here/check_roundtrip.py" "$top/Lib/test/test_keyword_subscripts.py" \
    "$top"/Tools/pep637/recipes/samples/*.py \
    "$src/native/libcst/tests/fixtures/pep637_keyword_subscripts.py"

echo "::: the codemod, with libcst.tool"
rm -rf "$build/codemod"
mkdir "$build/codemod"
cp -r "$here/pep637_codemods" "$here/codemod_input.py" "$build/codemod/"
(
    cd "$build/codemod"
    "$python" -m libcst.tool initialize . >/dev/null
    sed -i "s/^- 'libcst.codemod.commands'\$/&\n- 'pep637_codemods'/" .libcst.codemod.yaml
    grep -qx -- "- 'pep637_codemods'" .libcst.codemod.yaml
    "$python" -m libcst.tool codemod --no-format --hide-progress \
        rename_in_keywords.RenameInKeywordValuesCommand --old start --new first \
        codemod_input.py
    diff -u "$here/codemod_expected.py" codemod_input.py
    "$python" -m libcst.tool print codemod_input.py >tree.txt
    test "$(grep -c 'KeywordIndex(' tree.txt)" -eq 8
)

echo "::: libcst with keyword subscripts: all tests passed in $((SECONDS - start)) s"
