"""Tests for keyword arguments in subscripts (PEP 637).

G(obj, ...) means type(obj).__getitem__(obj, ...), S and D the same for
__setitem__ and __delitem__.
"""

import ast
import collections
import dis
import io
import operator
import os
import re
import sys
import textwrap
import types
import unittest
import warnings
from test import support
from test.support import import_helper, threading_helper


class Recorder:
    """Records every subscript operation done on it."""

    def __init__(self):
        self.calls = []

    def __getitem__(self, *args, **kwargs):
        self.calls.append(('G', args, kwargs))
        return ('G', args, kwargs)

    def __setitem__(self, *args, **kwargs):
        self.calls.append(('S', args, kwargs))

    def __delitem__(self, *args, **kwargs):
        self.calls.append(('D', args, kwargs))


def G(*args, **kwargs):
    return ('G', args, kwargs)


def S(*args, **kwargs):
    return ('S', args, kwargs)


def D(*args, **kwargs):
    return ('D', args, kwargs)


def recording(events):
    """Return a function that appends its argument to events and returns it:
    ev(x) in an expression records when x is evaluated."""
    def ev(value):
        events.append(value)
        return value
    return ev


class SyntaxAndMeaningTests(unittest.TestCase):
    """What each form of subscript with keywords means."""

    def setUp(self):
        self.r = Recorder()

    def assertCalls(self, *calls):
        self.assertEqual(self.r.calls, list(calls))

    def assertSyntaxError(self, source, msg):
        """source, as a load, a store, a delete and an augmented assignment
        target, raises SyntaxError with exactly the message msg."""
        for code in [source, f"{source} = x", f"del {source}",
                     f"{source} += 1"]:
            with self.subTest(code=code):
                with self.assertRaises(SyntaxError) as cm:
                    compile(code, "<test>", "exec")
                self.assertEqual(cm.exception.msg, msg)

    def test_empty_subscript_is_syntax_error(self):
        self.assertSyntaxError("obj[]", "invalid syntax")

    def test_subscripts_without_keywords_are_unchanged(self):
        r = self.r
        r[1]; r[1, 2]; r[1:2]; r[*[1, 2]]; r[1,]
        r[1] = 'v'
        del r[1:2]
        self.assertCalls(G(1), G((1, 2)), G(slice(1, 2)), G((1, 2)), G((1,)),
                         S(1, 'v'), D(slice(1, 2)))
        # They compile to the instructions of CPython 3.13.
        for source, opnames in [
            ("a[i]", {"BINARY_SUBSCR"}),
            ("a[i:j]", {"BINARY_SLICE"}),
            ("a[i] = v", {"STORE_SUBSCR"}),
            ("a[i:j] = v", {"STORE_SLICE"}),
            ("del a[i]", {"DELETE_SUBSCR"}),
            ("a[*b]", {"BINARY_SUBSCR"}),
        ]:
            with self.subTest(source=source):
                code = compile(source, "<test>", "exec")
                names = {i.opname for i in dis.get_instructions(code)}
                self.assertTrue(opnames <= names, names)
                self.assertFalse(names & {"BINARY_SUBSCR_KW",
                                          "STORE_SUBSCR_KW",
                                          "DELETE_SUBSCR_KW"})

    def test_single_index_is_not_made_a_tuple(self):
        self.assertEqual(self.r[1, k=2], G(1, k=2))
        self.assertEqual(self.r['i', k=2, m=3], G('i', k=2, m=3))

    def test_several_indices_are_made_a_tuple(self):
        self.assertEqual(self.r[1, 2, k=3], G((1, 2), k=3))
        self.assertEqual(self.r[1, 2, 3, k=4], G((1, 2, 3), k=4))

    def test_tuple_index_is_passed_as_is(self):
        self.assertEqual(self.r[(1,), k=2], G((1,), k=2))
        self.assertEqual(self.r[(1, 2), k=3], G((1, 2), k=3))
        self.assertEqual(self.r[(), k=3], G((), k=3))

    def test_keyword_only_index_is_empty_tuple(self):
        self.assertEqual(self.r[k=1], G((), k=1))
        self.assertEqual(self.r[k=1, m=2], G((), k=1, m=2))

    def test_store_passes_value_second_and_keywords_last(self):
        self.r[1, k=2] = 'x'
        self.r[1, 2, k=3] = 'y'
        self.assertCalls(S(1, 'x', k=2), S((1, 2), 'y', k=3))

    def test_delete_passes_keywords(self):
        del self.r[1, k=2]
        del self.r[1, 2, k=3]
        self.assertCalls(D(1, k=2), D((1, 2), k=3))

    def test_keyword_only_store_and_delete(self):
        self.r[k=1] = 'x'
        del self.r[k=1]
        self.assertCalls(S((), 'x', k=1), D((), k=1))

    def test_keyword_values_may_be_slices(self):
        self.assertEqual(self.r[1:2, k=3:4:5, m=...],
                         G(slice(1, 2), k=slice(3, 4, 5), m=Ellipsis))
        self.assertEqual(self.r[k=:], G((), k=slice(None)))
        self.assertEqual(self.r[k=::2], G((), k=slice(None, None, 2)))
        self.assertEqual(self.r[k=1:], G((), k=slice(1, None)))
        self.r[k=1:2] = 'v'
        del self.r[k=:3]
        self.assertEqual(self.r.calls[-2:], [S((), 'v', k=slice(1, 2)),
                                             D((), k=slice(None, 3))])

    def test_star_item_makes_the_index_a_tuple(self):
        r = self.r
        a = [1, 2]
        self.assertEqual(r[*a, k=3], G((1, 2), k=3))
        self.assertEqual(r[0, *a, k=3], G((0, 1, 2), k=3))
        self.assertEqual(r[1, *(), foo=5], G((1,), foo=5))
        self.assertEqual(r[*(), foo=3], G((), foo=3))
        self.assertEqual(r[*()], G(()))
        self.assertEqual(r[*[1], k=2], G((1,), k=2))
        r[*a, k=3] = 'v'
        del r[*a, k=3]
        self.assertEqual(r.calls[-2:], [S((1, 2), 'v', k=3),
                                        D((1, 2), k=3)])

    def test_double_star_mapping(self):
        r = self.r
        m = {'k': 1, 'm': 2}
        self.assertEqual(r[0, **m], G(0, k=1, m=2))
        self.assertEqual(r[**m], G((), k=1, m=2))
        self.assertEqual(r[0, j=0, **m], G(0, j=0, k=1, m=2))
        self.assertEqual(r[0, **m, j=0], G(0, k=1, m=2, j=0))
        self.assertEqual(r[**{}], r[()])
        self.assertEqual(r[**{}], G(()))
        self.assertEqual(r[3, **{}], r[3])
        self.assertEqual(r[3, **{}], G(3))
        self.assertEqual(r[0, **collections.OrderedDict(k=1)], G(0, k=1))
        r[0, **m] = 'v'
        del r[0, **m]
        self.assertEqual(r.calls[-2:], [S(0, 'v', k=1, m=2),
                                        D(0, k=1, m=2)])
        # As in calls (DoubleStarErrorTests checks the other errors).
        with self.assertRaises(TypeError) as cm:
            r[**{1: 2}]
        self.assertEqual(str(cm.exception), "keywords must be strings")
        # The mapping is not the dict the dunder gets.
        class Mutating:
            def __getitem__(self, i, **kw):
                kw['new'] = 1
                return kw
        m = {'k': 1}
        self.assertEqual(Mutating()[0, **m], {'k': 1, 'new': 1})
        self.assertEqual(m, {'k': 1})

    def test_trailing_comma_after_keyword(self):
        r = self.r
        self.assertEqual(r[1, k=2,], G(1, k=2))
        self.assertEqual(r[k=2,], G((), k=2))
        self.assertEqual(r[1, 2, k=3,], G((1, 2), k=3))
        self.assertEqual(r[1, **{'k': 2},], G(1, k=2))
        r.calls.clear()
        r[1, k=2,] = 'v'
        del r[1, k=2,]
        r[1, k=2,] += ('v',)
        self.assertCalls(S(1, 'v', k=2), D(1, k=2), G(1, k=2),
                         S(1, G(1, k=2) + ('v',), k=2))

    def test_positional_after_keyword_is_syntax_error(self):
        self.assertSyntaxError("obj[1, k=2, 3]",
                               "positional argument follows keyword argument")
        self.assertSyntaxError("obj[**m, 3]",
                               "positional argument follows keyword argument "
                               "unpacking")

    def test_repeated_keyword_is_syntax_error(self):
        self.assertSyntaxError("obj[k=1, k=2]",
                               "keyword argument repeated: k")
        self.assertSyntaxError("obj[0, k=1, m=2, k=3]",
                               "keyword argument repeated: k")

    def test_repeated_keyword_in_annotated_target_is_syntax_error(self):
        # The target of an annotation without a value is evaluated but not
        # subscripted; its keywords are checked as in 'f(k=1, k=2).a: int'.
        for source in ["obj[k=1, k=2]: int", "obj[0, k=1, m=2, k=3]: int"]:
            with self.subTest(source=source):
                with self.assertRaises(SyntaxError) as cm:
                    compile(source, "<test>", "exec")
                self.assertEqual(cm.exception.msg,
                                 "keyword argument repeated: k")

    def test_iterable_unpacking_after_mapping_unpacking_is_syntax_error(self):
        self.assertSyntaxError("obj[**m, *a]",
                               "iterable argument unpacking follows keyword "
                               "argument unpacking")

    def test_star_after_keyword(self):
        r = self.r
        a = [1, 2]
        self.assertEqual(r[k=1, *a], G((1, 2), k=1))
        self.assertEqual(r[0, k=1, *a], G((0, 1, 2), k=1))
        self.assertEqual(r[k=1, *()], G((), k=1))
        r.calls.clear()
        r[k=1, *a] = 'v'
        del r[k=1, *a]
        r[k=1, *a] += ('v',)
        self.assertCalls(S((1, 2), 'v', k=1), D((1, 2), k=1), G((1, 2), k=1),
                         S((1, 2), G((1, 2), k=1) + ('v',), k=1))

    def test_keyword_name_must_be_an_identifier(self):
        msg = 'expression cannot contain assignment, perhaps you meant "=="?'
        for source in ["obj[1=2]", "obj[f()=2]", "obj[a.b=2]",
                       "obj[0, x+1=2]"]:
            self.assertSyntaxError(source, msg)

    def test_keywords_bind_to_parameters_as_in_calls(self):
        class M:
            def __getitem__(self, index, /, row=0, *, col=None, **rest):
                return (index, row, col, rest)
            def __setitem__(self, index, value, /, *, row):
                self.last = (index, value, row)
        m = M()
        qualname = f"{M.__qualname__}.__setitem__"
        self.assertEqual(m[1, col=2], (1, 0, 2, {}))
        self.assertEqual(m[1, row=3, extra=4], (1, 3, None, {'extra': 4}))
        # Positional-only parameters protect the index and value names.
        self.assertEqual(m[1, index=2], (1, 0, None, {'index': 2}))
        m[1, row=2] = 'v'
        self.assertEqual(m.last, (1, 'v', 2))
        with self.assertRaises(TypeError) as cm:
            m[1, value=2] = 'v'
        self.assertEqual(str(cm.exception),
                         f"{qualname}() got some positional-only arguments "
                         f"passed as keyword arguments: 'value'")
        with self.assertRaises(TypeError) as cm:
            m[1, rows=2] = 'v'
        self.assertEqual(str(cm.exception),
                         f"{qualname}() got an unexpected keyword argument "
                         f"'rows'. Did you mean 'row'?")
        with self.assertRaises(TypeError) as cm:
            m[1, **{}] = 'v'
        self.assertEqual(str(cm.exception),
                         f"{qualname}() missing 1 required keyword-only "
                         f"argument: 'row'")

        class N:
            def __getitem__(self, index, k=None):
                return (index, k)
        n = N()
        qualname = f"{N.__qualname__}.__getitem__"
        with self.assertRaises(TypeError) as cm:
            n[1, index=2]
        self.assertEqual(str(cm.exception),
                         f"{qualname}() got multiple values for argument "
                         f"'index'")
        with self.assertRaises(TypeError) as cm:
            n[1, z=2]
        self.assertEqual(str(cm.exception),
                         f"{qualname}() got an unexpected keyword argument "
                         f"'z'")
        self.assertEqual(n[1, k=2], (1, 2))


