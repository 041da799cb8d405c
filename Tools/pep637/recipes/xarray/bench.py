"""Indexing time of the xarray recipe's wheel against upstream's code.

    python3 Tools/pep637/recipes/xarray/bench.py [--python PYTHON] [--rounds N]
        [--cpu CPUS] [--build-dir DIR] [--record FILE]

Builds (with ../build.sh) the recipe's wheel and upstream's code built the
same way (`build.sh --unpatched`: the sdist without the patches), installs
each into a venv of PYTHON (default: the fork's ./python; a release build
of the fork gives the figures that matter, its debug build is slower
everywhere) with numpy and pandas from the package index, and times, on a
DataArray of 10 x 20 x 30 float64 with coordinates and a Dataset of two
such variables:

- plain: subscripts without keywords, `da[0]`, `da[dict(time=0)]`,
  `da.loc[dict(x="b")]`, `da.loc["2000-01-02"]`, `da[dict(time=0)] = 1.0`,
  `ds[dict(time=0)]`, `ds.loc[dict(x="b")]`, `ds["foo"]`, by both builds:
  the patch adds `**indexers` to the methods and one test of it, which
  must cost nothing that shows (goal: patched / upstream 1.02 at most);
- keywords: the keyword form of the same indexing against its dict form,
  both by the patched build (`da[time=0]` against `da[dict(time=0)]`, ...):
  the keywords are merged into a dict before the same work (goal: 1.05 at
  most).  Only where PYTHON parses keyword subscripts (the fork).

Each measurement is a fresh process of the venv's python that times every
statement (timeit: the best of 5 repeats of a loop of N, N chosen so that a
loop lasts about 20 ms), in a shuffled order; every round runs both builds,
in a shuffled order, under taskset -c CPUS with --cpu.  For each statement
it prints the median over the rounds of each side, in microseconds, and
their ratio with a 95 % bootstrap interval: "ok" when the whole interval is
below the goal, "missed" when above, "within noise" otherwise.

--record FILE writes the report there, headed by the commit it ran on,
which must be a clean tree.  Nothing is timed by the tests.
"""

import argparse
import datetime
import json
import os
import pathlib
import platform
import random
import statistics
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
PLAIN_GOAL = 1.02
KEYWORD_GOAL = 1.05

SETUP = """\
import numpy as np, pandas as pd, xarray as xr
da = xr.DataArray(
    np.arange(6000.0).reshape(10, 20, 30),
    dims=("time", "x", "y"),
    coords={
        "time": pd.date_range("2000-01-01", periods=10),
        "x": [chr(97 + i % 26) + str(i) for i in range(19)] + ["b"],
        "y": np.arange(30) * 10,
    },
)
ds = xr.Dataset({"foo": da, "bar": da * 2})
"""

# (name, statement) without keyword subscripts: timed in both builds.
PLAIN = [
    ("da[0]", "da[0]"),
    ("da[dict(time=0)]", "da[dict(time=0)]"),
    ("da.loc[dict(x='b')]", "da.loc[dict(x='b')]"),
    ("da.loc['2000-01-02']", "da.loc['2000-01-02']"),
    ("da[dict(time=0)] = 1.0", "da[dict(time=0)] = 1.0"),
    ("ds[dict(time=0)]", "ds[dict(time=0)]"),
    ("ds.loc[dict(x='b')]", "ds.loc[dict(x='b')]"),
    ("ds['foo']", "ds['foo']"),
]

# (keyword statement, the dict form it means): timed in the patched build.
KEYWORDS = [
    ("da[time=0]", "da[dict(time=0)]"),
    ("da[time=0:5, y=3]", "da[dict(time=slice(0, 5), y=3)]"),
    ("da.loc[x='b']", "da.loc[dict(x='b')]"),
    ("da[time=0] = 1.0", "da[dict(time=0)] = 1.0"),
    ("ds[time=0]", "ds[dict(time=0)]"),
    ("ds.loc[x='b']", "ds.loc[dict(x='b')]"),
]

TIMER = """\
import json, random, sys, timeit
names, setup = json.loads(sys.argv[1]), sys.argv[2]
random.shuffle(names)
result = {}
for statement in names:
    timer = timeit.Timer(statement, setup)
    number, _ = timer.autorange()
    number = max(1, number // 10)
    result[statement] = min(timer.repeat(5, number)) / number * 1e6
print(json.dumps(result))
"""


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, **kwargs)


