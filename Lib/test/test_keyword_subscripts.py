"""Tests for keyword arguments in subscripts (PEP 637).

Each test is named after the rule of the fork's specification (SPEC.md) that
it checks: test_1_3_... checks rule 1.3, test_2_... section 2, and so on.
G(obj, ...) means type(obj).__getitem__(obj, ...), S and D the same for
__setitem__ and __delitem__.
"""

import ast
import collections
import dis
import operator
import os
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


class SyntaxAndMeaningTests(unittest.TestCase):
    """Section 1: what each form means."""

    def setUp(self):
        self.r = Recorder()

    def assertCalls(self, *calls):
        self.assertEqual(self.r.calls, list(calls))

    def test_1_1_empty_subscript_is_syntax_error(self):
        for source in ["obj[]", "obj[] = 1", "del obj[]"]:
            with self.subTest(source=source):
                with self.assertRaises(SyntaxError):
                    compile(source, "<test>", "exec")

    def test_1_2_plain_subscripts_unchanged(self):
        r = self.r
        r[1]; r[1, 2]; r[1:2]; r[*[1, 2]]; r[1,]
        r[1] = 'v'
        del r[1:2]
        self.assertCalls(G(1), G((1, 2)), G(slice(1, 2)), G((1, 2)), G((1,)),
                         S(1, 'v'), D(slice(1, 2)))
        # Plain subscripts compile to the same instructions as in 3.13.
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

    def test_1_3_single_index_not_tupled(self):
        self.assertEqual(self.r[1, k=2], G(1, k=2))
        self.assertEqual(self.r['i', k=2, m=3], G('i', k=2, m=3))

    def test_1_4_several_indices_tupled(self):
        self.assertEqual(self.r[1, 2, k=3], G((1, 2), k=3))
        self.assertEqual(self.r[1, 2, 3, k=4], G((1, 2, 3), k=4))

    def test_1_5_explicit_tuple_index(self):
        self.assertEqual(self.r[(1,), k=2], G((1,), k=2))
        self.assertEqual(self.r[(1, 2), k=3], G((1, 2), k=3))
        self.assertEqual(self.r[(), k=3], G((), k=3))

    def test_1_6_keyword_only_index_is_empty_tuple(self):
        self.assertEqual(self.r[k=1], G((), k=1))
        self.assertEqual(self.r[k=1, m=2], G((), k=1, m=2))

    def test_1_7_store_value_second_keywords_last(self):
        self.r[1, k=2] = 'x'
        self.r[1, 2, k=3] = 'y'
        self.assertCalls(S(1, 'x', k=2), S((1, 2), 'y', k=3))

    def test_1_8_delete(self):
        del self.r[1, k=2]
        del self.r[1, 2, k=3]
        self.assertCalls(D(1, k=2), D((1, 2), k=3))

    def test_1_9_keyword_only_store_and_delete(self):
        self.r[k=1] = 'x'
        del self.r[k=1]
        self.assertCalls(S((), 'x', k=1), D((), k=1))

    def test_1_10_keyword_values_may_be_slices(self):
        self.assertEqual(self.r[1:2, k=3:4:5, m=...],
                         G(slice(1, 2), k=slice(3, 4, 5), m=Ellipsis))
        self.assertEqual(self.r[k=:], G((), k=slice(None)))
        self.assertEqual(self.r[k=::2], G((), k=slice(None, None, 2)))
        self.assertEqual(self.r[k=1:], G((), k=slice(1, None)))
        self.r[k=1:2] = 'v'
        del self.r[k=:3]
        self.assertEqual(self.r.calls[-2:], [S((), 'v', k=slice(1, 2)),
                                             D((), k=slice(None, 3))])

    def test_1_11_star_makes_a_tuple(self):
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

    def test_1_12_double_star_mapping(self):
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
        # As in calls.
        with self.assertRaisesRegex(TypeError, "got multiple values for "
                                               "keyword argument 'k'"):
            r[k=0, **m]
        with self.assertRaisesRegex(TypeError, "must be a mapping"):
            r[**1]
        with self.assertRaisesRegex(TypeError, "keywords must be strings"):
            r[**{1: 2}]
        # The mapping is not the dict the dunder gets.
        class Mutating:
            def __getitem__(self, i, **kw):
                kw['new'] = 1
                return kw
        m = {'k': 1}
        self.assertEqual(Mutating()[0, **m], {'k': 1, 'new': 1})
        self.assertEqual(m, {'k': 1})

    def test_1_13_trailing_comma_after_keyword(self):
        self.assertEqual(self.r[1, k=2,], G(1, k=2))
        self.assertEqual(self.r[k=2,], G((), k=2))
        self.assertEqual(self.r[1, 2, k=3,], G((1, 2), k=3))

    def assertSyntaxError(self, source, msg):
        for code in [source, f"{source} = x", f"del {source}"]:
            with self.subTest(code=code):
                with self.assertRaisesRegex(SyntaxError, msg):
                    compile(code, "<test>", "exec")

    def test_1_14_positional_after_keyword(self):
        self.assertSyntaxError("obj[1, k=2, 3]",
                               "positional argument follows keyword argument")
        self.assertSyntaxError("obj[**m, 3]",
                               "positional argument follows keyword argument "
                               "unpacking")

    def test_1_15_repeated_keyword(self):
        self.assertSyntaxError("obj[k=1, k=2]",
                               "keyword argument repeated: k")
        self.assertSyntaxError("obj[0, k=1, m=2, k=3]",
                               "keyword argument repeated: k")
        with self.assertRaisesRegex(SyntaxError, "keyword argument repeated"):
            compile("obj[k=1, k=2] += 1", "<test>", "exec")

    def test_1_16_iterable_unpacking_after_mapping_unpacking(self):
        self.assertSyntaxError("obj[**m, *a]",
                               "iterable argument unpacking follows keyword "
                               "argument unpacking")

    def test_1_17_star_after_keyword(self):
        a = [1, 2]
        self.assertEqual(self.r[k=1, *a], G((1, 2), k=1))
        self.assertEqual(self.r[0, k=1, *a], G((0, 1, 2), k=1))
        self.assertEqual(self.r[k=1, *()], G((), k=1))

    def test_1_18_keyword_not_an_identifier(self):
        msg = 'expression cannot contain assignment, perhaps you meant "=="?'
        for source in ["obj[1=2]", "obj[f()=2]", "obj[a.b=2]", "obj[0, x+1=2]"]:
            self.assertSyntaxError(source, msg)

    def test_binding_is_call_binding(self):
        class M:
            def __getitem__(self, index, /, row=0, *, col=None, **rest):
                return (index, row, col, rest)
            def __setitem__(self, index, value, /, *, row):
                self.last = (index, value, row)
        m = M()
        self.assertEqual(m[1, col=2], (1, 0, 2, {}))
        self.assertEqual(m[1, row=3, extra=4], (1, 3, None, {'extra': 4}))
        # Positional-only parameters protect the index and value names.
        self.assertEqual(m[1, index=2], (1, 0, None, {'index': 2}))
        m[1, row=2] = 'v'
        self.assertEqual(m.last, (1, 'v', 2))
        with self.assertRaisesRegex(TypeError, "positional-only arguments "
                                               "passed as keyword arguments: "
                                               "'value'"):
            m[1, value=2] = 'v'
        with self.assertRaisesRegex(TypeError, "unexpected keyword argument "
                                               "'rows'. Did you mean 'row'"):
            m[1, rows=2] = 'v'
        with self.assertRaisesRegex(TypeError, "missing 1 required "
                                               "keyword-only argument: 'row'"):
            m[1, **{}] = 'v'

        class N:
            def __getitem__(self, index, k=None):
                return (index, k)
        n = N()
        with self.assertRaisesRegex(TypeError, "got multiple values for "
                                               "argument 'index'"):
            n[1, index=2]
        with self.assertRaisesRegex(TypeError, "unexpected keyword "
                                               "argument 'z'"):
            n[1, z=2]
        self.assertEqual(n[1, k=2], (1, 2))


