"""Keyword subscripts: pep637.parser.parse() gives the fork's trees and errors.

The expected trees and errors are pinned in data/parser_fork_results.json
(written by tools/pin_fork.py with the fork's interpreter) for the sources
of support/parser_cases.py.
"""

import ast
import doctest

import pytest

import pep637
import pep637.nodes
import pep637.parser
from support import parser_cases as cases
from support import parser_fork_results as fork_results
from support import parser_versions
from support.tree_dump import dump


@pytest.mark.parametrize("source", cases.VALID)
def test_tree_is_the_forks(source):
    assert dump(pep637.parser.parse(source)) == fork_results.TREES[source]


@pytest.mark.parametrize("source", cases.INVALID)
def test_error_is_the_forks(source):
    with pytest.raises((SyntaxError, ValueError)) as info:
        pep637.parser.parse(source)
    assert cases.error_details(info.value) == parser_versions.error(source)


@pytest.mark.parametrize("source", cases.OPTIMIZED)
def test_optimized_tree_is_the_forks(source):
    tree = pep637.parse(source, optimize=1)
    assert dump(tree) == parser_versions.optimized_tree(source)


def test_all_cases_are_pinned():
    assert set(fork_results.TREES) == set(cases.VALID)
    assert set(fork_results.ERRORS) == set(cases.INVALID)
    assert set(fork_results.OPTIMIZED_TREES) == set(cases.OPTIMIZED)


def test_only_keyword_subscripts_have_the_new_class():
    tree = pep637.parser.parse("a[1][k=2][3, *b]")
    subscripts = [node for node in ast.walk(tree)
                  if isinstance(node, ast.Subscript)]
    assert [type(node) for node in subscripts] == [
        ast.Subscript, pep637.nodes.Subscript, ast.Subscript]


def test_keywords_are_a_field():
    node = pep637.parser.parse("a[1, k=2, **m]", mode="eval").body
    assert node._fields == ("value", "slice", "ctx", "keywords")
    assert [k.arg for k in node.keywords] == ["k", None]
    assert ast.Subscript(node.value, node.slice, node.ctx)  # Still valid.


def test_walk_sees_the_keywords():
    tree = pep637.parser.parse("a[k=b[m=c]]")
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert names == {"a", "b", "c"}


def test_node_transformer_sees_the_keywords():
    class Double(ast.NodeTransformer):
        def visit_Constant(self, node):
            return ast.Constant(node.value * 2)

    tree = Double().visit(pep637.parser.parse("a[k=b[m=1]]", mode="eval"))
    inner = tree.body.keywords[0].value
    assert isinstance(inner, pep637.nodes.Subscript)
    assert inner.keywords[0].value.value == 2


def test_store_and_del_contexts_keep_the_keywords():
    tree = pep637.parser.parse("a[k=1] = 2\ndel b[m=3]")
    store, delete = tree.body[0].targets[0], tree.body[1].targets[0]
    assert isinstance(store.ctx, ast.Store) and store.keywords[0].arg == "k"
    assert isinstance(delete.ctx, ast.Del) and delete.keywords[0].arg == "m"


def test_docstring_example():
    assert doctest.testmod(pep637.nodes).failed == 0
