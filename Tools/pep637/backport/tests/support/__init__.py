"""What the tests share, none of it a test (pytest collects nothing here).

* ROOT, SRC, TOOLS: the package's folder, its source and its tools;
* entry: starting this interpreter as a user would, for the tests of the
  entry points (tests/entry_points/);
* parser_cases, parser_fork_results: sources with keyword subscripts and
  the fork's trees and errors for them;
* scenarios, scenario_fork_results: programs with keyword subscripts, and
  what running them on the fork shows.

The fork's results are data pinned by ``tools/pin_fork.py``, run with the
fork's interpreter; pyproject.toml puts this folder's parent on sys.path.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SRC = ROOT / "src"
TOOLS = ROOT / "tools"
