"""Notebooks with keyword subscripts, run by a real Jupyter kernel.

``python -m pep637.kernel install --prefix DIR`` writes a kernel spec;
nbclient runs a notebook in that kernel (no ``%load_ext`` cell), and in
ipykernel's own kernel after a first cell ``%load_ext pep637``.  The
outputs and errors are those of the fork (the same as the IPython shell
gives there, see test_ipython.py); ``jupyter execute`` (nbclient's
command) runs the notebook headless.  ``pip install`` registers the
kernel spec in the environment (share/jupyter/kernels/pep637): a notebook
saved with the kernel pep637 (tests/data/grid.ipynb) runs where the
package is installed, on stock and on the fork, with nothing else to do.
Skipped where ipykernel, nbclient or nbformat is not installed (the
``tools`` extra).
"""

import json
import os
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from support import ROOT, entry

pytest.importorskip("ipykernel")
nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
kernelspec = pytest.importorskip("jupyter_client.kernelspec")
manager = pytest.importorskip("jupyter_client.manager")

CELLS = [
    "class Grid:\n"
    "    def __getitem__(self, i, **k):\n"
    "        return (i, k)\n"
    "    def __setitem__(self, i, v, **k):\n"
    "        print('set', i, v, k)\n",
    "g = Grid()\ng[1, row=2]",
    "g[row=1] = 5\nm = {'a': 1}\nprint(g[**m])\ng[3, k=4:5]",
    "def f(d):\n    return d[1, k=2]\n",
    "f({})",
    "g[k=1, 2]",
    "t = %timeit -q -o -n1 -r1 g[1, k=2]\nt.loops",
    "import mod\nmod.Table()[2, scale=10]",
]

MODULE = """\
class Table:
    def __getitem__(self, i, *, scale=1):
        return i * scale
"""

# (output type, what it shows), per cell, as on the fork.
FORK_OUTPUTS = [
    [],
    [("execute_result", "(1, {'row': 2})")],
    [("stream", "set () 5 {'row': 1}\n((), {'a': 1})\n"),
     ("execute_result", "(3, {'k': slice(4, 5, None)})")],
    [],
    [("error", ("TypeError",
                "dict.__getitem__() takes no keyword arguments",
                ["----> 1 f({})", "      1 def f(d):",
                 "----> 2     return d[1, k=2]"]))],
    [("error", ("SyntaxError",
                "positional argument follows keyword argument",
                ["    g[k=1, 2]", "            ^"]))],
    [("execute_result", "1")],
    [("execute_result", "20")],
]


def plain(text):
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def outputs(cell):
    """(type, what it shows) of the outputs of an executed cell; for an
    error: name, message (without the cell's file name of a SyntaxError)
    and its traceback's lines that show source."""
    result = []
    for output in cell.outputs:
        kind = output.output_type
        if kind == "stream":
            result.append((kind, output.text))
        elif kind == "execute_result":
            result.append((kind, output.data["text/plain"]))
        else:
            lines = plain("\n".join(output.traceback)).splitlines()
            shown = [line for line in lines
                     if line.startswith(("---->", "    ", "  Cell"))
                     and not line.startswith("  Cell")]
            message = re.sub(r" \([^()]*, line \d+\)$", "", output.evalue)
            result.append((kind, (output.ename, message, shown)))
    return result


def run_notebook(tmp_path, cells, kernel_name, kernel_dirs=()):
    (tmp_path / "mod.py").write_text(MODULE)
    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(cell) for cell in cells])
    specs = kernelspec.KernelSpecManager(kernel_dirs=list(kernel_dirs))
    km = manager.KernelManager(kernel_name=kernel_name,
                               kernel_spec_manager=specs)
    client = nbclient.NotebookClient(
        notebook, km=km, allow_errors=True, timeout=60, startup_timeout=60,
        resources={"metadata": {"path": str(tmp_path)}})
    client.execute(env=entry.env({"IPYTHONDIR": str(tmp_path / "ipython")}))
    return [outputs(cell) for cell in notebook.cells]


def test_install(tmp_path):
    result = entry.run(["-m", "pep637.kernel", "install", "--prefix",
                        str(tmp_path), "--name", "kw",
                        "--display-name", "Keywords"], tmp_path)
    spec_dir = tmp_path / "share" / "jupyter" / "kernels" / "kw"
    assert (result.stdout, result.stderr) == (
        f"Installed kernelspec kw in {spec_dir}\n", "")
    spec = json.loads((spec_dir / "kernel.json").read_text())
    assert spec["argv"] == [sys.executable, "-Xfrozen_modules=off", "-m",
                            "pep637.kernel", "-f", "{connection_file}"]
    assert (spec["display_name"], spec["language"]) == ("Keywords",
                                                        "python")
    assert (spec_dir / "logo-64x64.png").exists()


def test_notebook_in_the_pep637_kernel(tmp_path):
    result = entry.run(["-m", "pep637.kernel", "install", "--prefix",
                        str(tmp_path)], tmp_path)
    assert result.returncode == 0, result.stderr
    kernels = tmp_path / "share" / "jupyter" / "kernels"
    assert run_notebook(tmp_path, CELLS, "pep637", [kernels]) == FORK_OUTPUTS


