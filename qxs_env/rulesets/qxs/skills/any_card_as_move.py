"""Hero skill ``any_card_as_move`` (``SKILL_ANY_CARD_AS_MOVE``).

Printed as:

- 杂阿含功 (玄慈, ``xuanci``; active): Whenever you need a move, you may put out any
  hand card as a skill-less move of its colour, power 1 and range 1.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
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
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    DEC_RESPOND,
    EV_CONVERT,
    FR_SKILL,
    PUR_ATTACK,
    PUR_MASS,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # (in the play phase only cards whose move could attack now: flag 4)
        moves = 4 if ctx == DEC_PLAY else 0
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, moves)
        g.stk[j, FR_SKILL] = k + 1
        return False
    v = make_virtual(
        g,
        CAT_MOVE,
        tb.card_face[r],
        colour_of(g, tb, r, p),
        g.sk_param[p, k, 0],
        g.sk_param[p, k, 1],
        EFFECT_NONE,
        r,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        for j in range(g.hand_n[p]):
            c = g.hand[p, j]
            if virtual_move_usable(
                g,
                tb,
                cfg,
                p,
                tb.card_face[c],
                colour_of(g, tb, c, p),
                g.sk_param[p, k, 0],
                g.sk_param[p, k, 1],
                dist,
            ):
                return True
        return False
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        return g.hand_n[p] > 0
    return False
