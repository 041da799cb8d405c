import copy
import pickle
import dis
import sys
import threading
import types
import unittest
from test.support import threading_helper, check_impl_detail, requires_specialization
from test.support.import_helper import import_module

# Skip this module on other interpreters, it is cpython specific:
if check_impl_detail(cpython=False):
    raise unittest.SkipTest('implementation detail specific to cpython')

_testinternalcapi = import_module("_testinternalcapi")


def disabling_optimizer(func):
    def wrapper(*args, **kwargs):
        if not hasattr(_testinternalcapi, "get_optimizer"):
            return func(*args, **kwargs)
        old_opt = _testinternalcapi.get_optimizer()
        _testinternalcapi.set_optimizer(None)
        try:
            return func(*args, **kwargs)
        finally:
            _testinternalcapi.set_optimizer(old_opt)

    return wrapper


class TestBase(unittest.TestCase):
    def assert_specialized(self, f, opname):
        instructions = dis.get_instructions(f, adaptive=True)
        opnames = {instruction.opname for instruction in instructions}
        self.assertIn(opname, opnames)

    def assert_no_opcode(self, f, opname):
        instructions = dis.get_instructions(f, adaptive=True)
        opnames = {instruction.opname for instruction in instructions}
        self.assertNotIn(opname, opnames)


class TestLoadSuperAttrCache(unittest.TestCase):
    def test_descriptor_not_double_executed_on_spec_fail(self):
        calls = []
        class Descriptor:
            def __get__(self, instance, owner):
                calls.append((instance, owner))
                return lambda: 1

        class C:
            d = Descriptor()

        class D(C):
            def f(self):
                return super().d()

        d = D()

        self.assertEqual(d.f(), 1)  # warmup
        calls.clear()
        self.assertEqual(d.f(), 1)  # try to specialize
        self.assertEqual(calls, [(d, D)])


class TestLoadAttrCache(unittest.TestCase):
    def test_descriptor_added_after_optimization(self):
        class Descriptor:
            pass

        class C:
            def __init__(self):
                self.x = 1
            x = Descriptor()

        def f(o):
            return o.x

        o = C()
        for i in range(1025):
            assert f(o) == 1

        Descriptor.__get__ = lambda self, instance, value: 2
        Descriptor.__set__ = lambda *args: None

        self.assertEqual(f(o), 2)

    def test_metaclass_descriptor_added_after_optimization(self):
        class Descriptor:
            pass

        class Metaclass(type):
            attribute = Descriptor()

        class Class(metaclass=Metaclass):
            attribute = True

        def __get__(self, instance, owner):
            return False

        def __set__(self, instance, value):
            return None

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

        Descriptor.__get__ = __get__
        Descriptor.__set__ = __set__

        for _ in range(1025):
            self.assertFalse(f())

    def test_metaclass_descriptor_shadows_class_attribute(self):
        class Metaclass(type):
            @property
            def attribute(self):
                return True

        class Class(metaclass=Metaclass):
            attribute = False

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

    def test_metaclass_set_descriptor_after_optimization(self):
        class Metaclass(type):
            pass

        class Class(metaclass=Metaclass):
            attribute = True

        @property
        def attribute(self):
            return False

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

        Metaclass.attribute = attribute

        for _ in range(1025):
            self.assertFalse(f())

    def test_metaclass_del_descriptor_after_optimization(self):
        class Metaclass(type):
            @property
            def attribute(self):
                return True

        class Class(metaclass=Metaclass):
            attribute = False

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

        del Metaclass.attribute

        for _ in range(1025):
            self.assertFalse(f())

    def test_type_descriptor_shadows_attribute_method(self):
        class Class:
            mro = None

        def f():
            return Class.mro

        for _ in range(1025):
            self.assertIsNone(f())

    def test_type_descriptor_shadows_attribute_member(self):
        class Class:
            __base__ = None

        def f():
            return Class.__base__

        for _ in range(1025):
            self.assertIs(f(), object)

    def test_type_descriptor_shadows_attribute_getset(self):
        class Class:
            __name__ = "Spam"

        def f():
            return Class.__name__

        for _ in range(1025):
            self.assertEqual(f(), "Class")

    def test_metaclass_getattribute(self):
        class Metaclass(type):
            def __getattribute__(self, name):
                return True

        class Class(metaclass=Metaclass):
            attribute = False

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

    def test_metaclass_swap(self):
        class OldMetaclass(type):
            @property
            def attribute(self):
                return True

        class NewMetaclass(type):
            @property
            def attribute(self):
                return False

        class Class(metaclass=OldMetaclass):
            pass

        def f():
            return Class.attribute

        for _ in range(1025):
            self.assertTrue(f())

        Class.__class__ = NewMetaclass

        for _ in range(1025):
            self.assertFalse(f())

    def test_load_shadowing_slot_should_raise_type_error(self):
        class Class:
            __slots__ = ("slot",)

        class Sneaky:
            __slots__ = ("shadowed",)
            shadowing = Class.slot

        def f(o):
            o.shadowing

        o = Sneaky()
        o.shadowed = 42

        for _ in range(1025):
            with self.assertRaises(TypeError):
                f(o)

    def test_store_shadowing_slot_should_raise_type_error(self):
        class Class:
            __slots__ = ("slot",)

        class Sneaky:
            __slots__ = ("shadowed",)
            shadowing = Class.slot

        def f(o):
            o.shadowing = 42

        o = Sneaky()

        for _ in range(1025):
            with self.assertRaises(TypeError):
                f(o)

    def test_load_borrowed_slot_should_not_crash(self):
        class Class:
            __slots__ = ("slot",)

        class Sneaky:
            borrowed = Class.slot

        def f(o):
            o.borrowed

        o = Sneaky()

        for _ in range(1025):
            with self.assertRaises(TypeError):
                f(o)

    def test_store_borrowed_slot_should_not_crash(self):
        class Class:
            __slots__ = ("slot",)

        class Sneaky:
            borrowed = Class.slot

        def f(o):
            o.borrowed = 42

        o = Sneaky()

        for _ in range(1025):
            with self.assertRaises(TypeError):
                f(o)


