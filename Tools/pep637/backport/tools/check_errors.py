"""Check pep637.parse()'s syntax errors against ast.parse()'s.

    python tools/check_errors.py [FILE ...] [--mutants N] [--seed S]
                                 [--fork PYTHON]

Takes windows of 30 lines of each file, damages one line of each (deletes
characters, inserts a bracket, a quote, an operator, a keyword...) and
compares what the two parsers raise for the mutants that ast.parse()
rejects: exception type, message, lineno, offset, end_lineno, end_offset.
Run it with a stock CPython 3.13.  The reference is its ast.parse(), or,
with --fork, the ast.parse() of the pep637 fork's interpreter: a few
errors differ between the two, since the fork's grammar is not stock's.
"""

import argparse
import ast
import json
import pathlib
import random
import subprocess
import sys
import sysconfig
import warnings

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

import pep637  # noqa: E402

STDLIB = pathlib.Path(sysconfig.get_paths()["stdlib"])
DEFAULT_FILES = [STDLIB / name for name in (
    "textwrap.py", "string.py", "fractions.py", "pprint.py", "dataclasses.py",
    "test/test_fstring.py", "test/test_patma.py", "test/test_grammar.py")]
INSERTIONS = ["", " ", "(", ")", "[", "]", "=", ":", ",", '"', "'", "x",
              "*", "**", "{", "}", "\\", 'f"{', "@", "lambda", "if ", "\t",
              "not ", ":=", "é", "async ", "yield"]


def error(parse, source):
    """What *parse* raises for *source*, as a tuple; None if it parses."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            parse(source)
        except SyntaxError as exc:
            return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
                    exc.end_lineno, exc.end_offset)
        except Exception as exc:  # Any other failure is a difference.
            return ("unexpected", type(exc).__name__, str(exc))
    return None


# Run by the fork's interpreter: the errors of the sources read from stdin.
FORK_ERRORS = """
import ast, json, sys, warnings
warnings.simplefilter("ignore")
def error(source):
    try:
        ast.parse(source)
    except SyntaxError as exc:
        return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
                exc.end_lineno, exc.end_offset)
json.dump([error(s) for s in json.load(sys.stdin)], sys.stdout)
"""


def fork_errors(python, sources):
    """The errors of the fork's ast.parse() for *sources*."""
    result = subprocess.run([python, "-c", FORK_ERRORS], check=True,
                            input=json.dumps(sources), capture_output=True,
                            text=True)
    return [tuple(e) if e else None for e in json.loads(result.stdout)]


def mutants(lines, count, rng):
    """*count* sources: windows of *lines* with one line damaged."""
    for _ in range(count):
        i = rng.randrange(len(lines))
        line = lines[i]
        j = rng.randrange(len(line) + 1)
        k = j + rng.randrange(3)
        damaged = line[:j] + rng.choice(INSERTIONS) + line[k:]
        start = max(0, i - 15)
        yield "\n".join(lines[start:i] + [damaged] + lines[i + 1:i + 15])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=pathlib.Path,
                        default=DEFAULT_FILES)
    parser.add_argument("--mutants", type=int, default=100,
                        help="mutants per file")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=10)
    parser.add_argument("--fork", help="the fork's interpreter")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    sources = [source for path in args.files
               for source in mutants(path.read_text("utf-8").split("\n"),
                                     args.mutants, rng)
               if error(ast.parse, source) is not None]
    if args.fork:
        expected = fork_errors(args.fork, sources)
    else:
        expected = [error(ast.parse, source) for source in sources]
    same, different = 0, []
    for source, reference in zip(sources, expected):
        got = error(pep637.parse, source)
        if got == reference:
            same += 1
        else:
            different.append((source, reference, got))
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, reference: "
          f"{args.fork or 'ast.parse'}: {len(sources)} mutants rejected by "
          f"ast.parse; same error: {same}; different: {len(different)}")
    for source, expected, got in different[:args.show]:
        print(f"\n{source!r}\n  reference: {expected}\n  pep637:    {got}")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
