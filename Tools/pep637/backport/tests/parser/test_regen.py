"""The generated parsers are up to date, and memoize what CPython's does."""

import re
import subprocess
import sys
import pytest

from support import ROOT

PEGEN = ROOT.parent.parent / "peg_generator"
PACKAGE = ROOT / "src" / "pep637"
VERSIONS = ["3.13", "3.14", "3.15"]


@pytest.fixture(params=VERSIONS)
def version(request):
    return request.param


def grammar(version):
    path = PACKAGE / "parser" / "grammar" / f"python{version}.gram"
    return path.read_text(encoding="utf-8")


def parser(version):
    name = "generated_" + version.replace(".", "")
    return (PACKAGE / "parser" / f"{name}.py").read_text(encoding="utf-8")


def test_there_is_a_grammar_for_each_version():
    grammars = PACKAGE / "parser" / "grammar"
    assert sorted(p.stem for p in grammars.glob("*.gram")) == [
        f"python{v}" for v in VERSIONS]


@pytest.mark.skipif(not (PEGEN / "pegen").is_dir(),
                    reason="needs CPython's Tools/peg_generator")
def test_parser_is_up_to_date():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "regen.py"), "--check"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_parser_says_it_is_generated(version):
    head = parser(version)[:300]
    assert (f"GENERATED from src/pep637/parser/grammar/python{version}.gram"
            in head)
    assert "tools/regen.py" in head


def test_only_memo_rules_are_memoized(version):
    memo = set(re.findall(r"^(\w+)(?:\[[^\]]*\])? ?\(memo\)",
                          grammar(version), re.M))
    text = parser(version)
    # A (memo) rule memoizes itself, in its code; the leader of
    # left-recursive rules is decorated.
    memoized = set(re.findall(
        r"^    def (\w+)\(self\):\n(?:        #.*\n)*"
        r"        mark = self._mark\n        _memo_key = ", text, re.M))
    left_recursive = set(re.findall(
        r"^    @memoize_left_rec\(\d+\)\n    def (\w+)", text, re.M))
    assert memoized == memo - left_recursive
    assert "expression" in memoized and "kwslices" in memoized
    assert {"primary", "t_primary", "sum"} <= left_recursive


def test_memo_keys_are_distinct(version):
    text = parser(version)
    numbers = re.findall(r"_memo_key = mark \* 1024 \+ (\d+)$", text, re.M)
    numbers += re.findall(r"^    @memoize_left_rec\((\d+)\)$", text, re.M)
    assert len(numbers) == len(set(numbers)) > 20


def test_a_lookahead_calls_its_rule_from_the_rule_that_looks_ahead(version):
    # No frame between the two: the depth of the stack is the C parser's.
    text = parser(version)
    assert "self.lookahead(" not in text
    assert "self.looked_ahead(self._mark, self." in text
