"""Hero skill ``medicine_as_move`` (``SKILL_MEDICINE_AS_MOVE``).

Printed as:

- 苦海无边 (空见神僧, ``kongjianshenseng``; locked): Your medicine cards count as moves
  of power 2 and range 2 in a colour you name.

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
    CAT_MEDICINE,
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
    hand_card_of_category,
    usable_colours,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 8)
        g.stk[j, FR_A4] = 1 << CAT_MEDICINE
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_A0] = r
        cols = 15
        if ctx == DEC_PLAY:
            cols = usable_colours(
                g, tb, cfg, p, tb.card_face[r], g.sk_param[p, k, 0], g.sk_param[p, k, 1]
            )
        j = push(g, DEC_COLOUR, p, g.stk[i, FR_Q], -1, PUR_CONVERT, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = g.stk[i, FR_A0]
    v = make_virtual(
        g,
        CAT_MOVE,
        tb.card_face[c],
        r,
        g.sk_param[p, k, 0],
        g.sk_param[p, k, 1],
        EFFECT_NONE,
        c,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    answering = op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS)
    c = hand_card_of_category(g, tb, p, CAT_MEDICINE)
    if c < 0:
        return False
    if op == DEC_PLAY:
        return (
            usable_colours(g, tb, cfg, p, tb.card_face[c], g.sk_param[p, k, 0], g.sk_param[p, k, 1])
            != 0
        )
    return answering
