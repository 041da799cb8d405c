"""The benchmark of the pep637 package: its costs as ratios, in one run.

    python3 tools/benchmark.py [--repeat N] [--parse-repeat N]
                                  [--modules N] [--functions N]
                                  [--loops N] [--instructions]
                                  [--only PARTS] [--python PYTHON]
                                  [--record]

Run it with (or give --python) the interpreter to measure: a release build
of a stock CPython 3.13, 3.14 or 3.15, which the goals are for, on each (on
the pep637 fork the package is not used).  The package measured is the one of this tree
(src/), whose commit is printed.  Four parts, each a ratio of two
timings made in the same run:

(a) Importing modules without keyword subscripts through the import hook
    (``pep637.install()``) against a plain import of them, first (no
    bytecode cache: they are compiled and their cache written) and cached.
    Goal: at most 1.05 for both.  Shown without a goal: the cached import
    through the hook against the same after ``import pep637`` without
    install() (the hook's own cost, without the footprint of importing the
    package), and the start-up of ``import pep637; pep637.install()``
    against the bare start-up (the one-time cost).  With --instructions,
    the first and the cached import are also compared by the instructions
    that callgrind counts for the imports: those of the process importing
    the modules less those of the same process importing none, so that
    start-up and the hook's installation cancel.  Goal: at most 1.05.
(b) A cached import of modules with keyword subscripts, through the hook
    (their bytecode in pep637's cache files; the runtime of pep637 loaded
    by the import), against a plain import of the modules of (a), of the
    same size.  Goal: at most 1.1.  The first import of one of them,
    parsed by pep637's parser, is shown without a goal.
(c) The generated parser (``pep637.parser.parse()``) against
    ``ast.parse()`` on big modules of the standard library, per file and
    in total.  Goal: at most 100 in total.
(d) ``a[i, k=1]`` compiled by the package against ``a.__getitem__(i,
    k=1)``, and the same for ``a[i, k=1] = v`` / ``a.__setitem__(i, v,
    k=1)`` and ``del a[i, k=1]`` / ``a.__delitem__(i, k=1)``, with the
    dunders of two classes of the fork's Tools/pep637/bench/bench_micro.py.
    Goal: at most 2.  With --instructions, also by the instructions that
    callgrind (valgrind) counts per subscript: the difference between two
    loop sizes, so that start-up and compilation cancel.  The direct form
    calls the C getter() and the others of pep637.runtime._speedups, which this
    script builds in src/ for the interpreter measured
    (tools/build_speedups.py) as ``pip install`` builds it; the same
    figures with the pure Python runtime (PEP637_PURE_PYTHON=1), which a
    Python without a C compiler gets, follow without a goal.

The modules of (a) and (b) are generated: --functions functions (300 by
default, with a class every 25: about 4,400 lines) in each, and each
timing imports --modules of them (5 by default) from a temporary
directory, in a fresh ``python -I`` process, their bytecode caches removed
(first import) or written beforehand (cached import).  Each timing is made
--repeat times, the two sides alternating.  The times are CPU times
(``time.process_time()``, in the processes measured), which the time a
process waits for a CPU does not count, so that the load of the machine
moves them less.  A ratio is the best time of one side over the best of
the other, and its spread the range of the ratios of the alternating
pairs (their median too).  A goal is MET when the ratio
is at most the goal, else MISSED; the spread, and the load of the machine
(printed before and after), tell how much the load may have moved it.

--record writes the report to Tools/pep637/records/backport_bench_results_3.X.txt
(3.X: the version measured); it
needs a clean git tree under Tools/pep637/backport (the commit it names is
the code measured) and a release build of stock CPython.  The exit status
is 1 if a goal is missed.
"""

import argparse
import datetime
import hashlib
import json
import os
import pathlib
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TOOLS = pathlib.Path(__file__).resolve().parent
PACKAGE = TOOLS.parent
SRC = PACKAGE / "src"
# The record of version 3.X (--record).
RECORD = str(PACKAGE.parent / "records" / "backport_bench_results_{}.txt")
# The versions the package supports, whose stock builds it measures.
VERSIONS = ("3.13", "3.14", "3.15")

PARSE_FILES = ("typing.py", "test/test_grammar.py", "_pydecimal.py",
               "test/test_fstring.py", "test/test_patma.py")

