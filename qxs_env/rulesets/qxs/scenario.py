"""Hand-built game situations: set the table exactly, then play named actions.

A :class:`Scenario` wraps a one-game :class:`~qxs_env.rulesets.qxs.api.Engine`. It is meant for rule
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
``("kanpo", "red")`` (colour by name or ``qxs_env.rulesets.qxs.constants`` code). A physical card
of that
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
:attr:`Scenario.state` (``eng.state[0]``; see ``qxs_env.rulesets.qxs.state``).

Worked example: an attack and a defence
---------------------------------------
Seat 0 (the leader) attacks seat 1 with a red 2x1 move; seat 1 defends with a white 1x2 move.
White counters red (the cycle is red -> blue -> yellow -> white -> red), so the defence has
power 1 + 1 = 2 against 2: a successful block (R-M4, R-M5). Seat 0 has then used its attack
opportunity for this play phase (R-T4a), but may still use its 掌门信物::

    from qxs_env.rulesets.qxs.scenario import Scenario

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

from collections.abc import Sequence
from typing import Any

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import type_of
from qxs_env.rulesets.qxs.constants import N_SLOTS, SLOT_NAMES
from qxs_env.rulesets.qxs.scenario_base import SLOT_ALIASES, CardSpec, Decision
from qxs_env.rulesets.qxs.scenario_setup import ScenarioSetup

__all__ = ["CardSpec", "Decision", "Scenario"]


class Scenario(ScenarioSetup):
    """A one-game engine whose table is set up by hand (see the module docstring).

    ``players``, ``mode``, ``deck`` and any other :class:`~qxs_env.rulesets.qxs.config.GameConfig`
    field
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
        super().__init__(players, mode, deck, seed, **config_kwargs)
        if clear:
            self.clear_table()
        if identities is not None:
            self.identities(identities)

    # ================================================================== acting
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
        return any(bool(self.eng.mask[0, type_of(f, k)]) for k in cols)

    def target(self, seat: int) -> Scenario:
        """Choose absolute seat ``seat`` as the target of the card being used."""
        fr = self._expect(L.DEC_TARGET)
        rel = (self._seat(seat) - fr[FL.FR_P]) % self.n
        return self.act(self.eng.offsets["seat"] + rel)

    def targets(self) -> list[int]:
        """The absolute seats the pending target decision offers."""
        fr = self._expect(L.DEC_TARGET)
        base = self.eng.offsets["seat"]
        return sorted(
            (fr[FL.FR_P] + a - base) % self.n
            for a in self.eng.legal_actions(0)
            if base <= a < base + FL.N_SEAT_ACTIONS
        )

    def respond(self, face: str, colour: str | int | None = None) -> Scenario:
        """Play a move card of ``face`` (and ``colour``) in response (defence, 剑魔下凡)."""
        self._expect(L.DEC_RESPOND)
        return self.act(self._card_action(face, colour))

    def cancel(self, face: str | None = None, colour: str | int | None = None) -> Scenario:
        """Play a cancel card (看破 / 无常丹; by default whichever is legal) in a cancel window."""
        self._expect(FL.DEC_CANCEL)
        return self.act(self._card_action(face, colour))

    def rescue(self, face: str = "heiyuduanxugao", colour: str | int | None = None) -> Scenario:
        """Use a rescue card on the dying seat."""
        self._expect(FL.DEC_RESCUE)
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
        k = SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        if not 0 <= k < N_SLOTS:
            raise ValueError(f"slot must be one of {SLOT_NAMES}")
        return self.act(self.eng.offsets["skill"] + k)

    def can_skill(self, slot: int | str) -> bool:
        """Whether the pending decision offers the skill of the equipped card in ``slot``."""
        self._check_fresh()
        k = SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        return bool(self.eng.mask[0, self.eng.offsets["skill"] + k])

    # ================================================================== heroes (issue 4)
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

    # ================================================================== choices
    def pick_hand(self) -> Scenario:
        """Choose a hidden hand card of the victim (at random)."""
        self._expect(L.DEC_PICK)
        return self.act(self.eng.offsets["pick"])

    def pick_equip(self, slot: int | str) -> Scenario:
        """Choose the victim's card in equipment slot ``slot`` (code or name such as "mental")."""
        self._expect(L.DEC_PICK)
        k = SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
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
