"""ast.dump(tree, include_attributes=True) as CPython 3.13 writes it.

The fork's trees are pinned in that form (data/parser_fork_results.json).  From
3.15, ast.dump() also leaves out a field whose value is its default
(``ctx=Load()``); this is 3.13's function, on one line, so that the pins
compare on every version.  The fields that later versions added are left
out where they have their default value (an import that is not lazy).
"""

import ast

# Fields added after 3.13 -> their value when the source does not use them.
_LATER_FIELDS = {"is_lazy": 0}


def dump(node):
    """The one-line dump of *node*, attributes included, as 3.13 has it."""
    if isinstance(node, ast.AST):
        cls = type(node)
        args = []
        for name in node._fields:
            try:
                value = getattr(node, name)
            except AttributeError:
                continue
            if value is None and getattr(cls, name, ...) is None:
                continue
            if name in _LATER_FIELDS and value == _LATER_FIELDS[name]:
                continue
            if value == []:
                field_type = cls._field_types.get(name, object)
                if getattr(field_type, "__origin__", ...) is list:
                    continue
            args.append(f"{name}={dump(value)}")
        for name in node._attributes:
            try:
                value = getattr(node, name)
            except AttributeError:
                continue
            if value is None and getattr(cls, name, ...) is None:
                continue
            args.append(f"{name}={dump(value)}")
        return f"{cls.__name__}({', '.join(args)})"
    if isinstance(node, list):
        return f"[{', '.join(dump(item) for item in node)}]"
    return repr(node)
