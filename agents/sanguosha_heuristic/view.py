"""One observation row of 三国杀 read into plain Python numbers (:class:`TableView`).

The row is :mod:`qxs_env.rulesets.sanguosha.observation`'s: seats relative to the observer
(slot 0), the observer's hand by card id, the public seat block (HP, max HP, alive, hand size,
dying, whose turn, the identities the observer knows, the equipment), the decision one-hot and
its context (the card's face, the other seat, what a request asks), the game counters and the
cards shown by 五穀豐登. Action ids are read from the ruleset's action layout for the number of
seats present (``tables.block_offsets``), so blocks other helpers append later keep their ids.

Nothing here decides anything: :mod:`.play` and :mod:`.answers` read the view.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from qxs_env.engine.layout import MAX_PLAYERS
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O
from qxs_env.rulesets.sanguosha import tables as T
from qxs_env.rulesets.sanguosha.engine import MIN_PLAYERS

HP_SCALE = 5.0
HAND_SCALE = 10.0


@functools.cache
def action_offsets(players: int, heroes: bool = False) -> dict[str, int]:
    """The first action id of each block (``seat``, ``pick``, ``judge``, ``suit``, ``skill``,
    ``pass``, ``yes``, ``shown``, ``place``, ``done``, ``size``) in a game of ``players`` seats,
    with or without heroes (their blocks come before ``pass``), from the ruleset's own tables."""
    return T.block_offsets(T.make_tables(players, heroes="standard" if heroes else "off")[0])


@functools.lru_cache(maxsize=1)
def card_facts() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Public facts of the 104 cards and the faces: each card's face and colour (1 red, 0
    black), each face's category, equipment slot (-1: none) and weapon range."""
    tb = T.make_tables(5)[0]
    faces = np.asarray(tb["card_face"][: T.N_CARDS], np.int64)
    suits = np.asarray(tb["card_suit"][: T.N_CARDS], np.int64)
    red = np.isin(suits, [1, 3]).astype(np.int64)  # ♥ and ♦ (content.SUITS order: ♠♥♣♦)
    n_faces = L.N_FACES
    category = np.asarray(tb["face_category"][:n_faces], np.int64)
    slot = np.asarray(tb["face_slot"][:n_faces], np.int64)
    reach = np.asarray(tb["face_range"][:n_faces], np.int64)
    return faces, red, category, slot, reach


def _count(x: float, scale: float) -> int:
    """The exact integer of a column written as ``count / scale``."""
    return int(x * scale + 0.5) if x >= 0 else -int(-x * scale + 0.5)


@dataclass
class TableView:
    """What the observer of one row knows, seats relative to it (index 0: the observer).

    Attributes:
        n: the seats present. hp, max_hp, hand_n: per seat. alive, dying, cur: per seat (bool).
        known: per seat, the identity the observer knows (-1: unknown); own: the observer's.
        lord: the lord's seat (-1: not shown, which the rules never give).
        weapon_range: per seat, the equipped weapon's range (0: none); zhuge, armour_bagua,
            armour_other, horse_plus, horse_minus: per seat (bool).
        weapon_face: per seat, the face of its weapon (-1: none). lebu, shandian: per seat, a
            樂不思蜀 / 閃電 in its judgement area (bool).
        hand: the observer's card ids; hand_faces: how many of each face it holds.
        decision: the decision's index in ``observation.DECISION_KINDS`` (-1: none or unknown).
        ctx_face: the face the decision is about (-1: none); ctx_seat: its other seat (-1);
        ask_sha: a request asks for a 殺 (else a 閃). turn_key: the turns counter's column.
        shown_faces: the faces shown by 五穀豐登, in order.
        offs: the action offsets (:func:`action_offsets`).
        heroes: the game has heroes (a hero, an offer or a hero decision is shown).
        hero: per seat, its hero (``layout.HERO_IDS`` index, -1 unknown); kingdom: per seat
            (-1 unknown); skills: per seat, the bits of its known skills (``layout.SKILL_IDS``).
        offer: the heroes offered to the observer in the draft, in order.
        hero_decision: the index in ``observation.HERO_DECISION_KINDS`` (-1: none);
        ctx_skill: the skill that decision is about (-1: none).
        acts: the public history, ``acts[a][b][k]`` the acts of kind ``layout.ACT_*`` of seat
            ``a`` towards seat ``b`` (relative seats; numpy, n x n x N_ACTS).
        turn_skills: the current seat's 仁德 cards given this turn, 裸衣 on, a 殺 touched.
        ctx_face_counts: the context's face columns as counts (``DEC_SELECT``: the cards
            chosen so far, by face).
    """

    n: int
    hp: list[int]
    max_hp: list[int]
    hand_n: list[int]
    alive: list[bool]
    dying: list[bool]
    cur: int
    known: list[int]
    own: int
    lord: int
    weapon_range: list[int]
    zhuge: list[bool]
    armour_bagua: list[bool]
    armour_other: list[bool]
    horse_plus: list[bool]
    horse_minus: list[bool]
    weapon_face: list[int]
    lebu: list[bool]
    shandian: list[bool]
    hand: list[int]
    hand_faces: list[int]
    decision: int
    ctx_face: int
    ctx_seat: int
    ask_sha: bool
    turn_key: float
    shown_faces: list[int] = field(default_factory=list)
    offs: dict[str, int] = field(default_factory=dict)
    heroes: bool = False
    hero: list[int] = field(default_factory=list)
    kingdom: list[int] = field(default_factory=list)
    skills: list[int] = field(default_factory=list)
    offer: list[int] = field(default_factory=list)
    hero_decision: int = -1
    ctx_skill: int = -1
    acts: np.ndarray = field(default_factory=lambda: np.zeros((0, 0, L.N_ACTS)))
    turn_skills: list[float] = field(default_factory=list)
    ctx_face_counts: list[float] = field(default_factory=list)

    def has_skill(self, r: int, s: int) -> bool:
        """Whether seat ``r`` is known to have skill ``s``."""
        return bool(self.skills and (self.skills[r] >> s) & 1)

    def equipment_count(self, r: int) -> int:
        """How many equipped cards seat ``r`` shows."""
        return (
            int(self.weapon_range[r] > 0 or self.zhuge[r])
            + int(self.armour_bagua[r] or self.armour_other[r])
            + int(self.horse_plus[r])
            + int(self.horse_minus[r])
        )

    def has_card(self, r: int) -> bool:
        """Whether seat ``r`` holds or wears any card."""
        return self.hand_n[r] > 0 or self.equipment_count(r) > 0

    def slot_taken(self, slot: int) -> bool:
        """Whether the observer's equipment slot ``slot`` (``layout.SLOT_*``) is taken."""
        if slot == L.SLOT_WEAPON:
            return self.weapon_range[0] > 0 or self.zhuge[0]
        if slot == L.SLOT_ARMOUR:
            return self.armour_bagua[0] or self.armour_other[0]
        if slot == L.SLOT_PLUS:
            return self.horse_plus[0]
        if slot == L.SLOT_MINUS:
            return self.horse_minus[0]
        return False


