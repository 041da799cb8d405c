"""pep637.compiler: compile(), exec() and eval(), as the runner installs them.

They must accept keyword subscripts and otherwise be the built-ins:
flags, inheritance of __future__ statements, namespaces, errors,
tracebacks, and codeop's tests of unfinished input.
"""

import ast
import builtins
import codeop
import traceback

import pytest

import pep637
from pep637 import compiler
from pep637.integrations import runner_patches
from pep637.compiler.keyword_items import mask_keyword_items
from pep637.parser import tokenize_source
from support import entry as entry_support


class Keys:
    """Gives back the index and keywords of a subscript."""

    def __getitem__(self, index, **keywords):
        return index, keywords


@pytest.fixture(params=entry_support.MODES)
def mode(request, monkeypatch):
    """Run a test as it runs on stock (and, on the fork, forced too)."""
    entry_support.set_mode(monkeypatch, request.param)


@pytest.mark.usefixtures("mode")
class TestCompile:

    def test_keyword_subscripts(self):
        code = compiler.compile("r = a[1, k=2]", "<test>", "exec")
        namespace = {"a": Keys()}
        builtins.exec(code, namespace)
        assert namespace["r"] == (1, {"k": 2})

    def test_plain_source_gives_the_builtins_code(self):
        source = "def f(x):\n    return x[1] + 2\n"
        ours = compiler.compile(source, "<test>", "exec")
        theirs = builtins.compile(source, "<test>", "exec")
        assert ours.co_code == theirs.co_code
        assert ours.co_consts[0].co_code == theirs.co_consts[0].co_code

    def test_only_ast_gives_the_tree_with_keywords(self):
        tree = compiler.compile("a[1, k=2]", "<test>", "eval",
                                 ast.PyCF_ONLY_AST)
        assert isinstance(tree.body, ast.Subscript)
        [keyword] = tree.body.keywords
        assert (keyword.arg, keyword.value.value) == ("k", 2)

    def test_tree_with_keywords_compiles_with_its_keywords(self):
        tree = compiler.compile("a[k=3]", "<test>", "eval",
                                 ast.PyCF_ONLY_AST)
        code = compiler.compile(tree, "<test>", "eval")
        assert builtins.eval(code, {"a": Keys()}) == ((), {"k": 3})

    def test_syntax_error_is_the_builtins(self):
        with pytest.raises(SyntaxError) as ours:
            compiler.compile("x = (", "<test>", "exec")
        with pytest.raises(SyntaxError) as theirs:
            builtins.compile("x = (", "<test>", "exec")
        assert str(ours.value) == str(theirs.value)
        assert ours.value.__traceback__.tb_next is None

    def test_inherits_future_statements_of_the_caller(self):
        namespace = {"compile": compiler.compile}
        builtins.exec(
            "from __future__ import annotations\n"
            "code = compile('def f(x: int): pass', '<test>', 'exec')\n",
            namespace)
        builtins.exec(namespace["code"], namespace)
        assert namespace["f"].__annotations__ == {"x": "int"}

    def test_dont_inherit(self):
        namespace = {"compile": compiler.compile}
        builtins.exec(
            "from __future__ import annotations\n"
            "code = compile('def f(x: int): pass', '<t>', 'exec', 0, True)\n",
            namespace)
        builtins.exec(namespace["code"], namespace)
        assert namespace["f"].__annotations__ == {"x": int}


@pytest.mark.usefixtures("mode")
class TestExecEval:

    def test_eval_and_exec_of_strings(self):
        a = Keys()
        assert compiler.eval("  a[k=1]") == ((), {"k": 1})
        namespace = {"a": a}
        compiler.exec("r = a[2, m=3]", namespace)
        assert namespace["r"] == (2, {"m": 3})

    def test_caller_namespaces_as_the_builtins(self):
        y = 1
        compiler.exec("y = 2; z = 3")
        assert y == 1 and "z" not in locals()
        assert compiler.eval("y + 1") == 2
        assert compiler.eval("__name__") == __name__

    def test_explicit_namespaces(self):
        namespace, local = {"a": Keys()}, {}
        compiler.exec("r = a[k=1]", namespace, local)
        assert local == {"r": ((), {"k": 1})} and "r" not in namespace
        assert compiler.eval("q", globals={}, locals={"q": 5}) == 5

    def test_namespaces_by_keyword_as_the_builtins(self):
        # exec(source, /, globals=None, locals=None, *, closure=None) and
        # eval(source, /, globals=None, locals=None), as in 3.13.
        namespace, local = {"a": Keys()}, {}
        pep637.exec("r = a[k=1]", globals=namespace, locals=local)
        assert local == {"r": ((), {"k": 1})}
        pep637.exec("s = a[k=2]", globals=namespace)
        assert namespace["s"] == ((), {"k": 2})
        assert pep637.eval("a[k=3]", globals=namespace) == ((), {"k": 3})
        with pytest.raises(TypeError):
            pep637.exec(source="1")

    def test_traceback_has_no_frame_of_ours(self):
        with pytest.raises(ZeroDivisionError) as info:
            compiler.exec("a[k=1]\n1/0", {"a": Keys()})
        files = [frame.filename
                 for frame in traceback.extract_tb(info.value.__traceback__)]
        assert files == [__file__, "<string>"]


class TestIncompleteInput:
    """codeop, and through it code and the REPL, with our compile()."""

    @pytest.fixture(autouse=True)
    def patched(self, mode):
        with runner_patches.patched():
            yield

    @pytest.mark.parametrize("source", [
        "a[k=1,",
        "a[1,\n  k=2",
        "for i in range(2):\n    print(a[k=i])",
        "class C:\n    x = a[k=1]",
    ])
    def test_incomplete(self, source):
        assert codeop.compile_command(source) is None

    @pytest.mark.parametrize("source", [
        "a[k=1]",
        "a[k=1,\n  m=2]",
        "for i in range(2):\n    print(a[k=i])\n",
    ])
    def test_complete(self, source):
        assert codeop.compile_command(source) is not None

    @pytest.mark.parametrize("source, message", [
        ("a[1, k=2, 3]", "positional argument follows keyword argument"),
        ("x = (]", "closing parenthesis ']' does not match"),
    ])
    def test_invalid(self, source, message):
        with pytest.raises(SyntaxError, match=message):
            codeop.compile_command(source)


def test_patched_restores_the_builtins():
    before = builtins.compile, builtins.exec, builtins.eval
    with runner_patches.patched():
        assert builtins.compile is compiler.compile
        assert builtins.exec is compiler.exec
        assert builtins.eval is compiler.eval
    assert (builtins.compile, builtins.exec, builtins.eval) == before


def test_mask_keeps_the_shape_of_the_source():
    masked = mask_keyword_items(tokenize_source(
        "x = a[1, k=f(m=2), **d]\nb[k=1,\n  z=[y for y in c]]\n"))
    assert masked == "x = a[1, k==f(m=2), *d]\nb[k==1,\n  z==[y for y in c]]\n"
