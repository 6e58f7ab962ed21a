"""Cards as the rules see them: action-id helpers, card properties that work for physical and
virtual cards alike, and the virtual-card rows (a move made from other cards, a card with no
card behind it). Framework: names no card, skill or identity.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    MAX_CARDS,
    N_COLOUR_ACTIONS,
    N_JUDGE_ACTIONS,
    N_PICK_ACTIONS,
    N_SEAT_ACTIONS,
    N_SKILL_ACTIONS,
    NV,
    V_CAT,
    V_COLOUR,
    V_EFFECT,
    V_FACE,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_POWER,
    V_RANGE,
    V_RESERVED,
    Z_PROC,
)

# =============================================================================================
# action id layout helpers (offsets depend on the catalogue size; see layout.action_offsets)
# =============================================================================================


@njit_cached
def n_types(tb):
    """Number of card types (faces x 4 colours): the size of the card block of actions."""
    return tb.n_faces * 4


@njit_cached
def a_seat(tb):
    return n_types(tb)


@njit_cached
def a_pick(tb):
    return n_types(tb) + N_SEAT_ACTIONS


@njit_cached
def a_judge(tb):
    return a_pick(tb) + N_PICK_ACTIONS


@njit_cached
def a_colour(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS


@njit_cached
def a_skill(tb):
    return a_colour(tb) + N_COLOUR_ACTIONS


@njit_cached
def a_pass(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS + N_COLOUR_ACTIONS + N_SKILL_ACTIONS


@njit_cached
def a_yes(tb):
    return a_pass(tb) + 1


@njit_cached
def card_type(tb, c):
    return tb.card_face[c] * 4 + tb.card_colour[c]


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
def c_colour(g, tb, c):
    if c < MAX_CARDS:
        return tb.card_colour[c]
    return g.vcard[c - MAX_CARDS, V_COLOUR]


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
def c_power(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_power[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_POWER]


@njit_cached
def c_range(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_range[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_RANGE]


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
def make_virtual(g, cat, face, colour, power, rng, effect, c0, c1):
    """A virtual card made of physical cards c0 (and c1, or -1), which must already be on the
    table; returns its id (>= MAX_CARDS). Rows are used round robin, so a row's last content
    stays readable (for rendering events) until NV newer virtual cards have been made."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = cat
    v[V_COLOUR] = colour
    v[V_POWER] = power
    v[V_RANGE] = rng
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
def make_cardless_virtual(g, tb, face):
    """A virtual card of ``face`` made of no card (吸星大法, 单挑 as skills): its row is reserved
    (V_PHYS0 = V_RESERVED, V_NPHYS = 0) until it is discarded or the table is flushed."""
    k = alloc_vrow(g)
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = tb.face_category[face]
    v[V_COLOUR] = tb.face_colour[face]
    v[V_POWER] = tb.face_power[face]
    v[V_RANGE] = tb.face_range[face]
    v[V_EFFECT] = tb.face_effect[face]
    v[V_NPHYS] = 0
    v[V_PHYS0] = V_RESERVED
    return MAX_CARDS + k


@njit_cached
def scratch_card(g, tb, face, colour):
    """Write a free virtual-card row as a card of ``face`` (not on the table: V_NPHYS stays 0)
    to test whether such a card could be used; returns its id, or -1 when no row is free. The
    caller restores the row (``restore_scratch``), so the state is left unchanged."""
    for k in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            v = g.vcard[k]
            v[V_FACE] = face
            v[V_CAT] = tb.face_category[face]
            v[V_COLOUR] = colour
            v[V_POWER] = tb.face_power[face]
            v[V_RANGE] = tb.face_range[face]
            v[V_EFFECT] = tb.face_effect[face]
            return MAX_CARDS + k
    return -1
