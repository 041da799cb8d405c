"""Tests for the keyword-subscripts (PEP 637) tools in Tools/pep637."""

import os
import unittest
from test.support.script_helper import assert_python_ok
from test.test_tools import skip_if_missing, toolsdir

skip_if_missing('pep637')


class DemoTests(unittest.TestCase):

    def test_demo_runs(self):
        demo = os.path.join(toolsdir, 'pep637', 'examples', 'demo.py')
        rc, out, err = assert_python_ok(demo)
        out = out.decode()
        self.assertEqual(err, b'')
        self.assertIn('keyword arguments in subscripts (PEP 637)', out)
        for line in ["g[row=1, col=2]                    -> 5",
                     "s[1, 2, k=3]                       -> "
                     "__getitem__((1, 2), k=3)",
                     "s[k=3]   (keyword-only)            -> __getitem__((), k=3)",
                     "s[time=0:12]                       -> "
                     "__getitem__((), time=slice(0, 12, None))",
                     "Vec[T=int]                         -> "
                     "Vec.__class_getitem__((), T=int)",
                     "TypeError: dict.__getitem__() takes no keyword "
                     "arguments",
                     "SyntaxError: keyword argument repeated: k"]:
            self.assertIn(line, out)


if __name__ == '__main__':
    unittest.main()
