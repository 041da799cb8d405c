"""The generated parser is up to date, and memoizes what CPython's does."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GRAMMAR = ROOT / "src" / "pep637" / "grammar" / "python.gram"
PARSER = ROOT / "src" / "pep637" / "_parser.py"
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
    memoized = set(re.findall(r"^    @memoize\n    def (\w+)", parser, re.M))
    left_recursive = set(
        re.findall(r"^    @memoize_left_rec\n    def (\w+)", parser, re.M))
    assert memoized == memo - left_recursive
    assert "expression" in memoized and "kwslices" in memoized
    assert {"primary", "t_primary", "sum"} <= left_recursive
