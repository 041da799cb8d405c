"""Keyword arguments in subscripts (PEP 637) for stock CPython 3.13.

This package brings the syntax of the pep637 fork of CPython 3.13
(``a[i, k=1]``, ``a[k=1] = v``, ``del a[i, k=1]``, ``a[i, **m]``,
``C[int, T=str]``), with the fork's meaning, to a stock CPython 3.13:

* ``python -m pep637 script.py`` / ``-m module`` / ``--script NAME`` (a
  console script) runs a program, and ``python -m pep637`` alone is a
  REPL (pep637.__main__, pep637.integrations.repl);
* install() adds an import hook for modules that use keyword subscripts
  (pep637.integrations.importer); the pytest plugin
  (pep637.integrations.pytest_plugin) installs it for test files;
* parse(), compile(), exec(), eval() and unparse() are those of the
  built-ins and of the ast module, for the fork's language
  (pep637.compiler, on top of pep637.parser and pep637.compiler.transform);
* ``%load_ext pep637`` in IPython and Jupyter (pep637.integrations.ipython),
  and a Jupyter kernel that loads it (pep637.kernel, which ``pip install``
  registers);
* ``extensions = ["pep637.sphinx"]`` in a Sphinx project's ``conf.py``
  (pep637.integrations.sphinx).

On the fork itself, everything is the interpreter's own.  The parser and
the compiler are imported on first use, so that ``import pep637`` stays
cheap for programs that never need them.

PYTEST_DONT_REWRITE: pytest, which rewrites the asserts of the packages of
its plugins, need not rewrite this module (it has none).  Under
``python -m pep637 -m pytest`` it is imported before pytest starts, which
pytest would otherwise warn about (PytestAssertRewriteWarning).
"""

__version__ = "0.1.0"

from .integrations.importer import install, uninstall

__all__ = ["IncompleteInputError", "compile", "eval", "exec", "install",
           "parse", "uninstall", "unparse"]

# Imported on first use: name -> module of this package that defines it.
_LAZY = {
    "IncompleteInputError": "parser",
    "compile": "compiler",
    "eval": "compiler",
    "exec": "compiler",
    # %load_ext pep637 in IPython and Jupyter (without importing IPython).
    "load_ipython_extension": "integrations.ipython",
    "parse": "compiler",
    "unparse": "compiler",
    "unload_ipython_extension": "integrations.ipython",
}


def __getattr__(name):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
