"""pep637.compiler, pep637.compiler.transform and pep637.runtime as a library.

What test_semantics.py cannot show by running scenarios: that compile()
behaves as the built-in does (flags, modes, trees, errors, the code of a
stock source), the forms the transformation chooses, and that the
runtime adds nothing to the user's namespaces but one built-in name.
"""

import ast
import builtins
import marshal
import sys
import textwrap

import pytest

from pep637 import compiler, runtime
from pep637.compiler import transform
from pep637.compiler.keyword_nodes import has_keyword_subscripts
from pep637._interpreter import fork
from pep637._interpreter import RUNTIME_FUNCTIONS, RUNTIME_NAME

ON_FORK = fork()


@pytest.fixture(autouse=True)
def stock_code_paths(monkeypatch):
    """On the fork, the code paths of a stock Python."""
    if ON_FORK:
        monkeypatch.setenv("PEP637_FORCE_BACKPORT", "1")


class Recorder:
    def __init__(self):
        self.calls = []

    def __getitem__(self, *args, **kwargs):
        self.calls.append(("G", args, kwargs))
        return ("G", args, kwargs)

    def __setitem__(self, *args, **kwargs):
        self.calls.append(("S", args, kwargs))

    def __delitem__(self, *args, **kwargs):
        self.calls.append(("D", args, kwargs))


def run(source, **namespace):
    """Compile *source* with pep637 and run it in *namespace*."""
    exec(compiler.compile(textwrap.dedent(source), "<test>", "exec"),
         namespace)
    return namespace


def transformed(source):
    """The source of what *source* is transformed into."""
    tree = compiler.parse(textwrap.dedent(source))
    return ast.unparse(transform.transform(tree))


# -- compile() ----------------------------------------------------------------

def test_stock_source_compiles_to_the_builtins_code():
    source = "def f(a, i):\n    return a[i] + a[1:2]\nx = f([1, 2], 0)\n"
    ours = compiler.compile(source, "<test>", "exec")
    theirs = compile(source, "<test>", "exec")
    assert marshal.dumps(ours) == marshal.dumps(theirs)


def test_only_ast_gives_the_tree_with_keywords():
    tree = compiler.compile("a[1, k=2]", "<test>", "eval", ast.PyCF_ONLY_AST)
    assert transform.is_keyword_subscript(tree.body)
    assert [keyword.arg for keyword in tree.body.keywords] == ["k"]


def test_tree_given_is_not_changed():
    tree = compiler.parse("r[1, k=2] = r[k=3]")
    before = ast.dump(tree, include_attributes=True)
    r = Recorder()
    exec(compiler.compile(tree, "<test>", "exec"), {"r": r})
    assert ast.dump(tree, include_attributes=True) == before
    assert r.calls == [("G", ((),), {"k": 3}),
                       ("S", (1, ("G", ((),), {"k": 3})), {"k": 2})]


def test_tree_without_keywords_goes_to_the_builtin():
    tree = ast.parse("x = [1][0]")
    assert (marshal.dumps(compiler.compile(tree, "<test>", "exec"))
            == marshal.dumps(compile(tree, "<test>", "exec")))


def test_modes_eval_and_single():
    r = Recorder()
    code = compiler.compile("r[1, k=2]", "<test>", "eval")
    assert eval(code, {"r": r}) == ("G", (1,), {"k": 2})
    code = compiler.compile("r[k=3] = 4\n", "<test>", "single")
    exec(code, {"r": r})
    assert r.calls[-1] == ("S", ((), 4), {"k": 3})


def test_interactive_input_prints_loads_only():
    class Returns(Recorder):
        def __setitem__(self, *args, **kwargs):
            return "set"

        def __delitem__(self, *args, **kwargs):
            return "deleted"

    shown = []
    namespace = {"r": Returns(), "f": lambda: 0}
    saved, sys.displayhook = sys.displayhook, shown.append
    try:
        for source in ["r[k=1] = 2\n", "del r[k=1]\n", "r[0, k=f()] = 3\n",
                       "r[k=1]\n", "for i in 'a': r[i, k=1]\n"]:
            exec(compiler.compile(source, "<stdin>", "single"), namespace)
    finally:
        sys.displayhook = saved
    assert shown == [("G", ((),), {"k": 1}), ("G", ("a",), {"k": 1})]


