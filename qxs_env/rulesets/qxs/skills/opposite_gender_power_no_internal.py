"""Hero skill ``opposite_gender_power_no_internal`` (``SKILL_OPPOSITE_GENDER_POWER_NO_INTERNAL``).

Printed as:

- 玉女心经 (小龙女, ``xiaolongnv``; locked): While you have no internal art equipped, your attacks
  on characters of the other gender get +1 power.

The rule: While its owner has no internal art equipped, its attacks on a character of the other
gender get +``amount`` power; a character without a gender (heroes off) is never of the other gender
(docs/rulings.md, Heroes: 玉女心经).

The status query ``skills_power_bonus`` (generated in ``skills/dispatch*.py``, asked by
``clash.clash_power``) adds :func:`power_bonus` for a holder.

Its own code here:

- :func:`power_bonus`: the power the holder's move against one character gets.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
)


@njit_inlined
def power_bonus(g, tb, p, q, col, attacking, k):
    """玉女心经: the power added to p's move against q (R-M4): the amount (param 0 of slot k)
    when p attacks q, q is of the other gender (both have one) and p has no internal art
    equipped; else 0."""
    if not attacking or q < 0:
        return 0
    gp = g.gender[p]
    gq = g.gender[q]
    if g.equip[p, SLOT_INTERNAL] < 0 and gp != 0 and gq != 0 and gp != gq:
        return g.sk_param[p, k, 0]
    return 0


from qxs_env.rulesets.qxs.skill_roles import SR_OTHERGENDER  # noqa: E402

HEURISTIC_ROLE = SR_OTHERGENDER
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
