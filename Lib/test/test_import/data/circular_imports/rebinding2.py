from .subpkg import util
from . import rebinding
util = util.util
