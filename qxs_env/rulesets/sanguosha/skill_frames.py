"""Small helpers every skill module (:mod:`.skills`) uses to ask and to push: the ``OP_SKILL``
frame, ``DEC_SKILL_YES`` and ``DEC_SKILL_TARGET`` (:mod:`.skill_steps` says what they hold).
Kept apart from :mod:`.skill_steps`, which imports the skills' dispatchers."""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_P,
    FR_R,
    FR_ST,
    OP_REQUEST,
    OP_SELECT,
)
from qxs_env.engine.select import clear_selection
from qxs_env.engine.stack import log, pop, push, ret

from .layout import (
    DEC_SKILL_TARGET,
    DEC_SKILL_YES,
    DEC_TARGET,
    EV_DISCARD,
    EV_SKILL,
    F_SHAN,
    N_EQUIP_SLOTS,
    OP_SKILL,
    PURPOSE_GUOSE,
    PURPOSE_LIJIAN,
    PURPOSE_LIULI,
    PURPOSE_LONGDAN,
    PURPOSE_QIXI,
    PURPOSE_WUSHENG,
)
from .moves import count_as, put_in_discard

SPADE, HEART, CLUB, DIAMOND = 0, 1, 2, 3  # content.SUITS


@njit_cached
def has_skill(g, p, s):
    """Does seat ``p`` have skill ``s``?"""
    return (g.skills[p] >> s) & 1 == 1


@njit_cached
def skill_frame(g, p, q, s, a1):
    """Push the ``OP_SKILL`` frame of seat ``p``'s skill ``s`` (other seat ``q``, ``FR_A1``
    ``a1``); 1 (a frame pushed, for the scan's count)."""
    push(g, OP_SKILL, p, q, s, a1, 0, 0)
    return 1


@njit_cached
def ask_yes(g, p, q, s):
    """Ask seat ``p`` whether it uses its skill ``s`` now (``DEC_SKILL_YES``)."""
    push(g, DEC_SKILL_YES, p, q, s, 0, 0, 0)


@njit_cached
def ask_target(g, p, s, may_pass):
    """Ask seat ``p`` for a seat for its skill ``s`` (``DEC_SKILL_TARGET``)."""
    push(g, DEC_SKILL_TARGET, p, -1, s, 1 if may_pass else 0, 0, 0)


@njit_cached
def discard_selection(g, p):
    """Seat ``p``'s chosen cards (the framework's selection) go to the discard pile; how many."""
    k = g.sel_n
    for j in range(k):
        put_in_discard(g, g.sel[j])
        log(g, EV_DISCARD, p, g.sel[j], 0, 0, 0)
    clear_selection(g)
    return k


@njit_cached
def seat_then_cards(g, i, st, s, n, purpose):
    """Stages 0 and 1 of the ``OP_SKILL`` frame ``i`` of a skill ``s`` that chooses a seat
    (``DEC_SKILL_TARGET``, no pass) and then ``n`` hand cards (``OP_SELECT``, ``purpose``):
    True once both are chosen (the seat in ``FR_A1``, the cards in the selection)."""
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, s, False)
        return False
    if st == 1:
        g.stk[i, FR_A1] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        push(g, OP_SELECT, p, -1, n, n, purpose, 0)
        return False
    return True


@njit_cached
def hand_and_equipment(g, p):
    """How many cards seat ``p`` holds in its hand and its equipment (what "discard a card"
    may take: 流離, 離間)."""
    n = g.hand_n[p]
    for s in range(N_EQUIP_SLOTS):
        n += 1 if g.equip[p, s] >= 0 else 0
    return n


@njit_cached
def once_ready(g, p, s, cards):
    """Has seat ``p`` not used its once-per-turn skill ``s`` this turn, with ``cards`` or more
    hand cards?"""
    return g.hand_n[p] >= cards and (g.skill_turn[p] >> s) & 1 == 0


@njit_cached
def start_once(g, p, s):
    """Seat ``p`` uses its once-per-turn skill ``s``: marked for the turn, its frame pushed."""
    g.skill_turn[p] |= 1 << int(s)  # a plain int: an int8 shifted wraps without the JIT
    push(g, OP_SKILL, p, -1, s, 0, 0, 0)


@njit_cached
def kingdom_ask_step(g, cfg, i, st, kingdom, ask):
    """The ``OP_SKILL`` frame ``i`` of a lord skill that asks the lord's kingdom for a card
    (護駕: a 閃, 激將: a 殺; ruling S-OPEN-37), standing in for a card the lord is asked for:
    stage 0 asks the lord (``DEC_SKILL_YES``); then every other living seat of ``kingdom`` in
    turn order from the lord's next seat is asked (a framework ``OP_REQUEST`` of ``ask``) until
    one gives the card: the request above receives 1; else 0 (the lord is asked himself)."""
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_yes(g, p, -1, g.stk[i, FR_A0])
        return
    if st == 1:
        if g.stk[i, FR_R] != 1:
            ret(g, 0)
            return
        g.stk[i, FR_A2] = 1
    elif st == 3:
        if g.stk[i, FR_R] == 1:
            log(g, EV_SKILL, p, g.stk[i, FR_A0], 0, 0, 0)
            ret(g, 1)
            return
    n = cfg[C_PLAYERS]
    for k in range(g.stk[i, FR_A2], n):
        q = (p + k) % n
        if g.alive[q] and g.kingdom[q] == kingdom:
            g.stk[i, FR_A2] = k + 1
            g.stk[i, FR_ST] = 3
            push(g, OP_REQUEST, q, p, ask, 1, 0, g.stk[i, FR_A1])
            return
    ret(g, 0)


