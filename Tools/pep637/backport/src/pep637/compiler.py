"""compile(), exec(), eval(), parse() and unparse() with keyword subscripts.

The flow of a source that uses keyword subscripts::

    source --pep637.parser--> tree with keyword subscripts
           --pep637.transform--> tree that stock compile() accepts
           --built-in compile()--> code that calls pep637.runtime

Each function first does what the built-in does: a source that stock
Python compiles costs nothing more and gives the same code.  Only when the
built-in rejects a source with SyntaxError is it parsed by pep637.parser;
if the tree has no keyword subscript after all, the built-in's error is
raised.  An AST with keyword subscripts is transformed, never given to the
built-in as it is (which would drop the keywords).

On the pep637 fork, whose compiler knows keyword subscripts, everything is
the built-in's, unless PEP637_FORCE_BACKPORT=1 is set in the environment:
then sources are parsed by pep637.parser and compiled through the
transformation, as on stock, to compare the two on the fork.
"""

import __future__
import ast
import builtins
import copy
import os
import sys
import warnings

from . import runtime  # noqa: F401  (installs the built-in __pep637__)
from .transform import has_keyword_subscripts, is_keyword_subscript
from .transform import transform
from ._pegen import deep_stack
from ._tokens import deferring_warnings
from .nodes import FORK

__all__ = ["compile", "exec", "eval", "parse", "unparse", "native",
           "has_keyword_subscripts"]

# The built-ins, even if a caller has put others in builtins.
_builtin_compile = builtins.compile
_builtin_exec = builtins.exec
_builtin_eval = builtins.eval
_ast_parse = ast.parse

# The interpreter is the pep637 fork: its ast and compile() know keyword
# subscripts.
_FORK = FORK
_TEXT = (str, bytes, bytearray, memoryview)
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep
_FUTURE_ANNOTATIONS = __future__.annotations.compiler_flag
_PyCF_ALLOW_INCOMPLETE_INPUT = 0x4000
# What the C parser raises when its stack overflows (MAXSTACK levels).
_STACK_OVERFLOW = ("Parser stack overflowed - Python source too complex to "
                   "parse")
# The Python frames that copying or transforming a tree may take: a few
# for each level of a tree as deep as the parser makes them.
_TREE_FRAMES = 20000
# The __future__ flags that compile() inherits from its caller.
_FUTURE_MASK = 0
for _feature in __future__.all_feature_names:
    _FUTURE_MASK |= getattr(__future__, _feature).compiler_flag
del _feature


def native():
    """Tell whether the interpreter's own compiler is used for keyword
    subscripts: on the fork, unless PEP637_FORCE_BACKPORT=1."""
    return _FORK and os.environ.get("PEP637_FORCE_BACKPORT") != "1"


# -- compile ------------------------------------------------------------------

def compile(source, filename, mode, flags=0, dont_inherit=False,
            optimize=-1, *, _feature_version=-1):
    """The built-in compile(), keyword subscripts accepted."""
    if not dont_inherit:
        flags |= _caller_future_flags()
    context = sys.exception()
    try:
        return _compile(source, filename, mode, flags, optimize,
                        _feature_version)
    except BaseException as exc:
        # As the built-in raises it: no frame of pep637, the context of
        # the caller's.
        _drop_package_frames(exc)
        exc.__context__ = context
        raise


def _compile(source, filename, mode, flags, optimize, _feature_version):
    """compile() once the inherited flags are in *flags*."""
    if native():
        return _builtin_compile(source, filename, mode, flags, True,
                                optimize, _feature_version=_feature_version)
    if isinstance(source, ast.AST):
        if flags & ast.PyCF_ONLY_AST or not has_keyword_subscripts(source):
            return _builtin_compile(source, filename, mode, flags, True,
                                    optimize)
        with deep_stack(_TREE_FRAMES):
            tree = copy.deepcopy(source)
        return _compile_tree(tree, filename, mode, flags, optimize)
    native_error = None
    if not _FORK:
        try:
            # The warnings of a source that the built-in rejects are
            # pep637's parser's to show.
            return deferring_warnings(_builtin_compile, source, filename,
                                      mode, flags, True, optimize,
                                      _feature_version=_feature_version)
        except SyntaxError as exc:
            native_error = exc
        except MemoryError as exc:
            # The C parser's stack overflowed in its second pass, after
            # the first one failed, perhaps on a keyword subscript.
            if str(exc) != _STACK_OVERFLOW:
                raise
            native_error = exc
    tree = _backport_parse(source, filename, mode, flags, native_error)
    if flags & ast.PyCF_ONLY_AST:
        return tree
    return _compile_tree(tree, filename, mode, flags, optimize)


