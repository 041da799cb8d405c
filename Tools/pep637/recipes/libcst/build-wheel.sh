#!/usr/bin/env bash
# Build libcst's native wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.  The
# wheel is compiled for PYTHON: pip runs setuptools-rust in PYTHON's build
# environment, which points PyO3 at that interpreter, so the fork's python
# gives a cp313 wheel and a venv's python a wheel for its own version.
# The Rust crates come from crates.io exactly as native/Cargo.lock pins them
# (`cargo fetch --locked`, then the build runs offline), into CARGO_HOME
# (default ~/.cache/cargo) and CARGO_TARGET_DIR (default
# ~/.cache/cargo-target/libcst), so that a second build only compiles what
# changed.  setuptools-scm takes the version (1.9.0+pep637, or
# 1.9.0+pep637.unpatched) from SETUPTOOLS_SCM_PRETEND_VERSION: the wheel's
# metadata and `libcst._version.version` carry it.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL

export CARGO_HOME=${CARGO_HOME:-$HOME/.cache/cargo}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/cargo-target/libcst}
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2}
mkdir -p "$CARGO_HOME" "$CARGO_TARGET_DIR"

cargo fetch --locked --manifest-path "$src/native/Cargo.toml"
export CARGO_NET_OFFLINE=true
export SETUPTOOLS_SCM_PRETEND_VERSION=$version
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
