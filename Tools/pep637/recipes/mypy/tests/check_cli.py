"""Check the installed mypy of the recipe as a user runs it.

    python check_cli.py VENV [--without-parser VENV2]

VENV has the recipe's mypy wheel installed, and either is a venv of the
fork or has the pep637 package installed.  With --without-parser, VENV2 is
a venv of a stock CPython with the wheel but without the pep637 package.

1. ../../samples/inventory.py, a sample written apart from mypy's tests:
   with --enable-incomplete-feature=KeywordSubscripts (on the command line,
   and in a config file), errors on exactly the lines marked "# E", which
   are the lines that raise TypeError on the fork
   (../../samples/check_samples.py), and nowhere else.
2. Without the feature: with the native parser (the default), one error
   that names the feature, at the first keyword subscript; with
   --no-native-parser, that error on every line with a keyword subscript
   (none is dropped silently).
3. The feature with --native-parser, or with --num-workers, or (VENV2) on a
   Python that cannot parse keyword subscripts: a usage error that says so.
4. stubgen on the sample; dmypy on the sample, then on a changed line.
"""

import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SAMPLE = HERE.parents[1] / "samples" / "inventory.py"
FEATURE = "--enable-incomplete-feature=KeywordSubscripts"
FEATURE_ERROR = ('error: Keyword arguments in subscripts ("KeywordSubscripts") are '
                 "experimental, use --enable-incomplete-feature=KeywordSubscripts "
                 "to enable  [syntax]")


def run(venv, tool, *args, cwd):
    env = dict(os.environ, MYPY_FORCE_COLOR="0")
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(venv / "bin" / tool), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def marked_lines(path):
    return {n for n, line in enumerate(path.read_text().splitlines(), 1)
            if line.rstrip().endswith("# E")}


# Run by the venv's Python: the lines with a keyword subscript, found by the
# fork's ast module or the pep637 package.
KEYWORD_SUBSCRIPT_LINES = """
import ast, json, sys
try:
    from pep637 import parse
except ImportError:
    parse = ast.parse
tree = parse(open(sys.argv[1], encoding="utf-8").read())
print(json.dumps(sorted({node.lineno for node in ast.walk(tree) if
                         isinstance(node, ast.Subscript) and getattr(node, "keywords", None)})))
"""


def keyword_subscript_lines(venv, path):
    result = subprocess.run([str(venv / "bin" / "python"), "-c",
                             KEYWORD_SUBSCRIPT_LINES, str(path)],
                            capture_output=True, text=True, check=True)
    return set(json.loads(result.stdout))


def error_lines(output, name="inventory.py"):
    return {int(m.group(1)) for m in re.finditer(
        rf"^{re.escape(name)}:(\d+): error:", output, re.M)}