@njit_cached
def kingdom_has_other(g, cfg, p, kingdom):
    """Is another living seat of ``kingdom`` at the table?"""
    for q in range(cfg[C_PLAYERS]):
        if q != p and g.alive[q] and g.kingdom[q] == kingdom:
            return True
    return False


@njit_cached
def kingdom_stand_in(g, cfg, i, s, ask, kingdom):
    """Before seat ``FR_P`` of request ``i`` is asked for ``ask``: push the frame of its lord
    skill ``s`` (護駕, 激將) when it has it and another seat of ``kingdom`` lives; True then."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_A0] != ask or (g.skills[p] >> s) & 1 == 0:
        return False
    if not kingdom_has_other(g, cfg, p, kingdom):
        return False
    push(g, OP_SKILL, p, -1, s, g.stk[i, FR_A3], 0, 0)
    return True


@njit_cached
def at_own_moment(g, point, want, p, subject, s):
    """Seat ``p``'s skill ``s`` hears ``point``: its frame when that is the moment ``want`` of
    ``p``'s own (``p`` the subject); the frames pushed (0 or 1)."""
    if point == want and subject == p:
        return skill_frame(g, p, -1, s, 0)
    return 0


@njit_cached
def asked_first(g, i, st):
    """Stage 0 of an ``OP_SKILL`` frame ``i`` that first asks its owner (``DEC_SKILL_YES``):
    asks and returns False; at a later stage True (the answer is the frame's ``FR_R``)."""
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_yes(g, g.stk[i, FR_P], -1, g.stk[i, FR_A0])
        return False
    return True


@njit_cached
def convert_step(g, i, st, purpose, face):
    """The ``OP_SKILL`` frame ``i`` of a skill that uses a card as a card of ``face`` (武聖,
    龍膽, 奇襲, 國色): stage 0 chooses the card (``OP_SELECT`` of one, ``purpose`` says which
    cards: a hand card, or an equipped one where :func:`select_takes_equipment` says so, which
    leaves its slot when chosen); stage 1 leaves it on the table counting as ``face``
    (``g.jface``: the use reads that face; its suit and rank stay its own, ruling S-OPEN-15)
    and asks its target (``DEC_TARGET``), from where it is used as the card would be."""
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_SELECT, p, -1, 1, 1, purpose, 0)
        return
    pop(g)
    c = g.sel[0]
    clear_selection(g)
    count_as(g, c, face)
    g.owner[c] = -1
    log(g, EV_SKILL, p, g.stk[i, FR_A0], c, 0, 0)
    push(g, DEC_TARGET, p, -1, c, face, 0, 0)


@njit_cached
def holds_matching(g, tb, p, purpose):
    """Does seat ``p`` hold a card that ``purpose`` accepts (:func:`select_accepts`): in its
    hand, or equipped where :func:`select_takes_equipment` says so?"""
    for k in range(g.hand_n[p]):
        if select_accepts(tb, purpose, g.hand[p, k]):
            return True
    if select_takes_equipment(purpose):
        for s in range(N_EQUIP_SLOTS):
            c = g.equip[p, s]
            if c >= 0 and select_accepts(tb, purpose, c):
                return True
    return False


@njit_cached
def select_takes_equipment(purpose):
    """May an equipped card be chosen for ``purpose``, besides the hand cards? The skills whose
    text says "a card" (rulings S-OPEN-45, S-OPEN-53, S-OPEN-60): 武聖, 奇襲, 國色, 流離,
    離間; the others take hand cards."""
    return (
        purpose == PURPOSE_WUSHENG
        or purpose == PURPOSE_QIXI
        or purpose == PURPOSE_GUOSE
        or purpose == PURPOSE_LIULI
        or purpose == PURPOSE_LIJIAN
    )


@njit_cached
def select_accepts(tb, purpose, c):
    """May card ``c`` be chosen for ``purpose`` (the conversions: a red card for 武聖, a 閃 for
    龍膽, a black card for 奇襲, a diamond for 國色; any card otherwise)?"""
    if purpose == PURPOSE_WUSHENG:
        return tb.card_suit[c] == HEART or tb.card_suit[c] == DIAMOND
    if purpose == PURPOSE_QIXI:
        return tb.card_suit[c] == SPADE or tb.card_suit[c] == CLUB
    if purpose == PURPOSE_GUOSE:
        return tb.card_suit[c] == DIAMOND
    if purpose == PURPOSE_LONGDAN:
        return tb.card_face[c] == F_SHAN
    return True
