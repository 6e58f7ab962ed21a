"""Direct calls into compiled engine functions, skipping numba's per-call argument typing.

Calling a numba dispatcher types every argument on every call; for the engine's record arrays
that costs about 9 µs, more than the work of one decision. :func:`fast_entry` looks up (compiling
if needed) the overload for the types of example arguments once and returns its entry point,
which only unboxes the arguments (~0.3 µs). Callers must keep passing arguments of exactly those
types. With ``NUMBA_DISABLE_JIT=1`` (or if numba's internals differ) the plain function is
returned, so behaviour never depends on this shortcut.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def fast_entry(dispatcher: Any, args: tuple[Any, ...]) -> Callable[..., Any]:
    """The compiled entry point of ``dispatcher`` for the types of ``args`` (or ``dispatcher``)."""
    try:
        sig = tuple(dispatcher.typeof_pyval(x) for x in args)
        cres = dispatcher.overloads.get(sig)
        if cres is None:
            dispatcher.compile(sig)
            cres = dispatcher.overloads[sig]
        return cres.entry_point
    except Exception:  # any failure: the ordinary (slower) call
        return dispatcher
