"""Build pep637's C speedups in place, next to the sources.

    python3.13 tools/build_speedups.py [--check]

Compiles src/pep637/runtime/_speedups.c for the interpreter that runs this
script, with its own compiler and flags (sysconfig), into
src/pep637/runtime/_speedups<EXT_SUFFIX>, where the tests and
tools/benchmark.py, which run the package from src/, find it (``pip install`` builds it through
setup.py instead).  No setuptools needed.  With --check, only tell whether
the built module is there and up to date (exit status 1 if not).
"""

import argparse
import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

RUNTIME_DIR = Path(__file__).resolve().parent.parent / "src" / "pep637" / "runtime"
SOURCE = RUNTIME_DIR / "_speedups.c"


def target():
    """The path of the built module for this interpreter."""
    return RUNTIME_DIR / f"_speedups{sysconfig.get_config_var('EXT_SUFFIX')}"


def up_to_date():
    """Tell whether the built module is newer than its source."""
    built = target()
    return built.exists() and built.stat().st_mtime >= SOURCE.stat().st_mtime


def build():
    """Compile and link the module, as setuptools would."""
    config = sysconfig.get_config_var
    cc = shlex.split(config("CC"))
    # CFLAGS and CPPFLAGS in the environment are added, as setuptools
    # adds them (to find headers installed outside the usual places).
    cflags = shlex.split(" ".join(filter(None, (
        config("CFLAGS"), config("CCSHARED"), os.environ.get("CFLAGS"),
        os.environ.get("CPPFLAGS")))))
    ldshared = shlex.split(config("LDSHARED"))
    includes = {sysconfig.get_path("include"),
                sysconfig.get_path("platinclude")}
    if not any(os.path.exists(os.path.join(d, "Python.h"))
               for d in includes):
        # An interpreter run from its build tree, or a venv of one: the
        # headers of the sources, pyconfig.h of the build.
        includes = {os.path.join(config("srcdir"), "Include"),
                    config("abs_builddir")}
    with tempfile.TemporaryDirectory() as work:
        obj = os.path.join(work, "_speedups.o")
        subprocess.run([*cc, *cflags, *(f"-I{d}" for d in sorted(includes)),
                        "-c", str(SOURCE), "-o", obj], check=True)
        built = os.path.join(work, target().name)
        subprocess.run([*ldshared, obj, "-o", built], check=True)
        os.replace(built, target())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the module is built")
    args = parser.parse_args(argv)
    if args.check:
        ok = up_to_date()
        print(f"{target().name}: {'up to date' if ok else 'missing or old'}")
        return 0 if ok else 1
    build()
    print(f"built {target()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
