#ifndef Py_INTERNAL_ABSTRACT_H
#define Py_INTERNAL_ABSTRACT_H
#ifdef __cplusplus
extern "C" {
#endif

#ifndef Py_BUILD_CORE
#  error "this header requires Py_BUILD_CORE define"
#endif

// Fast inlined version of PyIndex_Check()
static inline int
_PyIndex_Check(PyObject *obj)
{
    PyNumberMethods *tp_as_number = Py_TYPE(obj)->tp_as_number;
    return (tp_as_number != NULL && tp_as_number->nb_index != NULL);
}

PyObject *_PyNumber_PowerNoMod(PyObject *lhs, PyObject *rhs);
PyObject *_PyNumber_InPlacePowerNoMod(PyObject *lhs, PyObject *rhs);

extern int _PyObject_HasLen(PyObject *o);

/* === Sequence protocol ================================================ */

#define PY_ITERSEARCH_COUNT    1
#define PY_ITERSEARCH_INDEX    2
#define PY_ITERSEARCH_CONTAINS 3

/* Iterate over seq.

   Result depends on the operation:

   PY_ITERSEARCH_COUNT:  return # of times obj appears in seq; -1 if
     error.
   PY_ITERSEARCH_INDEX:  return 0-based index of first occurrence of
     obj in seq; set ValueError and return -1 if none found;
     also return -1 on error.
   PY_ITERSEARCH_CONTAINS:  return 1 if obj in seq, else 0; -1 on
     error. */
extern Py_ssize_t _PySequence_IterSearch(PyObject *seq,
                                         PyObject *obj, int operation);

/* === Mapping protocol ================================================= */

/* Subscripts with keyword arguments (PEP 637), as BINARY_SUBSCR_KW,
   STORE_SUBSCR_KW and DELETE_SUBSCR_KW do them.  args[0] is the container,
   args[1] the key, for a store args[2] the value; the values of the
   keywords named by kwnames follow.  With no keywords, they are
   PyObject_GetItem(), PyObject_SetItem() and PyObject_DelItem(). */
extern PyObject *_PyObject_GetItemKw(PyObject *const *args,
                                     PyObject *kwnames);
extern int _PyObject_SetItemKw(PyObject *const *args, PyObject *kwnames);
extern int _PyObject_DelItemKw(PyObject *const *args, PyObject *kwnames);

/* The method that such a subscript calls: one resolver for the eval loop,
   the functions above and the error messages, so that they agree (see the
   comment in Objects/abstract.c).  name is __getitem__, __setitem__ or
   __delitem__.  Set *p_meth to a new reference (or NULL) and return how to
   call it, or -1 with an exception set. */
#define _PY_SUBSCRIPT_NOT_FOUND 0       /* *p_meth is NULL */
#define _PY_SUBSCRIPT_UNBOUND 1         /* (*p_meth)(container, key, ...) */
#define _PY_SUBSCRIPT_BOUND 2           /* (*p_meth)(key, ...) */
#define _PY_SUBSCRIPT_NEEDS_CODE 3      /* only if mode is not TO_CALL */
#define _PY_SUBSCRIPT_CLASS_GETITEM 4   /* or-ed in: the class's
                                           __class_getitem__ */

/* The mode: what the resolver may do, for whom. */
#define _PY_SUBSCRIPT_TO_CALL 0         /* run any code: the C API */
#define _PY_SUBSCRIPT_NO_CODE 1         /* run none: the eval loop */
#define _PY_SUBSCRIPT_TO_NAME 2         /* run none, and tell what it can:
                                           the error messages */

extern int _PyObject_LookupSubscriptMethodSlow(PyObject *container,
                                               PyObject *name, int mode,
                                               PyObject *meth,
                                               PyObject **p_meth);

static inline int
_PyObject_LookupSubscriptMethod(PyObject *container, PyObject *name,
                                int mode, PyObject **p_meth)
{
    /* Inline, the common cases: a method of the type that is a method
       descriptor, such as a function, or no descriptor at all.  A strong
       reference: without the GIL, another thread may replace the method on
       the type while it runs. */
    PyObject *meth = _PyType_LookupRef(Py_TYPE(container), name);
    if (meth != NULL) {
        if (PyType_HasFeature(Py_TYPE(meth), Py_TPFLAGS_METHOD_DESCRIPTOR)) {
            *p_meth = meth;
            return _PY_SUBSCRIPT_UNBOUND;
        }
        if (Py_TYPE(meth)->tp_descr_get == NULL) {
            *p_meth = meth;
            return _PY_SUBSCRIPT_BOUND;
        }
    }
    return _PyObject_LookupSubscriptMethodSlow(container, name, mode, meth,
                                               p_meth);
}

extern int _PyObject_RealIsInstance(PyObject *inst, PyObject *cls);

extern int _PyObject_RealIsSubclass(PyObject *derived, PyObject *cls);

// Convert Python int to Py_ssize_t. Do nothing if the argument is None.
// Export for '_bisect' shared extension.
PyAPI_FUNC(int) _Py_convert_optional_to_ssize_t(PyObject *, void *);

// Same as PyNumber_Index() but can return an instance of a subclass of int.
// Export for 'math' shared extension.
PyAPI_FUNC(PyObject*) _PyNumber_Index(PyObject *o);

#ifdef __cplusplus
}
#endif
#endif /* !Py_INTERNAL_ABSTRACT_H */
