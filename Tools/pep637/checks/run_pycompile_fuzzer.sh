#!/usr/bin/env bash
# Fuzz the compiler, keyword subscripts (PEP 637) included, with CPython's own
# fuzz_pycompile target (Modules/_xxtestfuzz/fuzzer.c), its dictionary and its
# seed corpus: build this tree with clang, AddressSanitizer and libFuzzer
# instrumentation, link the target as oss-fuzz does, check that it compiles
# keyword subscripts, and fuzz for SECONDS_TO_RUN seconds (default 1800).
#
#     bash Tools/pep637/checks/run_pycompile_fuzzer.sh [BUILD_DIR]
#
# The build happens in BUILD_DIR (default: /tmp/pycompile-fuzz) from a clone
# of the committed tree (git clone, HEAD), so that an in-tree build does not
# get in the way; a BUILD_DIR that is such a clone already is moved to HEAD
# and rebuilt incrementally.  With FUZZ_DATA=worktree, the dictionary and the
# seed corpus of fuzz_pycompile are copied over from the working tree, to fuzz
# with them before they are committed.  The build, the checks and the fuzzing
# run under nice -n 10.
# New inputs go to BUILD_DIR/fuzz-corpus and crashes to
# BUILD_DIR/fuzz-artifacts, both emptied first.  Any crash, leak, timeout or
# out-of-memory input fails the run.  With RECORD=1, the summary is written to
# ../records/pycompile_fuzzer_results.txt, with the paths in BUILD_DIR relative
# to it (the commands run there), so that the record names no local path.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../../.." && pwd)
build=${1:-/tmp/pycompile-fuzz}
seconds=${SECONDS_TO_RUN:-1800}
fuzz_data=${FUZZ_DATA:-head}
target=fuzz_pycompile
fuzzdir=Modules/_xxtestfuzz
dict=$fuzzdir/dictionaries/$target.dict
seeds=$fuzzdir/${target}_corpus
nice=(nice -n 10)
sanitize="-fsanitize=fuzzer-no-link -fno-omit-frame-pointer"

case $fuzz_data in
    head|worktree) ;;
    *) echo "FUZZ_DATA must be 'head' or 'worktree', not '$fuzz_data'" >&2; exit 2 ;;
esac
command -v clang >/dev/null || { echo "clang is needed" >&2; exit 1; }

if [ -d "$build/.git" ]; then
    echo "::: moving the clone in $build to HEAD of $top"
    git -C "$build" fetch -q "$top" HEAD
    git -C "$build" checkout -q -f --detach FETCH_HEAD
    git -C "$build" clean -q -f -d -- "$fuzzdir"
elif [ -e "$build" ] && [ -n "$(ls -A "$build")" ]; then
    echo "$build is neither empty nor a clone made by this script" >&2
    exit 1
else
    echo "::: cloning HEAD of $top into $build"
    git clone -q "$top" "$build"
fi
commit=$(git -C "$build" log -1 --format='%h %s')
if [ "$fuzz_data" = worktree ]; then
    echo "::: taking $dict and $seeds from the working tree"
    cp "$top/$dict" "$build/$dict"
    rm -rf "${build:?}/$seeds"
    cp -R "$top/$seeds" "$build/$seeds"
fi
cd "$build"

# The interpreters run during the build leak at exit, and LeakSanitizer
# would abort the build.  fuzzer.c turns LeakSanitizer off in the target.
export ASAN_OPTIONS=detect_leaks=0
# -UNDEBUG keeps the assertions, as oss-fuzz does.
configure_cmd=(./configure --with-address-sanitizer --disable-shared
               CC=clang CXX=clang++ "CFLAGS=$sanitize -UNDEBUG"
               "PYTHON_FOR_REGEN=${PYTHON_FOR_REGEN:-/usr/bin/python3.11}")
make_cmd=(make -j"$(nproc)")
if [ ! -f Makefile ]; then
    echo "::: ${configure_cmd[*]}"
    "${nice[@]}" "${configure_cmd[@]}" >configure.log 2>&1 \
        || { tail -n 40 configure.log; exit 1; }
fi
echo "::: ${make_cmd[*]}"
"${nice[@]}" "${make_cmd[@]}" >build.log 2>&1 || { tail -n 60 build.log; exit 1; }

# Link the target as oss-fuzz does (projects/cpython3/build.sh): compile
# fuzzer.c with the C compiler, link with the C++ one and -fsanitize=fuzzer,
# against the static library and the libraries the interpreter needs.
# Living at the top of the build tree, the binary finds the standard
# library there.
config_var() { ./python -c "import sysconfig; print(sysconfig.get_config_var('$1') or '')"; }
library=$(config_var LIBRARY)
syslibs="$(config_var MODLIBS) $(config_var LIBS) $(config_var SYSLIBS)"
cc_cmd=(clang $sanitize -fsanitize=address -g -O1 -UNDEBUG -I. -IInclude
        -IInclude/internal -D_Py_FUZZ_ONE -D_Py_FUZZ_$target
        -Wno-unused-function -c $fuzzdir/fuzzer.c -o $target.o)
link_cmd=(clang++ -fsanitize=fuzzer,address -rdynamic $target.o -o $target
          -Wl,--whole-archive "$library" -Wl,--no-whole-archive
          $syslibs -ldl -lm -lpthread -lutil)
