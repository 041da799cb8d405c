from test.test_ctypes import load_tests
import unittest

unittest.main()