class TestLoadMethodCache(unittest.TestCase):
    def test_descriptor_added_after_optimization(self):
        class Descriptor:
            pass

        class Class:
            attribute = Descriptor()

        def __get__(self, instance, owner):
            return lambda: False

        def __set__(self, instance, value):
            return None

        def attribute():
            return True

        instance = Class()
        instance.attribute = attribute

        def f():
            return instance.attribute()

        for _ in range(1025):
            self.assertTrue(f())

        Descriptor.__get__ = __get__
        Descriptor.__set__ = __set__

        for _ in range(1025):
            self.assertFalse(f())

    def test_metaclass_descriptor_added_after_optimization(self):
        class Descriptor:
            pass

        class Metaclass(type):
            attribute = Descriptor()

        class Class(metaclass=Metaclass):
            def attribute():
                return True

        def __get__(self, instance, owner):
            return lambda: False

        def __set__(self, instance, value):
            return None

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

        Descriptor.__get__ = __get__
        Descriptor.__set__ = __set__

        for _ in range(1025):
            self.assertFalse(f())

    def test_metaclass_descriptor_shadows_class_attribute(self):
        class Metaclass(type):
            @property
            def attribute(self):
                return lambda: True

        class Class(metaclass=Metaclass):
            def attribute():
                return False

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

    def test_metaclass_set_descriptor_after_optimization(self):
        class Metaclass(type):
            pass

        class Class(metaclass=Metaclass):
            def attribute():
                return True

        @property
        def attribute(self):
            return lambda: False

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

        Metaclass.attribute = attribute

        for _ in range(1025):
            self.assertFalse(f())

    def test_metaclass_del_descriptor_after_optimization(self):
        class Metaclass(type):
            @property
            def attribute(self):
                return lambda: True

        class Class(metaclass=Metaclass):
            def attribute():
                return False

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

        del Metaclass.attribute

        for _ in range(1025):
            self.assertFalse(f())

    def test_type_descriptor_shadows_attribute_method(self):
        class Class:
            def mro():
                return ["Spam", "eggs"]

        def f():
            return Class.mro()

        for _ in range(1025):
            self.assertEqual(f(), ["Spam", "eggs"])

    def test_type_descriptor_shadows_attribute_member(self):
        class Class:
            def __base__():
                return "Spam"

        def f():
            return Class.__base__()

        for _ in range(1025):
            self.assertNotEqual(f(), "Spam")

    def test_metaclass_getattribute(self):
        class Metaclass(type):
            def __getattribute__(self, name):
                return lambda: True

        class Class(metaclass=Metaclass):
            def attribute():
                return False

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

    def test_metaclass_swap(self):
        class OldMetaclass(type):
            @property
            def attribute(self):
                return lambda: True

        class NewMetaclass(type):
            @property
            def attribute(self):
                return lambda: False

        class Class(metaclass=OldMetaclass):
            pass

        def f():
            return Class.attribute()

        for _ in range(1025):
            self.assertTrue(f())

        Class.__class__ = NewMetaclass

        for _ in range(1025):
            self.assertFalse(f())


class TestCallCache(TestBase):
    def test_too_many_defaults_0(self):
        def f():
            pass

        f.__defaults__ = (None,)
        for _ in range(1025):
            f()

    def test_too_many_defaults_1(self):
        def f(x):
            pass

        f.__defaults__ = (None, None)
        for _ in range(1025):
            f(None)
            f()

    def test_too_many_defaults_2(self):
        def f(x, y):
            pass

        f.__defaults__ = (None, None, None)
        for _ in range(1025):
            f(None, None)
            f(None)
            f()

    @disabling_optimizer
    @requires_specialization
    def test_assign_init_code(self):
        class MyClass:
            def __init__(self):
                pass

        def instantiate():
            return MyClass()

        # Trigger specialization
        for _ in range(1025):
            instantiate()
        self.assert_specialized(instantiate, "CALL_ALLOC_AND_ENTER_INIT")

        def count_args(self, *args):
            self.num_args = len(args)

        # Set MyClass.__init__.__code__ to a code object that is incompatible
        # (uses varargs) with the current specialization
        MyClass.__init__.__code__ = count_args.__code__
        instantiate()


