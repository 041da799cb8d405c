"""operator.getitem(), setitem() and delitem() that forward keywords.

On the fork, ``operator.getitem(obj, key, **kwargs)`` is
``obj[key, **kwargs]``, and so are setitem() and delitem() for an
assignment and a ``del``.  The runner (``python -m pep637``) and its REPL
put these three functions in :mod:`operator` for the duration of the
program (:func:`patched`).  Without keywords each one does exactly what
the stock function does (its subscript is a plain one); with keywords, it
is a keyword subscript compiled by pep637, with the fork's meaning and
errors.  Unlike the fork's, which are implemented in C, they are Python
functions: a traceback through one of them shows its frame.
"""

import operator
from contextlib import contextmanager

__all__ = ["functions", "patched"]

_NAMES = ("getitem", "setitem", "delitem")

# The functions, as the fork's Lib/operator.py writes them, except that
# the subscript without keywords is written out: it then costs what it
# costs in the stock function.
_SOURCE = '''\
def getitem(a, b, /, **kwargs):
    "Same as a[b, **kwargs]."
    if kwargs:
        return a[b, **kwargs]
    return a[b]

def setitem(a, b, c, /, **kwargs):
    "Same as a[b, **kwargs] = c."
    if kwargs:
        a[b, **kwargs] = c
    else:
        a[b] = c

def delitem(a, b, /, **kwargs):
    "Same as del a[b, **kwargs]."
    if kwargs:
        del a[b, **kwargs]
    else:
        del a[b]
'''


_functions = None


def functions():
    """(getitem, setitem, delitem), compiled when first asked for."""
    global _functions
    if _functions is None:
        from .. import compiler
        # The fork's functions are those of _operator, as their errors say.
        namespace = {"__name__": "_operator"}
        code, _ = compiler.compile_source(_tree(), "<pep637 operator>",
                                          "exec")
        exec(code, namespace)
        _functions = tuple(namespace[name] for name in _NAMES)
    return _functions


def _tree():
    """The tree of _SOURCE, made without pep637's parser.

    The built-in parser reads the source with ``a[b]`` in place of
    ``a[b, **kwargs]``; those subscripts then get their keywords (a
    subscript that carries them, as pep637's compiler accepts it).
    Parsing with pep637 would cost time at the start of every program
    of the runner, and its tokenizer's ``warnings.catch_warnings()``
    would change what the program sees (the version of the warning
    filters in ``__warningregistry__``).
    """
    import ast
    keyword_item = "[b, **kwargs]"
    tree = ast.parse(_SOURCE.replace(keyword_item, "[b]"))
    lines = _SOURCE.splitlines()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript)
                and keyword_item in lines[node.lineno - 1]):
            kwargs = ast.copy_location(ast.Name("kwargs", ast.Load()), node)
            node.keywords = [ast.copy_location(ast.keyword(None, kwargs),
                                               node)]
    return tree


@contextmanager
def patched():
    """Put this module's getitem(), setitem() and delitem() in
    :mod:`operator`, and their dunder aliases (``operator.__getitem__``)."""
    saved = {}
    for name, function in zip(_NAMES, functions()):
        for attr in (name, f"__{name}__"):
            saved[attr] = getattr(operator, attr)
            setattr(operator, attr, function)
    try:
        yield
    finally:
        for attr, function in saved.items():
            setattr(operator, attr, function)
