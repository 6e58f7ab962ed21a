"""Hand-built game situations: set the table exactly, then play named actions.

A :class:`Scenario` wraps a one-game :class:`~qxs_env.engine.api.Engine`. It is meant for rule
tests and for designers who want to see what the engine does in a given position. Setting up
moves *real* cards of the deck between zones with the engine's own zone primitives, so every
physical card is always in exactly one place (draw pile, discard pile, a hand, an equipment slot,
a judgement area, or set aside). Actions go through :meth:`Engine.step`, so an illegal action
raises ``ValueError`` and changes nothing.

Seats are absolute (0 .. players-1); the turn passes from seat ``s`` to ``s + 1`` (R-S6).

Setting up
----------
``Scenario(players=5, seed=0)`` resets a game and, by default (``clear=True``), puts every card
back in the draw pile (shuffled by the seed), so that nobody holds anything you did not give
them. Then describe the position:

- :meth:`Scenario.identities` - one identity per seat (leader revealed, leader max HP bonus);
- :meth:`Scenario.hp` - current (and maximum) HP of a seat, or read it;
- :meth:`Scenario.hand`, :meth:`Scenario.equip`, :meth:`Scenario.judgement` - a seat's cards;
- :meth:`Scenario.draw_pile_top` - the next cards to be drawn or judged, in order;
- :meth:`Scenario.empty_draw_pile`, :meth:`Scenario.empty_discard_pile`, :meth:`Scenario.kill`;
- statuses: :meth:`Scenario.set_face_down`, :meth:`Scenario.set_linked` (和合),
  :meth:`Scenario.set_alignment`, :meth:`Scenario.set_gender`, :meth:`Scenario.set_skip`.

A *card spec* is a face id such as ``"heiyuduanxugao"``, or ``(face id, colour)`` such as
``("kanpo", "red")`` (colour by name or ``qxs_env.constants`` code). A physical card of that
face and colour is taken from wherever it is, preferring the draw pile, then the discard pile,
then cards set aside, then other seats' cards; never a card placed earlier in the set-up. A
``ValueError`` says so when the deck has no such card left.

Then start play with :meth:`Scenario.start_turn` (the seat's turn begins: judgement phase
first), :meth:`Scenario.game_start` (the heroes' setup at the start of a game, e.g. 六合童子's
page boys, then the leader's first turn), :meth:`Scenario.play_phase` (the seat is in its
play phase, its attack opportunity unused) or :meth:`Scenario.discard_phase`. After changing
the table, one of these (or :meth:`Scenario.resume`) must be called before the next action,
because the legal actions are computed by the engine when it reaches a decision.

Playing
-------
:meth:`Scenario.use`, :meth:`Scenario.target` (absolute seat), :meth:`Scenario.respond`,
:meth:`Scenario.cancel`, :meth:`Scenario.rescue`, :meth:`Scenario.discard`,
:meth:`Scenario.pick_hand` / :meth:`Scenario.pick_equip` / :meth:`Scenario.pick_judgement`,
:meth:`Scenario.yes`, :meth:`Scenario.pass_` / :meth:`Scenario.end_phase`, equipment skills
(:meth:`Scenario.skill`, then :meth:`Scenario.hand_card` / :meth:`Scenario.name_colour` for 杂阿含功
style "use a hand card as a move"), or any action id with :meth:`Scenario.act`. Damage from an
outside source can be dealt with :meth:`Scenario.inject_damage`. Each named action checks that
the pending decision is of the right kind. By default the engine takes decisions that have
exactly one legal action by itself (``auto_forced=True``), e.g. a defender with no move card in
hand does not get asked, and a play phase with nothing usable ends at once, so play may run on
into the next seat's turn; pass ``auto_forced=False`` to be asked every time.

Reading
-------
:meth:`Scenario.decision` (kind and actor), :meth:`Scenario.hp`, :meth:`Scenario.hand_faces`,
:meth:`Scenario.equipment`, :meth:`Scenario.judgement_faces`, :meth:`Scenario.events` (in words,
since the last action), :meth:`Scenario.event_rows` (the raw ``layout.EV_*`` rows),
:attr:`Scenario.log` / :attr:`Scenario.raw_log` (everything since the set-up),
:meth:`Scenario.winners`, :meth:`Scenario.returns`, :meth:`Scenario.table`, and the raw record
:attr:`Scenario.state` (``eng.state[0]``; see ``qxs_env.engine.state``).

Worked example: an attack and a defence
---------------------------------------
Seat 0 (the leader) attacks seat 1 with a red 2x1 move; seat 1 defends with a white 1x2 move.
White counters red (the cycle is red -> blue -> yellow -> white -> red), so the defence has
power 1 + 1 = 2 against 2: a successful block (R-M4, R-M5). Seat 0 has then used its attack
opportunity for this play phase (R-T4a), but may still use its 掌门信物::

    from qxs_env.scenario import Scenario

    sc = Scenario(players=5, seed=1)
    sc.identities(["leader", "cult", "righteous", "cult", "court"])
    sc.hand(0, ["li_2x1", "li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_2x1")
    assert sc.targets() == [1, 4]                # range 1: the two neighbours
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.respond("su_1x2")
    assert sc.clashes() == [(0, 1, 2, 2)]        # (attacker, defender, power A, power B)
    assert sc.hp(1) == 4                         # blocked
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    assert not sc.can_use("li_1x1")              # one attack per play phase
    assert sc.can_use("zhangmenxinwu")
    for line in sc.log:                          # what happened, in words
        print(line)

Had seat 1 passed instead (``sc.pass_()``), the clash would be 2 against 0 and seat 1 would take
ceil(2 / 2) = 1 red damage. Beware of forced decisions: had seat 0 held only moves, its play
decision after the attack would offer nothing but "end the phase", which the engine takes by
itself; the game would go on to seat 1's turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from qxs_env.config import GameConfig
from qxs_env.constants import (
    CATEGORY_NAMES,
    COLOUR_NAMES,
    IDENTITY_NAMES,
    LEADER,
    N_SLOTS,
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_NAMES,
    SLOT_PLUS,
)
from qxs_env.engine import core
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine

CardSpec = str | tuple[str, str | int]
"""A face id, or (face id, colour name or code)."""

_ZONE_PREFERENCE = (L.Z_DRAW, L.Z_DISCARD, L.Z_OUT, L.Z_HAND, L.Z_EQUIP, L.Z_JUDGE)
_SLOT_ALIASES = {
    "internal": 0,
    "mental": 1,
    "minus": SLOT_MINUS,
    "lightness-1": SLOT_MINUS,
    "-1": SLOT_MINUS,
    "plus": SLOT_PLUS,
    "lightness+1": SLOT_PLUS,
    "+1": SLOT_PLUS,
}


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


class Scenario:
    """A one-game engine whose table is set up by hand (see the module docstring).

    ``players``, ``mode``, ``deck`` and any other :class:`~qxs_env.config.GameConfig` field
    (``auto_forced``, ``lingbo_both``, ``kill_draw``, ...) are passed on to the config, with two
    defaults of its own: the starter deck and ``heroes="off"`` (skill-less characters; a test
    gives a seat its hero with :meth:`set_hero`, or passes ``heroes=`` for a drafted game); ``seed``
    fixes the shuffle and every later random choice. ``clear=True`` empties every hand (the
    cards go back to the draw pile) right after the reset. ``identities`` (optional) is passed to
    :meth:`identities`.
    """

    def __init__(
        self,
        players: int = 5,
        mode: str = "standard",
        deck: str = "starter",
        seed: int = 0,
        *,
        clear: bool = True,
        identities: Sequence[str | int] | None = None,
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
        if clear:
            self.clear_table()
        if identities is not None:
            self.identities(identities)

    # ================================================================== basic views
    @property
    def state(self) -> np.record:
        """Game 0's state record (fields as in ``qxs_env.engine.state``; writes go through)."""
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
        if card >= L.MAX_CARDS:
            face = int(self._s["vcard"][0, card - L.MAX_CARDS, L.V_FACE])
        else:
            face = int(self.eng.tables.card_face[card])
        return self.eng.catalogue.faces[face].id

    def card_colour(self, card: int) -> str:
        """Colour name of card ``card`` (physical or virtual)."""
        card = int(card)
        if card >= L.MAX_CARDS:
            return COLOUR_NAMES[int(self._s["vcard"][0, card - L.MAX_CARDS, L.V_COLOUR])]
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
        return L.ZONE_NAMES[int(self._s["zone"][0, card])], int(self._s["owner"][0, card])

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
        core.take_out(g, c)
        s = self._s
        n = int(s["n_draw"][0])
        s["draw"][0, 1 : n + 1] = s["draw"][0, 0:n].copy()
        s["draw"][0, 0] = c
        s["n_draw"][0] = n + 1
        s["zone"][0, c] = L.Z_DRAW
        s["owner"][0, c] = -1

    def _to_draw_top(self, c: int) -> None:
        g = self.state
        core.take_out(g, c)
        s = self._s
        n = int(s["n_draw"][0])
        s["draw"][0, n] = c
        s["n_draw"][0] = n + 1
        s["zone"][0, c] = L.Z_DRAW
        s["owner"][0, c] = -1

    def _set_aside(self, c: int) -> None:
        core.take_out(self.state, c)
        self._s["zone"][0, c] = L.Z_OUT
        self._s["owner"][0, c] = -1

    def _release(self, c: int) -> None:
        """A card leaves a seat during set-up: back to the bottom of the draw pile."""
        self._placed.discard(c)
        self._to_draw_bottom(c)

    def _changed(self) -> None:
        self._stale = True

    # ================================================================== set-up
    def clear_table(self) -> Scenario:
        """Every hand, equipment slot and judgement area goes back to the draw pile; no seat is
        face down, linked, dying or skipping a phase; per-turn counters are cleared."""
        s = self._s
        for p in range(self.n):
            for c in self._seat_cards(p):
                self._release(c)
        s["face_down"][0] = 0
        s["linked"][0] = 0
        s["dying"][0] = 0
        s["skip"][0] = 0
        s["pt"][0] = 0
        self._changed()
        return self

    def _seat_cards(self, p: int) -> list[int]:
        s = self._s
        cards = [int(c) for c in s["hand"][0, p, : int(s["hand_n"][0, p])]]
        cards += [int(c) for c in s["equip"][0, p] if c >= 0]
        cards += [int(c) for c in s["judge"][0, p, : int(s["judge_n"][0, p])]]
        return cards

    def identities(self, idents: Sequence[str | int]) -> Scenario:
        """Give seat k the identity ``idents[k]`` (a name of ``constants.IDENTITY_NAMES`` or a
        code). The leader is revealed and the others hidden (the dead stay revealed) (R-S2);
        every seat's max HP and HP become the base HP, +the leader bonus for the leader (R-S5).
        Call :meth:`hp` afterwards to change HP."""
        if len(idents) != self.n:
            raise ValueError(f"need {self.n} identities, got {len(idents)}")
        codes = []
        for x in idents:
            if isinstance(x, str):
                if x not in IDENTITY_NAMES:
                    raise ValueError(f"unknown identity {x!r}; one of {IDENTITY_NAMES}")
                codes.append(IDENTITY_NAMES.index(x))
            else:
                if not 0 <= int(x) < len(IDENTITY_NAMES):
                    raise ValueError(f"identity code must be 0..5, got {x}")
                codes.append(int(x))
        s = self._s
        base = self.config.base_hp
        for p, k in enumerate(codes):
            s["ident"][0, p] = k
            dead = not s["alive"][0, p]
            s["revealed"][0, p] = 1 if (k == LEADER or dead) else 0
            hp = base + (self.config.leader_hp_bonus if k == LEADER else 0)
            s["maxhp"][0, p] = hp
            if not dead:
                s["hp"][0, p] = hp
        self._changed()
        return self

    def identity(self, seat: int) -> str:
        """Identity name of ``seat``."""
        return IDENTITY_NAMES[int(self._s["ident"][0, self._seat(seat)])]

    def hp(self, seat: int, value: int | None = None, max: int | None = None) -> int:
        """Read seat's HP, or set it to ``value`` (and its max HP to ``max`` if given). Returns
        the (new) HP. A living seat's HP must be from 1 to its max HP."""
        p = self._seat(seat)
        s = self._s
        if value is None and max is None:
            return int(s["hp"][0, p])
        if max is not None:
            if max < 1:
                raise ValueError(f"max HP must be >= 1, got {max}")
            s["maxhp"][0, p] = max
            if value is None and s["hp"][0, p] > max:
                s["hp"][0, p] = max
        if value is not None:
            if not 1 <= value <= int(s["maxhp"][0, p]):
                top = int(s["maxhp"][0, p])
                raise ValueError(f"HP must be from 1 to max HP {top} (set max= too), got {value}")
            s["hp"][0, p] = value
        self._changed()
        return int(s["hp"][0, p])

    def max_hp(self, seat: int) -> int:
        """Max HP of ``seat``."""
        return int(self._s["maxhp"][0, self._seat(seat)])

    def _replace_cards(
        self, seat: int, field: str, count: str, specs: Iterable[CardSpec], place: Any
    ) -> list[int]:
        """Release the cards of seat's ``field`` zone, then place cards matching ``specs`` there
        (in order) with the engine primitive ``place``; returns the physical cards placed."""
        p = self._seat(seat)
        s = self._s
        for c in [int(x) for x in s[field][0, p, : int(s[count][0, p])]]:
            self._release(c)
        given = []
        for spec in specs:
            c = self._find(spec)
            place(self.state, c, p)
            self._placed.add(c)
            given.append(c)
        self._changed()
        return given

    def hand(self, seat: int, specs: Iterable[CardSpec]) -> list[int]:
        """Replace seat's hand by cards matching ``specs``; the old hand goes to the bottom of the
        draw pile. Returns the physical cards given."""
        return self._replace_cards(seat, "hand", "hand_n", specs, core.to_hand)

    def add_to_hand(self, seat: int, specs: Iterable[CardSpec]) -> list[int]:
        """Add cards matching ``specs`` to seat's hand (keeping what it holds)."""
        p = self._seat(seat)
        given = []
        for spec in specs:
            c = self._find(spec)
            core.to_hand(self.state, c, p)
            self._placed.add(c)
            given.append(c)
        self._changed()
        return given

    def equip(self, seat: int, spec: CardSpec, slot: int | str | None = None) -> int:
        """Equip a card matching ``spec`` on ``seat`` without using it: into its own slot, or for
        a card fitting either lightness slot (凌波微步) into ``slot`` (default: the +1 slot). A card
        already in that slot, or a card of the same name elsewhere in the seat's equipment, goes
        to the bottom of the draw pile (so this also moves 凌波微步 between slots). Returns the
        card."""
        p = self._seat(seat)
        f, _ = self._parse(spec)
        own = int(self.eng.tables.face_slot[f])
        if own < 0:
            raise ValueError(f"{self.eng.catalogue.faces[f].id} is not equipment")
        if slot is not None:
            k = _SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
            fits = k == own or (own == SLOT_EITHER_LIGHTNESS and k in (SLOT_MINUS, SLOT_PLUS))
            if not fits:
                raise ValueError(f"{self.eng.catalogue.faces[f].id} does not fit slot {slot!r}")
        else:
            k = SLOT_PLUS if own == SLOT_EITHER_LIGHTNESS else own
        old = int(self._s["equip"][0, p, k])
        if old >= 0:
            self._release(old)
        for other in self._s["equip"][0, p]:  # never two of one name in an area (R-T4b)
            if other >= 0 and int(self.eng.tables.card_face[other]) == f:
                self._release(int(other))
        c = self._find(spec)
        core.to_equip(self.state, c, p, k)
        self._placed.add(c)
        self._changed()
        return c

    def unequip(self, seat: int, slot: int | str) -> None:
        """Empty one equipment slot of ``seat`` (the card goes to the bottom of the draw pile)."""
        p = self._seat(seat)
        k = _SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        c = int(self._s["equip"][0, p, k])
        if c >= 0:
            self._release(c)
        self._changed()

    def judgement(self, seat: int, specs: Iterable[CardSpec]) -> list[int]:
        """Replace seat's judgement area by cards matching ``specs``, in placement order (the
        last one is judged first, R-T2). Returns the cards."""
        return self._replace_cards(seat, "judge", "judge_n", specs, core.to_judge)

    def stored(self, seat: int, specs: Iterable[CardSpec], face_up: bool = False) -> list[int]:
        """Replace the cards ``seat`` has set aside by a skill (zone "stored": 六合童子's page
        boys) by cards matching ``specs``, face down (only ``seat`` sees them) or ``face_up``
        (狂风快刀's moves: every seat does); the old ones go to the bottom of the draw pile.
        Returns the cards."""
        p = self._seat(seat)
        s = self._s
        for c in range(self.eng.n_cards):
            if int(s["zone"][0, c]) == L.Z_STORE and int(s["owner"][0, c]) == p:
                self._release(c)
        given = []
        for spec in specs:
            c = self._find(spec)
            core.to_store(self.state, c, p, 1 if face_up else 0)
            self._placed.add(c)
            given.append(c)
        core.sync_stored(self.state, p)
        self._changed()
        return given

    def stored_faces(self, seat: int) -> list[str]:
        """Face ids of the cards ``seat`` has set aside by a skill, sorted."""
        p = self._seat(seat)
        s = self._s
        return sorted(
            self.card_name(c)
            for c in range(self.eng.n_cards)
            if int(s["zone"][0, c]) == L.Z_STORE and int(s["owner"][0, c]) == p
        )

    def draw_pile_top(self, specs: Sequence[CardSpec]) -> list[int]:
        """Stack the draw pile: ``specs[0]`` becomes the next card drawn or judged, ``specs[1]``
        the one after, and so on. Returns the cards, in that order."""
        cards = []
        for spec in specs:
            c = self._find(spec)
            self._placed.add(c)
            cards.append(c)
        for c in reversed(cards):
            self._to_draw_top(c)
        self._changed()
        return cards

    def empty_draw_pile(self, to: str = "discard") -> int:
        """Move the whole draw pile to the discard pile (``to="discard"``) or set it aside, out
        of the game (``to="out"``). Returns the number of cards moved."""
        if to not in ("discard", "out"):
            raise ValueError("to must be 'discard' or 'out'")
        s = self._s
        cards = [int(c) for c in s["draw"][0, : int(s["n_draw"][0])]]
        for c in cards:
            self._placed.discard(c)
            if to == "discard":
                core.to_discard(self.state, c)
            else:
                self._set_aside(c)
        self._changed()
        return len(cards)

    def empty_discard_pile(self, to: str = "out") -> int:
        """Move the whole discard pile out of the game (``to="out"``) or under the draw pile
        (``to="draw"``). Returns the number of cards moved."""
        if to not in ("draw", "out"):
            raise ValueError("to must be 'draw' or 'out'")
        s = self._s
        cards = [int(c) for c in s["disc"][0, : int(s["n_disc"][0])]]
        for c in cards:
            self._placed.discard(c)
            if to == "draw":
                self._to_draw_bottom(c)
            else:
                self._set_aside(c)
        self._changed()
        return len(cards)

    def discard_pile_add(self, specs: Iterable[CardSpec]) -> list[int]:
        """Put cards matching ``specs`` on the discard pile."""
        cards = []
        for spec in specs:
            c = self._find(spec)
            core.to_discard(self.state, c)
            self._placed.add(c)
            cards.append(c)
        self._changed()
        return cards

    def kill(self, seat: int) -> None:
        """Make ``seat`` dead before play starts, with none of a death's consequences: its
        identity is revealed and its cards go to the bottom of the draw pile."""
        p = self._seat(seat)
        for c in self._seat_cards(p):
            self._release(c)
        s = self._s
        s["alive"][0, p] = 0
        s["revealed"][0, p] = 1
        s["hp"][0, p] = 0
        s["face_down"][0, p] = 0
        s["skip"][0, p] = 0
        self._changed()

    def set_face_down(self, seat: int, down: bool = True) -> None:
        """Turn seat's character card face down (as 西湖底牢 does) or face up."""
        self._s["face_down"][0, self._seat(seat)] = 1 if down else 0
        self._changed()

    def set_linked(self, seat: int, linked: bool = True) -> None:
        """Put seat in the 和合 status (as 阴阳和合散 does), or take it out."""
        self._s["linked"][0, self._seat(seat)] = 1 if linked else 0
        self._changed()

    def set_alignment(self, seat: int, alignment: str) -> None:
        """Set seat's alignment (势力): ``"good"`` (善) or ``"evil"`` (恶, as 近墨者黑 does)."""
        if alignment not in ("good", "evil"):
            raise ValueError("alignment must be 'good' or 'evil'")
        self._s["align"][0, self._seat(seat)] = L.ALIGN_EVIL if alignment == "evil" else 0
        self._changed()

    def set_gender(self, seat: int, gender: str | None) -> None:
        """Set seat's gender (``"male"``, ``"female"`` or None; heroes have one, a skill-less
        character none)."""
        codes = {None: L.GENDER_NONE, "male": L.GENDER_MALE, "female": L.GENDER_FEMALE}
        if gender not in codes:
            raise ValueError("gender must be 'male', 'female' or None")
        self._s["gender"][0, self._seat(seat)] = codes[gender]
        self._changed()

    def set_skip(self, seat: int, phase: str, skip: bool = True) -> None:
        """Mark (or unmark) one phase of seat's next turn as skipped (``layout.PHASE_NAMES``)."""
        if phase not in L.PHASE_NAMES:
            raise ValueError(f"unknown phase {phase!r}; one of {L.PHASE_NAMES}")
        bit = 1 << L.PHASE_NAMES.index(phase)
        s = self._s
        p = self._seat(seat)
        cur = int(s["skip"][0, p])
        s["skip"][0, p] = (cur | bit) if skip else (cur & ~bit)
        self._changed()

    # ================================================================== starting play
    def _fresh_stack(self, seat: int) -> int:
        p = self._seat(seat)
        s = self._s
        if s["done"][0]:
            raise ValueError("the game is over")
        if not s["alive"][0, p]:
            raise ValueError(f"seat {p} is dead")
        core.flush_proc(self.state)
        s["stk"][0] = 0
        s["sp"][0] = 0
        s["dying"][0] = 0
        s["cur"][0] = p
        s["ev_n"][0] = 0
        s["actor"][0] = -1
        s["sk_used"][0] = 0  # per-turn uses of hero skills
        s["skill_dec"][0] = 0
        s["sk_mark"][0] = 0
        s["eq_lost"][0] = 0  # equipment moved by the set-up did not leave anyone in play
        self._clear_announcements()
        core.push(self.state, L.OP_GAME, -1, -1, 0, 0, 0, 0)
        s["stk"][0, 0, L.FR_ST] = 1  # the game is under way: after this turn, the next seat
        return p

    def _run(self) -> None:
        core.run(self.state, self.eng.tba[0], self.eng.cfg)
        self._stale = False
        self._record()

    def start_turn(self, seat: int) -> Scenario:
        """Begin seat's turn from its start (turn start, then judgement, draw, play, ...) and run
        to the first decision. A face-down seat skips this turn and turns face up (ruling)."""
        p = self._fresh_stack(seat)
        core.push(self.state, L.OP_TURN, p, -1, 0, 0, 0, 0)
        self._run()
        return self

    def game_start(self, leader: int = 0) -> Scenario:
        """Play the start of a game from the table as it is, as after the draft: the heroes'
        setup skills (trigger point ``TP_GAME_START``: 六合童子 takes cards and sets his page
        boys aside, asking which) and then ``leader``'s first turn, run to the first decision.
        ``set_hero`` alone gives a hero no setup: call this after it and after dealing the
        hands (a setup counts the config's starting hand as already dealt, whatever the hand
        holds, and draws the rest from the draw pile)."""
        p = self._fresh_stack(leader)
        self._s["stk"][0, 0, L.FR_ST] = 0  # OP_GAME not begun: its first step is p's turn
        core.fire(self.state, self.eng.tba[0], self.eng.cfg, L.TP_GAME_START, p, p, 0)
        self._run()
        return self

    def play_phase(self, seat: int) -> Scenario:
        """Put ``seat`` in its play phase with every per-turn counter cleared (its attack
        opportunity unused), and run to its play decision. The turn then goes on as usual
        (discard phase, turn end, the next seat's turn). The earlier part of the turn is not
        played: nothing is judged or drawn, no turn-start or phase-start effect fires, and a
        "skip the play phase" mark is ignored (it stays for the seat's next real turn)."""
        p = self._fresh_stack(seat)
        g = self.state
        self._s["pt"][0] = 0
        core.push(g, L.OP_TURN, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 1, L.FR_ST] = 4  # the play phase has been entered (op_turn stage 3)
        core.push(g, L.OP_PLAY_PHASE, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 2, L.FR_ST] = 1  # waiting for its DEC_PLAY answer
        core.push(g, L.DEC_PLAY, p, -1, -1, -1, 0, 0)
        self._run()
        return self

    def discard_phase(self, seat: int) -> Scenario:
        """Put ``seat`` at the start of its discard phase (R-T5) with per-turn counters cleared,
        and run to the first decision (the earlier phases are not played)."""
        p = self._fresh_stack(seat)
        self._s["pt"][0] = 0
        core.push(self.state, L.OP_TURN, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 1, L.FR_ST] = 4  # next stage of op_turn: the discard phase
        self._run()
        return self

    def _clear_announcements(self) -> None:
        """Cards moved by the set-up were not lost or thrown away in play (多灾多难, 自宫练剑)."""
        s = self._s
        s["hand_lost"][0] = 0
        s["hand_lost_n"][0] = 0
        s["thrown_n"][0] = 0

    def resume(self) -> Scenario:
        """Run the engine from the stack as it is (after changing the table mid-game)."""
        if self._s["done"][0]:
            raise ValueError("the game is over")
        self._s["ev_n"][0] = 0
        self._s["eq_lost"][0] = 0  # (equipment moved by the set-up did not leave anyone)
        self._clear_announcements()
        self._run()
        return self

    def inject_damage(
        self, seat: int, amount: int, source: int | None = None, colour: str | int | None = None
    ) -> Scenario:
        """Deal ``amount`` damage to ``seat`` now, as an outside effect would (from ``source``,
        default nobody; of ``colour``, default none), on top of the pending decision, and run.
        Prevention, dying and death apply as for any damage."""
        p = self._seat(seat)
        src = -1 if source is None else self._seat(source)
        col = self._colour(colour)
        self._check_fresh()
        self._s["ev_n"][0] = 0
        core.push(self.state, L.OP_DAMAGE, src, p, amount, -1 if col is None else col, -1, 0)
        self._run()
        return self

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
        if fr[L.FR_OP] not in kinds:
            want = " or ".join(L.DECISION_NAMES[k - L.DEC_BASE] for k in kinds)
            raise ValueError(f"the pending decision is {self.decision()}, not {want}")
        return fr

    def _card_action(self, face: str | None, colour: str | int | None) -> int:
        """The card-type action for ``face``/``colour``: a legal one if there is one, else a
        plausible illegal one (so that Engine.step raises a helpful error)."""
        legal = [a for a in self.eng.legal_actions(0) if a < self.eng.offsets["seat"]]
        if face is None:
            col = self._colour(colour)
            pick = [a for a in legal if col is None or a % 4 == col]
            if not pick:
                raise ValueError(f"no card is legal here: {self.decision()}")
            return pick[0]
        f = self._face(face)
        col = self._colour(colour)
        cols = [col] if col is not None else list(range(4))
        for k in cols:
            if f * 4 + k in legal:
                return f * 4 + k
        return f * 4 + (cols[0] if col is not None else int(self.eng.tables.face_colour[f]))

    def use(self, face: str, colour: str | int | None = None) -> Scenario:
        """In the play phase, use a card of ``face`` (and ``colour``) from hand."""
        self._expect(L.DEC_PLAY)
        return self.act(self._card_action(face, colour))

    def can_use(self, face: str, colour: str | int | None = None) -> bool:
        """Whether the pending play decision allows using a card of ``face`` (and ``colour``)."""
        self._expect(L.DEC_PLAY)
        f = self._face(face)
        col = self._colour(colour)
        cols = [col] if col is not None else range(4)
        return any(bool(self.eng.mask[0, f * 4 + k]) for k in cols)

    def target(self, seat: int) -> Scenario:
        """Choose absolute seat ``seat`` as the target of the card being used."""
        fr = self._expect(L.DEC_TARGET)
        rel = (self._seat(seat) - fr[L.FR_P]) % self.n
        return self.act(self.eng.offsets["seat"] + rel)

    def targets(self) -> list[int]:
        """The absolute seats the pending target decision offers."""
        fr = self._expect(L.DEC_TARGET)
        base = self.eng.offsets["seat"]
        return sorted(
            (fr[L.FR_P] + a - base) % self.n
            for a in self.eng.legal_actions(0)
            if base <= a < base + L.N_SEAT_ACTIONS
        )

    def respond(self, face: str, colour: str | int | None = None) -> Scenario:
        """Play a move card of ``face`` (and ``colour``) in response (defence, 剑魔下凡)."""
        self._expect(L.DEC_RESPOND)
        return self.act(self._card_action(face, colour))

    def cancel(self, face: str | None = None, colour: str | int | None = None) -> Scenario:
        """Play a cancel card (看破 / 无常丹; by default whichever is legal) in a cancel window."""
        self._expect(L.DEC_CANCEL)
        return self.act(self._card_action(face, colour))

    def rescue(self, face: str = "heiyuduanxugao", colour: str | int | None = None) -> Scenario:
        """Use a rescue card on the dying seat."""
        self._expect(L.DEC_RESCUE)
        return self.act(self._card_action(face, colour))

    def discard(self, face: str, colour: str | int | None = None) -> Scenario:
        """Discard a card of ``face`` (and ``colour``) from hand when asked to discard."""
        self._expect(L.DEC_DISCARD)
        return self.act(self._card_action(face, colour))

    def hand_card(self, face: str, colour: str | int | None = None) -> Scenario:
        """Choose a card of ``face`` (and ``colour``) from one's own hand when asked for one (the
        cost of a skill, or the card to convert into a virtual move)."""
        self._expect(L.DEC_HAND)
        return self.act(self._card_action(face, colour))

    def name_colour(self, colour: str | int) -> Scenario:
        """Name a colour when asked (a virtual move that lets its user choose the colour)."""
        self._expect(L.DEC_COLOUR)
        col = self._colour(colour)
        assert col is not None
        return self.act(self.eng.offsets["colour"] + col)

    def skill(self, slot: int | str) -> Scenario:
        """Activate the skill of one's equipped card in ``slot`` (code or name such as
        "internal"), e.g. 杂阿含功's "use a hand card as a move", in a play or respond decision."""
        self._expect(L.DEC_PLAY, L.DEC_RESPOND)
        k = _SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        if not 0 <= k < N_SLOTS:
            raise ValueError(f"slot must be one of {SLOT_NAMES}")
        return self.act(self.eng.offsets["skill"] + k)

    def can_skill(self, slot: int | str) -> bool:
        """Whether the pending decision offers the skill of the equipped card in ``slot``."""
        self._check_fresh()
        k = _SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        return bool(self.eng.mask[0, self.eng.offsets["skill"] + k])

    # ================================================================== heroes (issue 4)
    def set_hero(self, seat: int, hero: str, partial: bool = False) -> Scenario:
        """Make ``seat`` the hero with id ``hero`` (configs/heroes.yaml): its printed max HP (+1
        for the leader, R-S5; set identities first) at full HP, its alignment, gender and skills.
        Works whatever the config's ``heroes`` (the engine's hero tables are loaded if needed).
        A hero with a skill the engine does not implement raises NotImplementedError unless
        ``partial=True`` (for testing one skill of a hero: the others then do nothing).
        Setup skills of the start of a game (六合童子) are not played: give the stored cards
        with :meth:`stored`, or play the setup with :meth:`game_start`."""
        from qxs_env.content.heroes import compile_heroes
        from qxs_env.engine.api import _catalogue, hero_catalogue, missing_skills
        from qxs_env.engine.state import pack_tables

        p = self._seat(seat)
        hcat = hero_catalogue()
        if hero not in hcat.index:
            raise ValueError(f"unknown hero id {hero!r}")
        missing = missing_skills([hero])
        if missing and not partial:
            names = ", ".join(f"{name} ({sid})" for _, name, sid in missing)
            raise NotImplementedError(f"hero {hero!r} has unimplemented skills: {names}")
        if self.eng.hero_tables is None:
            self.eng.hero_tables = compile_heroes(hcat, _catalogue())
            self.eng.tba = pack_tables(self.eng.tables, self.eng.hero_tables)
        core.give_hero(self.state, self.eng.tba[0], self.eng.cfg, p, hcat.index[hero])
        self._s["hero_up"][0, p] = 1
        self._changed()
        return self

    def hero(self, seat: int) -> str | None:
        """Hero id of ``seat`` (None: a skill-less character)."""
        h = int(self._s["hero"][0, self._seat(seat)])
        if h < 0:
            return None
        from qxs_env.engine.api import hero_catalogue

        return hero_catalogue().heroes[h].id

    def hero_skill(self, slot: int) -> Scenario:
        """Use one's hero skill in skill slot ``slot`` (0 = the first printed skill) where the
        pending decision offers it (an active skill), or choose it first when several of one's
        skills fire at once (a "skill order" decision)."""
        self._check_fresh()
        return self.act(self.eng.offsets["skill"] + 4 + int(slot))

    def can_hero_skill(self, slot: int) -> bool:
        """Whether the pending decision offers one's hero skill in skill slot ``slot``."""
        self._check_fresh()
        return bool(self.eng.mask[0, self.eng.offsets["skill"] + 4 + int(slot)])

    def choose_hero(self, k: int) -> Scenario:
        """In the draft, take the hero at offer position ``k``."""
        self._expect(L.DEC_HERO)
        return self.act(self.eng.offsets["pick"] + int(k))

    def offers(self, seat: int) -> list[str]:
        """Hero ids offered to ``seat`` in the draft (in offer order)."""
        from qxs_env.engine.api import hero_catalogue

        hs = hero_catalogue().heroes
        return [hs[int(h)].id for h in self._s["offer"][0, self._seat(seat)] if h >= 0]

    def pick_hand(self) -> Scenario:
        """Choose a hidden hand card of the victim (at random)."""
        self._expect(L.DEC_PICK)
        return self.act(self.eng.offsets["pick"])

    def pick_equip(self, slot: int | str) -> Scenario:
        """Choose the victim's card in equipment slot ``slot`` (code or name such as "mental")."""
        self._expect(L.DEC_PICK)
        k = _SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        if not 0 <= k < N_SLOTS:
            raise ValueError(f"slot must be one of {SLOT_NAMES}")
        return self.act(self.eng.offsets["pick"] + 1 + k)

    def pick_judgement(self, i: int) -> Scenario:
        """Choose the victim's judgement-area card at position ``i`` (0 = placed first)."""
        self._expect(L.DEC_PICK)
        return self.act(self.eng.offsets["judge"] + int(i))

    def yes(self) -> Scenario:
        """Confirm an optional effect."""
        self._expect(L.DEC_CONFIRM)
        return self.act(self.eng.offsets["yes"])

    def ask_allies(self) -> Scenario:
        """The leader, asked for a move, has its allies asked instead (倚天剑, specials module)."""
        self._expect(L.DEC_RESPOND)
        return self.act(self.eng.offsets["yes"])

    def pass_(self) -> Scenario:
        """Decline: pass a response, cancel or rescue, say no to an effect, end the play phase."""
        self._check_fresh()
        return self.act(self.eng.offsets["pass"])

    def pass_while(self, kind: str = "cancel") -> Scenario:
        """Pass every pending decision of ``kind`` ("cancel", "rescue", ...) in a row: with
        ``auto_forced=False`` every living seat is asked in each cancel and rescue window."""
        self._check_fresh()
        while not self.over() and self.decision().kind == kind:
            self.act(self.eng.offsets["pass"])
        return self

    def end_phase(self) -> Scenario:
        """End the play phase."""
        self._expect(L.DEC_PLAY)
        return self.act(self.eng.offsets["pass"])

    # ================================================================== reading
    def decision(self) -> Decision:
        """The pending decision (kind ``"over"`` when the game has ended)."""
        s = self._s
        if s["done"][0]:
            return Decision("over", -1, -1, -1, None)
        fr = s["stk"][0, int(s["sp"][0]) - 1]
        op = int(fr[L.FR_OP])
        kind = L.DECISION_NAMES[op - L.DEC_BASE] if op >= L.DEC_BASE else f"op {op}"
        card = int(fr[L.FR_A0]) if op != L.DEC_PLAY else -1
        face = self.card_name(card) if card >= 0 else None
        return Decision(kind, int(fr[L.FR_P]), int(fr[L.FR_Q]), card, face)

    def describe(self) -> str:
        """The pending decision in words."""
        from qxs_env import text

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
        from qxs_env import text

        return text.event_to_string(self.eng, row)

    def event_rows(self) -> list[tuple[int, ...]]:
        """Events since the last action as raw rows ``(layout.EV_*, x0, x1, x2, x3, x4)``."""
        s = self._s
        n = min(int(s["ev_n"][0]), L.EV_MAX)
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
        from qxs_env import text

        return text.render_table(self.eng, 0, viewer)

    def category(self, face: str) -> str:
        """Category name of a face id (``constants.CATEGORY_NAMES``)."""
        return CATEGORY_NAMES[int(self.eng.tables.face_category[self._face(face)])]
