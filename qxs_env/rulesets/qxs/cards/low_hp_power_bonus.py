"""Card effect ``low_hp_power_bonus`` (``EFFECT_LOW_HP_POWER_BONUS``).

Printed on:

- 黯然销魂掌 (``anranxiaohunzhang``, move): Attacking or defending with it while you are at 2 HP
  or less, it has +1 power.

Its code, called by the clash arithmetic (``clash.clash_power``) when the move's skill acts
(attacking or defending: ``card_rules.move_skill_on``):

- :func:`power_bonus`: the power the move gets at its user's HP.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def power_bonus(g, tb, p, f):
    """黯然销魂掌 (face f) put out by p: the face's amount (param 1) while p's HP is at most
    param 0, else 0 (R-M4's power)."""
    if g.hp[p] <= tb.face_param[f, 0]:
        return tb.face_param[f, 1]
    return 0
