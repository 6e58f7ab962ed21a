"""Reading an observation row the same way compiled and uncompiled: observations come as
float32, and a heuristic's arithmetic reads them as float64 so that compiled code (where float32
times float64 gives float64) and pure Python under ``NUMBA_DISABLE_JIT`` (where numpy keeps
float32) compute the same values and break ties the same way. :func:`to_f64` copies the columns
a heuristic reads into a float64 scratch row; which columns those are is the ruleset's layout.

Counts (HP, hand sizes, distances, history counters) are written scaled, e.g. ``count / 10``
in float32, so reading one back gives ``count * (1 + 1e-8)`` (1 HP reads as 1.0000000149):
:func:`count_of` decodes such a column once, into the exact integer, so that comparisons such
as ``hp <= 1`` hold (issue 34).
"""

from __future__ import annotations

import math

import numba

from agents.framework.jit import njit_cached


@njit_cached
def count_of(x, scale):
    """The exact integer count of an observation column written as ``count / scale`` (float32,
    read as float64): rounded to the nearest integer, negative counts included."""
    return int(math.floor(x * scale + 0.5))


if numba.config.DISABLE_JIT:

    def to_f64(src, dst, start, m):
        """``dst[start:m] = src[start:m]`` (float32 into float64)."""
        dst[start:m] = src[start:m]

else:

    @njit_cached
    def to_f64(src, dst, start, m):
        """``dst[start:m] = src[start:m]`` (float32 into float64)."""
        # an explicit loop: numba's slice assignment with a dtype change is ~3x slower
        for k in range(start, m):
            dst[k] = src[k]
