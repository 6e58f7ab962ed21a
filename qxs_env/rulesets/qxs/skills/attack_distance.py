"""Hero skill ``attack_distance`` (``SKILL_ATTACK_DISTANCE``).

Printed as:

- 水上飘 (裘千仞, ``qiuqianren``; locked): Your distance to the characters you attack is 1 less
  (never below 1).

The rule: Its owner's distance to every other character is changed by ``amount`` (-1 printed), like
a lightness art, never below 1 in total (docs/rulings.md, Heroes: "Distances").

The status query ``skills_distance_mods`` (generated in ``skills/dispatch*.py``, asked by
``geometry.distance_modifiers``) adds :func:`distance_mods` for a holder.

Its own code here:

- :func:`distance_mods`: the change to the holder's distance to others.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def distance_mods(g, tb, p, k):
    """水上飘: the (attack, defence) changes to distances from and to p (R-M2): the amount
    (param 0 of slot k) to p's distance to every other character, like a -1 lightness art."""
    return g.sk_param[p, k, 0], 0


from qxs_env.rulesets.qxs.skill_roles import SR_ATT_DIST  # noqa: E402

HEURISTIC_ROLE = SR_ATT_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
