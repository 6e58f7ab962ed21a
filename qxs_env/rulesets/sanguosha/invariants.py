"""三国杀's state invariants, checked on one game record by compiled code, so that the fuzz loop
(:mod:`.fuzz_slice`, the framework's ``engine/fuzz_loop.py``) can check them after every single
decision. :func:`check_game` returns 0 (``OK``) when every invariant holds, else the code
(``E_*``) of the first violated one; :func:`check_game_masked` skips the codes of a bit mask;
:func:`describe` says a code in words.

- cards (``E_COUNTS``, ``E_CARD_PLACE``): the counters are within their capacities; every card of
  the deck is in exactly one place and its zone and owner say so (the draw pile, the discard
  pile, a hand, an equipment slot, a judgement area, the table), every card out of the deck is
  out of the game;
- seats (``E_HP_OVER_MAX``, ``E_HP_NOT_DYING``, ``E_DEAD_HOLDS``, ``E_IDENTITIES``): HP never
  above max HP, at 0 or below only while dying; the dead hold nothing and show their identity;
  the identities are the configured table, the lord's shown;
- decisions (``E_NO_DECISION``, ``E_ACTOR``, ``E_MASK``, ``E_TABLE_AT_PLAY``): a running game
  waits on a decision on top of its stack, of a living seat that is ``actor``, with ``n_legal``
  > 0 actions listed in ``legal`` and set in ``mask``; when a play decision waits, no card is on
  the table, no use is open, no card is chosen or shown (制衡, 觀星), no converted card (丈八蛇矛's
  殺, 離間's card-less 決鬥) is live and no 青龍偃月刀 follow-up waits or is marked; equipment
  sits in the slot of its kind (``E_EQUIP_SLOT``);
- heroes (``E_HEROES``): without heroes no seat has one (nor a gender); with heroes, once the
  first turn has begun, every seat has its own hero and that hero's kingdom, gender, skills (a
  lord skill only for the lord; the skill slots hold the same skills) and max HP (+1 for the
  lord at ``C_LORD_BONUS_MIN`` players or more);
- the public history of acts (``E_ACTS``, ``acts.py``): no count is negative or above
  ``ACT_CAP``, no seat has an act towards itself, no seat beyond the table has any;
- weapons (``E_WEAPON``): an open use never names one seat twice among its targets and has at
  most three (方天畫戟, one for any other card but the area cards); a follow-up 殺 waiting is a 殺
  on the table;
- the end (``E_SHOULD_BE_OVER``, ``E_RESULT``, ``E_TURN_LIMIT``): a running game meets no goal of
  S-END; a finished one has the winners S-END names (none when truncated); turns within
  ``max_turns``;
- the delayed tricks and the shown cards (``E_JUDGE_AREA``, ``E_PLAY_SKIPPED``, ``E_SHOWN``): a
  judgement area holds only delayed tricks (樂不思蜀, 閃電; 國色's card counting as 樂不思蜀),
  one of each face (S-OPEN-09); a card counting as another face (``jface``) lies on the table
  or, as 國色's 樂不思蜀, in a judgement area, and at a play decision only there; at a
  play decision no living seat still has a play phase to skip (樂不思蜀's skip is spent in the
  turn it was judged, S-CARD-LEBU-2); the shown cards (五穀豐登's) lie on the table, shown to
  every seat, at most one per seat, and none is left at a play decision.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import c_face
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_BASE,
    FR_OP,
    FR_P,
    JUDGE_AREA,
    MAX_CARDS,
    MAX_PLAYERS,
    NV,
    PH_PLAY,
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
)
from qxs_env.engine.zones import judge_face

from .acts import ACT_CAP
from .cards.fangtian import EXTRA_TARGETS as FANGTIAN_EXTRA
from .layout import (
    C_HEROES,
    C_LORD_BONUS_MIN,
    C_MAX_TURNS,
    C_N_LOYALIST,
    C_N_REBEL,
    C_N_RENEGADE,
    DEC_PLAY,
    F_LEBU,
    F_SHA,
    F_SHANDIAN,
    HEROES_OFF,
    LORD,
    LOYALIST,
    N_EQUIP_SLOTS,
    REBEL,
    RENEGADE,
    SKILL_SLOTS,
)

OK = 0
E_COUNTS = 1
E_CARD_PLACE = 2
E_HP_OVER_MAX = 3
E_HP_NOT_DYING = 4
E_DEAD_HOLDS = 5
E_IDENTITIES = 6
E_NO_DECISION = 7
E_ACTOR = 8
E_MASK = 9
E_TABLE_AT_PLAY = 10
E_EQUIP_SLOT = 11
E_SHOULD_BE_OVER = 12
E_RESULT = 13
E_TURN_LIMIT = 14
E_JUDGE_AREA = 15
E_PLAY_SKIPPED = 16
E_SHOWN = 17
E_WEAPON = 18
E_HEROES = 19
E_ACTS = 20

DESCRIPTIONS: dict[int, str] = {
    E_COUNTS: "a pile, hand or judgement-area counter or the stack pointer is out of range",
    E_CARD_PLACE: "a card is in no place or two, or its zone or owner disagrees with where it "
    "is listed (or a card out of the deck is in the game)",
    E_HP_OVER_MAX: "a seat's HP is above its max HP",
    E_HP_NOT_DYING: "a living seat at 0 HP or below is not dying",
    E_DEAD_HOLDS: "a dead seat holds cards or hides its identity",
    E_IDENTITIES: "the identities are not the configured table, or the lord's is hidden",
    E_NO_DECISION: "a running game has no decision on top of its stack",
    E_ACTOR: "the acting seat is not the decision's seat, or is dead",
    E_MASK: "the mask is empty or disagrees with the legal list",
    E_TABLE_AT_PLAY: "a card is left on the table (or a use open, cards chosen or shown) at a "
    "play decision",
    E_EQUIP_SLOT: "an equipped card sits in a slot not of its kind",
    E_SHOULD_BE_OVER: "a running game meets a goal of the end rules (S-END)",
    E_RESULT: "a finished game's winners are not the ones the end rules name",
    E_TURN_LIMIT: "more turns than max_turns",
    E_HEROES: "a seat's hero, kingdom, gender, skills or max HP disagree with its hero card "
    "(or a hero is played twice, or a seat has one in the game without heroes)",
    E_JUDGE_AREA: "a judgement area holds a card that is not a delayed trick, or two of one face",
    E_PLAY_SKIPPED: "a living seat still has a play phase to skip at a play decision",
    E_SHOWN: "a shown card is not on the table, shown to no seat, or left at a play decision",
    E_ACTS: "the public history of acts has a count below 0 or above its cap, towards the seat "
    "itself, or for a seat beyond the table",
    E_WEAPON: "a use names a seat twice, a 殺 has more than three targets, or a follow-up 殺 is "
    "not a 殺 on the table",
}


@njit_cached
def _on(ignore, code):
    """True when ``code`` is checked (not in the ``ignore`` bit mask)."""
    return ((ignore >> code) & 1) == 0


@njit_cached
def _place(seen, c, z, p, g):
    """Card ``c`` is listed in zone ``z`` of seat ``p``: False when it was listed already or
    its zone or owner disagrees."""
    seen[c] += 1
    return seen[c] == 1 and g.zone[c] == z and g.owner[c] == p


@njit_cached
def check_cards(g, tb, cfg, ignore):
    """The card invariants; 0 or the first violated code not in ``ignore``."""
    n = cfg[C_PLAYERS]
    nc = tb.n_cards
    if g.n_draw < 0 or g.n_draw > nc or g.n_disc < 0 or g.n_disc > nc:
        return E_COUNTS if _on(ignore, E_COUNTS) else OK
    if g.sp < 0 or g.sp > STACK_DEPTH:
        return E_COUNTS if _on(ignore, E_COUNTS) else OK
    for p in range(n):
        if g.hand_n[p] < 0 or g.hand_n[p] > nc or g.judge_n[p] < 0 or g.judge_n[p] > JUDGE_AREA:
            return E_COUNTS if _on(ignore, E_COUNTS) else OK
    if not _on(ignore, E_CARD_PLACE):
        return OK
    seen = np.zeros(MAX_CARDS, np.int64)
    ok = True
    for k in range(g.n_draw):
        ok = ok and _place(seen, g.draw[k], Z_DRAW, g.owner[g.draw[k]], g)
    for k in range(g.n_disc):
        ok = ok and _place(seen, g.disc[k], Z_DISCARD, -1, g)
    for p in range(n):
        for k in range(g.hand_n[p]):
            ok = ok and _place(seen, g.hand[p, k], Z_HAND, p, g)
        for s in range(N_EQUIP_SLOTS):
            if g.equip[p, s] >= 0:
                ok = ok and _place(seen, g.equip[p, s], Z_EQUIP, p, g)
                if tb.face_slot[tb.card_face[g.equip[p, s]]] != s and _on(ignore, E_EQUIP_SLOT):
                    return E_EQUIP_SLOT
        for k in range(g.judge_n[p]):
            ok = ok and _place(seen, g.judge[p, k], Z_JUDGE, p, g)
    for c in range(nc):
        if g.zone[c] == Z_PROC and seen[c] == 0:
            seen[c] = 1
        wanted = 1 if tb.in_deck[c] else 0
        if seen[c] != wanted or (wanted == 0 and g.zone[c] != Z_OUT):
            ok = False
    return OK if ok else E_CARD_PLACE


@njit_cached
def check_seats(g, tb, cfg, ignore):
    """The seat invariants; 0 or the first violated code not in ``ignore``."""
    n = cfg[C_PLAYERS]
    counts = np.zeros(4, np.int64)
    for p in range(n):
        if g.ident[p] < 0 or g.ident[p] > 3:
            return E_IDENTITIES if _on(ignore, E_IDENTITIES) else OK
        counts[g.ident[p]] += 1
        if g.ident[p] == LORD and not g.revealed[p] and _on(ignore, E_IDENTITIES):
            return E_IDENTITIES
        if g.hp[p] > g.max_hp[p] and _on(ignore, E_HP_OVER_MAX):
            return E_HP_OVER_MAX
        if g.alive[p]:
            if g.hp[p] <= 0 and not g.dying[p] and _on(ignore, E_HP_NOT_DYING):
                return E_HP_NOT_DYING
        elif _on(ignore, E_DEAD_HOLDS):
            held = g.hand_n[p] + g.judge_n[p]
            for s in range(N_EQUIP_SLOTS):
                held += 1 if g.equip[p, s] >= 0 else 0
            if held > 0 or not g.revealed[p] or g.death_order[p] == 0:
                return E_DEAD_HOLDS
    table = (1, cfg[C_N_LOYALIST], cfg[C_N_REBEL], cfg[C_N_RENEGADE])
    for k in range(4):
        if counts[k] != table[k] and _on(ignore, E_IDENTITIES):
            return E_IDENTITIES
    return OK


@njit_cached
def winners_by_rule(g, cfg, out):
    """Write into ``out`` the seats S-END makes winners (1) of the state as it is; True when a
    goal is met, False (``out`` zeroed) when the game should go on."""
    n = cfg[C_PLAYERS]
    out[:] = 0
    lord_alive = False
    living = 0
    last = -1
    enemies = 0
    for p in range(n):
        if g.alive[p]:
            living += 1
            last = p
            lord_alive = lord_alive or g.ident[p] == LORD
            if g.ident[p] == REBEL or g.ident[p] == RENEGADE:
                enemies += 1
    if not lord_alive:
        if living == 1 and g.ident[last] == RENEGADE:
            out[last] = 1
        else:
            for p in range(n):
                out[p] = 1 if g.ident[p] == REBEL else 0
        return True
    if enemies == 0:
        for p in range(n):
            out[p] = 1 if g.ident[p] == LORD or g.ident[p] == LOYALIST else 0
        return True
    return False


@njit_cached
def check_flow(g, tb, cfg, ignore):
    """The decision and end invariants; 0 or the first violated code not in ``ignore``."""
    n = cfg[C_PLAYERS]
    if cfg[C_MAX_TURNS] > 0 and g.turn > cfg[C_MAX_TURNS] and _on(ignore, E_TURN_LIMIT):
        return E_TURN_LIMIT
    want = np.zeros(n, np.int64)
    goal = winners_by_rule(g, cfg, want)
    if g.done:
        for p in range(n):
            w = 0 if g.truncated else want[p]
            if g.won[p] != w and _on(ignore, E_RESULT):
                return E_RESULT
        return OK
    if goal and _on(ignore, E_SHOULD_BE_OVER):
        return E_SHOULD_BE_OVER
    top = g.sp - 1
    if top < 0 or g.stk[top, FR_OP] < DEC_BASE:
        return E_NO_DECISION if _on(ignore, E_NO_DECISION) else OK
    p = g.stk[top, FR_P]
    if (p != g.actor or p < 0 or p >= n or not g.alive[p]) and _on(ignore, E_ACTOR):
        return E_ACTOR
    if _on(ignore, E_MASK):
        if g.n_legal <= 0:
            return E_MASK
        if g.mask.sum() != g.n_legal:
            return E_MASK
        for k in range(g.n_legal):
            if g.mask[g.legal[k]] != 1:
                return E_MASK
    if g.stk[top, FR_OP] == DEC_PLAY and _on(ignore, E_TABLE_AT_PLAY):
        if g.use_sp != 0 or g.sel_n != 0 or g.shown_n != 0:
            return E_TABLE_AT_PLAY
        if g.followup >= 0 or g.followup_use >= 0:
            return E_TABLE_AT_PLAY
        for k in range(NV):
            if g.vcard[k, V_NPHYS] != 0:  # a converted 殺 (丈八蛇矛) left over
                return E_TABLE_AT_PLAY
            if g.vcard[k, V_PHYS0] == V_RESERVED:  # a card-less card (離間's 決鬥) left over
                return E_TABLE_AT_PLAY
        for c in range(tb.n_cards):
            if g.zone[c] == Z_PROC:
                return E_TABLE_AT_PLAY
    return OK


@njit_cached
def check_heroes(g, tb, cfg, ignore):
    """The hero invariants; 0 or ``E_HEROES`` (unless ignored)."""
    if not _on(ignore, E_HEROES):
        return OK
    n = cfg[C_PLAYERS]
    if cfg[C_HEROES] == HEROES_OFF:
        for p in range(n):
            if g.hero[p] != -1 or g.skills[p] != 0 or g.gender[p] != -1:
                return E_HEROES
        return OK
    if g.turn == 0:
        return OK
    used = 0
    for p in range(n):
        h = int(g.hero[p])  # a plain int: an int8 shifted wraps without the JIT
        if h < 0 or (used >> h) & 1:
            return E_HEROES
        used |= 1 << h
        lord = g.ident[p] == LORD
        want = tb.hero_skills[h] if lord else tb.hero_skills[h] & ~tb.skill_lord
        bonus = 1 if lord and n >= cfg[C_LORD_BONUS_MIN] else 0
        if g.skills[p] != want or g.max_hp[p] != tb.hero_hp[h] + bonus:
            return E_HEROES
        slots = 0
        for k in range(SKILL_SLOTS):
            if g.skill_slot[p, k] >= 0:
                slots |= 1 << int(g.skill_slot[p, k])
        if slots != want:
            return E_HEROES
        if g.kingdom[p] != tb.hero_kingdom[h] or g.gender[p] != tb.hero_gender[h]:
            return E_HEROES
    return OK


@njit_cached
def converted_cards_placed(g, tb, at_play):
    """A card counting as another face (``jface``: 武聖's 殺, 國色's 樂不思蜀) lies on the table
    while it is used, or in a judgement area as a delayed trick (國色); at a play decision only
    the latter; anywhere else it is its printed self (``jface`` 0)."""
    for c in range(tb.n_cards):
        if g.jface[c] == 0:
            continue
        if g.zone[c] == Z_JUDGE:
            if g.jface[c] != 1 + F_LEBU:
                return False
        elif g.zone[c] != Z_PROC or at_play:
            return False
    return True


@njit_cached
def check_delayed_and_shown(g, tb, cfg, ignore):
    """The invariants of the judgement areas, the skipped play phases and the shown cards; 0 or
    the first violated code not in ``ignore``."""
    n = cfg[C_PLAYERS]
    at_play = not g.done and g.sp > 0 and g.stk[g.sp - 1, FR_OP] == DEC_PLAY
    for p in range(n):
        lebu = 0
        shandian = 0
        for k in range(g.judge_n[p]):
            f = judge_face(g, tb, g.judge[p, k])
            lebu += 1 if f == F_LEBU else 0
            shandian += 1 if f == F_SHANDIAN else 0
        if lebu + shandian != g.judge_n[p] or lebu > 1 or shandian > 1:
            if _on(ignore, E_JUDGE_AREA):
                return E_JUDGE_AREA
        if at_play and g.alive[p] and (g.skip[p] >> PH_PLAY) & 1 and _on(ignore, E_PLAY_SKIPPED):
            return E_PLAY_SKIPPED
    if _on(ignore, E_JUDGE_AREA) and not converted_cards_placed(g, tb, at_play):
        return E_JUDGE_AREA
    if _on(ignore, E_SHOWN):
        if g.shown_n < 0 or g.shown_n > MAX_PLAYERS or (at_play and g.shown_n > 0):
            return E_SHOWN
        if g.shown_n > 0 and (g.shown_to < -1 or g.shown_to >= n):  # all, or one seat (觀星)
            return E_SHOWN
        for k in range(g.shown_n):
            c = g.shown[k]
            if c < 0 or c >= tb.n_cards or g.zone[c] != Z_PROC:
                return E_SHOWN
    return OK


@njit_cached
def check_weapons(g, tb, cfg, ignore):
    """The weapon invariants (``E_WEAPON``); 0 or the code when violated and not ignored."""
    if not _on(ignore, E_WEAPON):
        return OK
    if g.followup >= 0 and (tb.card_face[g.followup] != F_SHA or g.zone[g.followup] != Z_PROC):
        return E_WEAPON
    for u in range(g.use_sp):
        if c_face(g, tb, g.use_card[u]) == F_SHA:  # a converted 殺 (丈八蛇矛) too
            if g.use_n[u] > 1 + FANGTIAN_EXTRA:
                return E_WEAPON
        for k in range(g.use_n[u]):
            for j in range(k):
                if g.use_target[u, j] == g.use_target[u, k]:
                    return E_WEAPON
    return OK


@njit_cached
def check_acts(g, cfg, ignore):
    """The invariants of the public history of acts (``E_ACTS``); 0 or the code."""
    if not _on(ignore, E_ACTS):
        return OK
    n = cfg[C_PLAYERS]
    for a in range(MAX_PLAYERS):
        for b in range(MAX_PLAYERS):
            for k in range(g.acts.shape[2]):
                x = g.acts[a, b, k]
                if x < 0 or x > ACT_CAP or (x != 0 and (a == b or a >= n or b >= n)):
                    return E_ACTS
    return OK


@njit_cached
def check_game_masked(g, tb, cfg, ignore):
    """:func:`check_game`, skipping the codes whose bit is set in ``ignore`` (``1 << code``)."""
    code = check_cards(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_seats(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_heroes(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_delayed_and_shown(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_weapons(g, tb, cfg, ignore)
    if code != OK:
        return code
    code = check_acts(g, cfg, ignore)
    if code != OK:
        return code
    return check_flow(g, tb, cfg, ignore)


@njit_cached
def check_game(g, tb, cfg):
    """Every invariant of one game record; 0 when all hold, else the first ``E_*`` code."""
    return check_game_masked(g, tb, cfg, np.int64(0))


def describe(code: int) -> str:
    """Plain-words description of an invariant code."""
    return DESCRIPTIONS.get(int(code), f"unknown violation code {int(code)}")
