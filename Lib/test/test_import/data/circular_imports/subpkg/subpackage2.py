#from .util import util
from .. import subpackage