def read_view(row: np.ndarray) -> TableView:
    """The :class:`TableView` of one observation row (float32, ``observation.OBS_SIZE``).

    Speed (this runs once per decision): the hand is found with numpy over its 104 columns;
    the seat block, the decision and the game counters (``O_SEATS`` to ``O_SHOWN``) are read
    once into a Python list (numpy's per-element cost dominates on slices this small); the
    discard pile is not read, and the shown block only when something is shown."""
    base = O.O_SEATS
    x = row[base : O.O_SHOWN].tolist()
    w = O.SEAT_W
    n = 0
    for r in range(MAX_PLAYERS):
        if x[r * w + O.S_MAX_HP] > 0:
            n += 1
    n = max(n, MIN_PLAYERS)  # an empty row (no seat shown) still gets a valid action layout
    block = [x[r * w : (r + 1) * w] for r in range(n)]
    cur = -1
    known = []
    for r, s in enumerate(block):
        if cur < 0 and s[O.S_CUR] > 0.5:
            cur = r
        k = -1
        for i in range(L.N_IDENTITIES):
            if s[O.S_IDENT + i] > 0.5:
                k = i
                break
        known.append(k)
    own = _first_set(x, O.O_OWN - base, L.N_IDENTITIES)
    lord = -1
    for r in range(n):
        if known[r] == L.LORD:
            lord = r
            break
    hand = np.flatnonzero(row[O.O_HAND : O.O_HAND + T.N_CARDS] > 0.5).tolist()
    hand_faces = [int(f + 0.5) for f in row[O.O_HAND_FACES : O.O_HAND_FACES + L.N_FACES].tolist()]
    shown_faces = []
    shown = row[O.O_SHOWN : O.O_SHOWN + L.N_SHOWN * L.N_FACES]
    if (shown > 0).any():  # the columns are 0 or 1
        y = shown.tolist()
        for k in range(L.N_SHOWN):
            f = _first_set(y, k * L.N_FACES, L.N_FACES)
            if f >= 0:
                shown_faces.append(f)
    hb = O.O_HEROES
    # a hero, skill or offer shown (the heroes' decision one-hot is also set by the
    # framework's decisions in a game without heroes); numpy: this runs every decision
    heroes = bool(row[hb : O.O_DEC_HERO].any())
    hero, kingdom, skills, offer = [], [], [], []
    hero_decision = ctx_skill = -1
    if heroes:
        hero, kingdom, skills, offer = _read_heroes(row, n)
        tail = row[O.O_DEC_HERO : O.O_TURN_SKILLS].tolist()
        hero_decision = _first_set(tail, 0, O.N_HERO_DECISIONS)
        ctx_skill = _first_set(tail, O.O_CTX_SKILL - O.O_DEC_HERO, L.N_SKILLS)
    acts_block = row[O.O_ACTS : O.O_ACTS + MAX_PLAYERS * MAX_PLAYERS * L.N_ACTS]
    acts = acts_block.reshape(MAX_PLAYERS, MAX_PLAYERS, L.N_ACTS)[:n, :n].astype(np.float64)
    return TableView(
        n=n,
        hp=[_count(s[O.S_HP], HP_SCALE) for s in block],
        max_hp=[_count(s[O.S_MAX_HP], HP_SCALE) for s in block],
        hand_n=[_count(s[O.S_HAND_N], HAND_SCALE) for s in block],
        alive=[s[O.S_ALIVE] > 0.5 for s in block],
        dying=[s[O.S_DYING] > 0.5 for s in block],
        cur=cur,
        known=known,
        own=own,
        lord=lord,
        weapon_range=[_count(s[O.S_RANGE], HP_SCALE) for s in block],
        zhuge=[s[O.S_ZHUGE] > 0.5 for s in block],
        armour_bagua=[s[O.S_BAGUA] > 0.5 for s in block],
        armour_other=[s[O.S_OTHER_ARMOUR] > 0.5 for s in block],
        horse_plus=[s[O.S_PLUS] > 0.5 for s in block],
        horse_minus=[s[O.S_MINUS] > 0.5 for s in block],
        weapon_face=[_weapon_face(s) for s in block],
        lebu=[s[O.S_LEBU] > 0.5 for s in block],
        shandian=[s[O.S_SHANDIAN] > 0.5 for s in block],
        hand=hand,
        hand_faces=hand_faces,
        decision=_first_set(x, O.O_DEC - base, O.N_DECISION_KINDS),
        ctx_face=_first_set(x, O.O_CTX_FACE - base, L.N_FACES),
        ctx_seat=_first_set(x, O.O_CTX_SEAT - base, MAX_PLAYERS),
        ask_sha=x[O.O_CTX_ASK - base + L.ASK_SHA] > 0.5,
        turn_key=x[O.O_GAME - base + O.G_TURNS],
        shown_faces=shown_faces,
        offs=action_offsets(n, heroes),
        heroes=heroes,
        hero=hero,
        kingdom=kingdom,
        skills=skills,
        offer=offer,
        hero_decision=hero_decision,
        ctx_skill=ctx_skill,
        acts=np.rint(acts * O.ACT_SCALE),
        turn_skills=row[O.O_TURN_SKILLS : O.O_TURN_SKILLS + 3].tolist(),
        ctx_face_counts=x[O.O_CTX_FACE - base : O.O_CTX_FACE - base + L.N_FACES],
    )


