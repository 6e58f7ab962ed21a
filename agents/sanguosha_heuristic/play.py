"""The observer's own turn: which card to use (``DEC_PLAY``), at whom (``DEC_TARGET``) and
which card of a seat to take or discard (``DEC_PICK``).

Every legal card of the hand gets a value (:func:`card_value`); the best positive one is used,
else the play phase ends (pass). Values, highest first in a typical turn: 無中生有, equipment
into an empty slot (a weapon also in place of a worse one: :func:`weapon_rank`), 桃 when hurt
(urgent at 1 HP), 順手牽羊, 樂不思蜀 (the stronger enemy first) and 過河拆橋 on an enemy,
借刀殺人 on an enemy with a weapon and an enemy in its range, 決鬥 and the mass tricks when they
hurt enemies more than friends, 殺 on an enemy in range (丈八蛇矛's 殺 of two spare cards when
no 殺 is in hand), 閃電 when the seats it reaches next are weaker enemies
(:func:`shandian_helps`). A face the
heuristic does not know (cards other helpers add) is equipped when it is equipment for an empty
slot and otherwise kept: never used at random.
"""

from __future__ import annotations

import numpy as np

from agents.framework.seats import seat_distance
from qxs_env.rulesets.sanguosha import layout as L

from .view import TableView, card_facts

ENEMY = 0.3
"""The enmity from which a seat is worth hurting on purpose."""
FRIEND = -0.5
"""The enmity below which a seat is helped (rescued, protected by 無懈可擊)."""

KEEP_VALUE = {
    L.F_TAO: 10.0,
    L.F_WUZHONG: 9.0,
    L.F_WUXIE: 7.0,
    L.F_SHAN: 6.0,
    L.F_SHUNSHOU: 5.0,
    L.F_GUOHE: 4.5,
    L.F_JUEDOU: 4.0,
    L.F_SHA: 4.0,
    L.F_NANMAN: 3.5,
    L.F_WANJIAN: 3.5,
    L.F_BAGUA: 3.0,
    L.F_RENWANG: 3.0,
    L.F_ZHUGE: 2.5,
    L.F_TAOYUAN: 2.0,
    L.F_WUGU: 1.5,
    L.F_LEBU: 5.0,
    L.F_JIEDAO: 3.0,
    L.F_SHANDIAN: 1.0,
}
"""How much a card of each face is worth keeping (discards and 五穀豐登 picks); other faces
(horses, the weapons and tricks other helpers add) are worth :data:`OTHER_KEEP`."""
OTHER_KEEP = 2.0


def keep_value(v: TableView, face: int) -> float:
    """How much a card of ``face`` is worth keeping now: :data:`KEEP_VALUE`, less for a second
    閃 or 殺, little for equipment whose slot is taken."""
    val = KEEP_VALUE.get(face, OTHER_KEEP)
    held = v.hand_faces[face] if 0 <= face < len(v.hand_faces) else 0
    if face in (L.F_SHAN, L.F_SHA) and held > 1:
        val -= 1.5
    _, _, category, slot, _ = card_facts()
    if 0 <= face < len(category) and category[face] == L.CAT_EQUIPMENT:
        if int(slot[face]) == L.SLOT_WEAPON and v.slot_taken(L.SLOT_WEAPON):
            return 0.5 + max(0.0, weapon_rank(v, face) - held_weapon_rank(v))
        if v.slot_taken(int(slot[face])):
            return 0.5
        return max(val, EMPTY_SLOT_KEEP)
    return val


EMPTY_SLOT_KEEP = 5.0
"""The keep value of equipment for an empty slot: it is equipped in the next play phase, so
a discard (after 樂不思蜀 skipped the play phase) gives up other cards first."""


WEAPON_BONUS = {
    L.F_QINGGANG: 0.4,
    L.F_CIXIONG: 0.3,
    L.F_GUANSHI: 0.5,
    L.F_QINGLONG: 0.6,
    L.F_ZHANGBA: 0.4,
    L.F_FANGTIAN: 0.3,
    L.F_QILIN: 0.2,
}
"""What each weapon's power adds to its range in :func:`weapon_rank`."""


