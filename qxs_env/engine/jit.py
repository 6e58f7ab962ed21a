"""``njit_cached``: numba's ``njit(cache=True)`` with a cache that cannot go stale.

numba invalidates a cached function only when *its own* source file changes. The engine's
functions call each other across modules (``batch.py`` and ``obs.py`` call ``core.py``, which
reads constants from ``layout.py``), so after an edit to ``core.py`` the cached ``batch.vec_step``
would still run the old rules. Every compiled function of qxs_env is therefore cached in a
directory named after a digest of all the sources that compiled code depends on: any edit to any
of them means a fresh directory and a fresh compile (once), never stale code. Directories of
other versions are removed once unused for a day.

The cache lives in ``qxs_env/__pycache__/numba-<digest>`` when the package directory is writable,
else in ``$XDG_CACHE_HOME/qxs_env`` (``~/.cache/qxs_env``); a ``NUMBA_CACHE_DIR`` set by the user
is used as the base instead. numba's global setting is changed only while a function is being
decorated, so other libraries' caches are untouched.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numba
from numba.core import sigutils
from numba.core import types as nbtypes

_PKG = Path(__file__).resolve().parent.parent
_PREFIX = "numba-"


def _sources() -> list[Path]:
    """Every source file compiled code of qxs_env may depend on."""
    files = sorted((_PKG / "engine").glob("*.py"))
    files += [_PKG / "constants.py", _PKG / "content" / "effects.py"]
    files += [_PKG / "content" / "skills.py"]
    files += [_PKG / "invariants.py", _PKG / "fuzz.py"]
    return files


def _digest() -> str:
    h = hashlib.sha256(numba.__version__.encode())
    for path in _sources():
        h.update(path.name.encode())
        h.update(path.read_bytes() if path.exists() else b"")
    return h.hexdigest()[:16]


def _writable(path: Path) -> bool:
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
        return True
    except OSError:
        return False


def _cache_dir() -> str:
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        base = Path(user) / "qxs_env"
    elif _writable(_PKG / "__pycache__"):
        base = _PKG / "__pycache__"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "qxs_env"
    here = base / f"{_PREFIX}{_digest()}"
    try:
        for old in base.glob(f"{_PREFIX}*"):
            if old != here and old.is_dir() and time.time() - old.stat().st_mtime > 86400:
                shutil.rmtree(old, ignore_errors=True)
    except OSError:
        pass
    return str(here)


CACHE_DIR = _cache_dir()


def general_type(t: Any) -> Any:
    """The argument type a rules function is compiled for when called with a value of type *t*.

    numba compiles a separate copy of a function for every distinct tuple of argument types it
    is called with, and a constant argument has its own type per value (``Literal[int](18)``).
    The engine passes event and operation codes as constants and small-integer record fields
    (int8, int16, int32) as arguments, so ``push`` was compiled 210 times and ``fire`` (with
    every trigger and skill under it) 26 times: about half of the cold compile. Constants are
    typed as their plain type and signed integers narrower than 64 bits as int64, so each
    function is compiled once per argument *kind*. Unsigned integers (the random generator's
    uint64 state) keep their type: their arithmetic wraps differently.
    """
    t = nbtypes.unliteral(t)
    if isinstance(t, nbtypes.Integer) and t.signed and t.bitwidth < 64:
        return nbtypes.int64
    return t


def _compile_general(dispatcher: Any) -> None:
    """Make *dispatcher* compile the :func:`general_type` of the argument types it is asked for;
    calls with narrower types then resolve to that compiled version by numba's safe conversions."""
    compile_exact = dispatcher.compile

    def compile(sig: Any) -> Any:
        args, return_type = sigutils.normalize_signature(sig)
        general = tuple(general_type(a) for a in args)
        return compile_exact(general if return_type is None else return_type(*general))

    dispatcher.compile = compile


def njit_cached(fn: Callable[..., Any]) -> Any:
    """``numba.njit(cache=True)(fn)`` with its cache in :data:`CACHE_DIR`, compiled once per
    argument kind (:func:`general_type`)."""
    saved = numba.config.CACHE_DIR
    numba.config.CACHE_DIR = CACHE_DIR
    try:
        dispatcher = numba.njit(cache=True)(fn)
    finally:
        numba.config.CACHE_DIR = saved
    if hasattr(dispatcher, "overloads"):  # not under NUMBA_DISABLE_JIT=1
        _compile_general(dispatcher)
    return dispatcher
