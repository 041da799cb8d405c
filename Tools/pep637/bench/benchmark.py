#!/usr/bin/env python3
"""Benchmark keyword subscripts: this fork against pristine CPython 3.13.5.

    python3 Tools/pep637/bench/benchmark.py [--workdir DIR] [--fork PYTHON]
                                      [--stock PYTHON] [--optimized]
                                      [--cpu CPUS] [--build-cpu CPUS]
                                      [--pystats] [--fast]

Without --fork and --stock, it builds both in WORKDIR (default
/tmp/pep637-bench) with the same configure flags (--configure-flags, none by
default: a non-debug build): the commit HEAD names when the run starts (git
archive: uncommitted changes are not built) and the release tarball of
../shared/upstream/ (SHA-256 checked against its SHA256SUMS).  Builds are
reused when their sources and flags have not changed.  Each interpreter gets
a venv with pinned pyperf and pyperformance from PyPI.

With --optimized, both are built as people who ship an interpreter build it,
with --enable-optimizations --with-lto added to the flags (PGO+LTO), in
their own WORKDIR (default /tmp/pep637-bench-optimized), and the targets on
the shape that the specializer handles best (keywords exactly the dunder's
keyword-only parameters) are checked; without it they are shown for
information.  make runs with SIGINT at its default even when this script
runs as a background job: the PGO training's test_generators fails when
SIGINT is ignored.

In one run it measures, with pyperf, on both builds where the syntax allows:
keyword subscripts (this fork only), what users write today for the same
access, plain subscripts, a pyperformance subset and compile() of every .py
file under the stock Lib/.  With valgrind, it also counts the instructions
executed by each of them (callgrind).  It reports ratios only, never bare
times: this fork / stock for everything both run, and for keyword subscripts
the ratio to the plain subscript and to the explicit dunder call on the same
build.  Every time ratio is shown with its spread over pyperf's processes.
The targets are checked on the instruction counts, which the load of the
machine does not change, except those the issue sets on time (a keyword
subscript against the plain one and against the explicit call): these are
met only when the whole spread meets them, and reported as within noise,
neither met nor missed, when they lie inside it.  Without valgrind, or with
--no-counts, all are checked on times so.  It also counts the memory a
million keyword subscripts leave behind and, with --pystats, builds the fork
once more with --enable-pystats to show the specialization of the new
instructions in the hot loops.

Builds and measurements run under taskset -c CPUS (--cpu, default 1; '' for
no pinning; --build-cpu for the builds alone).  The table is printed and
written, with the machine, the commit and the date, to
../records/bench_results.txt (--no-record to skip), which holds one section per mode: a
run replaces the section of its own mode and keeps the other.  Exit status 1
if a target is missed.
"""

import argparse
import datetime
import hashlib
import json
import math
import os
import platform
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
UPSTREAM = os.path.join(TOP, '..', 'shared', 'upstream')
TARBALL = 'Python-3.13.5.tar.xz'
PYPERF = 'pyperf==2.11.0'
PYPERFORMANCE = 'pyperformance==1.14.0'
PYPERFORMANCE_SUBSET = [
    'nbody', 'richards', 'spectral_norm', 'fannkuch', 'float', 'chaos',
    'deltablue', 'go', 'hexiom', 'raytrace', 'unpack_sequence', 'json_loads',
]

# (keyword form, plain counterpart, explicit call): the keyword form must
# cost at most 1.3x the plain form and 0.8x the explicit call.
KEYWORD_TARGETS = [
    ('kw get a[i, k=1]', 'plain p[i] (__getitem__(self, i))',
     'today a.__getitem__(i, k=1)'),
    ('kw get a[i, k=1, l=2, m=3]', 'plain p[i] (__getitem__(self, i))',
     'today a.__getitem__(i, k=1, l=2, m=3)'),
    ('kw set a[i, k=1] = v', 'plain p[i] = v (__setitem__)',
     'today a.__setitem__(i, v, k=1)'),
    ('kw set a[i, k=1, l=2, m=3] = v', 'plain p[i] = v (__setitem__)',
     'today a.__setitem__(i, v, k=1, l=2, m=3)'),
    ('kw del a[i, k=1]', 'plain del p[i] (__delitem__)',
     'today a.__delitem__(i, k=1)'),
    ('kw del a[i, k=1, l=2, m=3]', 'plain del p[i] (__delitem__)',
     'today a.__delitem__(i, k=1, l=2, m=3)'),
]
KEYWORD_MAX_VS_PLAIN = 1.3
KEYWORD_MAX_VS_CALL = 0.8
# (keyword form, the explicit call of the same dunder that users write
# today): the subscript must cost no more than the call.
EXPLICIT_TARGETS = [
    ('kw get C[int, k=1] (__class_getitem__)',
     'today C.__class_getitem__(int, k=1)'),
    ('kw get a[i, **m]', 'today a.__getitem__(i, **m)'),
    ('kw set a[i, **m] = v', 'today a.__setitem__(i, v, **m)'),
    ('kw del a[i, **m]', 'today a.__delitem__(i, **m)'),
]
EXPLICIT_MAX = 1.00
# The shape that *_SUBSCR_KW_PY_EXACT specializes: (keyword form, plain
# counterpart, explicit call).  In optimized builds (--optimized) the keyword
# form must cost at most 1.2x the plain form and 0.75x the explicit call.
EXACT_TARGETS = [
    ('kw get q[i, k=1] (exact: __getitem__(self, i, *, k=None))',
     'plain p[i] (__getitem__(self, i))', 'today q.__getitem__(i, k=1)'),
    ('kw set q[i, k=1] = v (exact)', 'plain p[i] = v (__setitem__)',
     'today q.__setitem__(i, v, k=1)'),
    ('kw del q[i, k=1] (exact)', 'plain del p[i] (__delitem__)',
     'today q.__delitem__(i, k=1)'),
]
EXACT_MAX_VS_PLAIN = 1.2
EXACT_MAX_VS_CALL = 0.75
OPTIMIZED_FLAGS = ['--enable-optimizations', '--with-lto']
TITLE = 'PEP 637 fork: keyword subscripts against CPython 3.13.5'
OPTIMIZED_TITLE = ('PEP 637 fork, optimized builds (PGO+LTO): keyword '
                   'subscripts against CPython 3.13.5')
