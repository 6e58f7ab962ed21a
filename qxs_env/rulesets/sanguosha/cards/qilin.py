"""麒麟弓 (kirin bow), S-CARD-QILIN, ruling S-OPEN-33: a weapon, range 5 (equipped like any
equipment, ``card_steps.equip_self``). After its owner's 殺 hits a seat still alive with a horse
equipped, the owner may discard one of that seat's horses, its choice when there are two
(``DEC_WEAPON``: the pick block's +1 or -1 horse slot, or pass: ruling S-OPEN-28).

``OP_WEAPON`` stages: 0 ask the owner; 1 its answer."""

from __future__ import annotations

from qxs_env.engine.cards import a_pass, a_pick
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_P, FR_Q, FR_R
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import log, ret

from ..card_steps import ask_weapon, offer_weapon_power
from ..layout import EV_DISMANTLED, EV_WEAPON, SLOT_MINUS, SLOT_PLUS
from ..moves import put_in_discard, take_anywhere

ASK_HORSE = 0  # the owner: one of the seat's horses (the pick block), or pass


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def has_horse(g, t):
    """Has seat ``t`` a horse equipped?"""
    return g.equip[t, SLOT_PLUS] >= 0 or g.equip[t, SLOT_MINUS] >= 0


@njit_inlined
def on_hit(g, tb, cfg, i):
    """The 殺 hit a seat still alive with a horse: the power is offered."""
    t = g.stk[i, FR_Q]
    return offer_weapon_power(g, i, g.alive[t] and has_horse(g, t))


@njit_inlined
def power_step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        ask_weapon(g, i, p, t, ASK_HORSE)
        return
    a = g.stk[i, FR_R]
    if a >= 0:
        horse = g.equip[t, a - a_pick(tb) - 1]
        take_anywhere(g, horse)
        put_in_discard(g, horse)
        log(g, EV_WEAPON, p, g.stk[i, FR_A0], t, 0, 0)
        log(g, EV_DISMANTLED, p, t, horse, 0, 0)
    ret(g, 0)


@njit_inlined
def power_mask(g, tb, cfg, i):
    """Each horse of the seat hit (pick 1 + its slot), or pass."""
    t = g.stk[i, FR_Q]
    for s in (SLOT_PLUS, SLOT_MINUS):
        if g.equip[t, s] >= 0:
            allow(g, a_pick(tb) + 1 + s)
    allow(g, a_pass(tb))