class Checks:
    def __init__(self, venv, work):
        self.venv = venv
        self.work = work
        self.failures = []

    def expect(self, condition, message, output=""):
        if not condition:
            self.failures.append(message)
            print(f"FAIL: {message}\n{output}")

    def mypy(self, *args):
        return run(self.venv, "mypy", "--no-incremental", *args, cwd=self.work)

    def sample_with_feature(self):
        want = marked_lines(SAMPLE)
        result = self.mypy(FEATURE, "inventory.py")
        got = error_lines(result.stdout)
        self.expect(got == want and result.returncode == 1,
                    f"with the feature: errors on {sorted(got)}, "
                    f"marked {sorted(want)}", result.stdout + result.stderr)
        (self.work / "mypy.ini").write_text(
            "[mypy]\nenable_incomplete_feature = KeywordSubscripts\n")
        try:
            config = self.mypy("--config-file", "mypy.ini", "inventory.py")
        finally:
            (self.work / "mypy.ini").unlink()
        self.expect(config.stdout == result.stdout,
                    "the feature in mypy.ini: not the same output",
                    config.stdout + config.stderr)
        print(f"inventory.py with the feature: errors on exactly its "
              f"{len(want)} marked lines (command line and mypy.ini)")

    def sample_without_feature(self):
        first = min(keyword_subscript_lines(self.venv, SAMPLE))
        result = self.mypy("inventory.py")
        want = f"inventory.py:{first}: {FEATURE_ERROR}\n"
        self.expect(result.stdout.startswith(want)
                    and error_lines(result.stdout) == {first}
                    and result.returncode == 2,
                    "native parser without the feature: not one error "
                    "naming it", result.stdout + result.stderr)
        result = self.mypy("--no-native-parser", "inventory.py")
        named = {int(m.group(1)) for m in re.finditer(
            rf"^inventory.py:(\d+): {re.escape(FEATURE_ERROR)}$",
            result.stdout, re.M)}
        want = keyword_subscript_lines(self.venv, SAMPLE)
        self.expect(named == want, f"--no-native-parser without the feature: "
                    f"the feature named on {sorted(named)}, keyword subscripts "
                    f"on {sorted(want)}", result.stdout)
        print(f"without the feature: the native parser's error names it; "
              f"--no-native-parser names it on all {len(want)} lines")

    def usage_errors(self):
        for args, words in [(["--native-parser"], "--native-parser"),
                            (["--num-workers=2"], "--num-workers")]:
            result = self.mypy(FEATURE, *args, "inventory.py")
            self.expect(result.returncode == 2 and words in result.stderr
                        and "cannot" in result.stderr,
                        f"the feature with {words}: no usage error",
                        result.stdout + result.stderr)
        print("the feature with --native-parser or --num-workers: usage errors")

    def stubgen(self):
        result = run(self.venv, "stubgen", FEATURE, "-o", "out", "inventory.py",
                     cwd=self.work)
        stub = self.work / "out" / "inventory.pyi"
        text = stub.read_text() if stub.exists() else ""
        self.expect(result.returncode == 0 and "class Stock:" in text
                    and "def __getitem__(self, item: str, *, warehouse: str = 'main') -> int: ..."
                    in text, "stubgen on inventory.py",
                    result.stdout + result.stderr + text)
        print("stubgen: a stub of inventory.py")

    def dmypy(self):
        status = str(self.work / ".dmypy.json")
        changed = self.work / "changed.py"
        changed.write_text(SAMPLE.read_text())

        def dmypy_run():
            return run(self.venv, "dmypy", "--status-file", status, "run",
                       "--timeout", "120", "--", FEATURE, "changed.py",
                       cwd=self.work)
        try:
            first = dmypy_run()
            self.expect(error_lines(first.stdout, "changed.py")
                        == marked_lines(SAMPLE), "dmypy: first run",
                        first.stdout + first.stderr)
            changed.write_text(changed.read_text().replace(
                'stock["nut", floor=2]  # E', 'stock["nut", warehouse=2]  # E'))
            second = dmypy_run()
            line = min(marked_lines(SAMPLE))
            self.expect(f'changed.py:{line}: error: Argument "warehouse" to '
                        '"__getitem__" of "Stock" has incompatible type "int"; '
                        'expected "str"  [arg-type]' in second.stdout,
                        "dmypy: the changed line", second.stdout + second.stderr)
        finally:
            run(self.venv, "dmypy", "--status-file", status, "stop",
                cwd=self.work)
        print("dmypy: the sample, then a changed keyword subscript")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("venv", type=pathlib.Path)
    parser.add_argument("--without-parser", type=pathlib.Path)
    args = parser.parse_args()
    version = subprocess.run([str(args.venv / "bin" / "mypy"), "--version"],
                             capture_output=True, text=True).stdout.strip()
    print(f"{version}, in {args.venv}")
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)
        shutil.copy(SAMPLE, work)
        checks = Checks(args.venv, work)
        checks.sample_with_feature()
        checks.sample_without_feature()
        checks.usage_errors()
        checks.stubgen()
        checks.dmypy()
        if args.without_parser:
            result = run(args.without_parser, "mypy", FEATURE, "inventory.py",
                         cwd=work)
            checks.expect(result.returncode == 2
                          and "or the pep637 package installed" in result.stderr,
                          "the feature without a parser: no usage error",
                          result.stdout + result.stderr)
            print("the feature on a Python without a parser for it: a usage error")
    if checks.failures:
        print(f"{len(checks.failures)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
