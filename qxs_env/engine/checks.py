"""Argument checks shared by every ruleset's engine and the adapters: an index in a range, an
int that is not a bool. Plain Python (the compiled code never sees a bad argument)."""

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