class EveryPlaceTests(unittest.TestCase):
    """Keywords in every place where a subscript can stand."""

    def setUp(self):
        self.r = Recorder()

    def test_chained_assignment(self):
        r = self.r
        r[k=1] = r[k=2] = 'x'
        self.assertEqual(r.calls, [S((), 'x', k=1), S((), 'x', k=2)])

    def test_unpacking_targets(self):
        r = self.r
        r[k=1], r[0, k=2] = 'x', 'y'
        [r[k=3], *r[k=4]] = 'a', 'b', 'c'
        self.assertEqual(r.calls, [S((), 'x', k=1), S(0, 'y', k=2),
                                   S((), 'a', k=3), S((), ['b', 'c'], k=4)])

    def test_for_target(self):
        r = self.r
        for r[k=1] in 'ab':
            pass
        for i in range(2):
            for r[i, k=i] in 'c':
                pass
        self.assertEqual(r.calls, [S((), 'a', k=1), S((), 'b', k=1),
                                   S(0, 'c', k=0), S(1, 'c', k=1)])

    def test_with_target(self):
        r = self.r
        class CM:
            def __enter__(self):
                return 'entered'
            def __exit__(self, *exc):
                return False
        with CM() as r[k=1]:
            pass
        self.assertEqual(r.calls, [S((), 'entered', k=1)])

    def test_comprehension_targets(self):
        r = self.r
        self.assertEqual([r[k=1] for r[k=2] in 'ab'],
                         [G((), k=1), G((), k=1)])
        self.assertEqual([r[k=0] for r[0, k=1] in 'a'], [G((), k=0)])
        self.assertEqual(list(r[x, k=x] for x in 'a'), [G('a', k='a')])
        self.assertEqual(r.calls, [S((), 'a', k=2), G((), k=1),
                                   S((), 'b', k=2), G((), k=1),
                                   S(0, 'a', k=1), G((), k=0),
                                   G('a', k='a')])

    def test_delete_several_targets(self):
        r = self.r
        del (r[k=1], r[0, k=2])
        del [r[k=3]]
        del r[k=4], r[**{'k': 5}]
        self.assertEqual(r.calls, [D((), k=1), D(0, k=2), D((), k=3),
                                   D((), k=4), D((), k=5)])

    def test_annotated_assignment_target(self):
        r = self.r
        ns = {'r': r}
        exec("r[k=1]: int = 3\nr[0, k=2]: int", ns)
        # Without a value, the target is evaluated but not subscripted.
        self.assertEqual(r.calls, [S((), 3, k=1)])

        events = []
        ns = {'r': r, 'ev': recording(events)}
        exec("ev(r)[ev(0), k=ev(1):ev(2), **ev({'m': 3})]: int", ns)
        self.assertEqual(events, [r, 0, 1, 2, {'m': 3}])
        self.assertEqual(r.calls, [S((), 3, k=1)])

    def test_augmented_assignment_evaluates_operands_once(self):
        events = []
        ev = recording(events)

        class Aug:
            def __getitem__(self, i, k):
                events.append(('G', i, k))
                return 10
            def __setitem__(self, i, v, k):
                events.append(('S', i, v, k))

        class Val:
            def __radd__(self, other):
                events.append(('add', other))
                return other + 1

        a = Aug()
        val = Val()
        ev(a)[ev(0), k=ev(1)] += ev(val)
        self.assertEqual(events, [a, 0, 1, ('G', 0, 1), val, ('add', 10),
                                  ('S', 0, 11, 1)])

        events.clear()
        ev(a)[ev(0), ev(5), **ev({'k': 1})] -= 1
        self.assertEqual(events, [a, 0, 5, {'k': 1}, ('G', (0, 5), 1),
                                  ('S', (0, 5), 9, 1)])

        events.clear()
        ev(a)[k=ev(2)] *= 3
        self.assertEqual(events, [a, 2, ('G', (), 2), ('S', (), 30, 2)])

    def test_augmented_assignment_in_place(self):
        d = {}

        class Lists:
            def __getitem__(self, i, *, k):
                return d.setdefault((i, k), [])
            def __setitem__(self, i, v, *, k):
                d[(i, k)] = v

        lists = Lists()
        lists[1, k=2] += [3]
        lists[1, k=2] += [4]
        self.assertEqual(d, {(1, 2): [3, 4]})

    def test_augmented_assignment_when_setitem_raises(self):
        class SetFails(Recorder):
            def __setitem__(self, *args, **kwargs):
                super().__setitem__(*args, **kwargs)
                raise LookupError('from __setitem__')

        for mapping in [False, True]:
            with self.subTest(mapping=mapping):
                r = SetFails()
                with self.assertRaises(LookupError) as cm:
                    if mapping:
                        r[1, **{'k': 2}] += ('v',)
                    else:
                        r[1, k=2] += ('v',)
                self.assertEqual(cm.exception.args, ('from __setitem__',))
                self.assertEqual(r.calls, [G(1, k=2),
                                           S(1, G(1, k=2) + ('v',), k=2)])

    def test_augmented_assignment_with_bad_mapping_calls_nothing(self):
        # The error names __getitem__(), the first dunder it would call,
        # as r.__getitem__(1, **bad) would.
        r = self.r
        bad = 1
        with self.assertRaises(TypeError) as cm:
            r[1, **bad] += 1
        self.assertEqual(str(cm.exception),
                         f"{__name__}.Recorder.__getitem__() argument after "
                         f"** must be a mapping, not int")
        self.assertEqual(r.calls, [])

    def test_class_getitem(self):
        class C:
            def __class_getitem__(cls, item, **kwargs):
                return (cls, item, kwargs)
        self.assertEqual(C[int, T=str], (C, int, {'T': str}))
        self.assertEqual(C[T=str], (C, (), {'T': str}))
        self.assertEqual(C[int, bytes, T=str], (C, (int, bytes), {'T': str}))
        self.assertEqual(C[**{'T': str}], (C, (), {'T': str}))

        class Meta(type):
            def __getitem__(cls, item, **kwargs):
                return ('meta', item, kwargs)
        class WithMeta(metaclass=Meta):
            def __class_getitem__(cls, item, **kwargs):
                return 'not used'
        self.assertEqual(WithMeta[1, k=2], ('meta', 1, {'k': 2}))

        class NoClassGetitem:
            pass
        with self.assertRaises(TypeError) as cm:
            NoClassGetitem[k=1]
        self.assertEqual(str(cm.exception),
                         "type 'NoClassGetitem' is not subscriptable")

    def test_annotations(self):
        class M:
            def __class_getitem__(cls, item, **kwargs):
                return ('M', item, kwargs)
        ns = {'M': M}
        exec("def f(x: M[k=int]) -> M[int, v=str]: pass", ns)
        self.assertEqual(ns['f'].__annotations__,
                         {'x': ('M', (), {'k': int}),
                          'return': ('M', int, {'v': str})})
        exec("from __future__ import annotations\n"
             "def g(x: M[k=int], y: M[1:2, k=..., **kw]): pass", ns)
        self.assertEqual(ns['g'].__annotations__,
                         {'x': 'M[k=int]', 'y': 'M[1:2, k=..., **kw]'})

    def test_evaluation_order(self):
        events = []
        ev = recording(events)
        r = self.r
        ev(r)[ev(1), ev(2), k=ev(3), **ev({'m': 5}), j=ev(6)]
        self.assertEqual(events, [r, 1, 2, 3, {'m': 5}, 6])
        self.assertEqual(r.calls, [G((1, 2), k=3, m=5, j=6)])

        # As in a call, a '*' item after a keyword is a positional item: it
        # is evaluated with them, before the keyword values.
        events.clear()
        r.calls.clear()
        ev(r)[ev(1), ev(2), k=ev(3), *ev([4]), **ev({'m': 5}), j=ev(6)]
        self.assertEqual(events, [r, 1, 2, [4], 3, {'m': 5}, 6])
        self.assertEqual(r.calls, [G((1, 2, 4), k=3, m=5, j=6)])

        events.clear()
        ev(r)[ev(1), k=ev(2)] = ev('v')
        self.assertEqual(events, ['v', r, 1, 2])
        events.clear()
        del ev(r)[ev(1), k=ev(2)]
        self.assertEqual(events, [r, 1, 2])

    def test_nested_and_in_other_expressions(self):
        r = self.r
        self.assertEqual(r[k=r[j=1]], G((), k=G((), j=1)))
        self.assertEqual(r[k=1][1], ((),))
        self.assertEqual(len(r[k=1]), 3)
        self.assertEqual(r[k=lambda: 1][2]['k'](), 1)
        self.assertEqual(r[k=(x := 5)], G((), k=5))
        self.assertEqual(x, 5)

    def test_fstrings(self):
        r = self.r
        self.assertEqual(f"{r[k=1]=}", f"r[k=1]={G((), k=1)!r}")
        self.assertEqual(f"{r[1, k = 2] = }", f"r[1, k = 2] = {G(1, k=2)!r}")
        self.assertEqual(f"{r[k=1:2]}", str(G((), k=slice(1, 2))))
        self.assertEqual(f"{r[1, k=2]!r:>40}", f"{repr(G(1, k=2)):>40}")
        inner = repr(G((), j=1))
        self.assertEqual(f"{r[k=f'{r[j=1]!r}']}", str(G((), k=inner)))
        self.assertEqual(r.calls, [G((), k=1), G(1, k=2),
                                   G((), k=slice(1, 2)), G(1, k=2),
                                   G((), j=1), G((), k=inner)])


