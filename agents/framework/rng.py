"""The policy's own random numbers: a splitmix64 generator over a one-element ``uint64`` state
that the policy object owns and reseeds (``reset(seed)``), apart from the games' generators, so
that changing a policy never changes a deal.

Nothing here depends on a ruleset: any heuristic breaks ties at random (:func:`jitter`) and
falls back to a random legal action when its rules find none (:func:`random_legal`).
"""

from __future__ import annotations

import numpy as np

from agents.framework.jit import njit_cached


@njit_cached
def rand(state):
    """The next 64 random bits of the generator ``state`` (``uint64[1]``, advanced in place)."""
    x = state[0] + np.uint64(0x9E3779B97F4A7C15)
    state[0] = x
    z = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit_cached
def random_legal(row, state):
    """A uniformly random index of a non-zero entry of the mask ``row`` (-1 when none): the
    fallback when the rules' choice is not legal."""
    cnt = 0
    for k in range(row.shape[0]):
        cnt += row[k] != 0
    if cnt == 0:
        return -1
    j = np.int64(rand(state) % np.uint64(cnt))
    for k in range(row.shape[0]):
        if row[k] != 0:
            if j == 0:
                return k
            j -= 1
    return -1


@njit_cached
def jitter(state):
    """A small random number in [0, 0.01): added to the values of equal choices so that ties
    are broken at random (the first version of the heuristic took the first seat in turn
    order)."""
    return float(rand(state) >> np.uint64(11)) * (0.01 / 9007199254740992.0)
