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
- :func:`keyed_value` ``(seed, stream, key)`` and :func:`keyed_sort` ``(items, n, keys, seed,
  stream)``: the *keyed* shuffle of a game that turns on its config's ``C_KEYED_DEAL`` (default
  off). Every thing shuffled (a physical card, a hero of the pool) draws a 64-bit value of its own
  from the game's seed and its own key, and the things are put in the order of their values: a
  uniform random order, like a Fisher-Yates shuffle, but one in which a thing added or taken away
  leaves the others in the same order. Two decks one card apart deal the same cards in the same
  order but that card; a pool less one hero offers the others in the same order. It draws
  nothing from the game's generator (``state.rng``), so what follows the deal draws the same
  numbers too. The lab turns it on for every arm when it compares decks or hero pools
  (``qxs compare``, ``qxs sensitivity``, ``qxs balance``), so that their paired differences
  measure the change rather than a new deal.
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


KEYED_DECK = 1
"""Stream of :func:`keyed_value` that orders a game's deck (keys: each physical card's)."""

KEYED_HEROES = 2
"""Stream of :func:`keyed_value` that orders a game's hero pool (keys: the heroes' indices)."""


@njit_cached
def _mix64(z):
    """splitmix64's finaliser: a bijection of uint64 that scatters every input bit."""
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit_cached
def keyed_value(seed, stream, key):
    """The uint64 value of ``key`` (a non-negative int identifying one thing shuffled) in
    ``stream`` (:data:`KEYED_DECK`, :data:`KEYED_HEROES`) of the game seeded ``seed``: a hash of
    the three, so every key gets an independent uniform value, the same whatever else is keyed."""
    z = _mix64(np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(stream))
    return _mix64(z ^ (np.uint64(key) * np.uint64(0xD1B54A32D192ED03) + np.uint64(1)))


@njit_cached
def keyed_sort(items, n, keys, seed, stream):
    """Put ``items[:n]`` in ascending order of :func:`keyed_value` of their ``keys[:n]``
    (``keys[j]`` identifies ``items[j]``; two items with the same key keep their order): the
    keyed shuffle. An insertion sort: a deck of 200 cards once per game."""
    values = np.empty(n, np.uint64)
    for j in range(n):
        values[j] = keyed_value(seed, stream, keys[j])
    for j in range(1, n):
        v = values[j]
        item = items[j]
        i = j - 1
        while i >= 0 and values[i] > v:
            values[i + 1] = values[i]
            items[i + 1] = items[i]
            i -= 1
        values[i + 1] = v
        items[i + 1] = item
