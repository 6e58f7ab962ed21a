"""State invariants of the compiled engine, checked on one game record.

:func:`check_game` is compiled (``numba.njit(cache=True)``) so the fuzz driver
(:mod:`qxs_env.fuzz`) can call it after every single decision at full speed. It reads one game
record ``g = engine.state[b]`` with the packed content tables ``tb = engine.tba[0]`` and the rule
array ``cfg = engine.cfg`` and returns 0 when every invariant holds, otherwise the code (``E_*``)
of the first violated one; :func:`describe` turns a code into words and :func:`violations` lists
the violations of a game of an :class:`~qxs_env.engine.api.Engine` in words (the first one of
each group below). Nothing here modifies the state.

The invariants, grouped:

- cards: every card ``0..n_cards-1`` is in exactly one zone, and the containers agree with
  ``zone`` / ``owner``: a card is listed once in the draw pile iff its zone is DRAW, likewise the
  discard pile, the hands (with the right owner), the equipment slots and the judgement areas;
  cards on the table (PROC) are in no container; the counters ``n_draw``, ``n_disc``,
  ``hand_n``, ``judge_n`` are within their capacities; equipment sits in a slot that fits it
  and judgement areas hold delayed cards only, never two of one name;
- seats: HP never exceeds max HP; HP <= 0 only while dying; the dead have HP 0, no status, a
  revealed identity and (while the game runs) no cards; seats beyond the player count are empty;
  the identities are the configured table with the leader revealed;
- decisions: a running game has a decision on top of its stack (and only there), its actor is a
  living seat equal to ``actor``, the mask is non-empty and holds exactly ``n_legal`` actions
  (more than one when forced decisions are automatic); when DEC_PLAY waits no card is on the
  table; a game that is over has ``actor == -1`` and a consistent result;
- the game ends when R-W says so, and the turn counter respects ``max_turns``.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from qxs_env.constants import (
    LEADER,
    MAX_PLAYERS,
    N_IDENTITIES,
    N_SLOTS,
    RIGHTEOUS,
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.engine.core import a_yes
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_ID_COUNTS,
    C_MAX_DECISIONS,
    C_MAX_TURNS,
    C_PLAYERS,
    DEC_BASE,
    DEC_PLAY,
    DEC_RESCUE,
    FR_OP,
    FR_P,
    FR_Q,
    JUDGE_AREA,
    OP_GAME,
    STACK_DEPTH,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_OUT,
    Z_PROC,
)

# --- violation codes (0: all invariants hold) ---------------------------------------------------
OK = 0
E_N_DRAW = 1
E_N_DISC = 2
E_HAND_N = 3
E_JUDGE_N = 4
E_CARD_ID = 5
E_ZONE_VALUE = 6
E_DUPLICATE = 7
E_ZONE_MISMATCH = 8
E_OWNER_MISMATCH = 9
E_MISSING = 10
E_STRAY_OWNER = 11
E_EQUIP_SLOT = 12
E_JUDGE_KIND = 13
E_EQUIP_SAME_NAME = 14
E_JUDGE_SAME_NAME = 15
E_EXTRA_SEAT = 16
E_HP_OVER_MAX = 17
E_HP_NOT_DYING = 18
E_DYING_HEALTHY = 19
E_DEAD_HP = 20
E_DEAD_STATUS = 21
E_DEAD_HOLDS = 22
E_IDENTITIES = 23
E_STACK = 24
E_NO_DECISION = 25
E_BURIED_DECISION = 26
E_ACTOR_MISMATCH = 27
E_ACTOR_DEAD = 28
E_MASK_EMPTY = 29
E_MASK_COUNT = 30
E_MASK_FORCED = 31
E_PROC_AT_PLAY = 32
E_RESCUE_TARGET = 33
E_CUR_DEAD = 34
E_SHOULD_BE_OVER = 35
E_DONE_ACTOR = 36
E_RESULT = 37
E_TURN_LIMIT = 38
N_CODES = 39

DESCRIPTIONS: dict[int, str] = {
    OK: "all invariants hold",
    E_N_DRAW: "n_draw is outside 0..n_cards",
    E_N_DISC: "n_disc is outside 0..n_cards",
    E_HAND_N: "a hand size is outside 0..n_cards",
    E_JUDGE_N: "a judgement area size is outside 0..JUDGE_AREA",
    E_CARD_ID: "a container (draw, discard, hand, equipment, judgement) holds a non-card id",
    E_ZONE_VALUE: "a card's zone is not a known zone",
    E_DUPLICATE: "a card is listed more than once across the containers",
    E_ZONE_MISMATCH: "a card is listed in a container that disagrees with its zone",
    E_OWNER_MISMATCH: "a card in a seat's hand/equipment/judgement area has another owner",
    E_MISSING: "a card's zone names a container that does not list it",
    E_STRAY_OWNER: "a card in the draw pile, discard pile or processing has an owner",
    E_EQUIP_SLOT: "an equipped card is in a slot that does not fit it",
    E_JUDGE_KIND: "a judgement area holds a card that is not a delayed card",
    E_EQUIP_SAME_NAME: "an equipment area holds two cards of the same name (R-T4b)",
    E_JUDGE_SAME_NAME: "a judgement area holds two cards of the same name (R-T4b)",
    E_EXTRA_SEAT: "a seat beyond the player count has state (alive, hp, cards)",
    E_HP_OVER_MAX: "a living character has HP above its max HP",
    E_HP_NOT_DYING: "a living character has HP <= 0 but is not dying",
    E_DYING_HEALTHY: "a character is flagged dying with HP > 0 or while dead",
    E_DEAD_HP: "a dead character has HP other than 0",
    E_DEAD_STATUS: "a dead character is face down, linked, skipping or not revealed",
    E_DEAD_HOLDS: "a dead character holds cards (hand, equipment or judgement) in a running game",
    E_IDENTITIES: "the identities differ from the configured table or the leader is hidden",
    E_STACK: "the stack pointer is out of range or the bottom frame is not the game",
    E_NO_DECISION: "a running game has no decision on top of its stack",
    E_BURIED_DECISION: "a decision frame sits below the top of the stack",
    E_ACTOR_MISMATCH: "actor differs from the seat of the pending decision",
    E_ACTOR_DEAD: "the actor of the pending decision is not a living seat",
    E_MASK_EMPTY: "the pending decision has no legal action",
    E_MASK_COUNT: "the mask does not hold exactly n_legal actions within the action space",
    E_MASK_FORCED: "a forced decision (one legal action) waits although auto_forced is on",
    E_PROC_AT_PLAY: "cards are left on the table (processing) while a play decision waits",
    E_RESCUE_TARGET: "a rescue decision is pending for a seat that is not dying",
    E_CUR_DEAD: "the current player is not a living seat in a running game",
    E_SHOULD_BE_OVER: "the game runs on although an end condition (R-W) holds",
    E_DONE_ACTOR: "a finished game has an actor other than -1 or legal actions",
    E_RESULT: "a finished game's result is inconsistent (winners / truncation / limits)",
    E_TURN_LIMIT: "the turn counter exceeds max_turns in a running game",
}


@njit(cache=True)
def _note(cnt, seen_zone, seen_owner, c, z, p):
    """Record that container zone ``z`` of seat ``p`` lists card ``c``."""
    cnt[c] += 1
    seen_zone[c] = z
    seen_owner[c] = p


@njit(cache=True)
def check_cards(g, tb, cfg):
    """Card-conservation invariants; returns 0 or the first violated code."""
    n_cards = tb.n_cards
    n = cfg[C_PLAYERS]
    if g.n_draw < 0 or g.n_draw > n_cards:
        return E_N_DRAW
    if g.n_disc < 0 or g.n_disc > n_cards:
        return E_N_DISC
    for p in range(MAX_PLAYERS):
        if g.hand_n[p] < 0 or g.hand_n[p] > n_cards:
            return E_HAND_N
        if g.judge_n[p] < 0 or g.judge_n[p] > JUDGE_AREA:
            return E_JUDGE_N
        if p >= n:
            if g.hand_n[p] != 0 or g.judge_n[p] != 0:
                return E_EXTRA_SEAT
            for k in range(N_SLOTS):
                if g.equip[p, k] != -1:
                    return E_EXTRA_SEAT
    cnt = np.zeros(n_cards, np.int32)
    seen_zone = np.full(n_cards, -1, np.int32)
    seen_owner = np.full(n_cards, -1, np.int32)
    for i in range(g.n_draw):
        c = g.draw[i]
        if c < 0 or c >= n_cards:
            return E_CARD_ID
        _note(cnt, seen_zone, seen_owner, c, Z_DRAW, -1)
    for i in range(g.n_disc):
        c = g.disc[i]
        if c < 0 or c >= n_cards:
            return E_CARD_ID
        _note(cnt, seen_zone, seen_owner, c, Z_DISCARD, -1)
    for p in range(n):
        for i in range(g.hand_n[p]):
            c = g.hand[p, i]
            if c < 0 or c >= n_cards:
                return E_CARD_ID
            _note(cnt, seen_zone, seen_owner, c, Z_HAND, p)
        for k in range(N_SLOTS):
            c = g.equip[p, k]
            if c == -1:
                continue
            if c < 0 or c >= n_cards:
                return E_CARD_ID
            _note(cnt, seen_zone, seen_owner, c, Z_EQUIP, p)
            slot = tb.face_slot[tb.card_face[c]]
            fits = slot == k or (
                slot == SLOT_EITHER_LIGHTNESS and (k == SLOT_MINUS or k == SLOT_PLUS)
            )
            if not fits:
                return E_EQUIP_SLOT
            for k2 in range(k):
                c2 = g.equip[p, k2]
                if c2 >= 0 and c2 < n_cards and tb.card_face[c2] == tb.card_face[c]:
                    return E_EQUIP_SAME_NAME
        for i in range(g.judge_n[p]):
            c = g.judge[p, i]
            if c < 0 or c >= n_cards:
                return E_CARD_ID
            _note(cnt, seen_zone, seen_owner, c, Z_JUDGE, p)
            if not tb.face_delayed[tb.card_face[c]]:
                return E_JUDGE_KIND
            for i2 in range(i):
                c2 = g.judge[p, i2]
                if c2 >= 0 and c2 < n_cards and tb.card_face[c2] == tb.card_face[c]:
                    return E_JUDGE_SAME_NAME
    for c in range(n_cards):
        z = g.zone[c]
        if z < Z_DRAW or z > Z_OUT:
            return E_ZONE_VALUE
        if cnt[c] > 1:
            return E_DUPLICATE
        if z == Z_PROC or z == Z_OUT:
            if cnt[c] != 0:
                return E_ZONE_MISMATCH
        else:
            if cnt[c] == 0:
                return E_MISSING
            if seen_zone[c] != z:
                return E_ZONE_MISMATCH
        if z == Z_HAND or z == Z_EQUIP or z == Z_JUDGE:
            if g.owner[c] != seen_owner[c]:
                return E_OWNER_MISMATCH
        elif g.owner[c] != -1:
            return E_STRAY_OWNER
    return OK


@njit(cache=True)
def check_seats(g, tb, cfg):
    """HP, life and identity invariants; returns 0 or the first violated code."""
    n = cfg[C_PLAYERS]
    id_count = np.zeros(N_IDENTITIES, np.int32)
    for p in range(MAX_PLAYERS):
        if p >= n:
            if g.alive[p] or g.hp[p] != 0 or g.dying[p]:
                return E_EXTRA_SEAT
            continue
        idn = g.ident[p]
        if idn < 0 or idn >= N_IDENTITIES:
            return E_IDENTITIES
        id_count[idn] += 1
        if idn == LEADER and not g.revealed[p]:
            return E_IDENTITIES
        if g.alive[p]:
            if g.hp[p] > g.maxhp[p]:
                return E_HP_OVER_MAX
            if g.hp[p] <= 0 and not g.dying[p]:
                return E_HP_NOT_DYING
            if g.dying[p] and g.hp[p] > 0:
                return E_DYING_HEALTHY
        else:
            if g.dying[p]:
                return E_DYING_HEALTHY
            if g.hp[p] != 0:
                return E_DEAD_HP
            if g.face_down[p] or g.linked[p] or g.skip[p] != 0 or not g.revealed[p]:
                return E_DEAD_STATUS
            if not g.done:
                if g.hand_n[p] != 0 or g.judge_n[p] != 0:
                    return E_DEAD_HOLDS
                for k in range(N_SLOTS):
                    if g.equip[p, k] != -1:
                        return E_DEAD_HOLDS
    for k in range(N_IDENTITIES):
        if id_count[k] != cfg[C_ID_COUNTS + k]:
            return E_IDENTITIES
    return OK


@njit(cache=True)
def end_condition(g, cfg):
    """True when R-W1..R-W3 end the game: the leader is dead, or every enemy of the leader is."""
    n = cfg[C_PLAYERS]
    leader_alive = False
    enemy_alive = False
    for p in range(n):
        if g.alive[p]:
            if g.ident[p] == LEADER:
                leader_alive = True
            elif g.ident[p] != RIGHTEOUS:  # everyone else opposes the leader
                enemy_alive = True
    return not leader_alive or not enemy_alive


@njit(cache=True)
def check_flow(g, tb, cfg):
    """Stack, decision, mask and end-of-game invariants; returns 0 or the first violated code."""
    n = cfg[C_PLAYERS]
    n_act = a_yes(tb) + 1
    mt = cfg[C_MAX_TURNS]
    md = cfg[C_MAX_DECISIONS]
    if g.done:
        if g.actor != -1 or g.n_legal != 0:
            return E_DONE_ACTOR
        if g.truncated:
            if g.winners != 0:
                return E_RESULT
            by_turns = mt > 0 and g.turn > mt
            by_decisions = md > 0 and g.ndec >= md
            if not by_turns and not by_decisions:
                return E_RESULT
        else:
            if g.winners == 0 or not end_condition(g, cfg):
                return E_RESULT
        if g.sp < 0 or g.sp > STACK_DEPTH:
            return E_STACK
        return OK
    if g.sp < 1 or g.sp > STACK_DEPTH or g.stk[0, FR_OP] != OP_GAME:
        return E_STACK
    if mt > 0 and g.turn > mt:
        return E_TURN_LIMIT
    if end_condition(g, cfg):
        return E_SHOULD_BE_OVER
    if g.cur < 0 or g.cur >= n or not g.alive[g.cur]:
        return E_CUR_DEAD
    top = g.sp - 1
    op = g.stk[top, FR_OP]
    if op < DEC_BASE:
        return E_NO_DECISION
    for i in range(top):
        if g.stk[i, FR_OP] >= DEC_BASE:
            return E_BURIED_DECISION
    p = g.stk[top, FR_P]
    if g.actor != p:
        return E_ACTOR_MISMATCH
    if p < 0 or p >= n or not g.alive[p]:
        return E_ACTOR_DEAD
    cnt = 0
    for k in range(g.mask.shape[0]):
        if g.mask[k]:
            if k >= n_act:
                return E_MASK_COUNT
            cnt += 1
    if cnt == 0 or g.n_legal < 1:
        return E_MASK_EMPTY
    if cnt != g.n_legal:
        return E_MASK_COUNT
    if cnt == 1 and cfg[C_AUTO_FORCED] != 0:
        return E_MASK_FORCED
    if op == DEC_PLAY:
        for c in range(tb.n_cards):
            if g.zone[c] == Z_PROC:
                return E_PROC_AT_PLAY
    if op == DEC_RESCUE:
        q = g.stk[top, FR_Q]
        if q < 0 or q >= n or not g.alive[q] or not g.dying[q] or g.hp[q] > 0:
            return E_RESCUE_TARGET
    return OK


@njit(cache=True)
def check_game(g, tb, cfg):
    """Check every invariant of one game record; 0 when all hold, else the first ``E_*`` code.

    ``g`` is ``engine.state[b]``, ``tb`` is ``engine.tba[0]``, ``cfg`` is ``engine.cfg``. The
    record is only read.
    """
    code = check_cards(g, tb, cfg)
    if code != OK:
        return code
    code = check_seats(g, tb, cfg)
    if code != OK:
        return code
    return check_flow(g, tb, cfg)


@njit(cache=True)
def check_one(s, tba, cfg, b):
    """:func:`check_game` on game ``b`` of a state array (one compiled call from Python)."""
    return check_game(s[b], tba[0], cfg)


def describe(code: int) -> str:
    """Plain-words description of a violation code from :func:`check_game`."""
    code = int(code)
    if code in DESCRIPTIONS:
        return DESCRIPTIONS[code]
    from qxs_env import fuzz

    if code in fuzz.DRIVER_DESCRIPTIONS:
        return fuzz.DRIVER_DESCRIPTIONS[code]
    return f"unknown violation code {code}"


_CHECKERS = (check_cards, check_seats, check_flow)


def violations(engine, b: int = 0) -> list[str]:
    """Every violated invariant of game ``b`` of ``engine`` as ``"E<code>: <description>"``.

    Each group of checks (cards, seats, decisions) reports its first violation, so the list has
    at most three entries; an empty list means the game is sound.
    """
    g = engine.state[b]
    tb = engine.tba[0]
    out = []
    for checker in _CHECKERS:
        code = int(checker(g, tb, engine.cfg))
        if code != OK:
            out.append(f"E{code}: {describe(code)}")
    return out
