"""雌雄雙股劍 (twin swords), S-CARD-CIXIONG, ruling S-OPEN-29: a weapon, range 2 (equipped like
any equipment, ``card_steps.equip_self``). After its owner's 殺 hits a seat of the other gender
(``moves.of_other_gender``: the heroes' genders, the state's ``gender``; never while the game has
no heroes) and that seat is still alive, the owner may use the power (``DEC_WEAPON`` ``ASK_USE``:
yes or pass, ruling S-OPEN-28); the seat hit then discards one of its hand cards or lets the
owner draw 1 (``ASK_DISCARD``: a hand card, or pass to let it draw); with no hand card the owner
draws at once.

``OP_WEAPON`` stages: 0 ask the owner; 1 the owner's answer; 2 the seat hit's answer."""

from __future__ import annotations

from qxs_env.engine.cards import a_pass, a_yes
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A1, FR_P, FR_Q, FR_R
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import log, ret

from ..card_steps import ask_weapon, offer_weapon_power
from ..layout import EV_DISCARD, EV_WEAPON
from ..moves import discard_from_hand, draw, of_other_gender, own_card_of_action

ASK_USE = 0  # the owner: use the power (yes) or not (pass)
ASK_DISCARD = 1  # the seat hit: discard a hand card, or pass to let the owner draw 1


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def on_hit(g, tb, cfg, i):
    """The 殺 hit a seat of the other gender still alive: the power is offered."""
    t = g.stk[i, FR_Q]
    return offer_weapon_power(g, i, g.alive[t] and of_other_gender(g, g.stk[i, FR_P], t))


@njit_inlined
def power_step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        ask_weapon(g, i, p, t, ASK_USE)
    elif st == 1:
        if g.stk[i, FR_R] < 0:
            ret(g, 0)
            return
        log(g, EV_WEAPON, p, g.stk[i, FR_A0], t, 0, 0)
        if g.hand_n[t] == 0:
            draw(g, p, 1)
            ret(g, 0)
        else:
            ask_weapon(g, i, t, p, ASK_DISCARD)
    else:
        a = g.stk[i, FR_R]
        if a < 0:
            draw(g, p, 1)
        else:
            c = own_card_of_action(g, tb, t, a)
            discard_from_hand(g, t, c)
            log(g, EV_DISCARD, t, c, 0, 0, 0)
        ret(g, 0)


@njit_inlined
def power_mask(g, tb, cfg, i):
    """``ASK_USE``: yes or pass; ``ASK_DISCARD``: any hand card of the seat hit, or pass."""
    if g.stk[i, FR_A1] == ASK_USE:
        allow(g, a_yes(tb))
    else:
        p = g.stk[i, FR_P]
        for k in range(g.hand_n[p]):
            allow(g, tb.card_action[g.hand[p, k]])
    allow(g, a_pass(tb))
