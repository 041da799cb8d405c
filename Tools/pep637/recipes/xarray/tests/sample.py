"""Keyword subscripts on real xarray objects, against xarray's dict indexing.

Written apart from the patch's tests (xarray/tests/test_indexing_keywords.py):
a small weather data set, the ways a user would index it with keyword
subscripts, each compared with the dictionary form xarray documents
(`da[dict(...)]`, `da.loc[dict(...)]`) by `.identical()`, and the errors
compared with the dictionary form's.  Run it with the recipe's xarray
installed, on the fork (`python sample.py`) or on stock CPython with the
pep637 package (`python -m pep637 sample.py`); it prints one line per check
and, last, how many passed.  The patched type checkers check it too: it
must type-check without errors.
"""

import numpy as np
import pandas as pd
import xarray as xr

checks = 0


def same(keyword, dict_form, what):
    global checks
    assert type(keyword) is type(dict_form), what
    assert keyword.identical(dict_form), what
    checks += 1
    print(f"ok {what}")


def same_error(keyword, dict_form, what):
    global checks
    errors = []
    for attempt in (keyword, dict_form):
        try:
            attempt()
        except Exception as error:
            errors.append((type(error).__name__, str(error)))
        else:
            errors.append(None)
    assert errors[0] is not None, f"{what}: no error"
    assert errors[0] == errors[1], (what, errors)
    assert "unexpected keyword argument" not in errors[0][1], what
    checks += 1
    print(f"ok {what}: {errors[0][0]}")


rng = np.random.default_rng(637)
temperature = xr.DataArray(
    rng.normal(15, 8, size=(6, 3, 4)),
    dims=("time", "lat", "lon"),
    coords={
        "time": pd.date_range("2020-01-30", periods=6, freq="D"),
        "lat": [40.0, 45.0, 50.0],
        "lon": [-5.0, 0.0, 5.0, 10.0],
        "station": ("lon", ["brest", "paris", "bern", "vienna"]),
    },
    name="temperature",
    attrs={"units": "degC"},
)
weather = xr.Dataset(
    {
        "temperature": temperature,
        "pressure": (("time", "lat", "lon"), rng.normal(1013, 5, size=(6, 3, 4))),
    }
)

# Loads, by position.
same(temperature[time=0], temperature[dict(time=0)], "da[time=0]")
same(temperature[time=0:3], temperature[dict(time=slice(0, 3))], "da[time=0:3]")
same(
    temperature[lat=-1, lon=::2],
    temperature[dict(lat=-1, lon=slice(None, None, 2))],
    "da[lat=-1, lon=::2]",
)
same(temperature[lon=[3, 0]], temperature[dict(lon=[3, 0])], "da[lon=[3, 0]]")
stations = xr.DataArray([0, 2, 3], dims="station_index")
same(
    temperature[lon=stations, lat=xr.DataArray([2, 1, 0], dims="station_index")],
    temperature[
        dict(lon=stations, lat=xr.DataArray([2, 1, 0], dims="station_index"))
    ],
    "da[lon=vector, lat=vector] (vectorized)",
)
where = {"lat": 1, "time": slice(-2, None)}
same(temperature[**where], temperature[dict(where)], "da[**mapping]")
same(temperature[lon=0, **where], temperature[dict(lon=0, **where)], "da[lon=0, **mapping]")
same(temperature[2, lon=1], temperature[dict(time=2, lon=1)], "da[2, lon=1] (mixed)")
same(temperature[..., lat=0], temperature[dict(lat=0)], "da[..., lat=0]")
same(weather[time=1], weather[dict(time=1)], "ds[time=1]")
same(weather[lat=0:2, lon=1], weather[dict(lat=slice(0, 2), lon=1)], "ds[lat=0:2, lon=1]")
same(weather[**where], weather[dict(where)], "ds[**mapping]")

