"""The last step of the compile pipeline: a tree with keyword
subscripts, compiled by a stock CPython.

pep637.compiler calls compile_tree() with the tree that pep637.parser
made of a source that the built-in compiler rejected, or with an AST
that holds keyword subscripts: the tree --pep637.compiler.transform--> a
tree that stock compile() accepts, with the SyntaxWarnings and errors of
the fork's compiler --built-in compile()--> code, which calls
pep637.runtime (installed now, with pep637.tracebacks).

And unparse(), ast.unparse() for such trees.
"""

import ast
import copy
import sys
import warnings

from .. import nodes, runtime, tracebacks
from .._interpreter import builtin_compile, compile_for_caller, outside_frame
from ..parser.pegen import deep_stack
from ..parser.tokens import warn_explicit
from .keyword_nodes import is_keyword_subscript
from .transform import transform

__all__ = ["compile_tree", "copy_tree", "unparse"]

_FUTURE_ANNOTATIONS = 0x1000000  # __future__.annotations.compiler_flag
# The Python frames that copying or transforming a tree may take: a few
# for each level of a tree as deep as the parser makes them.
_TREE_FRAMES = 20000


def copy_tree(tree):
    """A deep copy of *tree* (compile_tree() changes its tree)."""
    with deep_stack(_TREE_FRAMES):
        return copy.deepcopy(tree)


def compile_tree(tree, filename, mode, flags, optimize, extra=None):
    """Transform *tree* (in place) and compile it with the built-in (with
    the keywords *extra*); an AST if *flags* ask for one (the tree as it
    is, or folded).  The code may need pep637.runtime: its built-in names
    are installed."""
    if flags & ast.PyCF_OPTIMIZED_AST == ast.PyCF_OPTIMIZED_AST:
        return _fold_constants(tree, filename, mode)
    if flags & ast.PyCF_ONLY_AST:
        return tree
    future = bool(flags & _FUTURE_ANNOTATIONS) or _future_annotations(tree)
    extra = extra or {}
    _warn_as_the_fork(tree, filename, future, extra.get("module"))
    try:
        with deep_stack(_TREE_FRAMES):
            transform(tree, future_annotations=future)
    except SyntaxError as exc:
        error = _compiler_error(exc, filename)
    else:
        runtime.install()
        tracebacks.install()
        return compile_for_caller(tree, filename, mode, flags, True,
                                  optimize, **extra)
    raise error


# -- ast.parse(optimize=1) -----------------------------------------------------

# The id of the Name that stands for a keyword subscript while the built-in
# optimizer folds a tree (no identifier has a space).
_STAND_IN = " pep637 subscript "


def _fold_constants(tree, filename, mode):
    """*tree* with its constants folded as the fork's optimizer folds them
    (Python/ast_opt.c): each keyword subscript ``value[slice, keywords]``
    is given to the stock optimizer as ``<stand-in>(value, slice,
    **keywords)[None]``, whose parts it folds as the fork folds those of
    the subscript (a subscript, it stays a target in a store or a del),
    then made a keyword subscript again."""
    with deep_stack(_TREE_FRAMES):
        tree = _ToCalls().visit(tree)
        folded = builtin_compile(tree, filename, mode, ast.PyCF_OPTIMIZED_AST,
                                 True)
        return _FromCalls().visit(folded)


class _ToCalls(ast.NodeTransformer):
    def visit_Subscript(self, node):
        self.generic_visit(node)
        if not is_keyword_subscript(node):
            return node
        stand_in = ast.copy_location(ast.Name(_STAND_IN, ast.Load()), node)
        call = ast.copy_location(
            ast.Call(stand_in, [node.value, node.slice], node.keywords), node)
        index = ast.copy_location(ast.Constant(None), node)
        return ast.copy_location(ast.Subscript(call, index, node.ctx), node)


class _FromCalls(ast.NodeTransformer):
    def visit_Subscript(self, node):
        self.generic_visit(node)
        call = node.value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id == _STAND_IN):
            return node
        value, index = call.args
        return ast.copy_location(
            nodes.Subscript(value, index, node.ctx, call.keywords), node)


# -- what the fork's compiler says ---------------------------------------------

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


def _compiler_error(exc, filename):
    """A SyntaxError of pep637.compiler.transform, with the file name and
    the line of text that ``compiler_error()`` of Python/compile.c gives it.

    The location is read from the attributes: the errors of the built-in
    compiler's symbol table (a named expression in an annotation under
    future annotations, see _c_text() of pep637.compiler.transform) have no
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


_NOT_SUBSCRIPTABLE = {ast.Set: "set", ast.SetComp: "set",
                      ast.GeneratorExp: "generator", ast.Lambda: "function"}
_NOT_SUBSCRIPTABLE_CONSTANTS = (type(None), type(...), int, float, complex,
                                frozenset)


def _warn_as_the_fork(tree, filename, future_annotations, module=None):
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
        _warn(message, filename, node.value, module)


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


def _warn(message, filename, node, module=None):
    """``compiler_warn()``: an error filter gives a SyntaxError.

    Up to 3.13 it warns in the context of the code that asked for the
    compilation.  From 3.14 it warns for the file compiled, as its parser
    does: of the module *module* when compile() is given one (3.15), else
    of the file's name.
    """
    if sys.version_info >= (3, 14):
        registry = None
    else:
        frame = outside_frame()
        module_globals = frame.f_globals if frame is not None else {}
        registry = module_globals.setdefault("__warningregistry__", {})
        module = module_globals.get("__name__", "<string>")
    try:
        warn_explicit(message, SyntaxWarning, filename, node.lineno, module,
                      registry)
    except SyntaxWarning:
        raise SyntaxError(message, (
            filename, node.lineno, node.col_offset + 1,
            _program_text(filename, node.lineno), node.end_lineno,
            node.end_col_offset + 1)) from None


# -- unparse ------------------------------------------------------------------

def unparse(tree):
    """ast.unparse(), keyword subscripts written as the fork writes them."""
    return _Unparser().visit(tree)


if sys.version_info >= (3, 14):
    # 3.14 moved ast's unparser to a module of its own.
    from _ast_unparse import Unparser as _BaseUnparser, _Precedence
else:
    _BaseUnparser, _Precedence = ast._Unparser, ast._Precedence


class _Unparser(_BaseUnparser):
    """ast's unparser with the fork's visit_Subscript (Lib/ast.py)."""

    def visit_Subscript(self, node):
        keywords = getattr(node, "keywords", None)
        if not keywords:
            return super().visit_Subscript(node)
        self.set_precedence(_Precedence.ATOM, node.value)
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
