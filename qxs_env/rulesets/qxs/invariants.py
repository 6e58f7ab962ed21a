"""State invariants of the compiled engine, checked on one game record.

:func:`check_game` is compiled (``numba.njit(cache=True)``, see :func:`cached_njit`) so the fuzz
loop (:mod:`.fuzz_slice`) can call it after every single decision at full speed. It
reads
one game record ``g = engine.state[b]`` with the packed content tables ``tb = engine.tba[0]``
and the rule array ``cfg = engine.cfg`` and returns 0 when every invariant holds, otherwise the
code (``E_*``) of the first violated one (:func:`check_game_masked` skips the codes of a bit
mask, so a known violation need not hide the others); :func:`describe` turns a code into words
and :func:`violations` lists every violated invariant of a game of an
:class:`~qxs_env.rulesets.qxs.api.Engine` in words. The checks only read the state;
:func:`fresh_mask` recomputes a pending decision's mask without keeping it (for tests that edit
states by hand).

The invariants, grouped:

- cards: every card ``0..n_cards-1`` is in exactly one zone, and the containers agree with
  ``zone`` / ``owner``: a card is listed once in the draw pile iff its zone is DRAW, likewise the
  discard pile, the hands (with the right owner), the equipment slots and the judgement areas;
  cards on the table (PROC) and stored cards (STORE: set aside by a skill, owned by a seat
  in the game, alive while it runs) are in no container; the counters ``n_draw``, ``n_disc``,
  ``hand_n``, ``judge_n`` are within their capacities; equipment sits in a slot that fits it
  and judgement areas hold delayed cards only, never two of one name (a card a hero skill
  placed as a delayed card counts as that card: ``jface``, set only in a judgement area); a
  live virtual card is made of one or two physical cards on the table, which belong to no
  other virtual card;
- seats: HP never exceeds max HP; HP <= 0 only while dying; the dead have HP 0, no status, a
  revealed identity (or one a skill keeps hidden: ``concealed``) and (while the game runs) no
  cards; seats beyond the player count are empty;
  the identities are the configured table with the leader revealed;
- decisions: a running game has a decision on top of its stack (and only there), its actor is a
  living seat equal to ``actor``, the mask is non-empty and holds exactly ``n_legal`` actions,
  which ``legal[:n_legal]`` lists (more than one when forced decisions are automatic); when
  DEC_PLAY waits no card, physical or virtual, is on the table; a game that is over has
  ``actor == -1``, no legal action and a consistent result;
- the game ends when R-W says so, and the turn counter respects ``max_turns``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from qxs_env.engine.cards import (
    a_yes,
)
from qxs_env.engine.fuzz_loop import ignore_mask  # noqa: F401 - the ignore mask of check_game_masked
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    DEC_BASE,
    DEC_RESCUE,
    FR_OP,
    FR_P,
    FR_Q,
    JUDGE_AREA,
    NV,
    OP_GAME,
    STACK_DEPTH,
    V_NPHYS,
    V_PHYS0,
    V_RESERVED,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_OUT,
    Z_PROC,
    Z_STORE,
)
from qxs_env.rulesets.qxs.constants import (
    LEADER,
    MAX_PLAYERS,
    N_IDENTITIES,
    N_SLOTS,
    RIGHTEOUS,
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.layout import (
    C_ID_COUNTS,
    C_MAX_DECISIONS,
    C_MAX_TURNS,
    DEC_PLAY,
)
from qxs_env.rulesets.qxs.mask import (
    compute_mask,
)


# --- compiled-code cache keyed on the sources it is built from ---------------------------------
# Compiled with the package's stale-proof cache: see qxs_env.engine.jit.
def cached_njit(fn: Callable[..., Any]) -> Any:
    """``numba.njit(cache=True)`` with the package's stale-proof cache (qxs_env.engine.jit)."""
    return njit_cached(fn)


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
E_DONE_MASK = 39
E_LEGAL_LIST = 40
E_VIRTUAL = 41
E_JFACE = 42
E_STORE = 43
E_PENDING = 44
N_CODES = 45

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
    E_DEAD_STATUS: "a dead character is face down, linked, skipping or not revealed (nor"
    " concealed by a skill)",
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
    E_PROC_AT_PLAY: "cards (physical or virtual) are on the table while a play decision waits",
    E_RESCUE_TARGET: "a rescue decision is pending for a seat that is not dying",
    E_CUR_DEAD: "the current player is not a living seat in a running game",
    E_SHOULD_BE_OVER: "the game runs on although an end condition (R-W) holds",
    E_DONE_ACTOR: "a finished game has an actor other than -1",
    E_RESULT: "a finished game's result is inconsistent (winners / truncation / limits)",
    E_TURN_LIMIT: "the turn counter exceeds max_turns in a running game",
    E_DONE_MASK: "a finished game still has legal actions (mask bits or n_legal)",
    E_LEGAL_LIST: "the list of legal actions (legal[:n_legal]) disagrees with the mask",
    E_VIRTUAL: "a live virtual card's physical cards are not on the table, or are shared",
    E_JFACE: "a card counts as a delayed card (jface) outside a judgement area, or as a face "
    "that is not a delayed card",
    E_STORE: "a stored card (set aside by a skill) has no owner seat in the game, or a dead one "
    "in a running game",
    E_PENDING: "the total of unannounced equipment losses (eq_lost_n) differs from the seats' "
    "(eq_lost), or a framework card use record is open (use_sp; 群侠杀 opens none yet)",
}


