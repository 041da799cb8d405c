from .from_cycle2 import a
b = 1
