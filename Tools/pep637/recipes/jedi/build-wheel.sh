#!/usr/bin/env bash
# Build jedi's wheel from the patched source: bash build-wheel.sh SRC OUTDIR
#
# build.sh runs this with PYTHON, RECIPE_VERSION and RECIPE_LOCAL set.
# jedi's setup.py takes its version from jedi/__init__.py's `__version__`,
# which becomes the local version (0.20.1+pep637, or
# 0.20.1+pep637.unpatched).  The patched wheel requires the parso recipe's
# wheel (parso==0.8.7+pep637): without it jedi would run, but parso would
# read keyword subscripts as syntax errors.  The unpatched wheel keeps
# upstream's requirement (parso>=0.8.7,<0.9.0), for benchmarks against
# upstream's parso.
set -euo pipefail

src=$1
out=$2
version=$RECIPE_VERSION+$RECIPE_LOCAL
sed -i "s/^__version__ = '$RECIPE_VERSION'\$/__version__ = '$version'/" "$src/jedi/__init__.py"
if ! grep -qx "__version__ = '$version'" "$src/jedi/__init__.py"; then
    echo "build-wheel.sh: $src/jedi/__init__.py has no __version__ = '$RECIPE_VERSION'" >&2
    exit 1
fi
if [ "$RECIPE_LOCAL" = "${RECIPE_LOCAL%.unpatched}" ]; then
    sed -i "s/install_requires=\['parso>=0.8.7,<0.9.0'\]/install_requires=['parso==0.8.7+$RECIPE_LOCAL']/" "$src/setup.py"
    if ! grep -q "install_requires=\['parso==0.8.7+$RECIPE_LOCAL'\]" "$src/setup.py"; then
        echo "build-wheel.sh: $src/setup.py has no install_requires=['parso>=0.8.7,<0.9.0']" >&2
        exit 1
    fi
fi
sed -i "s/^Version: $RECIPE_VERSION\$/Version: $version/" "$src/PKG-INFO"
"$PYTHON" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" "$src"
