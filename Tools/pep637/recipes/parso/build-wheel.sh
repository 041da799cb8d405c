#!/usr/bin/env bash
# Build parso's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# parso's setup.py takes its version from parso/__init__.py's
# `__version__`, which becomes the local version (0.8.7+pep637, or
# 0.8.7+pep637.unpatched): the wheel's metadata and `parso.__version__`
# carry it.  (parso's cache of parsed modules is keyed by the grammar's
# text, so patched and upstream grammars never share an entry.)
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^__version__ = '$RECIPE_VERSION'\$/__version__ = '$version'/" "$src/parso/__init__.py"
if ! grep -qx "__version__ = '$version'" "$src/parso/__init__.py"; then
    echo "build-wheel.sh: $src/parso/__init__.py has no __version__ = '$RECIPE_VERSION'" >&2
    exit 1
fi
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
