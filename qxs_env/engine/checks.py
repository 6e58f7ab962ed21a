"""Argument checks shared by every ruleset's engine and the adapters: an index in a range, an
int that is not a bool, a seed, an array the compiled code can take. Plain Python (the compiled
code never sees a bad argument)."""

from __future__ import annotations

from typing import Any

import numpy as np


def is_int(value: Any) -> bool:
    """An int or numpy integer, not a bool."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def check_index(name: str, value: Any, size: int) -> int:
    """``value`` as an int in ``range(size)``: TypeError for a non-int (bools included),
    IndexError out of range; both name the argument, the value and the range."""
    if not is_int(value):
        raise TypeError(f"{name} must be an int in range({size}), got {value!r}")
    v = int(value)
    if not 0 <= v < size:
        raise IndexError(f"{name}={v} is out of range: it must be in range({size}) (0..{size - 1})")
    return v


MAX_SEED = 2**63
"""Seeds are ints in ``[0, MAX_SEED)`` (the state's ``seed`` is an int64)."""


def check_seed(name: str, value: Any, count: int = 1) -> int:
    """``value`` as a seed: an int (not a bool) with ``value + count - 1 < 2**63``, >= 0
    (``count`` seeds from it: ``value``, ``value + 1``, ...); ValueError otherwise."""
    if not is_int(value) or not 0 <= int(value) <= MAX_SEED - count:
        top = "2**63" if count == 1 else f"2**63 - {count - 1}"
        raise ValueError(f"{name} must be an int in [0, {top}), got {value!r}")
    return int(value)


def check_array(name: str, arr: Any, dtype: Any, shape: tuple[int, ...]) -> None:
    """ValueError unless ``arr`` is a writable C-contiguous ndarray of that dtype and shape
    (what the compiled entry points take: anything else would be misread)."""
    if not (
        isinstance(arr, np.ndarray)
        and arr.dtype == dtype
        and arr.shape == shape
        and arr.flags.c_contiguous
        and arr.flags.writeable
    ):
        got = (
            f"{arr.dtype} array of shape {arr.shape}"
            if isinstance(arr, np.ndarray)
            else type(arr).__name__
        )
        raise ValueError(
            f"{name} must be a writable C-contiguous {np.dtype(dtype)} array of shape {shape},"
            f" got {got}"
        )
