"""八卦陣 (eight trigrams), S-CARD-BAGUA, ruling S-OPEN-34: armour. When its owner is asked for a
閃 (against 殺 or 萬箭齊發), it may judge first (``DEC_ARMOUR``: yes or pass; the card
request's alternative, ``procedures.request_alternative``): a red judgement card stands in for
the 閃; otherwise, or when it declines, it is asked for a 閃 from its hand as usual. It is
judged once per 閃 asked. Equipped like any equipment (``card_steps.equip_self``)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_P, FR_Q, FR_R, FR_ST, OP_JUDGEMENT
from qxs_env.engine.patterns import card_matches
from qxs_env.engine.stack import log, push, ret

from ..layout import DEC_ARMOUR, EV_ARMOUR_DODGE, F_BAGUA, OP_BAGUA, SLOT_ARMOUR
from ..tables import RED_PATTERN


@njit_inlined
def usable(g, tb, cfg, p):
    return True


@njit_inlined
def worn(g, tb, p):
    """The 八卦陣 seat ``p`` wears, or -1."""
    a = g.equip[p, SLOT_ARMOUR]
    return a if a >= 0 and tb.card_face[a] == F_BAGUA else -1


@njit_inlined
def stand_in(g, tb, i):
    """Before seat ``FR_P`` of request ``i`` is asked for a 閃: True when its 八卦陣 may stand in
    (the ``OP_BAGUA`` frame pushed)."""
    p = g.stk[i, FR_P]
    a = worn(g, tb, p)
    if a < 0:
        return False
    push(g, OP_BAGUA, p, g.stk[i, FR_Q], a, 0, 0, 0)
    return True


@njit_inlined
def judge_step(g, tb, cfg, i):
    """The ``OP_BAGUA`` frame: ask the owner (stage 0), judge (stage 1), hand the request 1 for a
    red card, else 0 (stage 2)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_ARMOUR, p, g.stk[i, FR_Q], g.stk[i, FR_A0], 0, 0, 0)
    elif st == 1:
        if g.stk[i, FR_R] != 1:
            ret(g, 0)
            return
        g.stk[i, FR_ST] = 2
        push(g, OP_JUDGEMENT, p, -1, g.stk[i, FR_A0], -1, 0, 0)
    else:
        c = g.stk[i, FR_R]
        red = c >= 0 and card_matches(g, tb, c, RED_PATTERN)
        if red:
            log(g, EV_ARMOUR_DODGE, p, c, 0, 0, 0)
        ret(g, 1 if red else 0)
