"""Hero skill ``demand_colour_card`` (``SKILL_DEMAND_COLOUR_CARD``).

Printed as:

- 巧取豪夺 (余沧海, ``yucanghai``; active): Once in your play phase, a character in
  your attack range must give you a card of your hero's colour or take 1 damage
  from you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_Q,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.hero_rules import (
    hero_colour_of,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    FR_SKILL,
    PUR_PAY,
    PUR_SKILL_TARGET,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, skill_reach(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        j = push(g, DEC_HAND, r, p, -1, PUR_PAY, 1 << hero_colour_of(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:
        x = g.stk[i, FR_Q]
        if r >= 0:
            to_hand(g, r, p)
            log(g, EV_TAKE, p, r, x, 0, 0)
        elif g.alive[x]:
            push(g, OP_DAMAGE, p, x, g.sk_param[p, k, 0], -1, -1, 0)
            return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0:
            return False
        reach = skill_reach(g, tb, p)
        for x in range(cfg[C_PLAYERS]):
            if x != p and g.alive[x] and dist[x] <= reach:
                return True
        return False
    return False
