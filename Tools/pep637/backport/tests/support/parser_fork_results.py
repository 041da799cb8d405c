"""What the pep637 fork's ast.parse() gives for parser_cases.py.

The data of data/parser_fork_results.json, which tools/pin_fork.py writes
with the fork's interpreter.  JSON has no tuples: an error's details are
made the tuple that parser_cases.error_details() gives again.
"""

from .pinned import load

_data = load("parser_fork_results")
TREES = _data["TREES"]
ERRORS = {source: tuple(details)
          for source, details in _data["ERRORS"].items()}
OPTIMIZED_TREES = _data["OPTIMIZED_TREES"]