class BuiltinTypesTests(unittest.TestCase):
    """Types that do not take keywords."""

    def assertRaisesMessage(self, exc_type, message):
        return self.assertRaisesRegex(exc_type, f'^{re.escape(message)}$')

    def check_rejected(self, obj, name, *, store=True, delete=True):
        msg = f"{name}.__getitem__() takes no keyword arguments"
        with self.assertRaisesMessage(TypeError, msg):
            obj[0, a=2]
        with self.assertRaisesMessage(TypeError, msg):
            obj[a=2]
        with self.assertRaisesMessage(TypeError, msg):
            obj[0, **{'a': 2}]
        typename = type(obj).__name__
        if store:
            msg = f"{name}.__setitem__() takes no keyword arguments"
        else:
            msg = f"'{typename}' object does not support item assignment"
        with self.assertRaisesMessage(TypeError, msg):
            obj[0, a=2] = 1
        if delete:
            msg = f"{name}.__delitem__() takes no keyword arguments"
        else:
            msg = f"'{typename}' object does not support item deletion"
        with self.assertRaisesMessage(TypeError, msg):
            del obj[0, a=2]

    def test_builtin_types_reject_keywords(self):
        self.check_rejected({0: 1}, "dict")
        self.check_rejected([1], "list")
        self.check_rejected((1,), "tuple", store=False, delete=False)
        self.check_rejected("s", "str", store=False, delete=False)
        self.check_rejected(b"s", "bytes", store=False, delete=False)
        self.check_rejected(bytearray(b"s"), "bytearray")
        self.check_rejected(range(3), "range", store=False, delete=False)
        self.check_rejected(memoryview(bytearray(b"s")), "memoryview")
        self.check_rejected(types.MappingProxyType({0: 1}), "mappingproxy",
                            store=False, delete=False)

    def test_stdlib_types_reject_keywords(self):
        import array
        self.check_rejected(array.array('i', [1]), "array")
        self.check_rejected(collections.deque([1]), "deque")
        self.check_rejected(collections.defaultdict(int), "dict")
        od = collections.OrderedDict({0: 1})
        with self.assertRaisesMessage(
                TypeError, "dict.__getitem__() takes no keyword arguments"):
            od[0, a=2]
        with self.assertRaisesMessage(
                TypeError,
                "OrderedDict.__setitem__() takes no keyword arguments"):
            od[0, a=2] = 1
        with self.assertRaisesMessage(
                TypeError,
                "OrderedDict.__delitem__() takes no keyword arguments"):
            del od[0, a=2]
        # Their dunders are Python functions: the call fails to bind.
        for obj in (collections.UserDict({0: 1}), collections.UserList([1]),
                    collections.ChainMap({0: 1})):
            name = type(obj).__name__
            with self.subTest(obj=obj):
                with self.assertRaisesMessage(
                        TypeError,
                        f"{name}.__getitem__() got an unexpected keyword "
                        f"argument 'a'"):
                    obj[0, a=2]
                with self.assertRaisesMessage(
                        TypeError,
                        f"{name}.__setitem__() got an unexpected keyword "
                        f"argument 'a'"):
                    obj[0, a=2] = 1
                with self.assertRaisesMessage(
                        TypeError,
                        f"{name}.__delitem__() got an unexpected keyword "
                        f"argument 'a'"):
                    del obj[0, a=2]
        self.assertEqual(collections.UserList([1])[0], 1)

    def test_generic_aliases_reject_keywords(self):
        for cls in (list, dict, tuple, frozenset, collections.deque):
            name = cls.__name__
            with self.subTest(cls=cls):
                with self.assertRaisesMessage(
                        TypeError,
                        f"{name}.__class_getitem__() takes no keyword "
                        f"arguments"):
                    cls[T=int]
        with self.assertRaisesMessage(
                TypeError,
                "dict.__class_getitem__() takes no keyword arguments"):
            dict[k=str, v=int]
        with self.assertRaisesMessage(
                TypeError,
                "GenericAlias.__getitem__() takes no keyword arguments"):
            list[int][T=int]
        for source in ["type[T=int]", "type[int, T=int]",
                       "type[**{'T': int}]"]:
            with self.subTest(source=source):
                with self.assertRaisesMessage(
                        TypeError, "type[...] takes no keyword arguments"):
                    eval(source)

    def test_c_slot_wrappers_reject_keywords(self):
        # A C type that only fills the mp_subscript, mp_ass_subscript and
        # sq_item slots has slot wrappers as its dunders: they reject
        # keywords with a TypeError naming the type, and never drop them.
        _testbuffer = import_helper.import_module('_testbuffer')
        nd = _testbuffer.ndarray([1, 2, 3], shape=[3],
                                 flags=_testbuffer.ND_WRITABLE)
        slot_wrapper = type(tuple.__getitem__)
        for name in ('__getitem__', '__setitem__', '__delitem__'):
            self.assertIsInstance(type(nd).__dict__[name], slot_wrapper)
        self.assertEqual(nd[0], 1)
        with self.assertRaisesMessage(
                TypeError, "ndarray.__getitem__() takes no keyword arguments"):
            nd[0, k=1]
        with self.assertRaisesMessage(
                TypeError, "ndarray.__setitem__() takes no keyword arguments"):
            nd[0, k=1] = 5
        with self.assertRaisesMessage(
                TypeError, "ndarray.__getitem__() takes no keyword arguments"):
            nd[0, **{'k': 1}]
        self.assertEqual(nd.tolist(), [1, 2, 3])

    def test_not_subscriptable_message_unchanged(self):
        for source in ["(1)[k=1]", "(1)[0, k=1]", "(1)[**{'k': 1}]"]:
            with self.subTest(source=source):
                with self.assertRaisesMessage(
                        TypeError, "'int' object is not subscriptable"):
                    with warnings.catch_warnings():
                        warnings.simplefilter('ignore', SyntaxWarning)
                        eval(source)
        x = 1
        with self.assertRaisesMessage(
                TypeError, "'int' object does not support item assignment"):
            x[k=1] = 2
        with self.assertRaisesMessage(
                TypeError, "'int' object does not support item deletion"):
            del x[k=1]

    def test_subclass_may_take_keywords(self):
        class D(dict):
            def __getitem__(self, key, *, default=None):
                return super().get(key, default)
        d = D(a=1)
        self.assertEqual(d['a'], 1)
        self.assertEqual(d['b', default=2], 2)
        self.assertEqual(d['b'], None)


class DoubleStarErrorTests(unittest.TestCase):
    """An error in a '**' item names the dunder, as the explicit call of the
    dunder does, and formatting it runs no code of the container."""

    MAPPING = "argument after ** must be a mapping, not int"
    REPEATED = "got multiple values for keyword argument 'k'"

    def check(self, namespace, statement, explicit_call, message):
        """statement and explicit_call (None if there is none) raise a
        TypeError whose message is message."""
        namespace = dict(namespace, bad=1)
        sources = [statement] if explicit_call is None else [explicit_call,
                                                             statement]
        for source in sources:
            with self.subTest(source=source):
                with self.assertRaises(TypeError) as cm:
                    exec(source, namespace)
                self.assertEqual(str(cm.exception), message)

    def test_python_dunders(self):
        class R:
            def __getitem__(self, *args, **kwargs):
                pass
            def __setitem__(self, *args, **kwargs):
                pass
            def __delitem__(self, *args, **kwargs):
                pass
        ns = {'r': R()}
        name = f"{__name__}.{R.__qualname__}"
        for statement, explicit_call, dunder in [
            ("r[**bad]", "type(r).__getitem__(r, (), **bad)", "__getitem__"),
            ("r[0, **bad]", "type(r).__getitem__(r, 0, **bad)",
             "__getitem__"),
            ("r[k=1, **bad]", "type(r).__getitem__(r, (), k=1, **bad)",
             "__getitem__"),
            ("r[**bad] = 2", "type(r).__setitem__(r, (), 2, **bad)",
             "__setitem__"),
            ("del r[**bad]", "type(r).__delitem__(r, (), **bad)",
             "__delitem__"),
        ]:
            self.check(ns, statement, explicit_call,
                       f"{name}.{dunder}() {self.MAPPING}")
        for statement, explicit_call, dunder in [
            ("r[k=1, **{'k': 2}]",
             "type(r).__getitem__(r, (), k=1, **{'k': 2})", "__getitem__"),
            ("r[0, **{'k': 1}, **{'k': 2}]",
             "type(r).__getitem__(r, 0, **{'k': 1}, **{'k': 2})",
             "__getitem__"),
            ("r[k=1, **{'k': 2}] = 3",
             "type(r).__setitem__(r, (), 3, k=1, **{'k': 2})", "__setitem__"),
            ("del r[k=1, **{'k': 2}]",
             "type(r).__delitem__(r, (), k=1, **{'k': 2})", "__delitem__"),
        ]:
            self.check(ns, statement, explicit_call,
                       f"{name}.{dunder}() {self.REPEATED}")

    def test_class_getitem(self):
        class C:
            def __class_getitem__(cls, *args, **kwargs):
                pass
        ns = {'C': C}
        name = f"{__name__}.{C.__qualname__}.__class_getitem__()"
        self.check(ns, "C[**bad]", "C.__class_getitem__((), **bad)",
                   f"{name} {self.MAPPING}")
        self.check(ns, "C[int, k=1, **{'k': 2}]",
                   "C.__class_getitem__(int, k=1, **{'k': 2})",
                   f"{name} {self.REPEATED}")

    def test_c_method_descriptors(self):
        ns = {'d': {}}
        self.check(ns, "d[**bad]", "dict.__getitem__(d, (), **bad)",
                   f"dict.__getitem__() {self.MAPPING}")
        self.check(ns, "d[0, **bad] = 1", "dict.__setitem__(d, 0, 1, **bad)",
                   f"dict.__setitem__() {self.MAPPING}")
        self.check(ns, "del d[0, **bad]", "dict.__delitem__(d, 0, **bad)",
                   f"dict.__delitem__() {self.MAPPING}")
        self.check(ns, "d[k=1, **{'k': 2}]",
                   "dict.__getitem__(d, (), k=1, **{'k': 2})",
                   f"dict.__getitem__() {self.REPEATED}")

    def test_types_without_the_dunder(self):
        # There is no explicit call to compare with: the message names the
        # dunder that the type lacks.
        ns = {'x': 5}
        self.check(ns, "x[**bad]", None, f"int.__getitem__() {self.MAPPING}")
        self.check(ns, "x[**bad] = 1", None,
                   f"int.__setitem__() {self.MAPPING}")
        self.check(ns, "del x[**bad]", None,
                   f"int.__delitem__() {self.MAPPING}")

        class N:
            pass
        name = f"{__name__}.{N.__qualname__}"
        ns = {'n': N()}
        self.check(ns, "n[**bad]", None,
                   f"{name}.__getitem__() {self.MAPPING}")
        self.check(ns, "n[k=1, **{'k': 2}]", None,
                   f"{name}.__getitem__() {self.REPEATED}")
        self.check(ns, "n[**bad] = 1", None,
                   f"{name}.__setitem__() {self.MAPPING}")
        self.check(ns, "del n[**bad]", None,
                   f"{name}.__delitem__() {self.MAPPING}")

    def test_formatting_runs_no_code_of_the_container(self):
        log = []

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
            def __getitem__(self, *args, **kwargs):
                log.append('called')
            def __setitem__(self, *args, **kwargs):
                log.append('called')
            def __delitem__(self, *args, **kwargs):
                log.append('called')

        class Generic(metaclass=Meta):
            def __class_getitem__(cls, *args, **kwargs):
                log.append('called')

        class Empty(Loud):
            pass

        ns = {'c': Container(), 'G': Generic, 'e': Empty(), 'bad': 1}
        container = f"{__name__}.{Container.__qualname__}"
        generic = f"{__name__}.{Generic.__qualname__}"
        empty = f"{__name__}.{Empty.__qualname__}"
        for statement, message in [
            ("c[**bad]", f"{container}.__getitem__() {self.MAPPING}"),
            ("c[0, **bad] = 1", f"{container}.__setitem__() {self.MAPPING}"),
            ("del c[**bad]", f"{container}.__delitem__() {self.MAPPING}"),
            ("c[k=1, **{'k': 2}]",
             f"{container}.__getitem__() {self.REPEATED}"),
            ("c[**bad] += 1", f"{container}.__getitem__() {self.MAPPING}"),
            ("G[**bad]", f"{generic}.__class_getitem__() {self.MAPPING}"),
            ("G[int, k=1, **{'k': 2}]",
             f"{generic}.__class_getitem__() {self.REPEATED}"),
            ("e[**bad]", f"{empty}.__getitem__() {self.MAPPING}"),
            ("e[0, **bad] = 1", f"{empty}.__setitem__() {self.MAPPING}"),
            ("del e[**bad]", f"{empty}.__delitem__() {self.MAPPING}"),
        ]:
            self.check(ns, statement, None, message)
        self.assertEqual(log, [])

    def test_callable_instance_dunder(self):
        # The dunder is named through the type that holds it: neither its
        # __qualname__ nor its __str__ is asked for.
        log = []

        class Handler:
            def __call__(self, *args, **kwargs):
                log.append('called')
            def __repr__(self):
                log.append('__repr__')
                return 'Handler()'
            def __str__(self):
                log.append('__str__')
                return 'Handler'
            def __getattr__(self, name):
                log.append(name)
                raise AttributeError(name)

        class Box:
            __getitem__ = __setitem__ = __delitem__ = Handler()

        ns = {'b': Box()}
        name = f"{__name__}.{Box.__qualname__}"
        self.check(ns, "b[**bad]", None,
                   f"{name}.__getitem__() {self.MAPPING}")
        self.check(ns, "b[k=1, **{'k': 2}]", None,
                   f"{name}.__getitem__() {self.REPEATED}")
        self.check(ns, "b[0, **bad] = 1", None,
                   f"{name}.__setitem__() {self.MAPPING}")
        self.check(ns, "del b[**bad]", None,
                   f"{name}.__delitem__() {self.MAPPING}")
        self.assertEqual(log, [])


