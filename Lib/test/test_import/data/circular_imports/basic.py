"""Circular imports through direct, relative imports."""
from . import basic2
