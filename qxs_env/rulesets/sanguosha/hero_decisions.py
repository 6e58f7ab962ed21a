"""The masks and answers of the decisions the heroes bring (:mod:`.skill_steps`, the skill
modules): the skills' own (``DEC_SKILL_YES``, ``DEC_SKILL_TARGET``, ``DEC_SKILL_PICK``) and the
framework's they use (``DEC_SHOWN`` and ``DEC_PLACE`` of 觀星's ``OP_ARRANGE``, ``DEC_SELECT``
and ``DEC_GIVE_TO`` of 制衡's ``OP_SELECT`` and 仁德's and 遺計's ``OP_GIVE``).

What ``DEC_SELECT`` offers depends on the purpose (its ``FR_A0``, ``layout.PURPOSE_*``): every
hand card (制衡, 仁德, 剛烈, ...), the cards a conversion accepts (a red card for 武聖, a 閃 for
龍膽, a black card for 奇襲, a diamond for 國色: ``skill_frames.select_accepts``; an equipped
card too where ``skill_frames.select_takes_equipment`` says so: it leaves its slot when
chosen, and 武聖 offers one only if a 殺 stays usable without it), or only the two cards 遺計 drew
(kept in its ``OP_SKILL`` frame's ``FR_A2`` and ``FR_A3``, three frames down: ``OP_SKILL``,
``OP_GIVE``, ``DEC_SELECT``); ``done`` once the frame has the fewest it asks. ``DEC_GIVE_TO``
offers the other living seats (仁德) or every living seat (遺計: he may keep a card).
"""

from __future__ import annotations

from qxs_env.engine.cards import a_done, a_pass, a_pick, a_place, a_seat, a_shown, a_suit
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_SELECT,
    DEC_SHOWN,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_P,
    FR_Q,
    Z_HAND,
    Z_PROC,
)
from qxs_env.engine.masks import allow
from qxs_env.engine.select import resolve_give_to, resolve_select, select_done_allowed
from qxs_env.engine.shown import allow_place, allow_shown
from qxs_env.engine.stack import ret

from .card_steps import picked_card
from .layout import (
    DEC_SKILL_PICK,
    DEC_SUIT,
    N_EQUIP_SLOTS,
    PICK_OWN_EQUIPMENT,
    PURPOSE_WUSHENG,
    PURPOSE_YIJI,
)
from .moves import take_anywhere
from .skill_frames import select_accepts, select_takes_equipment
from .skill_steps import skill_mask, skill_resolved
from .skills import wusheng


@njit_cached
def select_allows(g, tb, i, p, c):
    """May seat ``p`` choose its hand card ``c`` at the ``DEC_SELECT`` frame ``i``?"""
    if g.stk[i, FR_A0] != PURPOSE_YIJI:
        return select_accepts(tb, g.stk[i, FR_A0], c)
    skill = i - 2  # OP_SKILL under OP_GIVE under this decision
    return c == g.stk[skill, FR_A2] or c == g.stk[skill, FR_A3]


@njit_cached
def select_allows_equipped(g, tb, cfg, i, p, c):
    """May seat ``p`` choose its equipped card ``c`` at the ``DEC_SELECT`` frame ``i``: the
    purpose takes equipment and accepts the card (武聖: a 殺 still usable with it gone)?"""
    purpose = g.stk[i, FR_A0]
    if not select_takes_equipment(purpose) or not select_accepts(tb, purpose, c):
        return False
    return purpose != PURPOSE_WUSHENG or wusheng.equipped_usable(g, tb, cfg, p, c)


@njit_cached
def selected_card(g, tb, cfg, i, p, a):
    """The card action ``a`` names at the ``DEC_SELECT`` frame ``i`` (-1: ``done``): a hand
    card, or an equipped one, which leaves its slot for the table now (the selection's place;
    equipment lost: 梟姬)."""
    if a == a_done(tb):
        return -1
    for k in range(g.hand_n[p]):
        if tb.card_action[g.hand[p, k]] == a and g.zone[g.hand[p, k]] == Z_HAND:
            return g.hand[p, k]
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and tb.card_action[c] == a:
            take_anywhere(g, c)
            g.zone[c] = Z_PROC
            g.owner[c] = p
            return c
    raise RuntimeError("sanguosha engine: the selection names no card of the seat")


@njit_cached
def hero_mask(g, tb, cfg, i, op):
    """The mask of a heroes' decision ``op`` (frame ``i``)."""
    p = g.stk[i, FR_P]
    if op == DEC_SHOWN:
        allow_shown(g, tb)
    elif op == DEC_PLACE:
        allow_place(g, tb)
    elif op == DEC_SELECT:
        for k in range(g.hand_n[p]):
            c = g.hand[p, k]
            if select_allows(g, tb, i, p, c):
                allow(g, tb.card_action[c])
        for s in range(N_EQUIP_SLOTS):
            c = g.equip[p, s]
            if c >= 0 and select_allows_equipped(g, tb, cfg, i, p, c):
                allow(g, tb.card_action[c])
        if select_done_allowed(g, i):
            allow(g, a_done(tb))
    elif op == DEC_GIVE_TO:
        n = cfg[C_PLAYERS]
        first = 0 if g.stk[i, FR_A1] == PURPOSE_YIJI else 1
        for k in range(first, n):
            if g.alive[(p + k) % n]:
                allow(g, a_seat(tb) + k)
    elif op == DEC_SUIT:
        for k in range(4):
            allow(g, a_suit(tb) + k)
    elif op == DEC_SKILL_PICK:
        t = g.stk[i, FR_Q]
        if g.stk[i, FR_A1] == PICK_OWN_EQUIPMENT:  # 制衡: an equipped card of its own, or pass
            allow(g, a_pass(tb))
        elif g.hand_n[t] > 0:
            allow(g, a_pick(tb))
        for s in range(N_EQUIP_SLOTS):
            if g.equip[t, s] >= 0:
                allow(g, a_pick(tb) + 1 + s)
    else:
        skill_mask(g, tb, cfg, i, op)


@njit_cached
def hero_resolved(g, tb, cfg, i, op, a):
    """Take action ``a`` for a heroes' decision ``op`` (frame ``i``)."""
    p = g.stk[i, FR_P]
    if op == DEC_SHOWN:
        ret(g, a - a_shown(tb))
    elif op == DEC_PLACE:
        ret(g, a - a_place(tb))
    elif op == DEC_SELECT:
        resolve_select(g, tb, a, selected_card(g, tb, cfg, i, p, a))
    elif op == DEC_GIVE_TO:
        resolve_give_to(g, tb, cfg, a)
    elif op == DEC_SKILL_PICK:
        ret(g, -1 if a == a_pass(tb) else picked_card(g, tb, g.stk[i, FR_Q], a))
    elif op == DEC_SUIT:
        ret(g, a - a_suit(tb))
    else:
        skill_resolved(g, tb, cfg, i, op, a)
