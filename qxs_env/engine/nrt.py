"""Reference-count-free array views for the compiled engine's hot paths.

numba counts references to every array it did not get from a record field: each call of a
compiled function that takes such an array (the game config ``cfg``, a distance table) increments
and later decrements the array's counter with atomic instructions, and LLVM cannot remove the
pair when the callee is not inlined. In the engine's step loop those atomic pairs cost more than
the rules themselves. :func:`borrow` returns a view of the same memory that owns nothing (no
meminfo), so passing it around costs no atomic operation (of a tuple of arrays, such as a
ruleset's observation maps, the same tuple of such views); the caller must keep the original
array alive while the view is used (an argument of the entry point always is) and must never
return the view to Python. :func:`stack_i64` gives a small int64 scratch array on the calling
function's stack (for per-call tables such as the distances), again without any allocation or
reference counting; it must not outlive the function that made it.

Uncompiled (``NUMBA_DISABLE_JIT=1``) both are plain numpy: ``borrow`` returns its argument and
``stack_i64`` a fresh zeroed array, so behaviour is identical.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.extending import intrinsic, overload

STACK_I64 = 10  # length of a stack_i64() array: one entry per seat (constants.MAX_PLAYERS)


def borrow(a: Any) -> Any:
    """A view of array ``a`` that owns nothing (compiled); ``a`` itself when uncompiled. A tuple
    (or named tuple) of arrays gives the same tuple of such views (a ruleset's observation
    maps); its other members are handed on as they are."""
    return a


def stack_i64() -> np.ndarray:
    """A zeroed int64 array of STACK_I64 entries on the caller's stack (compiled)."""
    return np.zeros(STACK_I64, np.int64)


def _borrowed_array(context: Any, builder: Any, aty: Any, value: Any) -> Any:
    """The array ``value`` (of numba type ``aty``) with no meminfo and no parent."""
    src = context.make_array(aty)(context, builder, value=value)
    out = context.make_array(aty)(context, builder)
    for name in ("data", "shape", "strides", "itemsize", "nitems"):
        setattr(out, name, getattr(src, name))
    out.meminfo = cgutils.get_null_value(out.meminfo.type)
    out.parent = cgutils.get_null_value(out.parent.type)
    return out._getvalue()


@intrinsic
def _borrow(typingctx, a):
    sig = a(a)

    def codegen(context, builder, signature, args):
        return _borrowed_array(context, builder, a, args[0])

    return sig, codegen


@intrinsic
def _borrow_members(typingctx, t):
    sig = t(t)

    def codegen(context, builder, signature, args):
        values = []
        for k, ty in enumerate(t.types):
            v = builder.extract_value(args[0], k)
            if isinstance(ty, types.Array):
                v = _borrowed_array(context, builder, ty, v)
            else:  # handed on: the returned tuple holds a new reference to it
                context.nrt.incref(builder, ty, v)
            values.append(v)
        return context.make_tuple(builder, t, values)

    return sig, codegen


@intrinsic
def _stack_i64(typingctx):
    aty = types.Array(types.int64, 1, "C")
    sig = aty()

    def codegen(context, builder, signature, args):
        i64 = ir.IntType(64)
        buf = cgutils.alloca_once(builder, i64, size=STACK_I64, zfill=False)
        cgutils.memset(builder, buf, context.get_constant(types.intp, 8 * STACK_I64), 0)
        out = context.make_array(aty)(context, builder)
        context.populate_array(
            out,
            data=buf,
            shape=[context.get_constant(types.intp, STACK_I64)],
            strides=[context.get_constant(types.intp, 8)],
            itemsize=context.get_constant(types.intp, 8),
            meminfo=None,
        )
        return out._getvalue()

    return sig, codegen


@overload(borrow, inline="always")
def _borrow_impl(a):
    if isinstance(a, types.Array):
        return lambda a: _borrow(a)
    if isinstance(a, types.BaseTuple):
        return lambda a: _borrow_members(a)
    return None


@overload(stack_i64, inline="always")
def _stack_i64_impl():
    return lambda: _stack_i64()
