#!/usr/bin/env bash
# The mypy recipe's build step, run by ../build.sh after it has applied the
# patches:
#
#     bash build-wheel.sh SRC OUTDIR
#
# The wheel, version RECIPE_VERSION+RECIPE_LOCAL (mypy/version.py), built
# by pip from the patched source with setuptools (mypy's build backend).
# By default mypy is not compiled (MYPY_USE_MYPYC=0): the wheel is pure
# Python and builds in seconds.  PEP637_MYPYC=1 compiles it with mypyc, as
# upstream's wheels are (several minutes; needs a C compiler and the
# Python headers).
set -euo pipefail

src=$1
out=$2
python=${PYTHON:-python3}

cd "$src"
sed -i -E "s/^__version__ = \"$RECIPE_VERSION\"$/__version__ = \"$RECIPE_VERSION+$RECIPE_LOCAL\"/" mypy/version.py
grep -q "^__version__ = \"$RECIPE_VERSION+$RECIPE_LOCAL\"$" mypy/version.py

if [ "${PEP637_MYPYC:-0}" = 1 ]; then
    echo "::: the wheel, compiled with mypyc"
    export MYPY_USE_MYPYC=1
else
    echo "::: the wheel (interpreted)"
    export MYPY_USE_MYPYC=0
fi
"$python" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 -w "$out" . \
    >"$out/build-wheel.log" 2>&1 || { tail -n 40 "$out/build-wheel.log"; exit 1; }
