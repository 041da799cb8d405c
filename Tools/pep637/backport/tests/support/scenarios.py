"""Scenarios of keyword subscripts, and what running one shows.

Each scenario is a small program.  observe() compiles and runs it with a
given compile() and reports, as plain data, what a user can see of it:
the calls of the dunders and other events in order (``log``), the value of
``result``, the exception (type, message, context) and its traceback
frames (name, line, columns), the warnings, and the names left in the
module's namespace.  The tests (tests/semantics/) compare what
pep637.compiler gives with what the fork gives natively, pinned in
data/scenario_fork_results.json by ``tools/pin_fork.py``, run with the
fork's interpreter (fork_results()).

Every scenario runs after PRELUDE (compiled by the built-in compile(), as
code of another module would be).  No test in this file.
"""

import linecache
import os
import re
import textwrap
import traceback
import warnings

FILENAME = "<scenario>"
PRELUDE_FILENAME = "<prelude>"

PRELUDE = '''\
import collections, functools, operator, sys, types, warnings
log = []

class Recorder:
    """Records every subscript operation done on it."""
    def __getitem__(self, *args, **kwargs):
        log.append(('G', args, kwargs))
        return ('G', args, kwargs)
    def __setitem__(self, *args, **kwargs):
        log.append(('S', args, kwargs))
    def __delitem__(self, *args, **kwargs):
        log.append(('D', args, kwargs))
    def __repr__(self):
        return 'Recorder()'

r = Recorder()

def ev(value):
    """Records when value is evaluated."""
    log.append(('ev', value))
    return value

def caller():
    """The code that called the function that calls caller()."""
    return sys._getframe(2).f_code.co_name

def attempt(function):
    """Run function, log what it raised."""
    try:
        function()
    except Exception as exc:
        log.append((type(exc).__name__, str(exc)))
'''


def _s(source):
    return textwrap.dedent(source).strip("\n") + "\n"