class EveryPlaceTests(unittest.TestCase):
    """Section 2: everywhere a subscript can stand."""

    def setUp(self):
        self.r = Recorder()

    def test_2_chained_assignment(self):
        r = self.r
        r[k=1] = r[k=2] = 'x'
        self.assertEqual(r.calls, [S((), 'x', k=1), S((), 'x', k=2)])

    def test_2_unpacking_targets(self):
        r = self.r
        r[k=1], r[0, k=2] = 'x', 'y'
        [r[k=3], *r[k=4]] = 'a', 'b', 'c'
        self.assertEqual(r.calls, [S((), 'x', k=1), S(0, 'y', k=2),
                                   S((), 'a', k=3), S((), ['b', 'c'], k=4)])

    def test_2_for_target(self):
        r = self.r
        for r[k=1] in 'ab':
            pass
        for i in range(2):
            for r[i, k=i] in 'c':
                pass
        self.assertEqual(r.calls, [S((), 'a', k=1), S((), 'b', k=1),
                                   S(0, 'c', k=0), S(1, 'c', k=1)])

    def test_2_with_target(self):
        r = self.r
        class CM:
            def __enter__(self):
                return 'entered'
            def __exit__(self, *exc):
                return False
        with CM() as r[k=1]:
            pass
        self.assertEqual(r.calls, [S((), 'entered', k=1)])

    def test_2_comprehension_targets(self):
        r = self.r
        self.assertEqual([r[k=1] for r[k=2] in 'ab'],
                         [G((), k=1), G((), k=1)])
        self.assertEqual([r[k=0] for r[0, k=1] in 'a'], [G((), k=0)])
        self.assertEqual(list(r[x, k=x] for x in 'a'), [G('a', k='a')])
        self.assertIn(S((), 'a', k=2), r.calls)
        self.assertIn(S(0, 'a', k=1), r.calls)

    def test_2_delete_tuple_of_targets(self):
        r = self.r
        del (r[k=1], r[0, k=2])
        del [r[k=3]]
        self.assertEqual(r.calls, [D((), k=1), D(0, k=2), D((), k=3)])

    def test_2_annotated_assignment_target(self):
        r = self.r
        ns = {'r': r}
        exec("r[k=1]: int = 3\nr[0, k=2]: int", ns)
        # Without a value, the target is evaluated but not subscripted.
        self.assertEqual(r.calls, [S((), 3, k=1)])

        events = []
        def ev(x):
            events.append(x)
            return x
        ns = {'r': r, 'ev': ev}
        exec("ev(r)[ev(0), k=ev(1):ev(2), **ev({'m': 3})]: int", ns)
        self.assertEqual(events, [r, 0, 1, 2, {'m': 3}])

    def test_2_augmented_assignment_evaluates_once(self):
        events = []

        def ev(x):
            events.append(('ev', x))
            return x

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
        ev(a)[ev(0), k=ev(1)] += ev(Val())
        self.assertEqual(events[:3], [('ev', a), ('ev', 0), ('ev', 1)])
        self.assertEqual(events[3], ('G', 0, 1))
        self.assertEqual(events[4][0], 'ev')
        self.assertEqual(events[5:], [('add', 10), ('S', 0, 11, 1)])

        events.clear()
        ev(a)[ev(0), ev(5), **ev({'k': 1})] -= 1
        self.assertEqual(events, [('ev', a), ('ev', 0), ('ev', 5),
                                  ('ev', {'k': 1}), ('G', (0, 5), 1),
                                  ('S', (0, 5), 9, 1)])

        events.clear()
        ev(a)[k=ev(2)] *= 3
        self.assertEqual(events, [('ev', a), ('ev', 2), ('G', (), 2),
                                  ('S', (), 30, 2)])

    def test_2_augmented_assignment_in_place(self):
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

    def test_2_class_getitem(self):
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
        with self.assertRaisesRegex(TypeError, "type 'NoClassGetitem' is "
                                               "not subscriptable"):
            NoClassGetitem[k=1]

    def test_2_annotations(self):
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

    def test_2_evaluation_order(self):
        events = []

        def ev(x):
            events.append(x)
            return x

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

    def test_2_nested_and_in_other_expressions(self):
        r = self.r
        self.assertEqual(r[k=r[j=1]], G((), k=G((), j=1)))
        self.assertEqual(r[k=1][1], ((),))
        self.assertEqual(len(r[k=1]), 3)
        self.assertEqual(r[k=lambda: 1][2]['k'](), 1)
        self.assertEqual(r[k=(x := 5)], G((), k=5))
        self.assertEqual(x, 5)


