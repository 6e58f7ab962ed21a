"""Card effect ``link_pair`` (``EFFECT_LINK_PAIR``).

Printed on:

- 阴阳和合散 (``yinyanghehesan``, poison): Link two characters who differ in gender or
  alignment (the 和合 status); or discard it to draw 1 card.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used: confirm to use it on two characters (op_use stage 11), or recast it
- :func:`step`: op_use stages 11 (use or recast), 12 (the second target chosen), 14 (the next of
  the two targets: its cancel window; A2 counts the targets done) and 15 (not cancelled: linked)
- :func:`valid_target`: A first target: a character with a possible partner
- :func:`valid_second`: The second target x: a partner the first may be linked with
- :func:`usable`: Always usable: it can always be recast

and by the legal actions of its confirmation (``mask.mask_confirm``):

- :func:`may_use_on_pair`: whether "yes" (use it on two characters) may be answered
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A2,
    FR_A4,
    FR_Q,
    FR_R,
    FR_ST,
    OP_CANCEL,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.layout import (
    CANCEL_POISON,
    DEC_CONFIRM,
    DEC_TARGET,
    EV_RECAST,
    EV_STATUS,
    EV_USE,
    H_HARM,
    PUR_CARD,
    ST_LINKED,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.legality import (
    can_link,
    has_link_partner,
    link_possible,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    became_poisoned,
    poisoned_before,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used: confirm to use it on two characters (op_use stage 11), or recast it."""
    g.stk[i, FR_ST] = 11
    push(g, DEC_CONFIRM, p, -1, c, -1, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stages 11 (use or recast), 12 (the second target chosen), 14 (the next of the
    two targets: its cancel window; A2 counts the targets done) and 15 (not cancelled: linked)."""
    if st == 11:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_ST] = 2
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:  # recast (重制): discard it and draw
            log(g, EV_RECAST, p, c, 0, 0, 0)
            to_discard(g, c)
            draw_cards(g, p, tb.face_param[f, 1])
            pop(g)
    elif st == 12:
        t = g.stk[i, FR_Q]
        v = g.stk[i, FR_R]
        g.stk[i, FR_A4] = v
        log(g, EV_USE, p, c, t, v, 0)
        for x in (t, v):
            if x != p:
                g.hist[p, x, H_HARM] += 1
        g.stk[i, FR_A2] = 0
        g.stk[i, FR_ST] = 14
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 14:
        k = g.stk[i, FR_A2]
        if k >= 2:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_A2] = k + 1
        x = g.stk[i, FR_Q] if k == 0 else g.stk[i, FR_A4]
        if not g.alive[x]:
            return
        g.stk[i, FR_ST] = 15
        push(g, OP_CANCEL, -1, x, c, CANCEL_POISON, 0, 0)
    else:  # 15
        x = g.stk[i, FR_Q] if g.stk[i, FR_A2] == 1 else g.stk[i, FR_A4]
        g.stk[i, FR_ST] = 14
        if g.stk[i, FR_R] != 1 and g.alive[x] and not g.linked[x]:
            was = poisoned_before(g, tb, x)  # (王难姑)
            g.linked[x] = True
            log(g, EV_STATUS, x, ST_LINKED, 1, p, 0)
            became_poisoned(g, tb, x, was)


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """A first target: a character with a possible partner."""
    return has_link_partner(g, cfg, t)


@njit_inlined
def valid_second(g, tb, cfg, c, first, x):
    """The second target x: a partner the first may be linked with."""
    return can_link(g, first, x)


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Always usable: it can always be recast."""
    return True


@njit_inlined
def may_use_on_pair(g, cfg):
    """Its confirmation (op_use stage 11): "yes" uses it on two characters, so it is legal only
    while some pair may be linked (else it can only be recast)."""
    return link_possible(g, cfg)
