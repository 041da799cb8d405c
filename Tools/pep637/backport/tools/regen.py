"""Regenerate the parser of pep637 from its grammar.

    python tools/regen.py            # write src/pep637/_generated_parser.py
    python tools/regen.py --check    # exit 1 if _generated_parser.py is out of date

This is the package's "make regen-pegen" (and the check that CPython's CI
makes after it).  pegen is the one in CPython's Tools/peg_generator, found
next to this package in the CPython tree, or given with --pegen.  The code
is written by tools/generator.py.
"""

import argparse
import io
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
GRAMMAR = pathlib.Path("src", "pep637", "grammar", "python.gram")
PARSER = pathlib.Path("src", "pep637", "_generated_parser.py")
PEGEN = ROOT.parent.parent / "peg_generator"


def generate(grammar_file, pegen_dir):
    """The text of the parser generated from *grammar_file*."""
    sys.path.insert(0, str(pegen_dir))
    sys.path.insert(0, str(HERE))
    from pegen.build import build_parser
    from generator import PythonParserGenerator

    grammar, _, _ = build_parser(str(ROOT / grammar_file))
    out = io.StringIO()
    PythonParserGenerator(grammar, out).generate(grammar_file.as_posix())
    return out.getvalue()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the parser is up to date")
    parser.add_argument("--pegen", type=pathlib.Path, default=PEGEN,
                        help="the directory of pegen (Tools/peg_generator)")
    args = parser.parse_args(argv)
    if not (args.pegen / "pegen").is_dir():
        parser.error(f"no pegen in {args.pegen}: give --pegen")
    text = generate(GRAMMAR, args.pegen)
    target = ROOT / PARSER
    current = target.read_text(encoding="utf-8") if target.exists() else ""
    if args.check:
        if current != text:
            print(f"{PARSER} is out of date: run tools/regen.py",
                  file=sys.stderr)
            return 1
        print(f"{PARSER} is up to date")
        return 0
    if current != text:
        target.write_text(text, encoding="utf-8")
        print(f"wrote {PARSER}")
    else:
        print(f"{PARSER} unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
