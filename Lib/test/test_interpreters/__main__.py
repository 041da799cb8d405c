from . import load_tests
import unittest

unittest.main()
