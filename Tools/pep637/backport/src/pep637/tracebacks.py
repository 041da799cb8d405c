"""The caret lines of tracebacks through keyword subscripts, on stock.

CPython 3.13's traceback module marks the parts of the failing expression
of a frame (``~~~~~~^^^^^^^^`` under ``Boom()[1, k=2]``) after parsing
source with :func:`ast.parse`: the expression's segment in
``_extract_caret_anchors_from_line_segment()``, the frame's lines in
``StackSummary._should_show_carets()``.  A stock ``ast.parse()`` rejects
a keyword subscript, so the carets of code compiled by pep637 would not be
the fork's: a plain ``^^^^`` under the whole subscript, or carets where
the fork shows none.

:func:`install` (called by the compile pipeline when it compiles such code,
pep637.compiler.tree_compiler, and by the import hook when it loads such code
from its cache) replaces these two functions of :mod:`traceback` (when it is
imported: a program that never formats a traceback does not pay for importing
it) by copies of themselves whose ``import ast`` gives :mod:`ast` with one
change: its ``parse()`` tries the built-in parser first and, only for a source
that it rejects, pep637's parser.  When both reject the source, the built-in's
SyntaxError is raised, as before, so that the tracebacks of any other code are
unchanged.  (A source with brackets that makes the parser warn goes to pep637's
parser alone, which warns as the fork's ``ast.parse()`` does, so that each
warning is issued once.)  The copies share the code objects of the originals,
which :func:`uninstall` puts back; nothing is swapped while a traceback is
formatted, so that other threads are not affected.

On the fork, whose ``ast.parse()`` knows keyword subscripts, nothing is
replaced.  Importing this module and install() import neither ast nor re:
code compiled by pep637 and loaded from its cache may never format a
traceback.
"""

import builtins
import sys

from ._interpreter import clone_function, fork

__all__ = ["install", "uninstall", "installed"]

# The functions of traceback that parse source: (owner, name) pairs, the
# owner being a dotted path from the module.
_TARGETS = (("", "_extract_caret_anchors_from_line_segment"),
            ("StackSummary", "_should_show_carets"))

# What makes the tokenizer or the parser warn: a backslash (an invalid
# escape sequence), a number followed by a keyword ("1if").  Compiled on
# first use, as ast and re are imported: importing this module is part of
# the first import of a module cached by pep637, which may never format a
# traceback.
_MAY_WARN = r"\\|\d(?:and|else|for|if|in|is|not|or)"
_may_warn = None

# (owner object, name, original function) of what install() replaced.
_replaced = []


def _parse(source, *args, **kwargs):
    """ast.parse(), keyword subscripts accepted (see the module's doc)."""
    global _may_warn
    import ast
    if not isinstance(source, str) or "[" not in source:
        # No keyword subscript: ast.parse() alone, as traceback has it.
        return ast.parse(source, *args, **kwargs)
    if _may_warn is None:
        import re
        _may_warn = re.compile(_MAY_WARN)
    if _may_warn.search(source):
        # The parse warns (an invalid escape sequence, a number followed
        # by a keyword): pep637's parser alone, so that each warning is
        # issued once, as by the fork's ast.parse().
        try:
            from .parser import parse
            return parse(source, *args, **kwargs)
        except SyntaxError:
            raise
        except Exception:
            return ast.parse(source, *args, **kwargs)
    try:
        return ast.parse(source, *args, **kwargs)
    except SyntaxError:
        try:
            from .parser import parse
            return parse(source, *args, **kwargs)
        except Exception:
            pass
        raise


_AST = None


def _ast_module():
    """The ast module, but for parse() (see _parse())."""
    global _AST
    if _AST is None:
        import ast

        class _Ast(type(sys)):
            parse = staticmethod(_parse)

            def __getattr__(self, name):
                return getattr(ast, name)

        _AST = _Ast("ast", ast.__doc__)
    return _AST


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    """__import__() for the copies of traceback's functions."""
    if name == "ast" and level == 0 and not fromlist:
        return _ast_module()
    return builtins.__import__(name, globals, locals, fromlist, level)


def _owner(module, path):
    owner = module
    for part in filter(None, path.split(".")):
        owner = getattr(owner, part, None)
    return owner


def installed():
    """Tell whether install() has replaced traceback's functions."""
    return bool(_replaced)


def install():
    """Let traceback compute carets for keyword subscripts (on stock).

    If traceback is not imported yet, its functions are replaced as soon
    as its import has run it: see _TracebackFinder.
    """
    if _replaced:
        return
    traceback = sys.modules.get("traceback")
    if traceback is None:
        if _FINDER not in sys.meta_path:
            sys.meta_path.insert(0, _FINDER)
        return
    _replace(traceback)


class _TracebackFinder:
    """The first finder of sys.meta_path until traceback is imported
    (install() puts it there): it finds traceback as the finders after it
    do, and replaces its functions once the module has run.  The module's
    __loader__ and __spec__.loader are the real loader, as without it."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "traceback" or cls not in sys.meta_path:
            return None
        sys.meta_path.remove(cls)
        for finder in sys.meta_path:
            find_spec = getattr(finder, "find_spec", None)
            spec = find_spec and find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        if hasattr(spec.loader, "exec_module"):
            spec.loader = _ReplacingLoader(spec.loader)
        return spec


_FINDER = _TracebackFinder


class _ReplacingLoader:
    """The loader of traceback, which then replaces its functions."""

    def __init__(self, loader):
        self._loader = loader

    def create_module(self, spec):
        create_module = getattr(self._loader, "create_module", None)
        return create_module and create_module(spec)

    def exec_module(self, module):
        module.__loader__ = module.__spec__.loader = self._loader
        self._loader.exec_module(module)
        if not _replaced:
            _replace(module)


def _replace(traceback):
    """Replace the functions of the module traceback (see install())."""
    if fork():
        return  # The fork's own ast.parse() knows keyword subscripts.
    function = type(_replace)
    namespace = dict(vars(traceback))
    namespace["__builtins__"] = dict(vars(builtins), __import__=_import)
    for path, name in _TARGETS:
        owner = _owner(traceback, path)
        original = owner and vars(owner).get(name)
        if (not isinstance(original, function)
                or original.__globals__ is not vars(traceback)
                or original.__closure__
                or "ast" not in original.__code__.co_names):
            continue  # Not the function of 3.13's traceback: keep it.
        copy = clone_function(original, namespace)
        copy.__wrapped__ = original
        setattr(owner, name, copy)
        _replaced.append((owner, name, original))


def uninstall():
    """Put traceback's own functions back."""
    while _FINDER in sys.meta_path:
        sys.meta_path.remove(_FINDER)
    while _replaced:
        owner, name, original = _replaced.pop()
        setattr(owner, name, original)