def call_with_same_keywords(tree):
    """The module tree, whose only statement holds a Subscript, with a Call
    of the same keyword objects instead (as an expression statement)."""
    stmt = tree.body[0]
    # An expression statement, an assignment or a del statement.
    subscript = stmt.value if isinstance(stmt, ast.Expr) else stmt.targets[0]
    call = ast.Call(ast.Name('r', ast.Load()), [], subscript.keywords)
    return ast.fix_missing_locations(ast.Module([ast.Expr(call)], []))


class PythonAPITests(unittest.TestCase):
    """The ast, operator and dis modules."""

    def test_ast_subscript_has_keywords(self):
        self.assertEqual(ast.Subscript._fields,
                         ('value', 'slice', 'ctx', 'keywords'))
        tree = ast.parse("a[1, k=2:3, **m]", mode="eval").body
        self.assertEqual([kw.arg for kw in tree.keywords], ['k', None])
        self.assertIsInstance(tree.keywords[0].value, ast.Slice)
        self.assertEqual(ast.parse("a[k=1]", mode="eval").body.slice.elts,
                         [])
        # Positional construction as in CPython 3.13 still works.
        sub = ast.Subscript(ast.Name('a', ast.Load()), ast.Constant(0),
                            ast.Load())
        self.assertEqual(sub.keywords, [])

    def test_help_describes_keyword_subscripts(self):
        # help() prints Lib/pydoc_data/topics.py, which "make -C Doc
        # pydoc-topics" generates from Doc/reference: regenerate it when
        # the reference of keyword subscripts changes.
        pydoc = import_helper.import_module('pydoc')
        cases = [
            ('SUBSCRIPTS', 'Subscriptions with keyword arguments'),
            ('SUBSCRIPTS',
             '"a[k=v]" calls "type(a).__getitem__(a, (), k=v)"'),
            ('SEQUENCEMETHODS', '"self[key, k=v] = value" calls'),
            ('SPECIALMETHODS', '"C.__class_getitem__(int, T=str)"'),
        ]
        for request, text in cases:
            with self.subTest(request=request, text=text):
                output = io.StringIO()
                pydoc.Helper(output=output).help(request)
                shown = ' '.join(output.getvalue().split())
                self.assertIn(text, shown)

    def test_unparse_round_trip(self):
        for source in ["a[k=1]", "a[1, k=2]", "a[(1,), k=2]",
                       "a[1, 2, *b, k=3, **m]", "a[k=1:2:3]"]:
            with self.subTest(source=source):
                tree = ast.parse(source)
                self.assertEqual(ast.unparse(tree), source)
                self.assertEqual(ast.dump(ast.parse(ast.unparse(tree))),
                                 ast.dump(tree))

    def test_compile_validates_hand_built_trees(self):
        def module(keywords):
            sub = ast.Subscript(ast.Name('a', ast.Load()),
                                ast.Tuple([], ast.Load()), ast.Load(),
                                keywords)
            return ast.fix_missing_locations(
                ast.Module([ast.Expr(sub)], []))

        # Malformed keywords are rejected as in a call.
        for keywords in [
            [ast.keyword('k', ast.Name('x', ast.Store()))],
            [ast.keyword(None, ast.Name('x', ast.Del()))],
            [ast.keyword('k', ast.Slice(ast.Name('x', ast.Store())))],
            [ast.keyword('k', None)],
            [ast.keyword('k', ast.Pass())],
            [ast.keyword(1, ast.Constant(1))],
            [ast.Constant(1)],
            [None],
        ]:
            tree = module(keywords)
            with self.subTest(tree=ast.dump(tree)):
                with self.assertRaises((ValueError, TypeError)) as cm:
                    compile(call_with_same_keywords(tree), '<test>', 'exec')
                with self.assertRaises(type(cm.exception)) as cm2:
                    compile(tree, '<test>', 'exec')
                self.assertEqual(str(cm2.exception), str(cm.exception))
        with self.assertRaises(TypeError) as cm:
            compile(module(None), '<test>', 'exec')
        self.assertEqual(str(cm.exception), 'Subscript field "keywords" '
                                            'must be a list, not a NoneType')
        code = compile(module([ast.keyword('k', ast.Constant(1))]),
                       '<test>', 'exec')
        r = Recorder()
        exec(code, {'a': r})
        self.assertEqual(r.calls, [G((), k=1)])
        # A hand-built tree may repeat a keyword: the compiler checks it.
        with self.assertRaises(SyntaxError) as cm:
            compile(module([ast.keyword('k', ast.Constant(1)),
                            ast.keyword('k', ast.Constant(2))]),
                    '<test>', 'exec')
        self.assertEqual(cm.exception.msg, "keyword argument repeated: k")

    def test_operator_forwards_keywords(self):
        for mod in (operator,
                    import_helper.import_fresh_module('operator',
                                                      blocked=['_operator'])):
            with self.subTest(module=mod):
                r = Recorder()
                self.assertEqual(mod.getitem(r, 1, k=2), G(1, k=2))
                mod.setitem(r, 1, 'v', k=2)
                mod.delitem(r, 1, k=2)
                self.assertEqual(mod.getitem(r, 1), G(1))
                self.assertEqual(r.calls, [G(1, k=2), S(1, 'v', k=2),
                                           D(1, k=2), G(1)])
                with self.assertRaises(TypeError) as cm:
                    mod.getitem([1], 0, k=1)
                self.assertEqual(str(cm.exception),
                                 "list.__getitem__() takes no keyword "
                                 "arguments")

    def test_dis_shows_new_instructions(self):
        code = compile("a[1, k=2]; a[k=1] = v; del a[0, **m]", "<test>",
                       "exec")
        instrs = [(i.opname, i.arg) for i in dis.get_instructions(code)
                  if i.opname.endswith("SUBSCR_KW")]
        self.assertEqual(instrs, [("BINARY_SUBSCR_KW", 1),
                                  ("STORE_SUBSCR_KW", 1),
                                  ("DELETE_SUBSCR_KW", 0)])
        for name in ("BINARY_SUBSCR_KW", "STORE_SUBSCR_KW",
                     "DELETE_SUBSCR_KW"):
            self.assertIn(dis.opmap[name], dis.hasarg)


class CAPITests(unittest.TestCase):
    """PyObject_GetItemWithKeywords() and friends."""

    def test_c_api(self):
        _testcapi = import_helper.import_module('_testcapi')
        getitem = _testcapi.object_getitemwithkeywords
        setitem = _testcapi.object_setitemwithkeywords
        delitem = _testcapi.object_delitemwithkeywords
        r = Recorder()
        self.assertEqual(getitem(r, 1, {'k': 2}), G(1, k=2))
        self.assertEqual(setitem(r, 1, 'v', {'k': 2}), 0)
        self.assertEqual(delitem(r, 1, {'k': 2}), 0)
        self.assertEqual(r.calls, [G(1, k=2), S(1, 'v', k=2), D(1, k=2)])
        # NULL or an empty dict: exactly PyObject_GetItem() and friends.
        d = {1: 2}
        self.assertEqual(getitem(d, 1, None), 2)
        self.assertEqual(getitem(d, 1, {}), 2)
        self.assertEqual(setitem(d, 3, 4, None), 0)
        self.assertEqual(delitem(d, 1, {}), 0)
        self.assertEqual(d, {3: 4})
        with self.assertRaises(KeyError) as cm:
            getitem(d, 1, None)
        self.assertEqual(cm.exception.args, (1,))
        with self.assertRaises(TypeError) as cm:
            getitem(d, 3, {'k': 1})
        self.assertEqual(str(cm.exception),
                         "dict.__getitem__() takes no keyword arguments")
        with self.assertRaises(TypeError) as cm:
            getitem(r, 1, {1: 2})
        self.assertEqual(str(cm.exception), "keywords must be strings")
        with self.assertRaises(TypeError) as cm:
            getitem(r, 1, [('k', 1)])
        self.assertEqual(str(cm.exception),
                         "keyword arguments must be a dict, not list")
        NULL = None  # As the other tests of the C API spell it.
        for func, args in [(getitem, (NULL, 1, NULL)),
                           (getitem, (r, NULL, {'k': 1})),
                           (setitem, (r, 1, NULL, {'k': 1})),
                           (delitem, (NULL, 1, {'k': 1}))]:
            with self.subTest(func=func, args=args):
                with self.assertRaises(SystemError) as cm:
                    func(*args)
                self.assertEqual(str(cm.exception),
                                 "null argument to internal routine")


class BytecodeTests(unittest.TestCase):
    """The instructions and the files of compiled code."""

    def test_magic_number_changed(self):
        from importlib.util import MAGIC_NUMBER
        # 3571 is the magic number of CPython 3.13.
        self.assertNotEqual(MAGIC_NUMBER,
                            (3571).to_bytes(2, 'little') + b'\r\n')

    def test_abi_unchanged(self):
        self.assertEqual(sys.implementation.name, 'cpython')
        self.assertEqual(sys.implementation.cache_tag, 'cpython-313')

    def test_opcodes_keep_their_numbers(self):
        import opcode
        # Some opcodes of CPython 3.13, specialized ones included, and the
        # new ones, which take numbers that 3.13 leaves free.
        for name, number in [('BINARY_SUBSCR', 5), ('STORE_SUBSCR', 39),
                             ('CALL_KW', 57), ('YIELD_VALUE', 118),
                             ('RESUME', 149), ('BINARY_SUBSCR_KW', 119),
                             ('DELETE_SUBSCR_KW', 120),
                             ('STORE_SUBSCR_KW', 121)]:
            with self.subTest(name=name):
                self.assertEqual(dis.opmap[name], number)
        for name, number in [('BINARY_SUBSCR_GETITEM', 158),
                             ('UNPACK_SEQUENCE_TWO_TUPLE', 222),
                             ('BINARY_SUBSCR_KW_PY', 223),
                             ('DELETE_SUBSCR_KW_PY', 224),
                             ('STORE_SUBSCR_KW_PY', 225)]:
            with self.subTest(name=name):
                self.assertEqual(opcode._specialized_opmap[name], number)

    def test_marshal_round_trip(self):
        import marshal
        code = compile("r[1, k=2]; r[k=1] = 2; del r[0, **m]; r[k=1] += (3,)",
                       "<test>", "exec")
        code2 = marshal.loads(marshal.dumps(code))
        self.assertEqual(code2.co_code, code.co_code)
        r = Recorder()
        exec(code2, {'r': r, 'm': {'j': 1}})
        self.assertEqual(r.calls, [G(1, k=2), S((), 2, k=1), D(0, j=1),
                                   G((), k=1), S((), G((), k=1) + (3,), k=1)])

    def test_import_from_pyc(self):
        import compileall
        import importlib
        from test.support import os_helper
        source = textwrap.dedent("""\
            class R:
                def __getitem__(self, i, /, **kw):
                    return (i, kw)
            value = R()[1, 2, k=3]
            """)
        with os_helper.temp_dir() as directory:
            path = os.path.join(directory, 'kwsub_pyc_module.py')
            with open(path, 'w', encoding='utf-8') as f:
                f.write(source)
            self.assertTrue(compileall.compile_dir(directory, quiet=2))
            os.remove(path)
            pyc = importlib.util.cache_from_source(path)
            os.rename(pyc, os.path.join(directory, 'kwsub_pyc_module.pyc'))
            with import_helper.DirsOnSysPath(directory):
                try:
                    module = importlib.import_module('kwsub_pyc_module')
                finally:
                    sys.modules.pop('kwsub_pyc_module', None)
            self.assertEqual(module.value, ((1, 2), {'k': 3}))
            self.assertTrue(module.__file__.endswith('.pyc'))


