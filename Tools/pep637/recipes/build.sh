#!/usr/bin/env bash
# Build a recipe: a third-party package from its sdist on the package
# index, with this project's patches, into a wheel.
#
#     bash Tools/pep637/recipes/build.sh [--unpatched] NAME OUTDIR
#
# NAME is a folder here (recipes/NAME/recipe.toml).  The builder
#  1. downloads the pinned sdist from the package index (pip download
#     --no-deps --no-binary NAME NAME==VERSION), or takes it from the cache
#     ($PEP637_RECIPES_CACHE, default ~/.cache/pep637-recipes), and checks
#     its SHA-256 against recipe.toml;
#  2. unpacks it into OUTDIR/src/ (replacing an earlier unpacked copy);
#  3. applies the recipe's patches, in the order recipe.toml lists them;
#  4. builds a wheel with the local version VERSION+LOCAL (1.40.2+pep637)
#     into OUTDIR: with the recipe's build script if it has one (run as
#     `bash SCRIPT SRC OUTDIR`, with PYTHON and the RECIPE_* variables of
#     recipe.py in its environment), else with `pip wheel --no-deps`;
#  5. prints the wheel's path, last.
# With --unpatched, only the patches that adapt the build (recipe.toml's
# build-patches) are applied, and the local version is LOCAL.unpatched
# (1.40.2+pep637.unpatched): upstream's code built the same way, which
# benchmarks compare with.
# PYTHON (default python3, 3.11 or newer) runs pip and reads recipe.toml.
set -euo pipefail

unpatched=
if [ "${1:-}" = --unpatched ]; then
    unpatched=1
    shift
fi
if [ $# -ne 2 ]; then
    echo "usage: $0 [--unpatched] NAME OUTDIR" >&2
    exit 2
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PYTHON=${PYTHON:-python3}
export PYTHON

# RECIPE_NAME, RECIPE_VERSION, RECIPE_LOCAL, RECIPE_SDIST, RECIPE_SHA256,
# RECIPE_BUILD, RECIPE_PATCHES and RECIPE_BUILD_PATCHES.
recipe_sh=$("$PYTHON" "$here/recipe.py" "$here/$1")
eval "$recipe_sh"
if [ -n "$unpatched" ]; then
    RECIPE_PATCHES=("${RECIPE_BUILD_PATCHES[@]}")
    RECIPE_LOCAL=$RECIPE_LOCAL.unpatched
fi
export RECIPE_NAME RECIPE_VERSION RECIPE_LOCAL

mkdir -p "$2"
out=$(cd "$2" && pwd)
cache=${PEP637_RECIPES_CACHE:-$HOME/.cache/pep637-recipes}
mkdir -p "$cache"

check_sha256() {
    echo "$RECIPE_SHA256  $1" | sha256sum --check --quiet --status
}

sdist=$cache/$RECIPE_SDIST
if [ -f "$sdist" ] && check_sha256 "$sdist"; then
    echo "::: $RECIPE_SDIST from the cache ($cache)"
else
    echo "::: downloading $RECIPE_SDIST from the package index"
    download=$(mktemp -d "$cache/download.XXXXXX")
    "$PYTHON" -m pip download --quiet --no-deps --no-binary "$RECIPE_NAME" \
        --retries 5 --timeout 60 -d "$download" "$RECIPE_NAME==$RECIPE_VERSION"
    if [ ! -f "$download/$RECIPE_SDIST" ]; then
        echo "the package index gave $(ls "$download"), not $RECIPE_SDIST" >&2
        rm -rf "$download"
        exit 1
    fi
    if ! check_sha256 "$download/$RECIPE_SDIST"; then
        echo "$RECIPE_SDIST: SHA-256 $(sha256sum <"$download/$RECIPE_SDIST" | cut -d' ' -f1)," \
             "recipe.toml pins $RECIPE_SHA256" >&2
        rm -rf "$download"
        exit 1
    fi
    mv "$download/$RECIPE_SDIST" "$sdist"
    rm -rf "$download"
fi

src=$out/src/$RECIPE_NAME-$RECIPE_VERSION
echo "::: unpacking into $src"
rm -rf "$src"
mkdir -p "$out/src"
tar -xzf "$sdist" -C "$out/src"
if [ ! -d "$src" ]; then
    echo "$RECIPE_SDIST does not unpack into $RECIPE_NAME-$RECIPE_VERSION/" >&2
    exit 1
fi

echo "::: applying the patches${unpatched:+ that adapt the build (--unpatched)}"
for patch in "${RECIPE_PATCHES[@]}"; do
    echo "    $(basename "$patch")"
    patch -p1 --forward --quiet --no-backup-if-mismatch -d "$src" <"$patch"
done

wheel_version=$RECIPE_VERSION+$RECIPE_LOCAL
echo "::: building the wheel ($RECIPE_NAME $wheel_version)"
# The wheel's file name, as PEP 427 spells the project name.
wheel_name=$(echo "$RECIPE_NAME" | sed -E 's/[-_.]+/_/g' | tr '[:upper:]' '[:lower:]')
rm -f "$out/$wheel_name-$wheel_version-"*.whl
if [ -n "$RECIPE_BUILD" ]; then
    bash "$RECIPE_BUILD" "$src" "$out"
else
    "$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
fi

wheels=("$out/$wheel_name-$wheel_version-"*.whl)
if [ ! -f "${wheels[0]}" ]; then
    echo "no wheel $wheel_name-$wheel_version-*.whl in $out" >&2
    exit 1
fi
echo "${wheels[0]}"