# A plain subscript on __getitem__(self, i, *, k=None), against one on
# __getitem__(self, i).
KWONLY_FORM = 'plain q[i] (__getitem__(self, i, *, k=None))'
KWONLY_BASE = 'plain p[i] (__getitem__(self, i))'
KWONLY_MAX = 1.2
SAME_TOLERANCE = 0.02       # each plain / whole-program / parsing ratio
GEOMEAN_TOLERANCE = 0.01    # their geometric means
LEAK_LOOPS = 1_000_000
COUNT_LOOPS = (2_000, 4_000)   # loops of bench_micro's timers, callgrind
COMPILE_SAMPLE = 10            # callgrind compiles every 10th file of Lib/
PROCESSES, VALUES = 12, 5                 # pyperf, each benchmark
COMPILE_PROCESSES, COMPILE_VALUES = 6, 2  # pyperf, compile() of Lib/

LEAK_CHECK = '''
import sys, tracemalloc
class C:
    def __getitem__(self, i=None, *, k=None, **kw):
        return i
    def __setitem__(self, i, v, *, k=None, **kw):
        pass
    def __delitem__(self, i, *, k=None, **kw):
        pass
class G:
    def __class_getitem__(cls, item=None, **kw):
        return cls
def run(a, n, m):
    for i in range(n):
        a[i, k=i]
        a[k=i:i + 1, j=...]
        a[i, **m] = i
        del a[*m, k=i]
        G[T=i]
        G[i, k=i]
        try:
            a[i, k=1, k2=2, **{'k': 3}]
        except TypeError:
            pass
a, m = C(), {'x': 1}
run(a, 1000, m)
tracemalloc.start()
blocks = sys.getallocatedblocks()
before = tracemalloc.get_traced_memory()[0]
run(a, N, m)
after = tracemalloc.get_traced_memory()[0]
print(after - before, sys.getallocatedblocks() - blocks)
'''

# The CPUs that measurements and builds are pinned to (taskset -c), set by
# main() from --cpu and --build-cpu; empty: not pinned.
PIN_CPUS = ''
BUILD_CPUS = ''
# {kind of build: how it was made, and whether this run reused it}
BUILDS = {}


def log(*args):
    print('::', *args, flush=True)


def run(cmd, **kwargs):
    log(' '.join(shlex.quote(str(c)) for c in cmd))
    return subprocess.run(cmd, check=True, **kwargs)


def pinned(cmd, cpus=None):
    """cmd, run under taskset -c CPUS (default PIN_CPUS) when pinning."""
    cpus = PIN_CPUS if cpus is None else cpus
    return ['taskset', '-c', cpus, *cmd] if cpus else list(cmd)


