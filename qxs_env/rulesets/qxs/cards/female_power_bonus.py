"""Card effect ``female_power_bonus`` (``EFFECT_FEMALE_POWER_BONUS``).

Printed on:

- 越女剑法 (``yuenvjianfa``, move): +1 power when a female hero attacks with it.

Its code, called by the clash arithmetic (``clash.clash_power``) when the move's skill acts
(attacking: ``card_rules.move_skill_on``, R-M7):

- :func:`power_bonus`: the power the move gets from its user's gender.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.layout import (
    GENDER_FEMALE,
)


@njit_inlined
def power_bonus(g, tb, p, f):
    """越女剑法 (face f) put out by p: the face's amount (param 0) when p is female, else 0
    (R-M4's power)."""
    if g.gender[p] == GENDER_FEMALE:
        return tb.face_param[f, 0]
    return 0
