"""Keyword arguments in subscripts (PEP 637), shown at work.

Run it with the interpreter built from this tree:

    ./python Tools/pep637/examples/demo.py

Every line it prints shows a piece of source code, what the interpreter
turned it into, and the result.
"""

import sys


def show(source, result):
    print(f"  {source:<34} -> {result}")


def call_repr(name, index, kwargs):
    def name_or_repr(obj):
        return obj.__name__ if isinstance(obj, type) else repr(obj)
    args = [name_or_repr(index)]
    args += [f"{key}={name_or_repr(value)}" for key, value in kwargs.items()]
    return f"{name}({', '.join(args)})"


class Grid:
    """A tiny grid whose cells are addressed by keywords."""

    def __init__(self, rows, cols):
        self.cells = {(r, c): 0 for r in range(rows) for c in range(cols)}

    def __getitem__(self, index, /, *, row, col):
        return self.cells[row, col]

    def __setitem__(self, index, value, /, *, row, col):
        self.cells[row, col] = value

    def __delitem__(self, index, /, *, row, col):
        self.cells[row, col] = 0


class Spy:
    """Reports exactly what __getitem__ receives."""

    def __getitem__(self, index, /, **kwargs):
        return call_repr("__getitem__", index, kwargs)


class Vec:
    """A generic class parameterized with keywords."""

    def __class_getitem__(cls, params, /, **kwargs):
        return call_repr("Vec.__class_getitem__", params, kwargs)


def main():
    print(f"Python {sys.version.split()[0]}: keyword arguments in subscripts "
          f"(PEP 637)\n")

    print("Get, set and delete with keywords:")
    g = Grid(3, 3)
    g[row=1, col=2] = 5
    show("g[row=1, col=2] = 5", f"g.cells[1, 2] == {g.cells[1, 2]}")
    show("g[row=1, col=2]", g[row=1, col=2])
    g[row=1, col=2] += 10
    show("g[row=1, col=2] += 10", g[row=1, col=2])
    del g[row=1, col=2]
    show("del g[row=1, col=2]", f"g.cells[1, 2] == {g.cells[1, 2]}")

    print("\nWhat the dunder receives (the index comes first, then keywords):")
    s = Spy()
    show("s[1, k=2]", s[1, k=2])
    show("s[1, 2, k=3]", s[1, 2, k=3])
    show("s[k=3]   (keyword-only)", s[k=3])
    show("s[(1,), k=2]", s[(1,), k=2])
    show("s[1, k=2,]  (trailing comma)", s[1, k=2,])

    print("\nA keyword's value may be a slice:")
    show("s[time=0:12]", s[time=0:12])
    show("s[::2, x=1:, y=...]", s[::2, x=1:, y=...])

    print("\n* and ** work as in calls:")
    dims = {"x": 1, "y": 2}
    rest = [4, 5]
    show("s[0, **dims]", s[0, **dims])
    show("s[0, *rest, k=1]", s[0, *rest, k=1])
    show("s[**{}]   (same as s[()])", s[**{}])

    print("\nClasses, through __class_getitem__:")
    show("Vec[T=int]", Vec[T=int])
    show("Vec[float, n=3]", Vec[float, n=3])

    print("\nBuilt-in types take no keywords:")
    for source in ["{'a': 1}['a', default=0]", "[1, 2, 3][0, step=1]",
                   "list[T=int]"]:
        try:
            eval(source)
        except TypeError as exc:
            show(source, f"TypeError: {exc}")

    print("\nAnd mistakes are caught at compile time, as for calls:")
    for source in ["s[k=1, 2]", "s[k=1, k=2]", "s[f()=1]"]:
        try:
            compile(source, "<demo>", "eval")
        except SyntaxError as exc:
            show(source, f"SyntaxError: {exc.msg}")


if __name__ == "__main__":
    main()
