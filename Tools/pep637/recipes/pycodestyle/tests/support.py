"""testing/support.py for pycodestyle's tests, which import it.

The sdist on the package index ships pycodestyle's tests/ but not its
testing/ folder (the helper and the data files).  run_tests.sh puts this
file there, as the recipe's own stand-in for the two names the tests use,
next to the data file of the patch.
"""
import os

import pycodestyle

# The folder holding tests/ and testing/.
ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


class _Collect(pycodestyle.BaseReport):
    """A report that keeps the codes instead of printing them."""

    def __init__(self, options):
        super().__init__(options)
        self.in_memory_errors = []

    def error(self, line_number, offset, text, check):
        self.in_memory_errors.append(f'{text[:4]}:{line_number}:{offset + 1}')
        return super().error(line_number, offset, text, check)


def errors_from_src(src):
    """The codes pycodestyle reports on *src*, as CODE:LINE:COLUMN."""
    style = pycodestyle.StyleGuide(select=('E', 'W'), max_doc_length=72)
    report = style.init_report(_Collect)
    style.input_file(filename='in-memory.py', lines=src.splitlines(True))
    return report.in_memory_errors
