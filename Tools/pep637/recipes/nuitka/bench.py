"""Speed of keyword subscripts compiled by the Nuitka recipe, on the fork.

    python bench.py [--work DIR] [--repeat N] [--loops N]

with `python` a Python of the fork that has the recipe's Nuitka installed.
Compiles one module with `python -m nuitka --module` and times, in one run
of one process, loops of:

    kw        g[i, row=1]                  a keyword subscript, Python class
    explicit  type(g).__getitem__(g, i, row=1)   the explicit call it means
    kw_store  g[i, row=1] = i              and its store
    explicit_store  type(g).__setitem__(g, i, i, row=1)
    plain     p[i]                         a plain subscript, Python class
    plain_list  l[i]                       a plain subscript of a list

Prints the best time per loop of each (ns) and the ratios that the speed
target is about: kw / explicit and kw_store / explicit_store (no more than
1), and plain, as upstream Nuitka compiles it (the same code: the patches
do not touch plain subscripts, see README.md).  The ratios are of one run;
the machine's load moves the absolute figures.
"""

import argparse
import pathlib
import shutil
import subprocess
import sys
import tempfile

MODULE = '''\
import time


class G:
    def __getitem__(self, index, row=0):
        return index

    def __setitem__(self, index, value, row=0):
        pass


class P:
    def __getitem__(self, index):
        return index


def kw(g, n):
    for i in range(n):
        g[i, row=1]


def explicit(g, n):
    for i in range(n):
        type(g).__getitem__(g, i, row=1)


def kw_store(g, n):
    for i in range(n):
        g[i, row=1] = i


def explicit_store(g, n):
    for i in range(n):
        type(g).__setitem__(g, i, i, row=1)


def plain(p, n):
    for i in range(n):
        p[i]


def plain_list(l, n):
    for i in range(n):
        l[0]


def empty(g, n):
    for i in range(n):
        pass


def run(repeat, loops):
    g, p, l = G(), P(), [1]
    cases = [("kw", kw, g), ("explicit", explicit, g),
             ("kw_store", kw_store, g), ("explicit_store", explicit_store, g),
             ("plain", plain, p), ("plain_list", plain_list, l)]
    base = min(_time(empty, g, loops) for _ in range(repeat))
    best = {}
    for _ in range(repeat):
        for name, func, obj in cases:
            t = _time(func, obj, loops) - base
            best[name] = min(best.get(name, t), t)
    return {name: t / loops * 1e9 for name, t in best.items()}


def _time(func, obj, loops):
    start = time.perf_counter()
    func(obj, loops)
    return time.perf_counter() - start
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=pathlib.Path)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--loops", type=int, default=1_000_000)
    args = parser.parse_args()
    work = args.work or pathlib.Path(tempfile.mkdtemp(prefix="pep637-nuitka-bench."))
    shutil.rmtree(work / "bench", ignore_errors=True)
    (work / "bench").mkdir(parents=True)
    (work / "bench" / "kwbench.py").write_text(MODULE)
    subprocess.run([sys.executable, "-m", "nuitka", "--module", "kwbench.py",
                    "--output-dir=build", "--no-progressbar", "--quiet"],
                   cwd=work / "bench", check=True)
    code = ("import kwbench, json; assert type(kwbench.run).__name__ == 'compiled_function';"
            "print(json.dumps(kwbench.run(%d, %d)))" % (args.repeat, args.loops))
    out = subprocess.run([sys.executable, "-c", code], cwd=work / "bench" / "build",
                         check=True, capture_output=True, text=True).stdout
    import json
    ns = json.loads(out)
    print("Nuitka-compiled, %s, best of %d x %d loops, ns per loop (less an empty loop):"
          % (sys.version.split()[0], args.repeat, args.loops))
    for name, value in ns.items():
        print("  %-15s %7.1f" % (name, value))
    print("ratio kw / explicit:             %.2f" % (ns["kw"] / ns["explicit"]))
    print("ratio kw_store / explicit_store: %.2f"
          % (ns["kw_store"] / ns["explicit_store"]))


if __name__ == "__main__":
    main()
