"""A small inventory library with keyword subscripts, and code using it.

Written apart from the type checkers' own tests, as a library author would
write it: run on the fork, every line that ends with "# E" raises TypeError
and no other line raises (check_samples.py); basedpyright with
"enableKeywordSubscripts" and mypy with
--enable-incomplete-feature=KeywordSubscripts report errors on exactly those
lines (each recipe's tests/check_cli.py), that is, exactly the errors the
fork raises.
"""

from typing import Any, overload


class Stock:
    """Quantities by item and warehouse."""

    def __init__(self) -> None:
        self._counts: dict[tuple[str, str], int] = {}

    def __getitem__(self, item: str, /, *, warehouse: str = "main") -> int:
        return self._counts.get((item, warehouse), 0)

    def __setitem__(self, item: str, count: int, /, *, warehouse: str = "main") -> None:
        self._counts[item, warehouse] = count

    def __delitem__(self, item: str, /, *, warehouse: str = "main") -> None:
        self._counts.pop((item, warehouse), None)


class Prices:
    """Prices by item, in a currency chosen by keyword."""

    _rates = {"EUR": 1.0, "USD": 1.1}

    def __init__(self) -> None:
        self._eur: dict[str, float] = {"bolt": 0.5}

    @overload
    def __getitem__(self, item: str, *, currency: str = "EUR") -> float: ...
    @overload
    def __getitem__(self, item: tuple[str, ...], *, currency: str = "EUR") -> list[float]: ...
    def __getitem__(self, item: str | tuple[str, ...], *, currency: str = "EUR") -> float | list[float]:
        rate = self._rates[currency]
        if isinstance(item, str):
            return self._eur.get(item, 0.0) * rate
        return [self._eur.get(i, 0.0) * rate for i in item]


class Ledger:
    """Entries by account, in a currency that must be named."""

    def __getitem__(self, account: str, /, *, currency: str) -> float:
        return 0.0


class Query:
    """Records its index and keyword arguments: the whole query."""

    def __getitem__(self, index: Any, /, **filters: int) -> tuple[Any, dict[str, int]]:
        return index, filters


class Unit:
    """A class parameterized by keywords at run time."""

    def __class_getitem__(cls, params: Any, /, *, scale: int = 1) -> str:
        return f"{cls.__name__}[{params!r}, scale={scale}]"


stock = Stock()
stock["bolt"] = 10
stock["bolt", warehouse="north"] = 3
n: int = stock["bolt", warehouse="north"]
stock["bolt", warehouse="north"] += 2
del stock["bolt", warehouse="north"]
stock["nut", floor=2]  # E
stock["nut", item="bolt"]  # E
del stock["nut", shelf=1]  # E
stock["nut", shelf=1] = 4  # E

prices = Prices()
p: float = prices["bolt", currency="USD"]
ps: list[float] = prices[("bolt", "nut"), currency="USD"]
prices["bolt", rate=2]  # E

ledger = Ledger()
balance: float = ledger["cash", currency="EUR"]
ledger["cash"]  # E
ledger["cash", "EUR"]  # E

query = Query()
q = query[1:2, a=1, b=2]
q2 = query[**{"limit": 3}]
q3 = query[*(1, 2), a=3]

u = Unit[int, scale=2]
Unit[int, size=2]  # E

counts = {"bolt": 1}
counts["bolt", default=0]  # E
[1, 2, 3][0, step=1]  # E
"abc"[0, k=1]  # E
