#!/usr/bin/env bash
# Build the tree-sitter-python recipe and test it, as editors and Python
# users get it.
#
#     bash Tools/pep637/recipes/tree-sitter-python/tests/run_tests.sh [FORK_PYTHON]
#
# 1. ../../build.sh tree-sitter-python BUILD_DIR (default: a temporary
#    directory, removed at exit): the wheel 0.25.0+pep637 and the grammar
#    folder BUILD_DIR/tree-sitter-python, with the tree-sitter CLI 0.25.9
#    (built once from crates.io into ~/.cache: tree-sitter-cli.sh).
# 2. The toolchain: the CLI regenerates, from the unpatched npm package,
#    exactly the src/parser.c, grammar.json and node-types.json it ships.
# 3. `tree-sitter test`: the patches' corpus tests (test/corpus/*.txt).
# 4. `tree-sitter highlight` of samples/inventory.py with the grammar
#    folder, and in a venv of FORK_PYTHON (default ./python at the top of
#    the tree) with the wheel: check_sample.py (no ERROR node, every
#    keyword name captured as @variable.parameter by the wheel's
#    highlights query and by the CLI).
# 5. check_stdlib.py: on the fork's standard library, the patched wheel
#    gives the trees of upstream's wheel from PyPI, except in files with
#    keyword or starred subscripts.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
recipes=$(cd "$here/../.." && pwd)
top=$(cd "$here/../../../../.." && pwd)
fork=${1:-$top/python}
if [ -n "${BUILD_DIR:-}" ]; then
    build=$BUILD_DIR
else
    build=$(mktemp -d -t pep637-tree-sitter-python.XXXXXX)
    trap 'rm -rf "$build"' EXIT
fi
cache=${PEP637_RECIPES_CACHE:-$HOME/.cache/pep637-recipes}
pip_install=(-m pip install --quiet --retries 5 --timeout 60)
py_tree_sitter=tree-sitter==0.25.2

start=$SECONDS
wheel=$(bash "$recipes/build.sh" tree-sitter-python "$build" | tee -a /dev/stderr | tail -n 1)
cli=$(bash "$recipes/tree-sitter-python/tree-sitter-cli.sh" | tail -n 1)
src=$build/src/tree_sitter_python-0.25.0
grammar=$build/tree-sitter-python
# The CLI compiles the grammar it tests and highlights with into here.
export TREE_SITTER_LIBDIR=$build/lib
echo "::: built in $((SECONDS - start)) s: $wheel"

echo "::: the toolchain: $("$cli" --version) regenerates the shipped sources from the npm package"
rm -rf "$build/pristine"
mkdir "$build/pristine"
tar -xzf "$cache/tree-sitter-python-0.25.0.tgz" -C "$build/pristine"
cp -r "$build/pristine/package" "$build/pristine/regenerated"
(cd "$build/pristine/regenerated" && "$cli" generate)
for file in src/parser.c src/grammar.json src/node-types.json \
            src/tree_sitter/parser.h src/tree_sitter/alloc.h src/tree_sitter/array.h; do
    cmp "$build/pristine/package/$file" "$build/pristine/regenerated/$file"
    echo "    $file: identical"
done

echo "::: tree-sitter test (test/corpus)"
(cd "$src" && "$cli" test)

echo "::: tree-sitter highlight of samples/inventory.py"
mkdir -p "$build/parsers"
ln -sfn "$grammar" "$build/parsers/tree-sitter-python"
printf '{"parser-directories": ["%s"]}\n' "$build/parsers" >"$build/config.json"
"$cli" highlight --config-path "$build/config.json" \
    --html --css-classes "$recipes/samples/inventory.py" >"$build/inventory.html"

echo "::: venvs of the fork ($fork): the wheel, and upstream's from PyPI"
rm -rf "$build/venv-fork" "$build/venv-upstream"
"$fork" -m venv "$build/venv-fork"
"$build/venv-fork/bin/python" "${pip_install[@]}" "$wheel" "$py_tree_sitter"
"$fork" -m venv "$build/venv-upstream"
"$build/venv-upstream/bin/python" "${pip_install[@]}" --only-binary :all: \
    tree-sitter-python==0.25.0 "$py_tree_sitter"
(cd /; "$build/venv-fork/bin/python" -c \
    'import importlib.metadata as m; v = m.version("tree-sitter-python"); assert v == "0.25.0+pep637", v')
(cd /; "$build/venv-fork/bin/python" "$here/check_sample.py" \
    "$recipes/samples/inventory.py" "$build/inventory.html")

echo "::: the fork's standard library: upstream's trees for plain Python"
"$fork" "$here/check_stdlib.py" --patched "$build/venv-fork/bin/python" \
    --upstream "$build/venv-upstream/bin/python" \
    "$("$fork" -c 'import os; print(os.path.dirname(os.__file__))')"

echo "::: tree-sitter-python with keyword subscripts: all tests passed in $((SECONDS - start)) s"