@cached_njit
def _on(ignore, code):
    """True when ``code`` is checked (not in the ``ignore`` bit mask)."""
    return ((ignore >> code) & 1) == 0


@cached_njit
def _fatal(ignore, code):
    """The result of a violation after which nothing else can be checked safely: the code, or
    0 when that code is ignored (the remaining checks of the group are then skipped)."""
    return code if _on(ignore, code) else OK


@cached_njit
def _note(seen, c, z, p):
    """Record that container zone ``z`` of seat ``p`` lists card ``c`` (rows of ``seen``:
    times listed, zone, owner)."""
    seen[0, c] += 1
    seen[1, c] = z
    seen[2, c] = p


@cached_njit
def _judge_face(g, tb, c):
    """The face judgement-area card c counts as (``jface``: a delayed card made by a skill)."""
    jf = g.jface[c]
    return jf - 1 if jf > 0 else tb.card_face[c]


@cached_njit
def check_cards(g, tb, cfg, ignore):
    """Card-conservation invariants; 0 or the first violated code not in ``ignore``."""
    n_cards = tb.n_cards
    n = cfg[C_PLAYERS]
    n_draw = g.n_draw
    n_disc = g.n_disc
    hand_n = g.hand_n
    judge_n = g.judge_n
    equip = g.equip
    if n_draw < 0 or n_draw > n_cards:
        return _fatal(ignore, E_N_DRAW)
    if n_disc < 0 or n_disc > n_cards:
        return _fatal(ignore, E_N_DISC)
    for p in range(MAX_PLAYERS):
        if hand_n[p] < 0 or hand_n[p] > n_cards:
            return _fatal(ignore, E_HAND_N)
        if judge_n[p] < 0 or judge_n[p] > JUDGE_AREA:
            return _fatal(ignore, E_JUDGE_N)
        if p >= n and _on(ignore, E_EXTRA_SEAT):
            if hand_n[p] != 0 or judge_n[p] != 0:
                return E_EXTRA_SEAT
            for k in range(N_SLOTS):
                if equip[p, k] != -1:
                    return E_EXTRA_SEAT
    seen = np.zeros((3, n_cards), np.int32)
    bad_id = False
    draw = g.draw
    for i in range(n_draw):
        c = draw[i]
        if c < 0 or c >= n_cards:
            bad_id = True
            continue
        _note(seen, c, Z_DRAW, -1)
    disc = g.disc
    for i in range(n_disc):
        c = disc[i]
        if c < 0 or c >= n_cards:
            bad_id = True
            continue
        _note(seen, c, Z_DISCARD, -1)
    hand = g.hand
    judge = g.judge
    card_face = tb.card_face
    for p in range(n):
        for i in range(hand_n[p]):
            c = hand[p, i]
            if c < 0 or c >= n_cards:
                bad_id = True
                continue
            _note(seen, c, Z_HAND, p)
        for k in range(N_SLOTS):
            c = equip[p, k]
            if c == -1:
                continue
            if c < 0 or c >= n_cards:
                bad_id = True
                continue
            _note(seen, c, Z_EQUIP, p)
            slot = tb.face_slot[card_face[c]]
            fits = slot == k or (
                slot == SLOT_EITHER_LIGHTNESS and (k == SLOT_MINUS or k == SLOT_PLUS)
            )
            if not fits and _on(ignore, E_EQUIP_SLOT):
                return E_EQUIP_SLOT
            for k2 in range(k):
                c2 = equip[p, k2]
                if 0 <= c2 < n_cards and card_face[c2] == card_face[c]:
                    if _on(ignore, E_EQUIP_SAME_NAME):
                        return E_EQUIP_SAME_NAME
        for i in range(judge_n[p]):
            c = judge[p, i]
            if c < 0 or c >= n_cards:
                bad_id = True
                continue
            _note(seen, c, Z_JUDGE, p)
            f = _judge_face(g, tb, c)  # (a card a hero skill placed counts as its delayed card)
            if not tb.face_delayed[f] and _on(ignore, E_JUDGE_KIND):
                return E_JUDGE_KIND
            for i2 in range(i):
                c2 = judge[p, i2]
                if 0 <= c2 < n_cards and _judge_face(g, tb, c2) == f:
                    if _on(ignore, E_JUDGE_SAME_NAME):
                        return E_JUDGE_SAME_NAME
    if bad_id and _on(ignore, E_CARD_ID):
        return E_CARD_ID
    return check_zone_entries(g, tb, cfg, ignore, seen)