def held_weapon_rank(v: TableView) -> float:
    """The :func:`weapon_rank` of the observer's weapon (0: none; a weapon the row does not
    name: its range)."""
    if v.weapon_face[0] >= 0:
        return weapon_rank(v, v.weapon_face[0])
    return float(v.weapon_range[0])


def weapon_rank(v: TableView, face: int) -> float:
    """How good a weapon of ``face`` is for the observer: its range plus its power's worth
    (諸葛連弩: worth more with 殺 in hand; -1: no weapon)."""
    if face < 0:
        return 0.0
    reach = int(card_facts()[4][face])
    if face == L.F_ZHUGE:
        return reach + (2.5 if v.hand_faces[L.F_SHA] >= 2 else 0.5)
    return reach + WEAPON_BONUS.get(face, 0.0)


def distances(v: TableView) -> list[int]:
    """The distance from the observer to every seat (``agents.framework.seats``: the living
    seats between, -1 horses of the reacher, +1 horses of the reached)."""
    return seat_distances_from(v, 0)


def sha_value(v: TableView, en: np.ndarray, r: int) -> float:
    """How good a 殺 at seat ``r`` is: its enmity, more against a seat at low HP, less
    against an armour."""
    val = float(en[r]) + 0.15 * max(0, 3 - v.hp[r])
    if v.armour_bagua[r] or v.armour_other[r]:
        val -= 0.2
    return val


def best_seat(v: TableView, en: np.ndarray, seats: list[int], face: int) -> tuple[int, float]:
    """The best seat to aim a card of ``face`` at among ``seats`` and its value (``-1`` when
    ``seats`` is empty)."""
    best, best_val = -1, -1e9
    for r in seats:
        if face == L.F_SHA:
            val = sha_value(v, en, r)
        elif face == L.F_JUEDOU:
            val = float(en[r]) + 0.1 * max(0, 3 - v.hand_n[r]) + 0.1 * max(0, 3 - v.hp[r])
        elif face in (L.F_GUOHE, L.F_SHUNSHOU):
            val = float(en[r]) + 0.05 * v.equipment_count(r) if v.has_card(r) else -5.0
        elif face == L.F_LEBU:  # the stronger enemy first: more cards and HP to play with
            val = float(en[r])
            if val >= ENEMY:  # a tie-breaker among enemies only: never lifts a neutral seat
                val += 0.05 * v.hand_n[r] + 0.05 * v.hp[r]
        elif face == L.F_JIEDAO:
            val = jiedao_value(v, en, r)
        else:
            val = float(en[r])
        if val > best_val:
            best, best_val = r, val
    return best, best_val


def _aoe_value(v: TableView, en: np.ndarray) -> float:
    """What a trick hurting every other living seat is worth: the enmities, halved (about half
    of the seats answer it); a friend at 1 HP counts three times (it may die of it: the
    renegade must not kill the lord while rebels live, the lord's side its own)."""
    val = 0.0
    for r in range(1, v.n):
        if v.alive[r]:
            e = float(en[r])
            val += 0.5 * e * (3.0 if e < 0.0 and v.hp[r] <= 1 else 1.0)
    return val


def _sha_in_range(v: TableView, en: np.ndarray, dist: list[int]) -> float:
    """The best 殺 value among the seats in the observer's weapon range (-1e9: none)."""
    reach = max(v.weapon_range[0], 1)
    seats = [r for r in range(1, v.n) if v.alive[r] and dist[r] <= reach]
    return best_seat(v, en, seats, L.F_SHA)[1] if seats else -1e9


AIMED_BASE = {L.F_SHUNSHOU: 3.5, L.F_GUOHE: 3.0, L.F_LEBU: 3.0, L.F_JIEDAO: 2.5}
"""The tricks aimed at one enemy: the value of using one on the best enemy, before its
enmity (:func:`best_seat`) is added."""


