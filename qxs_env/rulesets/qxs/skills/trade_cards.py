"""Hero skill ``trade_cards`` (``SKILL_TRADE_CARDS``).

Printed as:

- 干戈玉帛 (扫地僧, ``saodiseng``; active): Once in your play phase you may give a
  yellow hand card to a character, take one of its cards, and pass that card on
  to another character if you like.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PICK,
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    FR_SKILL,
    H_TAKE,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    PUR_TAKE,
    SKT_PASS,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 1 << g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # the card (on the table): to whom
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # A gets it; p takes one of A's cards
        to_hand(g, g.stk[i, FR_A0], r)
        log(g, EV_TAKE, r, g.stk[i, FR_A0], p, 0, 0)
        g.stk[i, FR_Q] = r
        j = push(g, DEC_PICK, p, r, -1, PUR_TAKE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    a = g.stk[i, FR_Q]
    if sub == 3:  # taken; pass it on to B (not A), or keep it (pass)
        to_hand(g, r, p)
        g.hist[p, a, H_TAKE] += 1
        log(g, EV_TAKE, p, r, a, 0, 0)
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_PASS)
        g.stk[j, FR_A4] = 1 << a
        g.stk[j, FR_SKILL] = k + 1
        return False
    if r >= 0:
        to_hand(g, g.stk[i, FR_A0], r)
        log(g, EV_TAKE, r, g.stk[i, FR_A0], p, 0, 0)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and hero_has_colour_in_hand(
            g, tb, p, 1 << g.sk_param[p, k, 0], False
        )
    return False
