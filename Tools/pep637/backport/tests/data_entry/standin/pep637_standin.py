"""A stand-in for pep637.compiler, for the entry-point tests only.

Used while the real pep637.compiler does not exist, or when
PEP637_TEST_STANDIN=1 (see sitecustomize.py beside this file and
tests/data_entry/entry_support.py).  On the pep637 fork it
is the built-in compiler.  On a stock CPython it parses with
pep637.parse() (the package's parser) and turns each keyword subscript
that is *loaded* into a call ``(lambda o, i, /, **kw:
type(o).__getitem__(o, i, **kw))(value, index, **keywords)``; stores and
deletes are not supported.  Enough to test the entry points, no more.
"""

import ast

from pep637._builtins import builtin_compile

NATIVE = "keywords" in ast.Subscript._fields
_GETITEM = "lambda o, i, /, **kw: type(o).__getitem__(o, i, **kw)"


def parse(source, filename="<unknown>", mode="exec", **kwargs):
    """ast.parse(), else pep637.parse()."""
    try:
        return ast.parse(source, filename, mode)
    except SyntaxError:
        import pep637
        return pep637.parse(source, filename, mode)


def compile(source, filename, mode, flags=0, dont_inherit=False,
            optimize=-1, *, _feature_version=-1):
    """The built-in compile(), else parse() and transform loads."""
    if NATIVE:
        return builtin_compile(source, filename, mode, flags, True, optimize)
    if not isinstance(source, ast.AST):
        try:
            return builtin_compile(source, filename, mode, flags, True,
                                   optimize)
        except SyntaxError:
            source = parse(source, filename, mode)
    if flags & ast.PyCF_ONLY_AST:
        return source
    tree = ast.fix_missing_locations(_Loads().visit(source))
    return builtin_compile(tree, filename, mode, flags, True, optimize)


class _Loads(ast.NodeTransformer):
    """Keyword subscripts that are loaded -> calls of the type's method."""

    def visit_Subscript(self, node):
        self.generic_visit(node)
        if not getattr(node, "keywords", None):
            return node
        if not isinstance(node.ctx, ast.Load):
            raise SyntaxError("the stand-in compiles only loads")
        getter = ast.parse(_GETITEM, mode="eval").body
        call = ast.Call(getter, [node.value, node.slice], node.keywords)
        return ast.copy_location(call, node)
