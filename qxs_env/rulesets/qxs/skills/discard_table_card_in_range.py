"""Hero skill ``discard_table_card_in_range`` (``SKILL_DISCARD_TABLE_CARD_IN_RANGE``).

Printed as:

- 珍珑棋局 (苏星河, ``suxinghe``; active): Once in your play phase you may throw away
  an equipped card of a character in your attack range.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.hero_rules import (
    equipped_in_reach,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    DEC_PLAY,
    DEC_TARGET,
    FR_SKILL,
    H_DESTROY,
    PUR_SKILL_EQUIP,
    PUR_SKILL_TARGET,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        dist = distances_from(g, tb, cfg, p)
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_A4] = ~equipped_in_reach(g, tb, cfg, p, dist) & 1023
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        j = push(g, DEC_PICK, p, r, -1, PUR_SKILL_EQUIP, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        t = g.stk[i, FR_Q]
        discard_card(g, tb, r, t)
        g.hist[p, t, H_DESTROY] += 1
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and equipped_in_reach(g, tb, cfg, p, dist) != 0
    return False
