"""What the code compiled by pep637 calls: keyword subscripts at run time.

pep637.compiler.transform turns every subscript with keywords into calls
of this module, which the compiled code reaches as the built-in name
``__pep637__`` (put in :mod:`builtins` by :func:`install`, which the
compile pipeline calls when it compiles such code).  A built-in name,
rather than a global or a temporary, keeps every namespace of the
user's code as the fork leaves it, and the compiled code can be marshalled
into a ``.pyc`` like any other.

The fork calls the dunder as the explicit call
``type(obj).__getitem__(obj, index, **kwargs)`` would, after evaluating
the container, the index and the keyword values (Objects/abstract.c,
``call_subscript_method``): the dunder is looked up on the type, never on
the instance.  Here the lookup is done by Python code of this module, but
the dunder is always *called* by the user's frame or by a function
implemented in C (functools.partial, operator.call, ...), so that no frame
of this package stands between the user's frame and the dunder's, in
tracebacks or on the stack.  Errors that the fork raises without calling
a dunder are raised from C too (see :func:`_raiser`).

pep637.compiler.transform chooses among three forms, the cheapest that
keeps the fork's order of evaluation (the lookup of the dunder runs no
code of the user's, so it may come before the evaluation of names and
constants):

* direct -- container, index and keyword values are names or constants::

      __pep637_getter__(a)(a, i, k=1)          a[i, k=1]
      __pep637_setter__(a)(a, i, x, k=1)       a[i, k=1] = x
      __pep637_deleter__(a)(a, i, k=1)         del a[i, k=1]

  getter(a) is the function to call with the container first; getter(),
  setter() and deleter() are built-in names of their own (see
  pep637._interpreter.RUNTIME_FUNCTIONS).

* bound -- the keyword values are names or constants::

      __pep637__.bind_get(f(a), g(i))(k=1)     f(a)[g(i), k=1]
      __pep637__.bind_set(h(), f(a), g(i))(k=1)  f(a)[g(i), k=1] = h()
      __pep637__.bind_delete(f(a), g(i))(k=1)  del f(a)[g(i), k=1]

  bind_get(a, i) is the dunder with the container and the index bound.

* general -- anything else, in any context::

      __pep637__.operation(a, 'get', i, k=f())()
      __pep637__.subscript(a, 'get')(i, **m)()        (a ``**`` item)
      __pep637__.TARGET[__pep637__.operation(a, 'set', i, k=f())] = x
      __pep637__.AUGMENTED[__pep637__.operation(a, 'augment', i, k=1)] += x

  operation() looks the dunder up once all of its arguments are
  evaluated, and returns the call to make, with no argument or with the
  value to store; the subscript targets TARGET and AUGMENTED make it in a
  for loop, a with statement, an unpacking, a chained or an augmented
  assignment, without a temporary.
"""

# Only modules that a plain start-up has already imported, or built in:
# importing this module is part of the first import of a module cached by
# pep637 (warnings is imported when needed).
import _functools as functools
import _operator as operator
import builtins
import codecs
import sys

from .._interpreter import RUNTIME_FUNCTIONS, RUNTIME_NAME, drop_package_frames

__all__ = ["install", "getter", "setter", "deleter", "bind_get", "bind_set",
           "bind_delete", "operation", "subscript", "TARGET", "AUGMENTED"]

_partial = functools.partial
_new = object.__new__
# As the types module defines them.
_FunctionType = type(lambda: None)
_WrapperDescriptorType = type(object.__init__)
_MethodDescriptorType = type(str.join)
_ClassMethodDescriptorType = type(dict.__dict__["fromkeys"])

# Flags of type.__flags__ (Include/object.h).
_Py_TPFLAGS_HEAPTYPE = 1 << 9
_Py_TPFLAGS_METHOD_DESCRIPTOR = 1 << 17
_Py_TPFLAGS_TYPE_SUBCLASS = 1 << 31

# The getters of type's own attributes, which no metaclass can override.
_type_mro = type.__dict__["__mro__"].__get__
_type_dict = type.__dict__["__dict__"].__get__
_type_qualname = type.__dict__["__qualname__"].__get__
_type_module = type.__dict__["__module__"].__get__
_type_name = type.__dict__["__name__"].__get__
_type_flags = type.__dict__["__flags__"].__get__
_function_module = _FunctionType.__dict__["__module__"].__get__
_function_qualname = _FunctionType.__dict__["__qualname__"].__get__

