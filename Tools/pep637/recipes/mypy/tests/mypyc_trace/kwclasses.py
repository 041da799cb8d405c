"""Containers whose item dunders record each call: what they are called with.

Imported by kwuses.py, which subscripts them with keywords.  check_mypyc.py
runs the pair interpreted, with kwuses.py compiled by mypyc (these classes
interpreted), and with both compiled (these are then native classes).  This
module has no keyword subscript itself, so that any Python imports it.
"""

from typing import Any

TRACE: list[str] = []


def note(text: str) -> None:
    TRACE.append(text)


def show(kwargs: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k}={v!r}" for k, v in kwargs.items()) + "}"


class Tracer:
    """Takes any keyword: the index and the keywords as they come."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.items: dict[str, Any] = {}

    def __getitem__(self, index: Any, **kwargs: Any) -> Any:
        note(f"{self.name}.get({index!r}, {show(kwargs)})")
        return self.items.get(repr((index, kwargs)), 0)

    def __setitem__(self, index: Any, value: Any, **kwargs: Any) -> None:
        note(f"{self.name}.set({index!r}, {value!r}, {show(kwargs)})")
        self.items[repr((index, kwargs))] = value

    def __delitem__(self, index: Any, **kwargs: Any) -> None:
        note(f"{self.name}.del({index!r}, {show(kwargs)})")


class Grid:
    """Keyword-only parameters with defaults, as the howto advises."""

    def __init__(self) -> None:
        self.cells: dict[tuple[Any, int, int], Any] = {}

    def __getitem__(self, index: Any, *, row: int = 0, col: int = 0) -> Any:
        note(f"Grid.get({index!r}, row={row}, col={col})")
        return self.cells.get((index, row, col), "")

    def __setitem__(self, index: Any, value: Any, *, row: int = 0, col: int = 0) -> None:
        note(f"Grid.set({index!r}, {value!r}, row={row}, col={col})")
        self.cells[index, row, col] = value

    def __delitem__(self, index: Any, *, row: int = 0, col: int = 0) -> None:
        note(f"Grid.del({index!r}, row={row}, col={col})")
        self.cells.pop((index, row, col), None)


class Strict:
    """A required keyword-only parameter, and **kwargs."""

    def __getitem__(self, index: Any, *, unit: str, **extra: Any) -> str:
        note(f"Strict.get({index!r}, unit={unit!r}, {show(extra)})")
        return f"{index}{unit}"


class Plain:
    """No keyword parameters: keyword subscripts are a TypeError."""

    def __getitem__(self, index: Any) -> Any:
        note(f"Plain.get({index!r})")
        return index


class Alias:
    """__class_getitem__ with keywords: Alias[int, T=str]."""

    def __class_getitem__(cls, item: Any, **kwargs: Any) -> str:
        note(f"Alias.class_getitem({item!r}, {show(kwargs)})")
        return f"Alias[{item!r}, {show(kwargs)}]"


class Opener:
    """A context manager, for 'with ... as t[k=1]'."""

    def __enter__(self) -> str:
        return "entered"

    def __exit__(self, *args: Any) -> None:
        pass
