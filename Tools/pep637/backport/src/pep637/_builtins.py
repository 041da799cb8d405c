"""compile(), exec() and eval() that also accept keyword subscripts.

The runner (``python -m pep637``) and its REPL put these three functions
in :mod:`builtins` for the duration of the program (:func:`patched`), so
that code which compiles strings -- doctest, ``code``, ``codeop``, pdb,
``timeit`` -- accepts ``a[i, k=1]`` too; and the functions of
:mod:`pep637._operator` in :mod:`operator`, :func:`unparse` as
``ast.unparse()`` and :func:`symtable` as ``_symtable.symtable()`` (what
``symtable.symtable()`` calls).

Each one behaves as the built-in function does, flags, defaults and
inheritance of ``from __future__`` statements included, because each one
first calls the built-in.  Only a source that the built-in compiler
rejects with SyntaxError goes to :mod:`pep637.compiler` -- and an AST that
carries keyword subscripts, which a stock ``compile()`` would accept and
silently compile without its keywords.

With ``PEP637_FORCE_BACKPORT=1`` in the environment, on the pep637 fork
(whose compiler knows keyword subscripts), the built-in is made to reject
keyword subscripts as a stock CPython does, so that the code paths taken on
stock can be exercised on the fork.
"""

import builtins
import io
import linecache
import os
import sys
import warnings
from _thread import _local as _thread_local

__all__ = ["compile", "exec", "eval", "unparse", "symtable", "patched",
           "native_compile", "try_native",
           "compile_source", "backport_compile", "has_keyword_subscripts",
           "register_source", "drop_own_frames", "load_runtime"]

builtin_compile = builtins.compile
builtin_exec = builtins.exec
builtin_eval = builtins.eval
_builtin_symtable = __import__("_symtable").symtable


def _native():
    """Tell whether the built-in compiler knows keyword subscripts (the
    fork), without importing ast (as pep637.ast.FORK does)."""
    try:
        builtin_compile("_[_=0]", "<pep637>", "eval", dont_inherit=True)
    except SyntaxError:
        return False
    return True


# The interpreter's own compiler knows keyword subscripts (the fork).
NATIVE = _native()

# Other modules are imported when needed, but not those that try_native()
# needs, as the import hook calls it to compile them too: warnings, and on
# the fork ast (see _emulate_stock()).
if NATIVE:
    import ast  # noqa: F401

PyCF_DONT_IMPLY_DEDENT = 0x200
PyCF_ALLOW_INCOMPLETE_INPUT = 0x4000
_INCOMPLETE_FLAGS = PyCF_DONT_IMPLY_DEDENT | PyCF_ALLOW_INCOMPLETE_INPUT
_IncompleteInputError = getattr(builtins, "_IncompleteInputError",
                                SyntaxError)

# The co_flags that compile() inherits from its caller (PyCF_MASK), from
# __future__ when first needed.
_FUTURE_MASK = None

_TEXT = (str, bytes, bytearray, memoryview)
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep
# f_locals of a function frame: a write-through proxy (PEP 667).
_FRAME_LOCALS_PROXY = type((lambda: sys._getframe().f_locals)())
if _FRAME_LOCALS_PROXY is dict:
    _FRAME_LOCALS_PROXY = None


# Calls of compile() made by pep637.compiler itself get the built-in.
_inside = _thread_local()


def backport_compile(source, filename, mode, flags=0, optimize=-1,
                     feature_version=-1):
    """:func:`pep637.compiler.compile` with dont_inherit=True.

    While it runs, the replacement compile() of this module is the
    built-in one (pep637.compiler may have taken it for the built-in).
    """
    from . import compiler
    _inside.depth = getattr(_inside, "depth", 0) + 1
    try:
        return compiler.compile(source, filename, mode, flags, True,
                                optimize, _feature_version=feature_version)
    except SyntaxError as exc:
        # As the built-in raises it: no frames of the compiler, no context.
        exc.__traceback__ = None
        exc.__suppress_context__ = True
        raise
    finally:
        _inside.depth -= 1


def load_runtime():
    """Import pep637.runtime, which code compiled by pep637 calls (as the
    built-in ``__pep637__`` that importing it installs).

    Needed before running such code loaded from a cache file, in a process
    that has compiled nothing with pep637.
    """
    from . import runtime  # noqa: F401


# The built-in names of pep637.runtime and of its functions of the direct
# form (runtime.BUILTIN_NAME, runtime.BUILTIN_FUNCTIONS).
_RUNTIME_NAME = "__pep637__"
_FUNCTION_NAMES = {"__pep637_getter__": "getter",
                   "__pep637_setter__": "setter",
                   "__pep637_deleter__": "deleter"}


