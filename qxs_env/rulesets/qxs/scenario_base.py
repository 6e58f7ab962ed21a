"""The engine side of :class:`~qxs_env.rulesets.qxs.scenario.Scenario`: the one-game engine, card
lookup,
the zone moves a set-up is made of, applying an action, and reading the table.

:class:`ScenarioBase` holds what every part of a scenario needs (the engine, the event log, the
cards placed so far); :class:`~qxs_env.rulesets.qxs.scenario_setup.ScenarioSetup` adds setting the
table and
starting play, and :class:`~qxs_env.rulesets.qxs.scenario.Scenario` the named actions. The split is
by
concern only: use :class:`~qxs_env.rulesets.qxs.scenario.Scenario` (see
:mod:`qxs_env.rulesets.qxs.scenario`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.card_model import type_colour, type_of
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import (
    CATEGORY_NAMES,
    COLOUR_NAMES,
    SLOT_MINUS,
    SLOT_NAMES,
    SLOT_PLUS,
)

if TYPE_CHECKING:
    from qxs_env.rulesets.qxs.scenario import Scenario

CardSpec = str | tuple[str, str | int]
"""A face id, or (face id, colour name or code)."""

_ZONE_PREFERENCE = (FL.Z_DRAW, FL.Z_DISCARD, FL.Z_OUT, FL.Z_HAND, FL.Z_EQUIP, FL.Z_JUDGE)
SLOT_ALIASES = {
    "internal": 0,
    "mental": 1,
    "minus": SLOT_MINUS,
    "lightness-1": SLOT_MINUS,
    "-1": SLOT_MINUS,
    "plus": SLOT_PLUS,
    "lightness+1": SLOT_PLUS,
    "+1": SLOT_PLUS,
}
"""Equipment slot names that scenario methods accept besides the slot codes."""


@dataclass(frozen=True)
class Decision:
    """The pending decision: ``kind`` (one of ``layout.DECISION_NAMES``, or ``"over"`` when the
    game has ended), the deciding seat ``actor`` (-1 when over), the other seat the decision is
    about ``other`` (e.g. the attacker for a defence, the dying seat for a rescue; -1 if none),
    and the card in question ``card`` (a physical card id, -1 if none) with its ``face`` id
    (or None). :meth:`Scenario.describe` gives the engine's description in words."""

    kind: str
    actor: int
    other: int
    card: int
    face: str | None