@cached_njit
def check_zone_entries(g, tb, cfg, ignore, seen):
    """The card-by-card part of :func:`check_cards`: every card's zone and owner agree with
    where ``seen`` (counts, zones and owners found in the zone lists) found it, stored and
    delayed-face marks are consistent, and virtual cards are made of cards on the table."""
    n_cards = tb.n_cards
    n = cfg[C_PLAYERS]
    zone = g.zone
    owner = g.owner
    for c in range(n_cards):
        z = zone[c]
        cnt = seen[0, c]
        if z < Z_DRAW or z > Z_STORE:
            if _on(ignore, E_ZONE_VALUE):
                return E_ZONE_VALUE
            continue
        if cnt > 1 and _on(ignore, E_DUPLICATE):
            return E_DUPLICATE
        if z == Z_PROC or z == Z_OUT or z == Z_STORE:
            if cnt != 0 and _on(ignore, E_ZONE_MISMATCH):
                return E_ZONE_MISMATCH
        elif cnt == 0:
            if _on(ignore, E_MISSING):
                return E_MISSING
        elif seen[1, c] != z:
            if _on(ignore, E_ZONE_MISMATCH):
                return E_ZONE_MISMATCH
        if z == Z_HAND or z == Z_EQUIP or z == Z_JUDGE:
            if cnt > 0 and owner[c] != seen[2, c] and _on(ignore, E_OWNER_MISMATCH):
                return E_OWNER_MISMATCH
        elif z == Z_STORE:  # set aside by a skill of its owner, which holds it while alive
            o = owner[c]
            if (o < 0 or o >= n or (not g.done and not g.alive[o])) and _on(ignore, E_STORE):
                return E_STORE
        elif owner[c] != -1 and _on(ignore, E_STRAY_OWNER):
            return E_STRAY_OWNER
        jf = g.jface[c]
        if jf != 0 and _on(ignore, E_JFACE):
            if z != Z_JUDGE or jf < 0 or jf > tb.n_faces or not tb.face_delayed[jf - 1]:
                return E_JFACE
    if _on(ignore, E_VIRTUAL):  # a virtual card is made of physical cards on the table
        vcard = g.vcard
        used = seen[0]
        used[:] = 0
        for k in range(NV):
            m = vcard[k, V_NPHYS]
            if m < 0 or m > 2:
                return E_VIRTUAL
            for j in range(m):
                c = vcard[k, V_PHYS0 + j]
                if c < 0 or c >= n_cards or zone[c] != Z_PROC or used[c] != 0:
                    return E_VIRTUAL
                used[c] = 1
    return OK


