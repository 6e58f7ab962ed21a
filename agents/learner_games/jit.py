"""``njit_train``: numba's ``njit(cache=True)`` for 群侠杀's learner loop, with a cache that
cannot go stale.

The compiled loop of :mod:`agents.learner_games.loop` calls the engine (``qxs_env.engine`` and
the 群侠杀 ruleset, ``qxs_env.rulesets.qxs``) and the heuristic agent (``agents.heuristic``).
numba only invalidates a cached function when its own file changes, so the cache directory is
named after the engine's source digest (``qxs_env.engine.jit.SOURCES_DIGEST``, every ruleset's
sources included) plus a digest of the agent sources it calls and of this package's own files:
any edit to either gives a fresh directory and one recompile, never stale code. The directory
is ``train-<digest>`` beside the engine's cache (``qxs_env.engine.jit.CACHE_DIR``), where the
engine's pruning leaves it for a week (``qxs_env.engine.cache_stamps.prune_orphans``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from agents.framework.jit import njit_in, sources
from qxs_env.engine.jit import CACHE_DIR as ENGINE_CACHE_DIR
from qxs_env.engine.jit import SOURCES_DIGEST

_HERE = Path(__file__).resolve().parent


def _agent_sources() -> list[Path]:
    """The agents' files the compiled loop may call: the agents' base, the agents' framework
    and the heuristic (:func:`agents.framework.jit.sources`), and this package."""
    return [_HERE.parent / "base.py", *sources(), *sorted(_HERE.glob("*.py"))]


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
    return njit_in(CACHE_DIR, fn)
