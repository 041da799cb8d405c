from . import basic
