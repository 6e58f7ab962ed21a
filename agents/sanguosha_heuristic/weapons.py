"""The weapons' questions: a weapon's power (``DEC_WEAPON``, the weapon's face in ``ctx_face``,
the other seat in ``ctx_seat``), 方天畫戟's extra targets (``DEC_MORE_TARGETS``) and the cards
丈八蛇矛 makes a 殺 of (``DEC_SELECT``).

The answer is yes when the power helps the observer's side:

* 貫石斧 (the 殺 was dodged; two cards make it hit): the first card only when the hand holds
  two spare cards (keep value at most :data:`~.play.SPARE`) and the target is not a friend;
  the second (no pass then) the card worth least.
* 青龍偃月刀 (the 殺 was dodged): a follow-up 殺 when the target is an enemy.
* 麒麟弓 (the 殺 hit): the target's +1 horse, else its -1 horse, when it is an enemy.
* 雌雄雙股劍: as the owner, yes unless the target is a friend; as the seat hit (which discards
  a hand card or lets the owner draw), a discard when the owner is not a friend and the hand
  holds a spare card.

Which of a weapon's two questions is asked is read from the mask (the observation does not
show the question): 貫石斧's first may be passed, its second may not; 雌雄雙股劍's owner is
offered yes, the seat hit hand cards.
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.sanguosha import layout as L

from .play import ENEMY, FRIEND, SPARE, keep_value, sha_value
from .view import TableView, card_facts


def _cheapest(v: TableView, actions: list[int]) -> tuple[int, float]:
    """The card action worth least keeping among ``actions`` and its keep value (an equipped
    card counts as worth :data:`EQUIPPED_KEEP`)."""
    faces = card_facts()[0]
    hand = set(v.hand)
    best, best_val = -1, 1e9
    for a in actions:
        val = keep_value(v, int(faces[a])) if a in hand else EQUIPPED_KEEP
        if val < best_val:
            best, best_val = a, val
    return best, best_val


EQUIPPED_KEEP = 6.0
"""What an equipped card is worth keeping when a power may take it (more than a spare card)."""


def _card_actions(v: TableView, legal: np.ndarray) -> list[int]:
    """The legal actions of the card block."""
    return np.flatnonzero(legal[: v.offs["seat"]]).tolist()


def _guanshi(v: TableView, en: np.ndarray, legal: np.ndarray, pass_a: int) -> int:
    """貫石斧: two cards to make the dodged 殺 hit (module docstring)."""
    cards = _card_actions(v, legal)
    if not legal[pass_a]:  # the second card: no way back
        return _cheapest(v, cards)[0]
    faces = card_facts()[0]
    spare = [c for c in v.hand if keep_value(v, int(faces[c])) <= SPARE]
    q = v.ctx_seat
    if len(spare) >= 2 and not (q > 0 and float(en[q]) < FRIEND):
        return _cheapest(v, cards)[0]
    return pass_a


def _cixiong(v: TableView, en: np.ndarray, legal: np.ndarray, pass_a: int) -> int:
    """雌雄雙股劍: the owner's yes, or the hit seat's discard (module docstring)."""
    q = v.ctx_seat
    friend = q > 0 and float(en[q]) < FRIEND
    yes = v.offs["yes"]
    if legal[yes]:
        return pass_a if friend else yes
    card, val = _cheapest(v, _card_actions(v, legal))
    if card >= 0 and not friend and v.hand_n[0] >= 2 and val <= SPARE:
        return card
    return pass_a


def answer_weapon(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_WEAPON``: the answer to the power of the weapon in ``ctx_face`` (module
    docstring; -1 for a weapon without a rule here: the caller's legal default)."""
    pass_a = v.offs["pass"]
    f, q = v.ctx_face, v.ctx_seat
    enemy = q > 0 and float(en[q]) >= ENEMY
    if f == L.F_GUANSHI:
        return _guanshi(v, en, legal, pass_a)
    if f == L.F_CIXIONG:
        return _cixiong(v, en, legal, pass_a)
    if f == L.F_QINGLONG:
        if enemy:
            card, _ = _cheapest(v, _card_actions(v, legal))
            if card >= 0:
                return card
        return pass_a
    if f == L.F_QILIN:
        pick = v.offs["pick"]
        if enemy:
            for slot in (L.SLOT_PLUS, L.SLOT_MINUS):
                if legal[pick + 1 + slot]:
                    return pick + 1 + slot
        return pass_a
    return -1


def choose_more_target(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """``DEC_MORE_TARGETS`` (方天畫戟): the legal seat with the best 殺 value when it is an
    enemy, else pass."""
    seat0 = v.offs["seat"]
    best, best_val = v.offs["pass"], ENEMY
    for k in range(1, v.n):
        if seat0 + k < len(legal) and legal[seat0 + k]:
            val = sha_value(v, en, k)
            if float(en[k]) >= ENEMY and val >= best_val:
                best, best_val = seat0 + k, val
    return best


def choose_select(v: TableView, legal: np.ndarray) -> int:
    """``DEC_SELECT`` (丈八蛇矛's two cards): the hand card worth least keeping (``done`` only
    when no card is legal)."""
    card, _ = _cheapest(v, _card_actions(v, legal))
    if card >= 0:
        return card
    done = v.offs.get("done", -1)
    return done if 0 <= done < len(legal) and legal[done] else -1
