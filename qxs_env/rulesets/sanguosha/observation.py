"""What a seat observes: ``encode`` writes seat ``me``'s view of a game into a float32 row of
``OBS_SIZE``. Seats are relative: seat slot 0 is the observer, slot k the seat k places after it
in turn order (slots past the number of players stay 0). Only what the seat may know is written
(the leak test over every game checks it: ``ruleset.hidden_from``): its own hand, the public
table, the identities it knows (its own, the lord's, the dead's).

==============  ========================  ==========================================================
slice           width                     meaning
==============  ========================  ==========================================================
O_HAND          104                       1 for each card (by id) in the observer's hand
O_HAND_FACES    N_FACES (31)              how many cards of each face the observer holds
O_DISCARD       104                       1 for each card (by id) on the discard pile (public)
O_SEATS         MAX_PLAYERS x SEAT_W      per seat slot: HP / 5, max HP / 5, alive, hand size / 10,
                (10 x 18)                 dying, whose turn it is, its identity one-hot (4) when
                                          the observer knows it, then its equipment (public): the
                                          weapon's range / 5 (0: none), 諸葛連弩, 八卦陣, 仁王盾, a
                                          +1 horse, a -1 horse; then its judgement area (public,
                                          every seat sees every area): a 樂不思蜀, a 閃電 in it
O_OWN           4                         the observer's identity, one-hot
O_DEC           N_DECISION_KINDS (11)     the decision the observer faces, one-hot
                                          (:data:`DECISION_KINDS`)
O_CTX_FACE      N_FACES                   the face of the card that decision is about (the card
                                          being aimed, cancelled or answered, the card taking a
                                          card, the 借刀殺人 naming a victim or asking for a 殺)
O_CTX_SEAT      MAX_PLAYERS               the other seat of that decision (relative): the seat
                                          asking, the trick's target, the dying seat, the seat
                                          whose card is taken, the target of a 借刀殺人 naming
                                          its victim, the victim of a 借刀殺人 asking for a 殺
O_CTX_ASK       2                         what a request asks: 閃, 殺
O_GAME          4                         draw pile / 104, discard pile / 104, turns / max_turns,
                                          the 殺 used this turn by the current seat
O_SHOWN         N_SHOWN x N_FACES         the face of each card shown on the table to the
                (10 x 31)                 observer (五穀豐登's, shown to every seat), in the
                                          order of the shown block
==============  ========================  ==========================================================
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SHOWN,
    FR_A0,
    FR_A1,
    FR_OP,
    FR_Q,
    MAX_PLAYERS,
    Z_DISCARD,
)

from .layout import (
    C_MAX_TURNS,
    DEC_ARMOUR,
    DEC_BORROWED_SHA,
    DEC_DISCARD,
    DEC_PICK,
    DEC_PLAY,
    DEC_TARGET,
    DEC_VICTIM,
    F_BAGUA,
    F_LEBU,
    F_SHANDIAN,
    F_ZHUGE,
    N_FACES,
    N_IDENTITIES,
    N_SHOWN,
    SLOT_ARMOUR,
    SLOT_MINUS,
    SLOT_PLUS,
    SLOT_WEAPON,
)
from .tables import N_CARDS

DECISION_KINDS = (
    DEC_PLAY,
    DEC_TARGET,
    DEC_DISCARD,
    DEC_PICK,
    DEC_CANCEL,
    DEC_RESCUE,
    DEC_REQUEST,
    DEC_SHOWN,
    DEC_ARMOUR,
    DEC_VICTIM,
    DEC_BORROWED_SHA,
)
"""The decisions, in the order of the observation's one-hot."""
N_DECISION_KINDS = len(DECISION_KINDS)
SEAT_W = 6 + N_IDENTITIES + 6 + 2
O_HAND = 0
O_HAND_FACES = O_HAND + N_CARDS
O_DISCARD = O_HAND_FACES + N_FACES
O_SEATS = O_DISCARD + N_CARDS
O_OWN = O_SEATS + MAX_PLAYERS * SEAT_W
O_DEC = O_OWN + N_IDENTITIES
O_CTX_FACE = O_DEC + N_DECISION_KINDS
O_CTX_SEAT = O_CTX_FACE + N_FACES
O_CTX_ASK = O_CTX_SEAT + MAX_PLAYERS
O_GAME = O_CTX_ASK + 2
O_SHOWN = O_GAME + 4
OBS_SIZE = O_SHOWN + N_SHOWN * N_FACES


