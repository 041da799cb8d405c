"""Parse and completion time of the parso and jedi recipes against upstream.

    python3 Tools/pep637/recipes/jedi/bench.py [--rounds N] [--cpu CPUS]
        [--build-dir DIR] [--files N] [--record FILE]

Builds (with ../build.sh) the recipes' wheels of parso and jedi and
upstream's code built the same way (`build.sh --unpatched`), installs each
pair into a venv of PYTHON (default python3: a release build, not the
fork's debug build), and times, in a fresh process per measurement, on the
standard library of PYTHON (its top-level modules, no keyword subscript):

- parse: `parso.load_grammar().parse(code, cache=False)` of every module
  (with the grammar of PYTHON's version);
- complete: `jedi.Script(code, path=path).complete(line, column)` at the
  end of the first line of each of the first --files modules (by size,
  largest first) that ends in `(`, `[` or `.` (a call, a subscript, an
  attribute: the places the patches touch), after jedi has been imported
  and has completed once in a small module.

The figure is the CPU time (time.process_time).  Every round runs each
combination once, in a shuffled order, under taskset -c CPUS with --cpu.
For each it prints the medians, their ratio (patched / upstream) with a 95 %
bootstrap interval; the goal is 1.02 at most: "ok" when the whole interval
is below it, "missed" when above, "within noise" otherwise.  Nothing is
timed by the tests.

--record FILE writes the report there, headed by what it ran on: the
commit of this tree (which must be clean: no change to a tracked file and
no untracked file, so that the commit is what ran), the date, the machine
and its load average before and after, PYTHON by its sys.version, and the
command (without local paths).  Every figure in it is computed by the run.
"""

import argparse
import json
import os
import pathlib
import platform
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[3]
GOAL = 1.02

TIMER = """\
import json, os, sys, time
kind, files = sys.argv[1], json.loads(sys.argv[2])
sources = []
for path in files:
    with open(path, encoding='utf-8') as f:
        sources.append((path, f.read()))
if kind == 'parse':
    import parso
    grammar = parso.load_grammar()
    grammar.parse('x = 1', cache=False)
    start = time.process_time()
    for path, code in sources:
        grammar.parse(code, cache=False)
else:
    import jedi
    jedi.Script('import os\\nos.pa').complete()
    points = []
    for path, code in sources:
        lines = code.splitlines()
        for number, line in enumerate(lines, 1):
            stripped = line.rstrip()
            if stripped.endswith(('(', '[', '.')) and not stripped.lstrip().startswith('#'):
                points.append((path, code, number, len(stripped)))
                break
    start = time.process_time()
    for path, code, line, column in points:
        jedi.Script(code, path=path).complete(line, column)
print(time.process_time() - start)
"""


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, **kwargs)


def build(build_dir, python):
    venvs = {}
    env = dict(os.environ, PYTHON=sys.executable)
    for label, flag in (('patched', []), ('upstream', ['--unpatched'])):
        wheels = []
        for name in ('parso', 'jedi'):
            out = build_dir / label / name
            wheels.append(run(['bash', str(HERE.parent / 'build.sh'), *flag, name, str(out)],
                              capture_output=True, env=env).stdout.splitlines()[-1])
        venv = build_dir / f'venv-{label}'
        if not venv.exists():
            run([python, '-m', 'venv', str(venv)])
        run([str(venv / 'bin' / 'python'), '-m', 'pip', 'install', '--quiet',
             '--no-deps', '--force-reinstall', *wheels])
        venvs[label] = venv / 'bin' / 'python'
    return venvs


def bootstrap(patched, upstream, n=2000):
    """A 95 % interval of the ratio of the medians."""
    rng = random.Random(637)
    values = sorted(
        statistics.median(rng.choices(patched, k=len(patched)))
        / statistics.median(rng.choices(upstream, k=len(upstream)))
        for _ in range(n)
    )
    return values[int(n * 0.025)], values[int(n * 0.975)]


