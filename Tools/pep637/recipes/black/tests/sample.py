# A module written as a user of keyword subscripts writes it, before black:
# uneven spacing, long lines, trailing commas.  sample_formatted.py is what
# the recipe's black makes of it (check_black.py compares them).
from typing import Annotated


class Frame:
    def __getitem__(self, index=(), /, *, row=slice(None), col=slice(None), **extra):
        return (index, row, col, extra)
    def __setitem__(self, index, value, /, *, row=slice(None), col=slice(None)):
        pass
    def __delitem__(self, index, /, *, row=slice(None), col=slice(None)):
        pass


class Grid:
    def __class_getitem__(cls, item, /, *, dtype=float, shape=None):
        return (cls, item, dtype, shape)


frame = Frame()
options = {"col" : 2}
a = frame[ row = 1 ]
b = frame[0,row=1,col=2]
c = frame[ row = 1 : 10, col = ::2 ]
d = frame[row=..., ** options]
e = frame[*range(3), row=-1]
f = frame[(0,), col = len(options) + 1 : len(options) + 5]
frame[row = 1, col = 2] = 3.5
frame[0, row=1] += 1
del frame[ row = 1 ]
del frame[1, col=0], frame[2, col=1]
for frame[row=0] in range(2):
    pass
g = frame[row=compute_the_first_row_of_interest(a, b), col=compute_the_column(c, d)]
h = frame[first_keyword_argument_name=value, second_keyword_argument_name=value, third=value]
i = frame[row=1,]
j = frame[
    row=1, col=2  # the corner
]
k = frame[row=1, col=[x*2 for x in range(3)] ]


def scale(values: Grid[float, shape = (3, 3)], factor: Annotated[float, unit = "m"] = 1.0) -> Grid[float, shape=(3, 3), dtype=float]:
    return values


l: Grid[int, dtype = int] = Grid[int, dtype=int]
m = frame[ 1:2 ]
n = frame[1, 2,]