def default_sigint():
    """In the child, before exec: SIGINT at its default, not ignored as in
    a background job (the PGO training's test_generators needs it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def output(cmd):
    return subprocess.run(cmd, check=True, capture_output=True,
                          text=True).stdout.strip()


def sha256(path):
    with open(path, 'rb') as f:
        return hashlib.file_digest(f, 'sha256').hexdigest()


# --- Builds -----------------------------------------------------------------

def head_commit():
    """The full hash of HEAD, and its one-line description."""
    commit = output(['git', '-C', TOP, 'rev-parse', 'HEAD'])
    subject = output(['git', '-C', TOP, 'log', '-1', '--format=%s', commit])
    return commit, subject


def modified_files():
    """The tracked files that differ from HEAD in the working tree (git
    archive leaves them out of the build)."""
    return output(['git', '-C', TOP, 'status', '--porcelain',
                   '--untracked-files=no']).splitlines()


def build(kind, workdir, flags, extra_flags=(), commit=None):
    """Build (or reuse) the stock or the fork (at commit) interpreter; its
    path."""
    src = os.path.join(workdir, kind)
    flags = list(flags) + list(extra_flags)
    if kind.startswith('fork'):
        rev = commit
    else:
        tarball = os.path.join(UPSTREAM, TARBALL)
        rev = sha256(tarball)
        with open(os.path.join(UPSTREAM, 'SHA256SUMS')) as f:
            sums = dict(line.split()[::-1] for line in f if line.strip())
        if sums.get(TARBALL) != rev:
            sys.exit(f'{tarball}: SHA-256 does not match SHA256SUMS')
    stamp = f'{rev} {" ".join(flags)}'
    python = os.path.join(src, 'python')
    stamp_file = os.path.join(src, '.bench-stamp')
    made_file = os.path.join(src, '.bench-made')
    if os.path.exists(stamp_file) and os.path.exists(python):
        with open(stamp_file) as f:
            if f.read() == stamp:
                log(f'reusing the {kind} build in {src}')
                try:
                    with open(made_file) as f:
                        made = f.read().strip()
                except OSError:
                    made = 'made by an earlier run'
                BUILDS[kind] = f'{made}; reused by this run'
                return python
    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    log(f'building {kind} in {src}')
    if kind.startswith('fork'):
        archive = subprocess.Popen(['git', '-C', TOP, 'archive', commit],
                                   stdout=subprocess.PIPE)
        run(['tar', '-x', '-C', src], stdin=archive.stdout)
        if archive.wait():
            sys.exit('git archive failed')
    else:
        with tarfile.open(tarball) as tar:
            for member in tar.getmembers():
                member.name = member.name.partition('/')[2]
                if member.name:
                    tar.extract(member, src, filter='tar')
    regen = os.environ.get('PYTHON_FOR_REGEN', '/usr/bin/python3.11')
    jobs = output(pinned(['nproc'], BUILD_CPUS))
    started = datetime.datetime.now(datetime.timezone.utc)
    with open(os.path.join(src, 'build.log'), 'w') as out:
        run(pinned(['./configure', *flags, f'PYTHON_FOR_REGEN={regen}'],
                   BUILD_CPUS),
            cwd=src, stdout=out, stderr=subprocess.STDOUT,
            preexec_fn=default_sigint)
        run(pinned(['make', f'-j{jobs}'], BUILD_CPUS), cwd=src, stdout=out,
            stderr=subprocess.STDOUT, preexec_fn=default_sigint)
    minutes = (datetime.datetime.now(datetime.timezone.utc)
               - started).total_seconds() / 60
    pinning = (f'under taskset -c {BUILD_CPUS}' if BUILD_CPUS
               else 'not pinned')
    made = (f'made {started:%Y-%m-%d %H:%M} UTC with make -j{jobs} '
            f'{pinning}, in {minutes:.0f} min')
    with open(made_file, 'w') as f:
        f.write(made)
    with open(stamp_file, 'w') as f:
        f.write(stamp)
    BUILDS[kind] = made
    return python


def make_venv(python, workdir, name):
    venv = os.path.join(workdir, f'venv-{name}')
    vpython = os.path.join(venv, 'bin', 'python')
    stamp = f'{os.path.realpath(python)} {PYPERF} {PYPERFORMANCE}'
    stamp_file = os.path.join(venv, '.bench-stamp')
    if os.path.exists(stamp_file):
        with open(stamp_file) as f:
            if f.read() == stamp:
                return vpython
    shutil.rmtree(venv, ignore_errors=True)
    run([python, '-m', 'venv', venv])
    run([vpython, '-m', 'pip', 'install', '-q', PYPERF, PYPERFORMANCE])
    with open(stamp_file, 'w') as f:
        f.write(stamp)
    return vpython


def check_release_build(python):
    debug = output([python, '-c', 'import sysconfig; print(sysconfig.'
                    'get_config_var("Py_DEBUG"))'])
    if debug not in ('0', 'None', ''):
        sys.exit(f'{python} is a debug build: compare non-debug builds')


# --- Times (pyperf) ---------------------------------------------------------

def load_runs(path):
    """{benchmark name: [mean of the values of each worker process]} from
    pyperf JSON (the calibration runs, without values, are left out)."""
    with open(path) as f:
        data = json.load(f)
    common = data.get('metadata', {})
    runs = {}
    for bench in data['benchmarks']:
        name = bench.get('metadata', {}).get('name') or common.get('name')
        runs[name] = [statistics.fmean(run['values'])
                      for run in bench['runs'] if run.get('values')]
    return runs


def pyperf_args(args, processes=PROCESSES, values=VALUES):
    if args.fast:
        return ['--fast']
    return ['--processes', str(processes), '--values', str(values)]


def pyperformance_script(python, bm):
    root = output([python, '-c', 'import os, pyperformance; print(os.path.'
                   'dirname(pyperformance.__file__))'])
    return os.path.join(root, 'data-files', 'benchmarks', f'bm_{bm}',
                        'run_benchmark.py')


def bench_micro(pythons, outdir, args):
    results = {}
    for name, python in pythons.items():
        out = os.path.join(outdir, f'micro-{name}.json')
        if os.path.exists(out):
            os.unlink(out)
        run(pinned([python, os.path.join(HERE, 'bench_micro.py'), '-q',
                    *pyperf_args(args), '-o', out]))
        results[name] = load_runs(out)
    return results


def bench_pyperformance(pythons, outdir, args):
    results = {name: {} for name in pythons}
    for bm in PYPERFORMANCE_SUBSET:
        # Alternate the builds benchmark by benchmark.
        for name, python in pythons.items():
            out = os.path.join(outdir, f'pyperformance-{bm}-{name}.json')
            if os.path.exists(out):
                os.unlink(out)
            run(pinned([python, pyperformance_script(python, bm), '-q',
                        *pyperf_args(args), '-o', out]))
            # A file with several benchmarks: the mean of them, process
            # by process.
            per_bench = load_runs(out).values()
            results[name][bm] = [statistics.fmean(values)
                                 for values in zip(*per_bench)]
    return results


def bench_compile(pythons, outdir, lib, args):
    """compile() of every .py file under lib (the stock Lib/)."""
    script = os.path.join(outdir, 'bench_compile.py')
    with open(script, 'w') as f:
        f.write(f'''
import os, time, pyperf
sources = []
for root, dirs, files in os.walk({lib!r}):
    for name in sorted(files):
        if name.endswith('.py'):
            path = os.path.join(root, name)
            with open(path, 'rb') as f:
                sources.append((f.read(), path))
def compile_all(loops):
    t0 = time.perf_counter()
    for _ in range(loops):
        for source, path in sources:
            try:
                compile(source, path, 'exec', dont_inherit=True)
            except (SyntaxError, ValueError):
                pass
    return time.perf_counter() - t0
runner = pyperf.Runner()
runner.bench_time_func('compile() of Lib', compile_all)
''')
    results = {}
    for name, python in pythons.items():
        out = os.path.join(outdir, f'compile-{name}.json')
        if os.path.exists(out):
            os.unlink(out)
        opts = pyperf_args(args, COMPILE_PROCESSES, COMPILE_VALUES)
        if not args.fast:
            opts += ['--warmups', '1']
        run(pinned([python, script, '-q', '--loops', '1', *opts,
                    '-o', out]))
        results[name] = load_runs(out)['compile() of Lib']
    return results


# --- Instructions (callgrind) -----------------------------------------------

def callgrind(python, argv, env=None):
    """Instructions executed by python argv, counted by callgrind."""
    proc = subprocess.run(
        pinned(['valgrind', '--tool=callgrind',
                '--callgrind-out-file=/dev/null', python, *argv]),
        capture_output=True, text=True,
        env={**os.environ, 'PYTHONHASHSEED': '0', **(env or {})})
    if proc.returncode:
        sys.exit(f'{python} {argv} failed under callgrind:\n{proc.stderr}')
    for line in proc.stderr.splitlines():
        if 'Collected :' in line:
            return int(line.rpartition(':')[2])
    sys.exit(f'no instruction count from callgrind:\n{proc.stderr}')


def write_count_drivers(outdir, lib):
    """Scripts run under callgrind: one micro-benchmark for N loops, and
    compile() of every COMPILE_SAMPLE-th file of lib N times."""
    driver = os.path.join(outdir, 'count_micro.py')
    with open(driver, 'w') as f:
        f.write(f'''
import sys
sys.path.insert(0, {HERE!r})
import bench_micro
stmt, _ = bench_micro.BENCHMARKS[sys.argv[1]]
bench_micro.make_timer(stmt)(int(sys.argv[2]))
''')
    compile_driver = os.path.join(outdir, 'count_compile.py')
    with open(compile_driver, 'w') as f:
        f.write(f'''
import os, sys
paths = []
for root, dirs, files in os.walk({lib!r}):
    dirs.sort()
    paths.extend(os.path.join(root, n) for n in sorted(files)
                 if n.endswith('.py'))
sources = []
for path in paths[::{COMPILE_SAMPLE}]:
    with open(path, 'rb') as f:
        sources.append((f.read(), path))
for _ in range(int(sys.argv[1])):
    for source, path in sources:
        try:
            compile(source, path, 'exec', dont_inherit=True)
        except (SyntaxError, ValueError):
            pass
''')
    return driver, compile_driver


def count_instructions(pythons, outdir, lib):
    """Instructions per operation, by difference of two run lengths, so
    that start-up and warm-up cancel: code layout does not change them."""
    driver, compile_driver = write_count_drivers(outdir, lib)
    sys.path.insert(0, HERE)
    import bench_micro
    counts = {name: {} for name in pythons}
    for name, python in pythons.items():
        kw = name == 'fork'
        for bench, (stmt, needs_kw) in bench_micro.BENCHMARKS.items():
            if needs_kw and not kw:
                continue
            n1, n2 = COUNT_LOOPS
            i1 = callgrind(python, [driver, bench, str(n1)])
            i2 = callgrind(python, [driver, bench, str(n2)])
            counts[name][bench] = (i2 - i1) / ((n2 - n1) * bench_micro.REPEAT)
            log(f'{name}: {bench}: {counts[name][bench]:.1f} instructions')
        for bm in PYPERFORMANCE_SUBSET:
            script = pyperformance_script(python, bm)
            i1, i2 = (callgrind(python, [script, '--worker', '-l', str(n),
                                         '-n', '1', '-w', '0', '-q'])
                      for n in (1, 2))
            counts[name][bm] = i2 - i1
            log(f'{name}: {bm}: {i2 - i1:,} instructions per loop')
        i1, i2 = (callgrind(python, [compile_driver, str(n)])
                  for n in (1, 2))
        counts[name]['compile'] = i2 - i1
        log(f'{name}: compile: {i2 - i1:,} instructions')
    return counts


# --- Memory and specialization ----------------------------------------------

def leak_check(python):
    src = LEAK_CHECK.replace('N,', f'{LEAK_LOOPS},')
    out = output(pinned([python, '-c', src]))
    traced, blocks = map(int, out.split())
    return traced, blocks


def pystats(workdir, flags, commit):
    """Specialization of the subscripts in the micro-benchmarks' loops."""
    python = build('fork-pystats', workdir, flags, ['--enable-pystats'],
                   commit=commit)
    statsdir = '/tmp/py_stats'     # where -X pystats writes (specialize.c)
    os.makedirs(statsdir, exist_ok=True)
    before = set(os.listdir(statsdir))
    code = f'''
import sys
sys.path.insert(0, {HERE!r})
import bench_micro
for name, (stmt, needs_kw) in bench_micro.BENCHMARKS.items():
    if name.startswith(('kw', 'plain p', 'plain q')):
        bench_micro.make_timer(stmt)(2000)
'''
    subprocess.run(pinned([python, '-X', 'pystats', '-c', code]),
                   check=True)
    new = sorted(set(os.listdir(statsdir)) - before)
    if not new:
        return ['(no stats file written)']
    counts = {}
    with open(os.path.join(statsdir, new[-1])) as f:
        for line in f:
            key, _, value = line.partition(':')
            counts[key.strip()] = value.strip()
    lines = []
    for op, *specials in [
            ('BINARY_SUBSCR_KW', 'BINARY_SUBSCR_KW_PY',
             'BINARY_SUBSCR_KW_PY_EXACT'),
            ('STORE_SUBSCR_KW', 'STORE_SUBSCR_KW_PY',
             'STORE_SUBSCR_KW_PY_EXACT'),
            ('DELETE_SUBSCR_KW', 'DELETE_SUBSCR_KW_PY',
             'DELETE_SUBSCR_KW_PY_EXACT'),
            ('BINARY_SUBSCR', 'BINARY_SUBSCR_GETITEM')]:
        get = lambda k: int(counts.get(f'opcode[{op}].{k}', 0))
        lines.append(
            f'{op:18} specialized {get("specialization.success"):>4}, '
            f'failed {get("specialization.failure"):>4}; '
            f'hits {get("specialization.hit"):>8}, '
            f'deferred {get("specialization.deferred"):>6}, '
            f'misses {get("specialization.miss"):>6}, '
            f'deopts {get("specialization.deopt"):>4}')
        for name in (op, *specials):
            executed = int(counts.get(f'opcode[{name}].execution_count', 0))
            lines.append(f'    {name:26} executed {executed:>8} times')
    return lines