@requires_specialization
class TestKeywordSubscriptCache(TestBase):
    # PEP 637: BINARY_SUBSCR_KW, STORE_SUBSCR_KW and DELETE_SUBSCR_KW call a
    # Python dunder inline once specialized, and BINARY_SUBSCR_GETITEM calls
    # a __getitem__ whose keyword-only parameters have defaults.  Every
    # guard, when it fails, must give what the general path gives.
    WARMUP = 1100
    SPECIALIZED = {'get': "BINARY_SUBSCR_KW_PY",
                   'set': "STORE_SUBSCR_KW_PY",
                   'delete': "DELETE_SUBSCR_KW_PY"}

    def make_class(self):
        class C:
            def __getitem__(self, i=None, *, k=None, l=None, m=None):
                return ('get', i, k, l, m)
            def __setitem__(self, i, v, *, k=None, l=None, m=None):
                self.last = ('set', i, v, k, l, m)
            def __delitem__(self, i, *, k=None, l=None, m=None):
                self.last = ('del', i, k, l, m)
        return C

    def get(self, a, i):
        return a[i, l=2]

    def set(self, a, i):
        a[i, k=1, m=3] = 'v'
        return a.last

    def delete(self, a, i):
        del a[i, m=3]
        return a.last

    def warm(self, func, a, opname=None):
        # A fresh copy of func, specialized for the type of a.
        name = func.__name__
        func = types.FunctionType(func.__code__.replace(), globals())
        for i in range(self.WARMUP):
            func(self, a, i)
        self.assert_specialized(func, opname or self.SPECIALIZED[name])
        return func

    def assert_raises_message(self, exc, msg, func, *args):
        with self.assertRaises(exc) as cm:
            func(*args)
        self.assertEqual(str(cm.exception), msg)

    @disabling_optimizer
    def test_specialized(self):
        a = self.make_class()()
        get = self.warm(self.get, a)
        self.assertEqual(get(self, a, 5), ('get', 5, None, 2, None))
        set_ = self.warm(self.set, a)
        self.assertEqual(set_(self, a, 5), ('set', 5, 'v', 1, None, 3))
        delete = self.warm(self.delete, a)
        self.assertEqual(delete(self, a, 5), ('del', 5, None, None, 3))

    @disabling_optimizer
    def test_keyword_only_subscript_specialized(self):
        def get(a):
            return a[k=1]
        def set_(a):
            a[k=1] = 'v'
            return a.last
        def delete(a):
            del a[k=1]
            return a.last
        a = self.make_class()()
        for func, opname, expected in [
                (get, "BINARY_SUBSCR_KW_PY", ('get', (), 1, None, None)),
                (set_, "STORE_SUBSCR_KW_PY",
                 ('set', (), 'v', 1, None, None)),
                (delete, "DELETE_SUBSCR_KW_PY", ('del', (), 1, None, None))]:
            with self.subTest(opname=opname):
                for _ in range(self.WARMUP):
                    func(a)
                self.assert_specialized(func, opname)
                self.assertEqual(func(a), expected)

    @disabling_optimizer
    def test_type_changed(self):
        a = self.make_class()()
        get, set_, delete = (self.warm(f, a)
                             for f in (self.get, self.set, self.delete))
        b = self.make_class()()
        self.assertEqual(get(self, b, 1), ('get', 1, None, 2, None))
        self.assertEqual(set_(self, b, 1), ('set', 1, 'v', 1, None, 3))
        self.assertEqual(delete(self, b, 1), ('del', 1, None, None, 3))
        d = {}
        self.assert_raises_message(
            TypeError, "dict.__getitem__() takes no keyword arguments",
            get, self, d, 1)
        self.assert_raises_message(
            TypeError, "dict.__setitem__() takes no keyword arguments",
            set_, self, d, 1)
        self.assert_raises_message(
            TypeError, "dict.__delitem__() takes no keyword arguments",
            delete, self, d, 1)

    @disabling_optimizer
    def test_respecialized_after_type_changes(self):
        # Once its guard keeps failing, the instruction goes back to the
        # general form, then is specialized again for the new type.
        class E:
            def __getitem__(self, i, **kwargs):
                return ('E get', i, kwargs)
            def __setitem__(self, i, v, **kwargs):
                self.last = ('E set', i, v, kwargs)
            def __delitem__(self, i, **kwargs):
                self.last = ('E del', i, kwargs)
        a = self.make_class()()
        b = self.make_class()()
        e = E()
        for func, generic, expected_a, expected_e in [
                (self.get, "BINARY_SUBSCR_KW",
                 ('get', 1, None, 2, None), ('E get', 1, {'l': 2})),
                (self.set, "STORE_SUBSCR_KW",
                 ('set', 1, 'v', 1, None, 3),
                 ('E set', 1, 'v', {'k': 1, 'm': 3})),
                (self.delete, "DELETE_SUBSCR_KW",
                 ('del', 1, None, None, 3), ('E del', 1, {'m': 3}))]:
            specialized = self.SPECIALIZED[func.__name__]
            with self.subTest(opname=specialized):
                func = self.warm(func, a)
                for i in range(self.WARMUP):
                    func(self, e, i)
                opnames = {i.opname for i in
                           dis.get_instructions(func, adaptive=True)}
                self.assertIn(generic, opnames)
                self.assertNotIn(specialized, opnames)
                self.assertEqual(func(self, e, 1), expected_e)
                for i in range(self.WARMUP):
                    func(self, b, i)
                self.assert_specialized(func, specialized)
                self.assertEqual(func(self, b, 1), expected_a)

    @disabling_optimizer
    def test_dunder_replaced(self):
        C = self.make_class()
        a = C()
        get, set_, delete = (self.warm(f, a)
                             for f in (self.get, self.set, self.delete))
        C.__getitem__ = lambda self, i, **kw: ('new get', i, kw)
        C.__setitem__ = lambda self, i, v, **kw: setattr(self, 'last', kw)
        C.__delitem__ = lambda self, i, **kw: setattr(self, 'last', i)
        self.assertEqual(get(self, a, 1), ('new get', 1, {'l': 2}))
        self.assertEqual(set_(self, a, 1), {'k': 1, 'm': 3})
        self.assertEqual(delete(self, a, 1), 1)
        del C.__getitem__
        self.assert_raises_message(
            TypeError, "'C' object is not subscriptable", get, self, a, 1)

    @disabling_optimizer
    def test_store_dunder_deleted(self):
        C = self.make_class()
        a = C()
        set_ = self.warm(self.set, a)
        del C.__setitem__
        self.assert_raises_message(
            TypeError, "'C' object does not support item assignment",
            set_, self, a, 1)

    @disabling_optimizer
    def test_delete_dunder_deleted(self):
        C = self.make_class()
        a = C()
        delete = self.warm(self.delete, a)
        del C.__delitem__
        self.assert_raises_message(
            TypeError, "'C' object does not support item deletion",
            delete, self, a, 1)

    @disabling_optimizer
    def test_instance_attribute_ignored(self):
        a = self.make_class()()
        get = self.warm(self.get, a)
        a.__getitem__ = lambda *args, **kwargs: 'instance'
        self.assertEqual(get(self, a, 1), ('get', 1, None, 2, None))

    @disabling_optimizer
    def test_store_instance_attribute_ignored(self):
        a = self.make_class()()
        set_ = self.warm(self.set, a)
        a.__setitem__ = lambda *args, **kwargs: setattr(a, 'last', 'inst')
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, None, 3))

    @disabling_optimizer
    def test_delete_instance_attribute_ignored(self):
        a = self.make_class()()
        delete = self.warm(self.delete, a)
        a.__delitem__ = lambda *args, **kwargs: setattr(a, 'last', 'inst')
        self.assertEqual(delete(self, a, 1), ('del', 1, None, None, 3))

    @disabling_optimizer
    def test_code_replaced(self):
        C = self.make_class()
        a = C()
        get = self.warm(self.get, a)
        # Wrong argument count: one more positional parameter (which takes
        # the function's default, None).
        def getitem(self, i, j, *, l=None):
            return ('three', i, j, l)
        C.__getitem__.__code__ = getitem.__code__
        self.assertEqual(get(self, a, 1), ('three', 1, None, 2))
        # The keyword is no longer keyword-only.
        def getitem(self, i, l=None):
            return ('two', i, l)
        C.__getitem__.__code__ = getitem.__code__
        self.assertEqual(get(self, a, 1), ('two', 1, 2))
        # ** parameter
        def getitem(self, i, **kwargs):
            return ('kwargs', i, kwargs)
        C.__getitem__.__code__ = getitem.__code__
        self.assertEqual(get(self, a, 1), ('kwargs', 1, {'l': 2}))
        # The keyword is unknown.
        def getitem(self, i, *, k=None):
            return ('k', i, k)
        C.__getitem__.__code__ = getitem.__code__
        self.assert_raises_message(
            TypeError, f"{C.__qualname__}.__getitem__() got an unexpected "
                       f"keyword argument 'l'",
            get, self, a, 1)

    @disabling_optimizer
    def test_store_code_replaced(self):
        C = self.make_class()
        a = C()
        set_ = self.warm(self.set, a)
        qualname = C.__setitem__.__qualname__
        # Wrong argument count: one more positional parameter.
        def setitem(self, i, v, j, *, k=None, m=None):
            self.last = ('four', i, v, j, k, m)
        C.__setitem__.__code__ = setitem.__code__
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required positional "
                       f"argument: 'j'",
            set_, self, a, 1)
        C.__setitem__.__defaults__ = ('J',)
        self.assertEqual(set_(self, a, 1), ('four', 1, 'v', 'J', 1, 3))
        C.__setitem__.__defaults__ = None
        # The keywords are no longer keyword-only.
        def setitem(self, i, v, k=None, m=None):
            self.last = ('positional', i, v, k, m)
        C.__setitem__.__code__ = setitem.__code__
        self.assertEqual(set_(self, a, 1), ('positional', 1, 'v', 1, 3))
        # ** parameter
        def setitem(self, i, v, **kwargs):
            self.last = ('kwargs', i, v, kwargs)
        C.__setitem__.__code__ = setitem.__code__
        self.assertEqual(set_(self, a, 1),
                         ('kwargs', 1, 'v', {'k': 1, 'm': 3}))
        # A keyword is unknown.
        def setitem(self, i, v, *, k=None):
            self.last = ('k', i, v, k)
        C.__setitem__.__code__ = setitem.__code__
        self.assert_raises_message(
            TypeError, f"{qualname}() got an unexpected keyword "
                       f"argument 'm'",
            set_, self, a, 1)

    @disabling_optimizer
    def test_delete_code_replaced(self):
        C = self.make_class()
        a = C()
        delete = self.warm(self.delete, a)
        qualname = C.__delitem__.__qualname__
        # Wrong argument count: one more positional parameter.
        def delitem(self, i, j, *, m=None):
            self.last = ('three', i, j, m)
        C.__delitem__.__code__ = delitem.__code__
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required positional "
                       f"argument: 'j'",
            delete, self, a, 1)
        C.__delitem__.__defaults__ = ('J',)
        self.assertEqual(delete(self, a, 1), ('three', 1, 'J', 3))
        C.__delitem__.__defaults__ = None
        # The keyword is no longer keyword-only.
        def delitem(self, i, m=None):
            self.last = ('two', i, m)
        C.__delitem__.__code__ = delitem.__code__
        self.assertEqual(delete(self, a, 1), ('two', 1, 3))
        # ** parameter
        def delitem(self, i, **kwargs):
            self.last = ('kwargs', i, kwargs)
        C.__delitem__.__code__ = delitem.__code__
        self.assertEqual(delete(self, a, 1), ('kwargs', 1, {'m': 3}))
        # The keyword is unknown.
        def delitem(self, i, *, k=None):
            self.last = ('k', i, k)
        C.__delitem__.__code__ = delitem.__code__
        self.assert_raises_message(
            TypeError, f"{qualname}() got an unexpected keyword "
                       f"argument 'm'",
            delete, self, a, 1)

    @disabling_optimizer
    def test_defaults_changed(self):
        C = self.make_class()
        a = C()
        get = self.warm(self.get, a)
        qualname = C.__getitem__.__qualname__
        C.__getitem__.__kwdefaults__['m'] = 'M'
        self.assertEqual(get(self, a, 1), ('get', 1, None, 2, 'M'))
        C.__getitem__.__kwdefaults__ = {'m': 'm', 'k': 'k'}
        self.assertEqual(get(self, a, 1), ('get', 1, 'k', 2, 'm'))
        del C.__getitem__.__kwdefaults__['k']
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required keyword-only "
                       f"argument: 'k'",
            get, self, a, 1)
        C.__getitem__.__kwdefaults__.clear()
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 2 required keyword-only "
                       f"arguments: 'k' and 'm'",
            get, self, a, 1)
        C.__getitem__.__kwdefaults__ = None
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 2 required keyword-only "
                       f"arguments: 'k' and 'm'",
            get, self, a, 1)
        C.__getitem__.__kwdefaults__ = {'k': 1, 'm': 3}
        self.assertEqual(get(self, a, 1), ('get', 1, 1, 2, 3))

    @disabling_optimizer
    def test_store_defaults_changed(self):
        C = self.make_class()
        a = C()
        set_ = self.warm(self.set, a)
        qualname = C.__setitem__.__qualname__
        C.__setitem__.__kwdefaults__['l'] = 'L'
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, 'L', 3))
        C.__setitem__.__kwdefaults__ = {'l': 'l', 'k': 'k'}
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, 'l', 3))
        del C.__setitem__.__kwdefaults__['l']
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required keyword-only "
                       f"argument: 'l'",
            set_, self, a, 1)
        C.__setitem__.__kwdefaults__ = {'l': 'l'}
        C.__setitem__.__kwdefaults__.clear()
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required keyword-only "
                       f"argument: 'l'",
            set_, self, a, 1)
        C.__setitem__.__kwdefaults__ = None
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required keyword-only "
                       f"argument: 'l'",
            set_, self, a, 1)
        C.__setitem__.__kwdefaults__ = {'l': 2}
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, 2, 3))

    @disabling_optimizer
    def test_delete_defaults_changed(self):
        C = self.make_class()
        a = C()
        delete = self.warm(self.delete, a)
        qualname = C.__delitem__.__qualname__
        C.__delitem__.__kwdefaults__['k'] = 'K'
        self.assertEqual(delete(self, a, 1), ('del', 1, 'K', None, 3))
        C.__delitem__.__kwdefaults__ = {'k': 'k', 'l': 'l', 'm': 'm'}
        self.assertEqual(delete(self, a, 1), ('del', 1, 'k', 'l', 3))
        del C.__delitem__.__kwdefaults__['k']
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 1 required keyword-only "
                       f"argument: 'k'",
            delete, self, a, 1)
        C.__delitem__.__kwdefaults__.clear()
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 2 required keyword-only "
                       f"arguments: 'k' and 'l'",
            delete, self, a, 1)
        C.__delitem__.__kwdefaults__ = None
        self.assert_raises_message(
            TypeError, f"{qualname}() missing 2 required keyword-only "
                       f"arguments: 'k' and 'l'",
            delete, self, a, 1)
        C.__delitem__.__kwdefaults__ = {'k': 1, 'l': 2}
        self.assertEqual(delete(self, a, 1), ('del', 1, 1, 2, 3))

    @disabling_optimizer
    def test_not_specialized(self):
        class D:
            def __getitem__(self, i, k=None, l=None):  # not keyword-only
                return ('positional', i, l)
            def __setitem__(self, i, v, k=None, m=None):
                self.last = ('positional', i, v, k, m)
            def __delitem__(self, i, m=None):
                self.last = ('positional', i, m)
        class E:
            def __getitem__(self, i, **kwargs):
                return ('kwargs', i, kwargs)
            def __setitem__(self, i, v, **kwargs):
                self.last = ('kwargs', i, v, kwargs)
            def __delitem__(self, i, **kwargs):
                self.last = ('kwargs', i, kwargs)
        class F(dict):
            pass
        def get_mapping(a, i):
            return a[i, **{'l': 2}]
        def set_mapping(a, i):
            a[i, **{'k': 1, 'm': 3}] = 'v'
            return a.last
        def delete_mapping(a, i):
            del a[i, **{'m': 3}]
            return a.last
        for func, mapping, generic, expected_d, expected_e in [
                (self.get, get_mapping, "BINARY_SUBSCR_KW",
                 ('positional', 1, 2), ('kwargs', 1, {'l': 2})),
                (self.set, set_mapping, "STORE_SUBSCR_KW",
                 ('positional', 1, 'v', 1, 3),
                 ('kwargs', 1, 'v', {'k': 1, 'm': 3})),
                (self.delete, delete_mapping, "DELETE_SUBSCR_KW",
                 ('positional', 1, 3), ('kwargs', 1, {'m': 3}))]:
            for a, expected in [(D(), expected_d), (E(), expected_e)]:
                with self.subTest(opname=generic, type=type(a).__name__):
                    warmed = self.warm(func, a, generic)
                    self.assertEqual(warmed(self, a, 1), expected)
                    mapping.__code__ = mapping.__code__.replace()
                    for i in range(self.WARMUP):
                        mapping(a, i)
                    self.assert_specialized(mapping, generic)
                    self.assertEqual(mapping(a, 1), expected)
        for func, name in [(self.get, 'getitem'), (self.set, 'setitem'),
                           (self.delete, 'delitem')]:
            self.assert_raises_message(
                TypeError, f"dict.__{name}__() takes no keyword arguments",
                self.warm, func, F())

    @disabling_optimizer
    def test_eval_frame_hook(self):
        # A PEP 523 frame evaluator sees every dunder call.
        a = self.make_class()()
        for func, dunder in [(self.get, '__getitem__'),
                             (self.set, '__setitem__'),
                             (self.delete, '__delitem__')]:
            with self.subTest(dunder=dunder):
                warmed = self.warm(func, a)
                calls = []
                _testinternalcapi.set_eval_frame_record(calls)
                try:
                    warmed(self, a, 1)
                finally:
                    _testinternalcapi.set_eval_frame_default()
                self.assertEqual(calls, [func.__name__, dunder])

    # The keywords of these subscripts are exactly the keyword-only
    # parameters of the dunders, in order: the *_KW_PY_EXACT forms.
    EXACT = {'get_exact': "BINARY_SUBSCR_KW_PY_EXACT",
             'set_exact': "STORE_SUBSCR_KW_PY_EXACT",
             'delete_exact': "DELETE_SUBSCR_KW_PY_EXACT"}

    def make_exact_class(self):
        class C:
            def __getitem__(self, i, *, k, l=None):
                return ('get', i, k, l)
            def __setitem__(self, i, v, *, k, l=None):
                self.last = ('set', i, v, k, l)
            def __delitem__(self, i, *, k, l=None):
                self.last = ('del', i, k, l)
        return C

    def get_exact(self, a, i):
        return a[i, k=1, l=2]

    def set_exact(self, a, i):
        a[i, k=1, l=2] = 'v'
        return a.last

    def delete_exact(self, a, i):
        del a[i, k=1, l=2]
        return a.last

    def warm_exact(self, a):
        return [self.warm(func, a, self.EXACT[func.__name__])
                for func in (self.get_exact, self.set_exact,
                             self.delete_exact)]

    def assert_exact_form_left(self, func, a):
        # The guard failed: warmed again, the instruction takes another
        # form, since the function has lost its version.
        for i in range(self.WARMUP):
            func(self, a, i)
        self.assert_no_opcode(func, self.EXACT[func.__name__])

    @disabling_optimizer
    def test_exact_keywords_specialized(self):
        a = self.make_exact_class()()
        get, set_, delete = self.warm_exact(a)
        self.assertEqual(get(self, a, 5), ('get', 5, 1, 2))
        self.assertEqual(set_(self, a, 5), ('set', 5, 'v', 1, 2))
        self.assertEqual(delete(self, a, 5), ('del', 5, 1, 2))
        b = self.make_exact_class()()
        self.assertEqual(get(self, b, 6), ('get', 6, 1, 2))
        self.assertEqual(set_(self, b, 6), ('set', 6, 'v', 1, 2))
        self.assertEqual(delete(self, b, 6), ('del', 6, 1, 2))

    @disabling_optimizer
    def test_other_keyword_shapes_not_exact(self):
        # Keywords in another order, or a keyword-only parameter left to
        # its default: the general specialized form.
        def get_reordered(a, i):
            return a[i, l=2, k=1]
        def set_reordered(a, i):
            a[i, l=2, k=1] = 'v'
            return a.last
        def delete_reordered(a, i):
            del a[i, l=2, k=1]
            return a.last
        def get_default(a, i):
            return a[i, k=1]
        def set_default(a, i):
            a[i, k=1] = 'v'
            return a.last
        def delete_default(a, i):
            del a[i, k=1]
            return a.last
        a = self.make_exact_class()()
        for func, opname, expected in [
                (get_reordered, "BINARY_SUBSCR_KW_PY", ('get', 1, 1, 2)),
                (set_reordered, "STORE_SUBSCR_KW_PY", ('set', 1, 'v', 1, 2)),
                (delete_reordered, "DELETE_SUBSCR_KW_PY", ('del', 1, 1, 2)),
                (get_default, "BINARY_SUBSCR_KW_PY", ('get', 1, 1, None)),
                (set_default, "STORE_SUBSCR_KW_PY",
                 ('set', 1, 'v', 1, None)),
                (delete_default, "DELETE_SUBSCR_KW_PY",
                 ('del', 1, 1, None))]:
            with self.subTest(func=func.__name__):
                for i in range(self.WARMUP):
                    func(a, i)
                self.assert_specialized(func, opname)
                self.assert_no_opcode(func, opname + "_EXACT")
                self.assertEqual(func(a, 1), expected)

    @disabling_optimizer
    def test_exact_code_replaced(self):
        C = self.make_exact_class()
        a = C()
        get, set_, delete = self.warm_exact(a)
        # The keyword-only parameters in the other order
        def getitem(self, i, *, l, k):
            return ('reordered', i, k, l)
        def setitem(self, i, v, *, l, k):
            self.last = ('reordered', i, v, k, l)
        def delitem(self, i, *, l, k):
            self.last = ('reordered', i, k, l)
        C.__getitem__.__code__ = getitem.__code__
        C.__setitem__.__code__ = setitem.__code__
        C.__delitem__.__code__ = delitem.__code__
        self.assertEqual(get(self, a, 1), ('reordered', 1, 1, 2))
        self.assertEqual(set_(self, a, 1), ('reordered', 1, 'v', 1, 2))
        self.assertEqual(delete(self, a, 1), ('reordered', 1, 1, 2))
        # One more positional parameter
        def getitem(self, i, j, *, k, l):
            return ('three', i, j, k, l)
        def setitem(self, i, v, j, *, k, l):
            self.last = ('four', i, v, j, k, l)
        def delitem(self, i, j, *, k, l):
            self.last = ('three', i, j, k, l)
        C.__getitem__.__code__ = getitem.__code__
        C.__setitem__.__code__ = setitem.__code__
        C.__delitem__.__code__ = delitem.__code__
        for func, name in [(get, '__getitem__'), (set_, '__setitem__'),
                           (delete, '__delitem__')]:
            self.assert_raises_message(
                TypeError, f"{C.__qualname__}.{name}() missing 1 required "
                           f"positional argument: 'j'",
                func, self, a, 1)
        # ** parameter
        def getitem(self, i, **kwargs):
            return ('kwargs', i, kwargs)
        def setitem(self, i, v, **kwargs):
            self.last = ('kwargs', i, v, kwargs)
        def delitem(self, i, **kwargs):
            self.last = ('kwargs', i, kwargs)
        C.__getitem__.__code__ = getitem.__code__
        C.__setitem__.__code__ = setitem.__code__
        C.__delitem__.__code__ = delitem.__code__
        self.assertEqual(get(self, a, 1), ('kwargs', 1, {'k': 1, 'l': 2}))
        self.assertEqual(set_(self, a, 1),
                         ('kwargs', 1, 'v', {'k': 1, 'l': 2}))
        self.assertEqual(delete(self, a, 1), ('kwargs', 1, {'k': 1, 'l': 2}))
        for func in (get, set_, delete):
            self.assert_exact_form_left(func, a)

    @disabling_optimizer
    def test_exact_kwdefaults_replaced(self):
        C = self.make_exact_class()
        a = C()
        get, set_, delete = self.warm_exact(a)
        for dunder in (C.__getitem__, C.__setitem__, C.__delitem__):
            dunder.__kwdefaults__ = {'k': 'K', 'l': 'L'}
        self.assertEqual(get(self, a, 1), ('get', 1, 1, 2))
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, 2))
        self.assertEqual(delete(self, a, 1), ('del', 1, 1, 2))
        for func, opname in [(get, "BINARY_SUBSCR_KW_PY"),
                             (set_, "STORE_SUBSCR_KW_PY"),
                             (delete, "DELETE_SUBSCR_KW_PY")]:
            self.assert_exact_form_left(func, a)
            self.assert_specialized(func, opname)

    @disabling_optimizer
    def test_exact_kwdefaults_mutated(self):
        # The exact form never reads the defaults: every keyword-only
        # parameter is given.
        C = self.make_exact_class()
        a = C()
        get, set_, delete = self.warm_exact(a)
        for dunder in (C.__getitem__, C.__setitem__, C.__delitem__):
            dunder.__kwdefaults__['l'] = 'L'
            dunder.__kwdefaults__['k'] = 'K'
        self.assertEqual(get(self, a, 1), ('get', 1, 1, 2))
        self.assertEqual(set_(self, a, 1), ('set', 1, 'v', 1, 2))
        self.assertEqual(delete(self, a, 1), ('del', 1, 1, 2))
        self.assertEqual(a[1, k=1], ('get', 1, 1, 'L'))
        self.assertEqual(a[1], ('get', 1, 'K', 'L'))

    @disabling_optimizer
    def test_exact_dunder_replaced(self):
        C = self.make_exact_class()
        a = C()
        get, set_, delete = self.warm_exact(a)
        C.__getitem__ = lambda self, i, *, l, k: ('new get', i, k, l)
        C.__setitem__ = lambda self, i, v, **kw: setattr(self, 'last', kw)
        C.__delitem__ = lambda self, i, *, l, k: setattr(self, 'last', l)
        self.assertEqual(get(self, a, 1), ('new get', 1, 1, 2))
        self.assertEqual(set_(self, a, 1), {'k': 1, 'l': 2})
        self.assertEqual(delete(self, a, 1), 2)

    @disabling_optimizer
    def test_exact_eval_frame_hook(self):
        a = self.make_exact_class()()
        for func, dunder in zip(self.warm_exact(a),
                                ('__getitem__', '__setitem__',
                                 '__delitem__')):
            with self.subTest(dunder=dunder):
                calls = []
                _testinternalcapi.set_eval_frame_record(calls)
                try:
                    func(self, a, 1)
                finally:
                    _testinternalcapi.set_eval_frame_default()
                self.assertEqual(calls, [func.__name__, dunder])

    @disabling_optimizer
    def test_getitem_keyword_only_defaults(self):
        # A plain subscript on __getitem__(self, i, *, k=None) is
        # specialized as on __getitem__(self, i).
        class Q:
            def __getitem__(self, i, *, k='k', l='l'):
                return (i, k, l)
        def f(q, i):
            return q[i]
        q = Q()
        for i in range(self.WARMUP):
            f(q, i)
        self.assert_specialized(f, "BINARY_SUBSCR_GETITEM")
        self.assertEqual(f(q, 1), (1, 'k', 'l'))
        Q.__getitem__.__kwdefaults__['k'] = 'K'
        self.assertEqual(f(q, 1), (1, 'K', 'l'))
        del Q.__getitem__.__kwdefaults__['k']
        self.assert_raises_message(
            TypeError, f"{Q.__getitem__.__qualname__}() missing 1 required "
                       f"keyword-only argument: 'k'",
            f, q, 1)
        Q.__getitem__.__kwdefaults__ = {'k': 1, 'l': 2}
        self.assertEqual(f(q, 1), (1, 1, 2))

    @disabling_optimizer
    def test_getitem_keyword_only_defaults_guards(self):
        # BINARY_SUBSCR_GETITEM reads the defaults where the specializer
        # found them: every change of __kwdefaults__, of __code__ or of
        # the layout of the dict is seen.
        class Q:
            def __getitem__(self, i, *, k='k', l='l'):
                return (i, k, l)
        def f(q, i):
            return q[i]
        q = Q()
        getitem = Q.__getitem__
        def warm():
            for i in range(self.WARMUP):
                f(q, i)
        warm()
        self.assert_specialized(f, "BINARY_SUBSCR_GETITEM")
        # Mutated in place: a value replaced, a key that is not a string
        # added, an entry deleted and added again at the end.
        getitem.__kwdefaults__['l'] = 'L'
        self.assertEqual(f(q, 1), (1, 'k', 'L'))
        getitem.__kwdefaults__[1] = 'one'
        self.assertEqual(f(q, 2), (2, 'k', 'L'))
        del getitem.__kwdefaults__[1]
        warm()
        self.assertEqual(f(q, 3), (3, 'k', 'L'))
        k = getitem.__kwdefaults__.pop('k')
        getitem.__kwdefaults__['k'] = k.upper()
        self.assertEqual(f(q, 4), (4, 'K', 'L'))
        warm()
        self.assertEqual(f(q, 5), (5, 'K', 'L'))
        getitem.__kwdefaults__.clear()
        self.assert_raises_message(
            TypeError, f"{getitem.__qualname__}() missing 2 required "
                       f"keyword-only arguments: 'k' and 'l'",
            f, q, 6)
        # Replaced
        getitem.__kwdefaults__ = {'l': 2, 'k': 1}
        self.assertEqual(f(q, 7), (7, 1, 2))
        warm()
        self.assertEqual(f(q, 8), (8, 1, 2))
        # __code__ replaced
        def other(self, i, *, l='other l', k='other k'):
            return ('other', i, k, l)
        getitem.__code__ = other.__code__
        self.assertEqual(f(q, 9), ('other', 9, 1, 2))
        getitem.__kwdefaults__ = other.__kwdefaults__
        self.assertEqual(f(q, 10), ('other', 10, 'other k', 'other l'))
        # A new function, whose version guards the specialization
        class R:
            def __getitem__(self, i, *, k='k', l='l'):
                return (i, k, l)
        r = R()
        for i in range(self.WARMUP):
            f(r, i)
        self.assert_specialized(f, "BINARY_SUBSCR_GETITEM")
        R.__getitem__.__kwdefaults__['k'] = 'in place'
        self.assertEqual(f(r, 11), (11, 'in place', 'l'))

    @disabling_optimizer
    def test_getitem_keyword_only_defaults_entry_reused(self):
        # popitem() frees the last entry of the dict for the next key: the
        # key of each entry is checked, not only how many there are, and
        # the defaults taken before the one that changed are given back.
        k = object()
        class Q:
            def __getitem__(self, i, *, k=k, l='l'):
                return (i, k, l)
        def f(q, i):
            return q[i]
        q = Q()
        for i in range(self.WARMUP):
            f(q, i)
        self.assert_specialized(f, "BINARY_SUBSCR_GETITEM")
        refcount = sys.getrefcount(k)
        kwdefaults = Q.__getitem__.__kwdefaults__
        self.assertEqual(kwdefaults.popitem(), ('l', 'l'))
        kwdefaults['m'] = 'm'
        for i in range(self.WARMUP):
            self.assert_raises_message(
                TypeError, f"{Q.__getitem__.__qualname__}() missing 1 "
                           f"required keyword-only argument: 'l'",
                f, q, i)
        self.assertEqual(sys.getrefcount(k), refcount)
        kwdefaults['l'] = 'L'
        self.assertEqual(f(q, 1), (1, k, 'L'))

    @disabling_optimizer
    def test_getitem_keyword_only_without_default(self):
        class Q:
            def __getitem__(self, i, *, k):
                return (i, k)
        def f(q, i):
            return q[i]
        q = Q()
        for i in range(self.WARMUP):
            self.assert_raises_message(
                TypeError, f"{Q.__getitem__.__qualname__}() missing 1 "
                           f"required keyword-only argument: 'k'",
                f, q, i)
        self.assertNotIn("BINARY_SUBSCR_GETITEM",
                         {i.opname for i in
                          dis.get_instructions(f, adaptive=True)})

    @disabling_optimizer
    def test_cell_and_generator_dunders(self):
        class Base:
            def __getitem__(self, i, *, k=None):
                return ('base', i, k)
            def __setitem__(self, i, v, *, k=None):
                self.last = ('base set', i, v, k)
            def __delitem__(self, i, *, k=None):
                self.last = ('base del', i, k)
        class C(Base):
            # Each uses a cell, for super().
            def __getitem__(self, i, *, k=None):
                return super().__getitem__(i, k=k)
            def __setitem__(self, i, v, *, k=None):
                super().__setitem__(i, v, k=k)
            def __delitem__(self, i, *, k=None):
                super().__delitem__(i, k=k)
        def f(c, i):
            return c[i, k=1], c[i]
        def g(c, i):
            c[i, k=1] = 'v'
            return c.last
        def h(c, i):
            del c[i, k=1]
            return c.last
        c = C()
        for i in range(self.WARMUP):
            f(c, i)
            g(c, i)
            h(c, i)
        self.assert_specialized(f, "BINARY_SUBSCR_KW_PY_EXACT")
        self.assert_specialized(f, "BINARY_SUBSCR_GETITEM")
        self.assertEqual(f(c, 2), (('base', 2, 1), ('base', 2, None)))
        self.assert_specialized(g, "STORE_SUBSCR_KW_PY_EXACT")
        self.assertEqual(g(c, 2), ('base set', 2, 'v', 1))
        self.assert_specialized(h, "DELETE_SUBSCR_KW_PY_EXACT")
        self.assertEqual(h(c, 2), ('base del', 2, 1))

        # Generator functions: __setitem__ and __delitem__ only create
        # the generator, whose body never runs.
        calls = []
        class G:
            def __getitem__(self, i, *, k=None):
                yield i
                yield k
            def __setitem__(self, i, v, *, k=None):
                calls.append('set')
                yield
            def __delitem__(self, i, *, k=None):
                calls.append('del')
                yield
        def g(a, i):
            return list(a[i, k=1])
        def s(a, i):
            a[i, k=1] = 'v'
        def d(a, i):
            del a[i, k=1]
        for i in range(self.WARMUP):
            g(G(), i)
            s(G(), i)
            d(G(), i)
        self.assert_specialized(g, "BINARY_SUBSCR_KW_PY_EXACT")
        self.assertEqual(g(G(), 3), [3, 1])
        self.assert_specialized(s, "STORE_SUBSCR_KW_PY_EXACT")
        self.assertIsNone(s(G(), 3))
        self.assert_specialized(d, "DELETE_SUBSCR_KW_PY_EXACT")
        self.assertIsNone(d(G(), 3))
        self.assertEqual(calls, [])

    @disabling_optimizer
    def test_many_keyword_only_parameters(self):
        # More keyword-only parameters than subscript_push_frame_fast()
        # handles: not specialized, still right.
        names = [f'k{n}' for n in range(20)]
        params = '=0, '.join(names) + '=0'
        ns = {}
        exec(f"def __getitem__(self, i, *, {params}):\n"
             f"    return k19\n"
             f"def __setitem__(self, i, v, *, {params}):\n"
             f"    self.last = (v, k19)\n"
             f"def __delitem__(self, i, *, {params}):\n"
             f"    self.last = k19\n", ns)
        C = type('C', (), ns)
        def f(a):
            return a[1, k19=19]
        def g(a):
            a[1, k19=19] = 'v'
            return a.last
        def h(a):
            del a[1, k19=19]
            return a.last
        for func, opname, expected in [(f, "BINARY_SUBSCR_KW", 19),
                                       (g, "STORE_SUBSCR_KW", ('v', 19)),
                                       (h, "DELETE_SUBSCR_KW", 19)]:
            with self.subTest(opname=opname):
                for _ in range(self.WARMUP):
                    func(C())
                self.assert_specialized(func, opname)
                self.assertEqual(func(C()), expected)


