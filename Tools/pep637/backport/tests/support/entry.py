"""Shared helpers of the tests of the entry points (tests/entry_points/).

* SRC: the package's source;
* ON_FORK: the interpreter is the pep637 fork (keyword subscripts native);
* env(), run(): start this interpreter as a test program would, with a
  clean environment (bytecode written under PYCACHE unless told
  otherwise);
* write(): make files from a dict of texts.
"""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from pep637._interpreter import fork
from support import SRC

ON_FORK = fork()

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


def set_mode(monkeypatch, mode):
    """Make this process run in *mode*, one of MODES, whatever the
    environment of the tests says (PEP637_FORCE_BACKPORT=1 set for a whole
    run must not turn the "default" mode into the forced one)."""
    monkeypatch.delenv("PEP637_FORCE_BACKPORT", raising=False)
    for key, value in mode.items():
        monkeypatch.setenv(key, value)


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
    result["PYTHONPATH"] = str(SRC)
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
