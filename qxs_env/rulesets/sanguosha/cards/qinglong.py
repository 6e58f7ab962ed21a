"""青龍偃月刀 (green dragon blade), S-CARD-QINGLONG, ruling S-OPEN-31: a weapon, range 3 (equipped
like any equipment, ``card_steps.equip_self``). When its owner's 殺 is dodged (by a 閃 or by
八卦陣, ruling S-OPEN-34) and the target is alive, the owner may use one more 殺 of its hand on
the same seat (``DEC_WEAPON``: a 殺 of the hand, or pass: ruling S-OPEN-28). The follow-up
ignores range and the 殺 limit (it does not count toward it, ruling S-OPEN-20) and can itself be
followed up when dodged.

The chosen 殺 leaves the hand for the table at once and waits in the state's ``followup``
fields; it is used once the dodged 殺 is over (no card use is open: :func:`follow_up`, from
``decisions.between_steps``), so that follow-ups never nest one use inside another.

``OP_WEAPON`` stages: 0 ask the owner; 1 its answer."""

from __future__ import annotations

from qxs_env.engine.cards import a_pass
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_P, FR_Q, FR_R
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import log, ret
from qxs_env.engine.use import add_target, open_use, push_use

from ..card_steps import ask_weapon, offer_weapon_power
from ..layout import EV_TARGET, EV_WEAPON, F_SHA
from ..moves import holds_face, own_card_of_action, put_on_table, take_from_hand

ASK_FOLLOW_UP = 0  # the owner: a 殺 of its hand to follow up with, or pass


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def on_dodged(g, tb, cfg, i):
    """The 殺 was dodged: the power is offered when the owner holds a 殺 and the target lives."""
    target_alive = g.alive[g.stk[i, FR_Q]] != 0
    return offer_weapon_power(g, i, target_alive and holds_face(g, tb, g.stk[i, FR_P], F_SHA))


@njit_inlined
def power_step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        ask_weapon(g, i, p, t, ASK_FOLLOW_UP)
        return
    a = g.stk[i, FR_R]
    if a >= 0:
        c = own_card_of_action(g, tb, p, a)
        take_from_hand(g, p, c)
        put_on_table(g, c)
        log(g, EV_WEAPON, p, g.stk[i, FR_A0], t, 0, 0)
        g.followup = c
        g.followup_user = p
        g.followup_target = t
    ret(g, 0)


@njit_inlined
def power_mask(g, tb, cfg, i):
    """Each 殺 of the owner's hand, or pass."""
    p = g.stk[i, FR_P]
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_face[c] == F_SHA:
            allow(g, tb.card_action[c])
    allow(g, a_pass(tb))


@njit_inlined
def follow_up(g, tb, cfg):
    """Between steps: a follow-up 殺 waits and no card use is open (the dodged 殺 is over): it
    is used on its seat now (True: the use frame was pushed)."""
    if g.followup < 0 or g.use_sp != 0:
        return False
    c = g.followup
    p = g.followup_user
    t = g.followup_target
    g.followup = -1
    log(g, EV_TARGET, p, t, c, 0, 0)
    u = open_use(g, p, c)
    add_target(g, u, t, -1)
    g.followup_use = u
    push_use(g, u)
    return True
