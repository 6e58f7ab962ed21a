"""Hero skill ``immune_move_skills_no_mental`` (``SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL``).

Printed as:

- 逆行经脉 (欧阳锋, ``ouyangfeng``; locked): While you have no mental art equipped, the skills
  printed on opponents' moves do not apply to you.

Its own code here:

- :func:`skill_negates_move_skills`: a rule query the ruleset's rules call:
  逆行经脉 (hero): without a mental art, the skills of moves aimed at t do not apply.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_MENTAL,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_negates_move_skills(g, t):
    """逆行经脉 (hero): without a mental art, the skills of moves aimed at t do not apply."""
    return skill_slot(g, t, SKILL_IMMUNE_MOVE_SKILLS_NO_MENTAL) >= 0 and g.equip[t, SLOT_MENTAL] < 0
