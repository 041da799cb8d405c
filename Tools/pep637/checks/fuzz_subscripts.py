"""Differential fuzzing of keyword subscripts (PEP 637).

    ./python Tools/pep637/checks/fuzz_subscripts.py [--cases N] [--seed S]

Generates random keyword subscripts (positional items, '*' items, keywords,
'**' mappings, slices and '...' as values) in random contexts (load, store,
del, augmented assignment, targets of 'for', unpacking and annotated
assignments, comprehensions), compiles and runs each against a recording
object (with *args and **kwargs dunders, or with keyword-only parameters
that the specialized instructions bind inline), several times so that the
specialized instructions run too, and compares what its dunder received
with what the rules of keyword subscripts say; then random invalid
sources, which must raise
SyntaxError, and hand-built ASTs with malformed keywords, which must make
compile() raise ValueError or TypeError.  The generators are those of
Lib/test/test_keyword_subscripts.py, which runs a small seeded sample of
each.  With --record, the result is written to ../records/fuzz_results.txt
this script; the interpreter must then be a build of the repository's HEAD
from a clean tree.
"""

import argparse
import ast
import datetime
import os
import platform
import random
import subprocess
import sys
import time

from test.test_keyword_subscripts import (
    check_random_subscript, random_invalid_subscript, random_malformed_tree)


def built_commit():
    """The commit this interpreter was built from, as 'hash subject', or
    None if it is not HEAD of this repository or its tree was dirty."""
    _, branch, revision = sys._git
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))))
    head = subprocess.run(["git", "-C", top, "log", "-1", "--format=%H %s"],
                          capture_output=True, text=True).stdout.strip()
    if (not revision or branch.endswith("-dirty")
            or not head.startswith(revision)):
        return None
    return head[:len(revision)] + head[40:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000,
                        help="valid subscripts to run (default: 100000)")
    parser.add_argument("--seed", type=int, default=637)
    parser.add_argument("--runs", type=int, default=4,
                        help="times each valid subscript runs; from the "
                        "third its instructions are specialized (default: 4)")
    parser.add_argument("--record", action="store_true",
                        help="write the result to fuzz_results.txt")
    args = parser.parse_args()
    commit = built_commit() if args.record else None
    if args.record and commit is None:
        parser.error("--record needs a build of HEAD from a clean tree; "
                     f"this one was built from {sys._git[1]}:{sys._git[2]}")

    rng = random.Random(args.seed)
    start = time.perf_counter()
    mismatches = []
    for _ in range(args.cases):
        failure = check_random_subscript(rng, args.runs)
        if failure:
            mismatches.append(failure)

    invalid_cases = max(args.cases // 10, 1)
    accepted = []
    for _ in range(invalid_cases):
        source = random_invalid_subscript(rng)
        try:
            compile(source, "<fuzz>", "exec")
        except SyntaxError:
            pass
        else:
            accepted.append(source)

    tree_cases = max(args.cases // 10, 1)
    bad_trees = []
    for _ in range(tree_cases):
        tree = random_malformed_tree(rng)
        try:
            compile(tree, "<fuzz>", "exec")
        except (ValueError, TypeError):
            pass
        except Exception as exc:
            bad_trees.append(f"{ast.dump(tree)}: {exc!r}")
        else:
            bad_trees.append(f"{ast.dump(tree)}: compiled")
    elapsed = time.perf_counter() - start

    lines = [
        f"date: {datetime.datetime.now().isoformat(timespec='seconds')}",
        f"machine: {platform.machine()}, {platform.system()} "
        f"{platform.release()}, {os.cpu_count()} CPUs",
        f"python: {sys.version.splitlines()[0]}",
        f"commit: {commit or 'not recorded'}",
        f"seed: {args.seed}",
        f"valid subscripts: {args.cases}, each run {args.runs} times "
        f"(specialized from the third), mismatches: "
        f"{len(mismatches)}",
        f"invalid sources compiled: {invalid_cases}, accepted: "
        f"{len(accepted)}",
        f"malformed trees compiled: {tree_cases}, not rejected with "
        f"ValueError/TypeError: {len(bad_trees)}",
        f"crashes: 0 (the run completed), time: {elapsed:.1f} s",
    ]
    for line in lines:
        print(line)
    for failure in (mismatches + accepted + bad_trees)[:20]:
        print("FAILURE:", failure)
    failed = bool(mismatches or accepted or bad_trees)
    if args.record:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            os.pardir, "records", "fuzz_results.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("# Last result of Tools/pep637/checks/fuzz_subscripts.py "
                    "--record\n")
            f.write("\n".join(lines) + "\n")
            f.write("result: " + ("FAILED" if failed else "OK") + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
