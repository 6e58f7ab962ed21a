"""Card effect ``opposite_gender_power_bonus`` (``EFFECT_OPPOSITE_GENDER_POWER_BONUS``).

Printed on:

- 玉女心经 (``yunvxinjing``, internal): Attack range 2. +1 power when you attack a hero of the
  other gender.

Its code, called by the clash arithmetic (``clash.clash_power``) when the internal art's skill
may aim at the other character (``legality.internal_on``):

- :func:`power_bonus`: the power the art adds to a move of its user's.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.layout import (
    GENDER_NONE,
)


@njit_inlined
def power_bonus(g, tb, p, q, f, attacking):
    """玉女心经 (face f) worn by p, whose move faces q's (-1: none): +param 0 power when p
    attacks and both have a gender, not the same one (skill-less characters have none)."""
    gp = g.gender[p]
    gq = g.gender[q] if q >= 0 else GENDER_NONE
    if attacking and gp != GENDER_NONE and gq != GENDER_NONE and gp != gq:
        return tb.face_param[f, 0]
    return 0