def test_syntax_error_of_a_stock_source_is_the_builtins():
    source = "x = (1,\ny = 2\n"
    with pytest.raises(SyntaxError) as theirs:
        compile(source, "<test>", "exec")
    try:
        1 / 0
    except ZeroDivisionError as exc:
        handled = exc
        with pytest.raises(SyntaxError) as ours:
            compiler.compile(source, "<test>", "exec")
    error = ours.value
    assert ((error.msg, error.lineno, error.offset, error.end_lineno,
             error.end_offset, error.text.rstrip("\n"))
            == (theirs.value.msg, theirs.value.lineno, theirs.value.offset,
                theirs.value.end_lineno, theirs.value.end_offset,
                theirs.value.text.rstrip("\n")))
    assert ours.value.__context__ is handled
    assert ours.value.__traceback__.tb_next is None  # no frame of pep637


def test_syntax_error_of_a_keyword_subscript_is_the_forks():
    with pytest.raises(SyntaxError) as info:
        compiler.compile("obj[1, k=2, 3]", "<test>", "exec")
    assert info.value.msg == "positional argument follows keyword argument"
    assert info.value.__context__ is None
    assert info.value.__traceback__.tb_next is None


@pytest.mark.parametrize("source, message, location", [
    ("j: M[k=(x := 1)]", "named expression", (2, 9, 2, 15)),
    ("def f():\n    j: M[k=(yield)]", "yield expression", (3, 13, 3, 18)),
    ("async def f():\n    j: M[1, k=(await x)]", "await expression",
     (3, 16, 3, 23)),
    ("def f(a: M[k=(x := 1)]): pass", "named expression", (2, 15, 2, 21)),
])
def test_invalid_annotation_under_future_annotations(source, message,
                                                     location):
    # The built-in compiler's symbol table raises these, with a location
    # but no other argument than the message.
    with pytest.raises(SyntaxError) as info:
        compiler.compile("from __future__ import annotations\n" + source,
                         "<test>", "exec")
    error = info.value
    assert error.msg == f"{message} cannot be used within an annotation"
    assert (error.lineno, error.offset, error.end_lineno,
            error.end_offset) == location
    assert error.filename == "<test>"


def test_future_flags_are_inherited_from_the_caller():
    namespace = {"compile": compiler.compile}
    exec(textwrap.dedent("""\
        from __future__ import annotations
        def inherit(source):
            return compile(source, "<test>", "exec")
        def dont_inherit(source):
            return compile(source, "<test>", "exec", dont_inherit=True)
        """), namespace)
    source = "def f(x: M[k=int]): pass\n"
    ns = {}
    exec(namespace["inherit"](source), ns)
    assert ns["f"].__annotations__ == {"x": "M[k=int]"}
    ns = {}
    with pytest.raises(NameError):
        exec(namespace["dont_inherit"](source), ns)
        ns["f"].__annotations__  # evaluated here from 3.14 (PEP 649)


def test_hand_built_keywords_are_checked_as_in_a_call():
    def module(keywords):
        tree = compiler.parse("a[k=0]")
        tree.body[0].value.keywords = keywords
        return ast.fix_missing_locations(tree)

    def call(keywords):
        return ast.fix_missing_locations(ast.Module([ast.Expr(ast.Call(
            ast.Name("a", ast.Load()), [], keywords))], []))

    x = ast.Name("x", ast.Load())
    for keywords in [[ast.keyword("k", ast.Name("x", ast.Store()))],
                     [ast.keyword("k", None)], [ast.keyword(1, x)],
                     [ast.Constant(1)], [None]]:
        with pytest.raises((ValueError, TypeError)) as theirs:
            compile(call(keywords), "<test>", "exec")
        with pytest.raises(type(theirs.value)) as ours:
            compiler.compile(module(keywords), "<test>", "exec")
        assert str(ours.value) == str(theirs.value)
    with pytest.raises(SyntaxError) as info:
        compiler.compile(module([ast.keyword("k", ast.Constant(1)),
                                 ast.keyword("k", ast.Constant(2))]),
                         "<test>", "exec")
    assert info.value.msg == "keyword argument repeated: k"


def test_keywords_field_must_be_a_list():
    tree = compiler.parse("a[k=1]")
    tree.body[0].value.keywords = None
    if ON_FORK:
        pytest.skip("a plain Subscript of the fork: the fork's compile()")
    tree.body[0].value.keywords = ast.keyword("k", ast.Constant(1))
    with pytest.raises(TypeError) as info:
        compiler.compile(tree, "<test>", "exec")
    assert str(info.value) == ('Subscript field "keywords" must be a list, '
                               'not a keyword')


def test_code_can_be_marshalled():
    code = compiler.compile("r[1, k=2]; r[f(), **m] = 3; r[k=1] += (4,)",
                            "<test>", "exec")
    r = Recorder()
    exec(marshal.loads(marshal.dumps(code)),
         {"r": r, "m": {"j": 1}, "f": lambda: 0})
    assert r.calls == [("G", (1,), {"k": 2}), ("S", (0, 3), {"j": 1}),
                       ("G", ((),), {"k": 1}),
                       ("S", ((), ("G", ((),), {"k": 1}, 4)), {"k": 1})]


