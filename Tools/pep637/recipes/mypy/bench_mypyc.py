"""Time keyword subscripts compiled by the recipe's mypyc.

    python3 Tools/pep637/recipes/mypy/bench_mypyc.py [--python PYTHON]
        [--rounds N] [--loops N] [--cpu CPUS] [--callgrind] [--build-dir DIR]
        [--record FILE]

Builds (with ../build.sh) the recipe's wheel and upstream's code built the
same way (`build.sh --unpatched`), installs each with setuptools into a venv
of PYTHON (default: the fork's ./python; a stock CPython also gets the
pep637 package, whose parser the patched mypyc then uses), and compiles with
each mypyc a module of loops over subscripts of a class defined in an
interpreted module (and, for the record, of a native class of the compiled
module):

- kw: ``g[i, row=1]``, compiled by the patched mypyc;
- call: ``type(g).__getitem__(g, i, row=1)``, the explicit call it stands
  for, compiled by the same mypyc: the goal is kw / call <= 1;
- plain: ``g[i]`` and ``xs[i]`` on a list, compiled by the patched mypyc and
  by upstream's: the goal is patched / upstream within noise of 1 (the IR of
  a subscript without keywords is the same, see irbuild-keyword-subscripts
  .test).

Each round runs each loop (--loops iterations) once in each build's process,
in a shuffled order, under taskset -c CPUS with --cpu; the figure is the
median time per iteration, and each ratio comes with a 95 % bootstrap
interval.  With --callgrind, each loop instead runs once under valgrind's
callgrind, which counts the instructions of the compiled loop function
(CPyDef_<name>, everything it calls included): the figures are instructions
per iteration, exact and the same from run to run.  --record FILE writes
the report there, headed by the commit it ran on.  Nothing is timed by the
tests.
"""

import argparse
import datetime
import os
import pathlib
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
FEATURE = "--enable-incomplete-feature=KeywordSubscripts"

CLASSES = '''\
from typing import Any


class Grid:
    def __getitem__(self, index: Any, *, row: int = 0) -> Any:
        return index
'''

LOOPS_HEAD = '''\
from typing import Any

from bench_classes import Grid


def plain(g: Grid, n: int) -> None:
    for i in range(n):
        g[i]


def plain_list(xs: list[int], n: int) -> None:
    for i in range(n):
        xs[0]
'''

# Upstream's mypyc cannot compile NativeGrid (its slot wrapper).
LOOPS_KEYWORDS = '''

class NativeGrid:
    def __getitem__(self, index: Any, *, row: int = 0) -> Any:
        return index


def kw(g: Grid, n: int) -> None:
    for i in range(n):
        g[i, row=1]


def call(g: Grid, n: int) -> None:
    for i in range(n):
        type(g).__getitem__(g, i, row=1)


def native_kw(g: NativeGrid, n: int) -> None:
    for i in range(n):
        g[i, row=1]


def native_call(g: NativeGrid, n: int) -> None:
    for i in range(n):
        g.__getitem__(i, row=1)
'''

# Run in each build's venv: reads loop names, prints the seconds per loop.
RUNNER = '''\
import sys, time
import bench_loops as m
from bench_classes import Grid
objects = {"kw": Grid(), "call": Grid(), "plain": Grid(), "plain_list": [1],
           "native_kw": m.NativeGrid() if hasattr(m, "native_kw") else None,
           "native_call": m.NativeGrid() if hasattr(m, "native_call") else None}
loops = int(sys.argv[1])
assert m.__file__.endswith(".so"), m.__file__
for line in sys.stdin:
    name = line.strip()
    f = getattr(m, name)
    obj = objects[name]
    f(obj, 1000)
    start = time.perf_counter()
    f(obj, loops)
    print(time.perf_counter() - start, flush=True)
'''


def run(cmd, **kwargs):
    return subprocess.run([str(c) for c in cmd], check=True, text=True, **kwargs)


def build(build_dir, python):
    """{label: venv} of the patched and the upstream mypyc."""
    venvs = {}
    for label, args in (("patched", []), ("upstream", ["--unpatched"])):
        out = build_dir / label
        env = dict(os.environ, PEP637_MYPYC="0", PYTHON=sys.executable)
        wheel = run(["bash", TOP / "Tools/pep637/recipes/build.sh", *args, "mypy", out],
                    env=env, stdout=subprocess.PIPE).stdout.splitlines()[-1]
        venv = build_dir / f"venv-{label}"
        run([python, "-m", "venv", "--clear", venv])
        extra = [TOP / "Tools/pep637/backport"] if label == "patched" else []
        run([venv / "bin/python", "-m", "pip", "install", "--quiet", wheel, "setuptools",
             *extra])
        venvs[label] = venv
    return venvs


def compile_loops(venv, directory, keywords):
    directory.mkdir()
    (directory / "bench_classes.py").write_text(CLASSES)
    (directory / "bench_loops.py").write_text(LOOPS_HEAD + (LOOPS_KEYWORDS if keywords else ""))
    (directory / "runner.py").write_text(RUNNER)
    args = [FEATURE] if keywords else []
    run([venv / "bin/mypyc", *args, "bench_loops.py"], cwd=directory,
        stdout=subprocess.DEVNULL)
    (directory / "bench_loops.py").unlink()


