"""The package's compile pipeline: compile(), exec(), eval(), parse().

Everything that compiles code goes through this module: the import hook
(pep637.integrations.importer), the runner and its REPL (pep637.__main__,
pep637.integrations.repl, which put this module's compile(), exec() and
eval() in builtins while a program runs, see
pep637.integrations.runner_patches), the pytest plugin, and the public
``pep637.compile()`` and friends.  A source takes one pass, each step
handing its result to the next::

    source --built-in compile()--> code       (every source it accepts)
    rejected:
        --pep637.parser.tokenize_source()--> tokens (the only tokenization)
        --keyword_items.has_keyword_items()--> a "=" or "**" right inside
                                               a "["?  Else the built-in's
                                               error
        --pep637.parser.parse()--> tree with keyword subscripts (or the
                                   fork's SyntaxError); none after all:
                                   the built-in's error
        --tree_compiler.compile_tree()--> code that calls pep637.runtime

The built-in compiler is tried once, its warnings held back: a source
that stock Python compiles costs nothing more and gives the same code and
warnings.  A source that it rejects is read by the package only if its
tokens may hold a keyword subscript; the parser reads those very tokens.
An AST that carries keyword subscripts, which the built-in would silently
compile without them, is compiled by the package.  The one second pass
is the built-in compiler's: it compiles the tree that the package made
(after pep637.compiler.transform), as it compiles the trees of
``compile(ast_object, ...)``.

On the pep637 fork everything is the built-in's, unless
PEP637_FORCE_BACKPORT=1 is set: then the built-in is made to reject
keyword subscripts as a stock CPython does, to compare the two on the
fork (pep637._interpreter.native()).

This module imports only light modules (not ast): the import hook uses
it for every module it loads.
"""
import sys
import warnings

from .._interpreter import (
    IncompleteInputBase, PyCF_ALLOW_INCOMPLETE_INPUT, PyCF_DONT_IMPLY_DEDENT,
    builtin_compile, builtin_eval, builtin_exec, caller_future_flags,
    compile_for_caller, drop_package_frames, forced, fork, native)
from .keyword_nodes import has_keyword_subscripts

__all__ = ["compile", "exec", "eval", "parse", "unparse", "compile_source",
           "ast_module", "register_source"]

PyCF_ONLY_AST = 0x400
PyCF_TYPE_COMMENTS = 0x1000
PyCF_OPTIMIZED_AST = 0x8000 | PyCF_ONLY_AST
_INCOMPLETE_FLAGS = PyCF_DONT_IMPLY_DEDENT | PyCF_ALLOW_INCOMPLETE_INPUT
_TEXT = (str, bytes, bytearray, memoryview)
# What the C parser raises when its stack overflows (MAXSTACK levels):
# in its second pass, after a first one that failed, perhaps on a keyword
# subscript.
_STACK_OVERFLOW = ("Parser stack overflowed - Python source too complex to "
                   "parse")
# f_locals of a function frame: a write-through proxy (PEP 667).
_FRAME_LOCALS_PROXY = type((lambda: sys._getframe().f_locals)())


# -- the built-ins, keyword subscripts accepted --------------------------------

def compile(source, filename, mode, flags=0, dont_inherit=False,
            optimize=-1, *, module=None, _feature_version=-1):
    """The built-in compile(), keyword subscripts accepted (*module*, for
    the warnings filters, from CPython 3.15)."""
    if not dont_inherit:
        flags |= caller_future_flags(1)
    try:
        return compile_source(source, filename, mode, flags, optimize,
                              _feature_version, module)[0]
    except BaseException as exc:
        drop_package_frames(exc)
        raise


def exec(source, /, globals=None, locals=None, *, closure=None):
    """The built-in exec(), keyword subscripts accepted in a string."""
    try:
        globals, locals = _namespaces(globals, locals)
        if isinstance(source, _TEXT) and closure is None:
            source = compile_source(source, "<string>", "exec",
                                    caller_future_flags(1))[0]
        return builtin_exec(source, globals, locals, closure=closure)
    except BaseException as exc:
        drop_package_frames(exc)
        raise


def eval(source, /, globals=None, locals=None):
    """The built-in eval(), keyword subscripts accepted in a string."""
    try:
        globals, locals = _namespaces(globals, locals)
        if isinstance(source, _TEXT):
            source = compile_source(_strip_indent(source), "<string>",
                                    "eval", caller_future_flags(1))[0]
        return builtin_eval(source, globals, locals)
    except BaseException as exc:
        drop_package_frames(exc)
        raise


def parse(source, filename="<unknown>", mode="exec", *, type_comments=False,
          feature_version=None, optimize=-1, module=None):
    """ast.parse(), keyword subscripts accepted: a subscript with keywords
    is a node with a ``keywords`` field (pep637.nodes.Subscript on
    stock)."""
    flags = PyCF_ONLY_AST
    if type_comments:
        flags |= PyCF_TYPE_COMMENTS
    if optimize > 0:
        flags |= PyCF_OPTIMIZED_AST
    if feature_version is None:
        feature_version = -1
    elif isinstance(feature_version, tuple):
        major, minor = feature_version
        if major != 3:
            raise ValueError(f"Unsupported major version: {major}")
        feature_version = minor
    try:
        return compile_source(source, filename, mode, flags, optimize,
                              feature_version, module)[0]
    except BaseException as exc:
        drop_package_frames(exc)
        raise


