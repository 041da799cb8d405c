"""Check the installed Nuitka of the recipe, as a user runs it.

    python check_nuitka.py --fork-venv DIR --stock-venv DIR --work DIR

1. On the fork: kwsub_trace.py, compiled with `python -m nuitka --module`,
   prints exactly what it prints interpreted (imported under the same
   module name): every special method call, its arguments and the order
   of evaluation.
2. On the fork: a small program with keyword subscripts, built with
   `--mode=standalone`, prints what the interpreter prints.
3. On stock CPython with the pep637 package: Nuitka refuses a module with
   keyword subscripts, and a program that imports one, with an error that
   names the file and line and says to use the fork; no module is built.
"""

import argparse
import difflib
import os
import pathlib
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent

PROGRAM = '''\
import kwsub_grid

g = kwsub_grid.Grid()
g[row=1, col=2] = "a"
g[row=1, col=2] += "b"
print(g[row=1, col=2], g[0, row=1, col=2], g[row=9])
del g[row=1, col=2]
print(sorted(g.cells.items()))
try:
    {}[1, k=2]
except TypeError as e:
    print("TypeError:", e)
'''

GRID = '''\
class Grid:
    def __init__(self):
        self.cells = {}

    def __getitem__(self, index=(), /, *, row, col=0):
        return self.cells.get((row, col), "")

    def __setitem__(self, index, value, /, *, row, col=0):
        self.cells[row, col] = value

    def __delitem__(self, index, /, *, row, col=0):
        del self.cells[row, col]
'''


def run(cmd, cwd, expect_ok=True):
    print("$", " ".join(str(c) for c in cmd), flush=True)
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if expect_ok and proc.returncode != 0:
        sys.exit("failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout, proc.stderr))
    return proc


def nuitka(python, *args, cwd):
    return run([python, "-m", "nuitka", "--assume-yes-for-downloads",
                "--no-progressbar", *args], cwd=cwd, expect_ok=False)


def same(label, expected, got):
    if expected != got:
        diff = difflib.unified_diff(expected.splitlines(), got.splitlines(),
                                    "interpreted", "compiled", lineterm="")
        sys.exit("%s: compiled output differs:\n%s" % (label, "\n".join(diff)))
    print("::: %s: same output, %d lines" % (label, len(expected.splitlines())))


def check_module(fork, work):
    d = work / "module"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    shutil.copy(HERE / "kwsub_trace.py", d / "kwsub_trace.py")
    code = "import kwsub_trace; kwsub_trace.main()"
    interpreted = run([fork, "-c", code], cwd=d).stdout
    start = time.time()
    proc = nuitka(fork, "--module", "kwsub_trace.py", "--output-dir=build", cwd=d)
    if proc.returncode != 0:
        sys.exit("nuitka --module failed:\n%s\n%s" % (proc.stdout, proc.stderr))
    print("::: module built in %.0f s" % (time.time() - start))
    os.remove(d / "kwsub_trace.py")
    compiled_dir = d / "build"
    proc = run([fork, "-c", "import kwsub_trace; print(type(kwsub_trace.main).__name__)"],
               cwd=compiled_dir)
    if proc.stdout.strip() != "compiled_function":
        sys.exit("the compiled module was not imported: %s" % proc.stdout)
    compiled = run([fork, "-c", code], cwd=compiled_dir).stdout
    same("kwsub_trace.py --module", interpreted, compiled)


def check_standalone(fork, work):
    d = work / "standalone"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    (d / "prog.py").write_text(PROGRAM)
    (d / "kwsub_grid.py").write_text(GRID)
    interpreted = run([fork, "prog.py"], cwd=d).stdout
    start = time.time()
    proc = nuitka(fork, "--mode=standalone", "prog.py", "--output-dir=build", cwd=d)
    if proc.returncode != 0:
        sys.exit("nuitka --mode=standalone failed:\n%s\n%s" % (proc.stdout, proc.stderr))
    print("::: standalone program built in %.0f s" % (time.time() - start))
    exe = d / "build" / "prog.dist" / "prog.bin"
    compiled = run([exe], cwd=work).stdout
    same("standalone program", interpreted, compiled)


def check_stock_refuses(stock, work):
    d = work / "stock"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    (d / "kwsub_grid.py").write_text(GRID + "\nprint(Grid()[row=1])\n")
    (d / "prog.py").write_text("import kwsub_grid\n")
    # The package runs it (and so the refusal is not for a syntax error).
    run([stock, "-m", "pep637", "kwsub_grid.py"], cwd=d)
    for args, where in ((["--module", "kwsub_grid.py"], "kwsub_grid.py:14:"),
                        (["--follow-imports", "prog.py"], "kwsub_grid.py:14:")):
        proc = nuitka(stock, *args, "--output-dir=build", cwd=d)
        output = proc.stdout + proc.stderr
        if proc.returncode == 0 or where not in output or "fork" not in output:
            sys.exit("stock Nuitka %s did not refuse clearly (%d):\n%s"
                     % (" ".join(args), proc.returncode, output))
        built = [p.name for p in (d / "build").glob("*") if p.suffix in (".so", ".bin")]
        if built:
            sys.exit("stock Nuitka built %s" % built)
        line = [l for l in output.splitlines() if where in l][0]
        print("::: stock refuses %s: %s" % (" ".join(args), line.strip()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fork-venv", type=pathlib.Path, required=True)
    parser.add_argument("--stock-venv", type=pathlib.Path, required=True)
    parser.add_argument("--work", type=pathlib.Path, required=True)
    parser.add_argument("--no-standalone", action="store_true")
    args = parser.parse_args()
    fork = args.fork_venv / "bin" / "python"
    stock = args.stock_venv / "bin" / "python"
    check_module(fork, args.work)
    if not args.no_standalone:
        check_standalone(fork, args.work)
    check_stock_refuses(stock, args.work)
    print("::: check_nuitka.py: all checks passed")


if __name__ == "__main__":
    main()
