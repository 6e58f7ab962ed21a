"""Answers and chores: requests for a 閃 or a 殺, 無懈可擊 windows, saving a dying seat,
八卦陣's judgement, 五穀豐登's pick and the discard phase.

* Request (閃 against 殺 or 萬箭齊發, 殺 against 南蠻入侵 or 決鬥): answer with a matching card,
  except a 決鬥 with a friend of the lord's side (a loyalist yields to the lord: the damage
  stays on the side that can afford it).
* 無懈可擊: cancel a trick that hurts (決鬥, 過河拆橋, 順手牽羊, or a mass trick that would hurt
  a seat without an answer) when its target is the observer or a friend and its user is not
  the observer; a 樂不思蜀 judged on the observer or a friend, a 閃電 when that seat has 3 HP
  or less; never a 無懈可擊 aimed at another (the chain is not shown).
* 借刀殺人 asking for a 殺: used when the victim is an enemy, else refused.
* Saving a dying seat (桃): oneself always; a friend; the renegade saves the lord while rebels
  live (the lord's death then would be the rebels' win).
* 八卦陣: always judge (a free chance at a 閃). 五穀豐登: the shown card worth most.
* Discard: the card worth least keeping (:func:`agents.sanguosha_heuristic.play.keep_value`).
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.sanguosha import layout as L

from .play import ENEMY, FRIEND, keep_value
from .skills import is_stand_in
from .view import TableView, best_shown, card_facts

HARMFUL_AIMED = (L.F_JUEDOU, L.F_GUOHE, L.F_SHUNSHOU)
DELAYED = (L.F_LEBU, L.F_SHANDIAN)
"""The delayed tricks, cancelled in their judgement window (the judged seat is ``ctx_seat``)."""
MASS_HARM = {L.F_NANMAN: L.F_SHA, L.F_WANJIAN: L.F_SHAN}
"""The mass tricks and the face that answers each."""


def first_card(v: TableView, legal: np.ndarray, prefer_black: bool = False) -> int:
    """A legal card action of the hand (the cheapest to give: black first when asked); not
    an equipped card's action (丈八蛇矛's power: :func:`answer_request` decides it)."""
    red = card_facts()[1]
    hand = set(v.hand)
    cards = [a for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist() if a in hand]
    if not cards:
        return -1
    if prefer_black:
        cards.sort(key=lambda a: int(red[a]))
    return int(cards[0])


def answer_request(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """A 閃 or a 殺 asked of the observer (module docstring); pass when it yields."""
    pass_a = v.offs["pass"]
    q = v.ctx_seat
    if is_stand_in(v) and float(en[q]) >= 0.0:  # 護駕 / 激將: a card for the lord's friends only
        return pass_a if legal[pass_a] else -1
    if v.ctx_face == L.F_JUEDOU and q > 0 and float(en[q]) < -1.0 and v.hp[0] > 1:
        return pass_a if legal[pass_a] else -1
    card = first_card(v, legal)
    if card < 0 and v.ask_sha and v.hp[0] <= 2:  # 丈八蛇矛: two hand cards as the 殺
        spear = [a for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist() if a not in v.hand]
        card = spear[0] if spear else -1
    return card if card >= 0 else (pass_a if legal[pass_a] else -1)


def answer_borrowed_sha(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """借刀殺人 asks the observer for a 殺 on the victim (``ctx_seat``): used on an enemy,
    refused otherwise (the weapon goes to the trick's user)."""
    pass_a = v.offs["pass"]
    q = v.ctx_seat
    if q > 0 and float(en[q]) >= ENEMY:
        card = first_card(v, legal)
        if card >= 0:
            return card
    return pass_a if legal[pass_a] else -1


def answer_cancel(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """A 無懈可擊 for the trick of the window, or pass (module docstring)."""
    pass_a = v.offs["pass"]
    q, f, user = v.ctx_seat, v.ctx_face, v.cur
    protect = q == 0 or (q > 0 and float(en[q]) < FRIEND)
    use = False
    if f in DELAYED and protect:  # the judgement window of a seat's delayed trick
        use = f == L.F_LEBU or v.hp[q] <= 3
    elif user != 0 and protect:
        if f in HARMFUL_AIMED:
            use = q == 0 or v.hp[q] <= 2 or f == L.F_JUEDOU
            if q == 0 and f != L.F_JUEDOU:
                use = v.hand_n[0] + v.equipment_count(0) >= 3
        elif f in MASS_HARM:
            if q == 0:
                use = v.hand_faces[MASS_HARM[f]] == 0 and v.hp[0] <= 2
            else:
                use = v.hp[q] <= 1
    if use:
        card = first_card(v, legal)
        if card >= 0:
            return card
    return pass_a if legal[pass_a] else -1


def answer_rescue(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """A 桃 for the dying seat of the window, or pass (module docstring)."""
    pass_a = v.offs["pass"]
    q = v.ctx_seat
    save = q == 0 or (q > 0 and float(en[q]) < FRIEND)
    if v.own == L.RENEGADE and q == v.lord and q > 0:
        others = sum(1 for r in range(1, v.n) if v.alive[r] and r != q)
        save = others > 0
    if save:
        card = first_card(v, legal)
        if card < 0:  # 急救 offers equipped red cards too (S-OPEN-57): the first of them
            cards = np.flatnonzero(legal[: v.offs["seat"]])
            card = int(cards[0]) if cards.size else -1
        if card >= 0:
            return card
    return pass_a if legal[pass_a] else -1


def choose_take(v: TableView, legal: np.ndarray) -> int:
    """五穀豐登: the legal shown card worth most."""
    return best_shown(v, legal, v.shown_faces, lambda face: keep_value(v, face))


def choose_discard(v: TableView, legal: np.ndarray) -> int:
    """The discard phase: the legal card worth least keeping."""
    faces = card_facts()[0]
    best, best_val = -1, 1e9
    for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist():
        val = keep_value(v, int(faces[a]))
        if val < best_val:
            best, best_val = a, val
    return best
