"""Programs nobody here wrote: pep637.parser.parse() against ast.parse().

hypothesmith (from PyPI) draws programs from CPython's grammar; the
parser must give the tree of ast.parse() for each one, locations
included, and, for copies of it damaged at a drawn place (a character
deleted or replaced, a bracket, a quote, an operator or a keyword
inserted), the same error: type, message, line, offset, end line, end
offset.  The draws are seeded: every run checks the same programs.

Run under a stock CPython (run_backport.sh installs hypothesmith there);
skipped where hypothesmith is not installed.
"""

import ast
import random
import warnings
import zlib

import pytest

hypothesmith = pytest.importorskip("hypothesmith")
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import pep637.parser  # noqa: E402

EXAMPLES = 300
DAMAGED_COPIES = 4
DAMAGES = ["", " ", "(", ")", "[", "]", "{", "}", "=", ":", ",", '"', "'",
           "\\", "*", "**", "@", "x", "é", ":=", "not ", "lambda", "if ",
           "async ", "yield ", "\t", "\n", 'f"{', "match ", "case "]

# No shrinking: a failing program is reported as drawn (shrinking the
# programs of a grammar takes long).
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                phases=[Phase.explicit, Phase.generate],
                suppress_health_check=list(HealthCheck))


def outcome(parse, source):
    """The dumped tree of *source*, or what its error says."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return ast.dump(parse(source), include_attributes=True)
        except SyntaxError as exc:
            return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
                    exc.end_lineno, exc.end_offset)
        except ValueError as exc:
            return (type(exc).__name__, str(exc))


def damaged_copies(source):
    """Copies of *source*, each damaged at one place, drawn by a random
    generator seeded with the source."""
    draw = random.Random(zlib.crc32(source.encode("utf-8", "replace")))
    for _ in range(DAMAGED_COPIES):
        start = draw.randint(0, len(source))
        length = draw.randint(0, 2)
        yield (source[:start] + draw.choice(DAMAGES)
               + source[start + length:])


@seed(637)
@FUZZ
@given(st.one_of(hypothesmith.from_grammar(),
                 hypothesmith.from_grammar(auto_target=False)))
def test_generated_program_and_damaged_copies(source):
    with warnings.catch_warnings():
        # What hypothesmith's compile() of the programs says.
        warnings.simplefilter("ignore", SyntaxWarning)
        for text in (source, *damaged_copies(source)):
            assert (outcome(pep637.parser.parse, text)
                    == outcome(ast.parse, text)), text
