"""Hero skill ``untargetable_by_colour`` (``SKILL_UNTARGETABLE_BY_COLOUR``).

Printed as:

- 剑家 (独孤求败, ``duguqiubai``; locked): You cannot be attacked with white (速) moves.
- 弃剑 (逍遥二仙, ``xiaoyaoerxian``; locked): You cannot use white moves, and others cannot aim
  white moves at you.

Its own code here:

- :func:`skill_banned_colours`: a rule query the ruleset's rules call: 弃剑
  (untargetable_by_colour with ``self_too``): bitmask of the move colours p may not use (attack
  or answer with).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_UNTARGETABLE_BY_COLOUR,
)
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
)


@njit_cached
def skill_banned_colours(g, p):
    """弃剑 (untargetable_by_colour with ``self_too``): bitmask of the move colours p may not
    use (attack or answer with)."""
    m = 0
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_UNTARGETABLE_BY_COLOUR and g.sk_param[p, k, 1] != 0:
            m |= 1 << g.sk_param[p, k, 0]
    return m


from qxs_env.rulesets.qxs.skill_roles import SR_UNTARGET_COL  # noqa: E402

HEURISTIC_ROLE = SR_UNTARGET_COL
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
