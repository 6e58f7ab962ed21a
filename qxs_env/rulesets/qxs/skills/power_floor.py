"""Hero skill ``power_floor`` (``SKILL_POWER_FLOOR``).

Printed as:

- 北侠 (郭靖, ``guojing``; locked): Your yellow (气) moves count a printed power below 2 as 2.
- 龙象般若功 (金轮法王, ``jinlunfawang``; locked): Your red (力) moves count a printed power
  below 2 as 2.
- 天鹰教主 (殷天正, ``yintianzheng``; locked): Your blue (技) moves count a printed power below
  2 as 2.
- 辟邪剑法 (岳不群, ``yubuqun``; locked): Your white (速) moves count a printed power below 2 as
  2.
- 辟邪剑法 (林平之, ``linpingzhi``; locked): Your white (速) moves count a printed power below 2
  as 2.

Its own code here:

- :func:`skill_base_power`: a rule query the ruleset's rules call: Printed
  power of p's move of colour ``col`` after floors (北侠, 龙象般若功, 天鹰教主, 辟邪剑法:
  ruling: the floor applies to the printed power, before any bonus).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_POWER_FLOOR,
)
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
)


@njit_cached
def skill_base_power(g, p, col, pw):
    """Printed power of p's move of colour ``col`` after floors (北侠, 龙象般若功, 天鹰教主,
    辟邪剑法: ruling: the floor applies to the printed power, before any bonus)."""
    if p < 0:
        return pw
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_POWER_FLOOR and g.sk_param[p, k, 0] == col:
            if pw < g.sk_param[p, k, 1]:
                pw = g.sk_param[p, k, 1]
    return pw


from qxs_env.rulesets.qxs.skill_roles import SR_FLOOR  # noqa: E402

HEURISTIC_ROLE = SR_FLOOR
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
