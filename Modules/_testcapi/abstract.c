#include "parts.h"
#include "util.h"

#include <stddef.h>                 // offsetof


static PyObject *
object_getoptionalattr(PyObject *self, PyObject *args)
{
    PyObject *obj, *attr_name, *value = UNINITIALIZED_PTR;
    if (!PyArg_ParseTuple(args, "OO", &obj, &attr_name)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(attr_name);

    switch (PyObject_GetOptionalAttr(obj, attr_name, &value)) {
        case -1:
            assert(value == NULL);
            return NULL;
        case 0:
            assert(value == NULL);
            return Py_NewRef(PyExc_AttributeError);
        case 1:
            return value;
        default:
            Py_FatalError("PyObject_GetOptionalAttr() returned invalid code");
            Py_UNREACHABLE();
    }
}

static PyObject *
object_getoptionalattrstring(PyObject *self, PyObject *args)
{
    PyObject *obj, *value = UNINITIALIZED_PTR;
    const char *attr_name;
    Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oz#", &obj, &attr_name, &size)) {
        return NULL;
    }
    NULLABLE(obj);

    switch (PyObject_GetOptionalAttrString(obj, attr_name, &value)) {
        case -1:
            assert(value == NULL);
            return NULL;
        case 0:
            assert(value == NULL);
            return Py_NewRef(PyExc_AttributeError);
        case 1:
            return value;
        default:
            Py_FatalError("PyObject_GetOptionalAttrString() returned invalid code");
            Py_UNREACHABLE();
    }
}

static PyObject *
object_hasattrwitherror(PyObject *self, PyObject *args)
{
    PyObject *obj, *attr_name;
    if (!PyArg_ParseTuple(args, "OO", &obj, &attr_name)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(attr_name);
    RETURN_INT(PyObject_HasAttrWithError(obj, attr_name));
}

static PyObject *
object_hasattrstringwitherror(PyObject *self, PyObject *args)
{
    PyObject *obj;
    const char *attr_name;
    Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oz#", &obj, &attr_name, &size)) {
        return NULL;
    }
    NULLABLE(obj);
    RETURN_INT(PyObject_HasAttrStringWithError(obj, attr_name));
}

static PyObject *
mapping_getoptionalitemstring(PyObject *self, PyObject *args)
{
    PyObject *obj, *value = UNINITIALIZED_PTR;
    const char *attr_name;
    Py_ssize_t size;
    if (!PyArg_ParseTuple(args, "Oz#", &obj, &attr_name, &size)) {
        return NULL;
    }
    NULLABLE(obj);

    switch (PyMapping_GetOptionalItemString(obj, attr_name, &value)) {
        case -1:
            assert(value == NULL);
            return NULL;
        case 0:
            assert(value == NULL);
            return Py_NewRef(PyExc_KeyError);
        case 1:
            return value;
        default:
            Py_FatalError("PyMapping_GetOptionalItemString() returned invalid code");
            Py_UNREACHABLE();
    }
}

