"""sample_subscripts.py with each keyword subscript written as the dunder call."""

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
    print(type(grid).__getitem__(grid, (), row=row_only))
    print(type(grid).__getitem__(grid, index, row=1))
    print(type(grid).__getitem__(grid, (index,), row=2, col=3))
    print(type(grid).__getitem__(grid, (1, 2), row=len(index)))
    print(type(grid).__getitem__(grid, (), row=string.digits))
    print(type(grid).__getitem__(grid, (), row=undefined_name))
    print(type(grid).__getitem__(grid, (), row=eval(index)))
    return type(grid).__getitem__(grid, 0, row=1)[0]


def put(grid, value, position):
    """Stores, deletes and augmented assignments."""
    type(grid).__setitem__(grid, 0, value, row=position)
    type(grid).__setitem__(grid, (), value, row=1, col=2)
    type(grid).__delitem__(grid, 0, row=position)
    type(grid).__delitem__(grid, (), row=value)
    type(grid).__setitem__(grid, 0, type(grid).__getitem__(grid, 0, row=position) + value, row=position)
    type(grid).__setitem__(grid, (), type(grid).__getitem__(grid, (), row=value) - 1, row=value)


def unpack(grid, items, options, lower, upper):
    """Starred items, ** mappings and slices as values."""
    print(type(grid).__getitem__(grid, (*items,), row=1))
    print(type(grid).__getitem__(grid, (1, *items), col=2))
    print(type(grid).__getitem__(grid, 0, **options))
    print(type(grid).__getitem__(grid, (), **options))
    print(type(grid).__getitem__(grid, (), row=slice(lower, upper)))
    print(type(grid).__getitem__(grid, slice(0, 1), col=slice(None, None, upper)))
    print(type(grid).__getitem__(grid, (), row=...))


def scoped(grid, size):
    """Names bound and read in keyword values."""
    leftover = 1
    only_in_keyword = size * 2
    print(type(grid).__getitem__(grid, (), row=only_in_keyword))
    print([type(grid).__getitem__(grid, (), row=i) for i in range(size)])
    print(type(grid).__getitem__(grid, (), row=lambda: size))
    print(type(grid).__getitem__(grid, (), row=(found := size + 1)), found)
    print(type(grid).__getitem__(grid, (), row=json.dumps))
    return Grid.__class_getitem__(int, row=OrderedDict)


def classes():
    """Class subscripts (__class_getitem__)."""
    alias = Grid.__class_getitem__(int, kind=str)
    print(Grid.__class_getitem__((), kind=os.sep))
    print(Grid.__class_getitem__((), kind=missing_type))
    return alias


def lookups(grid, keys):
    """Loops whose body subscripts what they iterate over."""
    for i, key in enumerate(keys):
        print(type(keys).__getitem__(keys, i, row=key))
    for i in range(len(keys)):
        print(type(keys).__getitem__(keys, i, row=grid))
    for key in grid:
        print(type(grid).__getitem__(grid, key, row=1))


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
    print(type(strict).__getitem__(strict, 0, row=1, bogus=2))
    print(type(strict).__getitem__(strict, 0, col=1))
    print(type(strict).__getitem__(strict, (), row=1, index=2))
    print(type(strict).__getitem__(strict, 0, row=1, **options))
    print(type(strict).__getitem__(strict, 0, row=1, **{"row": 2}))
    type(strict).__setitem__(strict, 0, value, row=1)
    type(strict).__setitem__(strict, 0, value, bogus=1)
    type(strict).__setitem__(strict, 0, value, row=1, value=2)
    type(strict).__setitem__(strict, 0, type(strict).__getitem__(strict, 0, row=1) + value, row=1)
    type(strict).__setitem__(strict, (), type(strict).__getitem__(strict, (), row=1, col=2) - value, row=1, col=2)
    type(strict).__delitem__(strict, 0, row=1)
    type(strict).__delitem__(strict, (), row=1, col=2, index=3)
    print(Strict.__class_getitem__(int, kind=str))
    print(Strict.__class_getitem__(int, sort=str))
    print(type(Sized).__getitem__(Sized, 0, size=1))
    print(type(Sized).__getitem__(Sized, 0, width=1))
    for _ in [type(strict).__setitem__(strict, 0, item, col=2) for item in range(value)]:
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
    print(type(narrow).__getitem__(narrow, (), row=1))
    type(narrow).__setitem__(narrow, 0, value, row=1)