# --- One run ----------------------------------------------------------------

def load_average():
    try:
        with open('/proc/loadavg') as f:
            return ' '.join(f.read().split()[:3])
    except OSError:
        return 'unknown'


def cpu_model():
    try:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('model name'):
                    return line.partition(':')[2].strip()
    except OSError:
        pass
    return platform.processor() or 'unknown'


def prepare(args):
    """Build (or take) both interpreters and their venvs."""
    workdir = os.path.abspath(args.workdir)
    os.makedirs(workdir, exist_ok=True)
    flags = shlex.split(args.configure_flags)
    optimized = OPTIMIZED_FLAGS if args.optimized else []
    commit = subject = None
    if not args.fork or args.pystats:
        commit, subject = head_commit()
    fork = args.fork or build('fork', workdir, flags, optimized,
                              commit=commit)
    stock = args.stock or build('stock', workdir, flags, optimized)
    for python in (fork, stock):
        check_release_build(python)
    stock_lib = os.path.join(os.path.dirname(os.path.realpath(stock)), 'Lib')
    if not os.path.isdir(stock_lib):
        stock_lib = output([stock, '-c', 'import os; print(os.path.dirname('
                            'os.__file__))'])
    pythons = {'stock': make_venv(stock, workdir, 'stock'),
               'fork': make_venv(fork, workdir, 'fork')}
    return workdir, flags, commit, subject, pythons, fork, stock_lib