SKILL_BITS = np.left_shift(np.int64(1), np.arange(L.N_SKILLS, dtype=np.int64))


def _one_hot_rows(block: np.ndarray) -> list[int]:
    """Each row's set column of a one-hot block (-1: none set)."""
    set_ = block > 0.5
    return np.where(set_.any(axis=1), set_.argmax(axis=1), -1).tolist()


def _read_heroes(row: np.ndarray, n: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """The heroes' blocks of a row: each seat's hero, kingdom and skill bits, and the offer."""
    seats = row[O.O_HEROES : O.O_HEROES + n * O.HERO_W].reshape(n, O.HERO_W)
    hero = _one_hot_rows(seats[:, : L.N_HEROES])
    kingdom = _one_hot_rows(seats[:, L.N_HEROES : L.N_HEROES + L.N_KINGDOMS])
    sk = row[O.O_SKILLS : O.O_SKILLS + n * L.N_SKILLS].reshape(n, L.N_SKILLS) > 0.5
    skills = (sk.astype(np.int64) @ SKILL_BITS).tolist()
    offer_block = row[O.O_OFFER : O.O_OFFER + L.LORD_OFFER * L.N_HEROES]
    offer = [h for h in _one_hot_rows(offer_block.reshape(L.LORD_OFFER, L.N_HEROES)) if h >= 0]
    return hero, kingdom, skills, offer


def _first_set(x: list[float], start: int, width: int) -> int:
    """The first column of ``x[start : start + width]`` above 0.5, relative to ``start``
    (-1: none): a one-hot read back."""
    for k in range(width):
        if x[start + k] > 0.5:
            return k
    return -1


def _weapon_face(seat: list[float]) -> int:
    """The face of the weapon a seat's block shows (-1: none)."""
    if seat[O.S_ZHUGE] > 0.5:
        return L.F_ZHUGE
    k = _first_set(seat, O.S_WEAPONS, len(O.WEAPON_FACES))
    return O.WEAPON_FACES[k] if k >= 0 else -1


def best_shown(
    v: TableView, legal: np.ndarray, items: list[int], value: Callable[[int], float]
) -> int:
    """The legal action of the shown block (``items[k]`` at position ``k``: a face shown, a
    hero offered) of the highest ``value(item)`` (-1: none legal)."""
    shown = v.offs["shown"]
    best, best_val = -1, -1e9
    for k, item in enumerate(items):
        a = shown + k
        if a < len(legal) and legal[a]:
            val = value(item)
            if val > best_val:
                best, best_val = a, val
    return best
