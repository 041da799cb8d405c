#!/usr/bin/env bash
# Build ruff's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# The wheel is built as `pip install ruff` builds the sdist: pip wheel,
# with maturin (the sdist's build backend, from the package index) running
# cargo, here with `--locked` so that every crate comes from crates.io at
# the version upstream's Cargo.lock pins.  The project's version in
# pyproject.toml becomes the local version (0.15.22+pep637, or
# 0.15.22+pep637.unpatched), which maturin gives the wheel.
#
# Environment:
#   PEP637_RUFF_PROFILE  cargo profile (default `release`, what upstream
#                        ships: fat LTO).  CI builds with `dev` (see
#                        README.md: a cold release build takes too long on
#                        two cores).
#   CARGO_HOME           default ~/.cache/cargo (the crates, downloaded once)
#   CARGO_TARGET_DIR     default ~/.cache/cargo-target/ruff-LOCAL, so that
#                        a second build only compiles what changed.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
profile=${PEP637_RUFF_PROFILE:-release}
export CARGO_HOME=${CARGO_HOME:-$HOME/.cache/cargo}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/cargo-target/ruff-$RECIPE_LOCAL}

sed -i "s/^version = \"$RECIPE_VERSION\"\$/version = \"$version\"/" "$src/pyproject.toml"
if ! grep -qx "version = \"$version\"" "$src/pyproject.toml"; then
    echo "build-wheel.sh: $src/pyproject.toml has no 'version = \"$RECIPE_VERSION\"' line" >&2
    exit 1
fi
if ! command -v cargo >/dev/null; then
    echo "build-wheel.sh: ruff needs cargo and rustc 1.95 or newer" >&2
    exit 1
fi
# maturin's PEP 517 backend passes these to `cargo rustc`.
export MATURIN_PEP517_ARGS="--locked --profile $profile"
echo "::: cargo profile $profile, target directory $CARGO_TARGET_DIR"
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
