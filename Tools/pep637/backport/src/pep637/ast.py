"""AST nodes of keyword subscripts, for a stock CPython 3.13.

In the pep637 fork, ast.Subscript has a field 'keywords' after 'ctx': a
list of ast.keyword, whose arg is None for ``**mapping``.  Stock CPython's
ast.Subscript has no such field, and an attribute outside _fields is seen
by neither ast.dump(), ast.walk() nor NodeTransformer.  The parser of this
package therefore gives a subscript with keywords as a Subscript of this
module: a subclass of ast.Subscript that has the field.  A subscript
without keywords stays a plain ast.Subscript, so that a source without
keyword subscripts gives exactly the tree of ast.parse().

>>> import ast, pep637
>>> tree = pep637.parse("a[1, k=2]", mode="eval")
>>> print(ast.dump(tree.body))
Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value=1), \
ctx=Load(), keywords=[keyword(arg='k', value=Constant(value=2))])
"""

import ast as _ast

__all__ = ["Subscript"]


class Subscript(_ast.Subscript):
    """``value[slice, keywords]``: a subscript with keyword arguments.

    For a keyword-only subscript, such as ``a[k=1]``, slice is an empty
    Tuple.  keywords defaults to an empty list.
    """

    _fields = ("value", "slice", "ctx", "keywords")
    _field_types = {**_ast.Subscript._field_types,
                    "keywords": list[_ast.keyword]}
    __match_args__ = _fields
