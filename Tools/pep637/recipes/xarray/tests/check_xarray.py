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
3. With --type-check, the patched basedpyright and mypy installed in the
   stock venv (run_tests.sh builds them from their recipes), their
   keyword-subscript settings on: sample.py has no error, and TYPES (the
   types of keyword subscripts of DataArray, Dataset and their .loc, and
   one that xarray rejects) gets the types and the error pinned below.
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


# reveal_type() of keyword subscripts; the last line is an error (a Dataset's
# key names variables: only a dict combines with keywords).
TYPES = """\
import numpy as np
import xarray as xr

da = xr.DataArray(np.zeros((3, 4)), dims=("time", "x"))
ds = da.to_dataset(name="v")
m = {"x": 1}
reveal_type(da[time=0:2])
reveal_type(da[0, x=1])
reveal_type(da.loc[x=1])
reveal_type(da[**m])
reveal_type(ds[time=1])
reveal_type(ds.loc[x=1])
reveal_type(ds[**m])
da[time=0] = 1.0
ds.loc[x=1] = 0.0
ds["v", time=0]
"""
TYPES_REVEALED = ["DataArray"] * 4 + ["Dataset"] * 3
TYPES_ERROR_LINE = TYPES.count("\n")


def check_types(venv, work):
    project = work / "types"
    project.mkdir(exist_ok=True)
    (project / "sample.py").write_text((HERE / "sample.py").read_text())
    (project / "types_sample.py").write_text(TYPES)
    (project / "pyproject.toml").write_text(
        "[tool.basedpyright]\n"
        "enableKeywordSubscripts = true\n"
        'typeCheckingMode = "standard"\n'
        "\n"
        "[tool.mypy]\n"
        'enable_incomplete_feature = ["KeywordSubscripts"]\n'
        # pandas ships no annotations: the import is not what is checked.
        'disable_error_code = ["import-untyped"]\n'
    )
    python = str(venv / "bin/python")
    checkers = {
        "basedpyright": (
            [str(venv / "bin/basedpyright"), "--pythonpath", python],
            r'"(?:da|ds)[^"]*" is "(\w+)"',
            r":(\d+):\d+ - error",
        ),
        "mypy": (
            [str(venv / "bin/mypy"), "--no-incremental", "--python-executable", python],
            r'Revealed type is "xarray\.core\.\w+\.(\w+)"',
            r":(\d+): error",
        ),
    }
    for name, (command, revealed, error) in checkers.items():
        result = run([*command, "sample.py"], cwd=project)
        if result.returncode != 0:
            sys.exit(f"{name} on sample.py:\n{result.stdout}{result.stderr}")
        result = run([*command, "types_sample.py"], cwd=project)
        types = re.findall(revealed, result.stdout)
        errors = [int(line) for line in re.findall(error, result.stdout)]
        if types != TYPES_REVEALED or errors != [TYPES_ERROR_LINE]:
            sys.exit(f"{name} on types_sample.py:\n{result.stdout}{result.stderr}")
        print(f"stock: {name}: sample.py no error; {len(types)} types and"
              " the error of types_sample.py as pinned")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fork-venv", type=pathlib.Path, required=True)
    parser.add_argument("--stock-venv", type=pathlib.Path, required=True)
    parser.add_argument("--top", type=pathlib.Path, required=True)
    parser.add_argument("--work", type=pathlib.Path, required=True)
    parser.add_argument("--type-check", action="store_true",
                        help="check with basedpyright and mypy of the stock venv")
    args = parser.parse_args()
    venvs = {"fork": args.fork_venv, "stock": args.stock_venv}
    args.work.mkdir(parents=True, exist_ok=True)
    check_sample(venvs)
    check_notebook(venvs, args.top, args.work)
    if args.type_check:
        check_types(args.stock_venv, args.work)


if __name__ == "__main__":
    main()
