"""The generated parser is up to date, and memoizes what CPython's does."""

import re
import subprocess
import sys
import pytest

from support import ROOT

GRAMMAR = ROOT / "src" / "pep637" / "grammar" / "python.gram"
PARSER = ROOT / "src" / "pep637" / "_generated_parser.py"
PEGEN = ROOT.parent.parent / "peg_generator"


@pytest.mark.skipif(not (PEGEN / "pegen").is_dir(),
                    reason="needs CPython's Tools/peg_generator")
def test_parser_is_up_to_date():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "regen.py"), "--check"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_parser_says_it_is_generated():
    head = PARSER.read_text(encoding="utf-8")[:300]
    assert "GENERATED from src/pep637/grammar/python.gram" in head
    assert "tools/regen.py" in head


def test_only_memo_rules_are_memoized():
    grammar = GRAMMAR.read_text(encoding="utf-8")
    memo = set(re.findall(r"^(\w+)(?:\[[^\]]*\])? ?\(memo\)", grammar, re.M))
    parser = PARSER.read_text(encoding="utf-8")
    # A (memo) rule memoizes itself, in its code; the leader of
    # left-recursive rules is decorated.
    memoized = set(re.findall(
        r"^    def (\w+)\(self\):\n(?:        #.*\n)*"
        r"        mark = self._mark\n        _memo_key = ", parser, re.M))
    left_recursive = set(re.findall(
        r"^    @memoize_left_rec\(\d+\)\n    def (\w+)", parser, re.M))
    assert memoized == memo - left_recursive
    assert "expression" in memoized and "kwslices" in memoized
    assert {"primary", "t_primary", "sum"} <= left_recursive


def test_memo_keys_are_distinct():
    parser = PARSER.read_text(encoding="utf-8")
    numbers = re.findall(r"_memo_key = mark \* 1024 \+ (\d+)$", parser, re.M)
    numbers += re.findall(r"^    @memoize_left_rec\((\d+)\)$", parser, re.M)
    assert len(numbers) == len(set(numbers)) > 20


def test_a_lookahead_calls_its_rule_from_the_rule_that_looks_ahead():
    # No frame between the two: the depth of the stack is the C parser's.
    parser = PARSER.read_text(encoding="utf-8")
    assert "self.lookahead(" not in parser
    assert "self.looked_ahead(self._mark, self." in parser
