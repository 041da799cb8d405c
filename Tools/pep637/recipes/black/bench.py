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
  (`m(row=4, col=17)` for `m[row=4, col=17]`), which black formats to the
  same lines but for the brackets.  The patched build is timed on both.
- positional: the keyword module with the keywords' names dropped
  (`m[4, 17]`, `*` for `**`), as subscripts and as calls, both formatted by
  upstream.  black does more for each leaf inside square brackets than
  inside parentheses (`Line.is_complex_subscript()` finds the item that
  holds it, for the spacing of slices), whether or not the subscript has
  keywords; this pair measures that cost in upstream's own code, and the
  keyword patch's own cost is the keywords/calls ratio divided by it.

The figure is the CPU time (time.process_time) of
`black.format_file_contents(src, fast=True, mode=Mode())` after black is
imported and has formatted the file once (grammar pickles loaded): black's
formatting, not the safety check's parse (that is the interpreter's `ast`
or the pep637 package, not black).  Every round runs each combination
once, in a shuffled order, under taskset -c CPUS with --cpu.  For each
comparison it prints the medians and their ratio with a 95 % bootstrap
interval; the goal (patched against upstream, and the keyword patch's own
cost) is 1.02 at most: "ok" when the whole interval is below it, "missed"
when above, "within noise" otherwise.

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


# Every keyword subscript of KEYWORD_BLOCK is NAME[...] or )[...] with no
# slice and no nested brackets but a call's parentheses.
KEYWORD_SUBSCRIPT = re.compile(r"(\w|\))\[([^\[\]]*=[^\[\]]*)\]")
SUBSCRIPT = re.compile(r"(\w|\))\[([^\[\]]*)\]")
KEYWORD_NAME = re.compile(r"\b\w+ ?= ?")


def keyword_module(blocks=375):
    """The keyword module, the same with calls, and both without keywords."""
    source = "".join(KEYWORD_BLOCK.format(n=n) for n in range(blocks))
    calls = KEYWORD_SUBSCRIPT.sub(r"\1(\2)", source)
    positional = KEYWORD_SUBSCRIPT.sub(
        lambda m: f"{m[1]}[{KEYWORD_NAME.sub('', m[2]).replace('**', '*')}]", source
    )
    positional_calls = SUBSCRIPT.sub(r"\1(\2)", positional)
    return source, calls, positional, positional_calls


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


def bootstrap(ratio, samples, n=2000):
    """95 % interval of ratio(*medians) over resamples of each sample."""
    rng = random.Random(637)
    ratios = sorted(
        ratio(*(statistics.median(rng.choices(s, k=len(s))) for s in samples))
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
        keywords, calls, positional, positional_calls = keyword_module()
        files = {"typing": pathlib.Path(typing_py)}
        for name, text in [("keywords", keywords), ("calls", calls),
                           ("positional", positional),
                           ("positional-calls", positional_calls)]:
            files[name] = build_dir / f"{name}.py"
            files[name].write_text(text)
        n_lines = {name: len(path.read_text().splitlines()) for name, path in files.items()}
        timer = build_dir / "timer.py"
        timer.write_text(TIMER)
        combos = [("patched", "typing"), ("upstream", "typing"),
                  ("patched", "keywords"), ("patched", "calls"), ("upstream", "calls"),
                  ("upstream", "positional"), ("upstream", "positional-calls")]
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
        f"files: typing.py {n_lines['typing']} lines; keywords, calls and positional "
        f"{n_lines['keywords']} lines",
        "",
        "CPU seconds of black.format_file_contents(fast=True), median of "
        f"{args.rounds} shuffled rounds",
        f"{'comparison':<44} {'a':>6} {'b':>6} {'a/b':>6}  95 % interval    goal {GOAL}",
    ]

    def report_row(label, ratio, samples, goal=True):
        value = ratio(*map(statistics.median, samples))
        low, high = bootstrap(ratio, samples)
        verdict = "ok" if high <= GOAL else "missed" if low > GOAL else "within noise"
        figures = "".join(f" {statistics.median(s):6.3f}" for s in samples[:2])
        if len(samples) > 2:
            figures = f" {'':6} {'':6}"
        lines.append(f"{label:<44}{figures} {value:6.3f}  [{low:.3f}, {high:.3f}]"
                     + (f"  {verdict}" if goal else ""))

    def ratio(a, b):
        return a / b

    t = times
    report_row("typing.py: patched / upstream", ratio,
               [t["patched", "typing"], t["upstream", "typing"]])
    report_row("calls module: patched / upstream", ratio,
               [t["patched", "calls"], t["upstream", "calls"]])
    report_row("keywords (patched) / calls (upstream)", ratio,
               [t["patched", "keywords"], t["upstream", "calls"]], goal=False)
    report_row("positional: subscripts / calls (upstream)", ratio,
               [t["upstream", "positional"], t["upstream", "positional-calls"]], goal=False)
    report_row("keyword patch's own cost (the two above)",
               lambda k, c, p, pc: (k / c) / (p / pc),
               [t["patched", "keywords"], t["upstream", "calls"],
                t["upstream", "positional"], t["upstream", "positional-calls"]])
    report = "\n".join(lines) + "\n"
    print(report, end="")
    if args.record:
        args.record.write_text(report)


if __name__ == "__main__":
    main()