def stdlib_files(python, count):
    stdlib = run([python, '-c', 'import sysconfig; print(sysconfig.get_path("stdlib"))'],
                 capture_output=True).stdout.strip()
    files = sorted(pathlib.Path(stdlib).glob('*.py'), key=lambda p: -p.stat().st_size)
    return [str(p) for p in files], [str(p) for p in files[:count]]


def clean_commit():
    """The commit of the tree this script is in; exits if the tree has
    changes (tracked or untracked)."""
    status = run(['git', '-C', str(TOP), 'status', '--porcelain'], capture_output=True).stdout
    if status.strip():
        sys.exit('bench.py --record: the tree has changes; commit them first:\n' + status)
    return run(['git', '-C', str(TOP), 'log', '-1', '--format=%H %s'],
               capture_output=True).stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--rounds', type=int, default=11)
    parser.add_argument('--cpu', help='taskset -c CPUS for every measurement')
    parser.add_argument('--build-dir', type=pathlib.Path)
    parser.add_argument('--files', type=int, default=40)
    parser.add_argument('--python', default='python3')
    parser.add_argument('--record', type=pathlib.Path)
    args = parser.parse_args()
    commit = clean_commit() if args.record else None
    started = time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())
    load_before = os.getloadavg()

    with tempfile.TemporaryDirectory() as tmp:
        build_dir = args.build_dir or pathlib.Path(tmp)
        venvs = build(build_dir, args.python)
        parse_files, complete_files = stdlib_files(args.python, args.files)
        kinds = {'parse': json.dumps(parse_files), 'complete': json.dumps(complete_files)}
        times = {(kind, label): [] for kind in kinds for label in venvs}
        prefix = ['taskset', '-c', args.cpu] if args.cpu else []
        for round_ in range(args.rounds):
            order = list(times)
            random.shuffle(order)
            for kind, label in order:
                out = run([*prefix, str(venvs[label]), '-c', TIMER, kind, kinds[kind]],
                          capture_output=True).stdout
                times[kind, label].append(float(out))
            print(f'round {round_ + 1}/{args.rounds}', file=sys.stderr)

    load_after = os.getloadavg()
    version = run([args.python, '-c', 'import sys; print(sys.version.split()[0])'],
                  capture_output=True).stdout.strip()
    lines = []
    if args.record:
        full_version = run([args.python, '-c', 'import sys; print(sys.version)'],
                           capture_output=True).stdout.strip()
        command = ['bench.py', '--python', 'PYTHON', '--rounds', str(args.rounds),
                   '--files', str(args.files)]
        if args.cpu:
            command += ['--cpu', args.cpu]
        command += ['--record', args.record.name]
        lines += [f'commit: {commit}',
                  f'date: {started}',
                  f'machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.platform()}',
                  'load average (1, 5, 15 min): before '
                  + ', '.join(f'{x:.2f}' for x in load_before) + '; after '
                  + ', '.join(f'{x:.2f}' for x in load_after),
                  f'python: {full_version}',
                  f'command: {shlex.join(command)}', '']
    lines += [f'parso 0.8.7 and jedi 0.20.1: the recipes against upstream built the same way',
             f'Python {version} ({platform.machine()}), {args.rounds} rounds'
             f'{", taskset -c " + args.cpu if args.cpu else ""}',
             f'parse: {len(parse_files)} top-level modules of the standard library;'
             f' complete: one point in each of the {len(complete_files)} largest', '']

    for kind in kinds:
        patched, upstream = times[kind, 'patched'], times[kind, 'upstream']
        r = statistics.median(patched) / statistics.median(upstream)
        low, high = bootstrap(patched, upstream)
        verdict = 'ok' if high <= GOAL else 'missed' if low > GOAL else 'within noise'
        lines.append(f'{kind:9} upstream {statistics.median(upstream):.3f} s,'
                     f' patched {statistics.median(patched):.3f} s:'
                     f' ratio {r:.4f} [{low:.4f}, {high:.4f}] {verdict}')
    report = '\n'.join(lines) + '\n'
    print(report)
    if args.record:
        args.record.write_text(report)


if __name__ == '__main__':
    main()