# (d): two classes of Tools/pep637/bench/bench_micro.py (the fork's benchmark),
# whose dunders take keywords with defaults (Kw) or one keyword-only
# parameter (KwOnly), and each form as a keyword subscript and as the
# explicit call of its dunder.
SUBSCRIPT_SETUP = '''
class Kw:
    def __getitem__(self, i=None, *, k=None, l=None, m=None):
        return i
    def __setitem__(self, i, v, *, k=None, l=None, m=None):
        pass
    def __delitem__(self, i, *, k=None, l=None, m=None):
        pass

class KwOnly:
    def __getitem__(self, i, *, k=None):
        return i
    def __setitem__(self, i, v, *, k=None):
        pass
    def __delitem__(self, i, *, k=None):
        pass
'''
SUBSCRIPT_CLASSES = {"Kw": "(self, i=None, *, k=None, l=None, m=None)",
                     "KwOnly": "(self, i, *, k=None)"}
SUBSCRIPT_FORMS = {
    "get": ("a[i, k=1]", "a.__getitem__(i, k=1)"),
    "set": ("a[i, k=1] = v", "a.__setitem__(i, v, k=1)"),
    "del": ("del a[i, k=1]", "a.__delitem__(i, k=1)"),
}
REPEAT_IN_LOOP = 10     # subscripts per iteration of the timed loops
COUNT_LOOPS = (2_000, 4_000)

GOALS = {"import": 1.05, "kw import": 1.1, "parser": 100.0,
         "subscript": 2.0}

# Run by ``python -I -c``: import modules, print the time it took and
# their loaders.  argv: the modules' directory, their names (separated by
# commas), what to do first ("plain": nothing, "import": import pep637,
# "hook": also install its hook), the package's src directory.
IMPORT_DRIVER = """\
import sys, time
directory, names, mode, src = sys.argv[1:]
sys.path[:0] = [directory, src]
if mode != "plain":
    import pep637
    if mode == "hook":
        pep637.install()
modules = []
start = time.process_time()
for name in names.split(",") if names else ():
    modules.append(__import__(name))
elapsed = time.process_time() - start
print(elapsed, *sorted({type(m.__loader__).__name__ for m in modules}))
"""

# Run by ``python -I -c``: the start-up alone, or with the hook installed.
SETUP_DRIVER = """\
import sys
sys.path.insert(0, sys.argv[1])
if sys.argv[2] == "1":
    import pep637
    pep637.install()
"""


# -- The generated modules ----------------------------------------------------

CLASS_TEMPLATE = '''

class Table{c}:
    """A table of rows, indexed by position and by row and column."""

    def __init__(self, rows):
        self.rows = [list(row) for row in rows]

    def __getitem__(self, index, {params}):
        return self.rows[index][row + col]

    def __setitem__(self, index, value, {params}):
        self.rows[index][row + col] = value

    def total(self):
        return sum(sum(row) for row in self.rows)
'''

FUNCTION_TEMPLATE = '''

def function_{i}(table, data, index, scale={scale}):
    """Sum data at every {step}th place, and read table at index."""
    total = 0
    for j, item in enumerate(data):
        if j % {step} == 0 and item < LIMIT:
            total += item * scale
        elif isinstance(item, str):
            total -= len(item)
    value = table[index, {get}]
    table[index, {put}] = total
    names = [f"{{name}}_{i}" for name in ("first", "second")]
    return {{"total": total, "value": value, "names": names}}
'''


