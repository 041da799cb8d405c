"""Check the markers of the patches' samples against the fork itself.

    PYTHON check_samples.py SAMPLE.py...

PYTHON is this fork's interpreter.  The samples that the basedpyright
recipe's patches add to its tests (tests/samples/subscriptKeyword*.py), and
inventory.py here, which the basedpyright and mypy recipes check, end the
lines that a type checker must report with "# E" (an error the fork raises
as TypeError) or "# T" (a static type error only).  Each top-level
statement of a sample is run on its own, in one namespace: a "# E" statement must raise TypeError,
any other statement must run without an exception.
"""

import ast
import sys


def check(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    lines = source.splitlines()
    namespace = {"__name__": "__sample__", "reveal_type": lambda obj, **kwargs: obj}
    failures = 0
    statements = 0
    for stmt in ast.parse(source, path).body:
        statements += 1
        line = lines[stmt.lineno - 1].rstrip()
        expect_type_error = line.endswith("# E")
        try:
            exec(compile(ast.Module([stmt], []), path, "exec"), namespace)
            raised = None
        except Exception as exc:  # noqa: BLE001 - reported below
            raised = exc
        if expect_type_error and not isinstance(raised, TypeError):
            failures += 1
            print("%s:%d: expected TypeError, got %r: %s" % (path, stmt.lineno, raised, line.strip()))
        elif not expect_type_error and raised is not None:
            failures += 1
            print("%s:%d: unexpected %r: %s" % (path, stmt.lineno, raised, line.strip()))
    print("%s: %d statements, %s" % (path, statements, "ok" if not failures else "%d mismatch(es)" % failures))
    return failures


def main():
    failures = sum(check(path) for path in sys.argv[1:])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
