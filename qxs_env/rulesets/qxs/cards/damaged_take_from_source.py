"""Card effect ``damaged_take_from_source`` (``EFFECT_DAMAGED_TAKE_FROM_SOURCE``).

Printed on:

- 北冥神功 (``beiminshengong``, mental art): Each time you are damaged you may take one card from
  whoever caused it.

Its code, called by the optional equipment trigger's frame (``triggers.op_trigger``, after
damage):

- :func:`source_has_cards`: stage 0, is it worth asking (a living source with cards).
- :func:`accept`: stage 1, the owner accepted: the number of cards to take.
- :func:`take_step`: stages 30-31, take the source's cards one by one.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A3,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.help_history import note_clear
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    EV_TAKE,
    H_TAKE,
    PUR_TAKE,
)


@njit_inlined
def source_has_cards(g, q):
    """北冥神功: is the source q a living seat with a card (hand, equipment or judgement)?"""
    return q >= 0 and g.alive[q] and count_cards(g, q) > 0


@njit_inlined
def accept(g, tb, i, f):
    """北冥神功 (face f) accepted in trigger frame i: the face's number of cards (param 0) to
    take, counted down in FR_A3, from stage 30."""
    g.stk[i, FR_A3] = tb.face_param[f, 0]
    g.stk[i, FR_ST] = 30


@njit_inlined
def take_step(g, i, p, q, c, st):
    """北冥神功, stage ``st`` of trigger frame i: 30, while cards are owed and the source q has
    some, ask p for one (hand blind, equipment, judgement; stage 31); 31, p takes that card
    (a delayed card taken out of q's judgement area counts as help) and goes back to 30."""
    if st == 30:
        if g.stk[i, FR_A3] > 0 and g.alive[q] and count_cards(g, q) > 0:
            g.stk[i, FR_A3] -= 1
            g.stk[i, FR_ST] = 31
            push(g, DEC_PICK, p, q, c, PUR_TAKE, 0, 0)
        else:
            pop(g)
    else:
        k = g.stk[i, FR_R]
        note_clear(g, p, q, k)  # (a delayed card taken out of q's judgement area: help)
        to_hand(g, k, p)
        g.hist[p, q, H_TAKE] += 1
        log(g, EV_TAKE, p, k, q, 0, 0)
        g.stk[i, FR_ST] = 30