def measure(args):
    """Build, measure; the measurements, also saved to
    WORKDIR/results/measurements.json."""
    workdir, flags, commit, subject, pythons, fork, stock_lib = prepare(args)
    outdir = os.path.join(workdir, 'results')
    os.makedirs(outdir, exist_ok=True)
    m = {'versions': {name: output(
        [python, '-c', 'import sys; print(sys.version.replace("\\n", " "))'])
        for name, python in pythons.items()}}
    m['fork_commit'] = None if args.fork else f'{commit} ({subject})'
    m['modified_files'] = len(modified_files())
    m['pystats_commit'] = commit if args.pystats else None
    m['fast'] = args.fast
    m['pyperf'] = (None if args.fast else
                   [PROCESSES, VALUES, COMPILE_PROCESSES, COMPILE_VALUES])
    m['pinned_cpus'] = PIN_CPUS

    started = datetime.datetime.now(datetime.timezone.utc)
    m['loads'] = [load_average()]
    m['micro'] = bench_micro(pythons, outdir, args)
    m['loads'].append(load_average())
    m['whole'] = bench_pyperformance(pythons, outdir, args)
    m['loads'].append(load_average())
    m['parsing'] = bench_compile(pythons, outdir, stock_lib, args)
    m['traced'], m['blocks'] = leak_check(fork)
    m['loads'].append(load_average())
    m['counts'] = (count_instructions(pythons, outdir, stock_lib)
                   if shutil.which('valgrind') and not args.no_counts
                   else None)
    m['loads'].append(load_average())
    m['stats'] = pystats(workdir, flags, commit) if args.pystats else None
    finished = datetime.datetime.now(datetime.timezone.utc)

    m['builds'] = dict(BUILDS)
    m['started'] = f'{started:%Y-%m-%d %H:%M}'
    m['finished'] = f'{finished:%H:%M}'
    m['configure_flags'] = ' '.join(
        [args.configure_flags] * bool(args.configure_flags)
        + (OPTIMIZED_FLAGS if args.optimized else []))
    m['optimized'] = args.optimized
    m['command'] = ' '.join(shlex.quote(a) for a in [
        'python3', 'Tools/pep637/bench/benchmark.py', *sys.argv[1:]])
    m['machine'] = (f'{platform.node()}, {platform.machine()}, '
                    f'{os.cpu_count()} CPUs, {platform.platform()}')
    m['cpu'] = cpu_model()
    m['cpus'] = os.cpu_count()
    with open(os.path.join(outdir, 'measurements.json'), 'w') as fh:
        json.dump(m, fh, indent=1)
    return m


# --- Report -----------------------------------------------------------------

def geomean(values):
    return math.exp(statistics.fmean(math.log(v) for v in values))


def runs_of(value):
    """Per-process means; a bare mean (results saved before the runs were
    kept) stands for a single process."""
    return value if isinstance(value, list) else [value]


class TimeRatio:
    """The ratio of the mean times of a and b (lists of pyperf's
    per-process means), with its spread over the processes: from the
    fastest process of a against the slowest of b to the other way round."""

    def __init__(self, a, b):
        a, b = runs_of(a), runs_of(b)
        self.value = statistics.fmean(a) / statistics.fmean(b)
        self.low = min(a) / max(b)
        self.high = max(a) / min(b)

    @classmethod
    def geomean(cls, ratios):
        g = cls.__new__(cls)
        g.value = geomean(r.value for r in ratios)
        g.low = geomean(r.low for r in ratios)
        g.high = geomean(r.high for r in ratios)
        return g

    def __str__(self):
        return f'{self.value:.3f} [{self.low:.3f}..{self.high:.3f}]'


class Target:
    """Where a ratio must lie, [low, high], and what it is checked on:
    'instructions' (when counted, else the time) or 'time'."""

    def __init__(self, low, high, text, on):
        self.low, self.high, self.text, self.on = low, high, text, on

    @classmethod
    def at_most(cls, limit, on='instructions'):
        return cls(0, limit, f'<= {limit:.2f}', on)

    @classmethod
    def same(cls, tolerance):
        return cls(1 - tolerance, 1 + tolerance, f'1.00 +- {tolerance:.2f}',
                   'instructions')

    def verdict(self, low, high):
        """'ok' if all of [low, high] meets the target, 'MISSED' if none of
        it does, else 'within noise'."""
        if self.low <= low and high <= self.high:
            return 'ok'
        if high < self.low or low > self.high:
            return 'MISSED'
        return 'within noise'


