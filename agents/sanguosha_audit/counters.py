"""What the 三国杀 audit counts (:class:`SanguoshaAuditor`), from the engine's state and the
public events each step logs; the auditor knows every identity, the agents do not.

Terms: a **hostile use** is a card aimed at one seat that can only hurt it (an ``EV_TARGET``
of 殺, 決鬥, 過河拆橋, 順手牽羊 or 樂不思蜀; a 丈八蛇矛 殺 is a virtual card, its face read from
its record); **sides**: the lord and the loyalists; the rebels; the
renegade. A seat has **public evidence** against it when it is the lord (its identity is
public) or has itself made a hostile use earlier in the game.

Metrics (per configuration; ``counts`` in the report gives each one's count and denominator):

- ``lord_kills_loyalist``: games in which the lord killed a loyalist / decided games.
- ``lord_hostile_to_loyalist``: the lord's hostile uses aimed at a loyalist / its hostile uses.
- ``rescue_<identity>``: rescue decisions (``DEC_RESCUE``: the seat holds a 桃, the engine
  asks no other seat) asked of a seat of that identity while another seat of its side is
  dying, in which it saved (any action but pass) / those decisions; ``self_rescue`` the same
  for its own dying.
- ``first_round_unfounded_<identity>``: hostile uses made in the first round (the first turn
  of each seat) at a seat without public evidence / turns of the first round played by seats
  of that identity.
- ``renegade_kills_lord_early``: games in which the renegade killed the lord while a rebel
  lived / decided games.
- ``wasted_discards``: cards discarded in the discard phase that could have been used to
  profit: 無中生有 (always usable), 桃 while hurt, equipment for an empty slot / discards
  after a play phase the seat played (a play phase 樂不思蜀 skipped gave it no chance to use
  them: those discards are not counted).
- ``stand_in_<identity>`` (heroes): requests of the lord's 護駕 or 激將 (a framework request
  pushed by the lord's skill frame) asked of a seat of that identity with a card it may give,
  in which it gave one / those requests.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from qxs_env.engine.layout import (
    DEC_REQUEST,
    DEC_RESCUE,
    FR_A0,
    FR_OP,
    FR_P,
    FR_Q,
    MAX_CARDS,
    OP_REQUEST,
    V_FACE,
)
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.layout import IDENTITY_NAMES
from qxs_env.rulesets.sanguosha.tables import N_CARDS, block_offsets

HOSTILE_FACES = (L.F_SHA, L.F_JUEDOU, L.F_GUOHE, L.F_SHUNSHOU, L.F_LEBU)
STAND_IN_SKILLS = (L.SKILL_HUJIA, L.SKILL_JIJIANG)
SIDE = (0, 0, 1, 2)
"""The side of each identity (lord, loyalist, rebel, renegade)."""


class SanguoshaAuditor:
    """Counts the metrics of the module docstring over the games of one engine."""

    def __init__(self, engine: object) -> None:
        self.eng = engine
        tb = engine.tba[0]
        self.face = np.asarray(tb["card_face"], np.int64)
        self.slot = np.asarray(tb["face_slot"], np.int64)
        self.players = engine.players
        self.n = Counter()
        """Metric counts: ``<metric>`` and ``<metric>/of`` (its denominator)."""
        b = engine.batch
        self.evidence = np.zeros((b, self.players), np.bool_)
        self.before: list[tuple[int, int, int, int]] = [(0, -1, -1, 0)] * b
        self.stand_in = np.zeros(b, np.bool_)
        """Per game, whether the decision being taken is a 護駕 / 激將 request with a card."""
        self.pass_action = block_offsets(tb)["pass"]
        self.turn = np.zeros(b, np.int64)
        """Per game, the turn its events have reached (``EV_TURN``)."""
        self.flags: list[set[str]] = [set() for _ in range(b)]
        """Per game, the per-game metrics it has hit so far (counted when it ends)."""
        self.played = np.full((b, 2), -1, np.int64)
        """Per game, the (turn, seat) of the last play decision taken (``DEC_PLAY``)."""

    def start_game(self, b: int) -> None:
        """Game ``b`` was dealt."""
        self.evidence[b] = False
        self.flags[b] = set()
        st = self.eng.state
        self.turn[b] = int(st["turn"][b])  # the lord's first turn began at the deal
        lord = int(np.flatnonzero(st["ident"][b, : self.players] == L.LORD)[0])
        self.n["first_round_unfounded_lord/of"] += int(st["cur"][b] == lord)
        self.evidence[b, np.flatnonzero(st["ident"][b, : self.players] == L.LORD)] = True

    def before_step(self, b: int, action: int) -> None:
        """Remember the decision game ``b`` takes ``action`` for."""
        st = self.eng.state
        sp = int(st["sp"][b])
        top = st["stk"][b, sp - 1]
        self.before[b] = (int(top[FR_OP]), int(top[FR_P]), int(top[FR_Q]), int(action))
        if int(top[FR_OP]) == L.DEC_PLAY:
            self.played[b] = (int(self.turn[b]), int(top[FR_P]))
        self.stand_in[b] = int(top[FR_OP]) == DEC_REQUEST and self._asked_for_lord(b, sp)

    def _asked_for_lord(self, b: int, sp: int) -> bool:
        """Is the request under the decision on top of game ``b`` pushed by a 護駕 / 激將
        frame, with a card the asked seat may give?"""
        st = self.eng.state
        for i in range(sp - 1, 0, -1):
            if int(st["stk"][b, i, FR_OP]) == OP_REQUEST:
                parent = st["stk"][b, i - 1]
                if int(parent[FR_OP]) != L.OP_SKILL or int(parent[FR_A0]) not in STAND_IN_SKILLS:
                    return False
                return bool(st["mask"][b, :N_CARDS].any())
        return False

    def after_step(self, b: int) -> None:
        """Count what the step of game ``b`` did (its decision and its events)."""
        st = self.eng.state
        ident = st["ident"][b]
        op, p, q, action = self.before[b]
        pass_a = self.pass_action
        if self.stand_in[b] and p >= 0:
            self._count(f"stand_in_{IDENTITY_NAMES[ident[p]]}", action != pass_a)
        if op == DEC_RESCUE and p >= 0 and q >= 0:
            if p == q:
                self._count("self_rescue", action != pass_a)
            elif SIDE[ident[p]] == SIDE[ident[q]] and ident[p] != L.RENEGADE:
                self._count(f"rescue_{IDENTITY_NAMES[ident[p]]}", action != pass_a)
        for i in range(min(int(st["ev_n"][b]), st["ev"].shape[1])):
            kind, x0, x1, x2 = (int(x) for x in st["ev"][b, i, :4])
            if kind == L.EV_TARGET:
                self._target(b, x0, x1, self._card_face(b, x2))
            elif kind == L.EV_DEATH:
                self._death(b, x0, x1, x2)
            elif kind == L.EV_DISCARD and op == L.DEC_DISCARD:
                self._discard(b, x0, x1)
            elif kind == L.EV_TURN:
                self.turn[b] = x1
                if x1 <= self.players and x0 >= 0:
                    self.n[f"first_round_unfounded_{IDENTITY_NAMES[ident[x0]]}/of"] += 1

    def _card_face(self, b: int, c: int) -> int:
        """The face of card ``c`` of game ``b``: a virtual card's (丈八蛇矛's 殺) from its
        record."""
        if c < MAX_CARDS:
            return int(self.face[c])
        return int(self.eng.state["vcard"][b, c - MAX_CARDS, V_FACE])

    def _count(self, metric: str, hit: bool) -> None:
        self.n[metric] += int(hit)
        self.n[f"{metric}/of"] += 1

    def _target(self, b: int, user: int, target: int, face: int) -> None:
        if face not in HOSTILE_FACES:
            return
        st = self.eng.state
        ident = st["ident"][b]
        if ident[user] == L.LORD:
            self._count("lord_hostile_to_loyalist", ident[target] == L.LOYALIST)
        if self.turn[b] <= self.players and not self.evidence[b, target]:
            self.n[f"first_round_unfounded_{IDENTITY_NAMES[ident[user]]}"] += 1
        self.evidence[b, user] = True

    def _death(self, b: int, dead: int, identity: int, killer: int) -> None:
        st = self.eng.state
        ident = st["ident"][b]
        if killer < 0:
            return
        if identity == L.LOYALIST and ident[killer] == L.LORD:
            self.flags[b].add("lord_kills_loyalist")
        if identity == L.LORD and ident[killer] == L.RENEGADE:
            rebels = st["alive"][b, : self.players] & (ident[: self.players] == L.REBEL)
            if rebels.any():
                self.flags[b].add("renegade_kills_lord_early")

    def _discard(self, b: int, seat: int, card: int) -> None:
        st = self.eng.state
        if tuple(self.played[b]) != (int(self.turn[b]), seat):  # the events' turn (EV_TURN)
            return  # no play decision this turn (樂不思蜀): nothing could have been used
        face = int(self.face[card])
        wasted = face == L.F_WUZHONG
        if face == L.F_TAO and st["hp"][b, seat] < st["max_hp"][b, seat]:
            wasted = True
        slot = int(self.slot[face])
        if slot >= 0 and st["equip"][b, seat, slot] < 0:
            wasted = True
        self._count("wasted_discards", wasted)
        ident = int(st["ident"][b, seat])
        self._count(f"wasted_discards_{IDENTITY_NAMES[ident]}", wasted)

    def finish_game(self, b: int) -> None:
        """Game ``b`` ended: count it (decided or truncated)."""
        st = self.eng.state
        decided = bool(st["won"][b, : self.players].any())
        self.n["games"] += 1
        self.n["decided"] += int(decided)
        for metric in ("lord_kills_loyalist", "renegade_kills_lord_early"):
            self.n[f"{metric}/of"] += int(decided)
            self.n[metric] += int(decided and metric in self.flags[b])
