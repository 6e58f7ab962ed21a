"""Cards as the rules see them: action-id helpers (the blocks of ``layout.ACTION_BLOCKS`` at the
offsets the ruleset packed into its tables), card properties that work for physical and virtual
cards alike (face, category, effect, suit, rank), and the virtual-card rows (a card made from
other cards, a card with no card behind it). Framework: names no card, skill or identity; the
ruleset's own card numbers (群侠杀's power and range) are its own accessors over ``V_EXTRA0`` and
``V_EXTRA1``.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    B_CARD,
    B_DONE,
    B_JUDGE,
    B_PASS,
    B_PICK,
    B_PLACE,
    B_SEAT,
    B_SHOWN,
    B_SKILL,
    B_SUIT,
    B_YES,
    MAX_CARDS,
    N_BLOCKS,
    NV,
    V_CAT,
    V_EFFECT,
    V_EXTRA0,
    V_EXTRA1,
    V_FACE,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_RANK,
    V_RESERVED,
    V_SUIT,
    Z_PROC,
)

# =============================================================================================
# action id layout: each block's first id is in the tables record (``tb.act_off``, packed by the
# ruleset from its block sizes with ``engine.card_tables.pack_action_layout``)
# =============================================================================================


@njit_cached
def n_card_actions(tb):
    """Size of the card block of actions (ids ``0 .. n_card_actions - 1``)."""
    return tb.act_off[B_SEAT] - tb.act_off[B_CARD]


@njit_cached
def n_actions(tb):
    """The number of action ids of this game (every block)."""
    return tb.act_off[N_BLOCKS]


@njit_cached
def a_seat(tb):
    return tb.act_off[B_SEAT]


@njit_cached
def a_pick(tb):
    return tb.act_off[B_PICK]


@njit_cached
def a_judge(tb):
    return tb.act_off[B_JUDGE]


@njit_cached
def a_suit(tb):
    return tb.act_off[B_SUIT]


@njit_cached
def a_skill(tb):
    return tb.act_off[B_SKILL]


@njit_cached
def a_pass(tb):
    return tb.act_off[B_PASS]


@njit_cached
def a_yes(tb):
    return tb.act_off[B_YES]


@njit_cached
def a_shown(tb):
    return tb.act_off[B_SHOWN]


@njit_cached
def a_place(tb):
    return tb.act_off[B_PLACE]


@njit_cached
def a_done(tb):
    return tb.act_off[B_DONE]


@njit_cached
def card_action(tb, c):
    """The card-block action id that names physical card c (``tb.card_action``: by face and
    suit, by face or by card, as the ruleset chose)."""
    return tb.card_action[c]


@njit_cached
def card_effect(tb, c):
    return tb.face_effect[tb.card_face[c]]


@njit_cached
def card_cat(tb, c):
    return tb.face_category[tb.card_face[c]]


@njit_cached
def card_param(tb, c, k):
    return tb.face_param[tb.card_face[c], k]


# Card properties through these accessors work for physical and virtual cards alike.


@njit_cached
def c_face(g, tb, c):
    """Face of card c (for a virtual card: the face of what made it)."""
    if c < MAX_CARDS:
        return tb.card_face[c]
    return g.vcard[c - MAX_CARDS, V_FACE]


@njit_cached
def c_suit(g, tb, c):
    """Suit of card c (0..N_SUITS-1; -1 for none, e.g. a card-less virtual card)."""
    if c < MAX_CARDS:
        return tb.card_suit[c]
    return g.vcard[c - MAX_CARDS, V_SUIT]


@njit_cached
def c_rank(g, tb, c):
    """Rank of card c (1..13; RANK_NONE for a card without one)."""
    if c < MAX_CARDS:
        return tb.card_rank[c]
    return g.vcard[c - MAX_CARDS, V_RANK]


@njit_cached
def c_cat(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_category[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_CAT]


@njit_cached
def c_effect(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_effect[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_EFFECT]


@njit_cached
def alloc_vrow(g):
    """A free virtual-card row (no cards on the table, not reserved by a card-less card), the
    next after the last one used; a RuntimeError when every row is busy."""
    k = g.vnext
    for _ in range(NV):
        if g.vcard[k, V_NPHYS] == 0 and g.vcard[k, V_PHYS0] != V_RESERVED:
            break
        k = (k + 1) % NV
    if g.vcard[k, V_NPHYS] != 0 or g.vcard[k, V_PHYS0] == V_RESERVED:
        raise RuntimeError("qxs engine: too many virtual cards at once")
    g.vnext = (k + 1) % NV
    return k


@njit_cached
def make_virtual(g, cat, face, suit, rank, extra0, extra1, effect, c0, c1):
    """A virtual card made of physical cards c0 (and c1, or -1), which must already be on the
    table, counting as a card of ``face`` and category ``cat`` with that suit and rank, the
    ruleset's two numbers ``extra0`` and ``extra1`` (群侠杀: power and range) and ``effect``;
    returns its id (>= MAX_CARDS). Rows are used round robin, so a row's last content
    stays readable (for rendering events) until NV newer virtual cards have been made."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = cat
    v[V_SUIT] = suit
    v[V_RANK] = rank
    v[V_EXTRA0] = extra0
    v[V_EXTRA1] = extra1
    v[V_EFFECT] = effect
    v[V_NPHYS] = 1 if c1 < 0 else 2
    v[V_PHYS0] = c0
    v[V_PHYS1] = c1
    return MAX_CARDS + k