_MISSING = object()

# functools.partial.__get__ (Modules/_functoolsmodule.c), which warns and
# returns the partial itself when it binds an object.
_partial_get = _partial.__dict__["__get__"]
_PARTIAL_WARNING = ("functools.partial will be a method descriptor in "
                    "future Python versions; wrap it in staticmethod() if "
                    "you want to preserve the old behavior")

# The operations of the general form and the dunder each calls first.
_DUNDERS = {"get": "__getitem__", "set": "__setitem__",
            "delete": "__delitem__", "augment": "__getitem__"}
# What the fork does for a subscript whose ``**`` items are all empty.
_PLAIN = {"__getitem__": operator.getitem, "__setitem__": operator.setitem,
          "__delitem__": operator.delitem}

# How the fork calls a dunder (see _dunder()).
_CALL = "call"      # what(obj, *args, **kwargs)
_BIND = "bind"      # what.__get__(obj, type(obj))(*args, **kwargs)
_CLASS = "class"    # getattr(obj, '__class_getitem__')(*args, **kwargs)
_RAISE = "raise"    # raise what


# -- Looking the dunder up as the fork does -----------------------------------

def _lookup(tp, name):
    """The attribute *name* of type *tp* as ``_PyType_Lookup()`` finds it:
    from the dicts of the MRO, no descriptor called; _MISSING if none."""
    for base in _type_mro(tp):
        namespace = _type_dict(base)
        if name in namespace:
            return namespace[name]
    return _MISSING


def _is_type(obj):
    """``PyType_Check(obj)``: whatever its __class__ claims."""
    return bool(_type_flags(type(obj)) & _Py_TPFLAGS_TYPE_SUBCLASS)


def _dunder(obj, name):
    """(how, what): how the fork calls the dunder *name* of *obj* when a
    subscript has keywords (``_PyObject_GetItemKw`` and its siblings).

    A function or a method descriptor is called unbound, with obj first;
    any other object is bound by its __get__, if it has one; a slot
    wrapper takes no keywords; a class whose metaclass has no __getitem__
    falls back on its __class_getitem__; else the error of a missing
    dunder.  The error is returned, not raised.
    """
    tp = type(obj)
    meth = _lookup(tp, name)
    if meth is not _MISSING:
        if type(meth) is _WrapperDescriptorType:
            return _RAISE, TypeError(
                f"{_function_str(meth)} takes no keyword arguments")
        if _type_flags(type(meth)) & _Py_TPFLAGS_METHOD_DESCRIPTOR:
            return _CALL, meth
        return _BIND, meth
    if name == "__getitem__" and _is_type(obj):
        if obj is type:
            return _RAISE, TypeError("type[...] takes no keyword arguments")
        return _CLASS, obj
    return _RAISE, _missing_error(obj, name)


def _bound(how, what, obj):
    """The callable that the fork calls with the arguments after obj, for
    a dunder that is not called unbound (how is _BIND or _CLASS).  May run
    code of the user (a __get__, a metaclass's __getattr__) and raise."""
    if how is _BIND:
        get = _lookup(type(what), "__get__")
        if get is _MISSING:
            return what
        if get is _partial_get:
            # Its warning names the frame that binds: the user's, in the
            # fork (the binding is done by C code that it calls).
            import warnings
            warnings.warn(_PARTIAL_WARNING, FutureWarning,
                          stacklevel=_own_frames() + 1)
            return what
        return get(what, obj, type(obj))
    try:
        meth = getattr(obj, "__class_getitem__")
    except AttributeError:
        meth = None
    if meth is None:
        raise _class_not_subscriptable(obj)
    return meth


def _own_frames():
    """How many frames of this module call this function, up to the
    first frame of another module: the stack level of that frame for a
    warning issued by the caller."""
    frame = sys._getframe(1)
    level = 0
    while frame is not None and frame.f_globals is globals():
        frame = frame.f_back
        level += 1
    return level


