"""群侠杀's card model over the framework's cards (``qxs_env.engine.cards``).

What the framework calls a card's suit is 群侠杀's colour (力 技 气 速: four values, read by
judgements, telling copies of a face apart); its cards have no rank (``RANK_NONE``). A move's
power and range are the ruleset's two numbers of a virtual card (``V_POWER`` = the framework's
``V_EXTRA0``, ``V_RANGE`` = ``V_EXTRA1``) and its faces' own columns (``face_power``,
``face_range``, ``face_colour`` in its tables).

Card actions
------------
群侠杀's card block names a card by face and colour (``CARDS_BY_FACE_SUIT``): a **card type**
``t = face * 4 + colour``, ids ``0 .. 4 * n_faces - 1``; two copies of one face in one colour
are the same action (the rules never tell them apart). :func:`type_of`, :func:`type_face` and
:func:`type_colour` are that arithmetic in one place; ``tb.card_action[c]`` holds each physical
card's type. Its other blocks' sizes are :data:`ACTION_BLOCK_SIZES` (the card block's is
``4 * n_faces``).
"""

from __future__ import annotations

from qxs_env.engine.cards import a_suit, c_suit, card_action, n_card_actions
from qxs_env.engine.cards import make_cardless_virtual as framework_make_cardless_virtual
from qxs_env.engine.cards import make_virtual as framework_make_virtual
from qxs_env.engine.cards import scratch_card as framework_scratch_card
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    MAX_CARDS,
    N_JUDGE_ACTIONS,
    N_PICK_ACTIONS,
    N_SEAT_ACTIONS,
    N_SUIT_ACTIONS,
    RANK_NONE,
    V_EXTRA0,
    V_EXTRA1,
    V_SUIT,
    action_offsets,
)
from qxs_env.rulesets.qxs.constants import N_COLOURS

V_COLOUR = V_SUIT  # a virtual card's colour
V_POWER = V_EXTRA0  # a virtual move's power
V_RANGE = V_EXTRA1  # a virtual move's range

N_COLOUR_ACTIONS = N_SUIT_ACTIONS  # name a colour (the framework's suit block)
N_SKILL_ACTIONS = 8  # skill buttons: 0-3 the equipped card in that slot, 4-7 hero skills

ACTION_BLOCK_SIZES: dict[str, int] = {
    "seat": N_SEAT_ACTIONS,
    "pick": N_PICK_ACTIONS,
    "judge": N_JUDGE_ACTIONS,
    "suit": N_COLOUR_ACTIONS,
    "skill": N_SKILL_ACTIONS,
    "pass": 1,
    "yes": 1,
}
"""群侠杀's action blocks but the card block (``4 * n_faces`` card types): the layout of every
version before the blocks were the ruleset's, so its action ids never moved."""


def block_sizes(n_faces: int) -> dict[str, int]:
    """Every action block's size for a catalogue of ``n_faces`` faces."""
    return {"card": N_COLOURS * n_faces, **ACTION_BLOCK_SIZES}


def action_offsets_for(n_faces: int) -> dict[str, int]:
    """The start of each of 群侠杀's action blocks for a catalogue of ``n_faces`` faces, under
    the names it has always had (``card, seat, pick, judge, colour, skill, pass, yes``, then
    ``size``): ``Engine.offsets``, and the action part of a trained agent's layout digest. The
    framework's blocks 群侠杀 does not have (size 0) are left out; its suit block is "colour"."""
    offsets = action_offsets(block_sizes(n_faces))
    names = ("card", "seat", "pick", "judge", "colour", "skill", "pass", "yes", "size")
    return {name: offsets["suit" if name == "colour" else name] for name in names}


# --- card types (face x colour) --------------------------------------------------------------

# 群侠杀's names of framework pieces: a card type is the card action naming a card (by face and
# colour), the "name a colour" block is the suit block, a card's colour is its suit.
n_types = n_card_actions
card_type = card_action
a_colour = a_suit
c_colour = c_suit


@njit_cached
def type_of(face, colour):
    """The card type (card-block action id) of ``face`` in ``colour``."""
    return face * N_COLOURS + colour


@njit_cached
def type_face(t):
    """The face of card type ``t``."""
    return t // N_COLOURS


@njit_cached
def type_colour(t):
    """The colour of card type ``t``."""
    return t % N_COLOURS


# --- card numbers for physical and virtual cards alike -------------------------------------


@njit_cached
def c_power(g, tb, c):
    """Power of card c (a virtual move's own power)."""
    if c < MAX_CARDS:
        return tb.face_power[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_POWER]


@njit_cached
def c_range(g, tb, c):
    """Range of card c (a virtual move's own range)."""
    if c < MAX_CARDS:
        return tb.face_range[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_RANGE]


# --- virtual cards with 群侠杀's numbers ---------------------------------------------------------


@njit_cached
def make_virtual(g, cat, face, colour, power, rng, effect, c0, c1):
    """A virtual card of ``face`` in ``colour`` with ``power`` and ``rng`` made of physical cards
    c0 (and c1, or -1) on the table (``engine.cards.make_virtual``; no rank)."""
    return framework_make_virtual(g, cat, face, colour, RANK_NONE, power, rng, effect, c0, c1)


@njit_cached
def make_cardless_virtual(g, tb, face):
    """A virtual card of ``face`` made of no card, with the face's printed colour, power and
    range (``engine.cards.make_cardless_virtual``)."""
    return framework_make_cardless_virtual(
        g, tb, face, tb.face_colour[face], RANK_NONE, tb.face_power[face], tb.face_range[face]
    )


@njit_cached
def scratch_card(g, tb, face, colour):
    """``engine.cards.scratch_card`` for a card of ``face`` in ``colour`` with the face's power
    and range (the caller restores the row)."""
    return framework_scratch_card(
        g, tb, face, colour, RANK_NONE, tb.face_power[face], tb.face_range[face]
    )
