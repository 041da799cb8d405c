#!/usr/bin/env bash
# Build tree-sitter-python from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set, SRC
# being the sdist with the npm package unpacked over it.
#  1. `tree-sitter generate` (the CLI 0.25.9 of tree-sitter-cli.sh, which
#     runs grammar.js with node) regenerates src/parser.c, src/grammar.json,
#     src/node-types.json and src/tree_sitter/*.h from the grammar;
#  2. the wheel tree_sitter_python-VERSION+LOCAL (the PyPI binding, tagged
#     cp310-abi3 by upstream's setup.py) with PYTHON's pip, into OUTDIR;
#  3. the grammar folder OUTDIR/tree-sitter-python that editors are pointed
#     at: grammar.js, tree-sitter.json, src/ (parser.c, scanner.c, the
#     headers, grammar.json, node-types.json), queries/, LICENSE.
# The npm package's prebuilt binaries (prebuilds/, the .wasm) are upstream's
# unpatched grammar: they are removed, not shipped.
set -euo pipefail

src=$1
out=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
version=$RECIPE_VERSION+$RECIPE_LOCAL
cli=$(bash "$here/tree-sitter-cli.sh" | tail -n 1)

rm -rf "$src/prebuilds" "$src"/*.wasm
echo "::: tree-sitter generate ($("$cli" --version))"
(cd "$src" && "$cli" generate)

sed -i "s/^version = \"$RECIPE_VERSION\"\$/version = \"$version\"/" "$src/pyproject.toml"
if ! grep -qx "version = \"$version\"" "$src/pyproject.toml"; then
    echo "build-wheel.sh: $src/pyproject.toml has no version = \"$RECIPE_VERSION\"" >&2
    exit 1
fi
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"

grammar=$out/tree-sitter-python
rm -rf "$grammar"
mkdir -p "$grammar/src/tree_sitter"
cp "$src/grammar.js" "$src/tree-sitter.json" "$src/LICENSE" "$grammar/"
cp "$src"/src/{parser.c,scanner.c,grammar.json,node-types.json} "$grammar/src/"
cp "$src"/src/tree_sitter/*.h "$grammar/src/tree_sitter/"
cp -r "$src/queries" "$grammar/"
echo "::: the grammar folder: $grammar"
