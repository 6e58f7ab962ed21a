"""借刀殺人 (borrowed sword), S-CARD-JIEDAO, ruling S-OPEN-25: aimed (``DEC_TARGET``) at another
living seat with a weapon that has a victim in its attack range; the user then names that victim
(``DEC_VICTIM``, the use record's sub-target ``use_sub``): any living seat in the target's
attack range but the target, the user included. Unless 無懈可擊 cancels it for the target, the
target chooses (``DEC_BORROWED_SHA``): use a 殺 of its hand on the victim, or refuse (even when
it holds one). A 殺 used is a use inside the use (``OP_USE_CARD`` with the target as its user,
the victim its target: 仁王盾 and the weapon's powers apply to it; it does not count toward any
limit, ruling S-OPEN-20); a refusal gives the target's weapon to the user's hand.

``OP_EFFECT`` frame: ``FR_P`` the user, ``FR_Q`` the target, ``FR_A0`` the card, ``FR_A2`` the
victim. Stages: 0 asks the target; 1 uses its 殺 (stage 2 waits for that use) or hands over the
weapon."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A0, FR_A2, FR_P, FR_Q, FR_R, FR_ST
from qxs_env.engine.stack import log, pop, push
from qxs_env.engine.use import add_target, open_use, push_use

from ..card_steps import some_valid_target
from ..layout import (
    DEC_BORROWED_SHA,
    EFFECT_JIEDAO,
    EV_TARGET,
    EV_WEAPON_GIVEN,
    F_JIEDAO,
    F_SHA,
    OP_EFFECT,
    SLOT_WEAPON,
)
from ..moves import count_as, put_in_hand, take_anywhere
from .sha import in_range


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET), then a victim (DEC_VICTIM)


@njit_inlined
def sub_aimed(e):
    return True  # names a victim for its target (DEC_VICTIM)


@njit_inlined
def valid_sub_target(g, tb, cfg, p, c, t, v):
    """May seat ``p``'s 借刀殺人 aimed at ``t`` name ``v`` as the victim: a living seat in
    ``t``'s attack range, not ``t`` itself (``p`` may be)?"""
    return in_range(g, tb, cfg, t, -1, v)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    """Another living seat with a weapon and some victim in its attack range."""
    if t == p or not g.alive[t] or g.equip[t, SLOT_WEAPON] < 0:
        return False
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if valid_sub_target(g, tb, cfg, p, c, t, (t + k) % n):
            return True
    return False


@njit_inlined
def usable(g, tb, cfg, p):
    return some_valid_target(g, tb, cfg, p, EFFECT_JIEDAO)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_JIEDAO, 0, 0)
    g.stk[g.sp - 1, FR_A2] = g.use_sub[u, k]


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    v = g.stk[i, FR_A2]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_BORROWED_SHA, t, v, g.stk[i, FR_A0], p, 0, 0)
    elif st == 1:
        r = g.stk[i, FR_R]
        if r >= 0:  # the target uses its 殺 on the victim
            g.stk[i, FR_ST] = 2
            count_as(g, r, F_SHA)  # a 殺, whatever card a skill used as one (武聖, 龍膽)
            log(g, EV_TARGET, t, v, r, 0, 0)
            u = open_use(g, t, r)
            add_target(g, u, v, -1)
            push_use(g, u)
            return
        w = g.equip[t, SLOT_WEAPON]
        if w >= 0 and g.alive[p]:
            take_anywhere(g, w)
            put_in_hand(g, p, w)
            log(g, EV_WEAPON_GIVEN, t, p, w, 0, 0)
        pop(g)
    else:
        pop(g)
