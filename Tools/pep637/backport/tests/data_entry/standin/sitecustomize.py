"""Test helper: a stand-in for pep637.compiler while it is missing.

The entry-point tests put this directory on PYTHONPATH of the programs
they start, so that those find the stand-in too.
"""

import importlib.util
import os
import sys

if (os.environ.get("PEP637_TEST_STANDIN") == "1"
        or importlib.util.find_spec("pep637.compiler") is None):
    import pep637
    import pep637_standin
    sys.modules["pep637.compiler"] = pep637.compiler = pep637_standin
