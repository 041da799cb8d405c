"""Keyword subscripts (PEP 637), traced: every special method call, its
arguments and the order in which operands are evaluated.

check_nuitka.py runs this module interpreted and compiled by Nuitka, on the
fork, and compares the two outputs line by line.  Written apart from the
basics test in Nuitka's suite (the recipe's patches).
"""

import sys

out = []


def log(*args):
    out.append(" ".join(str(a) for a in args))


def ev(label, value):
    """An operand, logged when it is evaluated."""
    log("eval", label)
    return value


class Trace:
    def __getitem__(self, index, **kw):
        log("getitem", repr(index), sorted(kw.items()))
        return ("got", index, tuple(sorted(kw.items())))

    def __setitem__(self, index, value, **kw):
        log("setitem", repr(index), repr(value), sorted(kw.items()))

    def __delitem__(self, index, **kw):
        log("delitem", repr(index), sorted(kw.items()))


class Grid:
    """Binding as a call's: defaults, positional-only, unknown names."""

    def __init__(self):
        self.cells = {}

    def __getitem__(self, index=None, /, *, row=0, col=0):
        log("Grid.get", repr(index), row, col)
        return self.cells.get((row, col), 0)

    def __setitem__(self, index, value, /, *, row=0, col=0):
        log("Grid.set", repr(index), repr(value), row, col)
        self.cells[row, col] = value

    def __delitem__(self, index, /, *, row=0, col=0):
        log("Grid.del", repr(index), row, col)
        del self.cells[row, col]


class Strict:
    def __getitem__(self, index, k):
        return index, k


class Generic:
    def __class_getitem__(cls, index, **kw):
        log("class_getitem", cls.__name__, repr(index), sorted(kw.items()))
        return cls


class Meta(type):
    def __getitem__(cls, index, **kw):
        log("Meta.getitem", cls.__name__, repr(index), sorted(kw.items()))
        return 42


class WithMeta(metaclass=Meta):
    pass


class StaticGet:
    @staticmethod
    def __getitem__(index, **kw):
        log("static getitem", repr(index), sorted(kw.items()))
        return 1


class Mapping:
    """A mapping that is not a dict, for '**' items."""

    def __init__(self, **items):
        self.items = items

    def keys(self):
        log("Mapping.keys")
        return list(self.items)

    def __getitem__(self, key):
        log("Mapping.getitem", key)
        return self.items[key]


class Inplace:
    def __init__(self, value):
        self.value = value

    def __iadd__(self, other):
        log("iadd", self.value, other)
        return Inplace(self.value + other)

    def __repr__(self):
        return "Inplace(%r)" % (self.value,)


def check(label, func):
    log("--", label)
    try:
        result = func()
    except Exception as e:  # The errors are part of the meaning.
        log("raised", type(e).__name__, str(e))
    else:
        log("result", repr(result))


def loads(t):
    check("index and keyword", lambda: t[1, k=2])
    check("single index not a tuple", lambda: ev("t", t)[ev("i", 1), k=ev("v", 2)])
    check("tuple index", lambda: t[1, 2, k=3])
    check("explicit one tuple", lambda: t[(1,), k=3])
    check("keyword only", lambda: t[k=1])
    check("keywords only", lambda: t[k=1, m=2])
    check("trailing comma", lambda: t[1, k=2,])
    check("slices as values", lambda: t[1:2, k=3:4:5, m=..., n=:])
    check("slice tuple index", lambda: t[1:2, ::3, k=0])
    check("starred", lambda: t[*(1, 2), k=3])
    check("starred empty", lambda: t[1, *(), foo=5])
    check("starred only empty", lambda: t[*(), foo=3])
    check("keyword before starred", lambda: t[k=1, *[2, 3]])
    check("double star", lambda: t[1, **{"a": 1, "b": 2}])
    check("double star only", lambda: t[**{"a": 1}])
    check("double star empty", lambda: t[**{}])
    check("double star empty with index", lambda: t[3, **{}])
    check("double star mapping", lambda: t[1, **Mapping(x=1, y=2)])
    check("keywords and double stars", lambda: t[0, a=ev("a", 1), **ev("m1", {"b": 2}), c=ev("c", 3), **ev("m2", {"d": 4})])
    check("double star duplicate", lambda: t[0, a=1, **{"a": 2}])
    check("double star duplicate mapping", lambda: t[0, **{"b": 1}, **Mapping(b=2)])
    check("double star not a mapping", lambda: t[0, **[1, 2]])
    check("double star error before later values", lambda: t[0, **ev("m", [1]), k=ev("k", 1)])
    check("double star duplicate before later values", lambda: t[0, a=ev("a", 1), **ev("m", {"a": 2}), k=ev("k", 1)])
    check("later keyword duplicates double star", lambda: t[0, **ev("m", {"k": 2}), k=ev("k", 1)])
    check("double stars merged in order", lambda: t[0, **ev("m1", Mapping(p=1)), q=ev("q", 2), **ev("m2", Mapping(r=3)), s=ev("s", 4)])
    check("double star non-string key", lambda: t[0, **{1: 2}])
    check("nested", lambda: t[t[1, k=2], k=t[k=3]])
    check("evaluation order", lambda: ev("t", t)[ev("i", 1), ev("j", 2), a=ev("a", 3), **ev("m", {"b": 4})])


