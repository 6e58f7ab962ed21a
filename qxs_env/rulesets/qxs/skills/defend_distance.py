"""Hero skill ``defend_distance`` (``SKILL_DEFEND_DISTANCE``).

Printed as:

- 四象步法 (胡斐, ``hufei``; locked): Others count their distance to you as 1 more.

The rule: Every other character's distance to its owner is changed by ``amount`` (+1 printed), like
a lightness art (docs/rulings.md, Heroes: "Distances").

The status query ``skills_distance_mods`` (generated in ``skills/dispatch*.py``, asked by
``geometry.distance_modifiers``) adds :func:`distance_mods` for a holder.

Its own code here:

- :func:`distance_mods`: the change to others' distance to the holder.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def distance_mods(g, tb, p, k):
    """四象步法: the (attack, defence) changes to distances from and to p (R-M2): the amount
    (param 0 of slot k) to every other character's distance to p, like a +1 lightness art."""
    return 0, g.sk_param[p, k, 0]


from qxs_env.rulesets.qxs.skill_roles import SR_DEF_DIST  # noqa: E402

HEURISTIC_ROLE = SR_DEF_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