def _plain_metaclass(tp):
    """Tell whether the attributes of type *tp* are looked up as type
    looks them up, running no code of the user's: its metaclass has no
    __getattribute__ of its own and no __getattr__."""
    meta = type(tp)
    return (_lookup(meta, "__getattribute__") is type.__getattribute__
            and _lookup(meta, "__getattr__") is _MISSING)


def _class_function(cls):
    """The function of cls.__class_getitem__ if the fork would call it as
    ``function(cls, ...)`` without asking the metaclass anything (see
    ``_PyObject_LookupSubscriptMethod()``, Include/internal/pycore_abstract.h),
    else None."""
    if (not _plain_metaclass(cls)
            or _lookup(type(cls), "__class_getitem__") is not _MISSING):
        return None
    method = _lookup(cls, "__class_getitem__")
    if type(method) is classmethod:
        return method.__func__
    return None


# -- Caches of the dunders ----------------------------------------------------

# The dunders that are a function or a method descriptor, which
# ``type.__getitem__`` and the like give back unchanged, by type: the
# dunder found is still the dunder if ``tp.__getitem__`` is it.  Types
# whose metaclass is type are the keys of _GETTERS and the like, whose
# lookup can then run no code; others are found in _OTHER_GETTERS and the
# like by id(), as (type, dunder).
_GETTERS, _SETTERS, _DELETERS = {}, {}, {}
_OTHER_GETTERS, _OTHER_SETTERS, _OTHER_DELETERS = {}, {}, {}
_CACHES = {"__getitem__": (_GETTERS, _OTHER_GETTERS),
           "__setitem__": (_SETTERS, _OTHER_SETTERS),
           "__delitem__": (_DELETERS, _OTHER_DELETERS)}
_CACHE_SIZE = 1000


def _unbound(obj, name):
    """The dunder *name* of obj if the fork calls it unbound, with obj
    first (a function or a method descriptor), else None; from the caches
    if they know the type of obj, which they then do.

    pep637.runtime._speedups.lookup(), where it is built, does the same in C,
    with the method cache of CPython's type lookup.
    """
    tp = type(obj)
    by_type, by_id = _CACHES[name]
    try:
        if type(tp) is type:
            function = by_type[tp]
        else:
            cached_type, function = by_id[id(tp)]
            if cached_type is not tp:
                raise KeyError(tp)
        if getattr(tp, name) is function:
            return function
    except (KeyError, AttributeError):
        pass
    how, what = _dunder(obj, name)
    if how is not _CALL:
        return None
    if _is_cacheable(what, tp):
        if len(by_type) >= _CACHE_SIZE or len(by_id) >= _CACHE_SIZE:
            by_type.clear()
            by_id.clear()
        if type(tp) is type:
            by_type[tp] = what
            _remember(name, tp, what)
        else:
            by_id[id(tp)] = (tp, what)
    return what


def _remember(name, tp, function):
    """Make *function*, just cached as the dunder *name* of *tp*, the
    dunder that getter() and the like check first (see _unbound())."""
    global _get_type, _get_function, _set_type, _set_function
    global _delete_type, _delete_function
    if name == "__getitem__":
        _get_function, _get_type = function, tp
    elif name == "__setitem__":
        _set_function, _set_type = function, tp
    else:
        _delete_function, _delete_type = function, tp


def _is_cacheable(function, tp):
    """Tell whether ``tp.<dunder>`` gives *function* back as it is,
    without running code of the user's: a function or a method descriptor
    of a type whose metaclass has no __getattribute__ or __getattr__."""
    return ((type(function) is _FunctionType
             or type(function) is _MethodDescriptorType)
            and _plain_metaclass(tp))


# -- The messages of the fork's errors ----------------------------------------

def _function_str(func):
    """``_PyObject_FunctionStr()``: how CPython names a callable in an
    error message, e.g. 'tuple.__getitem__()'."""
    try:
        qualname = func.__qualname__
    except AttributeError:
        return str(func)
    module = getattr(func, "__module__", None)
    if module is not None and module != "builtins":
        return f"{module}.{qualname}()"
    return f"{qualname}()"


