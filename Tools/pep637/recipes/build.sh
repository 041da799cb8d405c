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
#     a recipe with a second source ([source.npm]: a grammar's source that
#     only its npm package has) also gets that package's tarball (npm pack
#     PACKAGE@VERSION, cached the same way, checked against its integrity
#     hash) and unpacks it over the sdist's tree: both hold files of the
#     upstream repository at the same paths, and a file both have must be
#     the same;
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
# PYTHON (default python3, 3.11 or newer) runs pip and reads recipe.toml;
# one without pip runs them in a temporary venv of itself.
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
# A Python without pip (the ./python of a build tree) builds in a venv of
# its own, so that a compiled wheel is still built for that interpreter.
if ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
    build_venv=$(mktemp -d -t pep637-build-venv.XXXXXX)
    trap 'rm -rf "$build_venv"' EXIT
    "$PYTHON" -m venv "$build_venv"
    PYTHON=$build_venv/bin/python
fi
export PYTHON

# RECIPE_NAME, RECIPE_VERSION, RECIPE_LOCAL, RECIPE_SDIST, RECIPE_SHA256,
# RECIPE_BUILD, RECIPE_NPM_PACKAGE, RECIPE_NPM_TARBALL,
# RECIPE_NPM_INTEGRITY, RECIPE_PATCHES and RECIPE_BUILD_PATCHES.
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

# An sdist unpacks into its own name without .tar.gz (PEP 625).
src=$out/src/${RECIPE_SDIST%.tar.gz}
echo "::: unpacking into $src"
rm -rf "$src"
mkdir -p "$out/src"
tar -xzf "$sdist" -C "$out/src"
if [ ! -d "$src" ]; then
    echo "$RECIPE_SDIST does not unpack into ${RECIPE_SDIST%.tar.gz}/" >&2
    exit 1
fi

if [ -n "$RECIPE_NPM_TARBALL" ]; then
    # The integrity hash as the npm registry lists it: sha512-BASE64.
    check_integrity() {
        [ "sha512-$(openssl dgst -sha512 -binary <"$1" | base64 -w 0)" = "$RECIPE_NPM_INTEGRITY" ]
    }
    tarball=$cache/$RECIPE_NPM_TARBALL
    if [ -f "$tarball" ] && check_integrity "$tarball"; then
        echo "::: $RECIPE_NPM_TARBALL from the cache ($cache)"
    else
        echo "::: downloading $RECIPE_NPM_TARBALL from the npm registry"
        download=$(mktemp -d "$cache/download.XXXXXX")
        (cd "$download" && npm pack --silent "$RECIPE_NPM_PACKAGE@$RECIPE_VERSION" >/dev/null)
        if [ ! -f "$download/$RECIPE_NPM_TARBALL" ]; then
            echo "npm pack gave $(ls "$download"), not $RECIPE_NPM_TARBALL" >&2
            rm -rf "$download"
            exit 1
        fi
        if ! check_integrity "$download/$RECIPE_NPM_TARBALL"; then
            echo "$RECIPE_NPM_TARBALL: integrity" \
                 "sha512-$(openssl dgst -sha512 -binary <"$download/$RECIPE_NPM_TARBALL" | base64 -w 0)," \
                 "recipe.toml pins $RECIPE_NPM_INTEGRITY" >&2
            rm -rf "$download"
            exit 1
        fi
        mv "$download/$RECIPE_NPM_TARBALL" "$tarball"
        rm -rf "$download"
    fi
    echo "::: unpacking $RECIPE_NPM_TARBALL over it"
    npm_src=$out/src/npm-$RECIPE_NAME-$RECIPE_VERSION
    rm -rf "$npm_src"
    mkdir -p "$npm_src"
    tar -xzf "$tarball" -C "$npm_src"
    (cd "$npm_src/package" && find . -type f) | while read -r file; do
        if [ -e "$src/$file" ] && ! cmp -s "$npm_src/package/$file" "$src/$file"; then
            echo "$RECIPE_NPM_TARBALL and $RECIPE_SDIST differ in ${file#./}" >&2
            exit 1
        fi
    done
    cp -r "$npm_src/package/." "$src/"
    rm -rf "$npm_src"
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
