"""What the runner and its REPL put in the standard library while a
program runs: :func:`patched`, a context manager.

* compile(), exec() and eval() of :mod:`pep637.compiler` in builtins, so
  that code which compiles strings -- doctest, ``code``, ``codeop``, pdb,
  ``timeit`` -- accepts ``a[i, k=1]`` too;

and, but on the fork (unless PEP637_FORCE_BACKPORT=1):

* operator.getitem(), setitem() and delitem() that forward keywords
  (:mod:`pep637.integrations.operator_keywords`);
* :func:`unparse` as ``ast.unparse()``, :func:`symtable` as
  ``_symtable.symtable()`` (what ``symtable.symtable()`` calls);
* the field ``keywords`` (default ``[]``) of ``ast.Subscript``
  (:func:`pep637.nodes.add_keywords_field`).

Everything is put back when the block ends.  Each replacement behaves as
the function it replaces, flags, defaults and inheritance of ``from
__future__`` statements included, because each one first calls it.
"""

import builtins
from contextlib import contextmanager

from .. import compiler
from .._interpreter import native

__all__ = ["patched", "unparse", "symtable"]


@contextmanager
def patched():
    """Put the package's functions in place in the standard library
    while the block runs (see the module's doc)."""
    saved = builtins.compile, builtins.exec, builtins.eval
    builtins.compile = compiler.compile
    builtins.exec = compiler.exec
    builtins.eval = compiler.eval
    try:
        if native():
            yield
        else:
            from . import operator_keywords
            with operator_keywords.patched(), _stdlib_patched():
                yield
    finally:
        builtins.compile, builtins.exec, builtins.eval = saved


@contextmanager
def _stdlib_patched():
    """Put unparse() in ast and symtable() in _symtable, and give
    ast.Subscript the fork's field ``keywords``."""
    import ast
    import _symtable
    from .. import nodes
    saved = ast.unparse, _symtable.symtable
    ast.unparse, _symtable.symtable = unparse, symtable
    added = nodes.add_keywords_field()
    try:
        yield
    finally:
        ast.unparse, _symtable.symtable = saved
        if added:
            nodes.remove_keywords_field()


def unparse(ast_obj):
    """ast.unparse(), keyword subscripts written as the fork writes them
    (``a[1, k=2:3, **m]``)."""
    return compiler.unparse(ast_obj)


_builtin_symtable = __import__("_symtable").symtable


def symtable(source, filename, compile_type, /, **keywords):
    """_symtable.symtable(), keyword subscripts accepted in *source*
    (*keywords*: the keyword ``module`` that it takes from CPython 3.15).

    The built-in first.  A source that it rejects and pep637's parser
    accepts, with keyword subscripts, gets the symbol table of the same
    source with the names and ``=`` of its keyword items blanked out
    (``a[k=x, **m]`` -> ``a[  x,  *m]``): its scopes, names, lines and
    columns are the fork's, for whom the name of a keyword item is no
    symbol.
    """
    try:
        return _builtin_symtable(source, filename, compile_type, **keywords)
    except SyntaxError:
        if not isinstance(source, (str, bytes, bytearray, memoryview)):
            raise
        from ..compiler.keyword_items import mask_keyword_items
        from ..parser import tokenize_source
        tokenized = tokenize_source(source, filename)
        text = tokenized.text
        blanked = mask_keyword_items(tokenized, blank=True)
        if blanked == text:
            raise
    # The fork's SyntaxError if the source is invalid after all.
    compiler.compile_source(text, filename, compile_type,
                            compiler.PyCF_ONLY_AST)
    return _builtin_symtable(blanked, filename, compile_type, **keywords)
