from .test_import import *