echo "::: ${cc_cmd[*]}"
"${nice[@]}" "${cc_cmd[@]}"
echo "::: ${link_cmd[*]}"
"${nice[@]}" "${link_cmd[@]}"

# Sanity checks, before fuzzing: the interpreter built with the target
# compiles the keyword subscripts of the seeds, read as fuzz_pycompile reads
# them, to the new instructions; the target, run on the seeds, goes through
# the parser action and the compiler function of keyword subscripts; and
# libFuzzer loads every entry of the dictionary.
echo "::: checking the seeds and the dictionary"
"${nice[@]}" ./python - "$seeds" >seeds.log <<'EOF'
import dis, pathlib, sys
starts, optimizes = ("eval", "single", "exec"), (-1, 0, 1, 2)
def codes(co):
    yield co
    for c in co.co_consts:
        if hasattr(c, "co_code"):
            yield from codes(c)
kw = 0
for path in sorted(pathlib.Path(sys.argv[1]).iterdir()):
    data = path.read_bytes()
    try:
        co = compile(data[2:], "<fuzz input>", starts[data[0] % 3],
                     optimize=optimizes[data[1] % 4])
    except SyntaxError:
        continue
    n = sum(i.opname.endswith("SUBSCR_KW")
            for c in codes(co) for i in dis.get_instructions(c))
    print(f"{path.name}: {starts[data[0] % 3]}, {n} keyword subscripts")
    kw += n
sys.exit(kw == 0)
EOF
cat seeds.log
"${nice[@]}" ./$target -runs=0 -print_coverage=1 -dict="$dict" "$seeds" >sanity.log 2>&1 \
    || { tail -n 40 sanity.log; exit 1; }
for func in _PyPegen_keyword_subscript compiler_subscript_keywords; do
    grep -E "^COVERED_FUNC: .* $func " sanity.log \
        || { echo "the seeds do not reach $func" >&2; exit 1; }
done
expected=$(grep -c '^[[:space:]]*"' "$dict")
entries=$(sed -n 's/^Dictionary: \([0-9]*\) entries$/\1/p' sanity.log)
echo "dictionary: ${entries:-no} entries loaded, $expected in $dict"
[ "${entries:-0}" = "$expected" ] || { echo "the dictionary did not load" >&2; exit 1; }

corpus=$build/fuzz-corpus
artifacts=$build/fuzz-artifacts
rm -rf "$corpus" "$artifacts"
mkdir -p "$corpus" "$artifacts"
fuzz_cmd=(./$target -max_total_time="$seconds" -dict="$dict"
          -rss_limit_mb=4096 -timeout=25 -print_final_stats=1
          -artifact_prefix="$artifacts/" "$corpus" "$seeds")
echo "::: ${nice[*]} ${fuzz_cmd[*]}"
log=$build/fuzz.log
status=0
"${nice[@]}" "${fuzz_cmd[@]}" >"$log" 2>&1 || status=$?
grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^Done|^stat::" "$log" || true
findings=$(find "$artifacts" -type f \
    \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
if [ -n "$findings" ]; then
    verdict="FAILED: $(echo "$findings" | wc -l) reproducer(s) in $artifacts"
    grep -E -A 30 "^==[0-9]+==ERROR|deadly signal|ALARM|out-of-memory" "$log" | head -n 60 || true
    for f in $findings; do
        echo "reproducer $f ($(wc -c <"$f") bytes), rerun with: cd $build && ./$target $f"
        xxd "$f" | head -n 40 || true
    done
elif [ "$status" != 0 ]; then
    verdict="FAILED: libFuzzer exited with status $status"
    tail -n 30 "$log"
else
    verdict="OK: no crash, leak, timeout or out-of-memory input"
fi
echo "verdict: $verdict"

if [ "${RECORD:-0}" = 1 ]; then
    {
        echo "# Last result of Tools/pep637/checks/run_pycompile_fuzzer.sh (RECORD=1)"
        echo "date: $(date -Iseconds)"
        echo "machine: $(uname -a)"
        echo "CPUs: $(nproc), compiler: $(clang --version | head -n 1)"
        echo "commit: $commit"
        if [ "$fuzz_data" = worktree ]; then
            echo "dictionary and seeds: from the working tree (FUZZ_DATA=worktree)"
        fi
        echo "target: $target, seeds: $(ls "$seeds" | wc -l) in $seeds"
        echo "dictionary: $entries entries ($dict)"
        sed 's/^/seed check: /' seeds.log
        grep -E "^COVERED_FUNC: .* (_PyPegen_keyword_subscript|compiler_subscript_keywords) " sanity.log \
            | sed 's/^/seed check: /'
        echo "configure: ${configure_cmd[*]}"
        echo "make: ${make_cmd[*]}"
        echo "compile: ${cc_cmd[*]}"
        echo "link: ${link_cmd[*]}"
        echo "fuzz: ${nice[*]} ${fuzz_cmd[*]}"
        echo "environment: ASAN_OPTIONS=$ASAN_OPTIONS"
        grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^Done|^stat::" "$log" || true
        echo "new inputs in the corpus: $(ls "$corpus" | wc -l)"
        echo "verdict: $verdict"
    } | sed "s|$build/||g" >"$here/../records/pycompile_fuzzer_results.txt"
fi
[ -z "$findings" ] && [ "$status" = 0 ]
