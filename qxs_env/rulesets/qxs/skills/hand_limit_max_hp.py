"""Hero skill ``hand_limit_max_hp`` (``SKILL_HAND_LIMIT_MAX_HP``).

Printed as:

- 星宿老怪 (丁春秋, ``dingchunqiu``; locked): Your hand limit is your max HP, not your current
  HP.

Its own code here:

- :func:`hand_limit`: a rule query the ruleset's rules call: R-T5 hand limit:
  the HP, or the max HP with 星宿老怪; + 1 per treasure (搜罗至宝).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_HAND_LIMIT_MAX_HP,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)
from qxs_env.rulesets.qxs.skills.treasure_cards import skill_treasures


@njit_cached
def hand_limit(g, p):
    """R-T5 hand limit: the HP, or the max HP with 星宿老怪; + 1 per treasure (搜罗至宝)."""
    extra = skill_treasures(g, p)
    if skill_slot(g, p, SKILL_HAND_LIMIT_MAX_HP) >= 0:
        return max(g.maxhp[p], 0) + extra
    return max(g.hp[p], 0) + extra