class Report:
    """The lines of the report, and the verdicts of its targets."""

    NAME = 44       # width of the names of the benchmarks

    def __init__(self, m):
        self.m = m
        self.micro = m['micro']
        self.counts = m['counts']
        self.lines = []
        self.failures = []
        self.noisy = []
        self.gates = 0
        self.ratios = []        # the same-as-stock ratios that are gates

    def out(self, text=''):
        self.lines.append(text)

    def wrapped(self, text, indent=''):
        self.lines.extend(textwrap.wrap(text, 79, subsequent_indent=indent,
                                        break_on_hyphens=False))

    def gate(self, what, target, low, high=None):
        """The verdict on a ratio (or a spread of ratios); recorded."""
        verdict = target.verdict(low, low if high is None else high)
        self.gates += 1
        if verdict == 'MISSED':
            self.failures.append(what)
        elif verdict == 'within noise':
            self.noisy.append(what)
        return verdict

    def pair(self, label, a, b, target=None, builds=('fork', 'fork')):
        """One line: micro-benchmark a / b (on builds[0] and builds[1]),
        with the verdict on the target next to the figure it is checked
        on: the instructions when the target says so and they were
        counted, else the time."""
        (build_a, build_b), micro, counts = builds, self.micro, self.counts
        time = TimeRatio(micro[build_a][a], micro[build_b][b])
        what = f'{a} / {b}'
        on_counts = counts and target and target.on == 'instructions'
        timed = str(time)
        if target and not on_counts:
            timed += ' ' + self.gate(what, target, time.low, time.high)
        if counts:
            r = counts[build_a][a] / counts[build_b][b]
            verdict = self.gate(what, target, r) if on_counts else ''
            counted = f'{r:6.3f} {verdict:6}'
        else:
            counted = f'{"-":>6} {"":6}'
        text = target.text if target else ''
        self.out(f'  {label:{self.NAME}} {text:>7}  {counted}  {timed}')

    def legend(self):
        spread = """the ratio of the mean times, then [low..high], its spread
            over the repeated runs, from pyperf's per-process means: the
            fastest process of the first form against the slowest of the
            second, and the other way round (the spread of a geometric mean
            is the geometric means of the ends of the spreads)."""
        if self.counts is not None:
            text = f"""
                How to read: ratios of two forms, or of two builds.  Each
                target is checked on one figure, and its verdict is printed
                next to that figure only.  Most are checked on the
                instructions executed ("instr.", counted by valgrind
                --tool=callgrind per subscript or per loop, as the
                difference between two run lengths, so that start-up and
                warm-up cancel): they do not depend on the load of the
                machine, nor on code alignment, though they follow the
                register allocation of the compiler in the interpreter
                loop.  Times: {spread}  A target on time is ok when the
                whole spread meets it, MISSED when none of it does, "within
                noise" when it lies inside the spread: neither met nor
                missed."""
        else:
            text = f"""
                How to read: ratios of two forms, or of two builds.  No
                instructions were counted in this run: the targets are
                checked on times: {spread}  A target is ok when the whole
                spread meets it, MISSED when none of it does, "within noise"
                when it lies inside the spread: neither met nor missed."""
        self.wrapped(' '.join(text.split()))
        self.out('')

    def column_heads(self):
        self.out(f'  {"":{self.NAME}} {"target":>7}  {"instr.":>6} '
                 f'{"":6}  time [spread]')

    def keyword_vs_plain_and_call(self):
        self.wrapped('Keyword subscripts on this fork, against the plain '
                     'subscript and the explicit call.  These targets are '
                     'on time, as the issue sets them; the instructions are '
                     'for information:')
        self.column_heads()
        for form, plain, call in KEYWORD_TARGETS:
            self.out(form)
            self.pair(f'  / {plain}', form, plain,
                      Target.at_most(KEYWORD_MAX_VS_PLAIN, on='time'))
            self.pair(f'  / {call}', form, call,
                      Target.at_most(KEYWORD_MAX_VS_CALL, on='time'))
        self.out('')

    def exact_shape(self):
        optimized = self.m.get('optimized')
        if optimized:
            self.wrapped('Keyword subscripts whose keywords are exactly the '
                         'keyword-only parameters of the dunder, against the '
                         'plain subscript and the explicit call.  The '
                         'targets of optimized builds, on time; the '
                         'instructions are for information:')
        else:
            self.wrapped('Keyword subscripts whose keywords are exactly the '
                         'keyword-only parameters of the dunder, against the '
                         'plain subscript and the explicit call (for '
                         'information: the targets are set on optimized '
                         'builds, --optimized):')
        self.column_heads()
        for form, plain, call in EXACT_TARGETS:
            if form not in self.micro['fork']:
                continue        # measured before these forms existed
            self.out(form)
            targets = [None, None]
            if optimized:
                targets = [Target.at_most(EXACT_MAX_VS_PLAIN, on='time'),
                           Target.at_most(EXACT_MAX_VS_CALL, on='time')]
            self.pair(f'  / {plain}', form, plain, targets[0])
            self.pair(f'  / {call}', form, call, targets[1])
        self.out('')

    def keyword_vs_explicit(self):
        self.wrapped('Subscripts that call a dunder with keywords, against '
                     'the explicit call of that dunder as users write it '
                     'today, this fork (targets on instructions):')
        self.column_heads()
        for form, call in EXPLICIT_TARGETS:
            self.out(form)
            self.pair(f'  / {call}', form, call,
                      Target.at_most(EXPLICIT_MAX))
        self.out('')

    def keyword_only_dunder(self):
        self.wrapped('Plain subscript on a dunder with keyword-only '
                     'parameters, against the same on __getitem__(self, i) '
                     '(target on instructions):')
        self.column_heads()
        self.pair('  this fork: q[i] / p[i]', KWONLY_FORM, KWONLY_BASE,
                  Target.at_most(KWONLY_MAX))
        self.pair('  stock 3.13.5: q[i] / p[i] (information)', KWONLY_FORM,
                  KWONLY_BASE, builds=('stock', 'stock'))
        self.pair('  q[i], this fork / stock (information)', KWONLY_FORM,
                  KWONLY_FORM, builds=('fork', 'stock'))
        if self.counts:
            f, s = self.counts['fork'], self.counts['stock']
            q, p = KWONLY_FORM, KWONLY_BASE
            self.wrapped(f'  Instructions per subscript: this fork q[i] '
                         f'{f[q]:.1f}, p[i] {f[p]:.1f} (ratio '
                         f'{f[q] / f[p]:.4f}); stock q[i] {s[q]:.1f}, p[i] '
                         f'{s[p]:.1f}.', '  ')
        self.out('')

    def other_keyword_forms(self):
        base = 'kw get a[i, k=1]'
        gated = {t[0] for t in
                 KEYWORD_TARGETS + EXPLICIT_TARGETS + EXACT_TARGETS}
        names = [n for n in self.micro['fork']
                 if n.startswith('kw') and n not in gated]
        names += ['today c[K(i, k=1)] (kwkey carrier)',
                  'today x.loc[dict(k=1)] (xarray style)']
        self.out(f'Other forms, / {base}, this fork (information):')
        self.column_heads()
        for name in names:
            self.pair(name, name, base)
        self.out('')

    def same_as_stock(self, title, rows, gated):
        """rows: (name, key in counts, fork runs, stock runs).  When gated,
        each ratio must be 1.00 +- SAME_TOLERANCE: checked on instructions
        when counted (times then for information), else on times."""
        target = Target.same(SAME_TOLERANCE)
        counted = self.counts is not None
        if gated:
            basis = 'instructions' if counted else 'time'
            self.out(f'{title}: this fork / stock 3.13.5 (target '
                     f'{target.text} each, on {basis})')
        else:
            self.out(f'{title}: this fork / stock 3.13.5 (information)')
        self.out(f'  {"":{self.NAME}} {"instr.":>6} {"":6}  time [spread]')
        counts, times = [], []
        for name, key, fork, stock in rows:
            what = f'{title}: {name}'
            time = TimeRatio(fork, stock)
            times.append(time)
            timed = str(time)
            if counted:
                r = self.counts['fork'][key] / self.counts['stock'][key]
                counts.append(r)
                verdict = self.gate(what, target, r) if gated else ''
                line = f'{r:6.3f} {verdict:6}'
            else:
                line = f'{"-":>6} {"":6}'
                if gated:
                    timed += ' ' + self.gate(what, target, time.low,
                                             time.high)
            self.out(f'  {name:{self.NAME}} {line}  {timed}')
        if gated:
            self.ratios.extend(counts if counted else times)
        counted_mean = (f'{geomean(counts):6.3f}' if counted
                        else f'{"-":>6}')
        self.out(f'  {"geometric mean":{self.NAME}} {counted_mean} {"":6}  '
                 f'{TimeRatio.geomean(times)}')
        self.out('')

    def overall_geomean(self):
        """The geometric mean of all the gated same-as-stock ratios."""
        if not self.ratios:
            return
        target = Target.same(GEOMEAN_TOLERANCE)
        what = 'overall geometric mean'
        if self.counts is not None:
            g = geomean(self.ratios)
            text = f'{g:.3f} {self.gate(what, target, g)}'
            basis = 'instruction'
        else:
            g = TimeRatio.geomean(self.ratios)
            text = f'{g} {self.gate(what, target, g.low, g.high)}'
            basis = 'time'
        self.out(f'All {len(self.ratios)} {basis} ratios above, geometric '
                 f'mean: {text} (target {target.text})')
        self.out('')

    def unchanged_forms(self):
        # The plain subscript on a keyword-only __getitem__ is faster than on
        # stock by design (see above): it is not one of the unchanged forms.
        f, s = self.micro['fork'], self.micro['stock']
        names = [n for n in s if n.startswith('plain') and n != KWONLY_FORM]
        self.same_as_stock('Plain subscripts',
                           [(n, n, f[n], s[n]) for n in names], True)
        self.same_as_stock(
            'What users write today',
            [(n, n, f[n], s[n]) for n in s if n.startswith('today')], False)
        whole = self.m['whole']
        self.same_as_stock(
            'pyperformance subset, per loop',
            [(n, n, whole['fork'][n], whole['stock'][n])
             for n in PYPERFORMANCE_SUBSET], True)
        parsing = self.m['parsing']
        self.same_as_stock(
            'Parsing',
            [(f'compile() of Lib/**.py (instr.: every '
              f'{COMPILE_SAMPLE}th)', 'compile', parsing['fork'],
              parsing['stock'])], True)
        self.overall_geomean()

    def instruction_counts(self):
        if not self.counts:
            return
        f, s = self.counts['fork'], self.counts['stock']
        self.out('Instructions per operation (callgrind), from which the '
                 'ratios above are computed:')
        self.out(f'  {"":{self.NAME}} {"this fork":>15} {"stock":>15}')

        def count(value):
            return f'{value:15,.1f}' if value < 1e5 else f'{value:15,.0f}'

        names = list(self.micro['fork']) + PYPERFORMANCE_SUBSET + ['compile']
        for name in names:
            stock = count(s[name]) if name in s else f'{"-":>15}'
            label = (f'compile() of every {COMPILE_SAMPLE}th file of Lib/'
                     if name == 'compile' else name)
            self.out(f'  {label:{self.NAME}} {count(f[name])} {stock}')
        self.out('  (per subscript for the micro-benchmarks, per loop for '
                 'pyperformance, per round')
        self.out('  for compile())')
        self.out('')

    def memory(self):
        traced, blocks = self.m['traced'], self.m['blocks']
        ok = traced <= 4096 and blocks <= 64
        self.gates += 1
        if not ok:
            self.failures.append('memory')
        self.wrapped(f'Memory: {LEAK_LOOPS:,} rounds of keyword subscripts '
                     f'(get, set, del, **, slices, __class_getitem__, '
                     f'errors) leave {traced} bytes traced by tracemalloc '
                     f'and {blocks} allocated blocks behind '
                     f'{"ok" if ok else "MISSED"}', '  ')

    def specialization(self):
        if self.m['stats'] is None:
            return
        self.out('')
        commit = (self.m.get('pystats_commit') or '')[:10]
        self.out(f'Specialization (--enable-pystats build of {commit}, '
                 f'the micro-benchmarks\'')
        self.out('keyword and Python-dunder loops):')
        self.lines.extend('  ' + line for line in self.m['stats'])
        self.wrapped('  (The failures and the executions of the general '
                     'BINARY_SUBSCR_KW, STORE_SUBSCR_KW and DELETE_SUBSCR_KW '
                     'are the loops of the ** forms, of the **kwargs dunder '
                     'and of __class_getitem__, which take the general path '
                     'by design.)', '  ')

    def summary(self):
        self.out('')
        basis = 'instruction counts' if self.counts else 'times'
        if self.failures:
            self.wrapped(f'{len(self.failures)} of {self.gates} targets '
                         f'missed: ' + '; '.join(self.failures), '  ')
        if self.noisy:
            self.wrapped(f'{len(self.noisy)} of {self.gates} targets within '
                         f'noise (neither met nor missed by this run): '
                         + '; '.join(self.noisy), '  ')
        if not self.failures and not self.noisy:
            self.out(f'All {self.gates} targets met (checked on {basis}, '
                     f'the memory on tracemalloc).')

    def body(self):
        self.legend()
        self.exact_shape()
        self.keyword_vs_plain_and_call()
        self.keyword_vs_explicit()
        self.keyword_only_dunder()
        self.other_keyword_forms()
        self.unchanged_forms()
        self.instruction_counts()
        self.memory()
        self.specialization()
        self.summary()
        return self.lines