def stores(t):
    def store():
        ev("t", t)[ev("i", 1), k=ev("v", 2)] = ev("value", 3)

    check("store order", store)

    def store_kwonly():
        t[k=1] = 5

    check("store keyword only", store_kwonly)

    def store_tuple():
        t[1, 2, k=3] = 4

    check("store tuple index", store_tuple)

    def chained():
        t[k=1] = t[k=2] = ev("value", 9)

    check("chained targets", chained)

    def unpacking():
        t[k=1], t[k=2] = ev("x", 10), ev("y", 11)

    check("unpacking targets", unpacking)

    def starred_unpacking():
        t[a=1], *t[b=2] = [1, 2, 3]

    check("starred unpacking target", starred_unpacking)

    def for_target():
        for t[k=ev("i", "i")] in range(2):
            pass

    check("for target", for_target)

    def with_target():
        class Ctx:
            def __enter__(self):
                return "entered"

            def __exit__(self, *args):
                return False

        with Ctx() as t[k=1]:
            pass

    check("with target", with_target)

    def comprehension_target():
        return [None for t[k=i] in range(2) for i in [0]] if False else [
            1 for t[k=2] in (7, 8)
        ]

    check("comprehension target", comprehension_target)

    def annotated():
        t[k=1]: int = 3

    check("annotated target", annotated)

    def double_star_store():
        t[1, **{"a": 1}] = 2

    check("store double star", double_star_store)

    def double_star_store_error():
        t[1, **ev("m", {"a": 1}), a=ev("a", 2)] = ev("value", 3)

    check("store double star error", double_star_store_error)

    def double_star_store_followed():
        ev("t", t)[ev("i", 1), **ev("m", Mapping(a=1)), b=ev("b", 2)] = ev("value", 3)

    check("store double star followed", double_star_store_followed)

    def store_slice_value():
        t[1, k=1:2] = 3

    check("store slice keyword value", store_slice_value)


def deletes(t):
    def delete():
        del ev("t", t)[ev("i", 1), k=ev("v", 2)]

    check("del order", delete)

    def delete_kwonly():
        del t[k=1]

    check("del keyword only", delete_kwonly)

    def delete_many():
        del (t[k=1], t[k=2])

    check("del tuple of targets", delete_many)

    def delete_double_star():
        del t[**{"a": 1}]

    check("del double star", delete_double_star)

    def delete_double_star_followed():
        del ev("t", t)[ev("i", 1), **ev("m", Mapping(a=1)), b=ev("b", 2)]

    check("del double star followed", delete_double_star_followed)


def augmented():
    class Aug:
        def __getitem__(self, index, **kw):
            log("Aug.get", repr(index), sorted(kw.items()))
            return Inplace(10)

        def __setitem__(self, index, value, **kw):
            log("Aug.set", repr(index), repr(value), sorted(kw.items()))

    a = Aug()

    def aug():
        ev("a", a)[ev("i", 1), k=ev("v", 2)] += ev("x", 5)

    check("augmented order", aug)

    def aug_kwonly():
        a[k=1] += 1

    check("augmented keyword only", aug_kwonly)

    def aug_double_star():
        a[0, **ev("m", {"z": 1})] += 2

    check("augmented double star", aug_double_star)

    def aug_double_star_mapping():
        ev("a", a)[ev("i", 0), y=ev("y", 0), **ev("m", Mapping(z=1)), w=ev("w", 2)] += ev("x", 2)

    check("augmented double star mapping", aug_double_star_mapping)

    def aug_int():
        g = Grid()
        g[row=1] = 5
        g[row=1] *= 3
        g[row=1, col=2] -= 1
        return g.cells

    check("augmented ints", aug_int)