def unparse(ast_obj):
    """ast.unparse(), keyword subscripts written as the fork writes them
    (``a[1, k=2:3, **m]``)."""
    from .tree_compiler import unparse
    return unparse(ast_obj)


def ast_module():
    """A copy of the ast module whose parse() accepts keyword subscripts:
    ast.parse() itself (the same code) calling this module's compile(),
    so that a traceback through it shows the frame of ``ast.py``, as on
    the fork.  For code that calls ast.parse() by its module's name (the
    pytest plugin gives it to pytest's assertion rewriter)."""
    global _ast_module
    if _ast_module is None:
        import ast
        from .._interpreter import clone_function
        module = type(sys)(ast.__name__, ast.__doc__)
        vars(module).update(vars(ast))
        module.parse = clone_function(ast.parse,
                                      dict(vars(ast), compile=compile))
        _ast_module = module
    return _ast_module


_ast_module = None


def register_source(code, source, filename):
    """Let tracebacks show the lines of *source*, compiled into *code*:
    what CPython 3.13 does for ``python -c`` and interactive input
    (linecache._register_code)."""
    import linecache
    register = getattr(linecache, "_register_code", None)
    if register is not None and isinstance(source, str):
        register(code, source, filename)


def _namespaces(globals, locals):
    """The (globals, locals) that the built-in exec()/eval() would use.

    Without globals they are those of the caller's caller, the locals of a
    function being a snapshot, as locals() gives in CPython 3.13.
    """
    if globals is None:
        frame = sys._getframe(2)
        globals = frame.f_globals
        if locals is None:
            locals = frame.f_locals
            if type(locals) is _FRAME_LOCALS_PROXY:
                locals = dict(locals)
    return globals, locals


def _strip_indent(source):
    """*source* without the leading spaces and tabs that eval() ignores."""
    if isinstance(source, str):
        return source.lstrip(" \t")
    return bytes(source).lstrip(b" \t")


# -- the pipeline --------------------------------------------------------------

def compile_source(source, filename, mode, flags=0, optimize=-1,
                   feature_version=-1, module=None):
    """compile() with dont_inherit=True: (result, by_package), where
    *by_package* tells whether the package compiled *source* (it holds
    keyword subscripts: its code calls pep637.runtime).  *module* is
    passed on to the built-in when given (CPython 3.15 and later).

    What it raises is raised as the built-in raises it: with the context
    of the caller's, not of the package's own attempts.
    """
    context = sys.exception()
    extra = {} if module is None else {"module": module}
    try:
        if _is_ast(source):
            return _compile_ast(source, filename, mode, flags, optimize,
                                extra)
        return _compile_text(source, filename, mode, flags, optimize,
                             feature_version, extra)
    except BaseException as exc:
        exc.__context__ = context
        exc.__suppress_context__ = False
        raise


def _compile_text(source, filename, mode, flags, optimize, feature_version,
                  extra):
    """compile_source() of a source that is not an AST, in one pass: the
    built-in compiler; for a source that it rejects, the tokens (read once,
    by _try_builtin()), then the tree, then the code."""
    code, error, tokenized = _try_builtin(source, filename, mode, flags,
                                          optimize, feature_version, extra)
    if error is None:
        return code, False
    if flags & PyCF_ALLOW_INCOMPLETE_INPUT:
        _raise_if_incomplete(tokenized, filename, mode, flags, optimize)
        flags &= ~_INCOMPLETE_FLAGS
    from .. import parser
    from . import tree_compiler
    tree = parser.parse(tokenized, filename, mode, module=extra.get("module"))
    if not has_keyword_subscripts(tree):
        raise error
    return tree_compiler.compile_tree(tree, filename, mode, flags,
                                       optimize, extra), True


def _compile_ast(tree, filename, mode, flags, optimize, extra):
    """compile_source() of an AST: the built-in's, but for a tree that
    carries keyword subscripts on stock (or forced)."""
    if not native() and has_keyword_subscripts(tree):
        from . import tree_compiler
        if flags & PyCF_OPTIMIZED_AST != PyCF_ONLY_AST:
            tree = tree_compiler.copy_tree(tree)
        return tree_compiler.compile_tree(tree, filename, mode, flags,
                                           optimize, extra), True
    return compile_for_caller(tree, filename, mode, flags, True, optimize,
                              **extra), False


