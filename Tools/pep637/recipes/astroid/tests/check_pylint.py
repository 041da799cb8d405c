"""The installed pylint and astroid on keyword subscripts.

    python check_pylint.py VENV

VENV has astroid 4.4.0+pep637 and pylint 4.1.5+pep637 (and, on stock
CPython, the pep637 package, which astroid parses keyword subscripts with).
Checks:

1. pylint's messages on sample_subscripts.py, keyword subscripts of every
   form, are those on sample_calls.py, the same lines with each subscript
   written as the dunder call (``type(g).__getitem__(g, i, row=1)``),
   save unnecessary-dunder-call, and the messages that the sample is about
   are among them (those of names in keyword values, and those of
   keywords that do not bind to the dunder's parameters);
2. astroid's ``as_string()`` of sample_subscripts.py parses back to the same
   tree (by the interpreter's ast, or pep637.parse on stock).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# What sample_subscripts.py is written to give (besides what both files give).
EXPECTED = {
    "undefined-variable": 2,
    "eval-used": 1,
    "unused-argument": 1,
    "unused-variable": 1,
    "unused-import": 1,
    "unexpected-keyword-arg": 6,
    "missing-kwoa": 6,
    "redundant-keyword-arg": 3,
    "repeated-keyword": 1,
    "positional-only-arguments-expected": 1,
    "no-value-for-parameter": 1,
    "too-many-function-args": 1,
}

ROUND_TRIP = """
import ast, sys
import astroid
source = open(sys.argv[1]).read()
parse = ast.parse
if "keywords" not in ast.Subscript._fields:
    import pep637
    parse = pep637.parse
written = astroid.parse(source).as_string()
if ast.dump(parse(written)) != ast.dump(parse(source)):
    sys.exit("as_string() does not give the same tree:\\n" + written)
if astroid.parse(written).as_string() != written:
    sys.exit("as_string() is not stable")
print(f"astroid: as_string() of {sys.argv[1]} gives the same tree")
"""


def pylint_messages(python, path):
    """(line, symbol, message) of pylint's messages on path."""
    result = subprocess.run(
        [python, "-m", "pylint", "--output-format=json", "--disable=line-too-long",
         "--score=n", path],
        capture_output=True, text=True, cwd=HERE,
    )
    if result.returncode & 32 or result.stderr.strip():
        sys.exit(f"pylint {path}: status {result.returncode}\n{result.stderr}")
    return sorted(
        (m["line"], m["symbol"], m["message"])
        for m in json.loads(result.stdout)
        if m["symbol"] != "unnecessary-dunder-call"
    )


def main():
    python = os.path.join(os.path.abspath(sys.argv[1]), "bin", "python")
    subscripts = pylint_messages(python, "sample_subscripts.py")
    calls = pylint_messages(python, "sample_calls.py")
    if subscripts != calls:
        extra = sorted(set(subscripts) - set(calls))
        missing = sorted(set(calls) - set(subscripts))
        sys.exit(f"pylint: only on the subscripts: {extra}\nonly on the calls: {missing}")
    for symbol, count in EXPECTED.items():
        found = sum(1 for _, s, _ in subscripts if s == symbol)
        if found < count:
            sys.exit(f"pylint: {found} {symbol} on sample_subscripts.py, expected {count}")
    print(f"pylint: the same {len(subscripts)} messages on the subscripts and the calls")
    subprocess.run([python, "-c", ROUND_TRIP, "sample_subscripts.py"], cwd=HERE,
                   check=True)


if __name__ == "__main__":
    main()
