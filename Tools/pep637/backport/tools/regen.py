"""Regenerate the parsers of pep637 from their grammars.

    python tools/regen.py            # write src/pep637/parser/generated_3*.py
    python tools/regen.py --check    # exit 1 if one of them is out of date

This is the package's "make regen-pegen" (and the check that CPython's CI
makes after it).  There is one grammar per version of Python the package
runs on (src/pep637/parser/grammar/python3.X.gram, that version's
Grammar/python.gram with the keyword-subscript rules), and a parser
generated from each (src/pep637/parser/generated_3X.py).  pegen is the one
in CPython's Tools/peg_generator, found next to this package in the CPython
tree, or given with --pegen.  The code is written by tools/generator.py.
"""

import argparse
import io
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
PEGEN = ROOT.parent.parent / "peg_generator"
# The versions of Python that the package supports, as (major, minor).
VERSIONS = [(3, 13), (3, 14), (3, 15)]


def grammar_file(version):
    """The grammar of *version*, relative to the package's folder."""
    return pathlib.Path("src", "pep637", "parser", "grammar",
                        "python{}.{}.gram".format(*version))


def parser_file(version):
    """The parser generated for *version*, relative to the package's folder."""
    return pathlib.Path("src", "pep637", "parser",
                        "generated_{}{}.py".format(*version))


def generate(grammar, pegen_dir):
    """The text of the parser generated from *grammar*."""
    if str(pegen_dir) not in sys.path:
        sys.path.insert(0, str(pegen_dir))
        sys.path.insert(0, str(HERE))
    from pegen.build import build_parser
    from generator import PythonParserGenerator

    tree, _, _ = build_parser(str(ROOT / grammar))
    out = io.StringIO()
    PythonParserGenerator(tree, out).generate(grammar.as_posix())
    return out.getvalue()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the parsers are up to date")
    parser.add_argument("--pegen", type=pathlib.Path, default=PEGEN,
                        help="the directory of pegen (Tools/peg_generator)")
    args = parser.parse_args(argv)
    if not (args.pegen / "pegen").is_dir():
        parser.error(f"no pegen in {args.pegen}: give --pegen")
    status = 0
    for version in VERSIONS:
        target = parser_file(version)
        text = generate(grammar_file(version), args.pegen)
        path = ROOT / target
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if args.check:
            if current != text:
                print(f"{target} is out of date: run tools/regen.py",
                      file=sys.stderr)
                status = 1
            else:
                print(f"{target} is up to date")
        elif current != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {target}")
        else:
            print(f"{target} unchanged")
    return status


if __name__ == "__main__":
    sys.exit(main())
