"""Check the installed xarray of the recipe as a user runs it.

    python check_xarray.py --fork-venv DIR --stock-venv DIR --top TOP --work DIR

Run by run_tests.sh with the stock venv's python (which has nbformat and
nbclient).  In a venv of the fork and in one of stock CPython with the pep637
package, both with the recipe's wheel:

1. sample.py, written apart from the patch's tests: keyword subscripts on
   real DataArray and Dataset objects (loads, .loc, assignment, `**`,
   errors) against xarray's dict indexing; the fork runs it as is, stock
   CPython with `python -m pep637`.  Both must pass the same checks.
2. Tools/pep637/examples/labelled_arrays.ipynb, run as written by
   `jupyter execute` (nbclient) in a real kernel of each venv (ipykernel's
   kernel; on stock CPython the notebook's first cell loads the pep637
   extension): no cell may fail, and the cells that print show what the
   fork shows.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys

import nbformat

HERE = pathlib.Path(__file__).resolve().parent
NOTEBOOK = "Tools/pep637/examples/labelled_arrays.ipynb"
# What the notebook's print() calls show, cell by cell.
NOTEBOOK_PRINTS = [
    "temperature[time=0:3]            identical to the dict form: True\n"
    "temperature.loc[city='Rome']     identical to the dict form: True\n"
    "weather[time=1, city=0]          identical to the dict form: True\n"
    "weather.loc[time='2021-01-03']   identical to the dict form: True\n"
    "temperature[**where]             identical to the dict form: True\n",
    "True\n"
    "ValueError: dimension 'time' is indexed both by the key and by a keyword\n"
    "ValueError: Dimensions {'depth'} do not exist. Expected one or more of"
    " ('time', 'city')\n"
    "KeyError: \"not all values found in index 'city'. Try setting the `method`"
    " keyword argument (example: method='nearest').\"\n",
]


def run(command, **kwargs):
    return subprocess.run(command, text=True, capture_output=True, **kwargs)


def check_sample(venvs):
    counts = {}
    for name, venv in venvs.items():
        python = str(venv / "bin/python")
        command = [python, str(HERE / "sample.py")]
        if name == "stock":
            command[1:1] = ["-m", "pep637"]
        result = run(command)
        if result.returncode != 0:
            sys.exit(f"sample.py on {name}:\n{result.stdout}{result.stderr}")
        last = result.stdout.splitlines()[-1]
        match = re.fullmatch(r"xarray 2026\.9\.0\+pep637: (\d+) checks passed", last)
        if not match:
            sys.exit(f"sample.py on {name} ended with {last!r}")
        counts[name] = int(match[1])
        print(f"{name}: {last}")
    if len(set(counts.values())) != 1:
        sys.exit(f"sample.py: different counts {counts}")


def check_notebook(venvs, top, work):
    kernels = work / "kernels"
    for name, venv in venvs.items():
        result = run([str(venv / "bin/python"), "-m", "ipykernel", "install",
                      "--prefix", str(kernels), "--name", f"xarray-{name}"])
        if result.returncode != 0:
            sys.exit(f"ipykernel install ({name}):\n{result.stderr}")
    execute = pathlib.Path(sys.executable).parent / "jupyter-execute"
    env = {**os.environ, "JUPYTER_PATH": str(kernels / "share/jupyter"),
           "IPYTHONDIR": str(work / "ipython")}
    for name in venvs:
        output = f"executed-{name}"
        result = run([str(execute), f"--kernel_name=xarray-{name}",
                      f"--output={work / output}", str(top / NOTEBOOK)],
                     cwd=work, env=env, timeout=300)
        if result.returncode != 0:
            sys.exit(f"jupyter execute ({name}) failed:\n{result.stderr[-3000:]}")
        notebook = nbformat.read(work / f"{output}.ipynb", as_version=4)
        code = [cell for cell in notebook.cells if cell.cell_type == "code"]
        errors = [out for cell in code for out in cell.outputs
                  if out.output_type == "error"]
        if errors:
            sys.exit(f"notebook ({name}): {errors[0].ename}: {errors[0].evalue}")
        if not all(cell.execution_count for cell in code):
            sys.exit(f"notebook ({name}): a cell did not run")
        prints = ["".join(out.text for out in cell.outputs if out.output_type == "stream")
                  for cell in code]
        prints = [text for text in prints if text]
        if prints != NOTEBOOK_PRINTS:
            sys.exit(f"notebook ({name}) printed:\n{json.dumps(prints, indent=1)}")
        print(f"{name}: {NOTEBOOK} ran in a kernel of {venvs[name]}: {len(code)} cells, no error")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fork-venv", type=pathlib.Path, required=True)
    parser.add_argument("--stock-venv", type=pathlib.Path, required=True)
    parser.add_argument("--top", type=pathlib.Path, required=True)
    parser.add_argument("--work", type=pathlib.Path, required=True)
    args = parser.parse_args()
    venvs = {"fork": args.fork_venv, "stock": args.stock_venv}
    args.work.mkdir(parents=True, exist_ok=True)
    check_sample(venvs)
    check_notebook(venvs, args.top, args.work)


if __name__ == "__main__":
    main()
