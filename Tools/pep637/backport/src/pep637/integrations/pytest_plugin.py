"""pytest plugin: test files may use keyword subscripts.

pytest loads it by itself wherever pep637 is installed (entry point ``pep637``
in the ``pytest11`` group); ``-p pep637.integrations.pytest_plugin`` loads it
by hand.  Before the first ``conftest.py`` is imported, it

* installs the import hook (:func:`pep637.integrations.importer.install`),
  for the modules that the tests import, and for the test files themselves when
  assertions are not rewritten (``--assert=plain``);
* lets pytest's assertion rewriter read such files.  The rewriter
  (``_pytest.assertion.rewrite``) parses a test file with ``ast.parse()``,
  rewrites its ``assert`` statements in the tree and compiles the tree with
  ``compile()``; in that module only, the plugin replaces the name ``ast``
  with a copy of the module whose ``parse()`` accepts keyword subscripts,
  and the name ``compile`` with :func:`pep637.compiler.compile`, which
  compiles a tree holding keyword subscripts.  The rewritten asserts keep
  pytest's introspection (``assert 3 == 2``, ``where 3 = f(3)``).
  pytest's display of the failing source (``_pytest._code.source``) gets
  the same ``ast``, and :mod:`doctest` the same ``compile()``, for the
  examples of ``--doctest-modules`` and ``--doctest-glob``.  pytest
  caches the rewritten test files in
  ``__pycache__/test_x.cpython-313-pytest-<version>.pyc``; with the plugin
  on a stock CPython, the name ends in ``.pep637-<version>.pyc``.

Both are undone when pytest unconfigures.  Where the interpreter itself
knows keyword subscripts (the pep637 fork) all of it is a pass-through.
"""

import os
import sys

import pytest

from .. import compiler
from . import importer
from .._interpreter import native

__all__ = ["pytest_load_initial_conftests", "pytest_unconfigure"]

_REWRITE = "_pytest.assertion.rewrite"
# The modules of pytest that parse source with ast.parse(), and doctest,
# whose DocTestRunner compiles the examples of --doctest-modules and
# --doctest-glob with compile().
_PATCHED_MODULES = (_REWRITE, "_pytest._code.source", "doctest")

_undo_key = pytest.StashKey()


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config):
    """Install the import hook and patch pytest, before any conftest."""
    if _undo_key in early_config.stash:
        return
    undo = []
    if not importer.installed():
        # Also for test files from pytest's cache: the runtime's built-in
        # names install it when first used.
        importer.install()
        undo.append(importer.uninstall)
    for name in _PATCHED_MODULES:
        undo.append(_patch_module(name))
    early_config.stash[_undo_key] = undo


def pytest_unconfigure(config):
    """Undo what pytest_load_initial_conftests() did."""
    for undo in reversed(config.stash.get(_undo_key, [])):
        undo()
    if _undo_key in config.stash:
        del config.stash[_undo_key]


def _patch_module(name):
    """Give module *name* our compile() (and, but for doctest, our ast);
    return the undo."""
    __import__(name)
    module = sys.modules[name]
    new = {"compile": compiler.compile}
    if name != "doctest":
        new["ast"] = compiler.ast_module()
    if name == _REWRITE and hasattr(module, "PYC_TAIL"):
        new["PYC_TAIL"] = _pyc_tail(module.PYC_TAIL)
    saved = {key: vars(module)[key] for key in new if key in vars(module)}
    vars(module).update(new)

    def undo():
        for key in new:
            vars(module).pop(key, None)
        vars(module).update(saved)
    return undo


def _pyc_tail(tail):
    """The end of the names of pytest's bytecode files of test modules.

    When pep637 compiles (on a stock CPython), the name tells the version
    of pep637 too, as for modules that it imports: a pytest run without
    the plugin never loads code that pep637 compiled, and a new version of
    pep637 compiles the test files afresh.
    """
    if native():
        return tail
    base, ext = os.path.splitext(tail)
    return f"{base}.{importer.cache_tag()}{ext}"
