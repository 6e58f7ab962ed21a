"""The public acts one seat has seen, kept between its decisions (:class:`Evidence`).

三国杀's observation carries no history of who did what to whom (群侠杀's has a history
matrix): each row shows the table as it is now. So the heuristic keeps, per game row and per
observer, a matrix of hostile and helpful acts built only from what that observer's own rows
show, which is part of what the rules let it see:

* a 殺 aimed at it (a request for a 閃 against a 殺 names the user): hostile, user to observer;
* a 決鬥 used on it (a request for a 殺 against a 決鬥 whose other seat is the seat in turn):
  hostile;
* a 決鬥, 過河拆橋 or 順手牽羊 aimed at a seat, seen in a 無懈可擊 window it is asked in (the
  window names the trick and its target; only the seat in turn uses tricks in the core deck):
  hostile, seat in turn to the target;
* between two of its rows in the same turn (same turns counter, same seat in turn): a seat
  other than the seat in turn that lost HP or equipment while no other seat but the seat in
  turn lost HP, equipment or hand cards (so not 南蠻入侵 or 萬箭齊發, which every other seat
  answers or suffers): hostile, seat in turn to that seat; a 樂不思蜀 that appeared in the
  judgement area of a seat other than the seat in turn: hostile, seat in turn to that seat;
* between two of its rows in different turns (``max_turns`` known, so the turns counter gives
  how many turns passed, and no more than a round passed): HP the lord or the observer lost,
  while no more than half of the living seats lost HP (not a mass trick), is shared out as
  weak hostile evidence (half a hostile act per HP) over the seats whose turns fell in
  between, the hurt seat excepted: who used the card is not shown, but over several turns the
  seats that keep hurting the lord stand out;
* who saved a dying seat is not shown, so rescues are not evidence here.

Seats are stored lord-relative (the lord's seat is public: seat 0 of the matrices is the
lord), so that the relative seats of different rows of the same observer agree. A public
history in the observation (issue 36's report asks for one) would replace all of this.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.layout import DEC_CANCEL, DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.observation import DECISION_KINDS

from .view import TableView

DEC_REQUEST_K = DECISION_KINDS.index(DEC_REQUEST)
DEC_CANCEL_K = DECISION_KINDS.index(DEC_CANCEL)
AIMED_HOSTILE_FACES = (L.F_JUEDOU, L.F_GUOHE, L.F_SHUNSHOU)
"""Tricks aimed at one seat that only hurt it (the core deck's)."""


class Evidence:
    """Hostile and helpful acts one observer has seen in one game (module docstring)."""

    def __init__(self, n: int, max_turns: int = 0) -> None:
        self.n = n
        self.max_turns = max_turns
        self.hostile = np.zeros((n, n), np.float64)
        self.helped = np.zeros((n, n), np.float64)
        self.last_key: tuple[float, int] | None = None
        self.last_hp: list[int] = []
        self.last_equip: list[int] = []
        self.last_hand: list[int] = []
        self.last_lebu: list[bool] = []
        self.last_alive: list[bool] = []
        self.seen_windows: set[tuple[float, int, int, int]] = set()
        self.last_turn_key = -1.0

    def absolute(self, v: TableView, r: int) -> int:
        """The lord-relative seat of the observer's relative seat ``r``."""
        return (r - max(v.lord, 0)) % self.n

    def relative(self, v: TableView) -> tuple[np.ndarray, np.ndarray]:
        """The matrices in the observer's relative seats (``[i, j]``: from ``i`` to ``j``)."""
        idx = (np.arange(self.n) - max(v.lord, 0)) % self.n
        return self.hostile[idx][:, idx], self.helped[idx][:, idx]

    def _hostile(self, v: TableView, a: int, t: int, w: float = 1.0) -> None:
        if a >= 0 and t >= 0 and a != t:
            self.hostile[self.absolute(v, a), self.absolute(v, t)] += w

    def update(self, v: TableView) -> None:
        """Record what row ``v`` shows (module docstring)."""
        c = v.cur
        if v.decision == DEC_REQUEST_K and v.ctx_seat > 0:
            if not v.ask_sha and v.ctx_face == L.F_SHA:
                self._hostile(v, v.ctx_seat, 0)
            elif v.ask_sha and v.ctx_face == L.F_JUEDOU and v.ctx_seat == c and c != 0:
                self._once(v, (v.turn_key, c, 0, L.F_JUEDOU))
        elif v.decision == DEC_CANCEL_K and v.ctx_face in AIMED_HOSTILE_FACES and c > 0:
            if v.ctx_seat >= 0 and v.ctx_seat != c:
                self._once(v, (v.turn_key, c, v.ctx_seat, v.ctx_face))
        key = (v.turn_key, self.absolute(v, c))
        equip = [v.equipment_count(r) for r in range(v.n)]
        if self.last_key == key and len(self.last_hp) == v.n and c >= 0:
            hurt = [
                r
                for r in range(v.n)
                if r != c
                and (
                    v.hp[r] < self.last_hp[self._back(v, r)]
                    or equip[r] < self.last_equip[self._back(v, r)]
                )
            ]
            touched = [
                r
                for r in range(v.n)
                if r != c and r not in hurt and v.hand_n[r] < self.last_hand[self._back(v, r)]
            ]
            if len(hurt) == 1 and not touched:
                self._hostile(v, c, hurt[0])
            for r in range(v.n):  # a 樂不思蜀 placed by the current seat
                if r != c and v.lebu[r] and not self.last_lebu[self._back(v, r)]:
                    self._hostile(v, c, r)
        elif self.last_key is not None and len(self.last_hp) == v.n and c >= 0:
            self._between_turns(v, key)
        self.last_key = key
        sh = max(v.lord, 0) % self.n  # lord-relative a is relative (a + sh) % n: a rotation
        self.last_hp = v.hp[sh:] + v.hp[:sh]
        self.last_equip = equip[sh:] + equip[:sh]
        self.last_lebu = v.lebu[sh:] + v.lebu[:sh]
        self.last_hand = v.hand_n[sh:] + v.hand_n[:sh]

    def _between_turns(self, v: TableView, key: tuple[float, int]) -> None:
        """Weak evidence from HP the lord or the observer lost over the turns between two rows
        (module docstring)."""
        if self.max_turns <= 0 or self.last_key is None:
            return
        passed = int(round((key[0] - self.last_key[0]) * self.max_turns))
        living = [a for a in range(v.n) if v.alive[self._fwd(v, a)]]
        if passed < 0 or passed + 1 > len(living):
            return
        lost = [max(0, self.last_hp[a] - v.hp[self._fwd(v, a)]) for a in range(v.n)]
        if sum(1 for x in lost if x > 0) * 2 > len(living):
            return  # a mass trick, most likely
        seats = []
        a = self.last_key[1]
        for _ in range(passed + 1):
            seats.append(a)
            for step in range(1, v.n + 1):
                nxt = (a + step) % v.n
                if v.alive[self._fwd(v, nxt)]:
                    a = nxt
                    break
        for hurt in {0, self.absolute(v, 0)}:
            if lost[hurt] <= 0:
                continue
            others = [s for s in set(seats) if s != hurt]
            for s in others:
                self.hostile[s, hurt] += 0.5 * lost[hurt] / len(others)

    def _once(self, v: TableView, key: tuple[float, int, int, int]) -> None:
        """A hostile act seen in a window, counted once however many windows show it."""
        full = (key[0], self.absolute(v, key[1]), self.absolute(v, key[2]), key[3])
        if full not in self.seen_windows:
            self.seen_windows.add(full)
            self._hostile(v, key[1], key[2])

    def _back(self, v: TableView, r: int) -> int:
        """The lord-relative index of relative seat ``r`` (the stored lists' index)."""
        return self.absolute(v, r)

    def _fwd(self, v: TableView, a: int) -> int:
        """The relative seat of lord-relative seat ``a``."""
        return (a + max(v.lord, 0)) % self.n
