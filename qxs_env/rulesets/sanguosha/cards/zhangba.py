"""丈八蛇矛 (serpent spear), S-CARD-ZHANGBA, rulings S-OPEN-15, S-OPEN-28: a weapon, range 3
(equipped like any equipment, ``card_steps.equip_self``). Its owner may use or play any two of
its hand cards together as one 殺 (S-USE-3): a converted card, the framework's virtual card
(``engine.cards.make_virtual``) made of the two, which lie on the table while it resolves and go
to the discard pile with it (``moves.table_to_discard``).

The power is offered (ruling S-OPEN-28: never automatic) as the equipped spear's own card
action, which no other decision allows: in the owner's play phase (``DEC_PLAY``) while it holds
two hand cards and may use a 殺 (the limit, a seat in range that no skill shields:
``decisions.playable``), and when it is asked for a 殺 (``DEC_REQUEST``: 決鬥, 南蠻入侵) while
it holds two hand cards. Chosen, the owner picks the two cards (the framework's ``OP_SELECT``:
two ``DEC_SELECT`` of a hand card, ``SELECT_SPEAR``), then aims the 殺 (``DEC_TARGET``) or
gives it to the request.

The converted 殺 (ruling S-OPEN-15): its colour is its two cards' when they share one, else it
has none; it has no rank. The ruling gives it no suit either, but the framework's virtual card
holds a colour only through its suit (the patterns read red and black from it), so a 殺 of one
colour carries its first card's suit as the stand-in for that colour, and a mixed pair none
(-1). No rule of this edition reads a 殺's suit beyond its colour (仁王盾).

``OP_ZHANGBA`` frame (``FR_P`` the owner, ``FR_A0`` the spear, ``FR_A1`` :data:`TO_USE` or
:data:`TO_ANSWER`): stage 0 pushes the selection; stage 1 makes the 殺 and aims it (to use) or
hands it to the parent request (to answer)."""

from __future__ import annotations

from qxs_env.engine.cards import make_virtual
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_P, FR_ST, OP_SELECT, RANK_NONE
from qxs_env.engine.select import clear_selection
from qxs_env.engine.stack import log, pop, push, ret

from ..layout import CAT_BASIC, DEC_TARGET, EFFECT_SHA, EV_CONVERTED, F_SHA

TO_USE = 0
TO_ANSWER = 1
SELECT_SPEAR = (
    40  # OP_SELECT's purpose (FR_A2): the two hand cards of a 丈八蛇矛 殺 (the skills' are 1-12)
)
N_CARDS_PER_SHA = 2


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def converts(g, tb, cfg, p):
    """Seat ``p`` holds two hand cards to make a 殺 of."""
    return g.hand_n[p] >= N_CARDS_PER_SHA


@njit_inlined
def converted_suit(tb, c0, c1):
    """The suit standing for the colour of a 殺 made of cards ``c0`` and ``c1`` (the module
    docstring, ruling S-OPEN-15): the first card's when both are of one colour, else -1."""
    s0 = tb.card_suit[c0]
    s1 = tb.card_suit[c1]
    red0 = s0 == 1 or s0 == 3
    red1 = s1 == 1 or s1 == 3
    return s0 if red0 == red1 else -1


@njit_inlined
def convert_step(g, tb, cfg, i):
    """One stage of the ``OP_ZHANGBA`` frame ``i`` (the module docstring)."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_SELECT, p, -1, N_CARDS_PER_SHA, N_CARDS_PER_SHA, SELECT_SPEAR, 0)
        return
    c0 = g.sel[0]
    c1 = g.sel[1]
    clear_selection(g)
    suit = converted_suit(tb, c0, c1)
    v = make_virtual(g, CAT_BASIC, F_SHA, suit, RANK_NONE, 0, 0, EFFECT_SHA, c0, c1)
    log(g, EV_CONVERTED, p, v, c0, c1, 0)
    if g.stk[i, FR_A1] == TO_ANSWER:
        ret(g, v)
    else:
        pop(g)
        push(g, DEC_TARGET, p, -1, v, F_SHA, 0, 0)
