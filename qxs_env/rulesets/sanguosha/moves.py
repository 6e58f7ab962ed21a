"""三国杀's card moves and small rules every module uses: taking a card out of where it lies,
putting it in a hand, a judgement area, on the table or on the discard pile (S-TURN-7), drawing
(S-TURN-6, with the drawn game of S-OPEN-10), healing (S-DMG-2), and the questions "does this
seat hold a card of this face", "how many cards does it have anywhere", "which of its cards does
this action name", and "are these two seats of other genders".
"""

from __future__ import annotations

from qxs_env.engine.cards import c_face
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    MAX_CARDS,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_RESERVED,
    Z_DISCARD,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_PROC,
)
from qxs_env.engine.stack import log
from qxs_env.engine.zones import draw_cards, judge_face

from .layout import EV_DRAWN_GAME, EV_HEAL, N_EQUIP_SLOTS


@njit_cached
def take_from_hand(g, p, c):
    """Remove card ``c`` from seat ``p``'s hand (RuntimeError when it is not there)."""
    for k in range(g.hand_n[p]):
        if g.hand[p, k] == c:
            last = g.hand_n[p] - 1
            g.hand[p, k] = g.hand[p, last]
            g.hand[p, last] = 0
            g.hand_n[p] = last
            g.owner[c] = -1
            return
    raise RuntimeError("sanguosha engine: the card is not in that hand")


@njit_cached
def put_in_discard(g, c):
    """Card ``c`` (already out of any hand or area) goes on the discard pile, as its printed
    self (``jface`` cleared: a card a skill made count as another, 國色's 樂不思蜀)."""
    g.jface[c] = 0
    g.disc[g.n_disc] = c
    g.n_disc += 1
    g.zone[c] = Z_DISCARD
    g.owner[c] = -1


@njit_cached
def put_on_table(g, c):
    """Card ``c`` (already out of any hand or area) lies on the table while it resolves."""
    g.zone[c] = Z_PROC
    g.owner[c] = -1


@njit_cached
def count_as(g, c, face):
    """Card ``c`` counts as a card of ``face`` while it is used or lies in a judgement area (a
    skill's conversion: 武聖's red card as a 殺, 國色's diamond as 樂不思蜀; 激將's and 借刀殺人's
    borrowed 殺 whatever a skill played it as): ``jface``, which the use and the judgement phase
    read (:func:`used_face`); its suit and rank stay its own (ruling S-OPEN-15), and it is its
    printed self again once it is discarded or taken into a hand."""
    g.jface[c] = 1 + face


@njit_cached
def put_in_hand(g, p, c):
    """Card ``c`` (already out of any hand or area) goes into seat ``p``'s hand, as its printed
    self (``jface`` cleared)."""
    g.jface[c] = 0
    g.hand[p, g.hand_n[p]] = c
    g.hand_n[p] += 1
    g.zone[c] = Z_HAND
    g.owner[c] = p


@njit_cached
def put_in_area(g, p, c):
    """Card ``c`` (already out of any hand or area) goes last into seat ``p``'s judgement area
    (a delayed trick: S-CARD-LEBU, S-CARD-SHANDIAN)."""
    g.judge[p, g.judge_n[p]] = c
    g.judge_n[p] += 1
    g.zone[c] = Z_JUDGE
    g.owner[c] = p


@njit_cached
def discard_from_hand(g, p, c):
    """Seat ``p`` discards card ``c`` from its hand."""
    take_from_hand(g, p, c)
    put_in_discard(g, c)


@njit_cached
def discard_own(g, p, c):
    """Seat ``p`` discards its card ``c`` from its hand or its equipment (an equipped card
    leaving counts as equipment lost: 梟姬)."""
    if g.zone[c] == Z_EQUIP:
        take_anywhere(g, c)
        put_in_discard(g, c)
    else:
        discard_from_hand(g, p, c)


@njit_cached
def table_to_discard(g, c):
    """Card ``c`` goes from the table to the discard pile, if it is still on the table; for a
    converted card (a virtual card id, ``>= MAX_CARDS``) the cards it is made of, and its row
    is freed (a card-less one's too: 離間's 決鬥)."""
    if c >= MAX_CARDS:
        k = c - MAX_CARDS
        for f in (V_PHYS0, V_PHYS1):
            x = g.vcard[k, f]
            if x >= 0 and g.zone[x] == Z_PROC:
                put_in_discard(g, x)
        g.vcard[k, V_NPHYS] = 0
        if g.vcard[k, V_PHYS0] == V_RESERVED:
            g.vcard[k, V_PHYS0] = -1
    elif c >= 0 and g.zone[c] == Z_PROC:
        put_in_discard(g, c)