def _static_tp_name(tp):
    """``tp->tp_name`` of a static type: its module, unless builtins, and
    its name."""
    module = _type_module(tp)
    name = _type_name(tp)
    return name if module == "builtins" else f"{module}.{name}"


def _tp_name(obj):
    """``Py_TYPE(obj)->tp_name``, cut at 200 characters as '%.200s' does.

    A heap type keeps it to itself: it is read off the error that
    operator.index() raises for an object without __index__, which
    formats it, else taken to be the name of the type, which it is for a
    class statement.
    """
    tp = type(obj)
    if not _type_flags(tp) & _Py_TPFLAGS_HEAPTYPE:
        return _static_tp_name(tp)[:200]
    if _lookup(tp, "__index__") is _MISSING:
        try:
            operator.index(obj)
        except TypeError as exc:
            message = str(exc)
            suffix = "' object cannot be interpreted as an integer"
            if message.startswith("'") and message.endswith(suffix):
                return message[1:-len(suffix)]
    return _type_name(tp)[:200]


def _missing_error(obj, name):
    """The TypeError of the fork for an object whose type lacks *name*.

    Where the stock function of the operator module raises that very
    error, it is taken from it, tp_name formatted by CPython itself.
    """
    if name == "__getitem__":
        return _error_of(operator.getitem, obj, ())
    tp = type(obj)
    if (_lookup(tp, "__setitem__") is _MISSING
            and _lookup(tp, "__delitem__") is _MISSING):
        if name == "__setitem__":
            return _error_of(operator.setitem, obj, (), None)
        return _error_of(operator.delitem, obj, ())
    what = "assignment" if name == "__setitem__" else "deletion"
    return TypeError(f"'{_tp_name(obj)}' object does not support item "
                     f"{what}")


def _class_not_subscriptable(cls):
    """The fork's TypeError for a class without __class_getitem__."""
    if _class_function_free(cls):
        return _error_of(operator.getitem, cls, ())
    if _type_flags(cls) & _Py_TPFLAGS_HEAPTYPE:
        name = _type_name(cls)
    else:
        name = _static_tp_name(cls)
    return TypeError(f"type '{name[:200]}' is not subscriptable")


def _class_function_free(cls):
    """Tell whether stock PyObject_GetItem(cls, ...) would run no code of
    the user's: a metaclass without __getattr__ or __getattribute__."""
    return (_plain_metaclass(cls)
            and _lookup(type(cls), "__getitem__") is _MISSING)


def _error_of(function, *args):
    """The exception that function(*args) raises, with no traceback."""
    try:
        function(*args)
    except TypeError as exc:
        exc.__traceback__ = None
        return exc
    raise AssertionError(f"{function.__name__}{args!r} did not fail")


def _method_str(container, name):
    """``_PyObject_SubscriptMethodStr()`` of Objects/object.c: the name of
    the method that a subscript with keywords on container calls, in the
    errors of a ``**`` item, e.g. '__main__.R.__getitem__()'.  Reads only
    names that the objects hold, never runs their code."""
    tp = type(container)
    meth = _lookup(tp, name)
    class_getitem = (meth is _MISSING and name == "__getitem__"
                     and _is_type(container) and container is not type)
    if class_getitem:
        tp, name = container, "__class_getitem__"
        meth = _lookup(tp, name)
        if type(meth) in (classmethod, staticmethod):
            meth = meth.__func__
    if type(meth) is _FunctionType:
        module = _function_module(meth)
        qualname = _function_qualname(meth)
        if isinstance(module, str) and module != "builtins":
            return f"{module}.{qualname}()"
        return f"{qualname}()"
    if class_getitem and type(meth) is _ClassMethodDescriptorType:
        # A class method of a built-in type, such as list.__class_getitem__,
        # is bound to the class, and named after it.
        return f"{_type_qualname(container)}.{meth.__name__}()"
    if type(meth) in (_MethodDescriptorType, _ClassMethodDescriptorType,
                      _WrapperDescriptorType):
        return f"{_type_qualname(meth.__objclass__)}.{meth.__name__}()"
    if not _type_flags(tp) & _Py_TPFLAGS_HEAPTYPE:
        return f"{_static_tp_name(tp)}.{name}()"
    qualname = _type_qualname(tp)
    try:
        module = _type_module(tp)
    except AttributeError:
        module = None
    if isinstance(module, str) and module != "builtins":
        return f"{module}.{qualname}.{name}()"
    return f"{qualname}.{name}()"


