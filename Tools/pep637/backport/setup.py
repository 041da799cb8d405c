"""pep637's optional C speedups (src/pep637/runtime/_speedups.c).

The metadata is in pyproject.toml.  The extension is optional: without a C
compiler, pip installs the package without it, and pep637.runtime uses its
pure Python getter(), setter() and deleter(), which do the same, slower.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("pep637.runtime._speedups",
                             sources=["src/pep637/runtime/_speedups.c"],
                             optional=True)])
