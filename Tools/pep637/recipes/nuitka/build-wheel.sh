#!/usr/bin/env bash
# Build Nuitka's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# Nuitka's setup.py takes the version from nuitka/Version.py, whose own
# checks want it to end in a digit, so setup.py's `version` gets the local
# label (4.3.5+pep637, or 4.3.5+pep637.unpatched) and `nuitka --version`
# stays 4.3.5.  Nuitka's wheel is specific to the Python that builds it
# (setup.py picks its inline copies by version, and the tag is the
# Python's: cp313, or cp313d for a debug build): WHEEL_PYTHON (default
# PYTHON) builds it, with its pip.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^version = getNuitkaVersion()\$/version = getNuitkaVersion() + \"+$RECIPE_LOCAL\"/" "$src/setup.py"
if ! grep -qx "version = getNuitkaVersion() + \"+$RECIPE_LOCAL\"" "$src/setup.py"; then
    echo "build-wheel.sh: $src/setup.py has no 'version = getNuitkaVersion()' line" >&2
    exit 1
fi
"${WHEEL_PYTHON:-$PYTHON}" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
