"""pylint's time with the astroid and pylint recipes against upstream's code.

    python3 Tools/pep637/recipes/astroid/bench.py [--rounds N] [--python PY]
        [--build-dir DIR] [--record FILE] [TARGET]

Builds (with ../build.sh) the astroid and pylint recipes' wheels and
upstream's code built the same way (`build.sh --unpatched`: the sdists, no
patch), installs each pair into a venv of PY (default python3, a release
build: stock CPython or the fork's), and times pylint on TARGET (default
the pep637 package's sources, Tools/pep637/backport/src, with no keyword
subscript) with its default checkers, one job, in a fresh process per
measurement.  The figure is the CPU time (time.process_time) of
`pylint.lint.Run` after pylint is imported, its report discarded.  Each
round runs both builds at once, started in a shuffled order, so that the
two measurements of a round see the same load on a shared machine; the
report gives each build's median, the ratio of the medians (patched /
upstream) with a 95 % bootstrap interval (the rounds resampled), and the
ratio of each round.  The goal is 1.02 at most.

--record FILE writes the report there, headed by the commit it ran on,
which must be a clean tree; the interpreter is named by its sys.version
and the target relative to the tree.  Nothing is timed by the tests.
"""

import argparse
import datetime
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
GOAL = 1.02

TIMER = """\
import io, sys, time
from pylint.lint import Run
from pylint.reporters.text import TextReporter
start = time.process_time()
Run(["--jobs=1", "--score=n", "--persistent=n", sys.argv[1]],
    reporter=TextReporter(io.StringIO()), exit=False)
print(time.process_time() - start)
"""


def build(python, outdir, unpatched):
    """The venv with the astroid and pylint wheels (upstream's if unpatched)."""
    env = dict(os.environ, PYTHON=python)
    flag = ["--unpatched"] if unpatched else []
    wheels = []
    for name in ("astroid", "pylint"):
        result = subprocess.run(
            ["bash", str(HERE.parent / "build.sh"), *flag, name, str(outdir)],
            env=env, check=True, capture_output=True, text=True,
        )
        wheels.append(result.stdout.strip().splitlines()[-1])
    venv = outdir / "venv"
    subprocess.run([python, "-m", "venv", "--clear", str(venv)], check=True)
    subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", *wheels],
        check=True,
    )
    return venv / "bin" / "python"


def measure_round(pythons, order, target):
    """{name: CPU seconds}: the builds of one round, run at the same time."""
    processes = {
        name: subprocess.Popen(
            [str(pythons[name]), "-c", TIMER, str(target)],
            stdout=subprocess.PIPE, text=True,
            env=dict(os.environ, PYLINTHOME=tempfile.mkdtemp()),
        )
        for name in order
    }
    times = {}
    for name, process in processes.items():
        out, _ = process.communicate()
        if process.returncode:
            sys.exit(f"{name}: pylint's run failed ({process.returncode})")
        times[name] = float(out.strip().splitlines()[-1])
    return times


def bootstrap(patched, upstream, samples=10000, seed=637):
    """The 95 % interval of the ratio of medians, the rounds resampled."""
    rng = random.Random(seed)
    pairs = list(zip(patched, upstream))
    ratios = []
    for _ in range(samples):
        chosen = [rng.choice(pairs) for _ in pairs]
        ratios.append(statistics.median(p for p, _ in chosen)
                      / statistics.median(u for _, u in chosen))
    ratios.sort()
    return ratios[int(0.025 * samples)], ratios[int(0.975 * samples) - 1]


def clean_commit():
    status = subprocess.run(["git", "-C", str(TOP), "status", "--porcelain"],
                            capture_output=True, text=True, check=True).stdout
    if status.strip():
        sys.exit("--record needs a clean tree")
    return subprocess.run(["git", "-C", str(TOP), "rev-parse", "HEAD"],
                          capture_output=True, text=True, check=True).stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", nargs="?",
                        default=str(TOP / "Tools/pep637/backport/src"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--python", default="python3")
    parser.add_argument("--build-dir")
    parser.add_argument("--record")
    args = parser.parse_args()
    commit = clean_commit() if args.record else None

    build_dir = pathlib.Path(args.build_dir or tempfile.mkdtemp(prefix="pep637-pylint-bench."))
    pythons = {
        "patched": build(args.python, build_dir / "patched", unpatched=False),
        "upstream": build(args.python, build_dir / "upstream", unpatched=True),
    }
    times = {name: [] for name in pythons}
    loads = []
    for _ in range(args.rounds):
        order = list(pythons)
        random.shuffle(order)
        for name, value in measure_round(pythons, order, args.target).items():
            times[name].append(value)
        loads.append(os.getloadavg()[0])

    version = subprocess.run([args.python, "-c", "import sys; print(sys.version)"],
                             capture_output=True, text=True, check=True).stdout.strip()
    versions = subprocess.run(
        [str(pythons["patched"]), "-c",
         "import astroid, pylint; print(astroid.__version__, pylint.__version__)"],
        capture_output=True, text=True, check=True).stdout.split()
    lines = [f"pylint on {os.path.relpath(args.target, TOP)} with its default checkers, "
             f"one job; CPU seconds of pylint.lint.Run, {args.rounds} rounds, the two "
             "builds of a round run at the same time",
             f"  Python {version}",
             f"  patched: astroid {versions[0]}, pylint {versions[1]}; upstream: the "
             "same sdists built with `build.sh --unpatched`",
             "  load average (1 min) after each round: "
             + " ".join(f"{load:.1f}" for load in loads)]
    for name, values in times.items():
        lines.append(f"  {name:9} median {statistics.median(values):8.2f}  "
                     + " ".join(f"{v:.2f}" for v in values))
    ratio = statistics.median(times["patched"]) / statistics.median(times["upstream"])
    rounds = [p / u for p, u in zip(times["patched"], times["upstream"])]
    low, high = bootstrap(times["patched"], times["upstream"])
    verdict = "ok" if ratio <= GOAL else "missed"
    lines.append(f"  ratio patched/upstream {ratio:.3f}, 95 % bootstrap interval "
                 f"{low:.3f} to {high:.3f} (goal {GOAL}: {verdict}); "
                 "by round " + " ".join(f"{r:.3f}" for r in rounds))
    report = "\n".join(lines)
    print(report)
    if args.record:
        date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        pathlib.Path(args.record).write_text(f"# commit {commit}, {date}\n{report}\n")


if __name__ == "__main__":
    main()