def _backport_parse(source, filename, mode, flags, native_error):
    """The tree of *source* by pep637.parser, which raises the fork's
    SyntaxError; the built-in's error *native_error* if the tree has no
    keyword subscript."""
    tree = _pep637_parse(source, filename, mode, flags)
    if native_error is not None and not has_keyword_subscripts(tree):
        raise native_error
    return tree


def _pep637_parse(source, filename, mode, flags):
    """pep637.parser.parse(), or on the fork its own ast.parse()."""
    try:
        from .parser import parse
    except ImportError:
        if not _FORK:
            raise
        return _builtin_compile(source, filename, mode,
                                flags | ast.PyCF_ONLY_AST, True)
    incomplete = bool(flags & _PyCF_ALLOW_INCOMPLETE_INPUT)
    return parse(source, filename, mode, incomplete_input=incomplete)


def _compile_tree(tree, filename, mode, flags, optimize):
    """Transform *tree* (in place) and compile it with the built-in."""
    future = bool(flags & _FUTURE_ANNOTATIONS) or _future_annotations(tree)
    if has_keyword_subscripts(tree):
        _warn_as_the_fork(tree, filename, future)
        try:
            with deep_stack(_TREE_FRAMES):
                transform(tree, future_annotations=future)
        except SyntaxError as exc:
            raise _compiler_error(exc, filename) from None
    return _builtin_compile(tree, filename, mode, flags, True, optimize)


def _future_annotations(tree):
    """Tell whether *tree* starts with ``from __future__ import
    annotations`` (after its docstring and other __future__ imports)."""
    body = getattr(tree, "body", None)
    if not isinstance(body, list):
        return False
    for index, statement in enumerate(body):
        if (index == 0 and isinstance(statement, ast.Expr)
                and isinstance(statement.value, ast.Constant)
                and isinstance(statement.value.value, str)):
            continue
        if not (isinstance(statement, ast.ImportFrom)
                and statement.module == "__future__"):
            return False
        if any(alias.name == "annotations" for alias in statement.names):
            return True
    return False


def _caller_future_flags():
    """The __future__ flags of the code that called our caller, which the
    built-in compile() inherits."""
    try:
        frame = sys._getframe(2)
    except ValueError:
        return 0
    return frame.f_code.co_flags & _FUTURE_MASK


# -- what the fork's compiler says --------------------------------------------

def _compiler_error(exc, filename):
    """A SyntaxError of pep637.transform, with the file name and the line
    of text that ``compiler_error()`` of Python/compile.c gives it.

    The location is read from the attributes: the errors of the built-in
    compiler's symbol table (a named expression in an annotation under
    future annotations, see _c_text() of pep637.transform) have no
    arguments but the message."""
    lineno, end_lineno = exc.lineno, exc.end_lineno
    text = _program_text(filename, lineno)
    return SyntaxError(exc.msg, (filename, lineno, exc.offset, text,
                                 end_lineno, exc.end_offset))


def _program_text(filename, lineno):
    """``PyErr_ProgramTextObject()``: line *lineno* of the file, read from
    disk, or None."""
    try:
        with open(filename, encoding="utf-8", errors="replace") as file:
            for number, line in enumerate(file, 1):
                if number == lineno:
                    return line
    except (OSError, TypeError, ValueError):
        pass
    return None


# ``infer_type()`` of Python/compile.c, for the containers that
# ``check_subscripter()`` warns about.
_NOT_SUBSCRIPTABLE = {ast.Set: "set", ast.SetComp: "set",
                      ast.GeneratorExp: "generator", ast.Lambda: "function"}
_NOT_SUBSCRIPTABLE_CONSTANTS = (type(None), type(...), int, float, complex,
                                frozenset)


def _warn_as_the_fork(tree, filename, future_annotations):
    """The SyntaxWarnings that the fork's compiler gives a keyword
    subscript in a load context whose container is a literal that cannot
    be subscripted ('int' object is not subscriptable; perhaps you missed
    a comma?).  As the compiler does, a warning made an error by the
    warning filters is raised as a SyntaxError."""
    skipped = _annotations(tree) if future_annotations else set()
    for node in ast.walk(tree):
        if (not is_keyword_subscript(node) or id(node) in skipped
                or not isinstance(node.ctx, ast.Load)):
            continue
        type_name = _literal_type_name(node.value)
        if type_name is None:
            continue
        message = (f"'{type_name}' object is not subscriptable; perhaps you "
                   f"missed a comma?")
        _warn(message, filename, node.value)