def card_value(v: TableView, en: np.ndarray, face: int, dist: list[int]) -> float:
    """The value of using a card of ``face`` now (<= 0: keep it)."""
    others = [r for r in range(1, v.n) if v.alive[r]]
    if face == L.F_WUZHONG:
        return 10.0
    if face == L.F_TAO:
        hurt = v.max_hp[0] - v.hp[0]
        if hurt <= 0:
            return -1.0
        if v.hp[0] <= 1:
            return 9.0
        if v.hand_n[0] - 1 > v.hp[0] or hurt >= 2:
            return 5.0
        return -1.0  # kept for a rescue
    if face in AIMED_BASE:
        if face == L.F_SHUNSHOU:
            seats = [r for r in others if dist[r] <= 1]
        elif face == L.F_LEBU:
            seats = [r for r in others if not v.lebu[r]]
        else:
            seats = others
        val = best_seat(v, en, seats, face)[1] if seats else -1e9
        return AIMED_BASE[face] + val if val >= ENEMY else -1.0
    if face == L.F_JUEDOU:
        _, val = best_seat(v, en, others, face)
        if val < ENEMY or (v.hand_faces[L.F_SHA] == 0 and v.hp[0] <= 1):
            return -1.0
        return 2.5 + val
    if face in (L.F_NANMAN, L.F_WANJIAN):
        val = _aoe_value(v, en)
        return 2.0 + val if val > 0.2 else -1.0
    if face == L.F_TAOYUAN:
        val = float(v.hp[0] < v.max_hp[0])
        val -= sum(float(en[r]) for r in others if v.hp[r] < v.max_hp[r])
        return 1.0 + val if val > 0.0 else -1.0
    if face == L.F_WUGU:
        val = 0.3 - sum(0.3 * float(en[r]) for r in others)
        return 0.5 + val if val > 0.0 else -1.0
    if face == L.F_SHA:
        val = _sha_in_range(v, en, dist)
        return 2.0 + val if val >= ENEMY else -1.0
    if face == L.F_SHANDIAN:
        return 1.0 if shandian_helps(v, en) else -1.0
    _, category, slot = card_facts()[1:4]
    if 0 <= face < len(category) and category[face] == L.CAT_EQUIPMENT:
        s = int(slot[face])
        if s == L.SLOT_WEAPON:
            gain = weapon_rank(v, face) - held_weapon_rank(v)
            if v.slot_taken(s):
                return 3.0 + gain if gain >= 0.5 else -1.0
            if face == L.F_ZHUGE:
                return 6.0 if v.hand_faces[L.F_SHA] >= 2 else 2.0
            return 6.0
        if v.slot_taken(s):
            return -1.0
        return 6.0
    return -1.0  # a trick the heuristic does not know: kept


def seat_distances_from(v: TableView, p: int) -> list[int]:
    """The distance from seat ``p`` (relative) to every seat (:func:`distances` for another
    seat: its -1 horse, the others' +1 horses)."""
    alive = np.array(v.alive, np.bool_)
    datt = np.array([-1 if m else 0 for m in v.horse_minus], np.int64)
    ddef = np.array([1 if q else 0 for q in v.horse_plus], np.int64)
    return [int(seat_distance(p, r, v.n, alive, datt, ddef)) for r in range(v.n)]


def jiedao_victims(v: TableView, t: int) -> list[int]:
    """The seats other than ``t`` inside the range of seat ``t``'s weapon (none: no weapon)."""
    if v.weapon_face[t] < 0 or not v.alive[t]:
        return []
    reach = max(v.weapon_range[t], 1)
    dist = seat_distances_from(v, t)
    return [r for r in range(v.n) if r != t and v.alive[r] and dist[r] <= reach]


def jiedao_value(v: TableView, en: np.ndarray, t: int) -> float:
    """How good a 借刀殺人 aimed at seat ``t`` is: its enmity when it holds a weapon and an
    enemy of the observer is in its range (it 殺s that enemy or gives the weapon up); -5
    otherwise."""
    victims = [r for r in jiedao_victims(v, t) if r != 0 and float(en[r]) >= ENEMY]
    if not victims:
        return -5.0
    return float(en[t]) + 0.1 * max(float(en[r]) for r in victims)


