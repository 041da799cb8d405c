"""Check the recipe's black as a user runs it.

    python3 check_black.py --fork-venv DIR [--stock-venv DIR] --top TOP

DIR is a venv with the recipe's wheel: --fork-venv one of the fork's
interpreter, --stock-venv one of a stock CPython 3.13 with the pep637
package (and black's jupyter extra).  TOP is the fork's source tree.  For
each venv, `black` in its default (safe) mode:

- sample.py, a module written apart from black's test cases: on stdin
  (`-`) it gives sample_formatted.py, which a second run leaves alone
  (`--check`); `--check` and `--diff` on a copy of sample.py report it;
- sample.ipynb (with the jupyter extra): gives sample_formatted.ipynb.

With the fork's venv, also:
- the fork's own code with keyword subscripts (Lib/test/
  test_keyword_subscripts.py, Tools/pep637/examples/demo.py, and the code
  blocks of Doc/howto/keyword-subscripts.rst that are Python source):
  formatted, a second run changes nothing, and the fork's `ast.dump()` of
  the result equals that of the source;
- blackd, if the venv has it: POST sample.py gives sample_formatted.py.

Exits with status 1 on the first failure.
"""

import argparse
import json
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
SAMPLE = HERE / "sample.py"
SAMPLE_FORMATTED = HERE / "sample_formatted.py"
FORK_FILES = [
    "Lib/test/test_keyword_subscripts.py",
    "Tools/pep637/examples/demo.py",
]
HOWTO = "Doc/howto/keyword-subscripts.rst"


def fail(message):
    sys.exit(f"check_black.py: FAIL: {message}")


def black(venv, *args, input=None, cwd=None):
    return subprocess.run(
        [str(venv / "bin" / "black"), *args],
        input=input, capture_output=True, text=True, cwd=cwd,
    )


def format_stdin(venv, source, what):
    result = black(venv, "-q", "-", input=source)
    if result.returncode != 0:
        fail(f"{venv}: black on {what} exited {result.returncode}:\n{result.stderr}")
    return result.stdout


def check_sample(venv, tmp):
    expected = SAMPLE_FORMATTED.read_text()
    got = format_stdin(venv, SAMPLE.read_text(), "sample.py")
    if got != expected:
        fail(f"{venv}: sample.py does not give sample_formatted.py")
    if format_stdin(venv, expected, "sample_formatted.py") != expected:
        fail(f"{venv}: a second run changes sample_formatted.py")
    copy = tmp / "sample.py"
    shutil.copy(SAMPLE, copy)
    result = black(venv, "--check", str(copy))
    if result.returncode != 1 or "would reformat" not in result.stderr:
        fail(f"{venv}: black --check sample.py: {result.returncode} {result.stderr}")
    result = black(venv, "--diff", "-q", str(copy))
    if result.returncode != 0 or "+i = frame[\n+    row=1,\n+]" not in result.stdout:
        fail(f"{venv}: black --diff sample.py:\n{result.stdout}{result.stderr}")
    if copy.read_text() != SAMPLE.read_text():
        fail(f"{venv}: black --check or --diff changed the file")
    result = black(venv, "--check", "-q", str(SAMPLE_FORMATTED))
    if result.returncode != 0:
        fail(f"{venv}: black --check sample_formatted.py: {result.stderr}")
    print(f"    {venv.name}: sample.py (stdin, --check, --diff): ok")


def check_notebook(venv, tmp):
    if subprocess.run([str(venv / "bin" / "python"), "-c", "import IPython, tokenize_rt"],
                      capture_output=True).returncode:
        print(f"    {venv.name}: no jupyter extra: notebook not checked")
        return
    copy = tmp / "sample.ipynb"
    shutil.copy(HERE / "sample.ipynb", copy)
    result = black(venv, "-q", str(copy))
    if result.returncode != 0:
        fail(f"{venv}: black sample.ipynb: {result.stderr}")
    cells = lambda path: [c["source"] for c in json.loads(path.read_text())["cells"]]
    if cells(copy) != cells(HERE / "sample_formatted.ipynb"):
        fail(f"{venv}: sample.ipynb does not give sample_formatted.ipynb: {cells(copy)}")
    result = black(venv, "--check", "-q", str(copy))
    if result.returncode != 0:
        fail(f"{venv}: a second run changes sample.ipynb: {result.stderr}")
    print(f"    {venv.name}: sample.ipynb: ok")