def header(m, rerendered):
    if m['fast']:
        runs = 'pyperf --fast'
    else:
        p, v, cp, cv = m.get('pyperf') or [12, 5, 6, 2]
        runs = (f'pyperf {p} processes x {v} values each (compile(): '
                f'{cp} x {cv})')
    paragraphs = []
    if m['fork_commit']:
        fork = f'Fork: built by git archive of commit {m["fork_commit"]}'
        if m.get('modified_files'):
            fork += (f' ({m["modified_files"]} tracked files of the '
                     f'working tree differed from it; git archive leaves '
                     f'them out of the build)')
        paragraphs.append(fork + f'; {m["versions"]["fork"]}')
    else:
        paragraphs.append(f'Fork: {m["versions"]["fork"]}')
    paragraphs += [
        f'Stock: {m["versions"]["stock"]}',
        f'Configure flags (both): {m["configure_flags"] or "(none)"}',
        f'Run: {m["started"]} to {m["finished"]} UTC, {runs}',
        f'Command: {m["command"]}',
    ]
    if rerendered:
        paragraphs.append('Report written again from the measurements of '
                          'that run by --from-results')
    if m.get('pinned_cpus'):
        paragraphs.append(f'Pinning: every measurement (pyperf and its '
                          f'worker processes, callgrind, the memory check, '
                          f'pystats) ran under taskset -c '
                          f'{m["pinned_cpus"]}.')
    for kind, made in m.get('builds', {}).items():
        paragraphs.append(f'Build {kind}: {made}.')
    if m.get('loads'):
        loads = [float(load.split()[0]) for load in m['loads']]
        paragraphs.append(
            f'Load: the machine was not reserved for this run: other jobs '
            f'could run on it.  Its 1-minute load average, read between '
            f'the steps of the measurements, went from {min(loads):.2f} to '
            f'{max(loads):.2f}, for {m.get("cpus", "?")} CPUs.  Times '
            f'vary with that load; the instruction counts, on which most '
            f'targets are checked, do not.  The spread of a time ratio '
            f'covers the variation between the processes of one benchmark, '
            f'not a change of load between two benchmarks measured minutes '
            f'apart: under a changing load, a verdict on time is weak '
            f'evidence either way.')
    paragraphs += [f'Machine: {m["machine"]}', f'CPU: {m["cpu"]}']
    lines = [OPTIMIZED_TITLE if m.get('optimized') else TITLE]
    for text in paragraphs:
        lines.extend(textwrap.wrap(text, 79, subsequent_indent='  ',
                                   break_on_hyphens=False,
                                   break_long_words=False))
    return lines + ['']