def module_source(functions, keywords):
    """A module of *functions* functions and a class every 25; with
    *keywords*, its subscripts of tables take keywords, else the same
    values as positions (about the same size: 2% smaller)."""
    parts = [f'"""Generated by pep637\'s tools/benchmark.py: {functions} '
             f'functions."""\n\nimport sys\n\nLIMIT = 100\n']
    for i in range(functions):
        if i % 25 == 0:
            params = "/, *, row=0, col=0" if keywords else "row=0, col=0"
            parts.append(CLASS_TEMPLATE.format(c=i // 25, params=params))
        get, put = i % 3, i % 4
        if keywords:
            get, put = f"row={get}", f"col={put}"
        parts.append(FUNCTION_TEMPLATE.format(
            i=i, scale=i % 7 + 1, step=i % 5 + 2, get=get, put=put))
    return "".join(parts)


# -- Measuring ----------------------------------------------------------------

# Variables of the environment that choose the package's code paths: those
# of the runs are set by this script (see PURE).
OWN_VARIABLES = ("PEP637_FORCE_BACKPORT", "PEP637_PURE_PYTHON")
# The environment of the runs of part (d) with pep637's pure Python
# getter(), setter() and deleter() instead of those of pep637.runtime._speedups.
PURE = {"PEP637_PURE_PYTHON": "1"}


def run_python(python, args, what, extra_env=None):
    """Run python with args; its standard output (the run must succeed)."""
    env = {k: v for k, v in os.environ.items() if k not in OWN_VARIABLES}
    proc = subprocess.run([python, *args], capture_output=True, text=True,
                          env={**env, **(extra_env or {})})
    if proc.returncode:
        sys.exit(f"{what} failed:\n{proc.stderr}")
    return proc.stdout


class Ratio:
    """Paired timings of two sides: the ratio of their best times, and the
    spread of the ratios of the pairs."""

    def __init__(self, ours, theirs):
        self.value = min(ours) / min(theirs)
        pairs = sorted(a / b for a, b in zip(ours, theirs))
        self.low, self.high = pairs[0], pairs[-1]
        self.median = statistics.median(pairs)

    def __str__(self):
        return (f"{self.value:7.3f}x  [{self.low:.3f}..{self.high:.3f}, "
                f"median {self.median:.3f}]")


class Report:
    """The lines printed, and the verdicts on the goals."""

    def __init__(self):
        self.lines = []
        self.missed = []
        self.goals = 0
        self.part = ""

    def out(self, text=""):
        print(text, flush=True)
        self.lines.append(text)

    def heading(self, part, text):
        """The heading of part *part* ('a' to 'd')."""
        self.part = part
        self.out(f"({part}) {text}")

    def figure(self, name, text, goal=None, value=None):
        """A line: *name*, the figure *text*, and if *goal* is given the
        verdict on value <= goal."""
        line = f"    {name:<50} {text}"
        if goal is not None:
            self.goals += 1
            met = value <= goal
            line += f"  goal <= {goal:g}: {'MET' if met else 'MISSED'}"
            if not met:
                self.missed.append(f"({self.part}) {name}")
        self.out(line)


def children_time():
    """The CPU time (user and system) of the ended child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_imports(python, modules, mode, first):
    """The import of *modules*, a (directory, names) pair, in a fresh
    process, after what *mode* says (see IMPORT_DRIVER); its time in
    seconds."""
    directory, names = modules
    if first:
        shutil.rmtree(directory / "__pycache__", ignore_errors=True)
    out = run_python(python, ["-I", "-c", IMPORT_DRIVER, str(directory),
                              ",".join(names), mode, str(SRC)],
                     f"import of {names}")
    elapsed, *loaders = out.split()
    expected = ["KeywordSubscriptLoader" if mode == "hook"
                else "SourceFileLoader"]
    if loaders != expected:
        sys.exit(f"{names} were loaded by {loaders}, not {expected}")
    return float(elapsed)


def count_imports(python, modules, mode, first):
    """The instructions executed by the import of *modules* (as
    time_imports() imports them), as callgrind counts them: those of the
    process less those of the same process importing none."""
    directory, names = modules
    counts = []
    for imported in (names, []):
        if first:
            shutil.rmtree(directory / "__pycache__", ignore_errors=True)
        counts.append(callgrind(python, ["-c", IMPORT_DRIVER, str(directory),
                                         ",".join(imported), mode, str(SRC)],
                                write_bytecode=True))
    return counts[0] - counts[1]


def import_instructions(report, python, modules, first):
    """The figure of the instructions of the import of *modules* through
    the hook against a plain import of them."""
    hook = count_imports(python, modules, "hook", first)
    plain = count_imports(python, modules, "plain", first)
    if min(hook, plain) <= 0:
        sys.exit(f"inconsistent instruction counts of the imports: "
                 f"{hook} / {plain}")
    ratio = hook / plain
    what = "first import" if first else "cached import"
    report.figure(f"{what}, instructions (callgrind)",
                  f"{ratio:7.3f}x  ({hook / 1e6:,.1f}M / {plain / 1e6:,.1f}M "
                  f"instructions)", GOALS["import"], ratio)


def compare_imports(python, repeat, modules, mode, other, other_mode,
                    first):
    """Ratio of the import times of *modules* after *mode* and of *other*
    after *other_mode*, measured alternately."""
    a, b = [], []
    for _ in range(repeat):
        a.append(time_imports(python, modules, mode, first))
        b.append(time_imports(python, other, other_mode, first))
    return Ratio(a, b)


def bench_imports(report, python, args, work):
    """Parts (a) and (b), as --only asks."""
    sets, sizes = {}, {}
    for kind, keywords in (("plain", False), ("kw", True)):
        directory = work / kind
        directory.mkdir()
        source = module_source(args.functions, keywords)
        names = [f"gen_{kind}_{i}" for i in range(args.modules)]
        for name in names:
            (directory / f"{name}.py").write_text(source, encoding="utf-8")
        sets[kind] = (directory, names)
        sizes[kind] = (f"{source.count(chr(10))} lines, "
                       f"{len(source.encode()):,} bytes")
    plain, kw = sets["plain"], sets["kw"]
    report.out(f"modules imported by each timing of (a) and (b): "
               f"{args.modules}, each of {args.functions} functions")

    if "a" in args.only:
        report.heading(
            "a", f"import of modules without keyword subscripts "
            f"({sizes['plain']}): through the hook / plain")
        ratio = compare_imports(python, args.repeat, plain, "hook", plain,
                                "plain", True)
        report.figure("first import (compiled, cache written)", str(ratio),
                      GOALS["import"], ratio.value)
        if args.instructions:
            import_instructions(report, python, plain, first=True)
        time_imports(python, plain, "plain", first=True)
        ratio = compare_imports(python, args.repeat, plain, "hook", plain,
                                "plain", False)
        report.figure("cached import", str(ratio), GOALS["import"],
                      ratio.value)
        if args.instructions:
            import_instructions(report, python, plain, first=False)
        ratio = compare_imports(python, args.repeat, plain, "hook", plain,
                                "import", False)
        report.figure("cached, hook / pep637 imported, no hook", str(ratio))
        check_cache(plain, f".cpython-{args.version_tag}.pyc")
        a, b = [], []
        for _ in range(args.repeat):
            for hook, times in (("1", a), ("0", b)):
                start = children_time()
                run_python(python, ["-I", "-c", SETUP_DRIVER, str(SRC),
                                    hook], "start-up")
                times.append(children_time() - start)
        report.figure("start-up with pep637.install() / bare",
                      str(Ratio(a, b)))
        report.out()

    if "b" in args.only:
        report.heading(
            "b", f"import of modules with keyword subscripts "
            f"({sizes['kw']}) through the hook / those of (a) "
            f"({sizes['plain']}), plain")
        time_imports(python, plain, "plain", first=True)
        time_imports(python, kw, "hook", first=True)
        ratio = compare_imports(python, args.repeat, kw, "hook", plain,
                                "plain", False)
        tag = check_cache(kw, ".pep637-")
        report.figure(f"cached import (*{tag})", str(ratio),
                      GOALS["kw import"], ratio.value)
        one = (kw[0], kw[1][:1]), (plain[0], plain[1][:1])
        ratio = compare_imports(python, max(args.repeat // 4, 3), one[0],
                                "hook", one[1], "plain", True)
        report.figure("first import of one (parsed by pep637)", str(ratio))
        report.out()


def check_cache(modules, suffix):
    """Check that each of *modules* has one bytecode file, whose name has
    *suffix*: the cache that their imports used; return its suffix."""
    directory, names = modules
    files = sorted(p.name for p in (directory / "__pycache__").glob("*"))
    for name in names:
        mine = [f for f in files if f.startswith(f"{name}.")]
        if len(mine) != 1 or suffix not in mine[0]:
            sys.exit(f"unexpected bytecode files for {name}: {mine}")
    return mine[0][mine[0].index(suffix):]


def parse_worker(files, repeat):
    """In the measured interpreter: ast.parse() and pep637.parser.parse()
    of each file, alternately; print their times as JSON."""
    import ast
    sys.path.insert(0, str(SRC))
    from pep637.parser import parse
    results = {}
    for path in files:
        source = pathlib.Path(path).read_bytes()
        if ast.dump(parse(source)) != ast.dump(ast.parse(source)):
            sys.exit(f"pep637.parser.parse() differs on {path}")
        stock, ours = [], []
        for _ in range(repeat):
            for function, times in ((ast.parse, stock), (parse, ours)):
                start = time.process_time()
                function(source)
                times.append(time.process_time() - start)
        results[path] = {"lines": source.count(b"\n"), "ast": stock,
                         "pep637": ours}
    print(json.dumps(results))


def bench_parser(report, python, args, stdlib):
    """Part (c)."""
    files = [str(pathlib.Path(stdlib) / name) for name in PARSE_FILES]
    out = run_python(python, ["-I", __file__, "--worker", "parse",
                              json.dumps([files, args.parse_repeat])],
                     "the parser's benchmark")
    results = json.loads(out)
    report.heading("c", f"parser throughput: pep637.parser.parse() / "
                   f"ast.parse() (best of {args.parse_repeat})")
    ours, theirs = [], []
    for path, result in results.items():
        name = "/".join(pathlib.Path(path).parts[-2:])
        ratio = Ratio(result["pep637"], result["ast"])
        ours.append(min(result["pep637"]))
        theirs.append(min(result["ast"]))
        report.figure(f"{name} ({result['lines']} lines)", str(ratio))
    total = sum(ours) / sum(theirs)
    report.figure("total (sum of the best times)", f"{total:7.3f}x",
                  GOALS["parser"], total)
    report.out()


def subscript_functions(cases):
    """The timed functions of *cases*, (class, form) pairs: for each side,
    run(a, i, v, n) doing the form REPEAT_IN_LOOP times per iteration on
    an instance of the class; the keyword subscript compiled by
    pep637.compiler.compile(), the explicit call by the built-in."""
    sys.path.insert(0, str(SRC))
    from pep637 import compiler
    namespace = {}
    exec(SUBSCRIPT_SETUP, namespace)
    functions = {}
    for cls, form in cases:
        for side, statement in zip(("kw", "call"), SUBSCRIPT_FORMS[form]):
            body = "".join(f"        {statement}\n"
                           for _ in range(REPEAT_IN_LOOP))
            source = f"def run(a, i, v, n):\n    for _ in range(n):\n{body}"
            compile_ = compiler.compile if side == "kw" else compile
            exec(compile_(source, f"<{form} {side}>", "exec"), namespace)
            functions[f"{cls} {form} {side}"] = (namespace[cls](),
                                                 namespace.pop("run"))
    return functions


def subscript_cases():
    return [(cls, form) for cls in SUBSCRIPT_CLASSES
            for form in SUBSCRIPT_FORMS]


def subscript_worker(loops, repeat):
    """In the measured interpreter: time each case, keyword subscript and
    explicit call alternately; print the times as JSON."""
    functions = subscript_functions(subscript_cases())
    times = {name: [] for name in functions}
    for a, function in functions.values():
        function(a, 1, 2, loops // 10)         # warm up: specialize
    for _ in range(repeat):
        for name, (a, function) in functions.items():
            start = time.process_time()
            function(a, 1, 2, loops)
            times[name].append(time.process_time() - start)
    print(json.dumps(times))


def count_worker(cls, form, side, loops):
    """In the measured interpreter, under callgrind: one case, *loops*
    iterations."""
    a, function = subscript_functions([(cls, form)])[f"{cls} {form} {side}"]
    function(a, 1, 2, loops)


def callgrind(python, args, extra_env=None, write_bytecode=False):
    """Instructions executed by python args, as callgrind counts them.

    Not run with -I, which would ignore PYTHONHASHSEED: hashes are fixed
    so that the counts are the same from run to run; and, unless
    *write_bytecode*, with -B, so that a run that compiles the package
    does not spare the next one that work."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k not in OWN_VARIABLES}
    proc = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         python, "-s", "-P", *([] if write_bytecode else ["-B"]), *args],
        capture_output=True, text=True,
        env={**env, **(extra_env or {}), "PYTHONHASHSEED": "0"})
    if proc.returncode:
        sys.exit(f"{args} failed under callgrind:\n{proc.stderr}")
    for line in proc.stderr.splitlines():
        if "Collected :" in line:
            return int(line.rpartition(":")[2])
    sys.exit(f"no instruction count from callgrind:\n{proc.stderr}")