def shandian_helps(v: TableView, en: np.ndarray) -> bool:
    """Whether a 閃電 placed on the observer is worth the risk: it moves on seat by seat, so
    the observer (more than 3 HP: it survives the 3 damage) and the next two living seats are
    the likeliest hit; use it when those seats are enemies with less HP than the observer and
    no friend among them is at 3 HP or less."""
    if v.hp[0] <= 3:
        return False
    near = [r for r in range(1, v.n) if v.alive[r]][:2]
    if not near:
        return False
    for r in near:
        if float(en[r]) < ENEMY and v.hp[r] <= 3:
            return False
    return any(float(en[r]) >= ENEMY and v.hp[r] < v.hp[0] for r in near)


def choose_play(
    v: TableView, en: np.ndarray, legal: np.ndarray, extra: dict[int, float] | None = None
) -> int:
    """``DEC_PLAY``: the legal card action of the best value, or pass (-1 when pass is not
    legal and nothing is worth using: the caller takes a legal default); ``extra``: other
    legal actions with their values (the skill buttons, :mod:`.skills`), weighed alike."""
    faces, red = card_facts()[:2]
    dist = distances(v)
    best, best_val = -1, 0.0
    for a, val in (extra or {}).items():
        if val > best_val:
            best, best_val = a, val
    values: dict[int, float] = {}
    pass_a = v.offs["pass"]
    hand = set(v.hand)
    for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist():
        f = int(faces[a])
        if a not in hand:  # the equipped 丈八蛇矛's power (two hand cards as a 殺)
            val = zhangba_value(v, en, dist) if f == L.F_ZHANGBA else -1.0
        else:
            if f not in values:
                values[f] = card_value(v, en, f, dist)
            val = values[f] + (0.01 * red[a] if f == L.F_SHA else 0.0)  # red 殺 pass 仁王盾
        if val > best_val:
            best, best_val = a, val
    if best >= 0:
        return best
    return pass_a if legal[pass_a] else -1


def zhangba_value(v: TableView, en: np.ndarray, dist: list[int]) -> float:
    """The value of 丈八蛇矛's 殺 made of two hand cards: only without a 殺 in hand, with two
    cards worth little to keep (:data:`SPARE`) and an enemy in range."""
    if v.hand_faces[L.F_SHA] > 0:
        return -1.0
    faces = card_facts()[0]
    spare = [c for c in v.hand if keep_value(v, int(faces[c])) <= SPARE]
    if len(spare) < 2:
        return -1.0
    val = _sha_in_range(v, en, dist)
    return 1.5 + val if val >= ENEMY else -1.0


SPARE = 3.0
"""The keep value at or below which a card is spare (given up for a power)."""


def choose_target(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_TARGET``: the legal seat that the card's face (the decision's context) is best
    aimed at (an unknown face: the seat of the highest enmity)."""
    seat0 = v.offs["seat"]
    seats = [k for k in range(1, v.n) if seat0 + k < len(legal) and legal[seat0 + k]]
    if not seats:
        return -1
    r, _ = best_seat(v, en, seats, v.ctx_face)
    return seat0 + r


PICK_ORDER = (L.SLOT_ARMOUR, L.SLOT_MINUS, L.SLOT_PLUS, L.SLOT_WEAPON)
"""Which equipped card of an enemy to take or discard first."""


def choose_victim(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_VICTIM`` (借刀殺人): the legal seat of the highest enmity, the observer itself
    only when it is the only one."""
    seat0 = v.offs["seat"]
    best, best_val = -1, -1e9
    for k in range(v.n):
        if seat0 + k < len(legal) and legal[seat0 + k]:
            val = float(en[k]) if k > 0 else -1e6
            if val > best_val:
                best, best_val = seat0 + k, val
    return best


def choose_pick(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_PICK``: from an enemy, its armour, horses, weapon, then a hand card; from a
    friend, a card of its judgement area (a delayed trick) when one may be picked, else a hand
    card."""
    pick, judge = v.offs["pick"], v.offs["judge"]
    q = v.ctx_seat
    friend = q >= 0 and float(en[q]) < 0.0
    if friend:
        for a in range(judge, v.offs["pass"]):
            if legal[a]:
                return a
    else:
        for slot in PICK_ORDER:
            if legal[pick + 1 + slot]:
                return pick + 1 + slot
    if legal[pick]:
        return pick
    for a in range(pick, v.offs["pass"]):
        if legal[a] and (friend or not judge <= a):
            return a
    return -1