@cached_njit
def check_seats(g, tb, cfg, ignore):
    """HP, life and identity invariants; 0 or the first violated code not in ``ignore``."""
    n = cfg[C_PLAYERS]
    id_count = np.zeros(N_IDENTITIES, np.int32)
    bad_ident = False
    for p in range(MAX_PLAYERS):
        if p >= n:
            if (g.alive[p] or g.hp[p] != 0 or g.dying[p]) and _on(ignore, E_EXTRA_SEAT):
                return E_EXTRA_SEAT
            continue
        idn = g.ident[p]
        if idn < 0 or idn >= N_IDENTITIES:
            bad_ident = True
        else:
            id_count[idn] += 1
            if idn == LEADER and not g.revealed[p]:
                bad_ident = True
        if g.alive[p]:
            if g.hp[p] > g.maxhp[p] and _on(ignore, E_HP_OVER_MAX):
                return E_HP_OVER_MAX
            if g.hp[p] <= 0 and not g.dying[p] and _on(ignore, E_HP_NOT_DYING):
                return E_HP_NOT_DYING
            if g.dying[p] and g.hp[p] > 0 and _on(ignore, E_DYING_HEALTHY):
                return E_DYING_HEALTHY
            continue
        if g.dying[p] and _on(ignore, E_DYING_HEALTHY):
            return E_DYING_HEALTHY
        if g.hp[p] != 0 and _on(ignore, E_DEAD_HP):
            return E_DEAD_HP
        # (a skill may keep a dead seat's identity hidden: 金花婆婆, state.concealed)
        hidden = not g.revealed[p] and g.concealed[p] == 0
        status = g.face_down[p] or g.linked[p] or g.skip[p] != 0 or hidden
        if status and _on(ignore, E_DEAD_STATUS):
            return E_DEAD_STATUS
        if not g.done and _on(ignore, E_DEAD_HOLDS):
            if g.hand_n[p] != 0 or g.judge_n[p] != 0:
                return E_DEAD_HOLDS
            for k in range(N_SLOTS):
                if g.equip[p, k] != -1:
                    return E_DEAD_HOLDS
    for k in range(N_IDENTITIES):
        if id_count[k] != cfg[C_ID_COUNTS + k]:
            bad_ident = True
    if bad_ident and _on(ignore, E_IDENTITIES):
        return E_IDENTITIES
    return OK


@cached_njit
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


@cached_njit
def _check_done(g, cfg, ignore):
    """Invariants of a finished game."""
    mt = cfg[C_MAX_TURNS]
    md = cfg[C_MAX_DECISIONS]
    if g.actor != -1 and _on(ignore, E_DONE_ACTOR):
        return E_DONE_ACTOR
    if _on(ignore, E_DONE_MASK):
        if g.n_legal != 0:
            return E_DONE_MASK
        for k in range(g.mask.shape[0]):
            if g.mask[k]:
                return E_DONE_MASK
    if g.sp < 0 or g.sp > STACK_DEPTH:
        return _fatal(ignore, E_STACK)
    if g.truncated:
        by_turns = mt > 0 and g.turn > mt
        by_decisions = md > 0 and g.ndec >= md
        bad = g.winners != 0 or not (by_turns or by_decisions)
    else:
        bad = g.winners == 0 or not end_condition(g, cfg)
    if bad and _on(ignore, E_RESULT):
        return E_RESULT
    return OK


@cached_njit
def check_flow(g, tb, cfg, ignore):
    """Stack, decision, mask and end-of-game invariants; 0 or the first violated code not in
    ``ignore``."""
    if g.done:
        return _check_done(g, cfg, ignore)
    n = cfg[C_PLAYERS]
    n_act = a_yes(tb) + 1
    mt = cfg[C_MAX_TURNS]
    if g.sp < 1 or g.sp > STACK_DEPTH or g.stk[0, FR_OP] != OP_GAME:
        return _fatal(ignore, E_STACK)
    if mt > 0 and g.turn > mt and _on(ignore, E_TURN_LIMIT):
        return E_TURN_LIMIT
    if end_condition(g, cfg) and _on(ignore, E_SHOULD_BE_OVER):
        return E_SHOULD_BE_OVER
    if (g.cur < 0 or g.cur >= n or not g.alive[g.cur]) and _on(ignore, E_CUR_DEAD):
        return E_CUR_DEAD
    top = g.sp - 1
    op = g.stk[top, FR_OP]
    if op < DEC_BASE:
        return _fatal(ignore, E_NO_DECISION)
    if _on(ignore, E_BURIED_DECISION):
        for i in range(top):
            if g.stk[i, FR_OP] >= DEC_BASE:
                return E_BURIED_DECISION
    p = g.stk[top, FR_P]
    if g.actor != p and _on(ignore, E_ACTOR_MISMATCH):
        return E_ACTOR_MISMATCH
    if (p < 0 or p >= n or not g.alive[p]) and _on(ignore, E_ACTOR_DEAD):
        return E_ACTOR_DEAD
    cnt = 0
    beyond = False
    mask = g.mask
    for k in range(mask.shape[0]):
        if mask[k]:
            cnt += 1
            if k >= n_act:
                beyond = True
    if (cnt == 0 or g.n_legal < 1) and _on(ignore, E_MASK_EMPTY):
        return E_MASK_EMPTY
    if (beyond or cnt != g.n_legal) and _on(ignore, E_MASK_COUNT):
        return E_MASK_COUNT
    if _on(ignore, E_LEGAL_LIST) and cnt == g.n_legal:
        for j in range(g.n_legal):  # the listed actions are marked and distinct
            a = g.legal[j]
            if a < 0 or a >= n_act or not g.mask[a]:
                return E_LEGAL_LIST
            for j2 in range(j):
                if g.legal[j2] == a:
                    return E_LEGAL_LIST
    if cnt == 1 and cfg[C_AUTO_FORCED] != 0 and _on(ignore, E_MASK_FORCED):
        return E_MASK_FORCED
    if op == DEC_PLAY and _on(ignore, E_PROC_AT_PLAY):
        zone = g.zone
        for c in range(tb.n_cards):
            if zone[c] == Z_PROC:
                return E_PROC_AT_PLAY
        for k in range(NV):  # (a card-less virtual card left reserved is a leaked row)
            if g.vcard[k, V_NPHYS] != 0 or g.vcard[k, V_PHYS0] == V_RESERVED:
                return E_PROC_AT_PLAY
    if _on(ignore, E_PENDING):
        lost = 0
        for k in range(n):
            lost += g.eq_lost[k]
        if lost != g.eq_lost_n or g.use_sp != 0:  # (群侠杀 opens no use record yet)
            return E_PENDING
    if op == DEC_RESCUE and _on(ignore, E_RESCUE_TARGET):
        q = g.stk[top, FR_Q]
        if q < 0 or q >= n or not g.alive[q] or not g.dying[q] or g.hp[q] > 0:
            return E_RESCUE_TARGET
    return OK