# Enough executions of an instruction for the specializing interpreter to
# have specialized it.
WARM_UP_RUNS = 4


class DunderCallTests(unittest.TestCase):
    """How the dunders are called."""

    def c_recursion_budget(self):
        """The function that tells how much C recursion is still allowed."""
        _testinternalcapi = import_helper.import_module('_testinternalcapi')
        return _testinternalcapi.get_c_recursion_remaining

    def test_python_dunders_are_called_inline(self):
        # The interpreter pushes the frame of a Python dunder and runs it in
        # the C call of the evaluation loop that runs its caller, as it does
        # for a Python function called from Python: the dunder has as much C
        # recursion budget left as its caller.  A call through the C API,
        # as operator.getitem() makes, enters the loop anew and uses some.
        budget = self.c_recursion_budget()

        class General:
            # With **kwargs, the instructions take their general path.
            def __getitem__(self, i, **kw):
                return budget()
            def __setitem__(self, i, v, **kw):
                self.left = budget()
            def __delitem__(self, i, **kw):
                self.left = budget()

        class KeywordOnly:
            # The instructions specialize for these.
            def __getitem__(self, i, /, *, k):
                return budget()
            def __setitem__(self, i, v, /, *, k):
                self.left = budget()
            def __delitem__(self, i, /, *, k):
                self.left = budget()

        def used(obj, kind):
            """The C recursion budget that the dunders use, run through a
            subscript, an explicit call or the C API."""
            caller = budget()
            if kind == 'subscript':
                got = obj[0, k=1]
                obj[0, k=1] = 2
                set_ = obj.left
                del obj[0, k=1]
            elif kind == 'explicit call':
                got = type(obj).__getitem__(obj, 0, k=1)
                type(obj).__setitem__(obj, 0, 2, k=1)
                set_ = obj.left
                type(obj).__delitem__(obj, 0, k=1)
            else:
                got = operator.getitem(obj, 0, k=1)
                operator.setitem(obj, 0, 2, k=1)
                set_ = obj.left
                operator.delitem(obj, 0, k=1)
            return (caller - got, caller - set_, caller - obj.left)

        # KeywordOnly first: used() runs specialized for it, and then
        # deoptimizes for General.
        for cls in KeywordOnly, General:
            with self.subTest(cls=cls.__name__):
                obj = cls()
                for kind in 'subscript', 'explicit call':
                    self.assertEqual(
                        [used(obj, kind) for _ in range(WARM_UP_RUNS)],
                        [(0, 0, 0)] * WARM_UP_RUNS)
                # The measure sees a C call.
                through_c = used(obj, 'C API')
                self.assertGreater(min(through_c), 0, through_c)

    def test_python_class_getitem_is_called_inline(self):
        budget = self.c_recursion_budget()

        class C:
            def __class_getitem__(cls, item, **kw):
                return budget()

        for _ in range(WARM_UP_RUNS):
            caller = budget()
            self.assertEqual(caller - C.__class_getitem__(int, k=1), 0)
            self.assertEqual(caller - C[int, k=1], 0)
            self.assertGreater(caller - operator.getitem(C, int, k=1), 0)

    def test_specialized_subscripts_in_a_long_loop(self):
        # Subscripts run many times in a loop, as in array code, and give
        # what their dunders return every time.  The loop is long enough,
        # too, for the PGO training, which runs this module (pgo.py), to
        # see the specialized instructions as hot code, as it sees the
        # plain subscripts that every program runs: otherwise GCC compiles
        # them for size, with the frame push out of line.
        class Grid:
            total = 0
            def __getitem__(self, i, /, *, k=0):
                return i * k
            def __setitem__(self, i, v, /, *, k=0):
                self.total += v * k
            def __delitem__(self, i, /, *, k=0):
                self.total -= i * k

        grid = Grid()
        n = 100_000
        got = 0
        for i in range(n):
            grid[i, k=1] = i
            got += grid[i, k=2] + grid[i]
            del grid[i, k=1]
        self.assertEqual(got, n * (n - 1))
        self.assertEqual(grid.total, 0)

    def test_other_callables_as_dunders(self):
        import functools

        class Static:
            @staticmethod
            def __getitem__(*args, **kwargs):
                return (args, kwargs)

        class Klass:
            @classmethod
            def __getitem__(cls, *args, **kwargs):
                return (cls, args, kwargs)

        class Partial:
            __getitem__ = staticmethod(functools.partial(
                lambda tag, i, **kw: (tag, i, kw), 'p'))

        class Descr:
            def __get__(self, obj, objtype=None):
                return lambda *a, **k: ('bound', obj is not None, a, k)

        class WithDescr:
            __getitem__ = Descr()

        class Gen:
            def __getitem__(self, i, **kw):
                yield i
                yield kw

        self.assertEqual(Static()[1, k=2], ((1,), {'k': 2}))
        self.assertEqual(Klass()[1, k=2], (Klass, (1,), {'k': 2}))
        self.assertEqual(Partial()[1, k=2], ('p', 1, {'k': 2}))
        self.assertEqual(WithDescr()[1, k=2], ('bound', True, (1,), {'k': 2}))
        self.assertEqual(list(Gen()[1, k=2]), [1, {'k': 2}])

    def test_exceptions_propagate(self):
        class Raises:
            def __getitem__(self, i, **kw):
                raise LookupError(i, kw)
            def __setitem__(self, i, v, **kw):
                raise LookupError(i, v, kw)
            def __delitem__(self, i, **kw):
                raise LookupError(i, kw)
        r = Raises()
        with self.assertRaises(LookupError) as cm:
            r[1, k=2]
        self.assertEqual(cm.exception.args, (1, {'k': 2}))
        with self.assertRaises(LookupError) as cm:
            r[1, k=2] = 3
        self.assertEqual(cm.exception.args, (1, 3, {'k': 2}))
        with self.assertRaises(LookupError) as cm:
            del r[1, k=2]
        self.assertEqual(cm.exception.args, (1, {'k': 2}))
        with self.assertRaises(LookupError) as cm:
            r[1, **{'k': 2}]
        self.assertEqual(cm.exception.args, (1, {'k': 2}))

    def test_instance_attribute_is_not_used(self):
        r = Recorder()
        r.__getitem__ = lambda *a, **k: 'instance'
        self.assertEqual(r[1, k=2], G(1, k=2))

    def test_store_and_delete_discard_the_result(self):
        class Returns:
            def __setitem__(self, i, v, *, k):
                return 'set'
            def __delitem__(self, i, *, k):
                return 'deleted'

        def run(obj):
            values = []
            for i in range(WARM_UP_RUNS):
                obj[i, k=1] = values
                del obj[i, k=1]
                obj[i, **{'k': 1}] = values
                del obj[i, **{'k': 1}]
                values.append(i)
            return values

        self.assertEqual(run(Returns()), list(range(WARM_UP_RUNS)))

    def test_traceback_points_at_the_subscript(self):
        import traceback
        source = textwrap.dedent("""\
            class Boom:
                def __getitem__(self, i, **kw):
                    raise ValueError
            x = Boom()[1, k=2]
        """)
        try:
            exec(compile(source, "<boom>", "exec"), {})
        except ValueError as exc:
            frames = traceback.extract_tb(exc.__traceback__)
        else:
            self.fail("ValueError not raised")
        self.assertEqual([(f.name, f.lineno) for f in frames[1:]],
                         [('<module>', 4), ('__getitem__', 3)])
        self.assertEqual((frames[1].colno, frames[1].end_colno), (4, 18))


def static_class_getitem(item, **kwargs):
    return ('staticmethod', item, kwargs)


def outside_class_getitem(cls, item, **kwargs):
    return ('classmethod', cls.__name__, item, kwargs)


def plain_class_getitem(item, **kwargs):
    return ('function', item, kwargs)


