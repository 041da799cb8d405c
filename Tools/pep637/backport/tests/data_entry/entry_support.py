"""Shared helpers of the entry-point tests (tests/test_entry_points_*.py).

* SRC, STANDIN: the package's source, the directory of the stand-in for
  pep637.compiler (used while the real one is missing, or with
  PEP637_TEST_STANDIN=1);
* ON_FORK: the interpreter is the pep637 fork (keyword subscripts native);
* env(), run(): start this interpreter as a test program would, with a
  clean environment (bytecode written under PYCACHE unless told
  otherwise);
* write(): make files from a dict of texts.
"""

import atexit
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent.parent
SRC = TESTS.parent / "src"
STANDIN = TESTS / "data_entry" / "standin"
ON_FORK = "+pep637" in sys.version

# Variables of the environment that change what python does.
_CLEARED = ("PYTHONSTARTUP", "PYTHON_BASIC_REPL", "PYTHONINSPECT",
            "PEP637_FORCE_BACKPORT", "PYTHONPATH", "PYTHONSAFEPATH",
            "PYTHONPYCACHEPREFIX",
            "PYTEST_ADDOPTS", "PYTEST_PLUGINS")

# The environments to test in: as is, and, on the fork, with the code
# paths of a stock CPython (PEP637_FORCE_BACKPORT=1).
MODES = [pytest.param({}, id="default")]
if ON_FORK:
    MODES.append(pytest.param({"PEP637_FORCE_BACKPORT": "1"}, id="forced"))


def use_standin():
    """Give this process a pep637.compiler (the stand-in if need be)."""
    if str(SRC) not in sys.path:
        sys.path.insert(0, str(SRC))
    import pep637
    if (os.environ.get("PEP637_TEST_STANDIN") != "1"
            and importlib.util.find_spec("pep637.compiler") is not None):
        import pep637.compiler  # noqa: F401  (now, not inside a test)
        return
    spec = importlib.util.spec_from_file_location(
        "pep637_standin", STANDIN / "pep637_standin.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["pep637.compiler"] = pep637.compiler = module


# Bytecode of the programs the tests start goes here, not beside their
# sources (pep637's own bytecode among it, which makes them start fast).
PYCACHE = tempfile.mkdtemp(prefix="pep637-entry-pycache-")
atexit.register(shutil.rmtree, PYCACHE, ignore_errors=True)


def env(extra=None):
    """The environment of a test program; None values remove a variable.

    Bytecode is written, under PYCACHE (PYTHONDONTWRITEBYTECODE, which
    may be set on the machine, is unset).
    """
    result = {key: value for key, value in os.environ.items()
              if key not in _CLEARED}
    result["PYTHONPATH"] = os.pathsep.join([str(SRC), str(STANDIN)])
    result.pop("PYTHONDONTWRITEBYTECODE", None)
    result["PYTHONPYCACHEPREFIX"] = PYCACHE
    result["PYTHONIOENCODING"] = "utf-8"
    for key, value in (extra or {}).items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = value
    return result


def run(args, cwd, stdin="", extra_env=None, timeout=60):
    """Run this interpreter with *args*; return the CompletedProcess."""
    return subprocess.run([sys.executable, *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True, timeout=timeout,
                          env=env(extra_env))


def write(directory, files):
    """Write {relative path: text} under *directory*; return it.

    A text is dedented; a tuple of texts is joined, each dedented.
    """
    for name, text in files.items():
        parts = text if isinstance(text, tuple) else (text,)
        path = Path(directory, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(textwrap.dedent(part).lstrip("\n")
                                for part in parts))
    return Path(directory)
