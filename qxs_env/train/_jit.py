"""``njit_train``: numba's ``njit(cache=True)`` for the training loops, with a cache that cannot
go stale.

The compiled loop of :mod:`qxs_env.train.core` calls the engine (``qxs_env.engine``) and the
heuristic agent (``agents.heuristic``). numba only invalidates a cached function when its own
file changes, so the cache directory is named after the engine's source digest
(``qxs_env.engine.jit.CACHE_DIR``) plus a digest of the agent sources it calls: any edit to
either gives a fresh directory and one recompile, never stale code.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from qxs_env.engine.jit import CACHE_DIR as ENGINE_CACHE_DIR
from qxs_env.engine.jit import SOURCES_DIGEST


def _agent_sources() -> list[Path]:
    import agents
    from agents.framework.jit import sources

    # the training loop calls the heuristic (warm start, hints): every file of its package counts
    return [Path(agents.__file__).resolve().parent / "base.py", *sources()]


def _digest() -> str:
    h = hashlib.sha256(SOURCES_DIGEST.encode())  # the engine's code is linked into these
    for path in _agent_sources():
        h.update(path.name.encode())
        h.update(path.read_bytes() if path.exists() else b"")
    return h.hexdigest()[:12]


CACHE_DIR = str(Path(ENGINE_CACHE_DIR) / f"train-{_digest()}")


def njit_train(fn: Callable[..., Any]) -> Any:
    """``numba.njit(cache=True)(fn)`` with its cache in :data:`CACHE_DIR`, compiled once per
    argument kind like the engine (``agents.framework.jit.njit_in``)."""
    from agents.framework.jit import njit_in

    return njit_in(CACHE_DIR, fn)
