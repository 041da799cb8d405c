"""coverage.py plugin: measure and report modules with keyword subscripts.

Under the runner (``python -m pep637 -m coverage run [--branch] prog.py``,
``python -m pep637 -m coverage report``) coverage.py needs nothing more:
it compiles the program with ``compile()`` and analyses sources with
``ast.parse()`` and ``compile()``, which are the pipeline's there
(:mod:`pep637.integrations.runner_patches`).  This plugin is for running
coverage.py itself, ``coverage run``, ``coverage report``, ``coverage html``
and the rest, named in its configuration::

    # .coveragerc                     # or pyproject.toml
    [run]                             [tool.coverage.run]
    plugins = pep637.coverage_plugin  plugins = ["pep637.coverage_plugin"]

Loaded by coverage.py at the start of each command, it

* installs the import hook (:func:`pep637.install`), for the modules that
  the measured program imports;
* gives coverage.py's modules that read source the package's
  ``compile()`` and ``ast.parse()``: ``coverage.execfile`` (which compiles
  the program that ``coverage run`` runs), ``coverage.bytecode`` (the
  lines of a source's code objects), ``coverage.parser`` (statements
  and branches, from the source's tree), ``coverage.phystokens`` (soft
  keywords) and ``coverage.regions`` (the functions and classes of
  ``coverage html``).  A keyword subscript is one expression to
  coverage.py, as on the fork, so the line and branch figures are the
  fork's;
* omits the package's own modules from measurement (as coverage.py omits
  its own), which an editable install or ``PYTHONPATH`` would otherwise
  put in the report: the report is the fork's, where there is no
  package.

Strings that the program passes to ``exec()`` and ``eval()`` still need
the runner.  Nothing is undone: coverage.py loads it in its own process,
for one command.
"""

import sys

from . import compiler
from .integrations import importer

__all__ = ["coverage_init"]

# coverage.py's modules that read source -> their names to replace.
_TARGETS = {
    "coverage.execfile": ("compile",),
    "coverage.bytecode": ("compile",),
    "coverage.parser": ("ast", "compile"),
    "coverage.phystokens": ("ast",),
    "coverage.regions": ("ast",),
}


def coverage_init(reg, options):
    """coverage.py's entry point for the plugin (*reg*: its registry)."""
    if not importer.installed():
        importer.install()
    patch_coverage()
    reg.add_configurer(_omit_package())


def _omit_package():
    """A configurer plugin that adds this package's folder to
    ``run:omit``."""
    import os
    from coverage import CoveragePlugin

    class OmitPackage(CoveragePlugin):
        """Omit the modules of pep637 from measurement."""

        def configure(self, config):
            omit = list(config.get_option("run:omit") or [])
            folder = os.path.dirname(os.path.abspath(__file__))
            omit.append(os.path.join(folder, "*"))
            config.set_option("run:omit", omit)

    return OmitPackage()


def patch_coverage():
    """Give coverage.py's modules the package's compile() and ast."""
    new = {"compile": compiler.compile, "ast": compiler.ast_module()}
    for name, attributes in _TARGETS.items():
        __import__(name)
        module = sys.modules[name]
        for attribute in attributes:
            setattr(module, attribute, new[attribute])