def defer_runtime():
    """Make the built-ins of pep637.runtime import it when first used,
    unless it is imported: for code loaded from a cache file, so that
    importing a module that uses keyword subscripts costs no more than its
    code until one of them runs.

    Until then ``__pep637__`` is a stand-in module whose ``__getattr__``
    imports the runtime, which replaces it (and the others) in builtins,
    and gives the attribute of the runtime; ``__pep637_getter__`` and the
    like are stand-in functions that do the same and call the runtime's
    function: compiled code reads the built-ins anew each time.  The
    caret lines of tracebacks, which the runtime's import installs
    (pep637._traceback), are installed now, for a line with a keyword
    subscript that fails before the subscript runs.
    """
    if hasattr(builtins, _RUNTIME_NAME):
        return
    from . import _traceback
    _traceback.install()
    stand_in = type(sys)(f"{__package__}.runtime")
    stand_in.__getattr__ = _runtime_attribute
    for name, function in _FUNCTION_NAMES.items():
        setattr(builtins, name, _function_stand_in(function))
    setattr(builtins, _RUNTIME_NAME, stand_in)


def _runtime_attribute(name):
    """An attribute of pep637.runtime, imported now (see defer_runtime())."""
    from . import runtime
    return getattr(runtime, name)


def _function_stand_in(name):
    """The stand-in of the runtime's function *name* (see
    defer_runtime())."""
    def stand_in(obj, /):
        return _runtime_attribute(name)(obj)
    stand_in.__name__ = stand_in.__qualname__ = name
    return stand_in


def forced():
    """Tell whether PEP637_FORCE_BACKPORT=1 asks for the stock code paths."""
    return os.environ.get("PEP637_FORCE_BACKPORT") == "1"


def has_keyword_subscripts(tree):
    """Tell whether *tree* holds a subscript with keywords (duck typing)."""
    import ast
    return any(isinstance(node, ast.Subscript)
               and getattr(node, "keywords", None)
               for node in ast.walk(tree))


def _emulate_stock(source, filename, mode, flags, feature_version):
    """Under PEP637_FORCE_BACKPORT on the fork, reject what stock rejects."""
    if not (NATIVE and forced()):
        return
    import ast
    if not isinstance(source, ast.AST):
        source = builtin_compile(source, filename, mode,
                                 flags | ast.PyCF_ONLY_AST, True,
                                 _feature_version=feature_version)
    if has_keyword_subscripts(source):
        raise SyntaxError("keyword subscripts (PEP637_FORCE_BACKPORT=1)",
                          (filename, 1, 1, None))


def _is_ast(source):
    """``isinstance(source, ast.AST)``, without importing ast: an AST
    object comes from _ast, then imported."""
    nodes = sys.modules.get("_ast")
    return nodes is not None and isinstance(source, nodes.AST)


def native_compile(source, filename, mode, flags=0, optimize=-1,
                   feature_version=-1):
    """Built-in compile() with dont_inherit=True."""
    _emulate_stock(source, filename, mode, flags, feature_version)
    return builtin_compile(source, filename, mode, flags, True, optimize,
                           _feature_version=feature_version)


def compile_source(source, filename, mode, flags=0, optimize=-1,
                   feature_version=-1):
    """compile() with dont_inherit=True, keyword subscripts accepted."""
    if getattr(_inside, "depth", 0):
        return builtin_compile(source, filename, mode, flags, True, optimize,
                               _feature_version=feature_version)
    if _is_ast(source):
        if (NATIVE and not forced()) or not has_keyword_subscripts(source):
            return native_compile(source, filename, mode, flags, optimize,
                                  feature_version)
    else:
        code = try_native(source, filename, mode, flags, optimize,
                          feature_version)
        if code is not None:
            return code
        if flags & PyCF_ALLOW_INCOMPLETE_INPUT:
            _raise_if_incomplete(source, filename, mode, flags, optimize)
            flags &= ~_INCOMPLETE_FLAGS
    return backport_compile(source, filename, mode, flags, optimize,
                            feature_version)


def _may_have_keyword_items(source):
    """Tell whether text *source* may hold a keyword subscript, valid or
    not: whether a ``=`` or ``**`` stands right inside a ``[`` (``a[k=1]``,
    ``a[**m]``, ``a[1=2]``), or the source cannot be read.

    Where none does, the fork reads the source as a stock CPython does:
    the built-in's SyntaxError is the fork's.  Tokens are read up to the
    first error of the tokenizer, which both parsers reach alike.
    """
    global tokenize
    import tokenize
    try:
        text = _source_text(source)
    except (SyntaxError, UnicodeError, ValueError):
        return True
    brackets = []
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    try:
        for tok in tokens:
            if (tok.type == tokenize.OP and tok.string in ("=", "**")
                    and brackets and brackets[-1] == "["):
                return True
            _track_brackets(tok, brackets)
    except (tokenize.TokenError, SyntaxError):
        pass
    return False