@njit_cached
def in_proc(g, c):
    """Is card c (physical or virtual) still on the table? A card-less virtual card (made by a
    hero skill: V_PHYS0 = V_RESERVED) is, until it is discarded, so every "discard it if it is
    still on the table" frees its row too."""
    if c < MAX_CARDS:
        return g.zone[c] == Z_PROC
    return g.vcard[c - MAX_CARDS, V_NPHYS] > 0 or g.vcard[c - MAX_CARDS, V_PHYS0] == V_RESERVED


@njit_cached
def proc_has_cards(g, c):
    """Are physical cards of c on the table (c itself, or a virtual card's own cards)? False
    for a card-less virtual card: a skill taking "the card" takes nothing there."""
    if c < MAX_CARDS:
        return g.zone[c] == Z_PROC
    return g.vcard[c - MAX_CARDS, V_NPHYS] > 0


@njit_cached
def make_cardless_virtual(g, tb, face, suit, rank, extra0, extra1):
    """A virtual card of ``face`` made of no card (吸星大法, 单挑 as skills), with that suit,
    rank and the ruleset's two numbers: its row is reserved (V_PHYS0 = V_RESERVED, V_NPHYS = 0)
    until it is discarded or the table is flushed."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = tb.face_category[face]
    v[V_SUIT] = suit
    v[V_RANK] = rank
    v[V_EXTRA0] = extra0
    v[V_EXTRA1] = extra1
    v[V_EFFECT] = tb.face_effect[face]
    v[V_NPHYS] = 0
    v[V_PHYS0] = V_RESERVED
    return MAX_CARDS + k


@njit_cached
def scratch_card(g, tb, face, suit, rank, extra0, extra1):
    """Write a free virtual-card row as a card of ``face`` with that suit, rank and the
    ruleset's two numbers (not on the table: V_NPHYS stays 0) to test whether such a card could
    be used; returns its id, or -1 when no row is free. The caller restores the row (its own
    copy of the row's fields), so the state is left unchanged."""
    for k in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            v = g.vcard[k]
            v[V_FACE] = face
            v[V_CAT] = tb.face_category[face]
            v[V_SUIT] = suit
            v[V_RANK] = rank
            v[V_EXTRA0] = extra0
            v[V_EXTRA1] = extra1
            v[V_EFFECT] = tb.face_effect[face]
            return MAX_CARDS + k
    return -1
