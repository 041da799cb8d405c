"""Check pep637.parser.parse() against ast.parse() on a corpus of files.

    python tools/check_corpus.py [PATH ...] [--jobs N] [--show N]
                                 [--fork PYTHON]

Every .py file under the PATHs (by default the Lib directory of the CPython
tree that holds this package, Lib/test included) that ast.parse() of the
running Python parses must give the same tree with pep637.parser.parse():
ast.dump(tree, include_attributes=True) equal, columns and all.  Files
that ast.parse() rejects are skipped, and listed with what
pep637.parser.parse() says of them (it parses those that use keyword
subscripts).  Run it with a stock CPython 3.13, 3.14 or 3.15 (PATH: its Lib
directory); it prints the counts and
the first differing files.  With --fork, the trees of the files that only
pep637.parser.parse() parses are compared with those of the fork's
ast.parse().
"""

import argparse
import ast
import difflib
import json
import multiprocessing
import os
import pathlib
import subprocess
import sys
import time
import warnings

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

import pep637.parser  # noqa: E402

# The generated parser itself (pep637.parse() tries ast.parse() first).
parse = pep637.parser.parse

# The CPython tree that holds this package.
TOP = HERE.parent.parent.parent.parent
DEFAULT_CORPUS = TOP / "Lib"


def display_name(path):
    """*path* relative to the CPython tree, if it is in it: the name the
    files are parsed and reported as (a record names no machine's
    folders)."""
    try:
        return str(pathlib.Path(path).resolve().relative_to(TOP))
    except ValueError:
        return str(path)


def real_path(name):
    """The file of display_name() *name*."""
    path = pathlib.Path(name)
    return path if path.is_absolute() else TOP / path


def dump(tree):
    return ast.dump(tree, include_attributes=True, indent=1)


def check_file(path):
    """(verdict, name, detail, seconds in ast.parse, seconds in pep637),
    the file parsed as its display_name()."""
    data = pathlib.Path(path).read_bytes()
    path = display_name(path)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        start = time.perf_counter()
        try:
            expected = ast.parse(data, filename=path)
        except (SyntaxError, ValueError) as exc:
            return "skipped", path, skipped(data, path, exc), 0, 0
        middle = time.perf_counter()
        try:
            got = parse(data, filename=path)
        except Exception as exc:  # Any failure is a difference.
            return "error", path, f"{type(exc).__name__}: {exc}", 0, 0
        end = time.perf_counter()
    expected_dump, got_dump = dump(expected), dump(got)
    if expected_dump == got_dump:
        return "identical", path, "", middle - start, end - middle
    return "different", path, first_difference(expected_dump, got_dump), 0, 0


def skipped(data, path, exc):
    """What ast.parse() and pep637.parser.parse() say of a file that
    ast.parse() rejects.
    """
    try:
        parse(data, filename=path)
    except (SyntaxError, ValueError) as ours:
        return f"both reject it: {exc!r} / {ours!r}"
    return f"pep637.parser.parse() parses it; ast.parse(): {exc!r}"


def first_difference(expected, got, context=3):
    """The first hunk of a diff of two dumps."""
    diff = difflib.unified_diff(expected.splitlines(), got.splitlines(),
                                "ast.parse", "pep637.parser.parse", n=context,
                                lineterm="")
    lines = []
    for line in diff:
        if line.startswith("@@") and len(lines) > 2:
            break
        lines.append(line)
    return "\n".join(lines[:40])


# Run by the fork's interpreter: the dumps of the files read from stdin.
FORK_DUMPS = """
import ast, json, sys
paths = json.load(sys.stdin)
json.dump([ast.dump(ast.parse(open(p, "rb").read(), p),
                    include_attributes=True, indent=1) for p in paths],
          sys.stdout)
"""


def check_with_fork(python, results):
    """Compare the files only pep637 parses with the fork's trees."""
    paths = [path for verdict, path, detail, *_ in results
             if verdict == "skipped" and detail.startswith("pep637")]
    result = subprocess.run([python, "-c", FORK_DUMPS], check=True,
                            input=json.dumps(paths), capture_output=True,
                            text=True, cwd=TOP)
    same = 0
    for path, expected in zip(paths, json.loads(result.stdout)):
        got = dump(parse(real_path(path).read_bytes(), path))
        if got == expected:
            same += 1
        else:
            print(f"\nDIFFERENT FROM THE FORK: {path}\n"
                  f"{first_difference(expected, got)}")
    print(f"\nfiles only pep637.parser.parse() parses: {len(paths)}; "
          f"identical to the fork's ast.parse(): {same}")
    return same == len(paths)


def python_files(paths):
    for path in paths:
        if path.is_file():
            yield str(path)
            continue
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for name in sorted(files):
                file = os.path.join(root, name)
                # Not a link to nowhere (Debian's sitecustomize.py, whose
                # target is in another package).
                if name.endswith(".py") and os.path.exists(file):
                    yield file


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=pathlib.Path,
                        default=[DEFAULT_CORPUS])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--show", type=int, default=10,
                        help="how many differing files to show")
    parser.add_argument("--fork", help="the fork's interpreter")
    args = parser.parse_args(argv)
    files = list(python_files(args.paths))
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(check_file, files, chunksize=4)
    elapsed = time.perf_counter() - start
    report(results, elapsed, args.show)
    ok = all(r[0] in ("identical", "skipped") for r in results)
    if args.fork:
        ok = check_with_fork(args.fork, results) and ok
    return 0 if ok else 1


def report(results, elapsed, show):
    counts = {}
    for verdict, *_ in results:
        counts[verdict] = counts.get(verdict, 0) + 1
    checked = len(results) - counts.get("skipped", 0)
    stock = sum(r[3] for r in results)
    ours = sum(r[4] for r in results)
    print(f"Python {sys.version.split()[0]}; {len(results)} files; "
          f"{counts.get('skipped', 0)} rejected by ast.parse (skipped)")
    print(f"checked: {checked}; identical: {counts.get('identical', 0)}; "
          f"different: {counts.get('different', 0)}; "
          f"errors: {counts.get('error', 0)}")
    print(f"wall time: {elapsed:.0f} s; parse time of identical files: "
          f"ast.parse {stock:.1f} s, pep637.parser.parse {ours:.1f} s "
          f"(ratio {ours / stock if stock else 0:.0f}x)")
    print("\nRejected by ast.parse():")
    for verdict, path, detail, *_ in results:
        if verdict == "skipped":
            print(f"  {path}: {detail}")
    bad = [r for r in results if r[0] in ("different", "error")]
    for verdict, path, detail, *_ in bad[:show]:
        print(f"\n{verdict.upper()}: {path}\n{detail}")


if __name__ == "__main__":
    sys.exit(main())
