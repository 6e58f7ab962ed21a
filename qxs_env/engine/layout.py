"""Integer layout of the framework: decision-stack frames, the framework's procedures and
decisions, the bits of a trigger listener, zones, the events it logs, its config slots, action
ids and virtual cards.

Everything here is a plain module-level int so numba folds it into compiled code. A ruleset's
own codes (its procedures, decisions, purposes, trigger points, counters, events, statuses and
rule switches) live in its package: 群侠杀's in :mod:`qxs_env.rulesets.qxs.layout`, numbered
apart from the codes below (a ruleset must not reuse a framework value of the same family).

What is here (issue 21, "Where the code is" in docs/engine.md): a name is framework when the
framework modules of ``qxs_env/engine`` use it (the stack, the cards, the zones, the state
record's helpers and the framework procedures: turns, judgement, cancel, damage, dying, the
trigger scan, the driver), or when it is a generic part of the same layout (the other frame
fields, zones, action blocks and virtual-card fields, the phases, the capacities of the tables
record's face fields);
every other code is its ruleset's (tests/test_framework_names.py checks it). Two config slots
are the framework's with a meaning every ruleset has: ``C_PLAYERS`` (the number of seats) and
``C_AUTO_FORCED`` (resolve a decision with one legal action without asking); the ruleset numbers
its own slots of ``cfg`` around them. The state record is the ruleset's (the sizes of its own
fields are in its layout); ``engine/state.py`` names the fields the framework reads.

Decision stack
--------------
Each game keeps a stack ``stk[b, depth, FRAME]`` of int32 frames and a stack pointer ``sp[b]``.
A frame is one pending piece of resolution: a procedure (``OP_*``: a turn, a damage event, a
dying window, a cancel window, ...) or a decision that waits for one player (an op at or above
``DEC_BASE``: choose a card to use, a target, a response, ...). The engine pops and pushes frames
until the top frame is a decision; the game then waits for that decision's actor. Procedures keep
their progress in the ``FR_ST`` field (a stage number), so the whole game state, including what
is half resolved, is a set of arrays: copyable, serialisable and replayable. When a child frame
finishes it may write one result into its parent's ``FR_R`` field.

Frame fields: ``FR_OP`` operation, ``FR_ST`` stage, ``FR_P`` main seat (actor or owner),
``FR_Q`` second seat (target), ``FR_A0..FR_A6`` arguments, ``FR_R`` result from a child.
"""

from __future__ import annotations

# --- phases of a turn; also the bit index in a seat's skip mask (``skip``) -----------------------
PH_START = 0
PH_JUDGE = 1
PH_DRAW = 2
PH_PLAY = 3
PH_DISCARD = 4
PH_END = 5
PHASE_IDS = ("turn_start", "judgement", "draw", "play", "discard", "turn_end")  # in configs/
PHASE_NAMES = ("turn start", "judgement", "draw", "play", "discard", "turn end")  # in words

# --- seats and equipment slots of the fixed-size state ----------------------------------------
MAX_PLAYERS = 10  # capacity: seats per game
N_SLOTS = 4  # capacity: equipment slots per seat (what each slot holds is the ruleset's)

# --- frame fields ------------------------------------------------------------------------------
FR_OP = 0
FR_ST = 1
FR_P = 2
FR_Q = 3
FR_A0 = 4
FR_A1 = 5
FR_A2 = 6
FR_A3 = 7
FR_A4 = 8
FR_A5 = 9
FR_A6 = 10
FR_R = 11
FRAME = 12
STACK_DEPTH = 64
USE_DEPTH = 4  # capacity: card uses open at once (a use inside a use: 借刀殺人's 殺)

# --- the framework's procedures (engine/turn, judgement, cancel, damage, dying, driver) ---------
OP_GAME = 1  # bottom frame: runs turns in seat order until the game ends
OP_TURN = 2  # one player's turn: start, judgement, draw, play, discard, end (R-T1)
OP_JUDGE_PHASE = 3  # judge delayed cards, last placed first (R-T2; pushed by OP_TURN)
OP_PLAY_PHASE = 4  # repeated play decisions (R-T4; pushed by OP_TURN)
OP_DAMAGE = 8  # one damage event: prevention, HP loss, dying, after-damage triggers
OP_DYING = 9  # rescue window in turn order from the current player (R-D1)
OP_CANCEL = 11  # cancel window (chains) (R-K1, R-K2)
OP_JUDGEMENT = 12  # flip the top card of the draw pile; result colour to the parent (R-K3)
OP_REQUEST = 27  # ask a seat for cards matching a pattern, n times, alternatives first (request.py)
OP_USE_CARD = 28  # a card used: declared, its targets chosen and confirmed, per target (use.py)
OP_ARRANGE = 29  # a seat puts the shown cards on top of the draw pile or at its bottom (shown.py)
OP_SELECT = 30  # a seat chooses several hand cards, then done (select.py)
OP_GIVE = 23  # a seat gives hand cards to seats, one at a time, then done (select.py)
OP_HELD = 31  # a decision frame held while something fired between steps resolves above it:
# FR_ST keeps its decision kind; on top again it becomes that decision and is asked afresh

