"""Record arrays for the engine's state and tables, with fast field access when uncompiled.

Compiled, the engine reads a game record's fields (``g.hp``, ``g.sp``) in machine code and the
Python side sees a plain ``np.recarray``. Uncompiled (``NUMBA_DISABLE_JIT=1``: tracebacks, the
coverage runs, the tests that compare both modes) the same rules run as Python, and a
``numpy.record``'s attribute lookup costs about 5 microseconds on a record of a few hundred
fields (numpy looks the name up in the dtype and makes a new view each time): 79% of an
uncompiled coverage run went there. :func:`record_array` therefore views an array as a
:class:`FastRecArray` when uncompiled, whose ``s[b]`` is a :class:`FastRecord`: an object whose
array fields are views made once and kept (a plain attribute read after the first) and whose
scalar fields read and write the field's column at ``b``. Every value is the one a
``numpy.record`` gives (views of the same memory, numpy scalars of the field's type), so the
rules behave the same; anything else (``tobytes``, ``dtype``, ``copy``) is the
``numpy.record``'s. Compiled runs never see these classes.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba.core import config as numba_config


def uncompiled() -> bool:
    """Is numba's JIT off (``NUMBA_DISABLE_JIT=1``)?"""
    return bool(numba_config.DISABLE_JIT)


def record_array(arr: np.ndarray) -> np.recarray:
    """``arr`` (a 1-d structured array) as a record array: ``arr.hp`` and ``arr["hp"]`` are the
    same view, ``arr[b]`` is record ``b``; uncompiled, a :class:`FastRecArray`."""
    return arr.view(FastRecArray if uncompiled() else np.recarray)


class _Field:
    """A field of a :class:`FastRecord`, by name."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class _ArrayField(_Field):
    """An array field of a :class:`FastRecord`: the first read makes the view and keeps it in
    the instance, so later reads are plain attribute reads (a non-data descriptor)."""

    __slots__ = ()

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        view = obj._plain[self.name][obj._i]
        obj.__dict__[self.name] = view
        return view


class _ScalarField(_Field):
    """A scalar field of a :class:`FastRecord`: reads and writes the field's column at the
    record's index (the column view is made once per record)."""

    __slots__ = ()

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        return obj._column(self.name)[obj._i]

    def __set__(self, obj: Any, value: Any) -> None:
        obj._column(self.name)[obj._i] = value


class FastRecord:
    """Record ``i`` of a :class:`FastRecArray` (uncompiled runs; module docstring). Subclassed
    once per dtype with one descriptor per field."""

    def __init__(self, arr: np.ndarray, plain: np.ndarray, i: int) -> None:
        self._arr = arr  # the FastRecArray
        self._plain = plain  # the same memory as a plain structured ndarray
        self._i = i
        self._columns: dict[str, np.ndarray] = {}

    def _column(self, name: str) -> np.ndarray:
        col = self._columns.get(name)
        if col is None:
            col = self._plain[name]
            self._columns[name] = col
        return col

    def _record(self) -> np.record:
        return np.recarray.__getitem__(self._arr, self._i)

    def __getattr__(self, name: str) -> Any:  # not a field: the numpy.record's attribute
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._record(), name)

    def __getitem__(self, name: str) -> Any:
        return getattr(self, name)

    def __setitem__(self, name: str, value: Any) -> None:
        if self._arr.dtype.fields[name][0].shape:
            getattr(self, name)[...] = value
        else:
            setattr(self, name, value)

    def __repr__(self) -> str:
        return f"FastRecord({self._i} of {len(self._arr)})"


_classes: dict[np.dtype, type[FastRecord]] = {}


def _record_class(dtype: np.dtype) -> type[FastRecord]:
    """The :class:`FastRecord` subclass of ``dtype`` (made once)."""
    cls = _classes.get(dtype)
    if cls is None:
        fields: dict[str, Any] = {}
        for name, (sub, *_) in dtype.fields.items():
            fields[name] = _ArrayField(name) if sub.shape else _ScalarField(name)
        cls = type("FastRecord", (FastRecord,), fields)
        _classes[dtype] = cls
    return cls


class FastRecArray(np.recarray):
    """A record array whose integer index gives a :class:`FastRecord` (kept per index: the
    engine asks for ``s[b]`` at every call)."""

    def __getitem__(self, idx: Any) -> Any:
        if isinstance(idx, (int, np.integer)) and not isinstance(idx, bool):
            n = self.shape[0] if self.ndim == 1 else -1
            if n < 0:
                return super().__getitem__(idx)
            i = int(idx)
            if i < 0:
                i += n
            if not 0 <= i < n:
                raise IndexError(f"index {int(idx)} is out of bounds for axis 0 with size {n}")
            cache = self.__dict__.get("_fast_records")
            if cache is None:
                cache = self.__dict__["_fast_records"] = {}
                self.__dict__["_plain"] = self.view(np.ndarray)
            rec = cache.get(i)
            if rec is None:
                rec = _record_class(self.dtype)(self, self.__dict__["_plain"], i)
                cache[i] = rec
            return rec
        return super().__getitem__(idx)
