from . import basic, basic2
