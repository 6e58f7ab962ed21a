"""Hero skill ``fixed_attack_range`` (``SKILL_FIXED_ATTACK_RANGE``).

Printed as:

- 顶天立地 (阳顶天, ``yangdingtian``; locked): Your moves all have attack range 6.

Its own code here:

- :func:`skill_fixed_range`: a rule query the ruleset's rules call: 顶天立地:
  every move p puts out has the skill's attack range (ruling: it replaces the move's printed
  range; an internal art's longer range would still count).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_FIXED_ATTACK_RANGE,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_fixed_range(g, p, r):
    """顶天立地: every move p puts out has the skill's attack range (ruling: it replaces the
    move's printed range; an internal art's longer range would still count)."""
    k = skill_slot(g, p, SKILL_FIXED_ATTACK_RANGE)
    if k >= 0 and r < g.sk_param[p, k, 0]:
        return g.sk_param[p, k, 0]
    return r
