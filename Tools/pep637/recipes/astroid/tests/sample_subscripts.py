"""Keyword subscripts of every form: sample_calls.py has these lines as calls."""

import json
import sys
import os
import string
from collections import OrderedDict


class Grid:
    """A container whose dunders take keywords."""

    def __getitem__(self, index, *, row=0, col=0, **options):
        return [index, row, col, options]

    def __setitem__(self, index, value, *, row=0, col=0, **options):
        print(index, value, row, col, options)

    def __delitem__(self, index, *, row=0, col=0, **options):
        print(index, row, col, options)

    def __class_getitem__(cls, item, **types):
        return (cls, item, types)


def get(grid, index, spare, row_only):
    """Loads."""
    print(grid[row=row_only])
    print(grid[index, row=1])
    print(grid[(index,), row=2, col=3])
    print(grid[1, 2, row=len(index)])
    print(grid[row=string.digits])
    print(grid[row=undefined_name])
    print(grid[row=eval(index)])
    return grid[0, row=1][0]


def put(grid, value, position):
    """Stores, deletes and augmented assignments."""
    grid[0, row=position] = value
    grid[row=1, col=2] = value
    del grid[0, row=position]
    del grid[row=value]
    grid[0, row=position] += value
    grid[row=value] -= 1


def unpack(grid, items, options, lower, upper):
    """Starred items, ** mappings and slices as values."""
    print(grid[*items, row=1])
    print(grid[1, *items, col=2])
    print(grid[0, **options])
    print(grid[**options])
    print(grid[row=lower:upper])
    print(grid[0:1, col=::upper])
    print(grid[row=...])


def scoped(grid, size):
    """Names bound and read in keyword values."""
    leftover = 1
    only_in_keyword = size * 2
    print(grid[row=only_in_keyword])
    print([grid[row=i] for i in range(size)])
    print(grid[row=lambda: size])
    print(grid[row=(found := size + 1)], found)
    print(grid[row=json.dumps])
    return Grid[int, row=OrderedDict]


def classes():
    """Class subscripts (__class_getitem__)."""
    alias = Grid[int, kind=str]
    print(Grid[kind=os.sep])
    print(Grid[kind=missing_type])
    return alias


def lookups(grid, keys):
    """Loops whose body subscripts what they iterate over."""
    for i, key in enumerate(keys):
        print(keys[i, row=key])
    for i in range(len(keys)):
        print(keys[i, row=grid])
    for key in grid:
        print(grid[key, row=1])


class Strict:
    """Dunders whose parameters a subscript's keywords can miss."""

    def __getitem__(self, index, /, *, row, col=0):
        return (index, row, col)

    def __setitem__(self, index, value, *, row):
        print(index, value, row)

    def __delitem__(self, index, *, row, col):
        print(index, row, col)

    def __class_getitem__(cls, item, *, kind):
        return (cls, item, kind)


class Meta(type):
    """A metaclass whose __getitem__ takes the subscripts of its classes."""

    def __getitem__(cls, index, *, size):
        return (cls, index, size)


class Sized(metaclass=Meta):
    """Subscripted through Meta.__getitem__."""


def binding(value, options):
    """Keywords checked against the dunders' parameters."""
    strict = Strict()
    print(strict[0, row=1, bogus=2])
    print(strict[0, col=1])
    print(strict[row=1, index=2])
    print(strict[0, row=1, **options])
    print(strict[0, row=1, **{"row": 2}])
    strict[0, row=1] = value
    strict[0, bogus=1] = value
    strict[0, row=1, value=2] = value
    strict[0, row=1] += value
    strict[row=1, col=2] -= value
    del strict[0, row=1]
    del strict[row=1, col=2, index=3]
    print(Strict[int, kind=str])
    print(Strict[int, sort=str])
    print(Sized[0, size=1])
    print(Sized[0, width=1])
    for strict[0, col=2] in range(value):
        print(value)


class Narrow:
    """Dunders with too few or too many parameters for the subscripts."""

    def __getitem__(self, *, row):
        return row

    def __setitem__(self, index, value, extra, *, row):
        print(index, value, extra, row)


def narrowing(value):
    """Positional parameters that the index and value do not fill, or overfill."""
    narrow = Narrow()
    print(narrow[row=1])
    narrow[0, row=1] = value
