"""Answers and chores: requests for a 閃 or a 殺, 無懈可擊 windows, saving a dying seat,
八卦陣's judgement, 五穀豐登's pick and the discard phase.

* Request (閃 against 殺 or 萬箭齊發, 殺 against 南蠻入侵 or 決鬥): answer with a matching card,
  except a 決鬥 with a friend of the lord's side (a loyalist yields to the lord: the damage
  stays on the side that can afford it).
* 無懈可擊: cancel a trick that hurts (決鬥, 過河拆橋, 順手牽羊, or a mass trick that would hurt
  a seat without an answer) when its target is the observer or a friend and its user is not
  the observer; never a 無懈可擊 aimed at another (the chain is not shown).
* Saving a dying seat (桃): oneself always; a friend; the renegade saves the lord while rebels
  live (the lord's death then would be the rebels' win).
* 八卦陣: always judge (a free chance at a 閃). 五穀豐登: the shown card worth most.
* Discard: the card worth least keeping (:func:`agents.sanguosha_heuristic.play.keep_value`).
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.sanguosha import layout as L

from .play import FRIEND, keep_value
from .view import TableView, card_facts

HARMFUL_AIMED = (L.F_JUEDOU, L.F_GUOHE, L.F_SHUNSHOU)
MASS_HARM = {L.F_NANMAN: L.F_SHA, L.F_WANJIAN: L.F_SHAN}
"""The mass tricks and the face that answers each."""


def first_card(v: TableView, legal: np.ndarray, prefer_black: bool = False) -> int:
    """A legal card action of the hand (the cheapest to give: black first when asked)."""
    faces, red = card_facts()[:2]
    cards = [a for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist()]
    if not cards:
        return -1
    if prefer_black:
        cards.sort(key=lambda a: int(red[a]))
    return int(cards[0])


def answer_request(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """A 閃 or a 殺 asked of the observer (module docstring); pass when it yields."""
    pass_a = v.offs["pass"]
    q = v.ctx_seat
    if v.ctx_face == L.F_JUEDOU and q > 0 and float(en[q]) < -1.0 and v.hp[0] > 1:
        return pass_a if legal[pass_a] else -1
    card = first_card(v, legal)
    return card if card >= 0 else (pass_a if legal[pass_a] else -1)


def answer_cancel(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """A 無懈可擊 for the trick of the window, or pass (module docstring)."""
    pass_a = v.offs["pass"]
    q, f, user = v.ctx_seat, v.ctx_face, v.cur
    protect = q == 0 or (q > 0 and float(en[q]) < FRIEND)
    use = False
    if user != 0 and protect:
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
        if card >= 0:
            return card
    return pass_a if legal[pass_a] else -1


def choose_take(v: TableView, legal: np.ndarray) -> int:
    """五穀豐登: the legal shown card worth most."""
    shown = v.offs["shown"]
    best, best_val = -1, -1e9
    for k, face in enumerate(v.shown_faces):
        a = shown + k
        if a < len(legal) and legal[a]:
            val = keep_value(v, face)
            if val > best_val:
                best, best_val = a, val
    return best


def choose_discard(v: TableView, legal: np.ndarray) -> int:
    """The discard phase: the legal card worth least keeping."""
    faces = card_facts()[0]
    best, best_val = -1, 1e9
    for a in np.flatnonzero(legal[: v.offs["seat"]]).tolist():
        val = keep_value(v, int(faces[a]))
        if val < best_val:
            best, best_val = a, val
    return best