# --- trigger listeners (engine/triggers.py) ------------------------------------------------------
# A listener's value at a trigger point (0: it does not listen there): the seat it must be at
# (its role; the role bits are ``v & LISTEN_ANY``) and whether its owner is asked first. The
# trigger points themselves are the ruleset's (群侠杀: layout.TP_*, which calls these ROLE_* and
# TRIG_OPTIONAL).
LISTEN_SUBJECT = 1  # the listener's seat must be the point's subject
LISTEN_SOURCE = 2  # the listener's seat must be the point's source
LISTEN_ANY = 3  # any living seat (both role bits)
LISTEN_OPTIONAL = 4  # flag: a frame asks the owner instead of the listener acting at once

# --- decisions (a frame whose op >= DEC_BASE waits for FR_P to act) -----------------------------
DEC_BASE = 32
DEC_CANCEL = 35  # play a cancel card against FR_A0 aimed at seat FR_Q (kind FR_A1), or pass
DEC_RESCUE = 36  # use a rescue card on the dying seat FR_Q, or pass
DEC_REQUEST = 44  # give a card matching what FR_A0 asks (asked by seat FR_Q, card FR_A1), or pass
DEC_SHOWN = 45  # choose one of the shown cards (the shown block, by position)
DEC_PLACE = 46  # put card FR_A0 on top of the draw pile (place 0) or at its bottom (place 1)
DEC_SELECT = 47  # choose a hand card (for what FR_A0 says), or done
DEC_GIVE_TO = 48  # choose the seat that receives card FR_A0
# (a ruleset numbers its own decisions from DEC_BASE + 32 up, its procedures in the gaps below 32)

# --- zones ----------------------------------------------------------------------------------------
Z_DRAW = 0
Z_HAND = 1
Z_EQUIP = 2
Z_JUDGE = 3
Z_DISCARD = 4
Z_PROC = 5  # on the table while it resolves (used / played / judged cards)
Z_OUT = 6  # not in the game
Z_STORE = 7  # set aside under a seat's hero card by a skill (owner: that seat; face down unless
# the ruleset marks it public). No container array: zone + owner say it all
ZONE_NAMES = (
    "draw",
    "hand",
    "equipment",
    "judgement",
    "discard",
    "processing",
    "out",
    "stored",
)

# --- phases (R-T1): PH_* and PHASE_NAMES, re-exported from qxs_env.rulesets.qxs.constants (top of
# file) --

# --- events (ev[b, i, 0..5]): what happened since the last decision, for rendering -------------
# the framework logs these three; the ruleset numbers its own events around them
EV_PHASE_SKIP = 2  # seat, phase
EV_DRAW = 3  # seat, n
EV_RESHUFFLE = 18  # new draw pile size
EV_FIELDS = 6
EV_MAX = 256

# --- config slots cfg[k] the framework reads (see qxs_env.rulesets.qxs.config.GameConfig)
# ---------------------
C_PLAYERS = 0  # number of seats
C_AUTO_FORCED = 6  # resolve decisions that have exactly one legal action without asking
C_KEYED_DEAL = 24  # 1: the deck and the hero pool are shuffled by keys (random_streams.keyed_sort)
N_CFG = 25  # length of the cfg array (the ruleset's slots fill the rest)

