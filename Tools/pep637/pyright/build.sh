#!/usr/bin/env bash
# Build pyright 1.1.413 with experimental support of keyword subscripts
# (PEP 637), as this fork implements them.
#
#     bash Tools/pep637/pyright/build.sh DIR
#
# Unpacks the pristine pyright source (its SHA-256 checked against
# SHA256SUMS here) into DIR, applies patches/*.patch in order, installs its
# dependencies from the npm registry (pnpm, with pyright's lockfile), builds
# the CLI and the language server, and writes DIR/bin/pyright and
# DIR/bin/pyright-langserver.  The last line printed is the path of
# DIR/bin/pyright.  Needs Node.js 20 (or newer), npx, tar, xz and patch.
#
# The tarball, pyright-1.1.413.tar.xz, is looked for in $PEP637_PYRIGHT,
# then in ../shared/pyright next to the tree.  Set PEP637_PYRIGHT_NO_BUILD=1
# to stop after installing the dependencies (enough for pyright's jest
# tests).
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 DIR" >&2
    exit 2
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
version=1.1.413
tarball=pyright-$version.tar.xz
pnpm=(npx -y pnpm@10.12.2)

source_dir=
for dir in "${PEP637_PYRIGHT:-}" "$top/../shared/pyright"; do
    if [ -n "$dir" ] && [ -f "$dir/$tarball" ]; then
        source_dir=$(cd "$dir" && pwd)
        break
    fi
done
if [ -z "$source_dir" ]; then
    echo "$tarball not found (set PEP637_PYRIGHT to the directory holding it)" >&2
    exit 1
fi

mkdir -p "$1"
out=$(cd "$1" && pwd)
src=$out/pyright-$version

echo "::: checking $source_dir/$tarball"
(cd "$source_dir" && sha256sum --check --quiet "$here/SHA256SUMS")

echo "::: unpacking into $src"
rm -rf "$src"
tar -xJf "$source_dir/$tarball" -C "$out"

echo "::: applying the patches"
for p in "$here"/patches/*.patch; do
    echo "    $(basename "$p")"
    patch -p1 --quiet --forward -d "$src" <"$p"
done

echo "::: installing the dependencies (pnpm, frozen lockfile)"
(cd "$src" && "${pnpm[@]}" install --frozen-lockfile --reporter=silent)

if [ -z "${PEP637_PYRIGHT_NO_BUILD:-}" ]; then
    echo "::: building the CLI and the language server"
    (cd "$src/packages/pyright" && "${pnpm[@]}" run build >"$out/build.log" 2>&1) \
        || { tail -n 40 "$out/build.log"; exit 1; }
fi

mkdir -p "$out/bin"
for cmd in pyright:index.js pyright-langserver:langserver.index.js; do
    name=${cmd%%:*}
    cat >"$out/bin/$name" <<SCRIPT
#!/bin/sh
exec node "$src/packages/pyright/${cmd#*:}" "\$@"
SCRIPT
    chmod +x "$out/bin/$name"
done

echo "$out/bin/pyright"
