#!/usr/bin/env bash
# Build pycodestyle's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# setup.cfg takes the version from `pycodestyle.__version__`, so that line
# of pycodestyle.py becomes the local version (2.15.0+pep637, or
# 2.15.0+pep637.unpatched), which the wheel's metadata and
# `pycodestyle --version` then carry.  flake8 7.x requires
# pycodestyle>=2.14,<2.16, which 2.15.0+pep637 satisfies.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^__version__ = '$RECIPE_VERSION'\$/__version__ = '$version'/" "$src/pycodestyle.py"
if ! grep -qx "__version__ = '$version'" "$src/pycodestyle.py"; then
    echo "build-wheel.sh: $src/pycodestyle.py has no __version__ = '$RECIPE_VERSION' line" >&2
    exit 1
fi
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