@threading_helper.requires_working_threading()
@requires_specialization
class TestRacesDoNotCrash(TestBase):
    # Careful with these. Bigger numbers have a higher chance of catching bugs,
    # but you can also burn through a *ton* of type/dict/function versions:
    ITEMS = 1000
    LOOPS = 4
    WARMUPS = 2
    WRITERS = 2

    @disabling_optimizer
    def assert_races_do_not_crash(
        self, opname, get_items, read, write, *, check_items=False
    ):
        # This might need a few dozen loops in some cases:
        for _ in range(self.LOOPS):
            items = get_items()
            # Reset:
            if check_items:
                for item in items:
                    item.__code__ = item.__code__.replace()
            else:
                read.__code__ = read.__code__.replace()
            # Specialize:
            for _ in range(self.WARMUPS):
                read(items)
            if check_items:
                for item in items:
                    self.assert_specialized(item, opname)
            else:
                self.assert_specialized(read, opname)
            # Create writers:
            writers = []
            for _ in range(self.WRITERS):
                writer = threading.Thread(target=write, args=[items])
                writers.append(writer)
            # Run:
            for writer in writers:
                writer.start()
            read(items)  # BOOM!
            for writer in writers:
                writer.join()

    def test_binary_subscr_getitem(self):
        def get_items():
            class C:
                __getitem__ = lambda self, item: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item[None]
                except TypeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.__getitem__
                except AttributeError:
                    pass
                type(item).__getitem__ = lambda self, item: None

        opname = "BINARY_SUBSCR_GETITEM"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_binary_subscr_kw_py(self):
        def get_items():
            class C:
                __getitem__ = lambda self, item, *, k=None: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item[None, k=1]
                except TypeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.__getitem__
                except AttributeError:
                    pass
                type(item).__getitem__ = lambda self, item, *, k=None: None
                type(item).__getitem__.__code__ = (
                    (lambda self, item, *, j=None: None).__code__)

        opname = "BINARY_SUBSCR_KW_PY_EXACT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_store_subscr_kw_py(self):
        def get_items():
            class C:
                __setitem__ = lambda self, item, value, *, k=None: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item[None, k=1] = None
                except TypeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.__setitem__
                except AttributeError:
                    pass
                type(item).__setitem__ = (
                    lambda self, item, value, *, k=None: None)
                type(item).__setitem__.__code__ = (
                    (lambda self, item, value, *, j=None: None).__code__)

        opname = "STORE_SUBSCR_KW_PY_EXACT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_delete_subscr_kw_py(self):
        def get_items():
            class C:
                __delitem__ = lambda self, item, *, k=None: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    del item[None, k=1]
                except TypeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.__delitem__
                except AttributeError:
                    pass
                type(item).__delitem__ = lambda self, item, *, k=None: None
                type(item).__delitem__.__code__ = (
                    (lambda self, item, *, j=None: None).__code__)

        opname = "DELETE_SUBSCR_KW_PY_EXACT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_binary_subscr_list_int(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = [None]
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item[0]
                except IndexError:
                    pass

        def write(items):
            for item in items:
                item.clear()
                item.append(None)

        opname = "BINARY_SUBSCR_LIST_INT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_for_iter_gen(self):
        def get_items():
            def g():
                yield
                yield

            items = []
            for _ in range(self.ITEMS):
                item = g()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    for _ in item:
                        break
                except ValueError:
                    pass

        def write(items):
            for item in items:
                try:
                    for _ in item:
                        break
                except ValueError:
                    pass

        opname = "FOR_ITER_GEN"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_for_iter_list(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = [None]
                items.append(item)
            return items

        def read(items):
            for item in items:
                for item in item:
                    break

        def write(items):
            for item in items:
                item.clear()
                item.append(None)

        opname = "FOR_ITER_LIST"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_class(self):
        def get_items():
            class C:
                a = object()

            items = []
            for _ in range(self.ITEMS):
                item = C
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.a
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.a
                except AttributeError:
                    pass
                item.a = object()

        opname = "LOAD_ATTR_CLASS"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_getattribute_overridden(self):
        def get_items():
            class C:
                __getattribute__ = lambda self, name: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.a
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.__getattribute__
                except AttributeError:
                    pass
                type(item).__getattribute__ = lambda self, name: None

        opname = "LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_instance_value(self):
        def get_items():
            class C:
                pass

            items = []
            for _ in range(self.ITEMS):
                item = C()
                item.a = None
                items.append(item)
            return items

        def read(items):
            for item in items:
                item.a

        def write(items):
            for item in items:
                item.__dict__[None] = None

        opname = "LOAD_ATTR_INSTANCE_VALUE"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_method_lazy_dict(self):
        def get_items():
            class C(Exception):
                m = lambda self: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.m()
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.m
                except AttributeError:
                    pass
                type(item).m = lambda self: None

        opname = "LOAD_ATTR_METHOD_LAZY_DICT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_method_no_dict(self):
        def get_items():
            class C:
                __slots__ = ()
                m = lambda self: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.m()
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.m
                except AttributeError:
                    pass
                type(item).m = lambda self: None

        opname = "LOAD_ATTR_METHOD_NO_DICT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_method_with_values(self):
        def get_items():
            class C:
                m = lambda self: None

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.m()
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del item.m
                except AttributeError:
                    pass
                type(item).m = lambda self: None

        opname = "LOAD_ATTR_METHOD_WITH_VALUES"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_module(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = types.ModuleType("<item>")
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.__name__
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                d = item.__dict__.copy()
                item.__dict__.clear()
                item.__dict__.update(d)

        opname = "LOAD_ATTR_MODULE"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_property(self):
        def get_items():
            class C:
                a = property(lambda self: None)

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item.a
                except AttributeError:
                    pass

        def write(items):
            for item in items:
                try:
                    del type(item).a
                except AttributeError:
                    pass
                type(item).a = property(lambda self: None)

        opname = "LOAD_ATTR_PROPERTY"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_attr_with_hint(self):
        def get_items():
            class C:
                pass

            items = []
            for _ in range(self.ITEMS):
                item = C()
                item.a = None
                # Resize into a combined unicode dict:
                for i in range(29):
                    setattr(item, f"_{i}", None)
                items.append(item)
            return items

        def read(items):
            for item in items:
                item.a

        def write(items):
            for item in items:
                item.__dict__[None] = None

        opname = "LOAD_ATTR_WITH_HINT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_load_global_module(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = eval("lambda: x", {"x": None})
                items.append(item)
            return items

        def read(items):
            for item in items:
                item()

        def write(items):
            for item in items:
                item.__globals__[None] = None

        opname = "LOAD_GLOBAL_MODULE"
        self.assert_races_do_not_crash(
            opname, get_items, read, write, check_items=True
        )

    def test_store_attr_instance_value(self):
        def get_items():
            class C:
                pass

            items = []
            for _ in range(self.ITEMS):
                item = C()
                items.append(item)
            return items

        def read(items):
            for item in items:
                item.a = None

        def write(items):
            for item in items:
                item.__dict__[None] = None

        opname = "STORE_ATTR_INSTANCE_VALUE"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_store_attr_with_hint(self):
        def get_items():
            class C:
                pass

            items = []
            for _ in range(self.ITEMS):
                item = C()
                # Resize into a combined unicode dict:
                for i in range(29):
                    setattr(item, f"_{i}", None)
                items.append(item)
            return items

        def read(items):
            for item in items:
                item.a = None

        def write(items):
            for item in items:
                item.__dict__[None] = None

        opname = "STORE_ATTR_WITH_HINT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_store_subscr_list_int(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = [None]
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    item[0] = None
                except IndexError:
                    pass

        def write(items):
            for item in items:
                item.clear()
                item.append(None)

        opname = "STORE_SUBSCR_LIST_INT"
        self.assert_races_do_not_crash(opname, get_items, read, write)

    def test_unpack_sequence_list(self):
        def get_items():
            items = []
            for _ in range(self.ITEMS):
                item = [None]
                items.append(item)
            return items

        def read(items):
            for item in items:
                try:
                    [_] = item
                except ValueError:
                    pass

        def write(items):
            for item in items:
                item.clear()
                item.append(None)

        opname = "UNPACK_SEQUENCE_LIST"
        self.assert_races_do_not_crash(opname, get_items, read, write)

class C:
    pass

@requires_specialization
class TestInstanceDict(unittest.TestCase):

    def setUp(self):
        c = C()
        c.a, c.b, c.c = 0,0,0

    def test_values_on_instance(self):
        c = C()
        c.a = 1
        C().b = 2
        c.c = 3
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c),
            (1, '<NULL>', 3)
        )

    def test_dict_materialization(self):
        c = C()
        c.a = 1
        c.b = 2
        c.__dict__
        self.assertEqual(c.__dict__, {"a":1, "b": 2})

    def test_dict_dematerialization(self):
        c = C()
        c.a = 1
        c.b = 2
        c.__dict__
        for _ in range(100):
            c.a
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c),
            (1, 2, '<NULL>')
        )

    def test_dict_dematerialization_multiple_refs(self):
        c = C()
        c.a = 1
        c.b = 2
        d = c.__dict__
        for _ in range(100):
            c.a
        self.assertIs(c.__dict__, d)

    def test_dict_dematerialization_copy(self):
        c = C()
        c.a = 1
        c.b = 2
        c2 = copy.copy(c)
        for _ in range(100):
            c.a
            c2.a
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c),
            (1, 2, '<NULL>')
        )
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c2),
            (1, 2, '<NULL>')
        )
        c3 = copy.deepcopy(c)
        for _ in range(100):
            c.a
            c3.a
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c),
            (1, 2, '<NULL>')
        )
        #NOTE -- c3.__dict__ does not de-materialize

    def test_dict_dematerialization_pickle(self):
        c = C()
        c.a = 1
        c.b = 2
        c2 = pickle.loads(pickle.dumps(c))
        for _ in range(100):
            c.a
            c2.a
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c),
            (1, 2, '<NULL>')
        )
        self.assertEqual(
            _testinternalcapi.get_object_dict_values(c2),
            (1, 2, '<NULL>')
        )

    def test_dict_dematerialization_subclass(self):
        class D(dict): pass
        c = C()
        c.a = 1
        c.b = 2
        c.__dict__ = D(c.__dict__)
        for _ in range(100):
            c.a
        self.assertIs(
            _testinternalcapi.get_object_dict_values(c),
            None
        )
        self.assertEqual(
            c.__dict__,
            {'a':1, 'b':2}
        )

    def test_store_attr_with_hint(self):
        # gh-133441: Regression test for STORE_ATTR_WITH_HINT bytecode
        class Node:
            def __init__(self):
                self.parents = {}

            def __setstate__(self, data_dict):
                self.__dict__ = data_dict
                self.parents = {}

        class Dict(dict):
            pass

        obj = Node()
        obj.__setstate__({'parents': {}})
        obj.__setstate__({'parents': {}})
        obj.__setstate__(Dict({'parents': {}}))


if __name__ == "__main__":
    unittest.main()
