"""Steps several card modules (:mod:`.cards`) share: ask the target for a card and deal 1
damage from the user when it does not give one (殺 S-CARD-SHA-2, 萬箭齊發 S-CARD-WANJIAN,
南蠻入侵 S-CARD-NANMAN), the living seats as the targets of an area trick in turn order, and
picking a card of another seat (過河拆橋 S-CARD-GUOHE, 順手牽羊 S-CARD-SHUNSHOU), and equipping
(S-DIST-4, ruling S-OPEN-13: the card goes into its slot, the slot's old card is discarded),
and a weapon's power during a 殺 (its ``OP_WEAPON`` frame and its ``DEC_WEAPON`` questions)."""

from __future__ import annotations

from qxs_env.engine.cards import a_judge, a_pick
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_DAMAGE,
    OP_REQUEST,
    Z_EQUIP,
)
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import log, pop, push, rnd
from qxs_env.engine.use import add_target

from .layout import (
    DEC_PICK,
    DEC_WEAPON,
    EV_DISCARD,
    EV_EQUIP,
    N_EQUIP_SLOTS,
    OP_WEAPON,
    SLOT_WEAPON,
)
from .moves import cards_anywhere, put_in_discard, take_anywhere
from .skills import mashu


@njit_inlined
def request_then_damage(g, i, ask):
    """The ``OP_EFFECT`` frame ``i``: stage 0 asks its target for one card of kind ``ask``
    (``OP_REQUEST``); stage 1, none given and the target alive, 1 damage from the user; then
    the frame is done."""
    request_n_then_damage(g, i, ask, 1)


@njit_inlined
def request_n_then_damage(g, i, ask, need):
    """:func:`request_then_damage` asking for ``need`` cards (無雙: two 閃)."""
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_REQUEST, t, p, ask, need, 0, c)
    elif st == 1 and g.stk[i, FR_R] != 1 and g.alive[t]:
        g.stk[i, FR_ST] = 2
        push(g, OP_DAMAGE, p, t, 1, -1, c, 0)
    else:
        pop(g)


@njit_inlined
def every_other_seat(g, cfg, u, p):
    """Every other living seat, in turn order from ``p``'s next seat, as targets of use ``u``."""
    seats_from(g, cfg, u, p, 1)


@njit_inlined
def every_seat(g, cfg, u, p):
    """Every living seat, ``p`` first and then in turn order, as targets of use ``u``."""
    seats_from(g, cfg, u, p, 0)


@njit_inlined
def seats_from(g, cfg, u, p, first):
    """The living seats ``first`` .. n - 1 places after ``p``, in turn order, as targets."""
    n = cfg[C_PLAYERS]
    for k in range(first, n):
        q = (p + k) % n
        if g.alive[q]:
            add_target(g, u, q, -1)


@njit_inlined
def another_living_seat(g, cfg, p):
    """Is some other seat alive?"""
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if g.alive[(p + k) % n]:
            return True
    return False


@njit_inlined
def some_valid_target(g, tb, cfg, p, e):
    """Is some other seat a valid target of seat ``p``'s card of effect ``e`` (its module's
    ``valid_target``)? What ``usable`` asks of a card aimed at another seat."""
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if dispatch.card_valid_target(g, tb, cfg, p, -1, (p + k) % n, e):
            return True
    return False


@njit_inlined
def pick_from(g, tb, cfg, u, k, face):
    """The effect of a card that takes one card of its target (過河拆橋, 順手牽羊): the user
    picks one (``DEC_PICK``) when the target still has any (ruling S-OPEN-22)."""
    t = g.use_target[u, k]
    if cards_anywhere(g, t) > 0:
        push(g, DEC_PICK, g.use_user[u], t, g.use_card[u], face, 0, 0)


@njit_inlined
def allow_picks(g, tb, t):
    """The mask of ``DEC_PICK`` on seat ``t``: a hidden hand card (pick 0), each equipped card
    (pick 1 + slot), each card of the judgement area (judge block, by position)."""
    if g.hand_n[t] > 0:
        allow(g, a_pick(tb))
    for s in range(N_EQUIP_SLOTS):
        if g.equip[t, s] >= 0:
            allow(g, a_pick(tb) + 1 + s)
    for j in range(g.judge_n[t]):
        allow(g, a_judge(tb) + j)


@njit_inlined
def picked_card(g, tb, t, a):
    """The card of seat ``t`` that pick action ``a`` names: a hand card drawn uniformly at
    random with the game's generator (the user cannot see the hand), else the named card."""
    if a == a_pick(tb):
        return g.hand[t, rnd(g, g.hand_n[t])]
    if a < a_judge(tb):
        return g.equip[t, a - a_pick(tb) - 1]
    return g.judge[t, a - a_judge(tb)]


@njit_inlined
def equip_self(g, tb, u, k):
    """The equipment card of use ``u`` goes into its user's slot for it (its target ``k`` is
    the user); a card already in that slot is discarded first (S-DIST-4, ruling S-OPEN-13)."""
    p = g.use_target[u, k]
    c = g.use_card[u]
    slot = tb.face_slot[tb.card_face[c]]
    mashu.one_horse(g, tb, p, slot)  # 馬術: one horse card at most (ruling S-OPEN-48)
    old = g.equip[p, slot]
    if old >= 0:
        take_anywhere(g, old)
        put_in_discard(g, old)
        log(g, EV_DISCARD, p, old, 0, 0, 0)
    g.equip[p, slot] = c
    g.zone[c] = Z_EQUIP
    g.owner[c] = p
    log(g, EV_EQUIP, p, c, 0, 0, 0)


@njit_inlined
def offer_weapon_power(g, i, offered):
    """When ``offered``, the weapon of the 殺 of ``OP_EFFECT`` frame ``i`` acts: its
    ``OP_WEAPON`` frame is pushed (its owner the 殺's user, its target the 殺's; the weapon
    module's stages). Returns ``offered`` (a weapon hook's answer: a frame was pushed)."""
    if offered:
        p = g.stk[i, FR_P]
        push(g, OP_WEAPON, p, g.stk[i, FR_Q], g.equip[p, SLOT_WEAPON], g.stk[i, FR_A0], 0, 0)
    return offered


@njit_inlined
def ask_weapon(g, i, seat, other, ask):
    """The ``OP_WEAPON`` frame ``i`` asks seat ``seat`` (``other``: the other seat) what its
    weapon's power wants (``DEC_WEAPON``; ``ask`` the weapon's own code) and waits in the next
    stage."""
    g.stk[i, FR_ST] += 1
    push(g, DEC_WEAPON, seat, other, g.stk[i, FR_A0], ask, 0, 0)


from .cards import dispatch  # noqa: E402  (the card modules import this module)
