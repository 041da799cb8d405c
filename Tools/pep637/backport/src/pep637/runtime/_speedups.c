/* pep637.runtime._speedups: getter(), setter() and deleter() of
 * pep637.runtime in C.
 *
 * Code compiled by pep637 runs ``a[i, k=1]`` as
 * ``__pep637__.getter(a)(a, i, k=1)``: getter(a) gives the callable to
 * call with the container first.  The pure Python getter() of
 * pep637.runtime costs a frame; this one costs a call of a C function.
 *
 * For the most frequent case, a dunder that the fork calls unbound (a
 * function or a method descriptor, found on the type as
 * _PyType_Lookup() finds it, as the fork's call_subscript_method() does),
 * the dunder itself is returned.  Any other case (no such dunder, a slot
 * wrapper, a dunder to bind, a class with __class_getitem__) is the
 * fallback's, pep637.runtime._direct(obj, name), given to
 * set_fallback() when pep637.runtime is imported.  No cache: the type's
 * own method cache answers.
 *
 * Built when a C compiler is at hand (see setup.py); pep637.runtime uses
 * its pure Python getter() and the others without it.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef struct {
    PyObject *fallback;         /* pep637.runtime._direct */
    PyObject *getitem;          /* "__getitem__" */
    PyObject *setitem;          /* "__setitem__" */
    PyObject *delitem;          /* "__delitem__" */
} speedups_state;

static inline speedups_state *
get_state(PyObject *module)
{
    return (speedups_state *)PyModule_GetState(module);
}

/* The dunder *name* of obj if the fork calls it unbound, with obj first
   (a function or a method descriptor, not a slot wrapper), else NULL,
   with no exception set. */
static PyObject *
unbound_dunder(PyObject *obj, PyObject *name)
{
    PyObject *meth = _PyType_LookupRef(Py_TYPE(obj), name);
    if (meth != NULL) {
        PyTypeObject *mtype = Py_TYPE(meth);
        if (mtype != &PyWrapperDescr_Type
            && PyType_HasFeature(mtype, Py_TPFLAGS_METHOD_DESCRIPTOR))
        {
            return meth;
        }
        Py_DECREF(meth);
    }
    return NULL;
}

/* The callable that the dunder *name* of obj is called through, with obj
   first: the dunder itself if the fork calls it unbound, else what the
   fallback gives. */
static PyObject *
find(PyObject *module, PyObject *obj, PyObject *name)
{
    PyObject *meth = unbound_dunder(obj, name);
    if (meth != NULL) {
        return meth;
    }
    PyObject *fallback = get_state(module)->fallback;
    if (fallback == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "pep637.runtime._speedups: "
                        "set_fallback() was not called");
        return NULL;
    }
    PyObject *args[2] = {obj, name};
    Py_INCREF(fallback);    /* set_fallback() may run meanwhile */
    PyObject *result = PyObject_Vectorcall(fallback, args, 2, NULL);
    Py_DECREF(fallback);
    return result;
}

PyDoc_STRVAR(getter_doc,
"getter(obj, /)\n--\n\n"
"The function that gets items of obj with keywords, to be called as\n"
"getter(obj)(obj, index, **kwargs).");

static PyObject *
speedups_getter(PyObject *module, PyObject *obj)
{
    return find(module, obj, get_state(module)->getitem);
}

PyDoc_STRVAR(setter_doc,
"setter(obj, /)\n--\n\n"
"As getter(), for setter(obj)(obj, index, value, **kwargs).");

static PyObject *
speedups_setter(PyObject *module, PyObject *obj)
{
    return find(module, obj, get_state(module)->setitem);
}

PyDoc_STRVAR(deleter_doc,
"deleter(obj, /)\n--\n\n"
"As getter(), for deleter(obj)(obj, index, **kwargs).");

static PyObject *
speedups_deleter(PyObject *module, PyObject *obj)
{
    return find(module, obj, get_state(module)->delitem);
}

PyDoc_STRVAR(lookup_doc,
"lookup(obj, name, /)\n--\n\n"
"The dunder name of type(obj) if a keyword subscript calls it unbound,\n"
"with obj first (a function or a method descriptor), else None.");

static PyObject *
speedups_lookup(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError,
                     "lookup() takes exactly 2 arguments (%zd given)", nargs);
        return NULL;
    }
    if (!PyUnicode_Check(args[1])) {
        PyErr_Format(PyExc_TypeError,
                     "lookup() argument 2 must be str, not %.200s",
                     Py_TYPE(args[1])->tp_name);
        return NULL;
    }
    PyObject *meth = unbound_dunder(args[0], args[1]);
    return meth != NULL ? meth : Py_NewRef(Py_None);
}

PyDoc_STRVAR(set_fallback_doc,
"set_fallback(fallback, /)\n--\n\n"
"Make fallback(obj, name) give what getter() and the others give for a\n"
"dunder that is not called unbound.");

static PyObject *
speedups_set_fallback(PyObject *module, PyObject *fallback)
{
    if (!PyCallable_Check(fallback)) {
        PyErr_SetString(PyExc_TypeError, "the fallback must be callable");
        return NULL;
    }
    Py_XSETREF(get_state(module)->fallback, Py_NewRef(fallback));
    Py_RETURN_NONE;
}

static PyMethodDef speedups_methods[] = {
    {"getter", speedups_getter, METH_O, getter_doc},
    {"setter", speedups_setter, METH_O, setter_doc},
    {"deleter", speedups_deleter, METH_O, deleter_doc},
    {"lookup", _PyCFunction_CAST(speedups_lookup), METH_FASTCALL,
     lookup_doc},
    {"set_fallback", speedups_set_fallback, METH_O, set_fallback_doc},
    {NULL, NULL, 0, NULL}
};

static int
speedups_exec(PyObject *module)
{
    speedups_state *state = get_state(module);
    state->getitem = PyUnicode_InternFromString("__getitem__");
    state->setitem = PyUnicode_InternFromString("__setitem__");
    state->delitem = PyUnicode_InternFromString("__delitem__");
    if (state->getitem == NULL || state->setitem == NULL
        || state->delitem == NULL)
    {
        return -1;
    }
    return 0;
}

static PyModuleDef_Slot speedups_slots[] = {
    {Py_mod_exec, speedups_exec},
    {Py_mod_multiple_interpreters, Py_MOD_PER_INTERPRETER_GIL_SUPPORTED},
    {Py_mod_gil, Py_MOD_GIL_NOT_USED},
    {0, NULL}
};

static int
speedups_traverse(PyObject *module, visitproc visit, void *arg)
{
    speedups_state *state = get_state(module);
    Py_VISIT(state->fallback);
    return 0;
}

static int
speedups_clear(PyObject *module)
{
    speedups_state *state = get_state(module);
    Py_CLEAR(state->fallback);
    Py_CLEAR(state->getitem);
    Py_CLEAR(state->setitem);
    Py_CLEAR(state->delitem);
    return 0;
}

static void
speedups_free(void *module)
{
    (void)speedups_clear((PyObject *)module);
}

PyDoc_STRVAR(speedups_doc,
"getter(), setter() and deleter() of pep637.runtime, in C.");

static struct PyModuleDef speedups_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "pep637.runtime._speedups",
    .m_doc = speedups_doc,
    .m_size = sizeof(speedups_state),
    .m_methods = speedups_methods,
    .m_slots = speedups_slots,
    .m_traverse = speedups_traverse,
    .m_clear = speedups_clear,
    .m_free = speedups_free,
};

PyMODINIT_FUNC
PyInit__speedups(void)
{
    return PyModuleDef_Init(&speedups_module);
}