SCENARIOS = {
    # -- the meaning of each form ---------------------------------------------
    "single_index": "result = r[1, k=2], r['i', k=2, m=3]",
    "several_indices": "result = r[1, 2, k=3], r[1, 2, 3, k=4]",
    "tuple_index": "result = r[(1,), k=2], r[(1, 2), k=3], r[(), k=3]",
    "keyword_only": "result = r[k=1], r[k=1, m=2]",
    "store": "r[1, k=2] = 'x'\nr[1, 2, k=3] = 'y'\nr[k=1] = 'z'",
    "delete": "del r[1, k=2]\ndel r[1, 2, k=3]\ndel r[k=1]",
    "slices": _s("""
        result = r[1:2, k=3:4:5, m=...], r[k=:], r[k=::2], r[k=1:]
        r[k=1:2] = 'v'
        del r[k=:3]
        """),
    "star_items": _s("""
        a = [1, 2]
        result = (r[*a, k=3], r[0, *a, k=3], r[1, *(), foo=5],
                  r[*(), foo=3], r[*[1], k=2])
        r[*a, k=3] = 'v'
        del r[*a, k=3]
        """),
    "star_after_keyword": _s("""
        a = [1, 2]
        result = r[k=1, *a], r[0, k=1, *a], r[k=1, *()]
        r[k=1, *a] = 'v'
        del r[k=1, *a]
        r[k=1, *a] += ('v',)
        """),
    "double_star": _s("""
        m = {'k': 1, 'm': 2}
        result = (r[0, **m], r[**m], r[0, j=0, **m], r[0, **m, j=0],
                  r[**{}], r[3, **{}], r[0, **collections.OrderedDict(k=1)])
        r[0, **m] = 'v'
        del r[0, **m]
        """),
    "empty_mapping_is_plain_subscript": _s("""
        d = {3: 'x'}
        result = d[3, **{}], type[**{}], list[int, **{}]
        d[4, **{}] = 'y'
        del d[3, **{}]
        log.append(d)
        x = 5
        attempt(lambda: x[**{}])
        attempt(lambda: d[7, **{}])
        """),
    "keywords_must_be_strings": "r[**{1: 2}]",
    "dunder_gets_a_new_dict": _s("""
        class Mutating:
            def __getitem__(self, i, **kw):
                kw['new'] = 1
                return kw
        m = {'k': 1}
        result = Mutating()[0, **m], m
        """),
    "trailing_comma": _s("""
        result = r[1, k=2,], r[k=2,], r[1, 2, k=3,], r[1, **{'k': 2},]
        r[1, k=2,] = 'v'
        del r[1, k=2,]
        r[1, k=2,] += ('v',)
        """),
    "keywords_bind_as_in_calls": _s("""
        class M:
            def __getitem__(self, index, /, row=0, *, col=None, **rest):
                return (index, row, col, rest)
            def __setitem__(self, index, value, /, *, row):
                log.append((index, value, row))
        class N:
            def __getitem__(self, index, k=None):
                return (index, k)
        m, n = M(), N()
        result = m[1, col=2], m[1, row=3, extra=4], m[1, index=2], n[1, k=2]
        m[1, row=2] = 'v'
        def value(): m[1, value=2] = 'v'
        def rows(): m[1, rows=2] = 'v'
        def empty(): m[1, **{}] = 'v'
        def index(): n[1, index=2]
        def unknown(): n[1, z=2]
        for f in value, rows, empty, index, unknown:
            attempt(f)
        """),

    # -- SyntaxErrors of the compiler -----------------------------------------
    "repeated_keyword_load": "r[k=1, k=2]",
    "repeated_keyword_store": "x = 1\nr[0, k=1, m=2, k=3] = x",
    "repeated_keyword_augmented": "r[k=1, k=2] += 1",
    "repeated_keyword_annotated_target": "r[k=1, k=2]: int",
    "positional_after_keyword": "r[1, k=2, 3]",

    # -- every place a subscript can stand ------------------------------------
    "chained_assignment": "r[k=1] = r[k=2] = ev('x')",
    "unpacking_targets": _s("""
        r[k=1], r[0, k=2] = 'x', 'y'
        [r[k=3], *r[k=4]] = 'a', 'b', 'c'
        """),
    "for_target": _s("""
        for r[k=1] in 'ab':
            pass
        for i in range(2):
            for r[i, k=i] in 'c':
                pass
        """),
    "async_for_target": _s("""
        import asyncio
        async def items():
            for x in 'ab':
                yield x
        async def main():
            async for r[k=ev(1)] in items():
                pass
        asyncio.run(main())
        """),
    "with_target": _s("""
        class CM:
            def __enter__(self):
                return 'entered'
            def __exit__(self, *exc):
                return False
        with CM() as r[k=1], CM() as r[0, **{'m': 2}]:
            pass
        """),
    "comprehension_targets": _s("""
        result = ([r[k=1] for r[k=2] in 'ab'], [r[k=0] for r[0, k=1] in 'a'],
                  list(r[x, k=x] for x in 'a'), {r[k=x] for x in 'b'})
        """),
    "delete_several_targets": _s("""
        del (r[k=1], r[0, k=2])
        del [r[k=3]]
        del r[k=4], r[**{'k': 5}]
        x = 1
        del r[k=6], x
        """),
    "annotated_targets": _s("""
        r[k=1]: int = 3
        r[0, k=2]: int
        ev(r)[ev(0), k=ev(1):ev(2), **ev({'m': 3})]: ev(int)
        ev(r)[ev(5), k=ev(6)]: ev(int) = ev(7)
        """),
    "annotated_target_starred_index": "a = [1]\nr[*a, k=1]: int",
    "augmented_assignment_evaluates_once": _s("""
        class Aug:
            def __getitem__(self, i, k):
                log.append(('G', i, k))
                return 10
            def __setitem__(self, i, v, k):
                log.append(('S', i, v, k))
        class Val:
            def __radd__(self, other):
                log.append(('add', other))
                return other + 1
        a, val = Aug(), Val()
        ev(a)[ev(0), k=ev(1)] += ev(val)
        ev(a)[ev(0), ev(5), **ev({'k': 1})] -= 1
        ev(a)[k=ev(2)] *= 3
        a[0, k=1] += val
        """),
    "augmented_assignment_in_place": _s("""
        d = {}
        class Lists:
            def __getitem__(self, i, *, k):
                return d.setdefault((i, k), [])
            def __setitem__(self, i, v, *, k):
                d[(i, k)] = v
        lists = Lists()
        lists[1, k=2] += [3]
        lists[1, k=2] += [4]
        result = d
        """),
    "augmented_assignment_when_setitem_raises": _s("""
        class SetFails(Recorder):
            def __setitem__(self, *args, **kwargs):
                super().__setitem__(*args, **kwargs)
                raise LookupError('from __setitem__')
        s = SetFails()
        def plain(): s[1, k=2] += ('v',)
        def mapping(): s[1, **{'k': 2}] += ('v',)
        attempt(plain)
        attempt(mapping)
        s[1, k=2] += ('v',)
        """),
    "augmented_assignment_with_bad_mapping": "bad = 1\nr[1, **bad] += 1",
    "augmented_assignment_when_value_raises": _s("""
        def boom():
            raise KeyError('value')
        r[1, k=2] += boom()
        """),
    "augmented_assignment_when_operation_raises": "r[1, k=2] += 1",
    "class_getitem": _s("""
        class C:
            def __class_getitem__(cls, item, **kwargs):
                return (cls.__name__, item, kwargs)
        class Meta(type):
            def __getitem__(cls, item, **kwargs):
                return ('meta', item, kwargs)
        class WithMeta(metaclass=Meta):
            def __class_getitem__(cls, item, **kwargs):
                return 'not used'
        T = str
        result = (C[int, T=str], C[T=T], C[int, bytes, T=str],
                  C[**{'T': str}], WithMeta[1, k=2], C[ev(int), T=ev(T)])
        """),
    "class_getitem_missing": _s("""
        class NoClassGetitem:
            pass
        NoClassGetitem[k=1]
        """),
    "class_getitem_none": _s("""
        class Disabled:
            __class_getitem__ = None
        Disabled[k=1]
        """),
    "class_getitem_through_metaclass_getattr": _s("""
        class Meta(type):
            def __getattr__(cls, name):
                log.append(('getattr', name))
                if name == '__class_getitem__':
                    return lambda item, **kw: ('from getattr', item, kw)
                raise AttributeError(name)
        class C(metaclass=Meta):
            pass
        result = C[1, k=2], C[ev(3), k=ev(4)]
        """),
    "class_getitem_staticmethod": _s("""
        class C:
            @staticmethod
            def __class_getitem__(*args, **kwargs):
                return (args, kwargs, caller())
        result = C[1, k=2]
        """),
    "class_getitem_of_builtin_subclass_bad_mapping": _s("""
        class L(list):
            pass
        L[int, **1]
        """),
    "class_getitem_staticmethod_of_function_bad_mapping": _s("""
        def make_alias(*args, **kwargs):
            return args, kwargs
        class C:
            __class_getitem__ = staticmethod(make_alias)
        C[int, **1]
        """),
    "annotations": _s("""
        class M:
            def __class_getitem__(cls, item, **kwargs):
                return ('M', item, kwargs)
        def f(x: M[k=int]) -> M[int, v=str]: pass
        result = f.__annotations__
        """),
    "future_annotations": _s("""
        from __future__ import annotations
        def g(x: M[k=int], y: M[1:2, k=..., **kw], *a: M[(1,), k=(1, 2)]
              ) -> list[M[*ts, k=lambda: 1]] | None: pass
        z: M[int, *ts, k=M[j=1:]]
        class K:
            w: dict[str, M[k=1]] = 3
        result = g.__annotations__, __annotations__, K.__annotations__
        """),
    "evaluation_order": _s("""
        ev(r)[ev(1), ev(2), k=ev(3), **ev({'m': 5}), j=ev(6)]
        ev(r)[ev(1), ev(2), k=ev(3), *ev([4]), **ev({'m': 5}), j=ev(6)]
        ev(r)[ev(1), k=ev(2)] = ev('v')
        del ev(r)[ev(1), k=ev(2)]
        """),
    "nested_and_in_other_expressions": _s("""
        result = (r[k=r[j=1]], r[k=1][1], len(r[k=1]),
                  r[k=lambda: 1][2]['k'](), r[k=(x := 5)], x)
        """),
    "fstrings": _s("""
        result = (f"{r[k=1]=}", f"{r[1, k = 2] = }", f"{r[k=1:2]}",
                  f"{r[1, k=2]!r:>40}", f"{r[k=f'{r[j=1]!r}']}")
        """),
    "generators_and_yield": _s("""
        def gen():
            x = r[(yield 'first'), k=(yield 'second')]
            r[(yield 'third'), k=1] = x
        g = gen()
        result = [next(g), g.send(1), g.send(2)]
        try:
            g.send(3)
        except StopIteration:
            pass
        """),
    "async_await": _s("""
        import asyncio
        async def value(v):
            return v
        async def main():
            return r[await value(1), k=await value(2)]
        result = asyncio.run(main())
        """),

    # -- types that take no keywords ------------------------------------------
    "builtin_types_reject_keywords": _s("""
        import array
        def check(obj):
            def get(): obj[0, a=2]
            def get_kwonly(): obj[a=2]
            def get_mapping(): obj[0, **{'a': 2}]
            def set_(): obj[0, a=2] = 1
            def delete(): del obj[0, a=2]
            def augment(): obj[0, a=2] += 1
            for f in get, get_kwonly, get_mapping, set_, delete, augment:
                attempt(f)
        for obj in ({0: 1}, [1], (1,), 's', b's', bytearray(b's'), range(3),
                    memoryview(bytearray(b's')),
                    types.MappingProxyType({0: 1}),
                    array.array('i', [1]), collections.deque([1]),
                    collections.defaultdict(int),
                    collections.OrderedDict({0: 1}),
                    collections.UserDict({0: 1}), collections.UserList([1]),
                    collections.ChainMap({0: 1}), frozenset(), 5, None,
                    Recorder, object()):
            check(obj)
        """),
    "generic_aliases_reject_keywords": _s("""
        for f in (lambda: list[T=int], lambda: dict[k=str, v=int],
                  lambda: tuple[int, T=int], lambda: frozenset[**{'T': 1}],
                  lambda: collections.deque[T=int], lambda: list[int][T=int],
                  lambda: type[T=int], lambda: type[int, T=int],
                  lambda: type[**{'T': int}]):
            attempt(f)
        """),
    "c_slot_wrappers_reject_keywords": _s("""
        import _testbuffer
        nd = _testbuffer.ndarray([1, 2, 3], shape=[3],
                                 flags=_testbuffer.ND_WRITABLE)
        def get(): nd[0, k=1]
        def set_(): nd[0, k=1] = 5
        def get_mapping(): nd[0, **{'k': 1}]
        for f in get, set_, get_mapping:
            attempt(f)
        result = nd.tolist(), nd[0]
        """),
    "not_subscriptable": _s("""
        x = 1
        def store(): x[k=1] = 2
        def delete(): del x[k=1]
        def augment(): x[k=1] += 2
        for f in store, delete, augment:
            attempt(f)
        class OnlyDelete:
            def __delitem__(self, i, **kw):
                log.append('deleted')
        o = OnlyDelete()
        def store_o(): o[k=1] = 2
        def get_o(): o[k=1]
        for f in store_o, get_o:
            attempt(f)
        del o[k=1]
        (1)[0, k=1]
        """),
    "subclass_may_take_keywords": _s("""
        class D(dict):
            def __getitem__(self, key, *, default=None):
                return super().get(key, default)
        d = D(a=1)
        result = d['a'], d['b', default=2], d['b']
        """),

    # -- the errors of a ** item ----------------------------------------------
    "double_star_errors_name_the_dunder": _s("""
        class R:
            def __getitem__(self, *args, **kwargs): pass
            def __setitem__(self, *args, **kwargs): pass
            def __delitem__(self, *args, **kwargs): pass
        class C:
            def __class_getitem__(cls, *args, **kwargs): pass
        class N:
            pass
        class Box:
            __getitem__ = __setitem__ = __delitem__ = Recorder()
        bad, rr, d, n, x, b = 1, R(), {}, N(), 5, Box()
        for source in ["rr[**bad]", "rr[0, **bad]", "rr[k=1, **bad]",
                       "rr[**bad] = 2", "del rr[**bad]", "rr[k=1, **{'k': 2}]",
                       "rr[0, **{'k': 1}, **{'k': 2}]",
                       "rr[k=1, **{'k': 2}] = 3", "del rr[k=1, **{'k': 2}]",
                       "C[**bad]", "C[int, k=1, **{'k': 2}]",
                       "d[**bad]", "d[0, **bad] = 1", "del d[0, **bad]",
                       "d[k=1, **{'k': 2}]", "x[**bad]", "x[**bad] = 1",
                       "del x[**bad]", "n[**bad]", "n[k=1, **{'k': 2}]",
                       "n[**bad] = 1", "del n[**bad]", "b[**bad]",
                       "b[k=1, **{'k': 2}]", "b[0, **bad] = 1", "del b[**bad]",
                       "rr[**bad] += 1", "type[**bad]", "list[**bad]"]:
            try:
                exec(COMPILE(source, '<item>', 'exec'))
            except TypeError as exc:
                log.append((source, str(exc)))
        """),
    "double_star_errors_run_no_code": _s("""
        class Loud:
            def __repr__(self):
                log.append('__repr__')
                return 'Loud()'
            def __str__(self):
                log.append('__str__')
                return 'Loud'
            def __getattr__(self, name):
                log.append(name)
                raise AttributeError(name)
        class Meta(type):
            __repr__ = Loud.__repr__
            __str__ = Loud.__str__
            __getattr__ = Loud.__getattr__
        class Container(Loud):
            def __getitem__(self, *args, **kwargs): log.append('called')
            def __setitem__(self, *args, **kwargs): log.append('called')
            def __delitem__(self, *args, **kwargs): log.append('called')
        class Generic(metaclass=Meta):
            def __class_getitem__(cls, *args, **kwargs): log.append('called')
        class Empty(Loud):
            pass
        c, G, e, bad = Container(), Generic, Empty(), 1
        for source in ["c[**bad]", "c[0, **bad] = 1", "del c[**bad]",
                       "c[k=1, **{'k': 2}]", "c[**bad] += 1", "G[**bad]",
                       "G[int, k=1, **{'k': 2}]", "e[**bad]",
                       "e[0, **bad] = 1",
                       "del e[**bad]"]:
            try:
                exec(COMPILE(source, '<item>', 'exec'))
            except TypeError as exc:
                log.append((source, str(exc)))
        """),
    "double_star_error_position": "bad = 1\nx = [\n    r[0,\n      **bad]]",

    # -- how the dunder is called ---------------------------------------------
    "python_dunder_called_from_the_users_frame": _s("""
        class Where:
            def __getitem__(self, i, **kw):
                return caller()
            def __setitem__(self, i, v, **kw):
                log.append(caller())
            def __delitem__(self, i, **kw):
                log.append(caller())
        def user(w, i):
            got = [w[i, k=1], w[i, **{'k': 1}], w[f(i), k=1], w[k=f(1)]]
            w[i, k=1] = 2
            w[f(i), k=1] = 2
            del w[i, k=1]
            del w[i, **{'k': 1}]
            w[i, k=1] += 1
            for w[k=1] in 'a':
                pass
            return got
        def f(x):
            return x
        result = user(Where(), 0)
        """),
    "class_getitem_called_from_the_users_frame": _s("""
        class C:
            def __class_getitem__(cls, item, **kw):
                return caller()
        def user():
            return C[int, k=1], C[f(int), k=1], C[**{'k': 1}]
        def f(x):
            return x
        result = user()
        """),
    "other_callables_as_dunders": _s("""
        class Static:
            @staticmethod
            def __getitem__(*args, **kwargs):
                return (args, kwargs)
        class Klass:
            @classmethod
            def __getitem__(cls, *args, **kwargs):
                return (cls.__name__, args, kwargs)
        class Partial:
            __getitem__ = staticmethod(functools.partial(
                lambda tag, i, **kw: (tag, i, kw), 'p'))
        class Descr:
            def __get__(self, obj, objtype=None):
                log.append(('__get__', obj is not None, objtype.__name__))
                return lambda *a, **k: ('bound', a, k)
        class WithDescr:
            __getitem__ = Descr()
        class Gen:
            def __getitem__(self, i, **kw):
                yield i
                yield kw
        s, k, p, w = Static(), Klass(), Partial(), WithDescr()
        result = (s[1, k=2], k[1, k=2], p[1, k=2], w[1, k=2],
                  list(Gen()[1, k=2]),
                  s[f(1), k=2], k[f(1), k=2], p[f(1), k=2], w[f(1), k=2],
                  s[1, **{'k': 2}], w[1, **{'k': 2}])
        def f(x):
            return x
        """),
    "other_callables_called_from_the_users_frame": _s("""
        class Static:
            @staticmethod
            def __getitem__(*args, **kwargs):
                return caller()
        class Klass:
            @classmethod
            def __getitem__(cls, *args, **kwargs):
                return caller()
        class Handler:
            def __call__(self, *args, **kwargs):
                return caller()
        class Box:
            __getitem__ = Handler()
        def user(s, k, b):
            return s[1, k=2], k[1, k=2], b[1, k=2]
        result = user(Static(), Klass(), Box())
        """),
    "dunder_with_a_raising_get": _s("""
        class Descr:
            def __get__(self, obj, objtype=None):
                raise LookupError('from __get__')
        class WithDescr:
            __getitem__ = Descr()
        WithDescr()[1, k=ev(2)]
        """),
    "partial_as_dunder_warns": _s("""
        class Raw:
            __getitem__ = functools.partial(lambda *a, **k: (a, k), 'p')
        result = Raw()[1, k=2]
        """),
    "dunder_that_is_none": _s("""
        class Disabled:
            __getitem__ = None
        Disabled()[1, k=2]
        """),
    "c_method_descriptor_dunders": _s("""
        class FromDict:
            __getitem__ = dict.get
        class DictGet(dict):
            __getitem__ = dict.get
        dg = DictGet({0: 1})
        def wrong_self(): FromDict()[0, k=1]
        def keywords(): dg[0, k=1]
        attempt(wrong_self)
        attempt(keywords)
        result = dg[0]
        """),
    "exceptions_propagate": _s("""
        class Raises:
            def __getitem__(self, i, **kw):
                raise LookupError(i, kw)
            def __setitem__(self, i, v, **kw):
                raise LookupError(i, v, kw)
            def __delitem__(self, i, **kw):
                raise LookupError(i, kw)
        x = Raises()
        def get(): x[1, k=2]
        def set_(): x[1, k=2] = 3
        def delete(): del x[1, k=2]
        def mapping(): x[1, **{'k': 2}]
        for f in get, set_, delete, mapping:
            try:
                f()
            except LookupError as exc:
                log.append(exc.args)
        """),
    "instance_attribute_is_not_used": _s("""
        r.__getitem__ = lambda *a, **k: 'instance'
        result = r[1, k=2]
        """),
    "store_and_delete_discard_the_result": _s("""
        class Returns:
            def __setitem__(self, i, v, *, k):
                return 'set'
            def __delitem__(self, i, *, k):
                return 'deleted'
        o = Returns()
        result = [(o.__setitem__(1, 2, k=1), o.__delitem__(1, k=1))]
        o[1, k=1] = 2
        del o[1, k=1]
        """),
    "dunder_replaced_between_calls": _s("""
        class Swap:
            def __getitem__(self, i, **kw):
                type(self).__getitem__ = lambda self, i, **kw: 'second'
                return 'first'
        s = Swap()
        result = [s[0, k=1] for _ in range(3)]
        class Swap2:
            def __getitem__(self, i, **kw):
                return 'function'
        def user(obj):
            return obj[0, k=1]
        w = Swap2()
        got = [user(w)]
        Swap2.__getitem__ = staticmethod(lambda i, **kw: ('static', i, kw))
        got.append(user(w))
        del Swap2.__getitem__
        try:
            user(w)
        except TypeError as exc:
            got.append(str(exc))
        Swap2.__getitem__ = dict.get
        try:
            user(w)
        except TypeError as exc:
            got.append(str(exc))
        result = result, got
        """),
    "metaclass_hooks_are_not_asked": _s("""
        class Meta(type):
            def __getattribute__(cls, name):
                log.append(('getattribute', name))
                return super().__getattribute__(name)
            def __hash__(cls):
                log.append('hash')
                return 1
            def __eq__(cls, other):
                log.append('eq')
                return cls is other
        class Box(metaclass=Meta):
            def __getitem__(self, i, **kw):
                return ('item', i, kw)
            def __setitem__(self, i, v, **kw):
                log.append(('set', i, v, kw))
            def __class_getitem__(cls, item, **kw):
                return ('class', item, kw)
        def user(b, i):
            b[i, k=1] = b[i, k=1]
            return b[f(i), k=1], Box[i, k=1], b[i, k=f(1)]
        def f(x):
            return x
        result = [user(Box(), 0) for _ in range(2)]
        """),
    "dunder_rewrapped_as_staticmethod": _s("""
        class Box:
            def __getitem__(*args, **kwargs):
                return args, kwargs
        def user(b):
            return b[1, k=2]
        b = Box()
        result = [user(b)]
        Box.__getitem__ = staticmethod(Box.__getitem__)
        result.append(user(b))
        """),
    "dunder_replaced_while_operands_are_evaluated": _s("""
        class Box:
            def __getitem__(self, i, **kw):
                return 'old'
        def replace(value):
            Box.__getitem__ = lambda self, i, **kw: 'new'
            return value
        b = Box()
        result = b[replace(1), k=1]
        """),
    "dunder_mutates_container": _s("""
        class Grows(dict):
            def __getitem__(self, key, /, **kw):
                self[len(self)] = kw
                return len(self)
        g = Grows()
        result = [g[0, k=i] for i in range(3)], g
        """),
    "not_implemented_is_a_value": _s("""
        class NI:
            def __getitem__(self, i, **kw):
                return NotImplemented
        result = NI()[0, k=1] is NotImplemented
        """),
    "many_keywords": _s("""
        n = 300
        source = "r[0, " + ", ".join(f"k{i}={i}" for i in range(n)) + "]"
        result = exec(COMPILE(source, '<many>', 'exec')), len(log[-1][2])
        exec(COMPILE(source + " = 'v'", '<many>', 'exec'))
        log[:] = [len(entry[2]) for entry in log]
        """),
    "huge_mapping": _s("""
        m = {f"k{i}": i for i in range(100_000)}
        result = r[1, **m] == ('G', (1,), m)
        log.clear()
        """),

    # -- tracebacks -----------------------------------------------------------
    "traceback_in_the_dunder": _s("""
        class Boom:
            def __getitem__(self, i, **kw):
                raise ValueError
        x = Boom()[1, k=2]
        """),
    "traceback_in_the_dunder_general_form": _s("""
        class Boom:
            def __getitem__(self, i, **kw):
                raise ValueError(i)
        def f(x):
            return x
        y = 2
        x = (
            Boom()[
                f(1),
                k=y]
        )
        """),
    "traceback_in_setitem": _s("""
        class Boom:
            def __setitem__(self, i, v, **kw):
                raise ValueError(v)
        b = Boom()
        b[1, k=2] = 3
        """),
    "traceback_in_setitem_general_form": _s("""
        class Boom:
            def __setitem__(self, i, v, **kw):
                raise ValueError(v)
        for Boom()[1, k=2] in [3]:
            pass
        """),
    "traceback_in_delitem": _s("""
        class Boom:
            def __delitem__(self, i, **kw):
                raise ValueError(i)
        b = Boom()
        del b[1, k=2]
        """),
    "traceback_in_augmented_get": _s("""
        class Boom:
            def __getitem__(self, i, **kw):
                raise ValueError(i)
        b = Boom()
        b[1, k=2] += 3
        """),
    "traceback_in_augmented_set": _s("""
        class Boom:
            def __getitem__(self, i, **kw):
                return 1
            def __setitem__(self, i, v, **kw):
                raise ValueError(v)
        b = Boom()
        b[1, k=2] += 3
        """),
    "traceback_not_subscriptable": "x = 5\ny = x[1, k=2]",
    "traceback_not_subscriptable_general_form": "y = (5)[int('1'), k=2]",
    "traceback_takes_no_keywords": "t = (1,)\ny = t[0, k=2]",
    "traceback_name_error_in_index": "y = r[undefined, k=2]",
    "traceback_name_error_in_container": "y = undefined[1, k=2]",
    "traceback_type_getitem": "type[int, k=1]",
    "traceback_in_class_getitem": _s("""
        class C:
            def __class_getitem__(cls, item, **kw):
                raise ValueError(item)
        C[int, k=1]
        """),
    "context_of_errors_raised_without_a_dunder": _s("""
        def f():
            try:
                1 / 0
            except ZeroDivisionError:
                x = 5
                x[k=1]
        f()
        """),
    "context_of_errors_in_the_dunder": _s("""
        class Boom:
            def __getitem__(self, i, **kw):
                raise ValueError(i)
        try:
            1 / 0
        except ZeroDivisionError:
            Boom()[1, k=2]
        """),

    # -- namespaces -----------------------------------------------------------
    "module_namespace_is_clean": _s("""
        a = r
        a[k=1]; a[k=2] = 3; a[k=3] += (4,); del a[k=4]
        a[ev(1), k=ev(2)] += (5,)
        for a[k=6] in 'x':
            pass
        """),
    "class_namespace_is_clean": _s("""
        class K:
            x = r[k=1]
            r[k=2] = 3
            r[k=3] += (4,)
            r[ev(5), k=ev(6)] += (7,)
            del r[k=4]
            for r[k=5] in 'x':
                pass
            y = [r[k=i] for i in range(2)]
        result = sorted(vars(K))
        """),
    "function_locals_are_clean": _s("""
        def f():
            a = r
            b = a[k=1]
            a[k=2] += (1,)
            a[ev(3), k=ev(4)] += (5,)
            del a[k=3]
            a[k='f'] = 4
            return sorted(locals())
        def g():
            a = Where()
            a[k=1] += 1
            return sorted(locals())
        class Where:
            def __getitem__(self, i, **kw):
                log.append(sorted(sys._getframe(1).f_locals))
                return 1
            def __setitem__(self, i, v, **kw):
                log.append(sorted(sys._getframe(1).f_locals))
        result = f(), g()
        """),
    "class_namespace_lookups": _s("""
        class Namespace(dict):
            def __getitem__(self, key):
                log.append(('lookup', key))
                return super().__getitem__(key)
        class Meta(type):
            @classmethod
            def __prepare__(mcls, name, bases):
                return Namespace()
        class K(metaclass=Meta):
            x = r[k=1]
        """),

    # -- warnings -------------------------------------------------------------
    "syntax_warnings_for_literal_containers": _s("""
        def f():
            return (1)[k=1], None[0, k=1], {1}[k=1], (lambda: 0)[k=1], ...[k=1]
        """),
    "no_syntax_warning_for_targets": _s("""
        def f():
            (1)[k=1] = 2
            del (1)[k=1]
        """),
    "syntax_warning_as_error": _s("""
        warnings.simplefilter('error', SyntaxWarning)
        try:
            COMPILE("(1)[k=1]", '<error>', 'exec')
        except SyntaxError as exc:
            log.append((exc.msg, exc.lineno, exc.offset, exc.end_offset))
        """),

    # -- tracing --------------------------------------------------------------
    "settrace_events": _s("""
        class Traced:
            def __getitem__(self, i, *, k=None):
                return i
            def __setitem__(self, i, v, *, k=None):
                pass
            def __delitem__(self, i, *, k=None):
                pass
        def driver(c):
            x = c[1, k=2]
            c[1, **{'k': 2}] = x
            del c[f(1), k=2]
        def f(x):
            return x
        code = {driver.__code__, f.__code__, Traced.__getitem__.__code__,
                Traced.__setitem__.__code__, Traced.__delitem__.__code__}
        def tracer(frame, event, arg):
            if frame.f_code in code:
                log.append((event, frame.f_code.co_name,
                            frame.f_lineno - frame.f_code.co_firstlineno))
            return tracer
        sys.settrace(tracer)
        try:
            driver(Traced())
        finally:
            sys.settrace(None)
        """),
    "setprofile_events": _s("""
        class Traced:
            def __getitem__(self, i, *, k=None):
                return i
            def __setitem__(self, i, v, *, k=None):
                pass
        def driver(c):
            x = c[1, k=2]
            c[1, **{'k': 2}] = x
        code = {driver.__code__, Traced.__getitem__.__code__,
                Traced.__setitem__.__code__}
        def profiler(frame, event, arg):
            if frame.f_code in code:
                log.append((event, frame.f_code.co_name,
                            getattr(arg, '__name__', None)
                            if event.startswith('c_') else None))
        sys.setprofile(profiler)
        try:
            driver(Traced())
        finally:
            sys.setprofile(None)
        """),
}