# --- action id layout: framework blocks, sized by the ruleset ---------------------------------
# The action ids of a game are these blocks one after the other, in this order; each ruleset gives
# every block's size (0: the game has no such block) when it packs its tables, and the compiled
# offsets are read from the tables record (``tb.act_off``: the start of each block, then the
# total). A block added later goes at the end, so an existing game's ids never move.
ACTION_BLOCKS = (
    "card",  # use / play / choose a card: one id per card action (``tb.card_action``, below)
    "seat",  # choose a seat, relative to the actor (0 = self, k = k seats later in turn)
    "pick",  # choose a card of another seat: 0 = a hidden hand card at random, 1 + slot = equipped
    "judge",  # a card in a judgement area, by position (0 = placed first)
    "suit",  # name a suit (群侠杀 names its four colours here)
    "skill",  # activate a skill button (the ruleset says which button is which)
    "pass",  # decline / end the phase (one id)
    "yes",  # confirm an optional effect (one id)
    "shown",  # choose the k-th of the cards shown to the actor (五穀豐登, 觀星)
    "place",  # put the chosen card on top (0) or at the bottom (1) of the draw pile (觀星)
    "done",  # finish choosing several cards (制衡) or giving cards away (遺計)
)
(
    B_CARD,
    B_SEAT,
    B_PICK,
    B_JUDGE,
    B_SUIT,
    B_SKILL,
    B_PASS,
    B_YES,
    B_SHOWN,
    B_PLACE,
    B_DONE,
) = range(len(ACTION_BLOCKS))
N_BLOCKS = len(ACTION_BLOCKS)
ACT_OFF_LEN = N_BLOCKS + 1  # tb.act_off: each block's first id, then the number of actions

# How a ruleset's card block names cards (``card_action_table``): one id per face and suit
# (群侠杀: two copies of a face in one colour are the same action), one per face (suit and rank
# do not matter to the rules), or one per physical card (face, suit and rank all told apart:
# 三国杀's 104 cards, where the suit and rank of a 殺 can decide a judgement or a shield).
CARDS_BY_FACE_SUIT = 0
CARDS_BY_FACE = 1
CARDS_BY_CARD = 2

# 群侠杀's block sizes before the blocks were the ruleset's (its layout keeps them)
N_SEAT_ACTIONS = 10  # capacity: seats to choose among (MAX_PLAYERS)
N_PICK_ACTIONS = 5  # 0 = a hidden hand card at random, 1 + slot = an equipped card
N_JUDGE_ACTIONS = 4  # a card in the judgement area, by position (0 = placed first)
N_SUIT_ACTIONS = 4  # name a suit
N_SUITS = 4  # a card's suit is 0..3 (the ruleset names them); -1 for a card without one
RANK_NONE = -1  # the rank of a card without one (群侠杀's cards); ranks are 1..13 otherwise
JUDGE_AREA = 8  # capacity of one judgement area
MAX_CARDS = 256  # capacity for cards in one game (deck + specials)
MAX_ACTIONS = 512  # capacity of the action mask (the real action count is smaller)
MAX_FACES = 120  # capacity for card faces in the catalogue
MAX_PARAMS = 6


def action_offsets(sizes: dict[str, int]) -> dict[str, int]:
    """Start of each action block (``ACTION_BLOCKS``) for a game whose blocks have ``sizes``
    (a missing block has size 0), and ``"size"``: the number of actions. Raises ValueError for
    an unknown block, a negative size or more than ``MAX_ACTIONS`` actions."""
    unknown = set(sizes) - set(ACTION_BLOCKS)
    if unknown:
        raise ValueError(f"unknown action blocks {sorted(unknown)}; known: {ACTION_BLOCKS}")
    o: dict[str, int] = {}
    at = 0
    for name in ACTION_BLOCKS:
        n = int(sizes.get(name, 0))
        if n < 0:
            raise ValueError(f"action block {name!r} has a negative size {n}")
        o[name] = at
        at += n
    if at > MAX_ACTIONS:
        raise ValueError(f"{at} actions; the engine's mask holds at most {MAX_ACTIONS}")
    o["size"] = at
    return o


# --- virtual cards ("use X as Y") -------------------------------------------------------------
# A card id >= MAX_CARDS names row (id - MAX_CARDS) of the per-game table vcard[NV, VF]: a card
# that exists only while it resolves, made of 1-2 physical cards (which sit on the table).
NV = 16
V_FACE = 0  # face shown for it (the card or skill that made it)
V_CAT = 1  # category it counts as (the ruleset's categories)
V_SUIT = 2  # its suit (0..N_SUITS-1, -1 none)
V_EXTRA0 = 3  # two numbers the ruleset gives a virtual card (群侠杀: its power and range)
V_EXTRA1 = 4
V_EFFECT = 5  # effect code it carries (EFFECT_NONE: no skill)
V_NPHYS = 6  # physical cards in it; 0 = row free
V_PHYS0 = 7
V_PHYS1 = 8
V_RANK = 9  # its rank (1..13, RANK_NONE)
VF = 10
V_RESERVED = -2  # vcard[.., V_PHYS0] of a card-less virtual card (made by a skill), in use