class MethodResolutionTests(unittest.TestCase):
    """A keyword subscript, the C API (PyObject_GetItemWithKeywords() and
    friends, operator.getitem()) and the error messages of a '**' item agree
    on which method is called: the dunder of the type, or a class's
    __class_getitem__, found as PyObject_GetItem() finds it."""

    MAPPING = "argument after ** must be a mapping, not int"

    def outcome(self, func):
        try:
            return ('returns', func())
        except Exception as exc:
            return ('raises', type(exc), str(exc))

    def cases(self):
        """(label, container, what container[1, k=2] gives, the name of the
        method in the messages of a '**' item, an explicit call of the
        method with **bad or None)."""
        mod = __name__
        log = self.log = []

        class Plain:
            def __getitem__(self, item, **kwargs):
                return ('dunder', item, kwargs)

        class Meta(type):
            def __getitem__(cls, item, **kwargs):
                return ('metaclass', item, kwargs)

        class WithMeta(metaclass=Meta):
            def __class_getitem__(cls, item, **kwargs):
                return 'not called'

        class GetattrMeta(type):
            def __getattr__(cls, name):
                log.append(('__getattr__', name))
                if name == '__class_getitem__':
                    return lambda item, **kw: ('__getattr__', item, kw)
                raise AttributeError(name)

        class FromGetattr(metaclass=GetattrMeta):
            pass

        class GetattrNotNeeded(metaclass=GetattrMeta):
            __class_getitem__ = classmethod(outside_class_getitem)

        class GetattributeMeta(type):
            def __getattribute__(cls, name):
                if name == '__class_getitem__':
                    log.append(('__getattribute__', name))
                    return lambda item, **kw: ('__getattribute__', item, kw)
                return super().__getattribute__(name)

        class FromGetattribute(metaclass=GetattributeMeta):
            def __class_getitem__(cls, item, **kwargs):
                return 'not called'

        class ClassMethod:
            def __class_getitem__(cls, item, **kwargs):
                return ('classmethod', cls.__name__, item, kwargs)

        class OutsideClassMethod:
            __class_getitem__ = classmethod(outside_class_getitem)

        class StaticMethod:
            __class_getitem__ = staticmethod(static_class_getitem)

        class Function:
            pass
        # Set after the class is made, it stays a plain function.
        Function.__class_getitem__ = plain_class_getitem

        class Callable:
            def __call__(self, item, **kwargs):
                return ('callable', item, kwargs)

        class CallableInstance:
            __class_getitem__ = Callable()

        class NoneClassGetitem:
            __class_getitem__ = None

        class ListSubclass(list):
            pass

        class GenericSubclass(list[int]):
            pass

        def name(cls, method='__class_getitem__'):
            return f"{mod}.{cls.__qualname__}.{method}()"

        no_keywords = "{}.__class_getitem__() takes no keyword arguments"
        return [
            ("dunder of the type", Plain(), ('dunder', 1, {'k': 2}),
             name(Plain, '__getitem__'), "type(obj).__getitem__(obj, **bad)"),
            ("metaclass __getitem__", WithMeta, ('metaclass', 1, {'k': 2}),
             name(Meta, '__getitem__'), "type(obj).__getitem__(obj, **bad)"),
            # Naming the method would run the getattr: the messages name
            # what the class has, found without running code.
            ("metaclass __getattr__", FromGetattr,
             ('__getattr__', 1, {'k': 2}), name(FromGetattr), None),
            ("metaclass __getattr__, not needed", GetattrNotNeeded,
             ('classmethod', 'GetattrNotNeeded', 1, {'k': 2}),
             f"{mod}.outside_class_getitem()",
             "obj.__class_getitem__(**bad)"),
            ("metaclass __getattribute__", FromGetattribute,
             ('__getattribute__', 1, {'k': 2}),
             name(FromGetattribute), None),
            ("classmethod", ClassMethod,
             ('classmethod', 'ClassMethod', 1, {'k': 2}), name(ClassMethod),
             "obj.__class_getitem__(**bad)"),
            ("classmethod of another function", OutsideClassMethod,
             ('classmethod', 'OutsideClassMethod', 1, {'k': 2}),
             f"{mod}.outside_class_getitem()",
             "obj.__class_getitem__(**bad)"),
            ("staticmethod", StaticMethod, ('staticmethod', 1, {'k': 2}),
             f"{mod}.static_class_getitem()",
             "obj.__class_getitem__(**bad)"),
            ("plain function", Function, ('function', 1, {'k': 2}),
             f"{mod}.plain_class_getitem()", "obj.__class_getitem__(**bad)"),
            ("callable instance", CallableInstance,
             ('callable', 1, {'k': 2}), name(CallableInstance), None),
            ("None", NoneClassGetitem,
             ('raises', TypeError,
              "type 'NoneClassGetitem' is not subscriptable"),
             name(NoneClassGetitem), None),
            ("type", type,
             ('raises', TypeError, "type[...] takes no keyword arguments"),
             "type.__getitem__()", None),
            ("list", list,
             ('raises', TypeError, no_keywords.format('list')),
             "list.__class_getitem__()", "obj.__class_getitem__(**bad)"),
            # Bound to the subclass, list.__class_getitem__ is named after
            # it, as the explicit call names it.
            ("subclass of list", ListSubclass,
             ('raises', TypeError,
              no_keywords.format(ListSubclass.__qualname__)),
             f"{ListSubclass.__qualname__}.__class_getitem__()",
             "obj.__class_getitem__(**bad)"),
            ("subclass of list[int]", GenericSubclass,
             ('raises', TypeError,
              no_keywords.format(GenericSubclass.__qualname__)),
             f"{GenericSubclass.__qualname__}.__class_getitem__()",
             "obj.__class_getitem__(**bad)"),
        ]

    def test_subscript_and_c_api_call_the_same_method(self):
        _testcapi = import_helper.import_module('_testcapi')
        getitem = _testcapi.object_getitemwithkeywords
        for label, obj, expected, _, _ in self.cases():
            if expected[0] != 'raises':
                expected = ('returns', expected)
            with self.subTest(label):
                # Run more than once, as the interpreter may specialize.
                for _ in range(WARM_UP_RUNS):
                    self.assertEqual(self.outcome(lambda: obj[1, k=2]),
                                     expected)
                self.assertEqual(self.outcome(lambda: obj[1, **{'k': 2}]),
                                 expected)
                self.assertEqual(
                    self.outcome(lambda: operator.getitem(obj, 1, k=2)),
                    expected)
                self.assertEqual(
                    self.outcome(lambda: getitem(obj, 1, {'k': 2})),
                    expected)

    def test_double_star_error_names_the_method_called(self):
        for label, obj, _, name, explicit_call in self.cases():
            message = f"{name} {self.MAPPING}"
            sources = ["obj[**bad]", "obj[1, **bad]"]
            if explicit_call is not None:
                sources.append(explicit_call)
            with self.subTest(label):
                for source in sources:
                    with self.assertRaises(TypeError) as cm:
                        exec(source, {'obj': obj, 'bad': 1})
                    self.assertEqual(str(cm.exception), message, source)

    def test_naming_the_method_runs_no_getattr_of_the_metaclass(self):
        cases = {label: obj for label, obj, *_ in self.cases()}
        for label in ("metaclass __getattr__",
                      "metaclass __getattr__, not needed",
                      "metaclass __getattribute__"):
            with self.subTest(label):
                with self.assertRaises(TypeError):
                    cases[label][**1]
                self.assertEqual(self.log, [])

    def test_metaclass_getattr_runs_once_per_subscript(self):
        # The eval loop finds the method without running code, or leaves
        # the call to the C API, which runs the getattr once.
        cases = {label: obj for label, obj, *_ in self.cases()}
        for label, hook in [("metaclass __getattr__", '__getattr__'),
                            ("metaclass __getattribute__",
                             '__getattribute__')]:
            obj = cases[label]
            with self.subTest(label):
                for _ in range(WARM_UP_RUNS):
                    del self.log[:]
                    obj[1, k=2]
                    self.assertEqual(self.log,
                                     [(hook, '__class_getitem__')])
                del self.log[:]
                obj[1, **{'k': 2}]
                self.assertEqual(self.log, [(hook, '__class_getitem__')])
        # Found on the class, __class_getitem__ does not ask __getattr__.
        obj = cases["metaclass __getattr__, not needed"]
        del self.log[:]
        for _ in range(WARM_UP_RUNS):
            obj[1, k=2]
        self.assertEqual(self.log, [])

    def test_store_and_delete_call_the_same_method(self):
        import functools
        _testcapi = import_helper.import_module('_testcapi')
        setitem = _testcapi.object_setitemwithkeywords
        delitem = _testcapi.object_delitemwithkeywords
        calls = []

        def record(*args, **kwargs):
            calls.append((args, kwargs))

        class Callable:
            def __call__(self, *args, **kwargs):
                record('callable', *args, **kwargs)

        class Descriptor:
            def __get__(self, obj, objtype=None):
                return functools.partial(record, 'bound', obj)

        class Function:
            def __setitem__(self, *args, **kwargs):
                record('function', *args, **kwargs)
            __delitem__ = __setitem__

        class Static:
            __setitem__ = __delitem__ = staticmethod(
                functools.partial(record, 'staticmethod'))

        class Class:
            __setitem__ = __delitem__ = classmethod(record)

        class CallableInstance:
            __setitem__ = __delitem__ = Callable()

        class WithDescriptor:
            __setitem__ = __delitem__ = Descriptor()

        class Neither:
            pass

        # Compiled once, so that the interpreter may specialize them.
        named = compile("obj[1, k=2] = 'v'; del obj[1, k=2]", "<named>",
                        "exec")
        mapping = compile("obj[1, **{'k': 2}] = 'v'; del obj[1, **{'k': 2}]",
                          "<mapping>", "exec")

        def subscripts(obj):
            exec(named, {'obj': obj})

        def subscripts_with_mapping(obj):
            exec(mapping, {'obj': obj})

        def operator_functions(obj):
            operator.setitem(obj, 1, 'v', k=2)
            operator.delitem(obj, 1, k=2)

        def c_api(obj):
            self.assertEqual(setitem(obj, 1, 'v', {'k': 2}), 0)
            self.assertEqual(delitem(obj, 1, {'k': 2}), 0)

        for cls in (Function, Static, Class, CallableInstance,
                    WithDescriptor):
            obj = cls()
            with self.subTest(cls=cls.__name__):
                expected = None
                for run in (subscripts, subscripts_with_mapping,
                            operator_functions, c_api):
                    del calls[:]
                    for _ in range(WARM_UP_RUNS):
                        run(obj)
                    self.assertEqual(len(calls), 2 * WARM_UP_RUNS)
                    if expected is None:
                        expected = calls[:]
                    self.assertEqual(calls, expected, run.__name__)

        obj = Neither()
        for source, message in [
            ("obj[1, k=2] = 'v'", "does not support item assignment"),
            ("obj[1, **{'k': 2}] = 'v'", "does not support item assignment"),
            ("del obj[1, k=2]", "does not support item deletion"),
            ("del obj[1, **{'k': 2}]", "does not support item deletion"),
        ]:
            with self.subTest(source=source):
                with self.assertRaises(TypeError) as cm:
                    exec(source, {'obj': obj})
                self.assertEqual(str(cm.exception),
                                 f"'Neither' object {message}")


class Traced:
    def __getitem__(self, i, *, k=None):
        return i

    def __setitem__(self, i, v, *, k=None):
        pass

    def __delitem__(self, i, *, k=None):
        pass


# The drivers of TracingTests: the same subscripts written four ways, each on
# the same lines relative to the first line of its function.

def subscripts_with_keywords(c):
    x = c[1, k=2]
    c[1, k=2] = x
    del c[1, k=2]


def subscripts_with_mapping(c):
    x = c[1, **{'k': 2}]
    c[1, **{'k': 2}] = x
    del c[1, **{'k': 2}]


def explicit_dunder_calls(c):
    x = type(c).__getitem__(c, 1, k=2)
    type(c).__setitem__(c, 1, x, k=2)
    type(c).__delitem__(c, 1, k=2)


def subscripts_without_keywords(c):
    x = c[1]
    c[1] = x
    del c[1]


KEYWORD_DRIVERS = (subscripts_with_keywords, subscripts_with_mapping)
TRACED_CODE = {Traced.__getitem__.__code__, Traced.__setitem__.__code__,
               Traced.__delitem__.__code__}


