"""Hero skill ``defend_distance`` (``SKILL_DEFEND_DISTANCE``).

Printed as:

- 四象步法 (胡斐, ``hufei``; locked): Others count their distance to you as 1 more.

The rule: Every other character's distance to its owner is changed by ``amount`` (+1 printed), like
a lightness art (docs/rulings.md, Heroes: "Distances").

The shared query ``skill_distance_mods`` (``skill_queries.py``, asked by
``geometry.lightness_mods``) adds :func:`defence_mod` for a holder.

Its own code here:

- :func:`defence_mod`: the change to others' distance to the holder.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def defence_mod(g, p, k):
    """四象步法: the change to every other character's distance to p (R-M2), the amount (param
    0 of slot k), like a +1 lightness art."""
    return g.sk_param[p, k, 0]


from qxs_env.rulesets.qxs.skill_roles import SR_DEF_DIST  # noqa: E402

HEURISTIC_ROLE = SR_DEF_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
