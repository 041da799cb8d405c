"""Keyword subscripts (PEP 637) of every form, with a trace of the order.

Written apart from mypyc's test cases.  main() prints, for each step, what
the dunders of kwclasses.py were called with and the order in which the
operands were evaluated (t() notes each), or the error raised.  Interpreted
or compiled by mypyc, the output must be the same.
"""

from typing import Any, Callable

from kwclasses import TRACE, Alias, Grid, Opener, Plain, Strict, Tracer, note


def t(label: str, value: Any) -> Any:
    note(label)
    return value


def step(name: str, f: Callable[[], Any]) -> None:
    del TRACE[:]
    try:
        result = f()
    except Exception as e:
        result = f"{type(e).__name__}: {e}"
    print(f"{name}: {' '.join(TRACE)} -> {result!r}")


def kind(f: Callable[[], Any]) -> str:
    try:
        f()
    except Exception as e:
        return type(e).__name__
    return "no error"


def loads() -> None:
    a = Tracer("a")
    a_any: Any = a
    step("single index", lambda: a[1, k=2])
    step("tuple index", lambda: a[1, 2, k=3])
    step("parenthesized tuple", lambda: a[(1,), k=3])
    step("keyword only", lambda: a[k=1, m=2])
    step("trailing comma", lambda: a[1, k=2,])
    step("slices and ellipsis", lambda: a[1:2, k=3:4:5, m=..., n=::2])
    step("slice index", lambda: a[::-1, k=:])
    xs = [1, 2]
    step("star", lambda: a[*xs, k=1])
    step("star empty", lambda: a[1, *(), foo=5])
    step("star only", lambda: a[*(), foo=3])
    step("keyword before star", lambda: a[k=1, *xs])
    m: dict[str, Any] = {"x": 1, "y": 2}
    empty: dict[str, Any] = {}
    step("double star", lambda: a[1, **m])
    step("double star only", lambda: a[**m])
    step("keywords around double star", lambda: a[0, k=1, **m, z=3])
    step("empty double star", lambda: a[**empty])
    step("empty double star after index", lambda: a[3, **empty])
    step("plain", lambda: a[1])
    step("plain tuple", lambda: a[1, 2])
    step("any", lambda: a_any[5, k=6])
    step("order", lambda: t("base", a)[t("i", 1), t("j", 2), k=t("k", 3),
                                       **t("m", {"z": 4}), w=t("w", 5)])
    zero = 0
    step("keyword value raises", lambda: a[0, k=1 // zero])


def stores() -> None:
    a = Tracer("a")
    b = Tracer("b")

    def store() -> None:
        t("base", a)[t("i", 1), k=t("k", 2)] = t("value", 3)

    def keyword_only() -> None:
        a[k=2] = 98

    def chained() -> None:
        a[k=1] = b[k=2] = t("value", 7)

    def unpacking() -> None:
        pair: Any = (10, 20)
        t("a", a)[k=t("ka", 1)], t("b", b)[k=t("kb", 2)] = pair

    def unpacking_display() -> None:
        t("a", a)[k=t("ka", 1)], t("b", b)[k=t("kb", 2)] = t("x", 1), t("y", 2)

    def for_target() -> None:
        for a[n=t("n", 0)] in [1, 2]:
            pass

    def with_target() -> None:
        with Opener() as a[k=t("k", 1)]:
            pass

    def comprehension() -> list[Any]:
        return [a[k=3] for a[k=t("k", 3)] in [5]]

    def augmented() -> None:
        t("base", a)[t("i", 1), k=t("k", 2)] += t("x", 5)

    def augmented_double_star() -> None:
        a[1, **t("m", {"k": 2})] -= 1

    def deletes() -> None:
        del t("a", a)[k=t("ka", 1)], t("b", b)[t("i", 0), k=t("kb", 2)]

    def delete_keyword_only() -> None:
        del a[k=1, **{"m": 2}]

    for name, f in [("store", store), ("keyword only", keyword_only), ("chained", chained),
                    ("unpacking", unpacking), ("unpacking display", unpacking_display),
                    ("for", for_target), ("with", with_target),
                    ("comprehension", comprehension),
                    ("augmented", augmented), ("augmented double star", augmented_double_star),
                    ("del", deletes), ("del keyword only", delete_keyword_only)]:
        step(name, f)


def keyword_only_dunders() -> None:
    g = Grid()
    g_any: Any = g

    def fill() -> None:
        g[0] = "a"
        g[0, row=1] = "b"
        g[1, 2, col=3] = "c"
        g[row=4] = "d"
        g[0, row=1] += "!"

    def delete() -> None:
        del g[0, row=1]
        del g[0]

    step("grid stores", fill)
    step("grid loads", lambda: (g[0], g[0, row=1], g[1, 2, col=3], g[row=4], g[9, **{"col": 1}]))
    step("grid explicit calls", lambda: (g.__getitem__(0, row=1), type(g).__getitem__(g, 0, row=1),
                                         g_any.__getitem__((1, 2), col=3)))
    step("grid del", delete)
    step("grid cells", lambda: sorted(g.cells.items()))
    s = Strict()
    s_any: Any = s
    step("required keyword", lambda: s[1, unit="m"])
    step("required keyword and extra", lambda: s[1, unit="m", scale=2])
    step("required keyword through double star", lambda: s[2, **{"unit": "s"}])
    step("required keyword missing", lambda: s_any[1])
    p = Plain()
    p_any: Any = p
    step("plain dunder", lambda: p[3])
    # Only the type: the message names the parameters as the callee sees them.
    step("plain dunder with keyword", lambda: kind(lambda: p_any[3, k=1]))


def classes_and_builtins() -> None:
    alias: Any = Alias
    step("class getitem", lambda: alias[int, T=str])
    step("class getitem keyword only", lambda: alias[T=str])
    values: list[Any] = [{}, [], (), "s", b"b", range(3), bytearray(), memoryview(b"m"),
                         type, int, list, dict, object()]
    for value in values:
        step(f"builtin {type(value).__name__}", lambda: value[1, a=2])

    def store_builtin() -> None:
        d: Any = {}
        d[1, a=2] = 3

    def delete_builtin() -> None:
        d: Any = [1]
        del d[0, a=2]

    def store_without_setitem() -> None:
        p: Any = Plain()
        p[1, a=2] = 3

    step("builtin store", store_builtin)
    step("builtin del", delete_builtin)
    step("no setitem", store_without_setitem)
    a = Tracer("a")
    five: Any = 5
    m = {"a": 1}
    step("double star not a mapping", lambda: a[0, **five])
    step("double star repeats keyword", lambda: a[0, **m, a=3])
    step("keyword repeated by double star", lambda: a[0, a=3, **m])
    step("double stars repeat", lambda: a[0, **m, **m])


def main() -> None:
    loads()
    stores()
    keyword_only_dunders()
    classes_and_builtins()


if __name__ == "__main__":
    main()
