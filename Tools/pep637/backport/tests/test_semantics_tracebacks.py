"""Tracebacks of keyword subscripts compiled by pep637 are the fork's.

The frames and their columns are compared by test_semantics.py.  What is
left is the caret line: 3.13's traceback module marks the container and
the brackets of a subscript (``~~~~~~^^^^^^^^``) after parsing the source
segment with ast.parse(), which a stock Python cannot do for a keyword
subscript; it then underlines the whole segment (``^^^^^^^^^^^^^^``).
keyword_aware_carets() is the remedy proposed for the runner: while a
frame is formatted, ast.parse is pep637.compiler.parse.  With it, the
caret lines are the fork's.
"""

import ast
import contextlib
import sys
import traceback

import pytest

import test_semantics_fork_results as fork
import test_semantics_scenarios as scenarios

ON_FORK = "+pep637" in sys.version
TRACEBACK_SCENARIOS = [name for name in scenarios.SCENARIOS
                       if name.startswith("traceback_")]


@contextlib.contextmanager
def keyword_aware_carets():
    """Format tracebacks with ast.parse knowing keyword subscripts."""
    from pep637 import compiler
    original = traceback.StackSummary.format_frame_summary

    def format_frame_summary(self, frame_summary, **kwargs):
        saved, ast.parse = ast.parse, compiler.parse
        try:
            return original(self, frame_summary, **kwargs)
        finally:
            ast.parse = saved

    traceback.StackSummary.format_frame_summary = format_frame_summary
    try:
        yield
    finally:
        traceback.StackSummary.format_frame_summary = original


@pytest.fixture
def backport_compile(monkeypatch):
    if ON_FORK:
        monkeypatch.setenv("PEP637_FORCE_BACKPORT", "1")
    from pep637 import compiler
    return compiler.compile


@pytest.mark.parametrize("name", TRACEBACK_SCENARIOS)
def test_carets_are_the_forks_with_keyword_aware_parsing(name,
                                                         backport_compile):
    source = scenarios.SCENARIOS[name]
    with keyword_aware_carets():
        lines = scenarios.caret_lines(source, backport_compile)
    assert lines == fork.CARETS[name]


@pytest.mark.skipif(ON_FORK, reason="the fork's ast.parse knows keywords")
def test_carets_underline_the_whole_subscript_on_stock(backport_compile):
    lines = scenarios.caret_lines(
        scenarios.SCENARIOS["traceback_in_the_dunder"], backport_compile)
    assert lines[0].splitlines()[1:] == ["    x = Boom()[1, k=2]",
                                         "        ^^^^^^^^^^^^^^"]
    assert fork.CARETS["traceback_in_the_dunder"][0].splitlines()[2] == (
        "        ~~~~~~^^^^^^^^")
