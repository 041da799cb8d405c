"""Check that mypyc compiles keyword subscripts to what the interpreter runs.

    python check_mypyc.py VENV [VENV ...]

Each VENV has the recipe's mypy wheel (whose mypyc compiles the modules) and
setuptools installed, and is a venv of the fork or of a stock CPython with the
pep637 package.  mypyc_trace/kwuses.py, a module of keyword subscripts of
every form written apart from mypyc's test cases, subscripts the containers
of mypyc_trace/kwclasses.py, whose dunders record what they are called with;
kwuses.main() prints, step by step, those calls and the order in which the
operands were evaluated, or the error raised.  It is run

1. interpreted (on a stock CPython, by the pep637 package's runner);
2. with kwuses.py compiled by mypyc, the classes interpreted;
3. with both modules compiled: the classes are then native classes, whose
   dunders take keyword-only parameters;

and the three outputs must be the same, line for line.
"""

import difflib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TRACE = HERE / "mypyc_trace"
FEATURE = "--enable-incomplete-feature=KeywordSubscripts"
DRIVER = """\
import sys
import kwclasses
import kwuses
compiled = set(sys.argv[1:])
for module in (kwuses, kwclasses):
    if module.__file__.endswith(".py") == (module.__name__ in compiled):
        sys.exit(f"{module.__name__} is {module.__file__}")
kwuses.main()
"""


def run(cmd, cwd, check=True):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True,
                            text=True, timeout=900)
    if check and result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(map(str, cmd))}\n"
                 f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return result


def knows_the_syntax(python):
    code = f"import ast; ast.parse({'a[k=1]'!r})"
    return run([python, "-c", code], cwd=".", check=False).returncode == 0


def trace(venv, work, compiled):
    """The output of kwuses.main(), with the modules in compiled compiled."""
    python = venv / "bin" / "python"
    work.mkdir()
    for name in ("kwuses.py", "kwclasses.py"):
        shutil.copy(TRACE / name, work / name)
    (work / "driver.py").write_text(DRIVER)
    if compiled:
        run([venv / "bin" / "mypyc", FEATURE, *[f"{name}.py" for name in compiled]], cwd=work)
        for name in compiled:
            (work / f"{name}.py").unlink()
        cmd = [python, "driver.py", *compiled]
    elif knows_the_syntax(python):
        cmd = [python, "driver.py"]
    else:
        cmd = [python, "-m", "pep637", "driver.py"]
    return run(cmd, cwd=work).stdout


def check(venv, work):
    version = run([venv / "bin" / "python", "-c", "import sys; print(sys.version.split()[0])"],
                  cwd=work).stdout.strip()
    expected = trace(venv, work / "interpreted", [])
    steps = len(expected.splitlines())
    failed = False
    for label, compiled in [("kwuses compiled", ["kwuses"]),
                            ("kwuses and kwclasses compiled", ["kwuses", "kwclasses"])]:
        actual = trace(venv, work / "-".join(compiled), compiled)
        if actual == expected:
            print(f"{venv.name} ({version}): {label}: the {steps} steps as interpreted")
        else:
            failed = True
            print(f"{venv.name} ({version}): {label}: differs from the interpreter:")
            sys.stdout.writelines(difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "interpreted", label))
    return not failed


def main():
    venvs = [pathlib.Path(arg).resolve() for arg in sys.argv[1:]]
    if not venvs:
        sys.exit(__doc__)
    ok = True
    for venv in venvs:
        with tempfile.TemporaryDirectory(prefix="pep637-mypyc-") as tmp:
            ok = check(venv, pathlib.Path(tmp)) and ok
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