class BuiltinTypesTests(unittest.TestCase):
    """Section 3: types that do not take keywords."""

    def check_rejected(self, obj, name, *, store=True, delete=True):
        msg = f"{name}.__getitem__\\(\\) takes no keyword arguments"
        with self.assertRaisesRegex(TypeError, msg):
            obj[0, a=2]
        with self.assertRaisesRegex(TypeError, msg):
            obj[a=2]
        with self.assertRaisesRegex(TypeError, msg):
            obj[0, **{'a': 2}]
        if store:
            with self.assertRaisesRegex(TypeError, "takes no keyword"):
                obj[0, a=2] = 1
        if delete:
            with self.assertRaisesRegex(TypeError, "takes no keyword"):
                del obj[0, a=2]

    def test_3_builtin_types_reject_keywords(self):
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

    def test_3_stdlib_types_reject_keywords(self):
        import array
        self.check_rejected(array.array('i', [1]), "array")
        self.check_rejected(collections.deque([1]), "deque")
        self.check_rejected(collections.OrderedDict({0: 1}), "dict")
        self.check_rejected(collections.defaultdict(int), "dict")
        for obj in (collections.UserDict({0: 1}), collections.UserList([1]),
                    collections.ChainMap({0: 1})):
            with self.subTest(obj=obj):
                with self.assertRaises(TypeError):
                    obj[0, a=2]
                with self.assertRaises(TypeError):
                    obj[0, a=2] = 1
                with self.assertRaises(TypeError):
                    del obj[0, a=2]
        self.assertEqual(collections.UserList([1])[0], 1)

    def test_3_read_only_types_keep_their_messages(self):
        with self.assertRaisesRegex(TypeError, "does not support item "
                                               "assignment"):
            (1,)[0, a=1] = 2
        with self.assertRaisesRegex(TypeError, "does not support item "
                                               "deletion"):
            del "s"[0, a=1]

    def test_3_generic_aliases_reject_keywords(self):
        for cls in (list, dict, tuple, frozenset, collections.deque):
            name = cls.__name__
            with self.subTest(cls=cls):
                with self.assertRaisesRegex(
                        TypeError,
                        f"{name}.__class_getitem__\\(\\) takes no keyword "
                        f"arguments"):
                    cls[T=int]
        with self.assertRaisesRegex(TypeError, "dict.__class_getitem__"):
            dict[k=str, v=int]
        with self.assertRaisesRegex(TypeError, "GenericAlias.__getitem__"):
            list[int][T=int]
        with self.assertRaises(TypeError):
            type[T=int]

    def test_3_c_slots_reject_keywords(self):
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
        with self.assertRaisesRegex(TypeError, r"ndarray\.__getitem__\(\) "
                                               r"takes no keyword arguments"):
            nd[0, k=1]
        with self.assertRaisesRegex(TypeError, r"ndarray\.__setitem__\(\) "
                                               r"takes no keyword arguments"):
            nd[0, k=1] = 5
        with self.assertRaisesRegex(TypeError, r"ndarray\.__getitem__\(\) "
                                               r"takes no keyword arguments"):
            nd[0, **{'k': 1}]
        self.assertEqual(nd.tolist(), [1, 2, 3])
        with self.assertRaisesRegex(TypeError, r"tuple\.__getitem__\(\) "
                                               r"takes no keyword arguments"):
            (1,)[0, k=1]

    def test_3_not_subscriptable_message_unchanged(self):
        for source in ["(1)[k=1]", "(1)[0, k=1]", "(1)[**{'k': 1}]"]:
            with self.subTest(source=source):
                with self.assertRaisesRegex(TypeError, "'int' object is not "
                                                       "subscriptable"):
                    with warnings.catch_warnings():
                        warnings.simplefilter('ignore', SyntaxWarning)
                        eval(source)
        with self.assertRaisesRegex(TypeError, "'int' object does not "
                                               "support item assignment"):
            x = 1
            x[k=1] = 2
        with self.assertRaisesRegex(TypeError, "'int' object does not "
                                               "support item deletion"):
            x = 1
            del x[k=1]

    def test_3_subclass_with_keywords(self):
        class D(dict):
            def __getitem__(self, key, *, default=None):
                return super().get(key, default)
        d = D(a=1)
        self.assertEqual(d['a'], 1)
        self.assertEqual(d['b', default=2], 2)
        self.assertEqual(d['b'], None)


