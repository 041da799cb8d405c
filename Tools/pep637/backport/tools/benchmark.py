"""Throughput of pep637.parse() against ast.parse() of the running Python.

    python tools/benchmark.py [FILE ...] [--repeat N]

For each file (by default a few big modules of the standard library), the
best of N runs of each parser; the ratio is pep637.parse time over
ast.parse time.  The goal is a ratio under 100.
"""

import argparse
import ast
import pathlib
import sys
import sysconfig
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

import pep637  # noqa: E402

STDLIB = pathlib.Path(sysconfig.get_paths()["stdlib"])
DEFAULT_FILES = [STDLIB / name for name in (
    "typing.py", "test/test_grammar.py", "_pydecimal.py",
    "test/test_fstring.py", "test/test_patma.py")]


def best_time(parse, source, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        parse(source)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=pathlib.Path,
                        default=DEFAULT_FILES)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, best of {args.repeat}")
    print(f"{'file':<28} {'lines':>6} {'ast.parse':>10} {'pep637':>8} "
          f"{'ratio':>6}")
    total_stock = total_ours = 0
    for path in args.files:
        source = path.read_bytes()
        stock = best_time(ast.parse, source, args.repeat)
        ours = best_time(pep637.parse, source, args.repeat)
        total_stock += stock
        total_ours += ours
        name = "/".join(path.parts[-2:])
        print(f"{name:<28} {source.count(b'\n'):>6} {stock * 1000:>8.1f}ms "
              f"{ours:>7.2f}s {ours / stock:>5.1f}x")
    print(f"{'total':<28} {'':>6} {total_stock * 1000:>8.1f}ms "
          f"{total_ours:>7.2f}s {total_ours / total_stock:>5.1f}x")


if __name__ == "__main__":
    main()
