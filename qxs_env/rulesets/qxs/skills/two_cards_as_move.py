"""Hero skill ``two_cards_as_move`` (``SKILL_TWO_CARDS_AS_MOVE``).

Printed as:

- 纯阳无极功 (冲虚道长, ``chongxudaozhang``; active): Whenever you need a move, you may
  put out two hand cards together as one move of power 2 and range 2 in a colour
  you name.

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
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_COLOUR,
    DEC_HAND,
    DEC_PLAY,
    DEC_RESPOND,
    EV_CONVERT,
    FR_SKILL,
    PUR_ATTACK,
    PUR_CONVERT,
    PUR_MASS,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    usable_colours,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    step = sub & 7
    if step == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if step == 1:  # the first card (on the table now), then the second
        g.stk[i, FR_A0] = r
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if step == 2:  # the colour (in the play phase, one the move could attack with)
        g.stk[i, FR_A4] = 3 + 8 * r
        cols = 15
        if ctx == DEC_PLAY:
            cols = usable_colours(
                g, tb, cfg, p, tb.card_face[r], g.sk_param[p, k, 0], g.sk_param[p, k, 1]
            )
        j = push(g, DEC_COLOUR, p, g.stk[i, FR_Q], -1, PUR_CONVERT, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c0 = g.stk[i, FR_A0]
    c1 = sub >> 3
    v = make_virtual(
        g,
        CAT_MOVE,
        tb.card_face[c0],
        r,
        g.sk_param[p, k, 0],
        g.sk_param[p, k, 1],
        EFFECT_NONE,
        c0,
        c1,
    )
    log(g, EV_CONVERT, p, v, -1, 2, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    answering = op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS)
    if g.hand_n[p] < 2:
        return False
    if op == DEC_PLAY:
        f = tb.card_face[g.hand[p, 0]]
        for col in range(4):
            if virtual_move_usable(
                g, tb, cfg, p, f, col, g.sk_param[p, k, 0], g.sk_param[p, k, 1], dist
            ):
                return True
        return False
    return answering