def _literal_type_name(node):
    """The type of a literal container that cannot be subscripted."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, _NOT_SUBSCRIPTABLE_CONSTANTS):
            return type(node.value).__name__
        return None
    return _NOT_SUBSCRIPTABLE.get(type(node))


def _annotations(tree):
    """The ids of the nodes inside annotations (not compiled under
    ``from __future__ import annotations``)."""
    roots = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.arg, ast.AnnAssign)) and node.annotation:
            roots.append(node.annotation)
        elif (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                and node.returns):
            roots.append(node.returns)
    return {id(node) for root in roots for node in ast.walk(root)}


def _warn(message, filename, node):
    """``compiler_warn()``: warn in the context of the code that asked for
    the compilation; an error filter gives a SyntaxError."""
    frame = _outside_frame()
    module_globals = frame.f_globals if frame is not None else {}
    registry = module_globals.setdefault("__warningregistry__", {})
    try:
        warnings.warn_explicit(message, SyntaxWarning, filename, node.lineno,
                               module_globals.get("__name__", "<string>"),
                               registry)
    except SyntaxWarning:
        raise SyntaxError(message, (
            filename, node.lineno, node.col_offset + 1,
            _program_text(filename, node.lineno), node.end_lineno,
            node.end_col_offset + 1)) from None


def _outside_frame():
    """The innermost frame that is not this package's."""
    package = __name__.rpartition(".")[0] + "."
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get(
            "__name__", "").startswith(package):
        frame = frame.f_back
    return frame


# -- exec and eval ------------------------------------------------------------

def exec(source, globals=None, locals=None, /, *, closure=None):
    """The built-in exec(), keyword subscripts accepted in a string."""
    globals, locals = _namespaces(globals, locals)
    if isinstance(source, _TEXT):
        source = compile(source, "<string>", "exec", _caller_future_flags(),
                         True)
    try:
        return _builtin_exec(source, globals, locals, closure=closure)
    except BaseException as exc:
        _drop_own_frame(exc)
        raise


def eval(source, globals=None, locals=None, /):
    """The built-in eval(), keyword subscripts accepted in a string."""
    globals, locals = _namespaces(globals, locals)
    if isinstance(source, _TEXT):
        if isinstance(source, str):
            source = source.lstrip(" \t")
        else:
            source = bytes(source).lstrip(b" \t")
        source = compile(source, "<string>", "eval", _caller_future_flags(),
                         True)
    try:
        return _builtin_eval(source, globals, locals)
    except BaseException as exc:
        _drop_own_frame(exc)
        raise


def _namespaces(globals, locals):
    """The namespaces that the built-in exec() and eval() use by default:
    those of the caller's caller, a function's locals as a snapshot."""
    if globals is None:
        frame = sys._getframe(2)
        globals = frame.f_globals
        if locals is None:
            locals = frame.f_locals
            if not isinstance(locals, dict):
                locals = dict(locals)
    return globals, locals


def _drop_package_frames(exc):
    """Remove the frames of pep637 from the head of exc's traceback."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename.startswith(
            _PACKAGE_DIR):
        tb = tb.tb_next
    exc.__traceback__ = tb


def _drop_own_frame(exc):
    """Remove the frame of exec() or eval() from exc's traceback, where
    the built-in has none."""
    tb = exc.__traceback__
    if tb is not None and tb.tb_frame.f_globals is globals():
        exc.__traceback__ = tb.tb_next


# -- parse and unparse --------------------------------------------------------

def parse(source, filename="<unknown>", mode="exec", *, type_comments=False,
          feature_version=None, optimize=-1):
    """ast.parse(), keyword subscripts accepted: a subscript with keywords
    is a node with a ``keywords`` field (pep637.nodes.Subscript on stock)."""
    native_error = None
    if native():
        return _ast_parse(source, filename, mode,
                          type_comments=type_comments,
                          feature_version=feature_version, optimize=optimize)
    if not _FORK:
        try:
            return deferring_warnings(_ast_parse, source, filename, mode,
                                      type_comments=type_comments,
                                      feature_version=feature_version,
                                      optimize=optimize)
        except SyntaxError as exc:
            native_error = exc
        except MemoryError as exc:
            if str(exc) != _STACK_OVERFLOW:
                raise
            native_error = exc
    flags = ast.PyCF_TYPE_COMMENTS if type_comments else 0
    return _backport_parse(source, filename, mode, flags, native_error)


def unparse(tree):
    """ast.unparse(), keyword subscripts written as the fork writes them."""
    return _Unparser().visit(tree)


class _Unparser(ast._Unparser):
    """ast's unparser with the fork's visit_Subscript (Lib/ast.py)."""

    def visit_Subscript(self, node):
        keywords = getattr(node, "keywords", None)
        if not keywords:
            return super().visit_Subscript(node)
        self.set_precedence(ast._Precedence.ATOM, node.value)
        self.traverse(node.value)
        with self.delimit("[", "]"):
            # A tuple index is written as its items (none if it is empty),
            # unless it is a single item that is not starred: that one
            # needs its parentheses.
            items = [node.slice]
            if isinstance(node.slice, ast.Tuple) and (
                len(node.slice.elts) != 1
                or isinstance(node.slice.elts[0], ast.Starred)
            ):
                items = node.slice.elts
            self.interleave(lambda: self.write(", "), self.traverse,
                            [*items, *keywords])
