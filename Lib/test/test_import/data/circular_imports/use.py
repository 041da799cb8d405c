from . import source
source.spam
