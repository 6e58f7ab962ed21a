"""Hero skill ``attack_distance`` (``SKILL_ATTACK_DISTANCE``).

Printed as:

- 水上飘 (裘千仞, ``qiuqianren``; locked): Your distance to the characters you attack is 1 less
  (never below 1).

The rule: Its owner's distance to every other character is changed by ``amount`` (-1 printed), like
a lightness art, never below 1 in total (docs/rulings.md, Heroes: "Distances").

The shared query ``skill_distance_mods`` (``skill_queries.py``, asked by
``geometry.lightness_mods``) adds :func:`attack_mod` for a holder.

Its own code here:

- :func:`attack_mod`: the change to the holder's distance to others.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def attack_mod(g, p, k):
    """水上飘: the change to p's distance to every other character (R-M2), the amount (param 0
    of slot k), like a -1 lightness art."""
    return g.sk_param[p, k, 0]


from qxs_env.rulesets.qxs.skill_roles import SR_ATT_DIST  # noqa: E402

HEURISTIC_ROLE = SR_ATT_DIST
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
