"""What the tests share, none of it a test (pytest collects nothing here).

* ROOT, SRC, TOOLS: the package's folder, its source and its tools;
* entry: starting this interpreter as a user would, for the tests of the
  entry points (tests/entry_points/);
* parser_cases, parser_fork_results: sources with keyword subscripts and
  the fork's trees and errors for them;
* scenarios, scenario_fork_results: programs with keyword subscripts, and
  what running them on the fork shows.

The fork's results are data pinned by ``tools/pin_fork.py``, run with the
fork's interpreter, as JSON in tests/data/ (pinned loads them); the
modules parser_fork_results and scenario_fork_results give them to the
tests.  pyproject.toml puts this folder's parent on sys.path.
What later versions of CPython word differently is asked of the running
one (ESCAPE_WARNING) or listed (scenario_versions).
"""

import sys
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SRC = ROOT / "src"
TOOLS = ROOT / "tools"


def _invalid_escape(as_error):
    """What the running Python says of the string ``'\\d'``: the message
    of its SyntaxWarning, or of the SyntaxError it becomes under
    ``-W error`` (3.14 words the two differently)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("error" if as_error else "always")
        try:
            compile("'\\d'", "<s>", "eval")
        except SyntaxError as exc:
            return exc.msg
    return str(caught[0].message)


# The fork (3.13) says "invalid escape sequence '\d'" for both.
ESCAPE_WARNING = _invalid_escape(as_error=False)
ESCAPE_ERROR = _invalid_escape(as_error=True)


# How many keyword subscripts nest (a[k=a[k=...]]) before the parser's
# stack overflows, as CPython's would with the same rules: beyond the
# tokenizer's limit of 200 brackets on 3.13 and 3.14; 3.15's grammar has
# more levels per nested expression, so there the stack overflows first.
MAX_NESTED_KEYWORD_SUBSCRIPTS = 200 if sys.version_info < (3, 15) else 199
