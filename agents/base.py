"""The interface every agent of qxs_env implements: a batch policy over observations and masks.

A policy chooses actions for many games at once, reading only what the acting seat may know:
its observation vector and its legal-action mask (``qxs_env.rulesets.qxs.obs``, ``layout``). It
never reads the engine state, so it can sit in any seat of any environment.

``act(obs, mask, rows, out)``: for every index ``i`` in ``rows``, write into ``out[i]`` a legal
action for the seat whose observation is ``obs[i]`` and mask ``mask[i]`` (``obs`` float32
(N, obs_size), ``mask`` int8 (N, n_actions), ``rows`` int64 indices, ``out`` int64 (N,)). Rows not
listed are left alone, so a lab can route each game slot to the policy of its acting seat
(per identity or per seat) and call each policy once per step on its rows.

Policies that need randomness keep their own seeded generator (``reset(seed)``), separate from
the games' generators, so changing a policy never changes the deal.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
from numba import njit


class BatchPolicy(Protocol):
    """A policy acting for many game slots at once (see the module docstring)."""

    name: str
    needs_observations: bool

    def reset(self, seed: int) -> None:
        """Reseed the policy's own generator."""

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """Write a legal action for each row in ``rows`` into ``out``."""


@njit(cache=True)
def _random_rows(mask, rows, state, out):
    for r in range(rows.shape[0]):
        i = rows[r]
        row = mask[i]
        cnt = 0
        for k in range(row.shape[0]):
            cnt += row[k] != 0
        x = state[0] + np.uint64(0x9E3779B97F4A7C15)
        state[0] = x
        z = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
        j = np.int64(z % np.uint64(cnt))
        for k in range(row.shape[0]):
            if row[k] != 0:
                if j == 0:
                    out[i] = k
                    break
                j -= 1


class RandomPolicy:
    """Uniformly random legal actions (the baseline every other agent must beat)."""

    name = "random"
    needs_observations = False

    def __init__(self, seed: int = 0) -> None:
        self._state = np.zeros(1, dtype=np.uint64)
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed the policy's generator."""
        self._state[0] = np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ np.uint64(0xA5A5A5A5A5A5A5A5)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A uniformly random legal action for every listed row."""
        _random_rows(mask, rows, self._state, out)
