"""Card effect ``draw`` (``EFFECT_DRAW``).

Printed on:

- 掌门信物 (``zhangmenxinwu``, strategy): Draw 2 cards.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t draws the face's number of cards
- :func:`usable`: Always usable
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.zones import (
    draw_cards,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t draws the face's number of cards."""
    draw_cards(g, t, tb.face_param[f, 0])
    return True


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Always usable."""
    return True
