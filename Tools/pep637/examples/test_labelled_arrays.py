"""Keyword subscripts (PEP 637) on real library objects.

Run by Tools/pep637/examples/try_wheels.py with pytest, numpy, pandas and xarray
installed from their ordinary cp313 wheels.  Each wrapper below is what a
library could offer: a few lines mapping keyword subscripts onto the
library's own API.
"""

import numpy as np
import pandas as pd
import pytest
import xarray as xr


class ISel:
    """da.isel[time=0:2, x=1]: positional selection by dimension name."""

    def __init__(self, obj):
        self.obj = obj

    def __getitem__(self, index, /, **dims):
        assert index == (), "use dimension names"
        return self.obj.isel(**dims)

    def __setitem__(self, index, value, /, **dims):
        assert index == (), "use dimension names"
        self.obj[dims] = value


class Sel:
    """da.sel[time="2000-01-02"]: selection by label."""

    def __init__(self, obj):
        self.obj = obj

    def __getitem__(self, index, /, **dims):
        assert index == (), "use dimension names"
        return self.obj.sel(**dims)

    def __setitem__(self, index, value, /, **dims):
        assert index == (), "use dimension names"
        self.obj.loc[dims] = value


class Loc:
    """frame[row="b", col="y"]: pandas' .loc with named axes."""

    def __init__(self, frame):
        self.frame = frame

    def __getitem__(self, index, /, *, row=slice(None), col=slice(None)):
        assert index == (), "use row= and col="
        return self.frame.loc[row, col]

    def __setitem__(self, index, value, /, *, row=slice(None),
                    col=slice(None)):
        assert index == (), "use row= and col="
        self.frame.loc[row, col] = value


class LabelledArray:
    """A numpy array whose axes have names: a[x=1, y=0:2]."""

    def __init__(self, data, dims):
        self.data = np.asarray(data)
        self.dims = tuple(dims)
        assert self.data.ndim == len(self.dims)

    def _key(self, index, dims):
        unknown = set(dims) - set(self.dims)
        if unknown:
            raise TypeError(f"unknown dimensions: {sorted(unknown)}")
        if index != ():
            # Positional items still work, as with a plain array.
            return index
        return tuple(dims.get(name, slice(None)) for name in self.dims)

    def __getitem__(self, index, /, **dims):
        key = self._key(index, dims)
        kept = [name for name, k in zip(self.dims, key)
                if not isinstance(k, (int, np.integer))]
        result = self.data[key]
        return LabelledArray(result, kept) if kept else result

    def __setitem__(self, index, value, /, **dims):
        self.data[self._key(index, dims)] = value


@pytest.fixture
def da():
    return xr.DataArray(
        np.arange(12.0).reshape(4, 3),
        dims=("time", "x"),
        coords={"time": pd.date_range("2000-01-01", periods=4),
                "x": [10, 20, 30]},
    )


def test_xarray_isel(da):
    got = ISel(da)[time=0:2, x=1]
    xr.testing.assert_identical(got, da.isel(time=slice(0, 2), x=1))
    assert got.values.tolist() == [1.0, 4.0]
    xr.testing.assert_identical(ISel(da)[x=-1], da.isel(x=-1))


def test_xarray_isel_set(da):
    ISel(da)[time=0, x=0:2] = -1.0
    assert da.values[0].tolist() == [-1.0, -1.0, 2.0]


def test_xarray_sel(da):
    got = Sel(da)[time="2000-01-02", x=20]
    assert float(got) == 4.0
    got = Sel(da)[time=slice("2000-01-02", "2000-01-03")]
    xr.testing.assert_identical(
        got, da.sel(time=slice("2000-01-02", "2000-01-03")))


def test_xarray_sel_set(da):
    Sel(da)[x=30] = 0.0
    assert da.sel(x=30).values.tolist() == [0.0] * 4


def test_xarray_dict_unpacking(da):
    where = {"time": 1, "x": 2}
    assert float(ISel(da)[**where]) == float(da.isel(**where))


def test_pandas_loc():
    frame = pd.DataFrame({"x": [1, 2, 3], "y": [4, 5, 6]},
                         index=["a", "b", "c"])
    wrapper = Loc(frame)
    assert wrapper[row="b", col="y"] == 5
    pd.testing.assert_series_equal(wrapper[col="x"], frame["x"])
    pd.testing.assert_frame_equal(wrapper[row="a":"b"], frame.loc["a":"b"])
    wrapper[row="c", col="x"] = 30
    assert frame.loc["c", "x"] == 30
    with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
        wrapper[z=1]


def test_numpy_labelled_array():
    a = LabelledArray(np.arange(24).reshape(2, 3, 4), dims=("x", "y", "z"))
    assert a[x=1, y=2, z=3] == 23
    sub = a[x=1, z=0:2]
    assert sub.dims == ("y", "z")
    assert sub.data.tolist() == [[12, 13], [16, 17], [20, 21]]
    assert a[1, 2, 3] == 23   # plain subscripts are unchanged
    a[x=0, y=0] = -1
    assert a.data[0, 0].tolist() == [-1] * 4
    with pytest.raises(TypeError, match="unknown dimensions"):
        a[w=0]


def test_plain_numpy_and_pandas_refuse_keywords():
    with pytest.raises(TypeError):
        np.arange(3)[0, k=1]
    with pytest.raises(TypeError):
        pd.Series([1, 2])[0, k=1]
