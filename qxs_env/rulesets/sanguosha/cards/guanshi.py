"""貫石斧 (stone-piercing axe), S-CARD-GUANSHI, ruling S-OPEN-30: a weapon, range 3 (equipped
like any equipment, ``card_steps.equip_self``). When its owner's 殺 is dodged (by a 閃 or by
八卦陣, ruling S-OPEN-34) and the owner has two cards other than the axe (hand or equipment),
it may discard two of them to make the 殺 hit anyway: the first card or pass (``DEC_WEAPON``
``ASK_FIRST``: ruling S-OPEN-28), then the second (``ASK_SECOND``, no pass: the power is under
way). Equipped cards are named by their own card action.

``OP_WEAPON`` stages: 0 ask the first card; 1 the first card (or pass); 2 the second, and the
result 1 (the 殺 hits)."""

from __future__ import annotations

from qxs_env.engine.cards import a_pass
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A1, FR_P, FR_Q, FR_R
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import log, ret

from ..card_steps import ask_weapon, offer_weapon_power
from ..layout import EV_DISCARD, EV_WEAPON, N_EQUIP_SLOTS, SLOT_WEAPON
from ..moves import cards_anywhere, own_card_of_action, put_in_discard, take_anywhere

ASK_FIRST = 0
ASK_SECOND = 1


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def spare_cards(g, p):
    """How many cards seat ``p`` may discard for the axe: its hand and equipment, the axe (its
    weapon) not counted."""
    return cards_anywhere(g, p) - g.judge_n[p] - (1 if g.equip[p, SLOT_WEAPON] >= 0 else 0)


@njit_inlined
def on_dodged(g, tb, cfg, i):
    """The 殺 was dodged: the power is offered when the owner has two cards to discard."""
    return offer_weapon_power(g, i, spare_cards(g, g.stk[i, FR_P]) >= 2)


@njit_inlined
def discard_named(g, tb, p, a):
    """Seat ``p`` discards its hand or equipped card that action ``a`` names."""
    c = own_card_of_action(g, tb, p, a)
    take_anywhere(g, c)
    put_in_discard(g, c)
    log(g, EV_DISCARD, p, c, 0, 0, 0)


@njit_inlined
def power_step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        ask_weapon(g, i, p, t, ASK_FIRST)
    elif st == 1:
        if g.stk[i, FR_R] < 0:
            ret(g, 0)
            return
        log(g, EV_WEAPON, p, g.stk[i, FR_A0], t, 0, 0)
        discard_named(g, tb, p, g.stk[i, FR_R])
        ask_weapon(g, i, p, t, ASK_SECOND)
    else:
        discard_named(g, tb, p, g.stk[i, FR_R])
        ret(g, 1)


@njit_inlined
def power_mask(g, tb, cfg, i):
    """Each hand card and equipped card of the owner but the axe; pass for the first only."""
    p = g.stk[i, FR_P]
    for k in range(g.hand_n[p]):
        allow(g, tb.card_action[g.hand[p, k]])
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and c != g.stk[i, FR_A0]:
            allow(g, tb.card_action[c])
    if g.stk[i, FR_A1] == ASK_FIRST:
        allow(g, a_pass(tb))