class PythonAPITests(unittest.TestCase):
    """Section 4: ast, operator and dis."""

    def test_4_ast_field(self):
        self.assertEqual(ast.Subscript._fields[-1], 'keywords')
        tree = ast.parse("a[1, k=2:3, **m]", mode="eval").body
        self.assertEqual([kw.arg for kw in tree.keywords], ['k', None])
        self.assertIsInstance(tree.keywords[0].value, ast.Slice)
        self.assertEqual(ast.parse("a[k=1]", mode="eval").body.slice.elts,
                         [])

    def test_4_unparse_round_trip(self):
        for source in ["a[k=1]", "a[1, k=2]", "a[(1,), k=2]",
                       "a[1, 2, *b, k=3, **m]", "a[k=1:2:3]"]:
            with self.subTest(source=source):
                tree = ast.parse(source)
                self.assertEqual(ast.dump(ast.parse(ast.unparse(tree))),
                                 ast.dump(tree))

    def test_4_compile_validates_hand_built_trees(self):
        def module(keywords):
            sub = ast.Subscript(ast.Name('a', ast.Load()),
                                ast.Tuple([], ast.Load()), ast.Load(),
                                keywords)
            return ast.fix_missing_locations(
                ast.Module([ast.Expr(sub)], []))

        with self.assertRaisesRegex(ValueError, "must have Load context"):
            compile(module([ast.keyword('k', ast.Name('x', ast.Store()))]),
                    '<test>', 'exec')
        with self.assertRaises(TypeError):
            compile(module([ast.Constant(1)]), '<test>', 'exec')
        with self.assertRaises(TypeError):
            compile(module(None), '<test>', 'exec')
        code = compile(module([ast.keyword('k', ast.Constant(1))]),
                       '<test>', 'exec')
        r = Recorder()
        exec(code, {'a': r})
        self.assertEqual(r.calls, [G((), k=1)])
        # A hand-built tree may repeat a keyword: the compiler checks it.
        with self.assertRaisesRegex(SyntaxError, "keyword argument repeated"):
            compile(module([ast.keyword('k', ast.Constant(1)),
                            ast.keyword('k', ast.Constant(2))]),
                    '<test>', 'exec')

    def test_4_operator_forwards_keywords(self):
        for mod in (operator,
                    import_helper.import_fresh_module('operator',
                                                      blocked=['_operator'])):
            with self.subTest(module=mod):
                r = Recorder()
                self.assertEqual(mod.getitem(r, 1, k=2), G(1, k=2))
                mod.setitem(r, 1, 'v', k=2)
                mod.delitem(r, 1, k=2)
                self.assertEqual(mod.getitem(r, 1), G(1))
                self.assertEqual(r.calls[1:3], [S(1, 'v', k=2), D(1, k=2)])
                with self.assertRaisesRegex(TypeError, "takes no keyword"):
                    mod.getitem([1], 0, k=1)

    def test_4_dis_shows_new_instructions(self):
        code = compile("a[1, k=2]; a[k=1] = v; del a[0, **m]", "<test>",
                       "exec")
        instrs = [(i.opname, i.arg) for i in dis.get_instructions(code)
                  if i.opname.endswith("SUBSCR_KW")]
        self.assertEqual(instrs, [("BINARY_SUBSCR_KW", 1),
                                  ("STORE_SUBSCR_KW", 1),
                                  ("DELETE_SUBSCR_KW", 0)])
        for name in ("BINARY_SUBSCR_KW", "STORE_SUBSCR_KW",
                     "DELETE_SUBSCR_KW"):
            self.assertIn(name, dis.opmap)
            self.assertIn(dis.opmap[name], dis.hasarg)


