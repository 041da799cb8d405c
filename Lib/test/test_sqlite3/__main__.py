from test.test_sqlite3 import load_tests  # Needed for the "load tests" protocol.
import unittest

unittest.main()
