"""Hero skill ``hp_distance`` (``SKILL_HP_DISTANCE``).

Printed as:

- 潇湘夜雨 (莫大, ``moda``; locked): With 3 HP or more you attack at 1 less distance; below 3 HP
  others attack you at 1 more.

The rule: At ``min_hp`` HP or more its owner's distance to others is 1 less; below it, others'
distance to its owner is 1 more; both like a lightness art (docs/rulings.md, Heroes, expansion
heroes part a: 潇湘夜雨).

The status query ``skills_distance_mods`` (generated in ``skills/dispatch*.py``, asked by
``geometry.distance_modifiers``) adds :func:`distance_mods` for a holder.

Its own code here:

- :func:`distance_mods`: the (attack, defence) distance changes at the holder's HP.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def distance_mods(g, tb, p, k):
    """潇湘夜雨: the (attack, defence) changes to distances from and to p (R-M2): (-1, 0) while
    p's HP is at least param 0 of slot k, else (0, +1)."""
    if g.hp[p] >= g.sk_param[p, k, 0]:
        return -1, 0
    return 0, 1


from qxs_env.rulesets.qxs.skill_roles import SR_HP_DIST  # noqa: E402

HEURISTIC_ROLE = SR_HP_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