def observe(source, compile_function):
    """Compile *source* with *compile_function* and run it after PRELUDE;
    return what can be seen of it, as plain data (see the docstring of
    this module)."""
    linecache.cache[FILENAME] = (len(source), None,
                                 source.splitlines(True), FILENAME)
    namespace = {"__name__": "scenario", "COMPILE": compile_function}
    exec(compile(PRELUDE, PRELUDE_FILENAME, "exec", dont_inherit=True),
         namespace)
    predefined = set(namespace)
    error = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            code = compile_function(source, FILENAME, "exec")
            exec(code, namespace)
        except BaseException as exc:
            error = exc
    return {
        "log": _show(namespace["log"]),
        "result": _show(namespace.get("result")),
        "error": _error(error),
        "frames": _frames(error),
        "warnings": [(w.category.__name__, str(w.message), w.filename,
                      w.lineno) for w in caught],
        "names": sorted(set(namespace) - predefined),
    }


def _show(value):
    """repr() of value, with no address of an object in it."""
    return re.sub(r" at 0x[0-9a-f]+", " at 0x...", repr(value))


def _error(exc):
    """What the exception says of itself."""
    if exc is None:
        return None
    context = exc.__context__
    shown = [type(exc).__name__, str(exc),
             type(context).__name__ if context is not None else None]
    if isinstance(exc, SyntaxError):
        shown.append([exc.msg, exc.filename, exc.lineno, exc.offset,
                      exc.end_lineno, exc.end_offset])
    return shown