class CAPIAndBytecodeTests(unittest.TestCase):
    """Section 5."""

    def test_5_c_api(self):
        _testcapi = import_helper.import_module('_testcapi')
        getitem = _testcapi.object_getitemwithkeywords
        setitem = _testcapi.object_setitemwithkeywords
        delitem = _testcapi.object_delitemwithkeywords
        r = Recorder()
        self.assertEqual(getitem(r, 1, {'k': 2}), G(1, k=2))
        self.assertEqual(setitem(r, 1, 'v', {'k': 2}), 0)
        self.assertEqual(delitem(r, 1, {'k': 2}), 0)
        self.assertEqual(r.calls[1:], [S(1, 'v', k=2), D(1, k=2)])
        # NULL or an empty dict: exactly PyObject_GetItem() and friends.
        d = {1: 2}
        self.assertEqual(getitem(d, 1, None), 2)
        self.assertEqual(getitem(d, 1, {}), 2)
        self.assertEqual(setitem(d, 3, 4, None), 0)
        self.assertEqual(delitem(d, 1, {}), 0)
        self.assertEqual(d, {3: 4})
        self.assertRaises(KeyError, getitem, d, 1, None)
        with self.assertRaisesRegex(TypeError, "takes no keyword"):
            getitem(d, 3, {'k': 1})
        with self.assertRaisesRegex(TypeError, "keywords must be strings"):
            getitem(r, 1, {1: 2})
        with self.assertRaisesRegex(TypeError, "must be a dict"):
            getitem(r, 1, [('k', 1)])
        NULL = None  # As the other tests of the C API spell it.
        self.assertRaises(SystemError, getitem, NULL, 1, NULL)
        self.assertRaises(SystemError, getitem, r, NULL, {'k': 1})
        self.assertRaises(SystemError, setitem, r, 1, NULL, {'k': 1})
        self.assertRaises(SystemError, delitem, NULL, 1, {'k': 1})

    def test_5_magic_number_changed(self):
        from importlib.util import MAGIC_NUMBER
        self.assertNotEqual(MAGIC_NUMBER,
                            (3571).to_bytes(2, 'little') + b'\r\n')

    def test_5_abi_unchanged(self):
        self.assertEqual(sys.implementation.name, 'cpython')
        self.assertEqual(sys.implementation.cache_tag, 'cpython-313')
        # The opcodes of CPython 3.13 keep their numbers.
        self.assertEqual(dis.opmap['BINARY_SUBSCR'], 5)
        self.assertEqual(dis.opmap['STORE_SUBSCR'], 39)
        self.assertEqual(dis.opmap['CALL_KW'], 57)
        self.assertEqual(dis.opmap['YIELD_VALUE'], 118)
        self.assertEqual(dis.opmap['RESUME'], 149)

    def test_5_python_dunder_called_inline(self):
        # A Python __getitem__ runs in a frame pushed by the interpreter,
        # not through a C call: deep recursion is bounded by the recursion
        # limit, not by the C stack.
        class Deep:
            def __getitem__(self, i, *, depth):
                if depth == 0:
                    return sys._getframe(1).f_code.co_name
                return self[i, depth=depth - 1]
        self.assertEqual(Deep()[0, depth=10], '__getitem__')

        class Setter:
            def __setitem__(self, i, v, **kw):
                self.caller = sys._getframe(1).f_code.co_name
                return 'ignored'
        s = Setter()
        def store():
            s[0, k=1] = 2
        self.assertIsNone(store())
        self.assertEqual(s.caller, 'store')

    def test_5_other_callables_as_dunders(self):
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

    def test_5_exceptions_propagate(self):
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
        with self.assertRaises(LookupError):
            r[1, k=2] = 3
        with self.assertRaises(LookupError):
            del r[1, k=2]
        with self.assertRaises(LookupError):
            r[1, **{'k': 2}]

    def test_5_instance_attribute_is_not_used(self):
        r = Recorder()
        r.__getitem__ = lambda *a, **k: 'instance'
        self.assertEqual(r[1, k=2], G(1, k=2))

    def test_5_tracing_and_profiling(self):
        class T:
            def __getitem__(self, i, **kw):
                return i
        events = []
        def tracer(frame, event, arg):
            if frame.f_code.co_name == '__getitem__':
                events.append(event)
            return tracer
        sys.settrace(tracer)
        try:
            T()[1, k=2]
        finally:
            sys.settrace(None)
        self.assertEqual(events[0], 'call')
        self.assertEqual(events[-1], 'return')


