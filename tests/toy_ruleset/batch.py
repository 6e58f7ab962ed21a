"""The toy game's batch step: the framework's ``vec_step`` (``engine/entry.py``) bound for the
toy (:data:`.rules.BOUND`); ``episode_seed`` is the framework's (``engine.random_streams``)."""

from __future__ import annotations

from qxs_env.engine.random_streams import episode_seed

from .rules import BOUND

vec_step = BOUND.vec_step

__all__ = ["episode_seed", "vec_step"]
