"""Setting the table of a :class:`~qxs_env.rulesets.qxs.scenario.Scenario` by hand, and starting
play.

:class:`ScenarioSetup` moves real cards of the deck between zones with the engine's own zone
primitives (identities, HP, hands, equipment, judgement areas, the piles, statuses, heroes),
then puts the engine at a turn, play phase or discard phase and runs it to the first decision.
The split is by concern only: use :class:`~qxs_env.rulesets.qxs.scenario.Scenario` (see
:mod:`qxs_env.rulesets.qxs.scenario`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.constants import (
    IDENTITY_NAMES,
    LEADER,
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.scenario_base import SLOT_ALIASES, CardSpec, ScenarioBase

if TYPE_CHECKING:
    from qxs_env.rulesets.qxs.scenario import Scenario


class ScenarioSetup(ScenarioBase):
    """Setting the table and starting play (see the module docstring of
    :mod:`qxs_env.rulesets.qxs.scenario`); every method that changes the table marks it as changed,
    so that an
    action is refused until play is (re)started."""

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
        return self._replace_cards(seat, "hand", "hand_n", specs, rules.to_hand)

    def add_to_hand(self, seat: int, specs: Iterable[CardSpec]) -> list[int]:
        """Add cards matching ``specs`` to seat's hand (keeping what it holds)."""
        p = self._seat(seat)
        given = []
        for spec in specs:
            c = self._find(spec)
            rules.to_hand(self.state, c, p)
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
            k = SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
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
        rules.to_equip(self.state, c, p, k)
        self._placed.add(c)
        self._changed()
        return c

    def unequip(self, seat: int, slot: int | str) -> None:
        """Empty one equipment slot of ``seat`` (the card goes to the bottom of the draw pile)."""
        p = self._seat(seat)
        k = SLOT_ALIASES[slot] if isinstance(slot, str) else int(slot)
        c = int(self._s["equip"][0, p, k])
        if c >= 0:
            self._release(c)
        self._changed()

    def judgement(self, seat: int, specs: Iterable[CardSpec]) -> list[int]:
        """Replace seat's judgement area by cards matching ``specs``, in placement order (the
        last one is judged first, R-T2). Returns the cards."""
        return self._replace_cards(seat, "judge", "judge_n", specs, rules.to_judge)

    def stored(self, seat: int, specs: Iterable[CardSpec], face_up: bool = False) -> list[int]:
        """Replace the cards ``seat`` has set aside by a skill (zone "stored": 六合童子's page
        boys) by cards matching ``specs``, face down (only ``seat`` sees them) or ``face_up``
        (狂风快刀's moves: every seat does); the old ones go to the bottom of the draw pile.
        Returns the cards."""
        p = self._seat(seat)
        s = self._s
        for c in range(self.eng.n_cards):
            if int(s["zone"][0, c]) == FL.Z_STORE and int(s["owner"][0, c]) == p:
                self._release(c)
        given = []
        for spec in specs:
            c = self._find(spec)
            rules.to_store(self.state, c, p, 1 if face_up else 0)
            self._placed.add(c)
            given.append(c)
        rules.sync_stored(self.state, p)
        self._changed()
        return given

    def stored_faces(self, seat: int) -> list[str]:
        """Face ids of the cards ``seat`` has set aside by a skill, sorted."""
        p = self._seat(seat)
        s = self._s
        return sorted(
            self.card_name(c)
            for c in range(self.eng.n_cards)
            if int(s["zone"][0, c]) == FL.Z_STORE and int(s["owner"][0, c]) == p
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
                rules.to_discard(self.state, c)
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
            rules.to_discard(self.state, c)
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
        if phase not in FL.PHASE_NAMES:
            raise ValueError(f"unknown phase {phase!r}; one of {FL.PHASE_NAMES}")
        bit = 1 << FL.PHASE_NAMES.index(phase)
        s = self._s
        p = self._seat(seat)
        cur = int(s["skip"][0, p])
        s["skip"][0, p] = (cur | bit) if skip else (cur & ~bit)
        self._changed()

    def set_hero(self, seat: int, hero: str, partial: bool = False) -> Scenario:
        """Make ``seat`` the hero with id ``hero`` (configs/heroes.yaml): its printed max HP (+1
        for the leader, R-S5; set identities first) at full HP, its alignment, gender and skills.
        Works whatever the config's ``heroes`` (the engine's hero tables are loaded if needed).
        A hero with a skill the engine does not implement raises NotImplementedError unless
        ``partial=True`` (for testing one skill of a hero: the others then do nothing).
        Setup skills of the start of a game (六合童子) are not played: give the stored cards
        with :meth:`stored`, or play the setup with :meth:`game_start`."""
        from qxs_env.rulesets.qxs.api import _catalogue, hero_catalogue, missing_skills
        from qxs_env.rulesets.qxs.content.heroes import compile_heroes
        from qxs_env.rulesets.qxs.skill_sets import skill_set_for, widest_skill_set
        from qxs_env.rulesets.qxs.state import pack_tables

        p = self._seat(seat)
        hcat = hero_catalogue()
        if hero not in hcat.index:
            raise ValueError(f"unknown hero id {hero!r}")
        missing = missing_skills([hero])
        if missing and not partial:
            names = ", ".join(f"{name} ({sid})" for _, name, sid in missing)
            raise NotImplementedError(f"hero {hero!r} has unimplemented skills: {names}")
        # the engine's skill set (rulesets.qxs.skill_sets) must hold this hero's skills: packed
        # again for a wider set when it does not (the engine then compiles for that set)
        wanted = widest_skill_set(
            skill_set_for({sk.id for sk in hcat.hero(hero).skills}), self.eng.skill_set
        )
        if self.eng.hero_tables is None or wanted != self.eng.skill_set:
            if self.eng.hero_tables is None:
                self.eng.hero_tables = compile_heroes(hcat, _catalogue())
            self.eng.skill_set = wanted
            self.eng.tba = pack_tables(self.eng.tables, self.eng.hero_tables, wanted)
            self.eng._bind()  # its entry points were looked up for the tables' record type
        rules.give_hero(self.state, self.eng.tba[0], self.eng.cfg, p, hcat.index[hero])
        self._s["hero_up"][0, p] = 1
        self._changed()
        return self

    # ================================================================== starting play
    def _fresh_stack(self, seat: int) -> int:
        p = self._seat(seat)
        s = self._s
        if s["done"][0]:
            raise ValueError("the game is over")
        if not s["alive"][0, p]:
            raise ValueError(f"seat {p} is dead")
        rules.flush_proc(self.state)
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
        s["eq_lost_n"][0] = 0
        self._clear_announcements()
        rules.push(self.state, FL.OP_GAME, -1, -1, 0, 0, 0, 0)
        s["stk"][0, 0, FL.FR_ST] = 1  # the game is under way: after this turn, the next seat
        return p

    def _run(self) -> None:
        rules.run(self.state, self.eng.tba[0], self.eng.cfg)
        self._stale = False
        self._record()

    def start_turn(self, seat: int) -> Scenario:
        """Begin seat's turn from its start (turn start, then judgement, draw, play, ...) and run
        to the first decision. A face-down seat skips this turn and turns face up (ruling)."""
        p = self._fresh_stack(seat)
        rules.push(self.state, FL.OP_TURN, p, -1, 0, 0, 0, 0)
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
        self._s["stk"][0, 0, FL.FR_ST] = 0  # OP_GAME not begun: its first step is p's turn
        rules.fire(self.state, self.eng.tba[0], self.eng.cfg, L.TP_GAME_START, p, p, 0)
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
        rules.push(g, FL.OP_TURN, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 1, FL.FR_ST] = 4  # the play phase has been entered (op_turn stage 3)
        rules.push(g, FL.OP_PLAY_PHASE, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 2, FL.FR_ST] = 1  # waiting for its DEC_PLAY answer
        rules.push(g, L.DEC_PLAY, p, -1, -1, -1, 0, 0)
        self._run()
        return self

    def discard_phase(self, seat: int) -> Scenario:
        """Put ``seat`` at the start of its discard phase (R-T5) with per-turn counters cleared,
        and run to the first decision (the earlier phases are not played)."""
        p = self._fresh_stack(seat)
        self._s["pt"][0] = 0
        rules.push(self.state, FL.OP_TURN, p, -1, 0, 0, 0, 0)
        self._s["stk"][0, 1, FL.FR_ST] = 4  # next stage of op_turn: the discard phase
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
        self._s["eq_lost_n"][0] = 0
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
        rules.push(self.state, FL.OP_DAMAGE, src, p, amount, -1 if col is None else col, -1, 0)
        self._run()
        return self
