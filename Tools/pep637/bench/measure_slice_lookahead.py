"""Time compile() of every .py file under Lib/ with several interpreters.

Written to price the lookahead that PEP 637 adds to the 'slice' rule of
Grammar/python.gram (``!(expression '=')``): build the tree once per form
of the rule and keep each interpreter next to the build's own, e.g.

    (edit the rule) && make regen-pegen PYTHON_FOR_REGEN=... && make
    cp python python-nolookahead

then run, from the build directory,

    ./python ../../wt/Tools/pep637/bench/measure_slice_lookahead.py \\
        ./python ./python-nolookahead [--runs 5]

Every run of every interpreter is a fresh process that reads all files
first, then takes the CPU time of compile(source, path, "exec") of each
with the garbage collector off; the runs of the interpreters alternate, so that the load of
a shared machine falls on all of them alike.  Files that do not compile
(the bad-syntax test data, which make the parser take its second pass with
the error rules) are timed too and counted apart.  Prints the best and the
median run of each interpreter and their ratio to the first one's.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys

CHILD = r"""
import gc, json, os, sys, time
lib = sys.argv[1]
sources = []
for root, dirs, files in os.walk(lib):
    dirs.sort()
    for name in sorted(files):
        if name.endswith(".py"):
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                sources.append((path, f.read()))
gc.disable()
failed = 0
lines = 0
start = time.process_time()
for path, source in sources:
    try:
        compile(source, path, "exec")
    except (SyntaxError, ValueError):
        failed += 1
elapsed = time.process_time() - start
lines = sum(source.count(b"\n") for _, source in sources)
print(json.dumps({"seconds": elapsed, "files": len(sources),
                  "failed": failed, "lines": lines}))
"""


ENV = dict(os.environ, PYTHONHASHSEED="0")


def count_instructions(python, lib):
    """Instructions executed inside compile(), counted by callgrind."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           "--collect-atstart=no", "--toggle-collect=builtin_compile_impl",
           python, "-X", "utf8", "-c", CHILD, lib]
    proc = subprocess.run(cmd, check=True, capture_output=True, text=True,
                          env=ENV)
    return int(re.search(r"Collected : (\d+)", proc.stderr).group(1))


def run_once(python, lib):
    out = subprocess.run([python, "-X", "utf8", "-c", CHILD, lib],
                         check=True, capture_output=True, text=True,
                         env=ENV).stdout
    return json.loads(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pythons", nargs="+", metavar="PYTHON")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lib", default=os.path.join(here, "..", "..", "..", "Lib"))
    parser.add_argument("--callgrind", action="store_true",
                        help="count instructions once with valgrind instead "
                             "(use a smaller --lib: it runs 50 times slower)")
    args = parser.parse_args()
    lib = os.path.normpath(args.lib)

    if args.callgrind:
        counts = {python: count_instructions(python, lib)
                  for python in args.pythons}
        first = counts[args.pythons[0]]
        print(f"instructions executed by compile() of the .py files "
              f"under {lib} (callgrind)")
        for python, count in counts.items():
            print(f"{python:40} {count:15,} ({count / first - 1:+7.2%})")
        return

    times = {python: [] for python in args.pythons}
    info = {}
    for run in range(args.runs):
        for python in args.pythons:
            result = run_once(python, lib)
            times[python].append(result["seconds"])
            info[python] = result
            print(f"run {run + 1}/{args.runs} {python}: "
                  f"{result['seconds']:.3f} s", file=sys.stderr)

    first = info[args.pythons[0]]
    print(f"compile() of {first['files']} files, {first['lines']} lines "
          f"under {lib}; CPU time, best and median of {args.runs} runs")
    best0 = min(times[args.pythons[0]])
    median0 = statistics.median(times[args.pythons[0]])
    for python in args.pythons:
        best = min(times[python])
        median = statistics.median(times[python])
        print(f"{python:40} best {best:7.3f} s ({best / best0 - 1:+6.1%})  "
              f"median {median:7.3f} s ({median / median0 - 1:+6.1%})  "
              f"{info[python]['failed']} files do not compile")


if __name__ == "__main__":
    main()
