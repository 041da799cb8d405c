import unittest
from test.test_pyrepl import load_tests

unittest.main()
