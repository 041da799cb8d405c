"""Sphinx extension: ``extensions = ["pep637.sphinx"]`` in ``conf.py``.

Sphinx on a stock CPython reads a project's modules in three ways, each
of which rejects keyword subscripts without the package: autodoc imports
them; its source analyser (``sphinx.pycode``, for the ``#:`` comments of
attributes, the order of members, ``viewcode`` and
``autodoc_preserve_defaults``) parses them with ``ast.parse()``; and the
doctest builder (``sphinx.ext.doctest``: ``.. doctest::``, ``>>>``
blocks, ``.. testcode::``) compiles each example with ``compile()``.
:func:`setup`, which Sphinx calls when it loads the extension (before it
reads a document), puts in place what the runner does
(``python -m pep637 -m sphinx`` builds the same):

* the import hook (:func:`pep637.install`), for autodoc's imports;
* the runner's patches (:mod:`pep637.integrations.runner_patches`): the
  pipeline's ``compile()``, ``exec()`` and ``eval()`` in builtins, which
  ``ast.parse()``, doctest and Sphinx's doctest builder call.

Nothing is undone: Sphinx loads the extension in its own process, for
one build, and its parallel workers (``-j``) inherit it.  Loading it
again, or under the runner, changes nothing.  On the fork, keyword
subscripts are native and the patches pass everything through.
"""

import builtins

from . import importer, runner_patches
from .. import compiler

__all__ = ["setup"]

# The runner's patches, entered once and never left (see the module's doc).
_patches = None


def setup(app):
    """Sphinx's entry point for the extension (*app*: the Sphinx
    application)."""
    global _patches
    if not importer.installed():
        importer.install()
    if _patches is None and builtins.compile is not compiler.compile:
        _patches = runner_patches.patched()
        _patches.__enter__()
    from .. import __version__
    return {"version": __version__, "parallel_read_safe": True,
            "parallel_write_safe": True}
