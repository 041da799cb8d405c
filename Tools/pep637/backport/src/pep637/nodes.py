"""AST nodes of keyword subscripts, for a stock CPython (3.13 to 3.15).

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
>>> tree.body._fields
('value', 'slice', 'ctx', 'keywords')
>>> print(ast.dump(tree.body.slice), ast.dump(tree.body.keywords[0]))
Constant(value=1) keyword(arg='k', value=Constant(value=2))

add_keywords_field() gives stock's ast.Subscript itself the fork's field,
for a program that builds trees by hand (the runner, ``python -m pep637``,
may do it): it changes a class of the ast module for the whole process,
which a library should not do behind its user's back.
"""

import ast

__all__ = ["Subscript", "add_keywords_field", "remove_keywords_field"]


class Subscript(ast.Subscript):
    """``value[slice, keywords]``: a subscript with keyword arguments.

    For a keyword-only subscript, such as ``a[k=1]``, slice is an empty
    Tuple.  keywords defaults to an empty list.
    """

    _fields = ("value", "slice", "ctx", "keywords")
    _field_types = {**ast.Subscript._field_types,
                    "keywords": list[ast.keyword]}
    __match_args__ = _fields


class _EmptyList:
    """The default of a field that is a list: a new empty list, stored in
    the node when it is first read (nodes that CPython's parser makes are
    not built by their class's constructor, which sets the defaults)."""

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, node, owner=None):
        if node is None:
            return self
        value = node.__dict__[self.name] = []
        return value


_saved = None


def add_keywords_field():
    """Give ast.Subscript the field ``keywords`` (default []) that it has
    in the fork, until remove_keywords_field().

    Then every subscript has keywords, ``ast.Subscript(value, slice,
    keywords=[...])`` builds a keyword subscript that ast.walk(),
    NodeTransformer and ast.fix_missing_locations() see, and ast.dump()
    shows keywords that are not empty, as in the fork.  Return whether
    the class was changed (not if it has the field already: on the fork,
    or called twice).
    """
    global _saved
    cls = ast.Subscript
    if "keywords" in cls._fields:
        return False
    _saved = {name: cls.__dict__[name] for name in
              ("_fields", "_field_types", "__match_args__",
               "__annotations__") if name in cls.__dict__}
    fields = (*cls._fields, "keywords")
    cls._fields = cls.__match_args__ = fields
    cls._field_types = {**cls._field_types, "keywords": list[ast.keyword]}
    if "__annotations__" in _saved:
        cls.__annotations__ = {**_saved["__annotations__"],
                               "keywords": list[ast.keyword]}
    default = _EmptyList()
    default.__set_name__(cls, "keywords")
    cls.keywords = default
    return True


def remove_keywords_field():
    """Undo add_keywords_field() (nodes keep the keywords they have)."""
    global _saved
    if _saved is None:
        return
    cls = ast.Subscript
    del cls.keywords
    for name, value in _saved.items():
        setattr(cls, name, value)
    _saved = None