static PyObject *
mapping_getoptionalitem(PyObject *self, PyObject *args)
{
    PyObject *obj, *attr_name, *value = UNINITIALIZED_PTR;
    if (!PyArg_ParseTuple(args, "OO", &obj, &attr_name)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(attr_name);

    switch (PyMapping_GetOptionalItem(obj, attr_name, &value)) {
        case -1:
            assert(value == NULL);
            return NULL;
        case 0:
            assert(value == NULL);
            return Py_NewRef(PyExc_KeyError);
        case 1:
            return value;
        default:
            Py_FatalError("PyMapping_GetOptionalItem() returned invalid code");
            Py_UNREACHABLE();
    }
}


static PyObject *
object_getitemwithkeywords(PyObject *self, PyObject *args)
{
    PyObject *obj, *key, *kwargs;
    if (!PyArg_ParseTuple(args, "OOO", &obj, &key, &kwargs)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(key);
    NULLABLE(kwargs);
    return PyObject_GetItemWithKeywords(obj, key, kwargs);
}

static PyObject *
object_setitemwithkeywords(PyObject *self, PyObject *args)
{
    PyObject *obj, *key, *value, *kwargs;
    if (!PyArg_ParseTuple(args, "OOOO", &obj, &key, &value, &kwargs)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(key);
    NULLABLE(value);
    NULLABLE(kwargs);
    RETURN_INT(PyObject_SetItemWithKeywords(obj, key, value, kwargs));
}

static PyObject *
object_delitemwithkeywords(PyObject *self, PyObject *args)
{
    PyObject *obj, *key, *kwargs;
    if (!PyArg_ParseTuple(args, "OOO", &obj, &key, &kwargs)) {
        return NULL;
    }
    NULLABLE(obj);
    NULLABLE(key);
    NULLABLE(kwargs);
    RETURN_INT(PyObject_DelItemWithKeywords(obj, key, kwargs));
}


/* A type whose plain subscripts use the mp_subscript and mp_ass_subscript
 * slots, and whose keyword subscripts reach __getitem__, __setitem__ and
 * __delitem__ methods that take keywords, defined with METH_COEXIST next to
 * the slots (see Doc/howto/keyword-subscripts.rst).  __getitem__ uses
 * METH_FASTCALL | METH_KEYWORDS, the other two METH_VARARGS | METH_KEYWORDS.
 * Every call returns or records, in the "last" attribute, a tuple naming what
 * was called and its arguments. */

typedef struct {
    PyObject_HEAD
    PyObject *last;
} KwSubscriptObject;

static int
kwsubscript_traverse(PyObject *self, visitproc visit, void *arg)
{
    Py_VISIT(((KwSubscriptObject *)self)->last);
    return 0;
}

static int
kwsubscript_clear(PyObject *self)
{
    Py_CLEAR(((KwSubscriptObject *)self)->last);
    return 0;
}

static void
kwsubscript_dealloc(PyObject *self)
{
    PyObject_GC_UnTrack(self);
    (void)kwsubscript_clear(self);
    Py_TYPE(self)->tp_free(self);
}

/* Steal record into self->last; a NULL record is an error already set. */
static int
kwsubscript_record(PyObject *self, PyObject *record)
{
    if (record == NULL) {
        return -1;
    }
    Py_XSETREF(((KwSubscriptObject *)self)->last, record);
    return 0;
}

static PyObject *
kwsubscript_subscript(PyObject *self, PyObject *key)
{
    return Py_BuildValue("(sO)", "mp_subscript", key);
}

static int
kwsubscript_ass_subscript(PyObject *self, PyObject *key, PyObject *value)
{
    if (value == NULL) {
        return kwsubscript_record(
            self, Py_BuildValue("(sO)", "mp_ass_subscript", key));
    }
    return kwsubscript_record(
        self, Py_BuildValue("(sOO)", "mp_ass_subscript", key, value));
}

static PyObject *
kwsubscript_getitem(PyObject *self, PyObject *const *args,
                    Py_ssize_t nargsf, PyObject *kwnames)
{
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (nargs != 1) {
        PyErr_Format(PyExc_TypeError,
                     "__getitem__ expected 1 positional argument, got %zd",
                     nargs);
        return NULL;
    }
    PyObject *kwargs = PyDict_New();
    if (kwargs == NULL) {
        return NULL;
    }
    if (kwnames != NULL) {
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(kwnames); i++) {
            if (PyDict_SetItem(kwargs, PyTuple_GET_ITEM(kwnames, i),
                               args[nargs + i]) < 0)
            {
                Py_DECREF(kwargs);
                return NULL;
            }
        }
    }
    return Py_BuildValue("(sON)", "__getitem__", args[0], kwargs);
}

static PyObject *
kwsubscript_setitem(PyObject *self, PyObject *args, PyObject *kwargs)
{
    PyObject *key, *value;
    if (!PyArg_UnpackTuple(args, "__setitem__", 2, 2, &key, &value)) {
        return NULL;
    }
    kwargs = kwargs == NULL ? PyDict_New() : PyDict_Copy(kwargs);
    if (kwargs == NULL) {
        return NULL;
    }
    if (kwsubscript_record(self, Py_BuildValue("(sOON)", "__setitem__",
                                               key, value, kwargs)) < 0)
    {
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *
kwsubscript_delitem(PyObject *self, PyObject *args, PyObject *kwargs)
{
    PyObject *key;
    if (!PyArg_UnpackTuple(args, "__delitem__", 1, 1, &key)) {
        return NULL;
    }
    kwargs = kwargs == NULL ? PyDict_New() : PyDict_Copy(kwargs);
    if (kwargs == NULL) {
        return NULL;
    }
    if (kwsubscript_record(self, Py_BuildValue("(sON)", "__delitem__",
                                               key, kwargs)) < 0)
    {
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyMethodDef kwsubscript_methods[] = {
    {"__getitem__", _PyCFunction_CAST(kwsubscript_getitem),
     METH_FASTCALL | METH_KEYWORDS | METH_COEXIST},
    {"__setitem__", _PyCFunction_CAST(kwsubscript_setitem),
     METH_VARARGS | METH_KEYWORDS | METH_COEXIST},
    {"__delitem__", _PyCFunction_CAST(kwsubscript_delitem),
     METH_VARARGS | METH_KEYWORDS | METH_COEXIST},
    {NULL},
};

static PyMemberDef kwsubscript_members[] = {
    {"last", _Py_T_OBJECT, offsetof(KwSubscriptObject, last), Py_READONLY},
    {NULL},
};

static PyMappingMethods kwsubscript_as_mapping = {
    .mp_subscript = kwsubscript_subscript,
    .mp_ass_subscript = kwsubscript_ass_subscript,
};

static PyTypeObject KwSubscript_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "_testcapi.KwSubscript",
    .tp_basicsize = sizeof(KwSubscriptObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = kwsubscript_dealloc,
    .tp_traverse = kwsubscript_traverse,
    .tp_clear = kwsubscript_clear,
    .tp_as_mapping = &kwsubscript_as_mapping,
    .tp_methods = kwsubscript_methods,
    .tp_members = kwsubscript_members,
};


static PyMethodDef test_methods[] = {
    {"object_getoptionalattr", object_getoptionalattr, METH_VARARGS},
    {"object_getoptionalattrstring", object_getoptionalattrstring, METH_VARARGS},
    {"object_hasattrwitherror", object_hasattrwitherror, METH_VARARGS},
    {"object_hasattrstringwitherror", object_hasattrstringwitherror, METH_VARARGS},
    {"object_getitemwithkeywords", object_getitemwithkeywords, METH_VARARGS},
    {"object_setitemwithkeywords", object_setitemwithkeywords, METH_VARARGS},
    {"object_delitemwithkeywords", object_delitemwithkeywords, METH_VARARGS},
    {"mapping_getoptionalitem", mapping_getoptionalitem, METH_VARARGS},
    {"mapping_getoptionalitemstring", mapping_getoptionalitemstring, METH_VARARGS},

    {NULL},
};

int
_PyTestCapi_Init_Abstract(PyObject *m)
{
    if (PyModule_AddFunctions(m, test_methods) < 0) {
        return -1;
    }
    if (PyModule_AddType(m, &KwSubscript_Type) < 0) {
        return -1;
    }

    return 0;
}
