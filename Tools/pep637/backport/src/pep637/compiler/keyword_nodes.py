"""Which nodes of a tree are keyword subscripts.

The compile pipeline (pep637.compiler) asks has_keyword_subscripts() of
every tree that it compiles: of modules that the import hook loads, of
pytest's rewritten test files and plugins, this package among them.  So
this module imports nothing of the package, and nothing at all when it is
imported: not even _ast, whose classes cost more to make than the rest of
``import pep637`` (a tree comes from _ast, which is then imported).

A keyword subscript is any ast.Subscript whose ``keywords`` is not empty:
the fork's, a pep637.nodes.Subscript, or a stock one given the field.
"""

__all__ = ["is_keyword_subscript", "has_keyword_subscripts", "keywords_of"]


def is_keyword_subscript(node):
    """Tell whether *node* is a subscript with keywords."""
    import _ast
    return isinstance(node, _ast.Subscript) and bool(keywords_of(node))


def has_keyword_subscripts(tree):
    """Tell whether *tree* holds a subscript with keywords (its nodes
    visited as ast.walk() visits them)."""
    import _ast
    subscript, node_type = _ast.Subscript, _ast.AST
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, subscript) and keywords_of(node):
            return True
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, node_type):
                todo.append(value)
            elif isinstance(value, list):
                todo.extend(item for item in value
                            if isinstance(item, node_type))
    return False


def keywords_of(node):
    """The keywords of a Subscript, None if it has no such field;
    TypeError as the fork's compile() raises it if they are not a list."""
    keywords = getattr(node, "keywords", None)
    if keywords is not None and not isinstance(keywords, list):
        raise TypeError(f'Subscript field "keywords" must be a list, not '
                        f'a {type(keywords).__name__}')
    return keywords
