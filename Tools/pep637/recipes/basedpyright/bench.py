"""Checking time of the basedpyright recipe's wheel against upstream's code.

    python3 Tools/pep637/recipes/basedpyright/bench.py [--rounds N]
        [--cpu CPUS] [--build-dir DIR] [--record FILE]

Builds (with ../build.sh) the recipe's wheel and upstream's code built the
same way (`build.sh --unpatched`: only the patch that adapts the build to
the registries), installs each into a venv of PYTHON (default python3),
with upstream's wheel from the package index in a third, and times
`basedpyright --outputjson` on two projects:

- package: the pep637 package's sources (Tools/pep637/backport/src/pep637,
  41,000 lines, no keyword subscript);
- keywords: a generated module of 2,400 lines, nearly all keyword
  subscripts (get, set, del, augmented, overloads, `*` and `**` items,
  slices, `__class_getitem__`);

each with the setting off (no configuration: basedpyright's default
"recommended" mode) and on ("enableKeywordSubscripts": true).  Upstream's
builds do not know the setting and check the same files with it (the
keyword subscripts are syntax errors for them).  Every round runs each of
the 12 combinations once, in a shuffled order, under taskset -c CPUS with
--cpu; the figure is the CPU time (user + system) of the basedpyright
process and its children, which the load of a shared machine disturbs
less than the wall time.  For each
project and setting it prints the median of each build and the ratio of
the patched wheel's median to that of upstream built the same way, with a
95 % bootstrap interval; the goal is 1.02 at most: "ok" when the whole
interval is below it, "missed" when it is above, "within noise" otherwise.

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
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
PACKAGE = TOP / "Tools/pep637/backport/src/pep637"
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


def keyword_module(functions=200):
    return KEYWORD_MODULE_HEAD + "".join(
        KEYWORD_FUNCTION.format(n=n) for n in range(functions))


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, text=True, **kwargs)


def build(build_dir, python):
    """The three basedpyright commands: {build: path}."""
    commands = {}
    env = dict(os.environ, PYTHON=python)
    for label, args in (("patched", []), ("unpatched", ["--unpatched"])):
        out = build_dir / label
        wheel = run(["bash", str(TOP / "Tools/pep637/recipes/build.sh"), *args,
                     "basedpyright", str(out)], env=env,
                    stdout=subprocess.PIPE).stdout.splitlines()[-1]
        venv = build_dir / f"venv-{label}"
        run([python, "-m", "venv", "--clear", str(venv)])
        run([str(venv / "bin/python"), "-m", "pip", "install", "--quiet", wheel])
        commands[label] = venv / "bin/basedpyright"
    venv = build_dir / "venv-index"
    run([python, "-m", "venv", "--clear", str(venv)])
    run([str(venv / "bin/python"), "-m", "pip", "install", "--quiet",
         "basedpyright==1.40.2"])
    commands["index"] = venv / "bin/basedpyright"
    return commands


def projects(root):
    """{(project, setting): directory}."""
    dirs = {}
    for setting, config in (("off", {}), ("on", {"enableKeywordSubscripts": True})):
        package = root / f"package-{setting}"
        shutil.copytree(PACKAGE, package / "pep637",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        keywords = root / f"keywords-{setting}"
        keywords.mkdir()
        (keywords / "keywords.py").write_text(keyword_module())
        for directory in (package, keywords):
            (directory / "pyrightconfig.json").write_text(json.dumps(config))
        dirs["package", setting] = package
        dirs["keywords", setting] = keywords
    return dirs


def check(command, directory, cpus=None):
    """CPU seconds (user + system) and wall seconds of one check, and its summary."""
    pin = ["taskset", "-c", cpus] if cpus else []
    start = time.perf_counter()
    proc = subprocess.Popen([*pin, str(command), "--outputjson", "--project", str(directory)],
                            cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    summary = json.loads(out)["summary"]
    return usage.ru_utime + usage.ru_stime, wall, summary


def ratio_interval(a, b, rng, samples=4000):
    """95 % bootstrap interval of median(a) / median(b)."""
    ratios = sorted(
        statistics.median(rng.choices(a, k=len(a))) / statistics.median(rng.choices(b, k=len(b)))
        for _ in range(samples))
    return ratios[int(0.025 * samples)], ratios[int(0.975 * samples) - 1]


def report(times, summaries, rounds, started, finished):
    rng = random.Random(637)
    lines = [
        f"{'project':<9} {'setting':<7} {'build':<10} {'median CPU s':>12} "
        f"{'min':>7} {'max':>7}  errors warnings",
    ]
    for (project, setting, label), values in sorted(times.items()):
        s = summaries[project, setting, label]
        lines.append(f"{project:<9} {setting:<7} {label:<10} {statistics.median(values):12.3f} "
                     f"{min(values):7.3f} {max(values):7.3f}  {s['errorCount']:6} "
                     f"{s['warningCount']:8}")
    lines.append("")
    lines.append(f"patched / unpatched (upstream built the same way), goal <= {GOAL}:")
    verdicts = []
    for project in ("package", "keywords"):
        for setting in ("off", "on"):
            patched = times[project, setting, "patched"]
            unpatched = times[project, setting, "unpatched"]
            index = times[project, setting, "index"]
            ratio = statistics.median(patched) / statistics.median(unpatched)
            low, high = ratio_interval(patched, unpatched, rng)
            verdict = ("ok" if high <= GOAL else "missed" if low > GOAL else "within noise")
            verdicts.append(verdict)
            lines.append(
                f"  {project:<9} setting {setting:<3}  {ratio:.3f} [{low:.3f}..{high:.3f}]  "
                f"{verdict}   (unpatched / upstream's wheel from the index: "
                f"{statistics.median(unpatched) / statistics.median(index):.3f})")
    lines.append("")
    lines.append(f"{rounds} rounds of 12 checks in a shuffled order, {started:%H:%M}-"
                 f"{finished:%H:%M} UTC; targets: "
                 + ", ".join(f"{v} {verdicts.count(v)}" for v in ("ok", "within noise", "missed")
                             if verdicts.count(v)))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--cpu", help="run the checks under taskset -c CPU")
    parser.add_argument("--build-dir", type=pathlib.Path,
                        help="build and venvs here (default: a temporary directory)")
    parser.add_argument("--record", type=pathlib.Path, help="write the report there")
    parser.add_argument("--python", default=os.environ.get("PYTHON", "python3"),
                        help="the Python of the venvs (default: $PYTHON or python3)")
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
        commands = build(build_dir, args.python)
        dirs = projects(tmp)
        python_version = run([args.python, "-c", "import sys; print(sys.version.replace(chr(10), ' '))"],
                             stdout=subprocess.PIPE).stdout.strip()

        combos = [(project, setting, label) for (project, setting) in dirs for label in commands]
        times = {combo: [] for combo in combos}
        summaries = {}
        rng = random.Random(20261206)
        started = datetime.datetime.now(datetime.timezone.utc)
        # A first check of each, untimed, warms the file system cache.
        for project, setting, label in combos:
            check(commands[label], dirs[project, setting], args.cpu)
        for n in range(args.rounds):
            rng.shuffle(combos)
            for project, setting, label in combos:
                cpu, wall, summary = check(commands[label], dirs[project, setting], args.cpu)
                times[project, setting, label].append(cpu)
                summaries[project, setting, label] = summary
            print(f"round {n + 1}/{args.rounds} done", file=sys.stderr)
        finished = datetime.datetime.now(datetime.timezone.utc)

    text = report(times, summaries, args.rounds, started, finished)
    print(text)
    if args.record:
        header = [
            "basedpyright recipe: checking time, patched wheel against upstream's code",
            "",
            f"commit:   {commit} (clean tree)",
            "command:  python3 Tools/pep637/recipes/basedpyright/bench.py "
            f"--rounds {args.rounds}{f' --cpu {args.cpu}' if args.cpu else ''} --record {args.record}",
            f"host:     {platform.node()}, {os.cpu_count()} CPUs, {platform.machine()}",
            f"date:     {started:%Y-%m-%d}",
            f"venvs:    Python {python_version}",
            "figures:  CPU seconds (user + system) of `basedpyright --outputjson` per check",
            "",
        ]
        args.record.parent.mkdir(parents=True, exist_ok=True)
        args.record.write_text("\n".join(header) + text + "\n")


if __name__ == "__main__":
    main()
