"""Hero skill ``heal_two_by_colour`` (``SKILL_HEAL_TWO_BY_COLOUR``).

Printed as:

- 神医 (薛慕华, ``xuemuhua``; active): Once in your play phase you may throw away two
  hand cards to give 1 HP to two characters whose hero colours match the two
  cards.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_logged,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.hero_rules import (
    hero_colour_of,
    shenyi_colours,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    FR_SKILL,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    SKT_SELF,
    SKT_WOUNDED,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    n = cfg[C_PLAYERS]
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, shenyi_colours(g, tb, cfg, p, -1), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_A0] = r
        cols = shenyi_colours(g, tb, cfg, p, colour_of(g, tb, r, p))
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # both cards thrown away; the first character
        c1 = g.stk[i, FR_A0]
        a = colour_of(g, tb, c1, p)
        b = colour_of(g, tb, r, p)
        discard_logged(g, c1, p)
        discard_logged(g, r, p)
        g.stk[i, FR_A0] = a + 4 * b
        ex = 0
        for x in range(n):
            ok = False
            if g.alive[x] and g.hp[x] < g.maxhp[x]:
                cx = hero_colour_of(g, tb, x)
                if cx == a or cx == b:
                    other = b if cx == a else a
                    for y in range(n):
                        if y != x and g.alive[y] and g.hp[y] < g.maxhp[y]:
                            if hero_colour_of(g, tb, y) == other:
                                ok = True
            if not ok:
                ex |= 1 << x
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF | SKT_WOUNDED)
        g.stk[j, FR_A4] = ex
        g.stk[j, FR_SKILL] = k + 1
        return False
    a = g.stk[i, FR_A0] & 3
    b = g.stk[i, FR_A0] >> 2
    if sub == 3:  # the second: another wounded character of the other card's colour
        g.stk[i, FR_Q] = r
        other = b if hero_colour_of(g, tb, r) == a else a
        ex = 1 << r
        for y in range(n):
            if hero_colour_of(g, tb, y) != other:
                ex |= 1 << y
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF | SKT_WOUNDED)
        g.stk[j, FR_A4] = ex
        g.stk[j, FR_SKILL] = k + 1
        return False
    heal(g, g.stk[i, FR_Q], g.sk_param[p, k, 0], p)
    heal(g, r, g.sk_param[p, k, 0], p)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and shenyi_colours(g, tb, cfg, p, -1) != 0
    return False