def howto_blocks(text):
    """The literal blocks of the HOWTO (after `::` or a python code-block)."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not (line.rstrip().endswith("::") and not line.lstrip().startswith("..")
                or re.match(r"\.\. code-block:: python3?$", line.strip())):
            continue
        while i < len(lines) and not lines[i].strip():
            i += 1
        block = []
        while i < len(lines) and (not lines[i].strip() or lines[i].startswith("   ")):
            block.append(lines[i][3:])
            i += 1
        yield "\n".join(block).strip("\n") + "\n"


def ast_dump(fork_python, source):
    result = subprocess.run(
        [fork_python, "-c", "import ast, sys; print(ast.dump(ast.parse(sys.stdin.read())))"],
        input=source, capture_output=True, text=True,
    )
    return result.stdout if result.returncode == 0 else None


def check_fork_code(venv, top):
    fork_python = str(venv / "bin" / "python")
    sources = [(name, (top / name).read_text()) for name in FORK_FILES]
    blocks = [
        (f"{HOWTO} block {n}", block)
        for n, block in enumerate(howto_blocks((top / HOWTO).read_text()), 1)
    ]
    # Only the blocks that are Python source (not shell sessions, JSON, REPL).
    sources += [(name, block) for name, block in blocks if ast_dump(fork_python, block)]
    with_keywords = 0
    for name, source in sources:
        dump = ast_dump(fork_python, source)
        if dump is None:
            fail(f"{name} does not parse on the fork")
        with_keywords += "keywords=[keyword(" in dump and "Subscript(" in dump
        formatted = format_stdin(venv, source, name)
        if format_stdin(venv, formatted, f"{name}, formatted") != formatted:
            fail(f"a second run of black changes {name}")
        if ast_dump(fork_python, formatted) != dump:
            fail(f"black changes the AST of {name}")
    print(f"    {venv.name}: the fork's code: {len(sources)} sources"
          f" ({len(sources) - len(FORK_FILES)} HOWTO blocks), stable and AST-equal: ok")
    if with_keywords < 3:
        fail("fewer than 3 of the fork's sources have keyword subscripts")


def check_blackd(venv):
    blackd = venv / "bin" / "blackd"
    if subprocess.run([str(venv / "bin" / "python"), "-c", "import aiohttp"],
                      capture_output=True).returncode:
        print(f"    {venv.name}: no aiohttp: blackd not checked")
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([str(blackd), "--bind-host", "127.0.0.1", "--bind-port",
                               str(port)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                request = urllib.request.Request(
                    f"http://127.0.0.1:{port}/", data=SAMPLE.read_bytes(), method="POST")
                with urllib.request.urlopen(request, timeout=60) as response:
                    body = response.read().decode()
                break
            except (ConnectionError, urllib.error.URLError) as e:
                if isinstance(e, urllib.error.HTTPError):
                    fail(f"blackd: HTTP {e.code}: {e.read().decode()}")
                time.sleep(0.1)
        else:
            fail("blackd did not answer")
    finally:
        server.terminate()
        server.wait()
    if body != SAMPLE_FORMATTED.read_text():
        fail("blackd: sample.py does not give sample_formatted.py")
    print(f"    {venv.name}: blackd: ok")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fork-venv", type=pathlib.Path, required=True)
    parser.add_argument("--stock-venv", type=pathlib.Path)
    parser.add_argument("--top", type=pathlib.Path, required=True)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for venv in filter(None, [args.fork_venv, args.stock_venv]):
            check_sample(venv, tmp)
            check_notebook(venv, tmp)
        check_fork_code(args.fork_venv, args.top)
        check_blackd(args.fork_venv)
    print("check_black.py: all passed")


if __name__ == "__main__":
    main()
