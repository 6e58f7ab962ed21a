"""Hero skill ``give_move_order_attack`` (``SKILL_GIVE_MOVE_ORDER_ATTACK``).

Printed as:

- 苦头陀 (逍遥二仙, ``xiaoyaoerxian``; active): Once in your play phase you may give a
  move to a character in your range: it must attack you or a character you name
  with it at once, or take 1 damage from you.

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
    OP_DAMAGE,
    Z_HAND,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
    to_proc,
)
from qxs_env.rulesets.qxs.hero_rules import (
    kutoutuo_targets,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    EV_USE,
    FR_SKILL,
    OP_ATTACK,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    SKT_PASS,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    x = g.stk[i, FR_Q]
    if sub == 0:  # the move
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 1)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # to whom (within p's reach)
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, skill_reach(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = g.stk[i, FR_A0]
    if sub == 2:  # X gets it; p names B, whom X could attack with it (pass: nobody)
        g.stk[i, FR_Q] = r
        to_hand(g, c, r)
        log(g, EV_TAKE, r, c, p, 0, 0)
        ex = ~kutoutuo_targets(g, tb, cfg, r, c, p) & 1023
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_PASS)
        g.stk[j, FR_A4] = ex | (1 << p) | (1 << r)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 3:  # X attacks p or B with the card, or refuses (pass)
        m = kutoutuo_targets(g, tb, cfg, x, c, p) & ((1 << p) | ((1 << r) if r >= 0 else 0))
        if g.alive[x] and g.zone[c] == Z_HAND and g.owner[c] == x and m != 0:
            j = push(g, DEC_TARGET, x, p, c, PUR_SKILL_TARGET, 99, SKT_PASS)
            g.stk[j, FR_A4] = ~m & 1023
            g.stk[j, FR_SKILL] = k + 1
            return False
        r = -1
    if sub <= 4:
        if r >= 0 and g.alive[x]:
            to_proc(g, c)
            log(g, EV_USE, x, c, r, -1, 0)
            g.stk[i, FR_A4] = 9  # done once the attack is over
            push(g, OP_ATTACK, x, r, c, -1, 0, 0)
            return False
        if g.alive[x]:
            g.stk[i, FR_A4] = 9
            push(g, OP_DAMAGE, p, x, g.sk_param[p, k, 0], -1, -1, 0)
            return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0 or not hero_has_colour_in_hand(g, tb, p, 15, True):
            return False
        reach = skill_reach(g, tb, p)
        for x in range(cfg[C_PLAYERS]):
            if x != p and g.alive[x] and dist[x] <= reach:
                return True
        return False
    return False
