"""Reference-count-free array views for the compiled engine's hot paths.

numba counts references to every array it did not get from a record field: each call of a
compiled function that takes such an array (the game config ``cfg``, a distance table) increments
and later decrements the array's counter with atomic instructions, and LLVM cannot remove the
pair when the callee is not inlined. In the engine's step loop those atomic pairs cost more than
the rules themselves. :func:`borrow` returns a view of the same memory that owns nothing (no
meminfo), so passing it around costs no atomic operation; the caller must keep the original
array alive while the view is used (an argument of the entry point always is) and must never
return the view to Python. :func:`stack_i64` gives a small int64 scratch array on the calling
function's stack (for per-call tables such as the distances), again without any allocation or
reference counting; it must not outlive the function that made it.

Uncompiled (``NUMBA_DISABLE_JIT=1``) both are plain numpy: ``borrow`` returns its argument and
``stack_i64`` a fresh zeroed array, so behaviour is identical.
"""

from __future__ import annotations

import numpy as np
from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.extending import intrinsic, overload

STACK_I64 = 10  # length of a stack_i64() array: one entry per seat (constants.MAX_PLAYERS)


def borrow(a: np.ndarray) -> np.ndarray:
    """A view of ``a`` that owns nothing (compiled); ``a`` itself when uncompiled."""
    return a


def stack_i64() -> np.ndarray:
    """A zeroed int64 array of STACK_I64 entries on the caller's stack (compiled)."""
    return np.zeros(STACK_I64, np.int64)


@intrinsic
def _borrow(typingctx, a):
    sig = a(a)

    def codegen(context, builder, signature, args):
        src = context.make_array(a)(context, builder, value=args[0])
        out = context.make_array(a)(context, builder)
        for name in ("data", "shape", "strides", "itemsize", "nitems"):
            setattr(out, name, getattr(src, name))
        out.meminfo = cgutils.get_null_value(out.meminfo.type)
        out.parent = cgutils.get_null_value(out.parent.type)
        return out._getvalue()

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
    return None


@overload(stack_i64, inline="always")
def _stack_i64_impl():
    return lambda: _stack_i64()
