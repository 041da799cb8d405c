"""Check the installed ruff on code with keyword subscripts.

    python check_ruff.py --venv VENV --top TOP

VENV is a venv with the ruff recipe's wheel; TOP the fork's tree.  Without
the `keyword-subscripts` setting, ruff must behave exactly as upstream's
0.15.22: every keyword subscript is a syntax error, the same one in the
same place.  The expected first errors below are upstream's, recorded from
0.15.22 built with the recipe's build patches only (`build.sh --unpatched`).
"""

import argparse
import pathlib
import subprocess
import sys

# (source, upstream's first diagnostic for it in --output-format concise)
UPSTREAM_ERRORS = [
    ("m[row=4]", "t.py:1:6: invalid-syntax: Expected `:`, found `=`"),
    ("m[1, k=2]", "t.py:1:7: invalid-syntax: Expected `:`, found `=`"),
    ("m[1, k=2,]", "t.py:1:7: invalid-syntax: Expected `:`, found `=`"),
    ("m[**d]", "t.py:1:3: invalid-syntax: Expected an expression"),
    ("m[1, **d]", "t.py:1:6: invalid-syntax: Expected an expression"),
    ("m[k=1:2]", "t.py:1:4: invalid-syntax: Expected `:`, found `=`"),
    ("m[*a, k=v]", "t.py:1:8: invalid-syntax: Expected `:`, found `=`"),
    ("m[k=1] = 2", "t.py:1:4: invalid-syntax: Expected `:`, found `=`"),
    ("del m[k=1]", "t.py:1:8: invalid-syntax: Expected `:`, found `=`"),
    ("C[int, T=str]", "t.py:1:9: invalid-syntax: Expected `:`, found `=`"),
]


def ruff(venv, *args, stdin=None):
    return subprocess.run(
        [str(venv / "bin" / "ruff"), *args],
        input=stdin,
        capture_output=True,
        text=True,
    )


def check_off_by_default(venv):
    """Without the setting, the same syntax errors as upstream."""
    for source, expected in UPSTREAM_ERRORS:
        result = ruff(
            venv, "check", "--no-cache", "--isolated", "--output-format",
            "concise", "--stdin-filename", "t.py", "-", stdin=source + "\n",
        )
        first = result.stdout.splitlines()[0] if result.stdout else ""
        assert result.returncode == 1 and first == expected, (
            source, result.returncode, result.stdout, result.stderr)
        result = ruff(venv, "format", "--isolated", "--stdin-filename", "t.py",
                      "-", stdin=source + "\n")
        message = expected.split(": ", 2)[2]
        assert result.returncode == 2 and message in result.stderr, (
            source, result.returncode, result.stderr)
    print(f"off by default: {len(UPSTREAM_ERRORS)} sources, upstream's errors")


def check_samples_off(venv, top):
    """The shared samples and the fork's test module fail to parse."""
    files = [
        top / "Tools/pep637/recipes/samples/inventory.py",
        top / "Lib/test/test_keyword_subscripts.py",
    ]
    for path in files:
        result = ruff(venv, "check", "--no-cache", "--isolated",
                      "--output-format", "concise", str(path))
        assert result.returncode == 1 and "invalid-syntax" in result.stdout, (
            path, result.returncode, result.stdout[:2000], result.stderr)
    print(f"off by default: {len(files)} files rejected as upstream does")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--venv", type=pathlib.Path, required=True)
    parser.add_argument("--top", type=pathlib.Path, required=True)
    args = parser.parse_args()
    version = ruff(args.venv, "--version").stdout.strip()
    assert version == "ruff 0.15.22", version
    check_off_by_default(args.venv)
    check_samples_off(args.venv, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