# -- Calling and raising from C -----------------------------------------------

def _callee(obj, name):
    """(callable, with_obj): what runs the dunder *name* of obj when
    called with the arguments after obj (with obj first if with_obj).
    Raises nothing: an error is raised by the callable."""
    function = _unbound(obj, name)
    if function is not None:
        return function, True
    how, what = _dunder(obj, name)
    if how is _CALL:
        return what, True
    if how is _RAISE:
        return _raiser(what), False
    try:
        bound = _bound(how, what, obj)
    except BaseException as exc:
        return _raiser(drop_package_frames(exc)), False
    if not callable(bound):
        # "'NoneType' object is not callable", as CPython words it.
        return _raiser(_error_of(bound)), False
    return bound, False


class _Raiser:
    """A callable that raises its exception when called, whatever the
    arguments, without a Python frame: its __call__ is a property whose
    getter, operator.methodcaller, calls codecs.strict_errors(exception)
    (which raises it as a raise statement does, context included)."""

    __slots__ = ("_raise",)
    __call__ = property(operator.methodcaller("_raise"))


def _raiser(exc):
    """A callable that raises *exc* when the user's frame calls it."""
    raiser = _new(_Raiser)
    raiser._raise = _partial(codecs.strict_errors, exc)
    return raiser


# -- The direct form: getter(obj)(obj, index, [value,] **kwargs) --------------
#
# What a keyword subscript costs is mostly the frame of getter() (or of
# setter(), deleter()), whose body is kept to a few instructions for the
# most frequent case, a dunder that is a function: the dunder that _unbound()
# cached last and its type, (_get_type, _get_function) and the like, are
# checked first, with ``tp.__getitem__ is function`` as the only lookup;
# then the caches of _unbound(), whose types are checked to have type as
# metaclass before they are hashed.  getter() does not update them: a
# store costs more than a miss (each subscript of a loop over two types
# would store).  They hold a type whose metaclass is type (no __class__
# assignment changes that) and a function or method descriptor found as
# its dunder, so that even a pair mixed up by threads that update it
# together is checked as any entry of the caches is.  The three functions
# are spelled out rather than made by one factory: each reads its dunder
# as an attribute of a constant name (``tp.__getitem__``), which the
# interpreter specializes, where a shared body would call getattr().

_get_type = _get_function = None
_set_type = _set_function = None
_delete_type = _delete_function = None


def getter(obj):
    """The function that gets items of *obj* with keywords, to be called
    as ``getter(obj)(obj, index, **kwargs)``: the fork's
    ``type(obj).__getitem__``, with its errors and class fallback."""
    tp = type(obj)
    function = _get_function
    try:
        if tp is _get_type:
            if tp.__getitem__ is function:
                return function
        elif type(tp) is type:
            function = _GETTERS[tp]
            if tp.__getitem__ is function:
                return function
    except (KeyError, AttributeError):
        pass
    return _direct(obj, "__getitem__")


def setter(obj):
    """As getter(), for ``setter(obj)(obj, index, value, **kwargs)``."""
    tp = type(obj)
    function = _set_function
    try:
        if tp is _set_type:
            if tp.__setitem__ is function:
                return function
        elif type(tp) is type:
            function = _SETTERS[tp]
            if tp.__setitem__ is function:
                return function
    except (KeyError, AttributeError):
        pass
    return _direct(obj, "__setitem__")


def deleter(obj):
    """As getter(), for ``deleter(obj)(obj, index, **kwargs)``."""
    tp = type(obj)
    function = _delete_function
    try:
        if tp is _delete_type:
            if tp.__delitem__ is function:
                return function
        elif type(tp) is type:
            function = _DELETERS[tp]
            if tp.__delitem__ is function:
                return function
    except (KeyError, AttributeError):
        pass
    return _direct(obj, "__delitem__")