class TracingTests(unittest.TestCase):
    """Tracers, profilers and sys.monitoring see a subscript with keywords
    as the explicit call of its dunder, except that, as a subscript without
    keywords, it is not a call."""

    def where(self, code, driver, lineno=None):
        """The name of code ('driver' for the driver) and, if lineno is
        given, lineno relative to the first line of code."""
        name = 'driver' if code is driver.__code__ else code.co_name
        if lineno is None:
            return name
        return name, lineno - code.co_firstlineno

    def settrace_events(self, driver):
        events = []
        def tracer(frame, event, arg):
            code = frame.f_code
            if code is driver.__code__ or code in TRACED_CODE:
                events.append((event, *self.where(code, driver,
                                                  frame.f_lineno)))
            return tracer
        for _ in range(WARM_UP_RUNS):
            driver(Traced())
        old_tracer = sys.gettrace()
        sys.settrace(tracer)
        try:
            driver(Traced())
        finally:
            sys.settrace(old_tracer)
        return events

    def setprofile_events(self, driver):
        events = []
        def profiler(frame, event, arg):
            code = frame.f_code
            if code is driver.__code__ or code in TRACED_CODE:
                name = self.where(code, driver)
                if event.startswith('c_'):
                    events.append((event, name, arg.__name__))
                else:
                    events.append((event, name))
        for _ in range(WARM_UP_RUNS):
            driver(Traced())
        old_profiler = sys.getprofile()
        sys.setprofile(profiler)
        try:
            driver(Traced())
        finally:
            sys.setprofile(old_profiler)
        return events

    def monitoring_events(self, driver):
        mon = sys.monitoring
        E = mon.events
        tool = next((i for i in range(6) if mon.get_tool(i) is None), None)
        if tool is None:
            self.skipTest("no free sys.monitoring tool identifier")
        events = []

        def record(code, *event):
            if code is driver.__code__ or code in TRACED_CODE:
                events.append(event)

        def on_call(code, offset, func, arg0):
            record(code, 'CALL', self.where(code, driver), func.__qualname__)

        callbacks = {
            E.PY_START: lambda code, offset: record(
                code, 'PY_START', self.where(code, driver)),
            E.PY_RETURN: lambda code, offset, value: record(
                code, 'PY_RETURN', self.where(code, driver)),
            E.CALL: on_call,
            E.LINE: lambda code, line: record(
                code, 'LINE', *self.where(code, driver, line)),
        }
        for _ in range(WARM_UP_RUNS):
            driver(Traced())
        mon.use_tool_id(tool, "test_keyword_subscripts")
        try:
            for event, callback in callbacks.items():
                mon.register_callback(tool, event, callback)
            mon.set_events(tool, sum(callbacks))
            driver(Traced())
        finally:
            mon.set_events(tool, 0)
            for event in callbacks:
                mon.register_callback(tool, event, None)
            mon.free_tool_id(tool)
        return events

    def test_settrace(self):
        expected = [
            ('call', 'driver', 0),
            ('line', 'driver', 1),
            ('call', '__getitem__', 0), ('line', '__getitem__', 1),
            ('return', '__getitem__', 1),
            ('line', 'driver', 2),
            ('call', '__setitem__', 0), ('line', '__setitem__', 1),
            ('return', '__setitem__', 1),
            ('line', 'driver', 3),
            ('call', '__delitem__', 0), ('line', '__delitem__', 1),
            ('return', '__delitem__', 1),
            ('return', 'driver', 3),
        ]
        self.assertEqual(self.settrace_events(explicit_dunder_calls),
                         expected)
        for driver in KEYWORD_DRIVERS:
            with self.subTest(driver=driver.__name__):
                self.assertEqual(self.settrace_events(driver), expected)

    def test_setprofile(self):
        # No 'c_call' event: the dunders are not called through C.
        expected = [
            ('call', 'driver'),
            ('call', '__getitem__'), ('return', '__getitem__'),
            ('call', '__setitem__'), ('return', '__setitem__'),
            ('call', '__delitem__'), ('return', '__delitem__'),
            ('return', 'driver'),
        ]
        self.assertEqual(self.setprofile_events(explicit_dunder_calls),
                         expected)
        for driver in KEYWORD_DRIVERS:
            with self.subTest(driver=driver.__name__):
                self.assertEqual(self.setprofile_events(driver), expected)

    def test_sys_monitoring(self):
        expected = [
            ('PY_START', 'driver'),
            ('LINE', 'driver', 1),
            ('PY_START', '__getitem__'), ('LINE', '__getitem__', 1),
            ('PY_RETURN', '__getitem__'),
            ('LINE', 'driver', 2),
            ('PY_START', '__setitem__'), ('LINE', '__setitem__', 1),
            ('PY_RETURN', '__setitem__'),
            ('LINE', 'driver', 3),
            ('PY_START', '__delitem__'), ('LINE', '__delitem__', 1),
            ('PY_RETURN', '__delitem__'),
            ('PY_RETURN', 'driver'),
        ]
        # A subscript is not a call: as a subscript without keywords, whose
        # dunder is a Python function too, it has no CALL event.  The
        # explicit calls have CALL events for type() and for the dunders,
        # and otherwise the same events.
        self.assertEqual(self.monitoring_events(subscripts_without_keywords),
                         expected)
        explicit = self.monitoring_events(explicit_dunder_calls)
        self.assertEqual([e for e in explicit if e[0] != 'CALL'], expected)
        self.assertEqual([e for e in explicit if e[0] == 'CALL'],
                         [('CALL', 'driver', 'type'),
                          ('CALL', 'driver', 'Traced.__getitem__'),
                          ('CALL', 'driver', 'type'),
                          ('CALL', 'driver', 'Traced.__setitem__'),
                          ('CALL', 'driver', 'type'),
                          ('CALL', 'driver', 'Traced.__delitem__')])
        for driver in KEYWORD_DRIVERS:
            with self.subTest(driver=driver.__name__):
                self.assertEqual(self.monitoring_events(driver), expected)


# Differential testing: random subscripts with keywords, compiled and run
# against a Recorder, must call the dunder as the explicit call of it on the
# type does.  Tools/pep637/checks/fuzz_subscripts.py runs the long version.

_NAMES = ['a', 'b', 'k', 'row', 'col', 'time', 'x_1', 'index', 'value']


def _random_value(rng, slices=True):
    """A (source, value) pair for an item or a keyword value."""
    choice = rng.randrange(6 if slices else 4)
    if choice == 0:
        n = rng.randrange(-5, 100)
        return f"({n})" if n < 0 else str(n), n
    if choice == 1:
        s = rng.choice(['spam', 'eggs', ''])
        return repr(s), s
    if choice == 2:
        return '...', Ellipsis
    if choice == 3:
        items = [rng.randrange(10) for _ in range(rng.randrange(3))]
        return repr(tuple(items)), tuple(items)
    parts = [rng.choice([None, rng.randrange(-3, 10)]) for _ in range(3)]
    text = ':'.join('' if p is None else f"({p})" if p < 0 else str(p)
                    for p in parts[:2])
    if rng.randrange(2):
        text += ':' + ('' if parts[2] is None else str(parts[2]))
    else:
        parts[2] = None
    return text, slice(*parts)


def random_subscript(rng):
    """Return (source of the items, expected index, expected kwargs)."""
    sources, positional, keywords = [], [], {}
    starred = False
    for _ in range(rng.randrange(4)):
        if rng.randrange(5) == 0:
            items = [rng.randrange(10) for _ in range(rng.randrange(3))]
            sources.append(f"*{items!r}")
            positional.extend(items)
            starred = True
        else:
            text, value = _random_value(rng)
            sources.append(text)
            positional.append(value)
    names = rng.sample(_NAMES, rng.randrange(1, 5))
    seen_double_star = False
    for name in names:
        if rng.randrange(6) == 0:
            text, value = _random_value(rng, slices=False)
            sources.append(f"**{{{name!r}: {text}}}")
            seen_double_star = True
        else:
            text, value = _random_value(rng)
            sources.append(f"{name}={text}")
        keywords[name] = value
        if not seen_double_star and rng.randrange(6) == 0:
            items = [rng.randrange(10) for _ in range(rng.randrange(3))]
            sources.append(f"*{items!r}")
            positional.extend(items)
            starred = True
    if rng.randrange(4) == 0:
        sources.append('')          # trailing comma
    if len(positional) == 1 and not starred:
        index = positional[0]
    else:
        index = tuple(positional)
    return ", ".join(sources), index, keywords


_UNSET = object()


def _given(arguments):
    """The keyword arguments, among the locals of a dunder of
    KeywordOnlyRecorder, that the subscript gave."""
    return {name: value for name, value in arguments.items()
            if name in _NAMES and value is not _UNSET}


class KeywordOnlyRecorder(Recorder):
    """A Recorder whose dunders take every name of _NAMES as a keyword-only
    parameter: the specialized instructions call them inline."""

    def __getitem__(self, i, /, *, a=_UNSET, b=_UNSET, k=_UNSET, row=_UNSET,
                    col=_UNSET, time=_UNSET, x_1=_UNSET, index=_UNSET,
                    value=_UNSET):
        kwargs = _given(locals())
        self.calls.append(('G', (i,), kwargs))
        return ('G', (i,), kwargs)

    def __setitem__(self, i, v, /, *, a=_UNSET, b=_UNSET, k=_UNSET,
                    row=_UNSET, col=_UNSET, time=_UNSET, x_1=_UNSET,
                    index=_UNSET, value=_UNSET):
        self.calls.append(('S', (i, v), _given(locals())))

    def __delitem__(self, i, /, *, a=_UNSET, b=_UNSET, k=_UNSET, row=_UNSET,
                    col=_UNSET, time=_UNSET, x_1=_UNSET, index=_UNSET,
                    value=_UNSET):
        self.calls.append(('D', (i,), _given(locals())))


def check_random_subscript(rng, runs=1):
    """Compile and run one random keyword subscript in a random context,
    runs times (from the third, the instructions are specialized), against a
    Recorder or a KeywordOnlyRecorder.  Return None if it calls the dunder
    as expected, else a description."""
    items, index, kwargs = random_subscript(rng)
    recorder = rng.choice([Recorder, KeywordOnlyRecorder])
    value = rng.randrange(1000)
    context = rng.randrange(8)
    if context == 0:
        source, expected = f"result = r[{items}]", [G(index, **kwargs)]
    elif context == 1:
        source, expected = f"r[{items}] = {value}", [S(index, value, **kwargs)]
    elif context == 2:
        source, expected = f"del r[{items}]", [D(index, **kwargs)]
    elif context == 3:
        source = f"r[{items}] += ({value},)"
        expected = [G(index, **kwargs),
                    S(index, G(index, **kwargs) + (value,), **kwargs)]
    elif context == 4:
        source = f"for r[{items}] in [{value}]: pass"
        expected = [S(index, value, **kwargs)]
    elif context == 5:
        source = f"r[{items}], other = {value}, 0"
        expected = [S(index, value, **kwargs)]
    elif context == 6:
        source = f"r[{items}]: int = {value}"
        expected = [S(index, value, **kwargs)]
    else:
        source = f"result = [r[{items}] for _ in 'ab']"
        expected = [G(index, **kwargs)] * 2
    code = compile(source, "<random>", "exec")
    for run in range(runs):
        r = recorder()
        try:
            exec(code, {'r': r})
        except Exception as exc:
            return f"{source!r} ({recorder.__name__}) raised {exc!r}"
        if r.calls != expected:
            return (f"{source!r} ({recorder.__name__}, run {run + 1}): "
                    f"got {r.calls!r}, expected {expected!r}")
    return None


INVALID_SUBSCRIPTS = [
    "r[]", "r[1, k=2, 3]", "r[k=1, k=2]", "r[**m, *a]", "r[1=2]",
    "r[f()=2]", "r[k=]", "r[k=x:=1]", "r[None=1]", "r[**m, 1]",
    "r[k=1 for x in y]", "r[*]", "r[**]", "r[k=*a]", "r[1,, k=2]",
]


def random_invalid_subscript(rng):
    """A source that must raise SyntaxError."""
    template = rng.choice(INVALID_SUBSCRIPTS)
    context = rng.choice(["{}", "{} = 1", "del {}", "{} += 1",
                          "for {} in x: pass", "x = {}"])
    return context.format(template)


def random_malformed_tree(rng):
    """A module whose Subscript has malformed keywords."""
    x = ast.Name('x', ast.Load())
    bad_values = [ast.Name('x', ast.Store()), ast.Name('x', ast.Del()),
                  ast.Slice(ast.Name('x', ast.Store())), ast.Pass(),
                  ast.keyword('k', x), None, 1, 'x']
    bad_keywords = [ast.keyword('k', rng.choice(bad_values)),
                    ast.keyword(None, rng.choice(bad_values)),
                    ast.keyword(1, x), ast.keyword(b'k', x), x, ast.Pass(),
                    None, 'k']
    keywords = [ast.keyword('ok', ast.Constant(1))] * rng.randrange(3)
    keywords.insert(rng.randrange(len(keywords) + 1),
                    rng.choice(bad_keywords))
    ctx = rng.choice([ast.Load(), ast.Store(), ast.Del()])
    sub = ast.Subscript(ast.Name('r', ast.Load()), ast.Tuple([], ast.Load()),
                        ctx, keywords)
    if isinstance(ctx, ast.Load):
        stmt = ast.Expr(sub)
    elif isinstance(ctx, ast.Store):
        stmt = ast.Assign([sub], ast.Constant(1))
    else:
        stmt = ast.Delete([sub])
    return ast.fix_missing_locations(ast.Module([stmt], []))


