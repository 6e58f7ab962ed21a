"""Card effect ``empty_hand_damage_bonus`` (``EFFECT_EMPTY_HAND_DAMAGE_BONUS``).

Printed on:

- 五毒掌 (``wuduzhang``, move): If the target holds no hand cards when the damage lands, it
  takes 1 extra.
- 五毒功 (``wudugong``, internal art): Attack range 2. Your moves deal 1 extra damage to a target
  with no hand cards.

Its code, called by ``combat.attack_damage`` (an attack's damage before prevention) for the move
and for the attacker's internal art:

- :func:`damage_bonus`: the extra damage to a target with an empty hand.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def damage_bonus(g, tb, t, f):
    """五毒掌 / 五毒功 (face f): the face's extra damage (param 0) when target t holds no hand
    card, else 0."""
    if g.hand_n[t] == 0:
        return tb.face_param[f, 0]
    return 0