def bench_subscripts(report, python, args, speedups):
    """Part (d): with pep637.runtime._speedups if it is built (*speedups*), the
    goals' figures, then with the pure Python runtime, shown without a
    goal; else with the pure Python runtime alone."""
    report.heading("d", f"keyword subscripts compiled by pep637 / the "
                   f"explicit call of the dunder ({args.loops:,} x "
                   f"{REPEAT_IN_LOOP} per timing, best of {args.repeat}); "
                   f"the dunders' parameters:")
    for cls, signature in SUBSCRIPT_CLASSES.items():
        report.out(f"    {cls}: {signature}")
    runs = [("C getter(), setter() and deleter() (pep637.runtime._speedups)", None,
             GOALS["subscript"]),
            ("pure Python runtime (PEP637_PURE_PYTHON=1), no goal when "
             "pep637.runtime._speedups is built", PURE, None)]
    if not speedups:
        runs = [("pure Python runtime: pep637.runtime._speedups is not built", PURE,
                 GOALS["subscript"])]
    for title, extra_env, goal in runs:
        report.out(f"    {title}:")
        subscript_ratios(report, python, args, extra_env, goal)
    report.out()


def subscript_ratios(report, python, args, extra_env, goal):
    """The figures of part (d) in the environment *extra_env*."""
    out = run_python(python, ["-I", __file__, "--worker", "subscripts",
                              json.dumps([args.loops, args.repeat])],
                     "the subscripts' benchmark", extra_env)
    times = json.loads(out)
    for cls, form in subscript_cases():
        kw, call = SUBSCRIPT_FORMS[form]
        ratio = Ratio(times[f"{cls} {form} kw"], times[f"{cls} {form} call"])
        report.figure(f"{kw} / {call}, {cls}", str(ratio), goal,
                      ratio.value)
    if not args.instructions:
        return
    report.out(f"    instructions per subscript (callgrind, loops of "
               f"{COUNT_LOOPS[0]:,} and {COUNT_LOOPS[1]:,}):")
    for cls, form in subscript_cases():
        kw, call = SUBSCRIPT_FORMS[form]
        counts = {}
        for side in ("kw", "call"):
            low, high = (
                callgrind(python, [__file__, "--worker", "count",
                                   json.dumps([cls, form, side, loops])],
                          extra_env)
                for loops in COUNT_LOOPS)
            counts[side] = (high - low) / (
                (COUNT_LOOPS[1] - COUNT_LOOPS[0]) * REPEAT_IN_LOOP)
        if min(counts.values()) <= 0:
            sys.exit(f"inconsistent instruction counts for {kw}: {counts} "
                     f"(did the package change during the run?)")
        ratio = counts["kw"] / counts["call"]
        report.figure(f"{kw} / {call}, {cls}",
                      f"{ratio:7.3f}x  ({counts['kw']:.0f} / "
                      f"{counts['call']:.0f} instructions)", goal, ratio)