def _frames(exc):
    """The frames of exc's traceback, after the frame of observe():
    file (without its directory), function, line, columns."""
    if exc is None:
        return []
    frames = traceback.extract_tb(exc.__traceback__)[1:]
    return [(_where(frame.filename), frame.name, frame.lineno, frame.colno,
             frame.end_colno) for frame in frames]


def _where(filename):
    """A file name that does not depend on where Python is installed."""
    if filename.startswith("<"):
        return filename
    parts = filename.split(os.sep)
    return "/".join(parts[-2:])


def caret_lines(source, compile_function):
    """The lines of the formatted traceback of *source* that belong to the
    scenario: its source lines and their carets."""
    linecache.cache[FILENAME] = (len(source), None,
                                 source.splitlines(True), FILENAME)
    namespace = {"__name__": "scenario", "COMPILE": compile_function}
    exec(compile(PRELUDE, PRELUDE_FILENAME, "exec", dont_inherit=True),
         namespace)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            exec(compile_function(source, FILENAME, "exec"), namespace)
    except Exception as exc:
        summary = traceback.extract_tb(exc.__traceback__)[1:]
        return [line for frame in summary if frame.filename == FILENAME
                for line in traceback.StackSummary.from_list(
                    [frame]).format()]
    return []


def fork_results():
    """What the fork shows of every scenario (run with the fork):
    (observations, carets) by scenario name."""
    observations = {name: observe(source, compile)
                    for name, source in SCENARIOS.items()}
    carets = {name: caret_lines(source, compile)
              for name, source in SCENARIOS.items()
              if name.startswith("traceback_")}
    return observations, carets