@njit_cached
def decision_index(op):
    """The decision's position in :data:`DECISION_KINDS` (-1: none)."""
    for k in range(len(DECISION_KINDS)):
        if DECISION_KINDS[k] == op:
            return k
    return -1


@njit_cached
def encode_seats(g, tb, cfg, me, out):
    """The per-seat block, relative to ``me``."""
    n = cfg[C_PLAYERS]
    for r in range(n):
        p = (me + r) % n
        o = O_SEATS + r * SEAT_W
        out[o] = max(g.hp[p], 0) / 5.0
        out[o + 1] = g.max_hp[p] / 5.0
        out[o + 2] = g.alive[p]
        out[o + 3] = g.hand_n[p] / 10.0
        out[o + 4] = g.dying[p]
        out[o + 5] = 1.0 if p == g.cur else 0.0
        if (r == 0 or g.revealed[p]) and g.ident[p] >= 0:
            out[o + 6 + g.ident[p]] = 1.0
        e = o + 6 + N_IDENTITIES
        w = g.equip[p, SLOT_WEAPON]
        if w >= 0:
            out[e] = tb.face_range[tb.card_face[w]] / 5.0
            out[e + 1] = 1.0 if tb.card_face[w] == F_ZHUGE else 0.0
        a = g.equip[p, SLOT_ARMOUR]
        if a >= 0:
            out[e + 2 + (0 if tb.card_face[a] == F_BAGUA else 1)] = 1.0
        out[e + 4] = 1.0 if g.equip[p, SLOT_PLUS] >= 0 else 0.0
        out[e + 5] = 1.0 if g.equip[p, SLOT_MINUS] >= 0 else 0.0
        for j in range(g.judge_n[p]):
            f = tb.card_face[g.judge[p, j]]
            if f == F_LEBU:
                out[e + 6] = 1.0
            elif f == F_SHANDIAN:
                out[e + 7] = 1.0


@njit_cached
def encode_decision(g, tb, cfg, me, out):
    """The decision ``me`` faces and its context (nothing when it is not ``me``'s turn to act)."""
    if g.actor != me or g.done or g.sp == 0:
        return
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    k = decision_index(op)
    if k < 0:
        return
    out[O_DEC + k] = 1.0
    n = cfg[C_PLAYERS]
    c = -1
    if op == DEC_REQUEST:
        c = g.stk[i, FR_A1]
        out[O_CTX_ASK + g.stk[i, FR_A0]] = 1.0
    elif op != DEC_PLAY and op != DEC_DISCARD and op != DEC_RESCUE:
        c = g.stk[i, FR_A0]
    if c >= 0 and c < N_CARDS:
        out[O_CTX_FACE + tb.card_face[c]] = 1.0
    if op != DEC_PLAY and op != DEC_TARGET and op != DEC_DISCARD:
        q = g.stk[i, FR_Q]
        if q >= 0:
            out[O_CTX_SEAT + (q - me) % n] = 1.0


@njit_cached
def encode(g, tb, cfg, mp, me, out):
    """Seat ``me``'s observation of game record ``g`` into ``out`` (float32, OBS_SIZE); ``mp``,
    the engine's ``layout.maps``, is a dummy (三国杀 needs no maps)."""
    out[:] = 0.0
    for k in range(g.hand_n[me]):
        c = g.hand[me, k]
        out[O_HAND + c] = 1.0
        out[O_HAND_FACES + tb.card_face[c]] += 1.0
    for c in range(N_CARDS):
        if g.zone[c] == Z_DISCARD:
            out[O_DISCARD + c] = 1.0
    encode_seats(g, tb, cfg, me, out)
    if g.ident[me] >= 0:
        out[O_OWN + g.ident[me]] = 1.0
    encode_decision(g, tb, cfg, me, out)
    out[O_GAME] = g.n_draw / N_CARDS
    out[O_GAME + 1] = g.n_disc / N_CARDS
    if cfg[C_MAX_TURNS] > 0:
        out[O_GAME + 2] = g.turn / cfg[C_MAX_TURNS]
    out[O_GAME + 3] = g.sha_used
    if g.shown_to < 0 or g.shown_to == me:
        for k in range(g.shown_n):
            out[O_SHOWN + k * N_FACES + tb.card_face[g.shown[k]]] = 1.0
