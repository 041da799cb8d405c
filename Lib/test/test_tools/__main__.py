from test.test_tools import load_tests
import unittest

unittest.main()