def try_native(source, filename, mode, flags=0, optimize=-1,
               feature_version=-1):
    """The built-in compile() of *source*; None if the built-in rejects a
    text source with a SyntaxError that pep637's compiler may not raise
    (an unfinished input is not such an error).

    The built-in's SyntaxError is final on the fork (not forced), whose
    compiler is pep637's, and for a source without keyword items.  Else
    the warnings that the built-in showed before it failed are dropped:
    pep637's compiler shows them as it reads the source again (the
    warnings filters and registries act as usual, only the showing is
    held back until the built-in returns, as in pep637._tokens).
    """
    shown = []
    show = warnings._showwarnmsg
    warnings._showwarnmsg = shown.append
    try:
        return native_compile(source, filename, mode, flags, optimize,
                              feature_version)
    except _IncompleteInputError:
        raise
    except SyntaxError:
        if not isinstance(source, _TEXT) or (NATIVE and not forced()):
            raise
        count = len(shown)
        keyword_items = _may_have_keyword_items(source)
        del shown[count:]  # the warnings of the tokenize module
        if not keyword_items:
            raise
        # pep637's compiler reads the source again and shows its warnings,
        # those the built-in showed before it failed among them.
        shown.clear()
        return None
    finally:
        warnings._showwarnmsg = show
        for message in shown:
            show(message)


def compile(source, filename, mode, flags=0, dont_inherit=False,
            optimize=-1, *, _feature_version=-1):
    """Built-in compile(), keyword subscripts accepted."""
    try:
        if not dont_inherit:
            flags |= _future_flags(1)
        return compile_source(source, filename, mode, flags, optimize,
                              _feature_version)
    except BaseException as exc:
        drop_own_frames(exc)
        raise


def exec(source, /, globals=None, locals=None, *, closure=None):
    """Built-in exec(), keyword subscripts accepted in a string."""
    try:
        globals, locals = _namespaces(globals, locals)
        if isinstance(source, _TEXT) and closure is None:
            source = compile_source(source, "<string>", "exec",
                                    _future_flags(1))
        return builtin_exec(source, globals, locals, closure=closure)
    except BaseException as exc:
        drop_own_frames(exc)
        raise


def eval(source, /, globals=None, locals=None):
    """Built-in eval(), keyword subscripts accepted in a string."""
    try:
        globals, locals = _namespaces(globals, locals)
        if isinstance(source, _TEXT):
            source = compile_source(_strip_indent(source), "<string>",
                                    "eval", _future_flags(1))
        return builtin_eval(source, globals, locals)
    except BaseException as exc:
        drop_own_frames(exc)
        raise


def register_source(code, source, filename):
    """Let tracebacks show the lines of *source*, compiled into *code*.

    What CPython 3.13 does for ``python -c`` and interactive input
    (linecache._register_code).
    """
    register = getattr(linecache, "_register_code", None)
    if register is not None and isinstance(source, str):
        register(code, source, filename)


def patched():
    """Put this module's compile(), exec() and eval() in builtins, and,
    but on the fork, operator functions that forward keywords (see
    :mod:`pep637._operator`): a context manager."""
    from contextlib import contextmanager
    return contextmanager(_patching)()


def _patching():
    saved = builtins.compile, builtins.exec, builtins.eval
    builtins.compile, builtins.exec, builtins.eval = compile, exec, eval
    try:
        if NATIVE and not forced():
            yield
        else:
            from . import _operator
            with _operator.patched(), _stdlib_patched():
                yield
    finally:
        builtins.compile, builtins.exec, builtins.eval = saved


def _stdlib_patched():
    """Put unparse() in ast and symtable() in _symtable, and give
    ast.Subscript the fork's field ``keywords``: a context manager."""
    from contextlib import contextmanager
    return contextmanager(_stdlib_patching)()


def _stdlib_patching():
    import ast
    import _symtable
    from . import ast as pep637_ast
    saved = ast.unparse, _symtable.symtable
    ast.unparse, _symtable.symtable = unparse, symtable
    added = pep637_ast.add_keywords_field()
    try:
        yield
    finally:
        ast.unparse, _symtable.symtable = saved
        if added:
            pep637_ast.remove_keywords_field()


def unparse(ast_obj):
    """ast.unparse(), keyword subscripts written as the fork writes them
    (``a[1, k=2:3, **m]``)."""
    from . import compiler
    return compiler.unparse(ast_obj)


def symtable(source, filename, compile_type, /):
    """_symtable.symtable(), keyword subscripts accepted in *source*.

    The built-in first.  A source that it rejects and pep637's parser
    accepts, with keyword subscripts, gets the symbol table of the same
    source with the names and ``=`` of its keyword items blanked out
    (``a[k=x, **m]`` -> ``a[  x,  *m]``): its scopes, names, lines and
    columns are the fork's, for whom the name of a keyword item is no
    symbol.
    """
    import ast
    try:
        return _builtin_symtable(source, filename, compile_type)
    except SyntaxError:
        if not isinstance(source, _TEXT):
            raise
        text = _source_text(source)
        blanked = _mask_keyword_items(text, blank=True)
        if blanked == text:
            raise
        # The fork's SyntaxError if the source is invalid after all.
        compile_source(text, filename, compile_type, ast.PyCF_ONLY_AST)
    return _builtin_symtable(blanked, filename, compile_type)


