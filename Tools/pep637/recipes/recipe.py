"""Read a recipe's metadata (recipe.toml) for build.sh.

    python3 recipe.py RECIPE_DIR

prints the recipe as shell assignments (RECIPE_NAME, RECIPE_VERSION,
RECIPE_LOCAL, RECIPE_SDIST, RECIPE_SHA256, RECIPE_BUILD, the optional
second source RECIPE_NPM_PACKAGE, RECIPE_NPM_TARBALL and RECIPE_NPM_INTEGRITY
(empty without a [source.npm] table), and the arrays RECIPE_PATCHES, the
patches' absolute paths in order, and RECIPE_BUILD_PATCHES, those of them
that only adapt the build), after checking it: every field is present, the
sdist is the one the package index serves for that name and version, the npm
tarball is the one `npm pack` gives for that package and version and its
integrity a SHA-512 as the npm registry lists it, the patch list names
exactly the files in patches/, and the build patches come first in it.  Exits with status 1 and a message on the first problem.
"""

import pathlib
import re
import shlex
import sys
import tomllib


def fail(message):
    sys.exit(f"recipe.py: {message}")


def check_str(table, key, where):
    value = table.get(key)
    if not isinstance(value, str) or not value:
        fail(f"{where}: {key!r} must be a non-empty string")
    return value


def read(recipe_dir):
    path = recipe_dir / "recipe.toml"
    try:
        with open(path, "rb") as f:
            meta = tomllib.load(f)
    except FileNotFoundError:
        fail(f"no recipe {recipe_dir.name!r} ({path} not found)")
    except tomllib.TOMLDecodeError as e:
        fail(f"{path}: {e}")

    package = meta.get("package", {})
    source = meta.get("source", {})
    build = meta.get("build", {})
    name = check_str(package, "name", f"{path} [package]")
    version = check_str(package, "version", f"{path} [package]")
    local = check_str(package, "local-version", f"{path} [package]")
    sdist = check_str(source, "sdist", f"{path} [source]")
    sha256 = check_str(source, "sha256", f"{path} [source]")
    script = build.get("script", "")

    if name != recipe_dir.name:
        fail(f"{path}: package {name!r} is in a recipe named {recipe_dir.name!r}")
    if not re.fullmatch(r"[a-z0-9]+(\.[a-z0-9]+)*", local):
        fail(f"{path}: local-version {local!r} is not a PEP 440 local label")
    # The sdist's name as the package index serves it (PEP 625).
    expected = f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}.tar.gz"
    if sdist != expected:
        fail(f"{path}: sdist {sdist!r} should be {expected!r}")
    if not re.fullmatch(r"[0-9a-f]{64}", sha256):
        fail(f"{path}: sha256 {sha256!r} is not a SHA-256 in hex")
    npm = source.get("npm", {})
    npm_package = npm_tarball = npm_integrity = ""
    if npm:
        where = f"{path} [source.npm]"
        npm_package = check_str(npm, "package", where)
        npm_tarball = check_str(npm, "tarball", where)
        npm_integrity = check_str(npm, "integrity", where)
        # `npm pack` names @scope/name's tarball scope-name-VERSION.tgz.
        expected = f"{npm_package.lstrip('@').replace('/', '-')}-{version}.tgz"
        if npm_tarball != expected:
            fail(f"{where}: tarball {npm_tarball!r} should be {expected!r}")
        if not re.fullmatch(r"sha512-[A-Za-z0-9+/]{86}==", npm_integrity):
            fail(f"{where}: integrity {npm_integrity!r} is not a "
                 f"sha512-BASE64 integrity hash")
    if script and not (recipe_dir / script).is_file():
        fail(f"{path}: build script {script!r} not found")

    patches = source.get("patches", [])
    on_disk = sorted(p.name for p in (recipe_dir / "patches").glob("*.patch"))
    if sorted(patches) != on_disk:
        fail(f"{path}: [source] patches {patches} do not list "
             f"exactly the files in patches/ {on_disk}")
    build_patches = source.get("build-patches", [])
    if build_patches != patches[:len(build_patches)]:
        fail(f"{path}: [source] build-patches {build_patches} are not "
             f"the first of the patches")

    return {
        "RECIPE_NAME": name,
        "RECIPE_VERSION": version,
        "RECIPE_LOCAL": local,
        "RECIPE_SDIST": sdist,
        "RECIPE_SHA256": sha256,
        "RECIPE_BUILD": str(recipe_dir / script) if script else "",
        "RECIPE_NPM_PACKAGE": npm_package,
        "RECIPE_NPM_TARBALL": npm_tarball,
        "RECIPE_NPM_INTEGRITY": npm_integrity,
    }, {
        "RECIPE_PATCHES": [str(recipe_dir / "patches" / p) for p in patches],
        "RECIPE_BUILD_PATCHES": [str(recipe_dir / "patches" / p)
                                 for p in build_patches],
    }


def main():
    if len(sys.argv) != 2:
        fail("usage: recipe.py RECIPE_DIR")
    values, arrays = read(pathlib.Path(sys.argv[1]).resolve())
    for key, value in values.items():
        print(f"{key}={shlex.quote(value)}")
    for key, value in arrays.items():
        print(f"{key}=({' '.join(map(shlex.quote, value))})")


if __name__ == "__main__":
    main()
