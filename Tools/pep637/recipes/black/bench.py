"""Formatting time of the black recipe's wheel against upstream's code.

    python3 Tools/pep637/recipes/black/bench.py [--rounds N] [--cpu CPUS]
        [--build-dir DIR] [--record FILE]

Builds (with ../build.sh) the recipe's wheel and upstream's code built the
same way (`build.sh --unpatched`: the sdist, no patch, pure Python), installs
each into a venv of PYTHON (default python3; a release build, not the
fork's debug build), and times black's formatting, in a fresh process per
measurement, of:

- plain: CPython's Lib/typing.py of PYTHON (no keyword subscript), both
  builds on the same file;
- keywords: a generated module of about 3,000 lines whose statements are
  nearly all keyword subscripts (get, set, del, augmented, `**`, long ones
  that split, magic trailing commas).  Upstream cannot parse it: it formats
  the same module with each keyword subscript written as a call
  (`m(row=4, col=17)` for `m[row=4, col=17]`), whose formatting black
  does the same work for.  The patched build is timed on both.

The figure is the CPU time (time.process_time) of
`black.format_file_contents(src, fast=True, mode=Mode())` after black is
imported and has formatted the file once (grammar pickles loaded): black's
formatting, not the safety check's parse (that is the interpreter's `ast`
or the pep637 package, not black).  Every round runs each combination
once, in a shuffled order, under taskset -c CPUS with --cpu.  For each
file it prints the median of each build and the ratio patched/upstream
with a 95 % bootstrap interval; the goal is 1.02 at most: "ok" when the
whole interval is below it, "missed" when above, "within noise" otherwise.

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
import statistics
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
GOAL = 1.02

TIMER = """\
import sys, time, black
src = open(sys.argv[1]).read()
mode = black.Mode()
black.format_file_contents(src, fast=True, mode=mode)
start = time.process_time()
black.format_file_contents(src, fast=True, mode=mode)
print(time.process_time() - start)
"""

KEYWORD_BLOCK = """\
value_{n} = frame[row={n}, col=2]
frame[0, row={n}] = value_{n}
frame[row = {n}, col = other] += 1
del frame[row={n}, **options]
selected_{n} = frame[first_keyword_argument=value_{n}, second_keyword_argument=other, third=more]
frame[index_{n}, row=compute_the_row(value_{n}, other), col=compute_the_column(value_{n})] = 0
table_{n} = frame[row=1, col=2,]
result_{n} = lookup[key_{n}, default=None, strict=True](argument)[name="x", version={n}]
"""


def keyword_module(blocks=375):
    """The keyword module and the same module with calls for subscripts."""
    source = "".join(KEYWORD_BLOCK.format(n=n) for n in range(blocks))
    # Every keyword subscript here is NAME[...] with no slice and no nested
    # brackets but a call's parentheses: write it as a call.
    calls = re.sub(r"(\w|\))\[([^\[\]]*=[^\[\]]*)\]", r"\1(\2)", source)
    return source, calls


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, **kwargs)


def build(build_dir, python):
    venvs = {}
    for name, flag in [("patched", []), ("upstream", ["--unpatched"])]:
        out = build_dir / name
        wheel = run(["bash", str(TOP / "Tools/pep637/recipes/build.sh"), *flag, "black",
                     str(out)], capture_output=True, env={**os.environ, "PYTHON": python}
                    ).stdout.splitlines()[-1]
        venv = build_dir / f"venv-{name}"
        run([python, "-m", "venv", "--clear", str(venv)])
        run([str(venv / "bin/python"), "-m", "pip", "install", "--quiet", wheel],
            stderr=subprocess.DEVNULL)
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--cpu", help="taskset -c CPUS for every measurement")
    parser.add_argument("--build-dir", type=pathlib.Path)
    parser.add_argument("--record", type=pathlib.Path)
    args = parser.parse_args()
    python = os.environ.get("PYTHON", "python3")

    commit = None
    if args.record:
        status = run(["git", "status", "--porcelain"], cwd=TOP, capture_output=True).stdout
        if status.strip():
            sys.exit("bench.py: --record needs a clean tree")
        commit = run(["git", "rev-parse", "HEAD"], cwd=TOP, capture_output=True).stdout.strip()

    with tempfile.TemporaryDirectory() as tmp:
        build_dir = args.build_dir or pathlib.Path(tmp)
        venvs = build(build_dir, python)
        python_version = run(
            [python, "-c", "import sys; print(sys.version.replace(chr(10), ' '))"],
            capture_output=True,
        ).stdout.strip()
        typing_py = run([python, "-c", "import typing; print(typing.__file__)"],
                        capture_output=True).stdout.strip()
        keywords, calls = keyword_module()
        files = {"typing": pathlib.Path(typing_py)}
        for name, text in [("keywords", keywords), ("calls", calls)]:
            files[name] = build_dir / f"{name}.py"
            files[name].write_text(text)
        n_lines = {name: len(path.read_text().splitlines()) for name, path in files.items()}
        timer = build_dir / "timer.py"
        timer.write_text(TIMER)
        combos = [("patched", "typing"), ("upstream", "typing"),
                  ("patched", "keywords"), ("patched", "calls"), ("upstream", "calls")]
        times = {combo: [] for combo in combos}
        prefix = ["taskset", "-c", args.cpu] if args.cpu else []
        rng = random.Random()
        for r in range(args.rounds):
            order = combos[:]
            rng.shuffle(order)
            for venv, file in order:
                out = run([*prefix, str(venvs[venv] / "bin/python"), str(timer),
                           str(files[file])], capture_output=True).stdout
                times[venv, file].append(float(out))
            print(f"round {r + 1}/{args.rounds}", file=sys.stderr)

    lines = []
    if commit:
        lines += [f"commit: {commit} (clean tree)"]
    lines += [
        f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}",
        f"python: {python_version}",
        f"command: python3 Tools/pep637/recipes/black/bench.py --rounds {args.rounds}"
        + (f" --cpu {args.cpu}" if args.cpu else ""),
        f"files: typing.py {n_lines['typing']} lines, keywords and calls {n_lines['keywords']} lines",
        "",
        "CPU seconds of black.format_file_contents(fast=True), median of "
        f"{args.rounds} shuffled rounds",
        f"{'file':<32} {'patched':>9} {'upstream':>9} {'ratio':>7}  95 % interval   goal {GOAL}",
    ]
    for label, patched, upstream in [
        ("typing.py (no keyword subscript)", ("patched", "typing"), ("upstream", "typing")),
        ("calls module (no keyword subscr.)", ("patched", "calls"), ("upstream", "calls")),
        ("keywords (patched) / calls (up.)", ("patched", "keywords"), ("upstream", "calls")),
    ]:
        a, b = times[patched], times[upstream]
        ratio = statistics.median(a) / statistics.median(b)
        low, high = bootstrap(a, b)
        verdict = "ok" if high <= GOAL else "missed" if low > GOAL else "within noise"
        lines.append(f"{label:<32} {statistics.median(a):9.3f} {statistics.median(b):9.3f}"
                     f" {ratio:7.3f}  [{low:.3f}, {high:.3f}]  {verdict}")
    report = "\n".join(lines) + "\n"
    print(report, end="")
    if args.record:
        args.record.write_text(report)


if __name__ == "__main__":
    main()