def _try_builtin(source, filename, mode, flags, optimize, feature_version,
                 extra):
    """(code, None, None) from the built-in compile(); (None, its error,
    the source's tokens) for a source that the package's parser may read
    (see _tokens_if_ours()); else raise the built-in's error.

    The warnings that the built-in shows are shown, unless the package's
    parser is to read the source: it shows them itself (the warnings
    filters and registries act as usual; only the showing is held back).
    Under PEP637_FORCE_BACKPORT=1, on the fork, keyword subscripts are
    rejected as a stock CPython rejects them.
    """
    shown = []
    show = warnings._showwarnmsg
    warnings._showwarnmsg = shown.append
    parsed = 0
    try:
        _reject_as_stock(source, filename, mode, flags, feature_version)
        parsed = len(shown)
        code = compile_for_caller(source, filename, mode, flags, True,
                                  optimize, _feature_version=feature_version,
                                  **extra)
    except SyntaxError as exc:
        error = exc
    except MemoryError as exc:
        if str(exc) != _STACK_OVERFLOW:
            raise
        error = exc
    else:
        error = None
    finally:
        warnings._showwarnmsg = show
    if error is not None:
        tokenized = _tokens_if_ours(source, filename, error)
        if tokenized is not None:
            return None, error, tokenized
    if parsed:
        # _reject_as_stock() parsed the source, and the built-in parsed it
        # again: what both parses showed is shown once.
        first = {_warning_key(message) for message in shown[:parsed]}
        shown[parsed:] = [message for message in shown[parsed:]
                          if _warning_key(message) not in first]
    for message in shown:
        show(message)
    if error is not None:
        raise error
    return code, None, None


def _warning_key(message):
    """What tells two shown warnings apart (a WarningMessage)."""
    return (str(message.message), message.category, message.filename,
            message.lineno)


def _tokens_if_ours(source, filename, error):
    """The tokens of a text *source* that the built-in rejected with
    *error* (a pep637.parser.TokenizedSource), if the package's parser may
    find a keyword subscript in it; else None: on the fork (unless
    forced), for an unfinished input, or without a ``=`` or ``**`` right
    inside a ``[``.  The parser reads these tokens: the source is
    tokenized once.  A source that cannot be decoded raises the parser's
    SyntaxError, the fork's."""
    if (native() or not isinstance(source, _TEXT)
            or isinstance(error, IncompleteInputBase)):
        return None
    from ..parser import tokenize_source
    from .keyword_items import has_keyword_items
    tokenized = tokenize_source(source, filename)
    return tokenized if has_keyword_items(tokenized.tokens) else None


def _reject_as_stock(source, filename, mode, flags, feature_version):
    """Under PEP637_FORCE_BACKPORT=1 on the fork, raise SyntaxError for a
    source with keyword subscripts, as stock would."""
    if not (forced() and fork()):
        return
    tree = source
    if not _is_ast(source):
        tree = builtin_compile(source, filename, mode,
                               flags | PyCF_ONLY_AST, True,
                               _feature_version=feature_version)
    if has_keyword_subscripts(tree):
        raise SyntaxError("keyword subscripts (PEP637_FORCE_BACKPORT=1)",
                          (filename, 1, 1, None))


def _is_ast(source):
    """``isinstance(source, ast.AST)``, without importing ast: an AST
    object comes from _ast, then imported."""
    nodes = sys.modules.get("_ast")
    return nodes is not None and isinstance(source, nodes.AST)


def _raise_if_incomplete(tokenized, filename, mode, flags, optimize):
    """Raise the built-in's _IncompleteInputError if the source of
    *tokenized* (a pep637.parser.TokenizedSource), which holds keyword
    items, needs more lines.

    The built-in compiler decides, on a copy of the source in which the
    keyword items of subscripts are made plain (``k=v`` -> ``k==v``,
    ``**m`` -> ``*m``): a source with keyword subscripts is unfinished
    exactly when that copy is, in the sense of PyCF_ALLOW_INCOMPLETE_INPUT
    and PyCF_DONT_IMPLY_DEDENT (an open bracket, a compound statement that
    has not ended with an empty line, ...).
    """
    from .keyword_items import mask_keyword_items
    text = tokenized.text
    error = _incomplete_error(mask_keyword_items(tokenized), filename, mode,
                              flags, optimize)
    if error is None:
        return
    # Located as the fork locates it: on the copy with the keyword items
    # blanked out (same columns), with the line of the source.
    located = _incomplete_error(mask_keyword_items(tokenized, blank=True),
                                filename, mode, flags, optimize)
    if located is None or not located.lineno:
        raise IncompleteInputBase("incomplete input")
    lines = text.splitlines()
    line = (lines[located.lineno - 1] + "\n"
            if located.lineno <= len(lines) else located.text)
    raise IncompleteInputBase(located.msg, (
        located.filename, located.lineno, located.offset, line,
        located.end_lineno, located.end_offset))


def _incomplete_error(text, filename, mode, flags, optimize):
    """The built-in's _IncompleteInputError for *text*, or None."""
    from ..parser.tokens import held_warnings
    with held_warnings("ignore"):
        try:
            builtin_compile(text, filename, mode, flags, True, optimize)
        except IncompleteInputBase as exc:
            return exc.with_traceback(None)
        except (SyntaxError, ValueError, OverflowError):
            pass
    return None
