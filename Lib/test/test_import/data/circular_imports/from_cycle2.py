from .from_cycle1 import b
a = 1