# --- Command line -----------------------------------------------------------

def parse_args():
    parser = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--workdir', help='where to build and measure '
                        '(default: /tmp/pep637-bench, or '
                        '/tmp/pep637-bench-optimized with --optimized)')
    parser.add_argument('--fork', help='python of a non-debug build of '
                        'this fork (default: build HEAD)')
    parser.add_argument('--stock', help='python of a non-debug build of '
                        'CPython 3.13.5 (default: build it)')
    parser.add_argument('--configure-flags', default='',
                        help='flags for both builds (default: none)')
    parser.add_argument('--optimized', action='store_true',
                        help='build both with ' + ' '.join(OPTIMIZED_FLAGS)
                        + ' (PGO+LTO) and check the targets set on them')
    parser.add_argument('--cpu', default='1',
                        help="taskset -c CPUS for the builds and the "
                        "measurements (default: 1; '' not to pin)")
    parser.add_argument('--build-cpu', help='taskset -c CPUS for the '
                        "builds alone (default: --cpu; '' not to pin)")
    parser.add_argument('--fast', action='store_true',
                        help="pyperf's --fast: quicker, noisier")
    parser.add_argument('--pystats', action='store_true',
                        help='also build with --enable-pystats and show '
                        'the specialization of the subscripts')
    parser.add_argument('--no-counts', action='store_true',
                        help='do not count instructions with callgrind')
    parser.add_argument('--from-results', metavar='JSON',
                        help='write the report again from the measurements '
                        'a run saved (WORKDIR/results/measurements.json)')
    parser.add_argument('--no-record', action='store_true',
                        help='do not write bench_results.txt')
    args = parser.parse_args()
    if args.workdir is None:
        args.workdir = ('/tmp/pep637-bench-optimized' if args.optimized
                        else '/tmp/pep637-bench')
    return args


def write_record(text, optimized):
    """Replace the section of this mode in bench_results.txt (each section
    starts with its title line), keeping the other mode's."""
    path = os.path.join(HERE, os.pardir, 'records', 'bench_results.txt')
    sections = {}
    try:
        with open(path) as fh:
            current = None
            for line in fh:
                if line.rstrip('\n') in (TITLE, OPTIMIZED_TITLE):
                    current = line.rstrip('\n')
                    sections[current] = []
                if current:
                    sections[current].append(line)
    except FileNotFoundError:
        pass
    sections[OPTIMIZED_TITLE if optimized else TITLE] = [text]
    with open(path, 'w') as fh:
        fh.write('\n'.join(''.join(sections[title]).rstrip('\n') + '\n'
                           for title in (TITLE, OPTIMIZED_TITLE)
                           if title in sections))


def main():
    global PIN_CPUS, BUILD_CPUS
    args = parse_args()
    PIN_CPUS = args.cpu
    BUILD_CPUS = args.cpu if args.build_cpu is None else args.build_cpu
    if args.from_results:
        with open(args.from_results) as fh:
            m = json.load(fh)
    else:
        m = measure(args)
    report = Report(m)
    lines = report.body()
    text = '\n'.join(header(m, bool(args.from_results)) + lines) + '\n'
    print(text)
    if not args.no_record:
        write_record(text, m.get('optimized'))
    return 1 if report.failures else 0


if __name__ == '__main__':
    sys.exit(main())
