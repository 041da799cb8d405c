#!/usr/bin/env bash
# Build xarray's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# xarray's version is dynamic (setuptools-scm); built from an unpacked sdist
# it would be the sdist's, 2026.9.0.  setuptools-scm takes the version from
# SETUPTOOLS_SCM_PRETEND_VERSION_FOR_XARRAY when it is set, so the wheel's
# metadata, and xarray.__version__ (read from it), say 2026.9.0+pep637 (or
# 2026.9.0+pep637.unpatched).  xarray is pure Python: the wheel is
# py3-none-any, and it includes xarray's test suite (xarray/tests), as
# upstream's does.
set -euo pipefail

src=$1
out=$2
SETUPTOOLS_SCM_PRETEND_VERSION_FOR_XARRAY=$RECIPE_VERSION+$RECIPE_LOCAL \
    "$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
