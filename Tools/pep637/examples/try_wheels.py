"""Try keyword subscripts (PEP 637) with the packages you already use.

Run it with the interpreter built from this tree (a release build: the
wheels on PyPI are built for it, not for --with-pydebug):

    ./python Tools/pep637/examples/try_wheels.py [--venv DIR]

It creates a virtual environment with this interpreter's venv module,
installs pytest, numpy, pandas and xarray from the package index as
ordinary wheels (no builds from source), checks that they import and that
pip chose the CPython 3.13 (cp313) wheels, then runs pytest on
test_labelled_arrays.py, which uses keyword subscripts on real numpy,
pandas and xarray objects.  Its output ends with pytest's summary.

It needs the package index, so it is not part of .ci/run.
"""

import argparse
import os
import subprocess
import sys
import sysconfig
import tempfile

PACKAGES = ["pytest", "numpy", "pandas", "xarray"]
# Packages with compiled code must come as cp313 wheels.
COMPILED = {"numpy", "pandas"}
HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, **kwargs):
    print("$", " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kwargs)


def venv_python(venv):
    return os.path.join(venv, "bin", "python")


def wheel_tags(python, names):
    """The wheel tags of the installed distributions."""
    script = (
        "import importlib.metadata as m, sys\n"
        "for name in sys.argv[1:]:\n"
        "    dist = m.distribution(name)\n"
        "    wheel = dist.read_text('WHEEL') or ''\n"
        "    tags = [l.split(':', 1)[1].strip() for l in wheel.splitlines()\n"
        "            if l.startswith('Tag:')]\n"
        "    print(name, dist.version, ' '.join(tags))\n"
    )
    out = subprocess.run([python, "-c", script, *names], check=True,
                         capture_output=True, text=True).stdout
    return {line.split()[0]: line.split()[1:] for line in out.splitlines()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", help="where to create the virtual "
                        "environment (default: a temporary directory)")
    args = parser.parse_args()

    if sys.abiflags:
        sys.exit(f"{sys.executable} has ABI flags {sys.abiflags!r} (a debug "
                 f"or free-threaded build): PyPI has no such wheels. Use a "
                 f"release build: ./configure && make")
    print(f"Interpreter: {sys.executable}\n  {sys.version}\n"
          f"  implementation {sys.implementation.name}, cache tag "
          f"{sys.implementation.cache_tag}, "
          f"SOABI {sysconfig.get_config_var('SOABI')}", flush=True)

    tmp = None
    venv = args.venv
    if venv is None:
        tmp = tempfile.TemporaryDirectory(prefix="pep637-wheels-")
        venv = os.path.join(tmp.name, "venv")
    try:
        run([sys.executable, "-m", "venv", venv])
        python = venv_python(venv)
        run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        run([python, "-m", "pip", "install", "--quiet", "--only-binary=:all:",
             *PACKAGES])

        print("\nInstalled wheels:")
        bad = []
        for name, (version, *tags) in wheel_tags(python, PACKAGES).items():
            print(f"  {name} {version}: {' '.join(tags)}")
            if name in COMPILED and not all(t.startswith("cp313-cp313-")
                                            for t in tags):
                bad.append(name)
        if bad:
            sys.exit(f"not cp313 wheels: {', '.join(bad)}")

        run([python, "-c", "import numpy, pandas, xarray, pytest; "
             "print('  imports ok: numpy', numpy.__version__, "
             "'pandas', pandas.__version__, 'xarray', xarray.__version__)"])

        print(flush=True)
        tests = os.path.join(HERE, "test_labelled_arrays.py")
        result = subprocess.run([python, "-m", "pytest", "-v",
                                 "-p", "no:cacheprovider", tests], cwd=HERE)
        return result.returncode
    finally:
        if tmp is not None:
            tmp.cleanup()


if __name__ == "__main__":
    sys.exit(main())
