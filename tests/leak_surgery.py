"""State surgery shared by the leak tests (tests/test_leak.py, tests/test_leak_all_games.py):
changes that keep every invariant (a card's zone, owner and container move together)."""

from __future__ import annotations

from typing import Any

import numpy as np

from qxs_env.engine.layout import Z_DRAW, Z_HAND


def swap_hand_with_draw(g: Any, p: int, rng: np.random.Generator) -> bool:
    """Swap a random hand card of seat p with a random draw-pile card (False: none to swap)."""
    if g.hand_n[p] == 0 or g.n_draw == 0:
        return False
    i = int(rng.integers(g.hand_n[p]))
    j = int(rng.integers(g.n_draw))
    c, d = int(g.hand[p, i]), int(g.draw[j])
    g.hand[p, i], g.draw[j] = d, c
    g.zone[d], g.owner[d] = Z_HAND, p
    g.zone[c], g.owner[c] = Z_DRAW, -1
    return True


def shuffle_draw(g: Any, rng: np.random.Generator) -> bool:
    """Shuffle the draw pile (False: fewer than two cards)."""
    n = int(g.n_draw)
    if n < 2:
        return False
    g.draw[:n] = g.draw[:n][rng.permutation(n)]
    return True