@cached_njit
def check_game_masked(g, tb, cfg, ignore):
    """:func:`check_game`, skipping the codes whose bit is set in ``ignore`` (``1 << code``)."""
    code = check_cards(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_seats(g, tb, cfg, ignore)
    if code != OK:
        return code
    return check_flow(g, tb, cfg, ignore)


@cached_njit
def check_game(g, tb, cfg):
    """Check every invariant of one game record; 0 when all hold, else the first ``E_*`` code.

    ``g`` is ``engine.state[b]``, ``tb`` is ``engine.tba[0]``, ``cfg`` is ``engine.cfg``. The
    record is only read.
    """
    return check_game_masked(g, tb, cfg, np.int64(0))


@cached_njit
def check_one(s, tba, cfg, b):
    """:func:`check_game` on game ``b`` of a state array (one compiled call from Python; passing
    the array rather than a record avoids numba typing the record anew at every call)."""
    return check_game(s[b], tba[0], cfg)


@cached_njit
def check_one_masked(s, tba, cfg, b, ignore):
    """:func:`check_game_masked` on game ``b`` of a state array."""
    return check_game_masked(s[b], tba[0], cfg, ignore)


@cached_njit
def fresh_mask(s, tba, cfg, b, out):
    """Recompute the legal mask of game ``b``'s pending decision from its current state into
    ``out`` (int8, MAX_ACTIONS) and return the number of legal actions; the state itself is left
    as it was. For tests that change a state by hand (e.g. the information-leak test)."""
    g = s[b]
    saved_mask = g.mask.copy()
    saved_legal = g.legal.copy()
    saved_n = g.n_legal
    n = compute_mask(g, tba[0], cfg)
    out[:] = g.mask
    g.mask[:] = saved_mask
    g.legal[:] = saved_legal
    g.n_legal = saved_n
    return n


def describe(code: int) -> str:
    """Plain-words description of a violation code from :func:`check_game` (the fuzz driver's
    own codes: :func:`qxs_env.rulesets.qxs.fuzz_slice.describe`)."""
    code = int(code)
    if code in DESCRIPTIONS:
        return DESCRIPTIONS[code]
    return f"unknown violation code {code}"


def violations(engine, b: int = 0) -> list[str]:
    """Every violated invariant of game ``b`` of ``engine``, as ``"E<code>: <description>"``
    (an empty list: the game is sound)."""
    out: list[str] = []
    ignore = 0
    while True:
        code = int(check_one_masked(engine.state, engine.tba, engine.cfg, b, np.int64(ignore)))
        if code == OK:
            return out
        out.append(f"E{code}: {describe(code)}")
        ignore |= 1 << code
