"""Checking time of the mypy recipe's wheel against upstream's code.

    python3 Tools/pep637/recipes/mypy/bench.py [--python PYTHON] [--rounds N]
        [--cpu CPUS] [--mypyc] [--build-dir DIR] [--record FILE]

Builds (with ../build.sh) the recipe's wheel and upstream's code built the
same way (`build.sh --unpatched`: the sdist without the patches), both
interpreted (MYPY_USE_MYPYC=0) and, with --mypyc, both compiled with mypyc
as upstream's wheels are; installs each into a venv of PYTHON (default:
the fork's ./python; a stock CPython needs the pep637 package, which is
installed into the venvs from Tools/pep637/backport), and times mypy on:

- package: the pep637 package's sources (Tools/pep637/backport/src/pep637,
  no keyword subscript), with mypy's defaults (the native parser), and
  with --no-native-parser (the ast parser, which the feature uses);
- keywords: a generated module of 200 functions, nearly all keyword
  subscripts (get, set, del, augmented, overloads, `*` and `**` items,
  slices, `__class_getitem__`), checked by the patched build with
  --enable-incomplete-feature=KeywordSubscripts; upstream cannot parse it,
  so it checks the same module with each keyword subscript written as a
  call of a method with the same signature as the dunder it stands for
  (`g.getitem(1, row=1)`: upstream rejects keywords in a call of the
  dunder itself), with --no-native-parser: what users write without the
  syntax.

Each mypy run is `mypy --no-incremental --cache-dir DIR` (a fresh cache
directory: typeshed is checked every time, as on a first run).  Every round
runs each combination once, in a shuffled order, under taskset -c CPUS with
--cpu; the figure is the CPU time (user + system) of the mypy process and
its children.  For each comparison it prints the median of each build and
the ratio patched / upstream built the same way, with a 95 % bootstrap
interval; the goal is 1.02 at most: "ok" when the whole interval is below
it, "missed" when it is above, "within noise" otherwise.

--record FILE writes the report there, headed by the commit it ran on,
which must be a clean tree.  Nothing is timed by the tests.
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
import time

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
PACKAGE = TOP / "Tools/pep637/backport/src/pep637"
FEATURE = "--enable-incomplete-feature=KeywordSubscripts"
GOAL = 1.02

KEYWORD_MODULE_HEAD = '''\
from typing import Any, overload


class Grid:
    def __getitem__(self, index: int | tuple[()], /, *, row: int = 0, col: int = 0) -> float:
        return 0.0

    def __setitem__(self, index: int | tuple[()], value: float, /, *, row: int = 0, col: int = 0) -> None:
        pass

    def __delitem__(self, index: int | tuple[()], /, *, row: int = 0, col: int = 0) -> None:
        pass


class Table:
    @overload
    def __getitem__(self, index: int, *, column: str) -> str: ...
    @overload
    def __getitem__(self, index: slice, *, column: str) -> list[str]: ...
    def __getitem__(self, index: int | slice, *, column: str) -> str | list[str]:
        return ""


class Query:
    def __getitem__(self, index: tuple[int, ...], /, **filters: int | slice) -> list[int]:
        return []


class Array:
    def __class_getitem__(cls, params: Any, /, *, ndim: int = 1) -> Any:
        return cls
'''

# Each keyword subscript, then the call it stands for (the "calls" form).
KEYWORD_FUNCTION = '''

def f{n}(g: Grid, t: Table, q: Query, keys: tuple[int, int], options: dict[str, int]) -> float:
    total = g[{n}, row=1] + g[row=2, col=3]
    g[{n}, row=1, col=2] = total
    g[row={n}] += 1.0
    del g[{n}, col=4]
    name: str = t[{n}, column="name"]
    names: list[str] = t[1:{n}, column="name"]
    found = q[1, 2, limit={n}, offset=3]
    found += q[*keys, limit=1:{n}]
    found += q[**options]
    kind = Array[int, ndim=2]
    print(name, names, found, kind)
    return g[{n}, **options] + g[len(names), row=len(found)]
'''

# Upstream mypy rejects keywords in calls of the dunders themselves (their
# parameters are all positional-only for it, which patch 0001 fixes): the
# calls are of methods with the same signatures and other names.
CALL_FUNCTION = '''

def f{n}(g: Grid, t: Table, q: Query, keys: tuple[int, int], options: dict[str, int]) -> float:
    total = g.getitem({n}, row=1) + g.getitem((), row=2, col=3)
    g.setitem({n}, total, row=1, col=2)
    g.setitem((), g.getitem((), row={n}) + 1.0, row={n})
    g.delitem({n}, col=4)
    name: str = t.getitem({n}, column="name")
    names: list[str] = t.getitem(slice(1, {n}), column="name")
    found = q.getitem((1, 2), limit={n}, offset=3)
    found += q.getitem((*keys,), limit=slice(1, {n}))
    found += q.getitem((), **options)
    kind = Array.class_getitem(int, ndim=2)
    print(name, names, found, kind)
    return g.getitem({n}, **options) + g.getitem(len(names), row=len(found))
'''


def module(template, functions=200):
    head = KEYWORD_MODULE_HEAD
    if template is CALL_FUNCTION:
        head = (head.replace("def __class_getitem__(", "@classmethod\n    def class_getitem(")
                .replace("def __getitem__(", "def getitem(")
                .replace("def __setitem__(", "def setitem(")
                .replace("def __delitem__(", "def delitem("))
    return head + "".join(template.format(n=n) for n in range(functions))


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, text=True, **kwargs)


def build(build_dir, python, mypyc):
    """The mypy commands: {build: path}."""
    commands = {}
    kinds = [("", "0")] + ([("-mypyc", "1")] if mypyc else [])
    # The compiled wheel is for the interpreter it runs on: build it with
    # that one, in a venv (which has pip, a build tree may not).
    builder = build_dir / "venv-build"
    run([python, "-m", "venv", "--clear", str(builder)])
    for suffix, use_mypyc in kinds:
        for label, args in (("patched", []), ("unpatched", ["--unpatched"])):
            out = build_dir / f"{label}{suffix}"
            env = dict(os.environ, PEP637_MYPYC=use_mypyc,
                       PYTHON=str(builder / "bin/python"))
            wheel = run(["bash", str(TOP / "Tools/pep637/recipes/build.sh"), *args,
                         "mypy", str(out)], env=env,
                        stdout=subprocess.PIPE).stdout.splitlines()[-1]
            venv = build_dir / f"venv-{label}{suffix}"
            run([python, "-m", "venv", "--clear", str(venv)])
            run([str(venv / "bin/python"), "-m", "pip", "install", "--quiet", wheel,
                 str(TOP / "Tools/pep637/backport")])
            commands[label + suffix] = venv / "bin/mypy"
    return commands


def combinations(commands, root):
    """(project, form, build, mypy arguments, directory) of each timed run."""
    package = root / "package"
    shutil.copytree(PACKAGE, package / "pep637",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    keywords = root / "keywords"
    keywords.mkdir()
    (keywords / "keywords.py").write_text(module(KEYWORD_FUNCTION))
    calls = root / "calls"
    calls.mkdir()
    (calls / "keywords.py").write_text(module(CALL_FUNCTION))
    combos = []
    for label in commands:
        patched = label.startswith("patched")
        combos.append(("package", "native parser", label, ["-p", "pep637"], package))
        combos.append(("package", "ast parser", label,
                       [FEATURE, "-p", "pep637"] if patched
                       else ["--no-native-parser", "-p", "pep637"], package))
        if patched:
            combos.append(("keywords", "ast parser", label, [FEATURE, "keywords.py"], keywords))
        else:
            combos.append(("keywords", "ast parser", label,
                           ["--no-native-parser", "keywords.py"], calls))
    return combos


def check(command, args, directory, cpus=None):
    """CPU seconds (user + system) of one mypy run, and its last line."""
    pin = ["taskset", "-c", cpus] if cpus else []
    with tempfile.TemporaryDirectory() as cache:
        proc = subprocess.Popen([*pin, str(command), "--no-incremental", "--cache-dir", cache,
                                 *args], cwd=directory, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        out = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
    summary = out.strip().splitlines()[-1] if out.strip() else ""
    if not re.match(r"(Success|Found \d+ errors?)", summary) or (
            "keywords.py" in args and not summary.startswith("Success")):
        sys.exit(f"{command} {' '.join(args)} in {directory}:\n{out}")
    return usage.ru_utime + usage.ru_stime, summary


def ratio_interval(a, b, rng, samples=4000):
    """95 % bootstrap interval of median(a) / median(b)."""
    ratios = sorted(
        statistics.median(rng.choices(a, k=len(a))) / statistics.median(rng.choices(b, k=len(b)))
        for _ in range(samples))
    return ratios[int(0.025 * samples)], ratios[int(0.975 * samples) - 1]


def report(times, summaries, rounds, count, started, finished):
    rng = random.Random(637)
    lines = [f"{'project':<9} {'form':<14} {'build':<16} {'median CPU s':>12} "
             f"{'min':>7} {'max':>7}  result"]
    for (project, form, label), values in sorted(times.items()):
        lines.append(f"{project:<9} {form:<14} {label:<16} {statistics.median(values):12.3f} "
                     f"{min(values):7.3f} {max(values):7.3f}  {summaries[project, form, label]}")
    lines.append("")
    lines.append(f"patched / unpatched (upstream built the same way), goal <= {GOAL}:")
    verdicts = []
    for project, form in sorted({(p, f) for p, f, _ in times}):
        for suffix in ("", "-mypyc"):
            if (project, form, "patched" + suffix) not in times:
                continue
            patched = times[project, form, "patched" + suffix]
            unpatched = times[project, form, "unpatched" + suffix]
            ratio = statistics.median(patched) / statistics.median(unpatched)
            low, high = ratio_interval(patched, unpatched, rng)
            verdict = "ok" if high <= GOAL else "missed" if low > GOAL else "within noise"
            verdicts.append(verdict)
            kind = "compiled" if suffix else "interpreted"
            lines.append(f"  {project:<9} {form:<14} {kind:<12} {ratio:.3f} "
                         f"[{low:.3f}..{high:.3f}]  {verdict}")
    lines.append("")
    lines.append("keywords: the patched build checks the keyword subscripts with the "
                 "feature, upstream the same calls written out")
    lines.append(f"{rounds} rounds of {count} checks in a shuffled order, {started:%H:%M}-"
                 f"{finished:%H:%M} UTC; targets: "
                 + ", ".join(f"{v} {verdicts.count(v)}" for v in ("ok", "within noise", "missed")
                             if verdicts.count(v)))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=str(TOP / "python"),
                        help="the Python of the venvs (default: the fork's ./python)")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--cpu", help="run the checks under taskset -c CPU")
    parser.add_argument("--mypyc", action="store_true",
                        help="also compare the builds compiled with mypyc")
    parser.add_argument("--build-dir", type=pathlib.Path,
                        help="build and venvs here (default: a temporary directory)")
    parser.add_argument("--record", type=pathlib.Path, help="write the report there")
    args = parser.parse_args()

    commit = None
    if args.record:
        if run(["git", "status", "--porcelain"], cwd=TOP, stdout=subprocess.PIPE).stdout:
            sys.exit("--record needs a clean tree: commit first")
        commit = run(["git", "rev-parse", "HEAD"], cwd=TOP, stdout=subprocess.PIPE).stdout.strip()

    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        build_dir = args.build_dir or tmp / "build"
        build_dir.mkdir(parents=True, exist_ok=True)
        commands = build(build_dir, args.python, args.mypyc)
        combos = combinations(commands, tmp)
        python_version = run([args.python, "-c", "import sys; print(sys.version.replace(chr(10), ' '))"],
                             stdout=subprocess.PIPE).stdout.strip()

        times = {combo[:3]: [] for combo in combos}
        summaries = {}
        rng = random.Random(20261207)
        started = datetime.datetime.now(datetime.timezone.utc)
        # A first run of each, untimed, warms the file system cache.
        for project, form, label, mypy_args, directory in combos:
            check(commands[label], mypy_args, directory, args.cpu)
        for n in range(args.rounds):
            rng.shuffle(combos)
            for project, form, label, mypy_args, directory in combos:
                cpu, summary = check(commands[label], mypy_args, directory, args.cpu)
                times[project, form, label].append(cpu)
                summaries[project, form, label] = summary
            print(f"round {n + 1}/{args.rounds} done", file=sys.stderr)
        finished = datetime.datetime.now(datetime.timezone.utc)

    text = report(times, summaries, args.rounds, len(combos), started, finished)
    print(text)
    if args.record:
        header = [
            "mypy recipe: checking time, patched wheel against upstream's code",
            "",
            f"commit:   {commit} (clean tree)",
            "command:  python3 Tools/pep637/recipes/mypy/bench.py "
            f"--rounds {args.rounds}{f' --cpu {args.cpu}' if args.cpu else ''}"
            f"{' --mypyc' if args.mypyc else ''} --record {args.record}",
            f"host:     {platform.node()}, {os.cpu_count()} CPUs, {platform.machine()}",
            f"date:     {started:%Y-%m-%d}",
            f"venvs:    Python {python_version}",
            "figures:  CPU seconds (user + system) of `mypy --no-incremental` per check",
            "",
        ]
        args.record.parent.mkdir(parents=True, exist_ok=True)
        args.record.write_text("\n".join(header) + text + "\n")


if __name__ == "__main__":
    main()
