#!/usr/bin/env bash
# Build pyright with the keyword-subscript patches and test it.
#
#     bash Tools/pep637/pyright/run_tests.sh [FORK_PYTHON]
#
# 1. build.sh into BUILD_DIR (default: a temporary directory, removed at
#    exit).
# 2. pyright's jest tests, in one run (ts-jest compiles pyright once per
#    worker, which is most of the time): the new samples'
#    keywordSubscripts.test (setting on, with enableExperimentalFeatures,
#    and off), the parser's KeywordSubscripts test, the subscript tests
#    of typeEvaluator6, and the fourslash
#    tests of the patches (hover, go-to-definition, completion, signature
#    help) with upstream's hover and signature help fourslash tests.  The
#    whole suites of the parser, the checker, hover, completion and
#    signature help pass too but take too long for CI; run them with
#    "npx jest parser.test checker.test hoverProvider.test completions.test
#    signatureHelp.test typeEvaluator6.test" in $BUILD_DIR/pyright-1.1.413/
#    packages/pyright-internal.
# 3. check_examples.py: the CLI on Tools/pep637/demo.py,
#    Tools/pep637/test_labelled_arrays.py and the HOWTO's examples, with the
#    setting on (no false error) and off (upstream's syntax errors).
# 4. check_langserver.py: pyright-langserver --stdio, driven as an editor
#    drives it (diagnostics, hover, completion, signature help).
# 5. If FORK_PYTHON (default: ./python at the top of the tree) exists:
#    check_samples.py, which runs the samples on the fork to confirm that
#    the lines they mark as errors raise TypeError and no other does.
#
# The tarball is looked for as build.sh does ($PEP637_PYRIGHT, then
# ../shared/pyright next to the tree); the dependencies come from the npm
# registry.  .ci/run runs this script; it took 197 s from a fresh clone on
# 2 CPUs with a warm pnpm cache (build 82 s, jest 95 s), up to 7 minutes
# while the other CPU was busy building CPython.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
fork=${1:-$top/python}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    # A temporary build (with node_modules, about 500 MB) is removed at exit.
    build=$(mktemp -d -t pep637-pyright.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
python=${PYTHON:-python3}

start=$SECONDS
pyright=$(bash "$here/build.sh" "$build" | tee -a /dev/stderr | tail -n 1)
internal=$build/pyright-1.1.413/packages/pyright-internal
echo "::: built in $((SECONDS - start)) s: $pyright"

echo "::: jest: keyword subscripts, subscripts, fourslash hover and signature tests"
(cd "$internal" && npx jest --ci --maxWorkers=2 keywordSubscripts.test /parser.test typeEvaluator6.test fourSlashRunner \
    -t '^(KeywordSubscript.*|Subscript[0-9]+|Index1|fourslash tests .*(keywordSubscript|fourslash test (hover|signature)\.).*)$')

echo "::: the fork's examples, setting on and off"
fork_args=()
if [ -x "$fork" ]; then
    fork_args=(--python "$fork")
fi
"$python" "$here/check_examples.py" "$pyright" "${fork_args[@]}"

echo "::: the language server over stdio, as an editor runs it"
"$python" "$here/check_langserver.py" "$(dirname "$pyright")/pyright-langserver"

if [ -x "$fork" ]; then
    echo "::: the samples' error markers against $fork"
    "$fork" -W ignore "$here/check_samples.py" "$internal"/src/tests/samples/subscriptKeyword*.py
else
    echo "::: $fork not found: samples not run on the fork"
fi

echo "::: pyright with keyword subscripts: all tests passed in $((SECONDS - start)) s"
