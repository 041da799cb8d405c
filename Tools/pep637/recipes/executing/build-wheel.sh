#!/usr/bin/env bash
# Build executing's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# executing's version is dynamic (setuptools-scm, which writes
# executing/version.py); built from an unpacked sdist without git metadata,
# setuptools-scm takes SETUPTOOLS_SCM_PRETEND_VERSION, here the local
# version (2.3.0+pep637, or 2.3.0+pep637.unpatched), which the wheel's
# metadata then carries.  executing/version.py keeps 2.3.0: executing
# reads its `__version_info__` from it as integers (executing/__init__.py),
# and stack_data and IPython import it.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
SETUPTOOLS_SCM_PRETEND_VERSION=$version \
SETUPTOOLS_SCM_OVERRIDES_FOR_EXECUTING="{write_to_template = \"__version__ = '$RECIPE_VERSION'\"}" \
    "$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