# Loads, by label.
same(temperature.loc[lat=45.0], temperature.loc[dict(lat=45.0)], "da.loc[lat=45.0]")
same(
    temperature.loc[time="2020-02"],
    temperature.loc[dict(time="2020-02")],
    "da.loc[time='2020-02'] (partial date)",
)
same(
    temperature.loc[time="2020-01-31":"2020-02-02", lon=0.0:],
    temperature.loc[dict(time=slice("2020-01-31", "2020-02-02"), lon=slice(0.0, None))],
    "da.loc[time='...':'...', lon=0.0:]",
)
same(
    temperature.loc[**{"lon": [10.0, -5.0]}],
    temperature.loc[dict(lon=[10.0, -5.0])],
    "da.loc[**mapping]",
)
same(weather.loc[lat=50.0], weather.loc[dict(lat=50.0)], "ds.loc[lat=50.0]")
same(
    weather.loc[time="2020-02-01", lon=[0.0, 5.0]],
    weather.loc[dict(time="2020-02-01", lon=[0.0, 5.0])],
    "ds.loc[time=..., lon=[...]]",
)

# Assignment.
keyword, by_dict = temperature.copy(), temperature.copy()
keyword[time=0] = 0.0
by_dict[dict(time=0)] = 0.0
same(keyword, by_dict, "da[time=0] = v")
keyword[lat=1:, lon=stations] = -1.0
by_dict[dict(lat=slice(1, None), lon=stations)] = -1.0
same(keyword, by_dict, "da[lat=1:, lon=vector] = v")
keyword.loc[lon=5.0] = 99.0
by_dict.loc[dict(lon=5.0)] = 99.0
same(keyword, by_dict, "da.loc[lon=5.0] = v")
keyword.loc[time="2020-02-04", **{"lat": 40.0}] += 1.5
by_dict.loc[dict(time="2020-02-04", lat=40.0)] += 1.5
same(keyword, by_dict, "da.loc[time=..., **mapping] += v")
keyword_ds, by_dict_ds = weather.copy(deep=True), weather.copy(deep=True)
keyword_ds[time=-1] = 0.0
by_dict_ds[dict(time=-1)] = 0.0
same(keyword_ds, by_dict_ds, "ds[time=-1] = v")
keyword_ds.loc[lat=45.0, lon=0.0] = weather.loc[dict(lat=40.0, lon=0.0)]
by_dict_ds.loc[dict(lat=45.0, lon=0.0)] = weather.loc[dict(lat=40.0, lon=0.0)]
same(keyword_ds, by_dict_ds, "ds.loc[lat=45.0, lon=0.0] = dataset")

# Errors: the dictionary form's.
same_error(lambda: temperature[depth=0], lambda: temperature[dict(depth=0)], "unknown dimension")
same_error(lambda: temperature[lat=7], lambda: temperature[dict(lat=7)], "position out of range")
same_error(lambda: temperature.loc[lat=41.0], lambda: temperature.loc[dict(lat=41.0)], "missing label")
same_error(lambda: weather[depth=0], lambda: weather[dict(depth=0)], "ds: unknown dimension")
same_error(lambda: weather.loc[lon=1.0], lambda: weather.loc[dict(lon=1.0)], "ds: missing label")


def set_unknown_keyword():
    temperature.copy()[depth=0] = 1.0


def set_unknown_dict():
    temperature.copy()[dict(depth=0)] = 1.0


same_error(set_unknown_keyword, set_unknown_dict, "assignment: unknown dimension")
try:
    temperature[1, time=2]
except ValueError as error:
    assert "indexed both" in str(error), error
    checks += 1
    print("ok da[1, time=2]: ValueError (time given twice)")
else:
    raise AssertionError("da[1, time=2] did not raise")

# Plain indexing is as before.
same(temperature[0], temperature.isel(time=0), "da[0]")
same(temperature["station"], temperature.coords["station"], "da['station']")
same(weather["pressure"], weather.data_vars["pressure"], "ds['pressure']")

print(f"xarray {xr.__version__}: {checks} checks passed")