def binding():
    g = Grid()

    def grid_ops():
        g[row=1, col=2] = "x"
        v = g[row=1, col=2]
        w = g[0, row=1, col=2]
        del g[row=1, col=2]
        return v, w, g.cells

    check("grid", grid_ops)
    check("unknown keyword", lambda: g[row=1, depth=2])
    check("keyword names the index", lambda: Strict()[1, index=2])
    check("missing keyword", lambda: Strict()[1])
    check("keyword fills parameter", lambda: Strict()[1, k=2])
    check("positional only protects", lambda: g[0, **{"index": 5}])


def classes():
    check("class_getitem", lambda: Generic[int, T=str])
    check("class_getitem keyword only", lambda: Generic[T=str])
    check("class_getitem single", lambda: Generic[int, T=str, **{"U": bytes}])
    check("metaclass getitem", lambda: WithMeta[1, k=2])
    check("staticmethod getitem", lambda: StaticGet()[1, k=2])
    check("class without class_getitem", lambda: Trace[k=1])
    check("type itself", lambda: type[k=1])


def builtins():
    d = {1: 2}
    check("dict get", lambda: d[1, a=2])
    check("list get", lambda: [1][0, a=2])
    check("tuple get", lambda: (1,)[0, a=2])
    check("str get", lambda: "ab"[0, a=2])
    check("range get", lambda: range(3)[0, a=2])
    n = 5
    check("int get", lambda: n[0, a=2])
    check("list generic", lambda: list[T=int])
    check("dict generic", lambda: dict[k=str, v=int])

    def dict_set():
        d[1, a=2] = 3

    check("dict set", dict_set)

    def dict_del():
        del d[1, a=2]

    check("dict del", dict_del)

    def int_set():
        x = 5
        x[k=1] = 2

    check("int set", int_set)
    check("double star on dict", lambda: d[1, **{"a": 1}])
    check("double star not mapping on dict", lambda: d[1, **5])


def scopes(t):
    def outer():
        k = 4

        def inner():
            return t[k=k]

        return inner()

    check("closure", outer)

    def gen():
        yield t[1, k=(yield "first")]

    def run_gen():
        g = gen()
        first = next(g)
        second = g.send("sent")
        return first, second

    check("generator", run_gen)

    class Body:
        x = t[k="class body"]
        y = t[0, **ev("m", {"a": 1}), b=ev("b", 2)]
        t[1, **{"a": 1}, b=2] = 3
        del t[1, **{"a": 1}, b=2]

    check("class body", lambda: (Body.x, Body.y))

    def gen_merge():
        yield t[0, **(yield "m"), b=(yield "b")]

    def run_gen_merge():
        g = gen_merge()
        return next(g), g.send({"a": 1}), g.send(2)

    check("generator with merges", run_gen_merge)

    async def coro(m):
        return t[0, **m, b=2]

    def run_coro():
        c = coro({"a": 1})
        try:
            c.send(None)
        except StopIteration as e:
            return e.value

    check("coroutine", run_coro)

    def module_level():
        ns = {"t": t}
        exec("r = t[1, **{'a': 1}, b=2]", ns)
        return ns["r"]

    check("exec of source", module_level)
    check("lambda", lambda: (lambda t=t: t[k="lambda"])())
    check("comprehension", lambda: [t[i, k=i] for i in range(2)])
    check("conditional", lambda: t[k=1] if t[k=0] else None)


def annotations():
    def f(x: Generic[k=int]) -> Generic[k=str]:
        return x

    check("annotations", lambda: sorted(f.__annotations__))


def main():
    t = Trace()
    loads(t)
    stores(t)
    deletes(t)
    augmented()
    binding()
    classes()
    builtins()
    scopes(t)
    annotations()
    check("plain subscripts unchanged", lambda: (t[1], t[1, 2], t[1:2], t[()]))
    for line in out:
        print(line)


if __name__ == "__main__":
    main()
