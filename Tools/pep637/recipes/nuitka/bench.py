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

Prints the best time per loop of each (ns), or with --callgrind the
instructions per loop (valgrind), and the ratios that the speed target is
about: kw / explicit and kw_store / explicit_store (no more than 1).  With
--unpatched-src, the same module compiled by upstream Nuitka too, and the
ratios of plain subscripts, patched / unpatched (1).  The ratios are of
one run; the machine's load moves timed figures, not instruction counts.
"""

import argparse
import json
import os
import pathlib
import re
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


CASES = ("kw", "explicit", "kw_store", "explicit_store", "plain", "plain_list")


def compile_module(work, name, nuitka_path):
    """Compile MODULE with Nuitka (the installed one, or that of the source
    tree nuitka_path), into work/name/build."""
    d = work / name
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    (d / "kwbench.py").write_text(MODULE)
    env = dict(os.environ)
    if nuitka_path:
        env["PYTHONPATH"] = str(nuitka_path)
    subprocess.run([sys.executable, "-m", "nuitka", "--module", "kwbench.py",
                    "--output-dir=build", "--no-progressbar", "--quiet"],
                   cwd=d, env=env, check=True)
    return d / "build"


def run_code(build, code, prefix=()):
    code = ("import kwbench; assert type(kwbench.run).__name__ == 'compiled_function';"
            + code)
    # The same hashes in every run, for counts that do not move.
    env = dict(os.environ, PYTHONHASHSEED="0")
    return subprocess.run([*prefix, sys.executable, "-c", code], cwd=build,
                          env=env, check=True, capture_output=True, text=True)


def timings(build, repeat, loops):
    out = run_code(build, "import json; print(json.dumps(kwbench.run(%d, %d)))"
                   % (repeat, loops)).stdout
    return json.loads(out)


def instructions(build, loops):
    """Instructions per loop of each case, by callgrind: the difference of
    runs with 2 * loops and loops iterations, which cancels the start."""
    result = {}
    for case in CASES:
        counts = []
        for n in (loops, 2 * loops):
            obj = {"plain": "kwbench.P()", "plain_list": "[1]"}.get(case, "kwbench.G()")
            proc = run_code(build, "kwbench.%s(%s, %d)" % (case, obj, n),
                            prefix=("valgrind", "--tool=callgrind",
                                    "--callgrind-out-file=/dev/null"))
            counts.append(int(re.search(r"Collected : (\d+)", proc.stderr).group(1)))
        result[case] = (counts[1] - counts[0]) / loops
    return result


LINES = []


def emit(*args):
    """Print a line of the figures, and keep it for --record."""
    line = " ".join(str(arg) for arg in args)
    LINES.append(line)
    print(line, flush=True)


def report(title, figures, unit):
    emit(title)
    for name, value in figures.items():
        emit("  %-15s %9.1f %s" % (name, value, unit))
    if "unpatched" in title:
        # Upstream drops the keywords: only its plain subscripts compare.
        return
    emit("  ratio kw / explicit:             %.2f" % (figures["kw"] / figures["explicit"]))
    emit("  ratio kw_store / explicit_store: %.2f"
          % (figures["kw_store"] / figures["explicit_store"]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=pathlib.Path)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--loops", type=int, default=1_000_000)
    parser.add_argument("--callgrind", action="store_true",
                        help="count instructions with valgrind's callgrind"
                             " (loops: default 20000) instead of timing")
    parser.add_argument("--unpatched-src", type=pathlib.Path,
                        help="a source tree of upstream Nuitka (build.sh"
                             " --unpatched nuitka DIR, then DIR/src/nuitka-4.3.5):"
                             " also compile with it and compare plain subscripts")
    parser.add_argument("--record", type=pathlib.Path,
                        help="also write the figures to this file, with a"
                             " header naming the commit (of a clean tree)")
    args = parser.parse_args()
    work = args.work or pathlib.Path(tempfile.mkdtemp(prefix="pep637-nuitka-bench."))
    builds = {"patched": compile_module(work, "patched", None)}
    if args.unpatched_src:
        builds["unpatched"] = compile_module(work, "unpatched", args.unpatched_src)
    figures = {}
    for name, build in builds.items():
        if args.callgrind:
            loops = args.loops if args.loops != 1_000_000 else 20_000
            figures[name] = instructions(build, loops)
            report("Nuitka %s, %s, callgrind, instructions per loop:"
                   % (name, sys.version.split()[0]), figures[name], "instr")
        else:
            figures[name] = timings(build, args.repeat, args.loops)
            report("Nuitka %s, %s, best of %d x %d loops, ns per loop"
                   " (less an empty loop):"
                   % (name, sys.version.split()[0], args.repeat, args.loops),
                   figures[name], "ns")
    if "unpatched" in figures:
        for case in ("plain", "plain_list"):
            emit("ratio %s patched / unpatched: %.3f"
                  % (case, figures["patched"][case] / figures["unpatched"][case]))
    if args.record:
        write_record(args.record, LINES)


def write_record(path, lines):
    import datetime
    import platform

    top = pathlib.Path(__file__).resolve().parents[4]
    git = ["git", "-C", str(top)]
    commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True,
                            text=True, check=True).stdout.strip()
    dirty = subprocess.run([*git, "status", "--porcelain"], capture_output=True,
                           text=True, check=True).stdout.strip()
    header = [
        "commit: %s (%s)" % (commit, "dirty tree" if dirty else "clean tree"),
        "date: %s UTC" % datetime.datetime.now(datetime.timezone.utc)
        .strftime("%Y-%m-%d %H:%M"),
        "machine: %s, %d CPUs, %s" % (platform.machine(), os.cpu_count(),
                                      platform.platform()),
        "python: %s" % sys.version.replace("\n", " "),
        "nuitka: %s" % subprocess.run(
            [sys.executable, "-m", "pip", "show", "nuitka"], capture_output=True,
            text=True).stdout.split("Version: ")[-1].split()[0],
        "command: python %s" % " ".join(
            ["Tools/pep637/recipes/nuitka/bench.py"] + command_arguments()),
        "",
    ]
    text = "\n".join(header + lines) + "\n"
    path.write_text(text)
    print("::: recorded in %s" % path)


def command_arguments():
    """sys.argv[1:], with the directories it names as placeholders: a record
    names what it measured, never a local path."""
    placeholders = {"--work": "DIR", "--unpatched-src": "UNPATCHED_SRC",
                    "--record": None}
    arguments, rest = [], iter(sys.argv[1:])
    for argument in rest:
        name, equals, value = argument.partition("=")
        if name in placeholders:
            value = value if equals else next(rest, "")
            shown = placeholders[name] or value
            arguments += [name, shown]
        else:
            arguments.append(argument)
    return arguments


if __name__ == "__main__":
    main()