# -- The run ------------------------------------------------------------------

def load_average():
    try:
        with open("/proc/loadavg") as file:
            return " ".join(file.read().split()[:3])
    except OSError:
        return "unknown"


def git(*args):
    return subprocess.run(["git", "-C", str(PACKAGE), *args],
                          capture_output=True, text=True).stdout


def sources_digest():
    """A digest of the package's files (src/), to notice a change during
    the run."""
    digest = hashlib.sha256()
    for path in sorted(SRC.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(SRC)).encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def package_commit():
    """(HEAD's commit, the files changed, untracked ones included, under
    Tools/pep637/backport)."""
    commit = git("rev-parse", "HEAD").strip() or "unknown (not a git tree)"
    changed = [line[3:] for line in git(
        "status", "--porcelain", "--untracked-files=all", "--",
        ".").splitlines()]
    return commit, changed


def build_speedups(python):
    """Build pep637.runtime._speedups in src/ for *python* (tools/build_speedups.py)
    unless it is up to date; tell whether it is there."""
    script = str(TOOLS / "build_speedups.py")

    def run(*args):
        return subprocess.run([python, "-I", script, *args],
                              capture_output=True).returncode == 0
    return run("--check") or (run() and run("--check"))


INTERPRETER_INFO = """\
import json, sys, sysconfig
print(json.dumps({"version": sys.version, "stdlib":
                  sysconfig.get_paths()["stdlib"], "debug":
                  bool(sysconfig.get_config_var("Py_DEBUG")),
                  "fork": "+pep637" in sys.version,
                  "major_minor": "%d.%d" % sys.version_info[:2]}))
"""


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="See the docstring of this script for what is measured.")
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter to measure, a stock CPython "
                        "3.13 to 3.15 (default: the one running this script)")
    parser.add_argument("--repeat", type=int, default=30,
                        help="timings of each side of (a), (b) and (d) "
                        "(default: 30)")
    parser.add_argument("--parse-repeat", type=int, default=5,
                        help="timings of each parser per file in (c) "
                        "(default: 5)")
    parser.add_argument("--functions", type=int, default=300,
                        help="functions of each module of (a) and (b) "
                        "(default: 300)")
    parser.add_argument("--modules", type=int, default=5,
                        help="modules imported by each timing of (a) and "
                        "(b) (default: 5)")
    parser.add_argument("--loops", type=int, default=20_000,
                        help="iterations of each timing of (d) "
                        "(default: 20000)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the instructions of (a) and (d) "
                        "with callgrind")
    parser.add_argument("--only", default="abcd",
                        help="the parts to run, e.g. 'ab' (default: abcd)")
    parser.add_argument("--record", action="store_true",
                        help="write the report to "
                        f"{pathlib.Path(RECORD.format('3.X')).name} (needs "
                        "a clean tree and a release build of stock CPython)")
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.worker:
        kind, arguments = args.worker
        {"parse": parse_worker, "subscripts": subscript_worker,
         "count": count_worker}[kind](*json.loads(arguments))
        return 0

    info = json.loads(run_python(args.python, ["-c", INTERPRETER_INFO],
                                 "the interpreter"))
    if info["major_minor"] not in VERSIONS or info["fork"]:
        parser.error(f"{args.python} is not a stock CPython "
                     f"{', '.join(VERSIONS)} ({info['version'].split()[0]}): "
                     "run this script with one, or give --python")
    record = pathlib.Path(RECORD.format(info["major_minor"]))
    args.version_tag = info["major_minor"].replace(".", "")
    commit, changed = package_commit()
    if args.record:
        if changed:
            parser.error(f"--record needs a clean tree under {PACKAGE} "
                         f"(commit first); changed: {', '.join(changed)}")
        if info["debug"]:
            parser.error("--record needs a release build, not a debug one")
    if args.instructions and shutil.which("valgrind") is None:
        parser.error("--instructions needs valgrind")

    speedups = build_speedups(args.python)
    digest = sources_digest()
    report = Report()
    report.out("# pep637 package benchmark (Tools/pep637/backport/tools/"
               "benchmark.py)")
    now = datetime.datetime.now(datetime.timezone.utc)
    report.out(f"date: {now.isoformat(timespec='seconds')}")
    report.out(f"machine: {platform.machine()}, {platform.system()} "
               f"{platform.release()}, {os.cpu_count()} CPUs, load "
               f"average {load_average()} (at the start)")
    report.out(f"python: {info['version'].splitlines()[0]} "
               f"({'debug' if info['debug'] else 'release'} build)")
    state = (f"dirty, {len(changed)} changed files under "
             f"Tools/pep637/backport" if changed else "clean")
    report.out(f"package: commit {commit} ({state}); C speedups "
               + ("(pep637.runtime._speedups) built for this python" if speedups
                  else "not built: no C compiler?"))
    report.out("ratios: best CPU time / best CPU time  [the range of the "
               "ratios of the alternating pairs, their median]")
    report.out()

    with tempfile.TemporaryDirectory(prefix="pep637-bench-") as work:
        work = pathlib.Path(work)
        if "a" in args.only or "b" in args.only:
            bench_imports(report, args.python, args, work)
        if "c" in args.only:
            bench_parser(report, args.python, args, info["stdlib"])
        if "d" in args.only:
            bench_subscripts(report, args.python, args, speedups)

    report.out(f"load average at the end: {load_average()}")
    changed_during_run = sources_digest() != digest
    if changed_during_run:
        report.out("WARNING: the package's files changed during the run: "
                   "its figures may mix versions")
    parts = sorted({name[1] for name in report.missed})
    report.out(f"goals met: {report.goals - len(report.missed)} of "
               f"{report.goals}"
               + (f"; missed in ({', '.join(parts)})" if parts else ""))
    if args.record:
        if changed_during_run or package_commit() != (commit, changed):
            sys.exit("the tree changed during the run: not recorded")
        record.write_text(
            "# Last result of Tools/pep637/backport/tools/benchmark.py "
            "--record\n" + "\n".join(report.lines) + "\n", encoding="utf-8")
        print(f"written to {record}")
    return 1 if report.missed else 0


if __name__ == "__main__":
    sys.exit(main())