def _direct(obj, name):
    """getter() and the others, when their cache does not answer."""
    function = _unbound(obj, name)
    if function is not None:
        return function
    how, what = _dunder(obj, name)
    if how is _CALL:
        return what
    if how is _RAISE:
        return _raiser(what)
    if how is _CLASS:
        function = _class_function(obj)
        if function is not None:
            return function
    return _partial(_call_bound, how, what)


def _call_bound(how, what, container, /, *args, **kwargs):
    """Call a dunder that must be bound first, as getter() returns it.

    The only frame of this package that stays on the stack while a dunder
    runs (for a dunder that is neither a function nor a method descriptor,
    in the direct form); it removes itself from the traceback of what it
    raises.
    """
    try:
        return _bound(how, what, container)(*args, **kwargs)
    except BaseException as exc:
        drop_package_frames(exc)
        raise


# -- The bound form: bind_get(obj, index)(**kwargs) ---------------------------

def bind_get(obj, index):
    """The __getitem__ of *obj* (looked up now), obj and index bound: a
    callable for the keyword arguments."""
    return _bind(obj, "__getitem__", index)


def bind_set(value, obj, index):
    """As bind_get(), for __setitem__ and the value, evaluated first."""
    return _bind(obj, "__setitem__", index, value)


def bind_delete(obj, index):
    """As bind_get(), for __delitem__."""
    return _bind(obj, "__delitem__", index)


def _bind(obj, name, *args):
    """bind_get() and the others."""
    function, with_obj = _callee(obj, name)
    if with_obj:
        return _partial(function, obj, *args)
    return _partial(function, *args)


# -- The general form: operation(obj, op, index, **kwargs) --------------------

def operation(obj, op, index, /, **kwargs):
    """The operation *op* ('get', 'set', 'delete' or 'augment') of a
    subscript of *obj*, looked up now: a callable to call with no
    argument (get, delete) or with the value (set); for 'augment', the key
    of :data:`AUGMENTED`."""
    if op == "augment":
        return _augmented_key(obj, index, kwargs)
    function, with_obj = _callee(obj, _DUNDERS[op])
    if with_obj:
        return _partial(function, obj, index, **kwargs)
    return _partial(function, index, **kwargs)


def subscript(obj, op):
    """As operation(obj, op, ...), for a subscript with a ``**`` item:
    the callee that the user's frame calls with the index and the
    keywords, which names the dunder in the errors of a ``**`` item (see
    _Pending)."""
    pending = _new(_Pending)
    pending._obj = obj
    pending._op = op
    return pending


class _Pending:
    """``subscript(obj, op)``: the object that the user's frame calls with
    the index and the keywords of a subscript with a ``**`` item.

    A ``**`` mapping is merged by that call, in the user's frame: its
    errors name the callee as ``_PyObject_FunctionStr()`` does, from its
    __qualname__ and __module__, which are here those of the dunder as the
    fork names it ('__main__.R.__getitem__() argument after ** must be a
    mapping'), computed when asked.
    """

    __slots__ = ("_obj", "_op")
    # The name in _PyObject_FunctionStr() is then the __qualname__ alone.
    __module__ = None

    def __getattr__(self, name):
        """__qualname__: the name of the dunder, computed when asked."""
        if name == "__qualname__":
            return _method_str(self._obj, _DUNDERS[self._op])[:-2]
        raise AttributeError(name)

    def __call__(self, index, /, **kwargs):
        """The operation, as operation() returns it."""
        if self._op == "augment":
            return _augmented_key(self._obj, index, kwargs)
        return _operation(self._obj, _DUNDERS[self._op], index, kwargs)


def _operation(obj, name, index, kwargs):
    """A callable that runs the dunder *name* of obj with index, the
    arguments it is called with and kwargs, from C."""
    if not kwargs:
        # obj[3, **{}] is obj[3]: PyObject_GetItem() and its siblings.
        return _partial(_PLAIN[name], obj, index)
    function, with_obj = _callee(obj, name)
    if with_obj:
        return _partial(function, obj, index, **kwargs)
    return _partial(function, index, **kwargs)


class _Target:
    """The container of the subscript targets of the general form.

    ``TARGET[op] = value`` calls ``op(value)``, ``TARGET[op]`` and
    ``del TARGET[op]`` call ``op()``, where op is what operation()
    returned: operator.call is the dunder of each, so no Python frame.
    """

    __slots__ = ()
    __getitem__ = operator.call
    __setitem__ = operator.call
    __delitem__ = operator.call


