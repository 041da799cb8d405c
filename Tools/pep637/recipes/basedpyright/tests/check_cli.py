"""Check the basedpyright command that the recipe's wheel installs.

    python3 check_cli.py BASEDPYRIGHT [--upstream UPSTREAM] [--python PYTHON]

BASEDPYRIGHT is the `basedpyright` command of a venv with the patched
wheel; UPSTREAM, that of a venv with upstream's basedpyright 1.40.2 wheel
from the package index.  PYTHON (passed as --pythonpath) keeps the result
independent of the Python found on PATH.  Checks:

1. inventory.py, a sample written apart from basedpyright's tests, in
   standard mode with "enableKeywordSubscripts": errors on exactly the
   lines it marks "# E", those that raise TypeError on the fork
   (check_samples.py), and nowhere else.
2. The baseline: `--writebaseline` records those errors, after which a run
   reports none; a changed line is reported again.
3. Without the setting, the patched command reports exactly what upstream's
   does (every diagnostic: file, range, rule, severity, message), in the
   default ("recommended") and standard modes, on inventory.py, the fork's
   examples (Tools/pep637/examples/demo.py and test_labelled_arrays.py)
   and the pep637 package's sources.

Exits non-zero on a failure.
"""

import argparse
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parents[4]
SAMPLE = HERE.parents[1] / "samples" / "inventory.py"
EXAMPLES = [TOP / "Tools/pep637/examples/demo.py",
            TOP / "Tools/pep637/examples/test_labelled_arrays.py"]
PACKAGE = TOP / "Tools/pep637/backport/src/pep637"


def run(command, project, python, *extra):
    cmd = [command, "--outputjson", "--project", str(project)]
    if python:
        cmd += ["--pythonpath", python]
    cmd += list(extra)
    proc = subprocess.run(cmd, cwd=project, capture_output=True, text=True)
    try:
        # --writebaseline says what it wrote before the report.
        return json.loads(proc.stdout[proc.stdout.find("\n{") + 1:] if
                          not proc.stdout.startswith("{") else proc.stdout)
    except ValueError:
        sys.exit(f"{' '.join(cmd)} failed:\n{proc.stdout}\n{proc.stderr}")


def diagnostics(report, root):
    def where(d):
        # A diagnostic about a whole file has no range.
        if "range" not in d:
            return (0, 0, 0, 0)
        start, end = d["range"]["start"], d["range"]["end"]
        return (start["line"] + 1, start["character"],
                end["line"] + 1, end["character"])
    return sorted(
        (str(pathlib.Path(d["file"]).relative_to(root)), *where(d),
         d.get("rule", ""), d["severity"], d["message"])
        for d in report["generalDiagnostics"])


def marked_lines(path):
    return {n for n, line in enumerate(path.read_text().splitlines(), 1)
            if re.search(r"#\s*E\s*$", line)}


def error_lines(report):
    return {d["range"]["start"]["line"] + 1 for d in report["generalDiagnostics"]
            if d["severity"] == "error"}


def check_sample(basedpyright, python, tmp):
    project = tmp / "sample"
    project.mkdir()
    (project / "pyrightconfig.json").write_text(json.dumps(
        {"typeCheckingMode": "standard", "enableKeywordSubscripts": True}))
    shutil.copy(SAMPLE, project)
    report = run(basedpyright, project, python)
    got, want = error_lines(report), marked_lines(SAMPLE)
    failures = [f"inventory.py:{n}: no error reported" for n in sorted(want - got)]
    failures += [f"inventory.py:{d['range']['start']['line'] + 1}: unexpected error: "
                 f"{d['message'].splitlines()[0]}"
                 for d in report["generalDiagnostics"]
                 if d["severity"] == "error" and d["range"]["start"]["line"] + 1 not in want]
    print(f"inventory.py, standard mode: {len(got)} lines with errors, "
          f"{len(want)} marked: {'ok' if not failures else 'FAILED'}")

    # The baseline takes keyword-subscript errors as it takes any other.
    run(basedpyright, project, python, "--writebaseline")
    baseline = project / ".basedpyright" / "baseline.json"
    after = run(basedpyright, project, python)
    baseline_failures = []
    if not baseline.is_file() or after["summary"]["errorCount"]:
        baseline_failures.append(f"baseline: {after['summary']['errorCount']} "
                                 "errors after --writebaseline")
    sample = project / "inventory.py"
    sample.write_text(sample.read_text().replace(
        'stock["nut", floor=2]  # E', 'stock["nut", storey=2]  # E'))
    changed = run(basedpyright, project, python)
    if [d["message"] for d in changed["generalDiagnostics"] if d["severity"] == "error"] \
            != ['No parameter named "storey"']:
        baseline_failures.append("baseline: the changed line is not reported alone")
    print(f"baseline: {'ok' if not baseline_failures else 'FAILED'}")
    return failures + baseline_failures


def check_upstream(basedpyright, upstream, python, tmp):
    project = tmp / "upstream"
    project.mkdir()
    for path in [SAMPLE, *EXAMPLES]:
        shutil.copy(path, project)
    shutil.copytree(PACKAGE, project / "pep637")
    failures = []
    for mode in ("recommended", "standard"):
        (project / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": mode}))
        ours = diagnostics(run(basedpyright, project, python), project)
        theirs = diagnostics(run(upstream, project, python), project)
        if ours != theirs:
            failures.append(f"setting off, {mode} mode: the diagnostics differ from upstream's")
            for line in sorted(set(ours) ^ set(theirs))[:20]:
                print(("  patched:  " if line in ours else "  upstream: ") + repr(line))
        print(f"setting off, {mode} mode: {len(ours)} diagnostics, "
              f"{'as upstream' if ours == theirs else 'DIFFERENT'}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("basedpyright")
    parser.add_argument("--upstream", help="upstream's basedpyright command")
    parser.add_argument("--python", help="the interpreter passed as --pythonpath")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        failures = check_sample(args.basedpyright, args.python, tmp)
        if args.upstream:
            failures += check_upstream(args.basedpyright, args.upstream, args.python, tmp)
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
