"""Training trained agents with masked PPO on the batch engine (the ``train`` extra).

Training reads a game only through the ruleset registry (``qxs_env.rulesets.registry``): the
learner's games, the identities, the config class, the heuristic, the observation layout and
the oracle's observation edit are the descriptor's (群侠杀's by default, the shipped agents'
game). 群侠杀's compiled learner loop, which plays its heuristic inside numba, lives beside the
heuristic in :mod:`agents.learner_games` and is named by the descriptor (``learner_games``).

Modules (torch / stable-baselines3 are imported only by the modules that need them):

- :mod:`qxs_env.train.generic`: :func:`~qxs_env.train.generic.learner_games`, the learner's
  games of any game (its compiled loop, or :class:`GenericLearnerGames` in Python);
- :mod:`qxs_env.train.env`: :class:`SingleSeatEnv`, the single-seat gymnasium env, and
  :class:`SingleSeatVectorEnv`, a batch of them as a gymnasium ``VectorEnv`` (no torch);
- :mod:`qxs_env.train.vec_env`: :class:`QxsVecEnv`, the SB3 ``VecEnv`` for ``MaskablePPO``;
- :mod:`qxs_env.train.policy`: checkpoints and :class:`TrainedPolicy` (torch);
- :mod:`qxs_env.train.trainer`: recipes and :func:`train` (``qxs train``), with its pieces in
  ``recipes``, ``inputs`` (the hint, the input columns), ``warmstart``, ``callbacks`` and
  ``messages``;
- :mod:`qxs_env.train.evaluate`: trained vs heuristic win rates (``qxs eval``);
- :mod:`qxs_env.train.oracle`: the heuristic told every hidden identity (``qxs eval --oracle``),
  a yardstick for the value of identity knowledge, not an agent of the game.

Install: ``pip install torch==2.13.0`` (the CPU build; first, or pip pulls a CUDA build), then
``pip install "qxs_env[train]"``. See docs/training.md.
"""

from __future__ import annotations

from typing import Any

TRAIN_INSTALL_HINT = (
    "pip install torch==2.13.0 (CPU build, first), then pip install 'qxs_env[train]'"
)

_LAZY = {
    "GenericLearnerGames": "qxs_env.train.generic",
    "SingleSeatEnv": "qxs_env.train.env",
    "SingleSeatVectorEnv": "qxs_env.train.env",
    "QxsVecEnv": "qxs_env.train.vec_env",
    "TrainedPolicy": "qxs_env.train.policy",
    "CheckpointMismatch": "qxs_env.train.policy",
    "train": "qxs_env.train.trainer",
    "load_recipe": "qxs_env.train.trainer",
    "evaluate": "qxs_env.train.evaluate",
}

__all__ = [*_LAZY, "TRAIN_INSTALL_HINT"]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'qxs_env.train' has no attribute {name!r}")
