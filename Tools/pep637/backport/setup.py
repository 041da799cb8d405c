"""pep637's optional C speedups (src/pep637/runtime/_speedups.c), and the
kernel spec of its Jupyter kernel.

The metadata is in pyproject.toml.  The extension is optional: without a C
compiler, pip installs the package without it, and pep637.runtime uses its
pure Python getter(), setter() and deleter(), which do the same, slower.

The kernel spec (share/jupyter/kernels/pep637/kernel.json) is installed
under the environment's prefix, where Jupyter looks for kernels, as
ipykernel installs its python3 one: a notebook saved with the kernel
pep637 opens wherever the package is installed, on a stock CPython and on
the fork (where the kernel runs keyword subscripts natively).  Its command
starts with "python", which jupyter_client replaces with the Python that
runs Jupyter.
"""

from setuptools import Extension, setup

KERNEL = "share/jupyter/kernels/pep637"

setup(ext_modules=[Extension("pep637.runtime._speedups",
                             sources=["src/pep637/runtime/_speedups.c"],
                             optional=True)],
      data_files=[(KERNEL, [f"{KERNEL}/kernel.json"])])
