#!/usr/bin/env bash
# Build astroid's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# pyproject.toml takes the version from `astroid.__pkginfo__.__version__`,
# so that line becomes the local version (4.4.0+pep637, or
# 4.4.0+pep637.unpatched), which the wheel's metadata and `astroid --version`
# then carry.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
info=$src/astroid/__pkginfo__.py
sed -i "s/^__version__ = \"$RECIPE_VERSION\"\$/__version__ = \"$version\"/" "$info"
if ! grep -qx "__version__ = \"$version\"" "$info"; then
    echo "build-wheel.sh: $info has no __version__ = \"$RECIPE_VERSION\" line" >&2
    exit 1
fi
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