@support.skip_if_pgo_task
class DifferentialTests(unittest.TestCase):

    def test_random_keyword_subscripts(self):
        import random
        rng = random.Random(637)
        failures = [f for f in (check_random_subscript(rng, runs=4)
                                for _ in range(500)) if f]
        self.assertEqual(failures, [])

    def test_random_malformed_trees(self):
        # compile() rejects them as it rejects a call with the same keywords.
        import random
        rng = random.Random(637)
        for _ in range(100):
            tree = random_malformed_tree(rng)
            with self.subTest(tree=ast.dump(tree)):
                with self.assertRaises((ValueError, TypeError)) as cm:
                    compile(call_with_same_keywords(tree), "<random>", "exec")
                with self.assertRaises(type(cm.exception)) as cm2:
                    compile(tree, "<random>", "exec")
                self.assertEqual(str(cm2.exception), str(cm.exception))

    def test_random_invalid_subscripts(self):
        import random
        rng = random.Random(637)
        for _ in range(100):
            source = random_invalid_subscript(rng)
            with self.subTest(source=source):
                with self.assertRaises(SyntaxError):
                    compile(source, "<random>", "exec")


class LimitsTests(unittest.TestCase):

    # The tokenizer allows at most 200 nested brackets (MAXLEVEL in
    # Parser/lexer/state.h), the parser at most 6000 nested rules (MAXSTACK
    # in Parser/parser.c; fewer on WASI).  A level of r[k=...] takes 29 of
    # the parser's levels, so that 200 levels parse; a level of
    # r[k=0, m=...] takes one more, so that 199 levels parse and 200
    # overflow the parser's stack before the tokenizer's limit.  The
    # compiler then takes one level of its own recursion limit per
    # subscript, well within it.

    @support.cpython_only
    @unittest.skipIf(support.is_wasi, "the parser's stack is smaller on WASI")
    def test_nesting_up_to_the_bracket_limit(self):
        class Depth:
            def __getitem__(self, i, /, *, k):
                return k + 1
        namespace = {'r': Depth()}
        source = "r[k=" * 200 + "0" + "]" * 200
        self.assertEqual(eval(source, namespace), 200)
        source = "r[k=" * 201 + "0" + "]" * 201
        with self.assertRaises(SyntaxError) as cm:
            compile(source, "<deep>", "eval")
        self.assertEqual(cm.exception.msg, "too many nested parentheses")

    @support.cpython_only
    @unittest.skipIf(support.is_wasi, "the parser's stack is smaller on WASI")
    def test_nesting_up_to_the_parser_stack_limit(self):
        class Depth:
            def __getitem__(self, i, /, *, k, m):
                return m + 1
        namespace = {'r': Depth()}
        source = "r[k=0, m=" * 199 + "0" + "]" * 199
        self.assertEqual(eval(source, namespace), 199)
        source = "r[k=0, m=" * 200 + "0" + "]" * 200
        with self.assertRaises(MemoryError) as cm:
            compile(source, "<deep>", "eval")
        self.assertEqual(str(cm.exception), "Parser stack overflowed - "
                                            "Python source too complex to "
                                            "parse")

    @support.skip_if_pgo_task
    def test_many_keywords(self):
        r = Recorder()
        n = 3000
        source = "r[0, " + ", ".join(f"k{i}={i}" for i in range(n)) + "]"
        self.assertEqual(eval(source), G(0, **{f"k{i}": i for i in range(n)}))
        exec(source + " = 'v'")
        self.assertEqual(r.calls[-1],
                         S(0, 'v', **{f"k{i}": i for i in range(n)}))

    @support.skip_if_pgo_task
    def test_huge_mapping(self):
        r = Recorder()
        m = {f"k{i}": i for i in range(100_000)}
        self.assertEqual(r[1, **m], G(1, **m))

    def test_dunder_replaced_between_calls(self):
        class Swap:
            def __getitem__(self, i, **kw):
                type(self).__getitem__ = lambda self, i, **kw: 'second'
                return 'first'
        s = Swap()
        results = [s[0, k=1] for _ in range(3)]
        self.assertEqual(results, ['first', 'second', 'second'])

    def test_dunder_mutates_container(self):
        class Grows(dict):
            def __getitem__(self, key, /, **kw):
                self[len(self)] = kw
                return len(self)
        g = Grows()
        self.assertEqual([g[0, k=i] for i in range(3)], [1, 2, 3])
        self.assertEqual(g, {0: {'k': 0}, 1: {'k': 1}, 2: {'k': 2}})

    def test_not_implemented_is_a_value(self):
        class NI:
            def __getitem__(self, i, **kw):
                return NotImplemented
        self.assertIs(NI()[0, k=1], NotImplemented)

    def test_c_method_dunder(self):
        # A method descriptor is called with the container as self, as the
        # explicit call does.
        class FromDict:
            __getitem__ = dict.get
        with self.assertRaises(TypeError) as cm:
            FromDict()[0, k=1]
        self.assertEqual(str(cm.exception),
                         "descriptor 'get' for 'dict' objects doesn't apply "
                         "to a 'FromDict' object")

        class DictGet(dict):
            __getitem__ = dict.get
        d = DictGet({0: 1})
        self.assertEqual(d[0], 1)
        with self.assertRaises(TypeError) as cm:
            d[0, k=1]
        self.assertEqual(str(cm.exception),
                         "dict.get() takes no keyword arguments")


class ThreadingTests(unittest.TestCase):

    @threading_helper.requires_working_threading()
    def test_shared_object_from_threads(self):
        import threading

        class Counters:
            def __init__(self):
                self.lock = threading.Lock()
                self.counts = {}

            def __getitem__(self, key, /, *, add=0):
                with self.lock:
                    self.counts[key] = self.counts.get(key, 0) + add
                    return self.counts[key]

            def __setitem__(self, key, value, /, *, shard):
                with self.lock:
                    self.counts[key, shard] = value

            def __delitem__(self, key, /, *, shard):
                with self.lock:
                    del self.counts[key, shard]

        counters = Counters()
        threads, iterations = 8, 500

        def work(t):
            for i in range(iterations):
                counters['shared', add=1]
                counters['shared', **{'add': 1}]
                counters['own', shard=t] = i
                counters[i, shard=t] = i
                del counters[i, **{'shard': t}]

        with threading_helper.start_threads(
                threading.Thread(target=work, args=(t,))
                for t in range(threads)):
            pass
        self.assertEqual(counters['shared'], 2 * threads * iterations)
        for t in range(threads):
            self.assertEqual(counters.counts['own', t], iterations - 1)
        self.assertEqual(len(counters.counts), threads + 1)

    @support.skip_if_pgo_task
    @threading_helper.requires_working_threading()
    def test_dunders_rebound_and_deleted_by_other_threads(self):
        # While workers subscript instances and the class, other threads
        # rebind the dunders to other functions and delete them.  Nothing
        # crashes, and the only errors are those of a missing dunder and
        # those that the dunders raise.
        import threading

        class Box:
            def __getitem__(self, i, /, *, k=0):
                return k
            def __setitem__(self, i, v, /, *, k=0):
                pass
            def __delitem__(self, i, /, *, k=0):
                pass
            def __class_getitem__(cls, item, /, **kw):
                return item

        def getitem_kw(self, i, /, **kw):
            return kw.get('k', 0)
        def setitem_kw(self, i, v, /, **kw):
            pass
        def delitem_kw(self, i, /, **kw):
            pass
        def raises(*args, **kwargs):
            raise LookupError('raised by the dunder')

        variants = {
            '__getitem__': [Box.__getitem__, getitem_kw, raises],
            '__setitem__': [Box.__setitem__, setitem_kw, raises],
            '__delitem__': [Box.__delitem__, delitem_kw, raises],
            '__class_getitem__': [
                Box.__dict__['__class_getitem__'],
                classmethod(lambda cls, item, /, **kw: item),
                classmethod(raises)],
        }
        expected = {
            "'Box' object is not subscriptable",
            "'Box' object does not support item assignment",
            "'Box' object does not support item deletion",
            "type 'Box' is not subscriptable",
            "raised by the dunder",
        }
        # Short by default; with the 'cpu' resource (-u cpu), long enough
        # to catch a dunder freed while in use on a build without the GIL
        # (Tools/pep637/checks/run_free_threading.sh runs it so).
        iterations = 20_000 if support.is_resource_enabled('cpu') else 200
        workers, mutators = 8, 2
        barrier = threading.Barrier(workers + mutators)
        done = []
        succeeded = []
        unexpected = []

        def attempt(operation):
            try:
                operation()
            except (TypeError, LookupError) as exc:
                if str(exc) not in expected:
                    unexpected.append(repr(exc))
            else:
                return 1
            return 0

        def work():
            box = Box()
            ok = 0
            barrier.wait()
            for i in range(iterations):
                def get():
                    box[i, k=1]
                def get_mapping():
                    box[i, **{'k': 1}]
                def set_():
                    box[i, k=1] = i
                def set_mapping():
                    box[i, **{'k': 1}] = i
                def delete():
                    del box[i, k=1]
                def delete_mapping():
                    del box[i, **{'k': 1}]
                def augment():
                    box[i, k=1] += 1
                def augment_mapping():
                    box[i, **{'k': 1}] += 1
                def class_getitem():
                    Box[int, k=1]
                def class_getitem_mapping():
                    Box[int, **{'k': 1}]
                for operation in (get, get_mapping, set_, set_mapping,
                                  delete, delete_mapping, augment,
                                  augment_mapping, class_getitem,
                                  class_getitem_mapping):
                    ok += attempt(operation)
            succeeded.append(ok)
            done.append(True)

        def fresh(dunder):
            # A new function object each time, so that the one it replaces
            # is freed as soon as nothing else holds it.
            if isinstance(dunder, classmethod):
                return classmethod(fresh(dunder.__func__))
            copy = types.FunctionType(dunder.__code__, dunder.__globals__,
                                      dunder.__name__, dunder.__defaults__,
                                      dunder.__closure__)
            copy.__kwdefaults__ = dunder.__kwdefaults__
            return copy

        def mutate(names):
            barrier.wait()
            # A bound on the loop in case a worker dies.
            for i in range(1_000_000):
                if len(done) == workers:
                    break
                for name in names:
                    choices = variants[name]
                    setattr(Box, name, fresh(choices[i % len(choices)]))
                    delattr(Box, name)
                    setattr(Box, name, fresh(choices[0]))

        threads = [threading.Thread(target=work) for _ in range(workers)]
        threads.append(threading.Thread(
            target=mutate, args=(['__getitem__', '__setitem__'],)))
        threads.append(threading.Thread(
            target=mutate, args=(['__delitem__', '__class_getitem__'],)))
        with threading_helper.start_threads(threads):
            pass
        self.assertEqual(unexpected, [])
        self.assertEqual(len(done), workers)
        self.assertGreater(sum(succeeded), 0)


class IdentityTests(unittest.TestCase):

    def test_version_names_the_fork(self):
        self.assertIn('+pep637', sys.version)
        self.assertEqual(sys.version_info[:2], (3, 13))


if __name__ == "__main__":
    unittest.main()