def build(build_dir, python):
    venvs = {}
    for name, flag in [("patched", []), ("upstream", ["--unpatched"])]:
        out = build_dir / name
        wheel = run(["bash", str(TOP / "Tools/pep637/recipes/build.sh"), *flag, "xarray",
                     str(out)], capture_output=True).stdout.splitlines()[-1]
        venv = build_dir / f"venv-{name}"
        run([python, "-m", "venv", "--clear", str(venv)])
        run([str(venv / "bin/python"), "-W", "ignore", "-m", "pip", "install", "--quiet",
             wheel], stderr=subprocess.DEVNULL)
        venvs[name] = venv
    return venvs


def bootstrap(a, b, n=2000):
    rng = random.Random(637)
    ratios = sorted(
        statistics.median(rng.choices(a, k=len(a)))
        / statistics.median(rng.choices(b, k=len(b)))
        for _ in range(n)
    )
    return ratios[int(0.025 * n)], ratios[int(0.975 * n)]


def compare(label, a, b, goal):
    ratio = statistics.median(a) / statistics.median(b)
    low, high = bootstrap(a, b)
    verdict = "ok" if high <= goal else "missed" if low > goal else "within noise"
    return (f"{label:<34} {statistics.median(a):9.2f} {statistics.median(b):9.2f}"
            f" {ratio:7.3f}  [{low:.3f}, {high:.3f}]  {verdict}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=str(TOP / "python"))
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--cpu", help="taskset -c CPUS for every measurement")
    parser.add_argument("--build-dir", type=pathlib.Path)
    parser.add_argument("--record", type=pathlib.Path)
    args = parser.parse_args()

    commit = None
    if args.record:
        status = run(["git", "status", "--porcelain"], cwd=TOP, capture_output=True).stdout
        if status.strip():
            sys.exit("bench.py: --record needs a clean tree")
        commit = run(["git", "rev-parse", "HEAD"], cwd=TOP, capture_output=True).stdout.strip()

    keywords = subprocess.run([args.python, "-c", "compile('a[k=1]', '', 'eval')"],
                              capture_output=True).returncode == 0
    python_version = run(
        [args.python, "-c", "import sys; print(sys.version.replace(chr(10), ' '))"],
        capture_output=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        build_dir = args.build_dir or pathlib.Path(tmp)
        venvs = build(build_dir, args.python)
        versions = {
            name: run([str(venv / "bin/python"), "-c",
                       "import numpy, pandas; print(numpy.__version__, pandas.__version__)"],
                      capture_output=True).stdout.split()
            for name, venv in venvs.items()
        }
        timer = build_dir / "timer.py"
        timer.write_text(TIMER)
        statements = {
            "patched": [s for _, s in PLAIN] + (
                [s for pair in KEYWORDS for s in pair] if keywords else []),
            "upstream": [s for _, s in PLAIN],
        }
        times = {(name, s): [] for name in venvs for s in statements[name]}
        prefix = ["taskset", "-c", args.cpu] if args.cpu else []
        rng = random.Random()
        for r in range(args.rounds):
            order = list(venvs)
            rng.shuffle(order)
            for name in order:
                out = run([*prefix, str(venvs[name] / "bin/python"), str(timer),
                           json.dumps(sorted(set(statements[name]))), SETUP],
                          capture_output=True).stdout
                for statement, value in json.loads(out).items():
                    times[name, statement].append(value)
            print(f"round {r + 1}/{args.rounds}", file=sys.stderr)

    lines = []
    if commit:
        lines += [f"commit: {commit} (clean tree)"]
    lines += [
        f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}",
        f"python: {python_version}",
        f"numpy {versions['patched'][0]}, pandas {versions['patched'][1]}",
        "command: python3 Tools/pep637/recipes/xarray/bench.py --python PYTHON"
        f" --rounds {args.rounds}" + (f" --cpu {args.cpu}" if args.cpu else ""),
        "",
        f"microseconds per statement (timeit, best of 5), median of {args.rounds} rounds",
        "",
        f"plain subscripts: patched / upstream, goal {PLAIN_GOAL}",
        f"{'statement':<34} {'patched':>9} {'upstream':>9} {'ratio':>7}  95 % interval",
    ]
    for label, statement in PLAIN:
        lines.append(compare(label, times["patched", statement],
                             times["upstream", statement], PLAIN_GOAL))
    lines += ["", f"keyword subscripts: keyword / dict form, patched, goal {KEYWORD_GOAL}"]
    if keywords:
        lines.append(f"{'statement':<34} {'keyword':>9} {'dict':>9} {'ratio':>7}  95 % interval")
        for keyword, dict_form in KEYWORDS:
            lines.append(compare(keyword, times["patched", keyword],
                                 times["patched", dict_form], KEYWORD_GOAL))
    else:
        lines.append("(not timed: this python does not parse keyword subscripts)")
    report = "\n".join(lines) + "\n"
    print(report, end="")
    if args.record:
        args.record.write_text(report)


if __name__ == "__main__":
    main()