# -- exec(), eval(), parse(), unparse() ---------------------------------------

def test_exec_and_eval_use_the_callers_namespaces():
    r = Recorder()
    compiler.exec("x = r[k=1]")
    assert "x" not in globals()
    assert compiler.eval("  r[1, k=2]") == ("G", (1,), {"k": 2})
    namespace = {"r": r}
    compiler.exec("y = r[k=3]", namespace)
    assert namespace["y"] == ("G", ((),), {"k": 3})
    assert compiler.eval("y", namespace) == namespace["y"]
    assert [call[2] for call in r.calls] == [{"k": 1}, {"k": 2}, {"k": 3}]


def test_exec_adds_no_frame_to_a_traceback():
    with pytest.raises(ZeroDivisionError) as info:
        compiler.exec("1 / 0", {})
    names = [tb.tb_frame.f_code.co_name
             for tb in _walk_tb(info.value.__traceback__)]
    assert names == ["test_exec_adds_no_frame_to_a_traceback", "<module>"]


def _walk_tb(tb):
    while tb is not None:
        yield tb
        tb = tb.tb_next


def test_parse_gives_the_builtins_tree_for_a_stock_source():
    source = "a[1:2, 3]\nb = c[d]\n"
    assert (ast.dump(compiler.parse(source), include_attributes=True)
            == ast.dump(ast.parse(source), include_attributes=True))


@pytest.mark.parametrize("source", [
    "a[k=1]", "a[1, k=2]", "a[(1,), k=2]", "a[1, 2, *b, k=3, **m]",
    "a[k=1:2:3]", "a[1, 2, k=x[j=1]]", "(a + b)[k=c[j=1]:]"])
def test_unparse_writes_what_parses_back(source):
    tree = compiler.parse(source)
    assert compiler.unparse(tree) == source
    assert (ast.dump(compiler.parse(compiler.unparse(tree)))
            == ast.dump(tree))


# -- the transformation -------------------------------------------------------

@pytest.mark.parametrize("source, expected", [
    ("def f(a, i):\n    a[i, k=1]",
     "__pep637_getter__(a)(a, i, k=1)"),
    ("def f(a, i, x):\n    a[i, k=1] = x",
     "__pep637_setter__(a)(a, i, x, k=1)"),
    ("def f(a, i):\n    del a[i, k=1]",
     "__pep637_deleter__(a)(a, i, k=1)"),
    ("def f(a, i):\n    a.b[g(i), k=1]",
     "__pep637__.bind_get(a.b, g(i))(k=1)"),
    ("def f(a, i):\n    a[i, k=1] = g(i)",
     "__pep637__.bind_set(g(i), a, i)(k=1)"),
    ("def f(a, i):\n    del a[g(i), k=1]",
     "__pep637__.bind_delete(a, g(i))(k=1)"),
    ("def f(a, i):\n    a[i, k=g()]",
     "__pep637__.operation(a, 'get', i, k=g())()"),
    ("def f(a, m):\n    a[**m]",
     "__pep637__.subscript(a, 'get')((), **m)()"),
    ("def f(a, i):\n    for a[i, k=1] in ():\n        pass",
     "for __pep637__.TARGET[__pep637__.operation(a, 'set', i, k=1)] in ():"),
    ("def f(a, i):\n    a[i, k=1] += 2",
     "__pep637__.AUGMENTED[__pep637__.operation(a, 'augment', i, k=1)] "
     "+= 2"),
    ("def f(a, i):\n    a[k=1]: int",
     "a[(), 1]: int"),
])
def test_forms(source, expected):
    assert expected in transformed(source)


def test_class_body_takes_no_name_as_pure():
    # A class namespace may run code when a name is looked up.
    code = transformed("class K:\n    x = a[i, k=j]\n    y = a[i, k=1]")
    assert "__pep637__.operation(a, 'get', i, k=j)()" in code
    assert "__pep637__.bind_get(a, i)(k=1)" in code


def test_global_runtime_name_after_docstring_and_future_imports():
    source = '''\
        """Doc."""
        from __future__ import annotations
        x = r[k=1]
        class K:
            """Class doc."""
            y = r[k=2]
        def f():
            return r[k=3]
        '''
    code = transformed(source)
    assert code.splitlines()[:3] == ['"""Doc."""',
                                     "from __future__ import annotations",
                                     "global __pep637_getter__"]
    assert code.count("global __pep637") == 2
    namespace = run(source, r=Recorder())
    assert namespace["__doc__"] == "Doc."
    assert namespace["K"].__doc__ == "Class doc."
    assert "__pep637__" not in namespace