# Differential testing: random keyword subscripts, compiled and run against
# a Recorder, must call the dunder as an explicit call of it on the type
# does, following the rules of section 1.  Tools/pep637/fuzz_subscripts.py
# runs the long version.

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
_KWONLY = ', '.join(f'{name}=_UNSET' for name in _NAMES)
exec(f"""
class KeywordOnlyRecorder(Recorder):
    \"""A Recorder whose dunders take every name of _NAMES as a keyword-only
    parameter: the specialized instructions call them inline.\"""

    def __getitem__(self, i, /, *, {_KWONLY}):
        kwargs = {{n: v for n, v in locals().items()
                  if n in _NAMES and v is not _UNSET}}
        self.calls.append(('G', (i,), kwargs))
        return ('G', (i,), kwargs)

    def __setitem__(self, i, v, /, *, {_KWONLY}):
        kwargs = {{n: v for n, v in locals().items()
                  if n in _NAMES and v is not _UNSET}}
        self.calls.append(('S', (i, v), kwargs))

    def __delitem__(self, i, /, *, {_KWONLY}):
        kwargs = {{n: v for n, v in locals().items()
                  if n in _NAMES and v is not _UNSET}}
        self.calls.append(('D', (i,), kwargs))
""")


def check_random_subscript(rng, runs=1):
    """Compile and run one random keyword subscript in a random context,
    runs times (from the third, the instructions are specialized), against a
    Recorder or a KeywordOnlyRecorder.  Return None if it behaves as
    specified, else a description."""
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


