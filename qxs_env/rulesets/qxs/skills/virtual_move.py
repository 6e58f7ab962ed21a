"""Hero skill ``virtual_move`` (``SKILL_VIRTUAL_MOVE``).

Printed as:

- 胡家刀法 (胡斐, ``hufei``; active): Whenever you need a move, you may put out a yellow or
  white hand card as a skill-less white move of power 1 and range 2.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.legality import (
    internal_reach,
    may_attack,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_untargetable,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if not may_attack(g, tb, cfg, p):
            return False
        if not hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 0], False):
            return False
        reach = max(g.sk_param[p, k, 3], internal_reach(g, tb, p))
        for t in range(cfg[C_PLAYERS]):
            if g.alive[t] and t != p and dist[t] <= reach:
                if not skill_untargetable(g, t, True):
                    return True
        return False
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        return hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 0], False)
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_VMOVE  # noqa: E402

HEURISTIC_ROLE = SR_VMOVE
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
