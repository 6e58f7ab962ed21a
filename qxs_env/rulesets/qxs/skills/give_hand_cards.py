"""Hero skill ``give_hand_cards`` (``SKILL_GIVE_HAND_CARDS``).

Printed as:

- 神功相赠 (无涯子, ``wuyazi``; active): In your play phase you may give any of your
  hand cards to other characters.

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
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    FR_SKILL,
    PUR_PAY,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # the first card (must); later ones may be declined (pass: done)
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub % 2 == 1:
        if r < 0:
            return True
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    to_hand(g, g.stk[i, FR_A0], r)
    log(g, EV_TAKE, r, g.stk[i, FR_A0], p, 0, 0)
    if g.hand_n[p] > 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_PAY, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.hand_n[p] == 0:
            return False
        for x in range(cfg[C_PLAYERS]):
            if x != p and g.alive[x]:
                return True
        return False
    return False