def _future_flags(depth):
    """The __future__ flags of the frame that called our caller."""
    global _FUTURE_MASK
    if _FUTURE_MASK is None:
        import __future__
        mask = 0
        for name in __future__.all_feature_names:
            mask |= getattr(__future__, name).compiler_flag
        _FUTURE_MASK = mask
    try:
        frame = sys._getframe(depth + 1)
    except ValueError:
        return 0
    return frame.f_code.co_flags & _FUTURE_MASK


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


def drop_own_frames(exc):
    """Remove this package's frames from the head of *exc*'s traceback.

    A built-in function adds no frame to a traceback; the replacements
    should not either.  A bare ``raise`` after this keeps the shortened
    traceback.
    """
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename.startswith(
            _PACKAGE_DIR):
        tb = tb.tb_next
    exc.__traceback__ = tb


# -- incomplete input (codeop, code.InteractiveConsole, the REPL) ---------

def _raise_if_incomplete(source, filename, mode, flags, optimize):
    """Raise _IncompleteInputError if *source* needs more lines.

    The built-in compiler decides, on a copy of the source in which the
    keyword items of subscripts are made plain (``k=v`` -> ``k==v``,
    ``**m`` -> ``*m``): a source with keyword subscripts is unfinished
    exactly when that copy is, in the sense of PyCF_ALLOW_INCOMPLETE_INPUT
    and PyCF_DONT_IMPLY_DEDENT (an open bracket, a compound statement that
    has not ended with an empty line, ...).
    """
    masked = _mask_keyword_items(_source_text(source))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            builtin_compile(masked, filename, mode, flags, True, optimize)
        except _IncompleteInputError:
            raise _IncompleteInputError("incomplete input") from None
        except (SyntaxError, ValueError, OverflowError):
            pass


def _source_text(source):
    """*source* decoded as compile() decodes it."""
    if isinstance(source, str):
        return source
    from importlib.util import decode_source
    return decode_source(bytes(source))


def _mask_keyword_items(text, blank=False):
    """*text* with ``k=`` and ``**`` items of subscripts made plain:
    ``k==``, ``*``; with *blank*, ``  `` (the name blanked too), `` *``.
    """
    lines = io.StringIO(text).readlines()
    edits = []
    for name, tok in _keyword_items(text):
        if not blank:
            new = "==" if tok.string == "=" else "*"
            edits.append((tok.start, tok.string, new))
        elif name is None:
            edits.append((tok.start, "**", " *"))
        else:
            edits.append((name.start, name.string, " " * len(name.string)))
            edits.append((tok.start, "=", " "))
    for (row, col), old, new in reversed(edits):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + new + line[col + len(old):]
    return "".join(lines)


def _keyword_items(text):
    """Yield (name, token) for each keyword item in a subscript: the
    NAME and ``=`` tokens of ``k=``, None and the token of ``**``.

    A keyword item is ``name =`` or ``**`` right after the ``[`` or a
    ``,`` of the innermost open bracket, when that bracket is a ``[``.
    Tokens stop at the first tokenizer error (an unfinished source).
    """
    global tokenize
    import tokenize
    brackets, last = [], [None, None]
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    try:
        for tok in tokens:
            if tok.type in (tokenize.NL, tokenize.COMMENT):
                continue
            if tok.type == tokenize.OP and brackets and brackets[-1] == "[":
                item = _keyword_item(tok, *last)
                if item:
                    yield item
            _track_brackets(tok, brackets)
            last = [last[1], tok]
    except (tokenize.TokenError, SyntaxError):
        return


def _keyword_item(tok, before, previous):
    """(name, *tok*) if *tok* starts a keyword item, else None."""
    if tok.string == "**" and _opens_item(previous):
        return None, tok
    if (tok.string == "=" and previous is not None
            and previous.type == tokenize.NAME and _opens_item(before)):
        return previous, tok
    return None


def _opens_item(tok):
    """Tell whether an item of a bracket starts after *tok*."""
    return (tok is not None and tok.type == tokenize.OP
            and tok.string in ("[", ","))


def _track_brackets(tok, brackets):
    """Push or pop *tok* on the stack of open *brackets*."""
    if tok.type != tokenize.OP:
        return
    if tok.string in ("(", "[", "{"):
        brackets.append(tok.string)
    elif tok.string in (")", "]", "}") and brackets:
        brackets.pop()