def instructions(venv, directory, name, loops):
    """Instructions per iteration of the loop name, counted by callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out",
             "--collect-atstart=no", f"--toggle-collect=CPyDef_{name}",
             str(venv / "bin/python"), "runner.py", str(loops)],
            cwd=directory, input=name + "\n", text=True, capture_output=True, check=True)
    collected = int(re.search(r"Collected : (\d+)", result.stderr).group(1))
    # runner.py runs the loop 1000 times first, to warm up.
    return collected / (loops + 1000)


def callgrind_report(venvs, work, loops):
    jobs = [("patched", name) for name in ("kw", "call", "native_kw", "native_call",
                                           "plain", "plain_list")]
    jobs += [("upstream", name) for name in ("plain", "plain_list")]
    counts = {job: instructions(venvs[job[0]], work / job[0], job[1], loops) for job in jobs}
    lines = [f"  {label:8} {name:12} {count:7.1f} instructions" for (label, name), count
             in sorted(counts.items())]
    for title, a, b in [("kw / call (Python class)", ("patched", "kw"), ("patched", "call")),
                        ("kw / call (native class)", ("patched", "native_kw"),
                         ("patched", "native_call")),
                        ("plain, patched / upstream", ("patched", "plain"),
                         ("upstream", "plain")),
                        ("plain list, patched / upstream", ("patched", "plain_list"),
                         ("upstream", "plain_list"))]:
        ratio = counts[a] / counts[b]
        if "native" in title:
            goal = ""
        elif title.startswith("kw"):
            goal = "ok" if ratio <= 1.0 else "missed"
        else:
            # Unchanged: a few instructions of the interpreter's may differ.
            goal = "ok" if abs(ratio - 1) <= 0.01 else "missed"
        lines.append(f"  {title:32} {ratio:.5f} {goal}")
    return lines


def bootstrap(a, b, rng, n=2000):
    """The ratio of the medians of a and b, and its 95 % interval."""
    ratios = sorted(statistics.median(rng.choices(a, k=len(a)))
                    / statistics.median(rng.choices(b, k=len(b))) for _ in range(n))
    return statistics.median(a) / statistics.median(b), ratios[n // 40], ratios[-n // 40]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=str(TOP / "python"))
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--loops", type=int, default=1_000_000)
    parser.add_argument("--cpu")
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--build-dir")
    parser.add_argument("--record")
    args = parser.parse_args()
    if args.build_dir:
        root = pathlib.Path(args.build_dir).resolve()
        root.mkdir(parents=True, exist_ok=True)
    else:
        root = pathlib.Path(tempfile.mkdtemp(prefix="pep637-mypyc-bench-"))
    venvs = build(root, args.python)
    work = root / "work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    compile_loops(venvs["patched"], work / "patched", True)
    compile_loops(venvs["upstream"], work / "upstream", False)
    version = run([args.python, "-c", "import sys; print(sys.version.split()[0])"],
                  stdout=subprocess.PIPE).stdout.strip()
    now = f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC"
    if args.callgrind:
        lines = [(f"mypyc: keyword subscripts, callgrind, {args.loops} loops, "
                  f"Python {version} ({platform.machine()}), {now}")]
        lines += callgrind_report(venvs, work, args.loops)
        finish(args, lines)
        return
    pin = ["taskset", "-c", args.cpu] if args.cpu else []
    procs = {label: subprocess.Popen([*pin, venvs[label] / "bin/python", "runner.py",
                                      str(args.loops)], cwd=work / label, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
             for label in venvs}
    jobs = [("patched", name) for name in ("kw", "call", "native_kw", "native_call",
                                           "plain", "plain_list")]
    jobs += [("upstream", name) for name in ("plain", "plain_list")]
    times = {job: [] for job in jobs}
    rng = random.Random(637)
    for _ in range(args.rounds):
        rng.shuffle(jobs)
        for label, name in jobs:
            proc = procs[label]
            proc.stdin.write(name + "\n")
            proc.stdin.flush()
            times[label, name].append(float(proc.stdout.readline()) / args.loops)
    for proc in procs.values():
        proc.stdin.close()
        proc.wait()

    lines = [(f"mypyc: keyword subscripts, {args.rounds} rounds of {args.loops} loops, "
              f"Python {version} ({platform.machine()}), {now}")]
    for (label, name), values in sorted(times.items()):
        lines.append(f"  {label:8} {name:12} {statistics.median(values) * 1e9:7.1f} ns")
    comparisons = [("kw / call (Python class)", ("patched", "kw"), ("patched", "call"), 1.0),
                   ("kw / call (native class)", ("patched", "native_kw"),
                    ("patched", "native_call"), None),
                   ("plain, patched / upstream", ("patched", "plain"), ("upstream", "plain"),
                    1.0),
                   ("plain list, patched / upstream", ("patched", "plain_list"),
                    ("upstream", "plain_list"), 1.0)]
    for title, a, b, goal in comparisons:
        ratio, low, high = bootstrap(times[a], times[b], rng)
        verdict = ""
        if goal is not None:
            verdict = ("ok" if high <= goal * 1.02 and (title.startswith("kw") or low >= 0.98)
                       else "missed" if low > goal * 1.02 else "within noise")
        lines.append(f"  {title:32} {ratio:.3f} [{low:.3f}, {high:.3f}] {verdict}")
    finish(args, lines)


def finish(args, lines):
    report = "\n".join(lines) + "\n"
    print(report, end="")
    if args.record:
        commit = run(["git", "-C", TOP, "rev-parse", "--short", "HEAD"],
                     stdout=subprocess.PIPE).stdout.strip()
        with open(args.record, "a") as f:
            f.write(f"commit {commit}\n{report}\n")


if __name__ == "__main__":
    main()
