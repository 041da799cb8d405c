"""Pin everything the tests compare with the pep637 fork, in one run.

    /path/to/fork/python tools/pin_fork.py

Run it with the pep637 fork's interpreter: its ast.parse() and its
execution of keyword subscripts are the reference.  It writes, as JSON
(tests/support/pinned.py reads them):

* tests/data/parser_fork_results.json: the fork's trees and errors for
  the sources of tests/support/parser_cases.py (and the trees of
  ast.parse(optimize=1)), which the tests of tests/parser/ compare
  pep637.parse() with;
* tests/data/scenario_fork_results.json: what running each scenario of
  tests/support/scenarios.py shows on the fork, which the tests of
  tests/semantics/ compare the package's compilation with.
"""

import ast
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
TESTS = HERE.parent / "tests"
sys.path.insert(0, str(TESTS))

from support import parser_cases as cases  # noqa: E402
from support import scenarios  # noqa: E402
from support.pinned import DATA, dump  # noqa: E402


def header(about):
    return {"about": about,
            "generated_by": "tools/pin_fork.py, with the fork's interpreter",
            "fork": sys.version}


def tree(source, optimize=-1):
    return ast.dump(ast.parse(source, optimize=optimize),
                    include_attributes=True)


def error(source):
    try:
        ast.parse(source)
    except (SyntaxError, ValueError) as exc:
        return cases.error_details(exc)
    raise AssertionError(f"{source!r} parses")


def pin_parser():
    # Sorted by source, so that a new case shows as one in the diff.
    trees = {source: tree(source) for source in sorted(cases.VALID)}
    errors = {source: error(source) for source in sorted(cases.INVALID)}
    optimized = {source: tree(source, optimize=1)
                 for source in sorted(cases.OPTIMIZED)}
    data = header("What the pep637 fork's ast.parse() gives for "
                  "tests/support/parser_cases.py.")
    data.update(TREES=trees, ERRORS=errors, OPTIMIZED_TREES=optimized)
    (DATA / "parser_fork_results.json").write_text(dump(data),
                                                   encoding="utf-8")
    print(f"pinned {len(trees)} trees, {len(errors)} errors and "
          f"{len(optimized)} optimized trees")


def pin_scenarios():
    observations, carets = scenarios.fork_results()
    data = header("What the pep637 fork shows of the scenarios of "
                  "tests/support/scenarios.py.")
    data.update(OBSERVATIONS=observations, CARETS=carets)
    (DATA / "scenario_fork_results.json").write_text(dump(data),
                                                     encoding="utf-8")
    print(f"pinned {len(observations)} scenarios and {len(carets)} "
          f"tracebacks")


def main():
    if "keywords" not in ast.Subscript._fields:
        sys.exit("run this with the pep637 fork's interpreter")
    pin_parser()
    pin_scenarios()


if __name__ == "__main__":
    main()