class _Augmented:
    """The container of ``AUGMENTED[key] += x``, which the compiler makes
    ``tmp = AUGMENTED[key]; tmp += x; AUGMENTED[key] = tmp`` with the key
    (an _AugmentedKey) evaluated once: it gets, then sets."""

    __slots__ = ()
    __getitem__ = operator.methodcaller("_get")   # key._get() gets
    __setitem__ = operator.getitem                # key[value] sets


class _AugmentedKey:
    """The keyword subscript of an augmented assignment: the operation
    that gets, and what the one that sets needs.  __getitem__ is looked
    up when the key is made, once the operands are evaluated; __setitem__
    when it is called, after the in-place operation, as in the fork."""

    __slots__ = ("_get", "_obj", "_index", "_kwargs")

    def _set(self):
        return _operation(self._obj, "__setitem__", self._index,
                          self._kwargs)

    # A property: its getter runs and returns, then C calls the operation.
    __getitem__ = property(_set)


def _augmented_key(obj, index, kwargs):
    """The _AugmentedKey of obj[index, **kwargs]."""
    key = _new(_AugmentedKey)
    key._get = _operation(obj, "__getitem__", index, kwargs)
    key._obj = obj
    key._index = index
    key._kwargs = kwargs
    return key


TARGET = _Target()
AUGMENTED = _Augmented()


# -- Installing --------------------------------------------------------------

def install():
    """Put the built-in names by which compiled code reaches this module
    (``__pep637__``, ``__pep637_getter__`` and the like) in builtins: what
    code compiled by the package needs to run.  The compile pipeline calls
    it when it compiles such code, the import hook when it loads such code
    from its cache.  Installing twice is harmless."""
    module = sys.modules[__name__]
    if getattr(builtins, RUNTIME_NAME, None) is not module:
        setattr(builtins, RUNTIME_NAME, module)
        for name, function in RUNTIME_FUNCTIONS.items():
            setattr(builtins, name, globals()[function])


def installed():
    """Tell whether install() has put this module in builtins."""
    return getattr(builtins, RUNTIME_NAME, None) is sys.modules[__name__]


# -- With pep637.runtime._speedups -------------------------------------------
#
# Where pep637.runtime._speedups is built, getter(), setter() and deleter()
# are its C functions, which look the dunder up with _PyType_LookupRef()
# (whose method cache is the fork's) and call _direct() for any dunder
# that is not called unbound; _unbound() is its lookup(), which the other
# forms ask first.  The caches of _unbound(), which take a dunder rebound as
# staticmethod(itself) for the function, are then not used.
# PEP637_PURE_PYTHON=1 in the environment keeps the Python functions.

PYTHON_FUNCTIONS = getter, setter, deleter
# What this module uses of pep637.runtime._speedups: a _speedups built from
# another version of its source, which lacks one of them, is not used.
_SPEEDUPS_API = ("getter", "setter", "deleter", "lookup", "set_fallback")


def _load_speedups():
    """pep637.runtime._speedups, given _direct() as its fallback, and what
    python -m pep637 --version says of it; None if it is not built, or
    PEP637_PURE_PYTHON=1 asks for the Python functions."""
    import os
    if os.environ.get("PEP637_PURE_PYTHON") == "1":
        return None, "off (PEP637_PURE_PYTHON=1): the pure Python runtime"
    try:
        from . import _speedups
    except ImportError:
        return None, ("not built: the pure Python runtime, about twice as "
                      "slow (pip found no C compiler or no Python headers "
                      "when it installed pep637; pip install -v shows why)")
    if not all(hasattr(_speedups, name) for name in _SPEEDUPS_API):
        return None, ("built from another version of pep637, not used: "
                      "the pure Python runtime")
    _speedups.set_fallback(_direct)
    return _speedups, "active"


SPEEDUPS, SPEEDUPS_STATUS = _load_speedups()
if SPEEDUPS is not None:
    getter, setter, deleter = SPEEDUPS.getter, SPEEDUPS.setter, SPEEDUPS.deleter
    _unbound = SPEEDUPS.lookup
