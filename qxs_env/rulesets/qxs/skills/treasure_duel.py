"""Hero skill ``treasure_duel`` (``SKILL_TREASURE_DUEL``).

Printed as:

- 投其所好 (向问天, ``xiangwentian``; active): Once in your play phase you may give a
  treasure to a character whose hero colour matches it; that character then
  duels (单挑) a character you name, which 看破 cannot stop.

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
    log,
    push,
)
from qxs_env.rulesets.qxs.card_model import (
    make_cardless_virtual,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
    to_hand,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.hero_rules import (
    hero_colour_of,
    sync_stored,
    treasure_duel_colours,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    EV_USE,
    FR_SKILL,
    H_HARM,
    OP_DUEL,
    PUR_SKILL_TARGET,
    PUR_STORED,
    SKT_PASS,
    SKT_SELF,
)
from qxs_env.rulesets.qxs.legality import (
    valid_target,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        cols = treasure_duel_colours(g, tb, cfg, p)
        j = push(g, DEC_HAND, p, -1, -1, PUR_STORED, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # the treasure (on the table now): to whom
        g.stk[i, FR_A0] = r
        ex = 0
        for x in range(cfg[C_PLAYERS]):
            if hero_colour_of(g, tb, x) != tb.card_suit[r]:
                ex |= 1 << x
        j = push(g, DEC_TARGET, p, -1, r, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_A4] = ex
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # A gets it; the duel card (card-less, no 看破); p names B
        to_hand(g, g.stk[i, FR_A0], r)
        log(g, EV_TAKE, r, g.stk[i, FR_A0], p, 0, 0)
        sync_stored(g, p)
        g.stk[i, FR_Q] = r
        v = make_cardless_virtual(g, tb, g.sk_param[p, k, 0])
        g.stk[i, FR_A0] = v
        dist = distances_from(g, tb, cfg, r)
        ex = 1 << r
        for x in range(cfg[C_PLAYERS]):
            if x != r and not valid_target(g, tb, cfg, r, v, x, dist):
                ex |= 1 << x
        j = push(g, DEC_TARGET, p, r, v, PUR_SKILL_TARGET, 99, SKT_SELF | SKT_PASS)
        g.stk[j, FR_A4] = ex
        g.stk[j, FR_SKILL] = k + 1
        return False
    v = g.stk[i, FR_A0]
    if sub == 3 and r >= 0 and g.alive[g.stk[i, FR_Q]]:
        a = g.stk[i, FR_Q]
        log(g, EV_USE, a, v, r, -1, 0)
        if r != a:
            g.hist[a, r, H_HARM] += 1
        push(g, OP_DUEL, a, r, v, r, 0, 0)  # the target plays first
        return False
    to_discard(g, v)  # (the card-less 单挑 ends)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and treasure_duel_colours(g, tb, cfg, p) != 0
    return False
