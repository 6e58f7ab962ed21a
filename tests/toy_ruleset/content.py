"""The toy game's content and codes: its cards and identities, config slots, procedures,
decisions and events, the action layout, the state record and the content tables, and the card
helpers every other module uses.

Cards (44): ``strike`` x14 (basic: a seat asks another for a dodge, else 1 damage), ``dodge`` x8
(basic: answers a strike or a barrage), ``heal`` x6 (basic: +1 HP on one's turn, or rescues a
dying seat), ``barrage`` x3 (strategy: every other seat must give two dodges, else 1 damage; may
be negated for each target), ``negate`` x3 (strategy: cancels a strategy card, chains), ``omen``
x2 (strategy: may be negated; a judgement: a red card heals 1), ``harvest`` x2 (strategy: one
card per living seat is turned over; each seat, from the user in turn order, takes one; may be
negated for each seat), ``foresight`` x2 (strategy: may be negated; the user looks at the top 3
cards of the draw pile and puts each back on top or at the bottom, in the order it likes),
``trade`` x2 (basic: discard 1 or 2 other hand cards, then draw as many), ``gift`` x2 (basic:
give up to 2 hand cards, one at a time, to other seats; giving 2 heals 1). Suits go round spade,
heart, club, diamond and ranks round 1..13 in deck order. The leader's armour: when the leader
is asked for a dodge, a judgement first; a red card gives the dodge (a request's alternative).

Action ids: the card block by face (``CARDS_BY_FACE``: ``0 .. N_FACES - 1``), the seat block
(``A_SEAT + k``: the k-th seat after the actor), pass, the shown block (``N_SHOWN_ACTIONS``:
the j-th shown card), the place block (0: top of the draw pile, 1: its bottom), done.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.card_tables import FRAMEWORK_TABLES_FIELDS, pack_card_fields
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    CARDS_BY_FACE,
    DEC_BASE,
    N_CFG,
    Z_DISCARD,
    Z_HAND,
    Z_PROC,
)
from qxs_env.engine.patterns import compile_pattern
from qxs_env.engine.records import record_array
from qxs_env.engine.state import (
    FRAMEWORK_FIELDS,
    SELECT_FIELDS,
    SHOWN_FIELDS,
    USE_FIELDS,
    framework_fields,
    record_dtype,
)
from qxs_env.engine.zones import remove_from_hand

# --- content -------------------------------------------------------------------------------------
STRIKE, DODGE, HEAL, BARRAGE, NEGATE, OMEN, HARVEST, FORESIGHT, TRADE, GIFT = range(10)
N_FACES = 10
FACE_NAMES = (
    "strike",
    "dodge",
    "heal",
    "barrage",
    "negate",
    "omen",
    "harvest",
    "foresight",
    "trade",
    "gift",
)
DECK = (14, 8, 6, 3, 3, 2, 2, 2, 2, 2)  # copies of each face
FORESIGHT_CARDS = 3  # how many cards a foresight looks at
BASIC, STRATEGY = 0, 1
FACE_CATEGORY = (
    BASIC,
    BASIC,
    BASIC,
    STRATEGY,
    STRATEGY,
    STRATEGY,
    STRATEGY,
    STRATEGY,
    BASIC,
    BASIC,
)
TRADE_MOST = 2  # a trade swaps up to 2 cards
GIFT_MOST = 2  # a gift gives up to 2 cards; giving 2 heals the giver 1
LEADER, LOYAL, REBEL = 0, 1, 2
IDENTITY_NAMES = ("leader", "loyal", "rebel")
MIN_PLAYERS, MAX_SEATS = 4, 6
START_HP = 3
DRAW_PER_TURN = 2
SUIT_NAMES = ("spade", "heart", "club", "diamond")

# --- config slots (cfg, int64): C_PLAYERS and C_AUTO_FORCED are the framework's ---------------
C_MAX_TURNS = 1
C_N_LOYAL = 2
C_N_REBEL = 3
N_TOY_CFG = N_CFG  # the framework's length (its C_AUTO_FORCED slot is inside it)

# --- procedures (numbered apart from the framework's) and decisions -----------------------------
OP_DISCARD_PHASE = 5  # FR_P discards down to its HP
OP_EFFECT = 6  # the effect of FR_P's card FR_A0 (face FR_A1) on one target, seat FR_Q
OP_ARMOUR = 7  # the leader's armour: a judgement stands in for a dodge (request alternative)
DEC_PLAY = DEC_BASE + 32  # the current seat plays a card or passes
DEC_TARGET = DEC_BASE + 33  # ... chooses the target of its card FR_A0
DEC_DISCARD = DEC_BASE + 34  # the current seat discards a card (down to its HP)

# --- what a request asks (FR_A0 of OP_REQUEST): a row of REQUEST_PATTERNS ------------------------
ASK_DODGE = 0
_NAMES = {f: k for k, f in enumerate(FACE_NAMES)}
DODGE_REQUEST = compile_pattern("dodge", _NAMES, {}, SUIT_NAMES)
NEGATE_PATTERN = compile_pattern("negate", _NAMES, {}, SUIT_NAMES)
HEAL_PATTERN = compile_pattern("heal", _NAMES, {}, SUIT_NAMES)
RED_PATTERN = compile_pattern(".|.|red", _NAMES, {}, SUIT_NAMES, {"red": ("heart", "diamond")})
"""The compiled patterns: what a request for a dodge, a cancel window, a rescue and the armour's
judgement accept (``qxs_env.engine.patterns``)."""

# --- events (numbered apart from the framework's) ----------------------------------------------
EV_TURN = 40  # seat
EV_PLAY = 41  # seat, face
EV_TARGET = 42  # seat, target, face
EV_DAMAGE = 43  # seat, hp left
EV_DEATH = 44  # seat, identity
EV_DISCARD = 45  # seat, face
EV_ANSWER = 46  # seat, face (a card given to a request, a negate, a heal on a dying seat)
EV_JUDGE = 47  # seat, card, suit
EV_CANCELLED = 48  # target seat, face (a strategy card negated for that target)
EV_SHOWN = 49  # how many cards are turned over (a harvest)
EV_TAKEN = 50  # seat, card (a shown card taken into the hand)
EV_PLACED = 51  # seat, bottom (a foresight's card put back: the card itself is not told)
EV_GIVEN = 52  # seat, receiving seat (a gift's card: the card itself is not told)
EV_TRADED = 53  # seat, how many cards (a trade's discard and draw)

# --- actions: one per face, one per seat (k seats after the actor; k = 0 is never legal), pass,
# one per shown card (by position), two places (top, bottom of the draw pile), done
A_SEAT = N_FACES
N_SHOWN_ACTIONS = MAX_SEATS  # a harvest shows one card per living seat


def n_actions(players: int) -> int:
    """The number of action ids of a game of ``players`` seats."""
    return N_FACES + players + 1 + N_SHOWN_ACTIONS + 2 + 1


# --- the state record: every framework field, then the toy's own -------------------------------
STATE_DTYPE = record_dtype(
    framework_fields(
        [
            *(f[0] for f in FRAMEWORK_FIELDS),
            *(f[0] for f in USE_FIELDS),
            *(f[0] for f in SHOWN_FIELDS),
            *(f[0] for f in SELECT_FIELDS),
            ("turn", (), np.int32),
            ("ndec", (), np.int32),
            ("deaths", (), np.int8),
        ]
    ),
    {},
)
TABLES_DTYPE = np.dtype(list(FRAMEWORK_TABLES_FIELDS), align=True)
"""The toy's content tables are the framework's fields alone."""


def make_tables(players: int) -> np.ndarray:
    """The content tables (one record, ``tba[0]`` in compiled code): the deck's faces, suits
    (round the four in deck order) and ranks (1..13 likewise), the faces' categories, and the
    action layout: a card block by face, a seat block of ``players`` seats, pass, the shown
    cards by position, the two places, done."""
    faces = np.repeat(np.arange(N_FACES), DECK)
    k = np.arange(faces.size)
    tba = np.zeros(1, dtype=TABLES_DTYPE)
    tba[0]["n_cards"] = faces.size
    tba[0]["n_faces"] = N_FACES
    tba[0]["face_category"][:N_FACES] = FACE_CATEGORY
    blocks = {"seat": players, "pass": 1, "shown": N_SHOWN_ACTIONS, "place": 2, "done": 1}
    offsets = pack_card_fields(tba, faces, k % 4, 1 + k % 13, CARDS_BY_FACE, blocks)
    assert offsets["seat"] == A_SEAT and offsets["size"] == n_actions(players)
    return record_array(tba)  # attribute access also uncompiled (NUMBA_DISABLE_JIT=1)


# --- cards -------------------------------------------------------------------------------------
@njit_cached
def count_face(g, tb, p, f):
    """How many cards of face ``f`` seat ``p`` holds."""
    n = 0
    for k in range(g.hand_n[p]):
        if tb.card_face[g.hand[p, k]] == f:
            n += 1
    return n


@njit_cached
def discard_card(g, p, c):
    """Move card ``c`` from ``p``'s hand to the discard pile."""
    remove_from_hand(g, p, c)
    put_in_discard(g, c)


@njit_cached
def put_in_discard(g, c):
    """Card ``c`` (out of any hand) goes to the discard pile."""
    g.disc[g.n_disc] = c
    g.n_disc += 1
    g.zone[c] = Z_DISCARD
    g.owner[c] = -1


@njit_cached
def to_hand(g, p, c):
    """Card ``c`` (out of any hand) goes into seat ``p``'s hand."""
    g.hand[p, g.hand_n[p]] = c
    g.hand_n[p] += 1
    g.zone[c] = Z_HAND
    g.owner[c] = p


@njit_cached
def discard_face(g, tb, p, f):
    """Move one card of face ``f`` from ``p``'s hand to the discard pile; the card, or -1."""
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_face[c] == f:
            discard_card(g, p, c)
            return c
    return -1


@njit_cached
def face_to_table(g, tb, p, f):
    """Move one card of face ``f`` from ``p``'s hand to the table (a card being used); the
    card, or -1."""
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_face[c] == f:
            remove_from_hand(g, p, c)
            g.zone[c] = Z_PROC
            g.owner[c] = -1
            return c
    return -1
