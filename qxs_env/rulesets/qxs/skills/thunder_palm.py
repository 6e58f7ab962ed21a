"""Hero skill ``thunder_palm`` (``SKILL_THUNDER_PALM``).

Printed as:

- 奔雷手 (文泰来, ``wentailai``; active): Any move you put out may count as 奔雷掌: range
  1, power 1, countering red when attacking.

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
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    virtual_move_usable,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 1)
        g.stk[j, FR_SKILL] = k + 1
        return False
    f = g.sk_param[p, k, 0]
    v = make_virtual(
        g,
        CAT_MOVE,
        f,
        colour_of(g, tb, r, p),
        tb.face_power[f],
        tb.face_range[f],
        tb.face_effect[f],
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
        f = g.sk_param[p, k, 0]
        for j in range(g.hand_n[p]):
            c = g.hand[p, j]
            if tb.face_category[tb.card_face[c]] == CAT_MOVE and virtual_move_usable(
                g,
                tb,
                cfg,
                p,
                f,
                colour_of(g, tb, c, p),
                tb.face_power[f],
                tb.face_range[f],
                dist,
            ):
                return True
        return False
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        return hero_has_colour_in_hand(g, tb, p, 15, True)
    return False