def test_notebook_runs_headless_with_jupyter_execute(tmp_path):
    # nbclient's command, which the tools extra installs, runs a notebook
    # in the pep637 kernel without a browser, as a user runs it in CI.
    command = shutil.which("jupyter-execute",
                           path=os.path.dirname(sys.executable))
    if command is None:
        pytest.skip("no jupyter-execute beside this python")
    result = entry.run(["-m", "pep637.kernel", "install", "--prefix",
                        str(tmp_path)], tmp_path)
    assert result.returncode == 0, result.stderr
    (tmp_path / "mod.py").write_text(MODULE)
    nbformat.write(nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(cell) for cell in CELLS]),
        tmp_path / "grid.ipynb")
    result = subprocess.run(
        [command, "--kernel_name=pep637", "--allow-errors",
         "--output=executed", "grid.ipynb"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env=entry.env({"JUPYTER_PATH": str(tmp_path / "share" / "jupyter"),
                       "IPYTHONDIR": str(tmp_path / "ipython")}))
    assert result.returncode == 0, result.stderr
    notebook = nbformat.read(tmp_path / "executed.ipynb", as_version=4)
    assert [outputs(cell) for cell in notebook.cells] == FORK_OUTPUTS


def test_notebook_with_load_ext_in_ipykernels_kernel(tmp_path):
    # ipykernel's own kernel (python -m ipykernel_launcher).
    result = entry.run(["-m", "ipykernel", "install", "--prefix",
                        str(tmp_path)], tmp_path)
    assert result.returncode == 0, result.stderr
    kernels = tmp_path / "share" / "jupyter" / "kernels"
    spec = json.loads((kernels / "python3" / "kernel.json").read_text())
    assert spec["argv"][spec["argv"].index("-m") + 1] == "ipykernel_launcher"
    cells = ["%load_ext pep637", *CELLS]
    assert run_notebook(tmp_path, cells, "python3", [kernels]) == [
        [], *FORK_OUTPUTS]


# The notebook, saved with the kernel spec pep637 (its cells are CELLS).
NOTEBOOK = ROOT / "tests" / "data" / "grid.ipynb"
# The kernel spec that pip installs with the package (setup.py).
SHIPPED_SPEC = ROOT / "share" / "jupyter" / "kernels" / "pep637"


def installed_kernel_dir():
    """Where pip installed the package's kernel spec: in the environment
    of this python (sys.prefix), where Jupyter looks for kernels.  Skip if
    the package is installed in editable mode, which setuptools installs
    without data files (``python -m pep637.kernel install --sys-prefix``
    registers the kernel there)."""
    try:
        direct_url = metadata.distribution("pep637").read_text(
            "direct_url.json")
    except metadata.PackageNotFoundError:
        pytest.skip("the package is not installed")
    if json.loads(direct_url or "{}").get("dir_info", {}).get("editable"):
        pytest.skip("an editable install has no kernel spec")
    return Path(sys.prefix, "share", "jupyter", "kernels", "pep637")


def test_the_shipped_kernel_spec_is_the_kernels():
    # As kernel_spec() makes it, with "python", which jupyter_client
    # replaces with the Python that runs Jupyter.
    from pep637.kernel import kernel_spec
    shipped = json.loads((SHIPPED_SPEC / "kernel.json").read_text())
    spec = kernel_spec()
    spec["argv"][0] = "python"
    assert {key: spec[key] for key in ("argv", "display_name", "language")
            } == {key: shipped[key] for key in ("argv", "display_name",
                                                "language")}
    assert shipped["metadata"] == {"debugger": True}


def test_notebook_saved_with_the_pep637_kernel_opens_where_installed(
        tmp_path):
    """The same .ipynb on a stock CPython and on the fork: pip install
    registered the kernel, and jupyter execute finds it by the name the
    notebook was saved with (no --kernel_name, no kernel install)."""
    kernel_dir = installed_kernel_dir()
    command = shutil.which("jupyter-execute",
                           path=os.path.dirname(sys.executable))
    if command is None:
        pytest.skip("no jupyter-execute beside this python")
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    assert notebook.metadata.kernelspec.name == "pep637"
    assert [cell.source for cell in notebook.cells] == CELLS
    # Kernel specs of this user (where ``install --user`` writes) must not
    # hide the environment's.
    env = entry.env({"JUPYTER_DATA_DIR": str(tmp_path / "data"),
                     "JUPYTER_PATH": None,
                     "IPYTHONDIR": str(tmp_path / "ipython")})
    result = subprocess.run(
        [sys.executable, "-m", "jupyter_client.kernelspecapp", "list",
         "--json"], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)["kernelspecs"]["pep637"]
    assert Path(found["resource_dir"]) == kernel_dir
    shutil.copy(NOTEBOOK, tmp_path)
    (tmp_path / "mod.py").write_text(MODULE)
    result = subprocess.run(
        [command, "--allow-errors", "--output=executed", "grid.ipynb"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    executed = nbformat.read(tmp_path / "executed.ipynb", as_version=4)
    assert [outputs(cell) for cell in executed.cells] == FORK_OUTPUTS
