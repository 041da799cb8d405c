"""Type-check the fork's own keyword-subscript examples with the patched basedpyright.

    python3 check_examples.py BASEDPYRIGHT [--python PYTHON] [--pythonpath PYTHON]

BASEDPYRIGHT is the `basedpyright` command of a venv with the recipe's
wheel.  The examples are
Tools/pep637/examples/demo.py, test_labelled_arrays.py and the Python
blocks of Doc/howto/keyword-subscripts.rst (each block a file of its own).
They are checked twice, in a temporary directory with a pyrightconfig.json
(standard mode):

* with "enableKeywordSubscripts": true, no error may be reported except on
  a statement that the example itself expects to raise TypeError (inside
  "with pytest.raises(TypeError...)", or a doctest whose output is a
  traceback).  Imports of packages that are not installed (numpy, pandas...)
  and, in the HOWTO's blocks, names left to the reader are not errors.
* without the setting, every keyword argument and ``**`` item of a
  subscript is reported with upstream's syntax errors, and (given the
  fork's PYTHON, which parses keyword subscripts) exactly once.

PYTHON (default: none) is also passed to basedpyright as --pythonpath (or
the --pythonpath given), so that the result does not depend on the packages
of the Python found on PATH.
Runs with any Python 3.8+; exits non-zero on a failure.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.abspath(os.path.join(HERE, *[os.pardir] * 5))
EXAMPLES = ["Tools/pep637/examples/demo.py", "Tools/pep637/examples/test_labelled_arrays.py"]
HOWTO = "Doc/howto/keyword-subscripts.rst"
UPSTREAM_MESSAGES = (
    "Keyword arguments within subscripts are not supported",
    "Dictionary unpack operator in subscript is not allowed",
)


def howto_blocks(path):
    """Yield (name, source, expected_error_lines) for the HOWTO's Python blocks."""
    lines = open(path, encoding="utf-8").read().splitlines()
    i = 0
    n = 0
    while i < len(lines):
        line = lines[i]
        if line.rstrip().endswith("::") and not line.lstrip().startswith(".."):
            # A literal block: the indented lines after a blank line.
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            block = []
            while j < len(lines) and (not lines[j].strip() or lines[j].startswith("   ")):
                block.append(lines[j][3:] if lines[j].strip() else "")
                j += 1
            while block and not block[-1].strip():
                block.pop()
            i = j
            if not block:
                continue
            n += 1
            if block[0].startswith(">>> "):
                source, expected = doctest_source(block)
            else:
                source, expected = "\n".join(block) + "\n", set()
            yield "howto_%02d.py" % n, source, expected
        else:
            i += 1


def doctest_source(block):
    """The statements of a doctest block, one a line, and the lines of those
    whose expected output is a traceback."""
    source = []
    expected = set()
    for k, line in enumerate(block):
        if line.startswith(">>> "):
            source.append(re.sub(r"\s*# doctest:.*$", "", line[4:]))
            if k + 1 < len(block) and block[k + 1].startswith("Traceback"):
                expected.add(len(source))
    return "\n".join(source) + "\n", expected


def raises_type_error_lines(source):
    """Lines within a "with pytest.raises(TypeError...)" block."""
    expected = set()
    lines = source.splitlines()
    for k, line in enumerate(lines):
        m = re.match(r"(\s*)with pytest\.raises\(TypeError", line)
        if not m:
            continue
        indent = len(m.group(1))
        for j in range(k + 1, len(lines)):
            body = lines[j]
            if body.strip() and len(body) - len(body.lstrip()) <= indent:
                break
            expected.add(j + 1)
    return expected


def run_basedpyright(basedpyright, directory, files, python):
    cmd = [basedpyright, "--outputjson", "--project", directory]
    if python:
        cmd += ["--pythonpath", python]
    cmd += files
    proc = subprocess.run(cmd, cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    try:
        return json.loads(proc.stdout)["generalDiagnostics"]
    except (ValueError, KeyError):
        sys.exit("basedpyright failed:\n%s\n%s" % (proc.stdout, proc.stderr))


def count_keyword_items(python, path):
    """Keyword and ** items of subscripts in PATH, counted with the fork's ast."""
    code = ("import ast, sys\n"
            "with open(sys.argv[1], encoding='utf-8') as f:\n"
            "    t = ast.parse(f.read())\n"
            "print(sum(len(n.keywords) for n in ast.walk(t) if isinstance(n, ast.Subscript)))\n")
    out = subprocess.run([python, "-W", "ignore", "-c", code, path], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True).stdout
    return int(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("basedpyright")
    parser.add_argument("--python", help="the fork's interpreter")
    parser.add_argument("--pythonpath", help="the interpreter basedpyright resolves imports with")
    args = parser.parse_args()

    cases = []  # (name, source, expected error lines, rules ignored)
    for path in EXAMPLES:
        source = open(os.path.join(TOP, path), encoding="utf-8").read()
        cases.append((os.path.basename(path), source, raises_type_error_lines(source),
                      {"reportMissingImports"}))
    for name, source, expected in howto_blocks(os.path.join(TOP, HOWTO)):
        cases.append((name, source, expected, {"reportMissingImports", "reportUndefinedVariable"}))

    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("on", "off"):
            directory = os.path.join(tmp, mode)
            os.mkdir(directory)
            config = {"typeCheckingMode": "standard", "reportMissingModuleSource": "none"}
            if mode == "on":
                config["enableKeywordSubscripts"] = True
            with open(os.path.join(directory, "pyrightconfig.json"), "w") as f:
                json.dump(config, f)
            for name, source, _, _ in cases:
                with open(os.path.join(directory, name), "w", encoding="utf-8") as f:
                    f.write(source)
            diags = run_basedpyright(args.basedpyright, directory, [c[0] for c in cases],
                                     args.pythonpath or args.python)

            for name, source, expected, ignored in cases:
                errors = [d for d in diags
                          if os.path.basename(d["file"]) == name and d["severity"] == "error"
                          and d.get("rule") not in ignored]
                if mode == "on":
                    unexpected = [d for d in errors if d["range"]["start"]["line"] + 1 not in expected]
                    for d in unexpected:
                        failures += 1
                        print("FAIL (on) %s:%d: %s" % (name, d["range"]["start"]["line"] + 1,
                                                       d["message"].splitlines()[0]))
                    if not unexpected:
                        print("on:  %-24s no false error; %d error(s) where the example expects"
                              " a TypeError" % (name, len(errors)))
                else:
                    upstream = [d for d in errors if d["message"] in UPSTREAM_MESSAGES]
                    want = None
                    if args.python:
                        want = count_keyword_items(args.python, os.path.join(directory, name))
                    if want is not None and len(upstream) != want:
                        failures += 1
                        print("FAIL (off) %s: %d upstream syntax errors for %d keyword items"
                              % (name, len(upstream), want))
                    elif want is None and "=" in source and not upstream and re.search(r"\[[^\]]*\w=", source):
                        failures += 1
                        print("FAIL (off) %s: no upstream syntax error" % name)
                    else:
                        print("off: %-24s %d upstream syntax error(s)%s"
                              % (name, len(upstream), "" if want is None else " = keyword items"))

    if failures:
        print("%d failure(s)" % failures)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