class DifferentialTests(unittest.TestCase):

    def test_random_keyword_subscripts(self):
        import random
        rng = random.Random(637)
        failures = [f for f in (check_random_subscript(rng, runs=4)
                                for _ in range(500)) if f]
        self.assertEqual(failures, [])

    def test_random_malformed_trees(self):
        import random
        rng = random.Random(637)
        for _ in range(100):
            tree = random_malformed_tree(rng)
            with self.subTest(tree=ast.dump(tree)):
                with self.assertRaises((ValueError, TypeError)):
                    compile(tree, "<random>", "exec")

    def test_random_invalid_subscripts(self):
        import random
        rng = random.Random(637)
        for _ in range(100):
            source = random_invalid_subscript(rng)
            with self.subTest(source=source):
                with self.assertRaises(SyntaxError):
                    compile(source, "<random>", "exec")


class LimitsTests(unittest.TestCase):

    def test_deep_nesting(self):
        r = Recorder()
        source = "r[k=" * 50 + "0" + "]" * 50
        result = eval(source)
        for _ in range(50):
            self.assertEqual(result[0], 'G')
            result = result[2]['k']
        self.assertEqual(result, 0)
        # Too deep for the parser: a clean error, not a crash.
        source = "r[k=" * 1000 + "0" + "]" * 1000
        with self.assertRaises((SyntaxError, RecursionError, MemoryError)):
            compile(source, "<deep>", "eval")

    def test_many_keywords(self):
        r = Recorder()
        n = 3000
        source = "r[0, " + ", ".join(f"k{i}={i}" for i in range(n)) + "]"
        self.assertEqual(eval(source), G(0, **{f"k{i}": i for i in range(n)}))
        exec(source + " = 'v'")
        self.assertEqual(r.calls[-1],
                         S(0, 'v', **{f"k{i}": i for i in range(n)}))

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
        class FromDict:
            __getitem__ = dict.get     # a method descriptor
        with self.assertRaises(TypeError):
            FromDict()[0, k=1]


class BytecodeCacheTests(unittest.TestCase):

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


class IdentityTests(unittest.TestCase):
    """Section 6."""

    def test_6_version(self):
        self.assertIn('+pep637', sys.version)
        self.assertEqual(sys.version_info[:2], (3, 13))


class TracebackTests(unittest.TestCase):

    def test_traceback_points_at_subscript(self):
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
        frame = frames[1]
        self.assertEqual(frame.lineno, 4)
        self.assertEqual((frame.colno, frame.end_colno), (4, 18))


if __name__ == "__main__":
    unittest.main()