def test_no_keyword_subscript_is_left():
    source = textwrap.dedent("""\
        a[k=b[j=1]] = c[d[k=1], **e[f=2]]
        del a[k=b[1, k=2]]
        a[k=1] += b[c[k=2], j=3]
        for a[k=1], b[j=2] in c[k=3]:
            x: M[k=1] = [y[k=i] for i in z[k=1]]
        """)
    tree = transform.transform(compiler.parse(source))
    assert not has_keyword_subscripts(tree)
    assert not any(getattr(node, "keywords", None)
                   for node in ast.walk(tree)
                   if isinstance(node, ast.Subscript))


def test_global_names_are_those_the_scope_uses():
    code = transformed("x = r[k=1]\ndel r[f(), k=2]\nr[k=3] = 4\n"
                       "class K:\n    r[k=g()]\n")
    assert code.splitlines()[0] == ("global __pep637_getter__, __pep637__, "
                                    "__pep637_setter__")
    assert "    global __pep637__\n" in code


# -- the runtime --------------------------------------------------------------

def test_speedups_of_another_version_are_not_used(monkeypatch):
    """A pep637.runtime._speedups built from an older source, without a
    function that the runtime uses, leaves the pure Python runtime in
    place."""
    import types
    old = types.ModuleType("pep637.runtime._speedups")
    old.getter = old.setter = old.deleter = old.set_fallback = print
    monkeypatch.setitem(sys.modules, "pep637.runtime._speedups", old)
    monkeypatch.setattr(runtime, "_speedups", old, raising=False)
    monkeypatch.delenv("PEP637_PURE_PYTHON", raising=False)
    speedups, status = runtime._load_speedups()
    assert speedups is None
    assert status.startswith("built from another version of pep637")


def test_the_runtime_is_one_builtin_name_and_its_direct_functions():
    run("r[k=1]", r=Recorder())
    assert getattr(builtins, RUNTIME_NAME) is runtime
    assert RUNTIME_NAME == transform.RUNTIME
    assert RUNTIME_FUNCTIONS == {
        name: function for function, name in transform.DIRECT.items()}
    for name, function in RUNTIME_FUNCTIONS.items():
        assert getattr(builtins, name) is getattr(runtime, function)
    before = set(vars(builtins))
    run("r[k=1]; r[f(), k=1]; r[k=1] += (1,)", r=Recorder(), f=lambda: 0)
    assert set(vars(builtins)) == before


def test_dunder_found_last_is_looked_up_again_when_replaced():
    namespace = run("""
        class Base:
            def __getitem__(self, i, **kw):
                return ('base', i, kw)
            def __setitem__(self, i, v, **kw):
                log.append(('base', i, v, kw))
            def __delitem__(self, i, **kw):
                log.append(('base', i, kw))
        class Derived(Base):
            pass
        def use(o):
            o[1, k=2] = 3
            del o[1, k=2]
            return o[1, k=2]
        d = Derived()
        got = [use(d), use(Base())]
        Base.__getitem__ = lambda self, i, **kw: ('new', i, kw)
        Base.__setitem__ = lambda self, i, v, **kw: log.append(('new', v))
        Base.__delitem__ = lambda self, i, **kw: log.append(('new', i))
        got.append(use(d))
        Derived.__getitem__ = lambda self, i, **kw: ('own', i, kw)
        got.append(use(d))
        del Derived.__getitem__, Base.__getitem__
        try:
            use(d)
        except TypeError as exc:
            got.append(str(exc))
        """, log=[])
    assert namespace["got"] == [
        ("base", 1, {"k": 2}), ("base", 1, {"k": 2}), ("new", 1, {"k": 2}),
        ("own", 1, {"k": 2}), "'Derived' object is not subscriptable"]
    assert namespace["log"] == [
        ("base", 1, 3, {"k": 2}), ("base", 1, {"k": 2}),
        ("base", 1, 3, {"k": 2}), ("base", 1, {"k": 2}),
        ("new", 3), ("new", 1), ("new", 3), ("new", 1), ("new", 3),
        ("new", 1)]


def test_types_taking_turns_get_each_their_dunder():
    namespace = run("""
        class A:
            def __getitem__(self, i, **kw):
                return 'A'
        class B:
            def __getitem__(self, i, **kw):
                return 'B'
        class C(dict):
            pass
        got = [(x[0, k=1], f(x)[0, k=1]) for x in [A(), B(), A(), A(), B()]]
        try:
            C()[0, k=1]
        except TypeError as exc:
            got.append(str(exc))
        """, f=lambda x: x)
    assert namespace["got"] == [
        ("A", "A"), ("B", "B"), ("A", "A"), ("A", "A"), ("B", "B"),
        "dict.__getitem__() takes no keyword arguments"]
