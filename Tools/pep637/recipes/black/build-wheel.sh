#!/usr/bin/env bash
# Build black's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# black's version is dynamic (hatch-vcs); built from an unpacked sdist,
# hatchling takes it from the sdist's PKG-INFO, not from git or
# SETUPTOOLS_SCM_PRETEND_VERSION.  So PKG-INFO's `Version:` becomes the
# local version (26.10.1+pep637, or 26.10.1+pep637.unpatched), which the
# wheel's metadata, `black --version` (src/_black_version.py) and black's
# cache directory (grammar pickles, formatted-files cache) then carry.
# The wheel is pure Python, as `pip install black` builds it from the sdist
# (black's own PyPI wheels are compiled with mypyc).
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
if ! grep -qx "Version: $version" "$src/PKG-INFO"; then
    echo "build-wheel.sh: $src/PKG-INFO has no 'Version: $RECIPE_VERSION' line" >&2
    exit 1
fi
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
