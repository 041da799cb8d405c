from __future__ import annotations

def test() -> None:
    x: list[int] = []
    x: dict[int, str] = {}
    x: set[bytes] = {}
    print(5 + 42 * 3, x)
