"""Card effect ``after_damage_draw`` (``EFFECT_AFTER_DAMAGE_DRAW``).

Printed on:

- 九阴白骨爪 (``jiuyinbaiguzhua``, move): After it deals damage, draw 2 cards.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the attacker draws the face's number of cards
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.zones import (
    draw_cards,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the attacker draws the face's number of cards."""
    draw_cards(g, p, tb.face_param[f, 0])
