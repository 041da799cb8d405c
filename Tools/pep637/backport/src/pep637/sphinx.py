"""Sphinx extension: keyword subscripts in autodoc and doctest.

In a Sphinx project's ``conf.py``::

    extensions = ["sphinx.ext.autodoc", "sphinx.ext.doctest", "pep637.sphinx"]

:mod:`pep637.integrations.sphinx` says what it does.
"""

from .integrations.sphinx import setup

__all__ = ["setup"]