class ScenarioBase:
    """The one-game engine of a scenario and what every part of it shares: card lookup, the
    zone moves of the set-up, applying an action with its event log, and reading the table.
    Not used alone: :class:`~qxs_env.rulesets.qxs.scenario.Scenario` builds on it.

    ``players``, ``mode``, ``deck``, ``seed`` and ``config_kwargs`` are as for
    :class:`~qxs_env.rulesets.qxs.scenario.Scenario`: the game is reset with ``seed``, nothing is
    cleared.
    """

    def __init__(
        self,
        players: int = 5,
        mode: str = "standard",
        deck: str = "starter",
        seed: int = 0,
        **config_kwargs: Any,
    ) -> None:
        config_kwargs.setdefault("heroes", "off")  # a hand-set table: heroes via set_hero
        self.config = GameConfig(players=players, mode=mode, deck=deck, **config_kwargs)
        self.eng = Engine(self.config, batch=1)
        self.eng.reset_one(0, seed)
        self.n = players
        self.raw_log: list[tuple[int, ...]] = []
        self._words_log: list[str] = []
        self._placed: set[int] = set()
        self._stale = False

    # ================================================================== basic views
    @property
    def state(self) -> np.record:
        """Game 0's state record (fields: ``qxs_env.rulesets.qxs.state``; writes go through)."""
        return self.eng.state[0]

    @property
    def _s(self) -> np.ndarray:
        return self.eng.state

    def _face(self, face: str) -> int:
        try:
            return self.eng.catalogue.index[face]
        except KeyError:
            raise ValueError(f"unknown card face id {face!r}") from None

    @staticmethod
    def _colour(colour: str | int | None) -> int | None:
        if colour is None:
            return None
        if isinstance(colour, str):
            if colour not in COLOUR_NAMES:
                raise ValueError(f"unknown colour {colour!r}; one of {COLOUR_NAMES}")
            return COLOUR_NAMES.index(colour)
        if not 0 <= int(colour) < 4:
            raise ValueError(f"colour code must be 0..3, got {colour}")
        return int(colour)

    def _parse(self, spec: CardSpec) -> tuple[int, int | None]:
        if isinstance(spec, str):
            return self._face(spec), None
        face, colour = spec
        return self._face(face), self._colour(colour)

    def _seat(self, seat: int) -> int:
        if not 0 <= int(seat) < self.n:
            raise ValueError(f"seat must be 0..{self.n - 1}, got {seat}")
        return int(seat)

    def card_name(self, card: int) -> str:
        """Face id of card ``card``; for a virtual card (id >= ``layout.MAX_CARDS``, "use X as
        Y") the face of the card or skill that made it."""
        card = int(card)
        if card >= FL.MAX_CARDS:
            face = int(self._s["vcard"][0, card - FL.MAX_CARDS, FL.V_FACE])
        else:
            face = int(self.eng.tables.card_face[card])
        return self.eng.catalogue.faces[face].id

    def card_colour(self, card: int) -> str:
        """Colour name of card ``card`` (physical or virtual)."""
        card = int(card)
        if card >= FL.MAX_CARDS:
            return COLOUR_NAMES[int(self._s["vcard"][0, card - FL.MAX_CARDS, FL.V_SUIT])]
        return COLOUR_NAMES[int(self.eng.tables.card_colour[card])]

    def cards_of(self, face: str, colour: str | int | None = None) -> list[int]:
        """Every physical card of the deck with this face (and colour, if given)."""
        f = self._face(face)
        col = self._colour(colour)
        tb = self.eng.tables
        return [
            c
            for c in range(self.eng.n_cards)
            if int(tb.card_face[c]) == f and (col is None or int(tb.card_colour[c]) == col)
        ]

    def zone_of(self, card: int) -> tuple[str, int]:
        """(zone name, owner seat or -1) of a physical card."""
        return FL.ZONE_NAMES[int(self._s["zone"][0, card])], int(self._s["owner"][0, card])

    # ================================================================== card movement
    def _find(self, spec: CardSpec) -> int:
        """A physical card matching ``spec`` that the set-up has not placed yet."""
        f, col = self._parse(spec)
        tb = self.eng.tables
        zone = self._s["zone"][0]
        best: tuple[int, int] | None = None
        for c in range(self.eng.n_cards):
            if c in self._placed or int(tb.card_face[c]) != f:
                continue
            if col is not None and int(tb.card_colour[c]) != col:
                continue
            z = int(zone[c])
            if z not in _ZONE_PREFERENCE:  # on the table mid-resolution: leave it alone
                continue
            rank = _ZONE_PREFERENCE.index(z)
            if best is None or rank < best[0]:
                best = (rank, c)
        if best is None:
            fid = self.eng.catalogue.faces[f].id
            what = fid + ("" if col is None else f" ({COLOUR_NAMES[col]})")
            total = len(self.cards_of(fid, col))
            raise ValueError(
                f"no card {what} left to place: the deck has {total} and the set-up already "
                f"placed them all (or the deck has none)"
            )
        return best[1]

    def _to_draw_bottom(self, c: int) -> None:
        g = self.state
        rules.take_out(g, c)
        s = self._s
        n = int(s["n_draw"][0])
        s["draw"][0, 1 : n + 1] = s["draw"][0, 0:n].copy()
        s["draw"][0, 0] = c
        s["n_draw"][0] = n + 1
        s["zone"][0, c] = FL.Z_DRAW
        s["owner"][0, c] = -1

    def _to_draw_top(self, c: int) -> None:
        g = self.state
        rules.take_out(g, c)
        s = self._s
        n = int(s["n_draw"][0])
        s["draw"][0, n] = c
        s["n_draw"][0] = n + 1
        s["zone"][0, c] = FL.Z_DRAW
        s["owner"][0, c] = -1

    def _set_aside(self, c: int) -> None:
        rules.take_out(self.state, c)
        self._s["zone"][0, c] = FL.Z_OUT
        self._s["owner"][0, c] = -1

    def _release(self, c: int) -> None:
        """A card leaves a seat during set-up: back to the bottom of the draw pile."""
        self._placed.discard(c)
        self._to_draw_bottom(c)

    def _changed(self) -> None:
        self._stale = True

    def _seat_cards(self, p: int) -> list[int]:
        s = self._s
        cards = [int(c) for c in s["hand"][0, p, : int(s["hand_n"][0, p])]]
        cards += [int(c) for c in s["equip"][0, p] if c >= 0]
        cards += [int(c) for c in s["judge"][0, p, : int(s["judge_n"][0, p])]]
        return cards

    # ================================================================== acting
    def _check_fresh(self) -> None:
        if self._stale:
            raise RuntimeError(
                "the table was changed: call start_turn(), play_phase(), discard_phase() or "
                "resume() before acting"
            )
        if self._s["done"][0]:
            raise ValueError("the game is over")

    def _record(self) -> None:
        rows = self.event_rows()
        self.raw_log.extend(rows)
        # words now: a virtual card's row in the state is reused later, so naming it must not wait
        self._words_log.extend(self._words(row) for row in rows)

    def act(self, action: int) -> Scenario:
        """Apply action id ``action`` through :meth:`Engine.step` (ValueError if illegal)."""
        self._check_fresh()
        self.eng.step([int(action)])
        self._record()
        return self

    def _expect(self, *kinds: int) -> tuple[int, ...]:
        self._check_fresh()
        s = self._s
        fr = tuple(int(x) for x in s["stk"][0, int(s["sp"][0]) - 1])
        if fr[FL.FR_OP] not in kinds:
            want = " or ".join(L.DECISION_NAMES[k - FL.DEC_BASE] for k in kinds)
            raise ValueError(f"the pending decision is {self.decision()}, not {want}")
        return fr

    def _card_action(self, face: str | None, colour: str | int | None) -> int:
        """The card-type action for ``face``/``colour``: a legal one if there is one, else a
        plausible illegal one (so that Engine.step raises a helpful error)."""
        legal = [a for a in self.eng.legal_actions(0) if a < self.eng.offsets["seat"]]
        if face is None:
            col = self._colour(colour)
            pick = [a for a in legal if col is None or type_colour(a) == col]
            if not pick:
                raise ValueError(f"no card is legal here: {self.decision()}")
            return pick[0]
        f = self._face(face)
        col = self._colour(colour)
        cols = [col] if col is not None else list(range(4))
        for k in cols:
            if type_of(f, k) in legal:
                return type_of(f, k)
        return type_of(f, cols[0] if col is not None else int(self.eng.tables.face_colour[f]))

    # ================================================================== reading
    def decision(self) -> Decision:
        """The pending decision (kind ``"over"`` when the game has ended)."""
        s = self._s
        if s["done"][0]:
            return Decision("over", -1, -1, -1, None)
        fr = s["stk"][0, int(s["sp"][0]) - 1]
        op = int(fr[FL.FR_OP])
        kind = L.DECISION_NAMES[op - FL.DEC_BASE] if op >= FL.DEC_BASE else f"op {op}"
        card = int(fr[FL.FR_A0]) if op != L.DEC_PLAY else -1
        face = self.card_name(card) if card >= 0 else None
        return Decision(kind, int(fr[FL.FR_P]), int(fr[FL.FR_Q]), card, face)

    def describe(self) -> str:
        """The pending decision in words."""
        from qxs_env.rulesets.qxs import text

        return text.decision_to_string(self.eng, 0)

    def legal(self) -> list[int]:
        """The legal action ids of the pending decision (``eng.action_to_string`` names them)."""
        return self.eng.legal_actions(0)

    def hand_faces(self, seat: int) -> list[str]:
        """Face ids of seat's hand, sorted."""
        p = self._seat(seat)
        s = self._s
        return sorted(self.card_name(int(c)) for c in s["hand"][0, p, : int(s["hand_n"][0, p])])

    def hand_size(self, seat: int) -> int:
        """Number of cards in seat's hand."""
        return int(self._s["hand_n"][0, self._seat(seat)])

    def equipment(self, seat: int) -> dict[str, str]:
        """Seat's equipment: slot name (``constants.SLOT_NAMES``) -> face id, filled slots only."""
        p = self._seat(seat)
        return {
            SLOT_NAMES[k]: self.card_name(int(c))
            for k, c in enumerate(self._s["equip"][0, p])
            if c >= 0
        }

    def judgement_faces(self, seat: int) -> list[str]:
        """Face ids of seat's judgement area, in placement order: what each card counts as (a
        card a hero skill placed as a delayed card, e.g. 三尸脑神丹, shows that face)."""
        p = self._seat(seat)
        s = self._s
        out = []
        for c in s["judge"][0, p, : int(s["judge_n"][0, p])]:
            jf = int(s["jface"][0, int(c)])
            out.append(self.eng.catalogue.faces[jf - 1].id if jf > 0 else self.card_name(int(c)))
        return out

    def discard_faces(self) -> list[str]:
        """Face ids of the discard pile, in the order the cards arrived."""
        s = self._s
        return [self.card_name(int(c)) for c in s["disc"][0, : int(s["n_disc"][0])]]

    def draw_pile_size(self) -> int:
        """Number of cards in the draw pile."""
        return int(self._s["n_draw"][0])

    def alive(self, seat: int) -> bool:
        """Whether ``seat`` is alive."""
        return bool(self._s["alive"][0, self._seat(seat)])

    def current(self) -> int:
        """Seat whose turn it is."""
        return int(self._s["cur"][0])

    def events(self) -> list[str]:
        """Events since the last action (or since play started), in words."""
        return [self._words(row) for row in self.event_rows()]

    @property
    def log(self) -> list[str]:
        """Every event since play started (see :attr:`raw_log`), in words."""
        return list(self._words_log)

    def _words(self, row: tuple[int, ...]) -> str:
        from qxs_env.rulesets.qxs import text

        return text.event_to_string(self.eng, row)

    def event_rows(self) -> list[tuple[int, ...]]:
        """Events since the last action as raw rows ``(layout.EV_*, x0, x1, x2, x3, x4)``."""
        s = self._s
        n = min(int(s["ev_n"][0]), FL.EV_MAX)
        return [tuple(int(x) for x in s["ev"][0, i]) for i in range(n)]

    def clashes(self) -> list[tuple[int, int, int, int]]:
        """Every clash since play started: (attacker, defender, power A, power B)."""
        return [row[:4] for row in self.logged(L.EV_CLASH)]

    def logged(self, kind: int) -> list[tuple[int, ...]]:
        """Rows of :attr:`raw_log` of one event kind (``layout.EV_*``), without the kind."""
        return [row[1:] for row in self.raw_log if row[0] == kind]

    def over(self) -> bool:
        """Whether the game has ended."""
        return bool(self._s["done"][0])

    def winners(self) -> list[str]:
        """Names of the winning identities (empty while the game runs)."""
        return self.eng.winner_names(0)

    def returns(self) -> np.ndarray:
        """Per-seat returns of the finished game (zeros while it runs)."""
        return self.eng.returns(0)

    def table(self, viewer: int | None = None) -> str:
        """The table in words (everything when ``viewer`` is None)."""
        from qxs_env.rulesets.qxs import text

        return text.render_table(self.eng, 0, viewer)

    def category(self, face: str) -> str:
        """Category name of a face id (``constants.CATEGORY_NAMES``)."""
        return CATEGORY_NAMES[int(self.eng.tables.face_category[self._face(face)])]

    def hero(self, seat: int) -> str | None:
        """Hero id of ``seat`` (None: a skill-less character)."""
        h = int(self._s["hero"][0, self._seat(seat)])
        if h < 0:
            return None
        from qxs_env.rulesets.qxs.api import hero_catalogue

        return hero_catalogue().heroes[h].id

    def offers(self, seat: int) -> list[str]:
        """Hero ids offered to ``seat`` in the draft (in offer order)."""
        from qxs_env.rulesets.qxs.api import hero_catalogue

        hs = hero_catalogue().heroes
        return [hs[int(h)].id for h in self._s["offer"][0, self._seat(seat)] if h >= 0]
