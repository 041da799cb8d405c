"""Parse time of the standard library: the patched grammar against upstream's.

    python bench_parse.py --patched PYTHON --upstream PYTHON [--rounds N] LIBDIR

PYTHON are the interpreters of two venvs with py-tree-sitter, one with the
recipe's wheel and one with upstream's (both wheels built the same way, or
upstream's from PyPI).  Each parses every .py file under LIBDIR, the two
taking turns for N rounds (default 5); prints each one's best round and the
ratio patched / upstream.  A figure to record, not a test.
"""

import argparse
import os
import subprocess

WORKER = r"""
import pathlib, sys, time
import tree_sitter, tree_sitter_python
parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_python.language()))
sources = [p.read_bytes() for p in sorted(pathlib.Path(sys.argv[1]).rglob("*.py"))]
start = time.perf_counter()
for source in sources:
    parser.parse(source)
print(time.perf_counter() - start, sum(map(len, sources)))
"""


def once(python, libdir):
    out = subprocess.run([os.path.abspath(python), "-c", WORKER, libdir],
                         check=True, capture_output=True, text=True, cwd="/").stdout
    seconds, size = out.split()
    return float(seconds), int(size)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--patched", required=True)
    parser.add_argument("--upstream", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("libdir")
    args = parser.parse_args()
    best = {"patched": float("inf"), "upstream": float("inf")}
    for _ in range(args.rounds):
        for name in best:
            seconds, size = once(getattr(args, name), args.libdir)
            best[name] = min(best[name], seconds)
    for name, seconds in best.items():
        print(f"{name}: {seconds:.3f} s for {size / 1e6:.1f} MB "
              f"(best of {args.rounds})")
    print(f"ratio patched / upstream: {best['patched'] / best['upstream']:.3f}")


if __name__ == "__main__":
    main()
