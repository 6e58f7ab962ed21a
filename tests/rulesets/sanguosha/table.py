"""A scenario table for 三国杀's tests: one dealt game whose hands, HP and draw pile a test sets,
then plays through the engine, reading who is asked what (the decision on top) and the log.

Cards are named by face id (``"sha"``) or by card id; ``deal`` takes them out of the deck (the
draw pile and every hand) and leaves the rest in the draw pile."""

from __future__ import annotations

import numba
import numpy as np

from qxs_env.engine.layout import (
    B_DONE,
    B_PASS,
    B_PLACE,
    B_SHOWN,
    B_SKILL,
    B_YES,
    C_AUTO_FORCED,
    FR_A0,
    FR_OP,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
)
from qxs_env.rulesets.sanguosha import framework as F
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine
from qxs_env.rulesets.sanguosha.ruleset import events

Card = str | int


@numba.njit
def _rerun(s, tba, cfg):
    """Recompute the pending decision's mask after a test edited the state."""
    F.run(s[0], tba[0], cfg)


class Table:
    """One dealt game (seed ``seed``) of ``players`` seats, paused at the lord's first play
    decision; seats are absolute, ``seat(k)`` is the seat k places after the lord."""

    def __init__(self, players: int = 5, seed: int = 3, **config: object) -> None:
        config.setdefault("heroes", "off")  # the card tests' game: no skills unless asked for
        self.eng = SanguoshaEngine(SanguoshaConfig(players=players, **config))
        self.eng.reset(seed)
        self.n = players
        self.lord = int(np.flatnonzero(self.g.ident[0, :players] == L.LORD)[0])
        self.faces = self.eng.tba[0]["card_face"]

    @property
    def g(self) -> np.recarray:
        return self.eng.state

    def seat(self, k: int) -> int:
        """The seat ``k`` places after the lord."""
        return (self.lord + k) % self.n

    def _face(self, card: Card) -> int:
        return L.FACE_IDS.index(card) if isinstance(card, str) else int(self.faces[card])

    def deal(self, hands: dict[int, list[Card]], top: list[Card] = ()) -> None:
        """Set every seat's hand (seats not named hold nothing) and the top of the draw pile
        (the first card named is drawn or judged first), then recompute the decision."""
        g = self.g
        pool = [int(c) for c in g.draw[0, : int(g.n_draw[0])]]
        for p in range(self.n):
            pool += [int(c) for c in g.hand[0, p, : int(g.hand_n[0, p])]]
            g.hand_n[0, p] = 0

        def take(card: Card) -> int:
            for c in pool:
                if (isinstance(card, int) and c == card) or (
                    isinstance(card, str) and self.faces[c] == self._face(card)
                ):
                    pool.remove(c)
                    return c
            raise AssertionError(f"no card {card!r} left in the deck")

        for p, want in hands.items():
            for k, card in enumerate(want):
                c = take(card)
                g.hand[0, p, k] = c
                g.zone[0, c] = Z_HAND
                g.owner[0, c] = p
            g.hand_n[0, p] = len(want)
        tops = [take(card) for card in top]
        pile = pool + tops[::-1]
        g.draw[0, : len(pile)] = pile
        g.n_draw[0] = len(pile)
        for c in pile:
            g.zone[0, c] = Z_DRAW
            g.owner[0, c] = -1
        self.rerun()

    def _from_pile(self, face: str) -> int:
        """Take a card of ``face`` out of the draw pile, the hands put back into it first."""
        g = self.g
        for p in range(self.n):
            k = int(g.hand_n[0, p])
            g.draw[0, int(g.n_draw[0]) : int(g.n_draw[0]) + k] = g.hand[0, p, :k]
            g.zone[0, g.hand[0, p, :k]] = Z_DRAW
            g.owner[0, g.hand[0, p, :k]] = -1
            g.n_draw[0] += k
            g.hand_n[0, p] = 0
        pile = [int(c) for c in g.draw[0, : int(g.n_draw[0])]]
        c = next(c for c in pile if self.faces[c] == self._face(face))
        pile.remove(c)
        g.draw[0, : len(pile)] = pile
        g.n_draw[0] = len(pile)
        return c

    def equip(self, seat: int, face: str) -> int:
        """Put a card of ``face`` (taken from the draw pile) into ``seat``'s slot for it; the
        card. The hands go back to the draw pile: call it before :meth:`deal` (which recomputes
        the decision)."""
        g = self.g
        c = self._from_pile(face)
        g.equip[0, seat, int(self.eng.tba[0]["face_slot"][self._face(face)])] = c
        g.zone[0, c] = Z_EQUIP
        g.owner[0, c] = seat
        return c

    def place(self, seat: int, face: str) -> int:
        """Put a card of ``face`` (taken from the draw pile) last into ``seat``'s judgement
        area; the card. The hands go back to the draw pile: call it before :meth:`deal`."""
        g = self.g
        c = self._from_pile(face)
        g.judge[0, seat, int(g.judge_n[0, seat])] = c
        g.judge_n[0, seat] += 1
        g.zone[0, c] = Z_JUDGE
        g.owner[0, c] = seat
        return c

    def judged_card(self, suit: str, ranks: range = range(1, 14), not_faces: tuple = ()) -> int:
        """A card of the draw pile of ``suit`` (``"spade"``, ``"heart"``, ``"club"``,
        ``"diamond"``) with a rank in ``ranks`` and a face not in ``not_faces``: to put on top
        of the pile (:meth:`deal`'s ``top``) as a judgement card."""
        tb = self.eng.tba[0]
        k = ("spade", "heart", "club", "diamond").index(suit)
        pile = [int(c) for c in self.g.draw[0, : int(self.g.n_draw[0])]]
        return next(
            c
            for c in pile
            if tb["card_suit"][c] == k
            and int(tb["card_rank"][c]) in ranks
            and L.FACE_IDS[int(self.faces[c])] not in not_faces
        )

    def area(self, seat: int) -> list[str]:
        """The faces in ``seat``'s judgement area, in placement order."""
        g = self.g
        return [L.FACE_IDS[int(self.faces[c])] for c in g.judge[0, seat, : int(g.judge_n[0, seat])]]

    def red_in_pile(self, not_faces: tuple[str, ...] = ()) -> int:
        """A red card of the draw pile (for the top: a judgement), of none of ``not_faces``."""
        suits = self.eng.tba[0]["card_suit"]
        pile = [int(c) for c in self.g.draw[0, : int(self.g.n_draw[0])]]
        avoid = {self._face(f) for f in not_faces}
        return next(c for c in pile if suits[c] in (1, 3) and int(self.faces[c]) not in avoid)

    def rerun(self) -> None:
        """Recompute the pending decision after an edit of the state."""
        _rerun(self.eng.state, self.eng.tba, self.eng.cfg)

    def set_hp(self, seat: int, hp: int) -> None:
        self.g.hp[0, seat] = hp

    def hp(self, seat: int) -> int:
        return int(self.g.hp[0, seat])

    def hand(self, seat: int) -> list[int]:
        return [int(c) for c in self.g.hand[0, seat, : int(self.g.hand_n[0, seat])]]

    def hand_faces(self, seat: int) -> list[str]:
        return sorted(L.FACE_IDS[int(self.faces[c])] for c in self.hand(seat))

    def decision(self) -> tuple[int, int]:
        """(the deciding seat, its decision kind)."""
        g = self.g
        return int(g.actor[0]), int(g.stk[0, int(g.sp[0]) - 1, FR_OP])

    def asked_card(self) -> int:
        """The frame's ``FR_A0`` of the pending decision (the card aimed or asked about)."""
        g = self.g
        return int(g.stk[0, int(g.sp[0]) - 1, FR_A0])

    def legal(self) -> list[int]:
        return self.eng.legal_actions(0)

    def act(self, action: int) -> list[str]:
        """Take a legal action; the events it caused, in words."""
        assert self.eng.mask[0, action], (action, self.legal())
        self.eng.step([action])
        return events(self.eng, 0)

    def card_of(self, seat: int, face: str) -> int:
        """The action (= card id) of a card of ``face`` in ``seat``'s hand."""
        for c in self.hand(seat):
            if self.faces[c] == self._face(face):
                return c
        raise AssertionError(f"seat {seat} holds no {face}")

    def play(self, face: str) -> list[str]:
        """The deciding seat uses (or gives) a card of ``face`` from its hand."""
        return self.act(self.card_of(self.decision()[0], face))

    def target(self, t: int) -> int:
        """The action aiming at seat ``t`` from the deciding seat."""
        off = int(self.eng.tba[0]["act_off"][1])
        return off + (t - int(self.g.actor[0])) % self.n

    @property
    def passes(self) -> int:
        return int(self.eng.tba[0]["act_off"][B_PASS])

    @property
    def yes(self) -> int:
        return int(self.eng.tba[0]["act_off"][B_YES])

    def shown(self, k: int) -> int:
        """The action taking the ``k``-th card still shown (五穀豐登)."""
        return int(self.eng.tba[0]["act_off"][B_SHOWN]) + k

    def skill(self, skill_id: str) -> int:
        """The button of skill ``skill_id`` (the skill block)."""
        return int(self.eng.tba[0]["act_off"][B_SKILL]) + L.SKILL_IDS.index(skill_id)

    @property
    def done(self) -> int:
        return int(self.eng.tba[0]["act_off"][B_DONE])

    def place_action(self, bottom: int) -> int:
        """The action putting the chosen card on top of the draw pile (0) or at its bottom (1)."""
        return int(self.eng.tba[0]["act_off"][B_PLACE]) + bottom

    def draft(self, pick: int = 0) -> None:
        """Every seat picks its ``pick``-th offered hero (a game with heroes)."""
        while self.decision()[1] == L.DEC_HERO:
            self.act(self.shown(pick))

    def give_hero(self, seat: int, hero_id: str) -> None:
        """Make ``seat`` play ``hero_id`` (its kingdom, gender, skills, a lord skill only for the
        lord; max HP and HP from the hero, +1 for the lord) and recompute the decision."""
        tb = self.eng.tba[0]
        g = self.g
        h = L.HERO_IDS.index(hero_id)
        g.hero[0, seat] = h
        g.kingdom[0, seat] = tb["hero_kingdom"][h]
        g.gender[0, seat] = tb["hero_gender"][h]
        bits = int(tb["hero_skills"][h])
        if seat != self.lord:
            bits &= ~int(tb["skill_lord"])
        g.skills[0, seat] = bits
        g.skill_slot[0, seat] = -1
        for k, s in enumerate(s for s in range(L.N_SKILLS) if bits >> s & 1):
            g.skill_slot[0, seat, k] = s
        g.max_hp[0, seat] = int(tb["hero_hp"][h]) + (1 if seat == self.lord and self.n >= 5 else 0)
        g.hp[0, seat] = g.max_hp[0, seat]
        self.rerun()

    def plain(self, seat: int) -> None:
        """Take ``seat``'s skills away (its hero stays), so that a test meets only the skills
        it names."""
        self.g.skills[0, seat] = 0
        self.g.skill_slot[0, seat] = -1

    def legal_seats(self) -> list[int]:
        """The seats (absolute) the pending decision may choose (the seat block)."""
        off = int(self.eng.tba[0]["act_off"][1])
        actor = int(self.g.actor[0])
        return sorted((actor + a - off) % self.n for a in self.legal() if off <= a < off + self.n)

    def events(self) -> list[str]:
        return events(self.eng, 0)

    def pick(self, k: int) -> int:
        """Pick action ``k`` (0: a hand card at random, 1 + slot: equipment)."""
        return int(self.eng.tba[0]["act_off"][2]) + k


def hero_table(heroes: dict[int, str], players: int = 5, seed: int = 3) -> Table:
    """A game with heroes after the draft, at the lord's first play decision, where the seats
    ``k`` places after the lord named in ``heroes`` play those heroes and every other seat has
    no skill."""
    t = Table(players=players, seed=seed, heroes="standard", auto_forced=False)
    t.draft()  # every decision asked, so that the lord's play decision is reached
    t.eng.cfg[C_AUTO_FORCED] = 1  # then forced decisions are taken, as in the other tests
    for p in range(players):
        t.plain(p)
    for k, hero_id in heroes.items():
        t.give_hero(t.seat(k), hero_id)
    return t