@njit_cached
def take_anywhere(g, c):
    """Take card ``c`` out of the hand, equipment or judgement area it lies in."""
    z = g.zone[c]
    p = g.owner[c]
    if z == Z_HAND:
        take_from_hand(g, p, c)
    elif z == Z_EQUIP:
        for s in range(N_EQUIP_SLOTS):
            if g.equip[p, s] == c:
                g.equip[p, s] = -1
        g.owner[c] = -1
        g.equip_lost[p] += 1  # for 梟姬 (the skills' scan reads and clears it)
    elif z == Z_JUDGE:
        n = g.judge_n[p]
        k = 0
        for j in range(n):
            if g.judge[p, j] != c:
                g.judge[p, k] = g.judge[p, j]
                k += 1
        g.judge_n[p] = k
        g.owner[c] = -1
    else:
        raise RuntimeError("sanguosha engine: the card is in no hand or area")


@njit_cached
def discard_hand_and_equipment(g, p):
    """Seat ``p`` discards its whole hand and all its equipment; how many cards went."""
    n = 0
    while g.hand_n[p] > 0:
        discard_from_hand(g, p, g.hand[p, 0])
        n += 1
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0:
            take_anywhere(g, c)
            put_in_discard(g, c)
            n += 1
    return n


@njit_cached
def discard_everything(g, p):
    """Seat ``p`` discards its hand, its equipment and its judgement area (S-DEATH-4)."""
    discard_hand_and_equipment(g, p)
    while g.judge_n[p] > 0:
        c = g.judge[p, 0]
        take_anywhere(g, c)
        put_in_discard(g, c)


@njit_cached
def cards_anywhere(g, p):
    """How many cards seat ``p`` has in its hand, equipment and judgement area."""
    n = g.hand_n[p] + g.judge_n[p]
    for s in range(N_EQUIP_SLOTS):
        if g.equip[p, s] >= 0:
            n += 1
    return n


@njit_cached
def holds_face(g, tb, p, f):
    """Does seat ``p`` hold a card of face ``f`` in its hand?"""
    for k in range(g.hand_n[p]):
        if tb.card_face[g.hand[p, k]] == f:
            return True
    return False


@njit_cached
def draw(g, p, n):
    """Seat ``p`` draws ``n`` cards; when both piles run out first the game ends as a draw
    (S-OPEN-10: no seat wins; the framework's truncation)."""
    got = draw_cards(g, p, n)
    if got < n:
        log(g, EV_DRAWN_GAME, p, got, 0, 0, 0)
        g.truncated = True
        g.done = True


@njit_cached
def heal(g, p, n):
    """Seat ``p`` recovers up to ``n`` HP, never above its max HP (S-DMG-2); the HP gained."""
    room = g.max_hp[p] - g.hp[p]
    k = n if n < room else room
    if k > 0:
        g.hp[p] += k
        log(g, EV_HEAL, p, k, g.hp[p], 0, 0)
    return k if k > 0 else 0


@njit_cached
def own_card_of_action(g, tb, p, a):
    """The card of seat ``p``'s hand or equipment that card action ``a`` names (the card
    block names each physical card), or -1."""
    for k in range(g.hand_n[p]):
        if tb.card_action[g.hand[p, k]] == a:
            return g.hand[p, k]
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and tb.card_action[c] == a:
            return c
    return -1


@njit_cached
def of_other_gender(g, p, q):
    """Are seats ``p`` and ``q`` of other genders (the state's ``gender``: 0 male, 1 female)?
    False when either has none (-1: no hero, the game of S-SETUP-5)."""
    return g.gender[p] >= 0 and g.gender[q] >= 0 and g.gender[p] != g.gender[q]


@njit_inlined
def used_face(g, tb, c):
    """The face card ``c`` is used or played as: a virtual card's (丈八蛇矛's 殺 of two cards),
    a physical card's a hero's skill made of it (``jface``: 武聖's red card as a 殺), else its
    printed face."""
    if c >= MAX_CARDS:
        return c_face(g, tb, c)
    return judge_face(g, tb, c)
