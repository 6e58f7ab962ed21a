"""Random streams every game and tool shares: the seed of a slot's k-th game and a uniform
random legal policy.

- :func:`episode_seed` ``(base, slot, k) -> seed``: the seed of the k-th game played in slot
  ``slot`` of a batch seeded with ``base`` (a splitmix64 hash, so every triple gets an
  independent stream). The environments, the lab and the training loops deal game k from it, so
  a game's deal depends on its own seed only, whatever the batch size.
- :func:`rng_next` ``(state, i)``: the next 64-bit draw of stream ``i`` of a ``uint64`` array of
  stream states (splitmix64), for policies and tools whose randomness stays apart from the
  games' own generators (an agent never disturbs the game's randomness).
- :func:`random_actions` ``(mask, state, out)``: a uniformly random legal action per row of a
  0/1 mask, each row drawing from its own stream.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import njit_cached


@njit_cached
def episode_seed(base, game, episode):
    """Seed of the ``episode``-th game played in slot ``game`` of a batch seeded with ``base``:
    a splitmix64 hash, so every (base, game, episode) gets an independent stream."""
    z = np.uint64(base) * np.uint64(0x9E3779B97F4A7C15)
    z ^= np.uint64(game) * np.uint64(0xBF58476D1CE4E5B9) + np.uint64(episode)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return np.int64(z >> np.uint64(1))


@njit_cached
def rng_next(state, i):
    """The next draw of stream ``i`` of ``state`` (uint64 per stream; splitmix64)."""
    x = state[i] + np.uint64(0x9E3779B97F4A7C15)
    state[i] = x
    z = x
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit_cached
def random_actions(mask, rng_state, out):
    """A uniformly random legal action per row of ``mask`` (rows with no legal action: -1)."""
    for b in range(mask.shape[0]):
        row = mask[b]
        cnt = 0
        for k in range(row.shape[0]):
            cnt += row[k] != 0
        if cnt == 0:
            out[b] = -1
            continue
        j = np.int64(rng_next(rng_state, b) % np.uint64(cnt))
        for k in range(row.shape[0]):
            if row[k] != 0:
                if j == 0:
                    out[b] = k
                    break
                j -= 1
