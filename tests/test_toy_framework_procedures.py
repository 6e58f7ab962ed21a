"""The framework's procedures as a second game uses them (issue 32, scopes 5 and 7): the toy
game (tests/toy_ruleset) binds the driver loop, turns, judgement, cancel windows, damage, dying
and the card request (``engine/request.py``) and implements only their hooks. Each scenario sets
the hands and the top of the draw pile of a dealt game, then plays it through the engine and
checks who is asked what and what happens.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

from qxs_env.engine.layout import (
    ACTION_BLOCKS,
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SELECT,
    DEC_SHOWN,
    FR_OP,
    Z_DISCARD,
    Z_DRAW,
    Z_HAND,
)
from tests.toy_ruleset import content as K
from tests.toy_ruleset import rules as R
from tests.toy_ruleset.engine import ToyConfig, ToyEngine


@numba.njit
def _rerun(s, tba, cfg):
    """Recompute the pending decision's mask after a test edited the state."""
    R.run(s[0], tba[0], cfg)


class Table:
    """One dealt toy game whose hands and draw pile a test sets."""

    def __init__(self, players: int = 5, seed: int = 3, **config: object) -> None:
        self.eng = ToyEngine(ToyConfig(players=players, **config))
        self.eng.reset(seed)
        self.n = players
        st = self.eng.state
        self.leader = int(np.flatnonzero(st.ident[0, :players] == K.LEADER)[0])

    @property
    def g(self) -> np.recarray:
        return self.eng.state

    def seat(self, k: int) -> int:
        """The seat ``k`` places after the leader."""
        return (self.leader + k) % self.n

    def deal(self, hands: dict[int, list[int]], top: list[tuple[int, bool]] = ()) -> None:
        """Set every seat's hand (faces; seats not named hold nothing) and the top of the draw
        pile (``(face, red)`` pairs, the first one drawn or judged first), then recompute the
        pending decision."""
        g = self.g
        faces = self.eng.tba[0]["card_face"]
        suits = self.eng.tba[0]["card_suit"]
        pool = [int(c) for c in g.draw[0, : int(g.n_draw[0])]]
        for p in range(self.n):
            pool += [int(c) for c in g.hand[0, p, : int(g.hand_n[0, p])]]
            g.hand_n[0, p] = 0

        def take(face: int, red: bool | None = None) -> int:
            for c in pool:
                if faces[c] == face and (red is None or (suits[c] in (1, 3)) == red):
                    pool.remove(c)
                    return c
            raise AssertionError(f"no card of face {face} left")

        for p, want in hands.items():
            for k, face in enumerate(want):
                c = take(face)
                g.hand[0, p, k] = c
                g.zone[0, c] = Z_HAND
                g.owner[0, c] = p
            g.hand_n[0, p] = len(want)
        tops = [take(face, red) for face, red in top]
        pile = pool + tops[::-1]
        g.draw[0, : len(pile)] = pile
        g.n_draw[0] = len(pile)
        for c in pile:
            g.zone[0, c] = Z_DRAW
            g.owner[0, c] = -1
        _rerun(self.eng.state, self.eng.tba, self.eng.cfg)

    def decision(self) -> tuple[int, int]:
        """(the deciding seat, its decision kind)."""
        g = self.g
        return int(g.actor[0]), int(g.stk[0, int(g.sp[0]) - 1, FR_OP])

    def act(self, action: int) -> None:
        assert self.eng.mask[0, action], (action, self.eng.legal_actions())
        self.eng.step([action])

    def target(self, t: int) -> int:
        """The seat action aiming at seat ``t`` from the deciding seat."""
        return K.A_SEAT + (t - int(self.g.actor[0])) % self.n

    def block(self, name: str) -> int:
        """The first action id of the action block ``name``."""
        return int(self.eng.tba[0]["act_off"][ACTION_BLOCKS.index(name)])

    @property
    def passes(self) -> int:
        return self.block("pass")


def test_a_strike_asks_its_target_for_a_dodge() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.leader: [K.STRIKE] * 3, target: [K.DODGE]})
    t.act(K.STRIKE)
    t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)
    assert t.eng.legal_actions() == [K.DODGE, t.passes]
    t.act(K.DODGE)
    assert t.decision() == (t.leader, K.DEC_PLAY) and t.g.hp[0, target] == K.START_HP
    assert t.g.hand_n[0, target] == 0
    t.act(K.STRIKE)  # no dodge left: refused without asking (auto_forced); a strike kept
    t.act(t.target(target))
    assert t.decision() == (t.leader, K.DEC_PLAY) and t.g.hp[0, target] == K.START_HP - 1


def test_a_pass_to_a_request_takes_the_damage() -> None:
    t = Table()
    target = t.seat(2)
    t.deal({t.leader: [K.STRIKE], target: [K.DODGE]})
    t.act(K.STRIKE)
    t.act(t.target(target))
    t.act(t.passes)
    assert t.g.hp[0, target] == K.START_HP - 1 and t.g.hand_n[0, target] == 1


def test_without_auto_forced_a_seat_with_nothing_is_still_asked() -> None:
    t = Table(auto_forced=False)
    target = t.seat(1)
    t.deal({t.leader: [K.STRIKE], target: []})
    t.act(K.STRIKE)
    t.act(t.target(target))
    assert t.decision() == (target, DEC_CANCEL) or t.decision() == (target, DEC_REQUEST)
    while t.decision()[1] == DEC_CANCEL:  # (a strike has no cancel window: never reached)
        t.act(t.passes)
    assert t.decision() == (target, DEC_REQUEST) and t.eng.legal_actions() == [t.passes]
    t.act(t.passes)
    assert t.g.hp[0, target] == K.START_HP - 1


@pytest.mark.parametrize("dodges, hurt", [(2, False), (1, True)])
def test_a_barrage_asks_every_other_seat_for_two_dodges(dodges: int, hurt: bool) -> None:
    """A card with several targets (the use record's list, in turn order from the user); each
    is asked for two dodges (a request of ``n`` = 2)."""
    t = Table()
    first, second = t.seat(1), t.seat(2)
    t.deal({t.leader: [K.BARRAGE, K.STRIKE], first: [K.DODGE] * dodges, second: []})
    t.act(K.BARRAGE)
    for _ in range(dodges):
        assert t.decision() == (first, DEC_REQUEST)
        t.act(K.DODGE)
    assert t.decision() == (t.leader, K.DEC_PLAY)
    assert t.g.hp[0, first] == K.START_HP - int(hurt)
    others = [t.seat(k) for k in range(2, t.n)]
    assert all(t.g.hp[0, p] == K.START_HP - 1 for p in others)  # nothing to answer with
    assert t.g.use_sp[0] == 0  # the use record closed
    barrage = int(t.g.use_card[0, 0])
    assert t.eng.tba[0]["card_face"][barrage] == K.BARRAGE
    assert list(t.g.use_target[0, 0, : t.n - 1]) == [t.seat(k) for k in range(1, t.n)]


@pytest.mark.parametrize("dies", [True, False])
def test_a_target_that_died_before_its_turn_is_passed_over(dies: bool) -> None:
    """The card use's hook ``use_target_skipped`` (the toy's: a dead target): a barrage's later
    target that died meanwhile gets no cancel window and no effect (without the hook the
    framework would ask it, or hurt it: it holds nothing to answer with)."""
    t = Table()
    first, second = t.seat(1), t.seat(2)
    t.deal({t.leader: [K.BARRAGE, K.STRIKE], first: [K.DODGE], second: []})
    t.act(K.BARRAGE)
    assert t.decision() == (first, DEC_REQUEST)
    if dies:
        t.g.alive[0, second] = False  # (as if it died in the meantime)
    t.act(K.DODGE)
    assert t.decision() == (t.leader, K.DEC_PLAY)
    assert t.g.hp[0, first] == K.START_HP - 1  # one dodge of two
    assert t.g.hp[0, second] == K.START_HP - int(not dies)
    assert all(t.g.hp[0, t.seat(k)] == K.START_HP - 1 for k in range(3, t.n))
    assert t.g.use_sp[0] == 0


def test_a_negate_protects_one_target_and_negates_chain() -> None:
    t = Table()
    first, second = t.seat(1), t.seat(2)
    t.deal({t.leader: [K.BARRAGE, K.NEGATE, K.STRIKE], first: [K.NEGATE], second: [K.NEGATE]})
    t.act(K.BARRAGE)
    # the first target's window asks from the current player in turn order: the leader passes,
    # the first target negates; a window opens against the negate, where nobody answers
    assert t.decision() == (t.leader, DEC_CANCEL)
    t.act(t.passes)
    assert t.decision() == (first, DEC_CANCEL)
    t.act(K.NEGATE)
    assert t.decision() == (t.leader, DEC_CANCEL)  # against the negate: the leader keeps its own
    t.act(t.passes)
    assert t.decision() == (second, DEC_CANCEL)
    t.act(t.passes)
    # the second target's window: the second target negates, the leader negates that negate
    assert t.decision() == (t.leader, DEC_CANCEL)
    t.act(t.passes)
    assert t.decision() == (second, DEC_CANCEL)
    t.act(K.NEGATE)
    assert t.decision() == (t.leader, DEC_CANCEL)
    t.act(K.NEGATE)
    assert t.decision() == (t.leader, K.DEC_PLAY)
    hp = t.g.hp[0]
    assert hp[first] == K.START_HP and hp[second] == K.START_HP - 1
    assert list(t.g.use_nullified[0, 0, : t.n - 1]) == [1] + [0] * (t.n - 2)
    cancelled = [int(e[1]) for e in t.g.ev[0, : int(t.g.ev_n[0])] if e[0] == K.EV_CANCELLED]
    assert cancelled == [first]


def test_a_strike_is_not_negated() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.leader: [K.STRIKE, K.STRIKE], target: [K.NEGATE]})
    t.act(K.STRIKE)
    t.act(t.target(target))
    assert t.decision() == (t.leader, K.DEC_PLAY)  # no cancel window: the target is hurt
    assert t.g.hp[0, target] == K.START_HP - 1


@pytest.mark.parametrize("red", [True, False])
def test_the_leaders_armour_judges_before_the_leader_is_asked(red: bool) -> None:
    """A red judgement gives the leader's dodge (a request's alternative); a black one leaves
    the leader to be asked."""
    t = Table()
    nxt = t.seat(1)
    # the leader (a strike kept, so it is asked) passes; the next seat draws a strike and a
    # heal, then the judgement turns a card
    t.deal(
        {t.leader: [K.DODGE, K.STRIKE], nxt: [K.STRIKE]},
        top=[(K.STRIKE, False), (K.HEAL, False), (K.HEAL, red)],
    )
    t.act(t.passes)
    assert t.decision() == (nxt, K.DEC_PLAY)
    t.act(K.STRIKE)
    t.act(t.target(t.leader))
    judged = [e for e in t.g.ev[0, : int(t.g.ev_n[0])] if e[0] == K.EV_JUDGE]
    assert len(judged) == 1 and (int(judged[0][3]) in (1, 3)) == red
    if red:
        assert t.decision() == (nxt, K.DEC_PLAY)
        assert t.g.hand_n[0, t.leader] == 2
    else:
        assert t.decision() == (t.leader, DEC_REQUEST)
        t.act(K.DODGE)
        assert t.decision() == (nxt, K.DEC_PLAY)
    assert t.g.hp[0, t.leader] == K.START_HP


@pytest.mark.parametrize("rescued", [True, False])
def test_a_dying_seat_is_rescued_with_a_heal_or_dies(rescued: bool) -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.leader: [K.STRIKE, K.HEAL, K.STRIKE], target: []})
    t.g.hp[0, target] = 1
    t.act(K.STRIKE)
    t.act(t.target(target))
    assert t.decision() == (t.leader, DEC_RESCUE)  # asked from the current player, in turn
    t.act(K.HEAL if rescued else t.passes)
    g = t.g
    if rescued:
        assert g.alive[0, target] and g.hp[0, target] == 1 and g.hand_n[0, t.leader] == 1
    else:
        assert not g.alive[0, target] and g.revealed[0, target]
        assert g.killer[0, target] == t.leader and g.death_order[0, target] == 1
        assert g.death_turn[0, target] == g.turn[0]


@pytest.mark.parametrize("red", [True, False])
def test_an_omen_judges_and_a_red_card_heals(red: bool) -> None:
    t = Table()
    t.deal({t.leader: [K.OMEN, K.STRIKE]}, top=[(K.STRIKE, red)])
    t.g.hp[0, t.leader] = 2
    _rerun(t.eng.state, t.eng.tba, t.eng.cfg)
    t.act(K.OMEN)
    assert t.decision() == (t.leader, K.DEC_PLAY)
    assert t.g.hp[0, t.leader] == 2 + int(red)


def test_the_rebels_win_when_the_leader_dies() -> None:
    t = next(
        t for t in map(lambda s: Table(seed=s), range(50)) if t.g.ident[0, t.seat(1)] == K.REBEL
    )
    rebel = t.seat(1)
    # the leader passes; the rebel draws two dodges; the armour's judgement turns a black one
    t.deal({t.leader: [K.STRIKE], rebel: [K.STRIKE]}, top=[(K.DODGE, False)] * 3)
    t.g.hp[0, t.leader] = 1
    t.act(t.passes)
    assert t.decision() == (rebel, K.DEC_PLAY)
    t.act(K.STRIKE)
    t.act(t.target(t.leader))
    while not t.eng.done[0]:  # the leader has no dodge; nobody holds a heal, or all pass
        assert t.decision()[1] in (DEC_REQUEST, DEC_RESCUE), t.decision()
        t.act(t.passes)
    won = t.g.won[0, : t.n]
    assert all(bool(won[p]) == (t.g.ident[0, p] == K.REBEL) for p in range(t.n))
    assert not t.g.alive[0, t.leader] and t.g.killer[0, t.leader] == rebel


def test_a_harvest_shows_a_card_per_seat_and_each_takes_one_in_turn() -> None:
    """The shown cards (engine/shown.py) inside a card use over every seat; a negate skips one
    seat, whose card is discarded with the use."""
    t = Table()
    second = t.seat(2)
    t.deal({t.leader: [K.HARVEST, K.STRIKE], second: [K.NEGATE]})
    before = [int(h) for h in t.g.hand_n[0, : t.n]]
    t.act(K.HARVEST)
    assert t.g.shown_n[0] == t.n and t.g.shown_to[0] == -1
    shown = [int(c) for c in t.g.shown[0, : t.n]]
    taken = []
    for k in range(t.n):
        seat = t.seat(k)
        if seat == second:  # its own window: it negates the harvest for itself
            while t.decision() != (second, DEC_CANCEL):
                t.act(t.passes)
            t.act(K.NEGATE)
            continue
        while t.decision()[1] == DEC_CANCEL:
            t.act(t.passes)
        assert t.decision() == (seat, DEC_SHOWN)
        assert t.eng.legal_actions() == [t.block("shown") + j for j in range(int(t.g.shown_n[0]))]
        taken.append(int(t.g.shown[0, 0]))
        t.act(t.block("shown"))  # the first shown card
    assert t.decision() == (t.leader, K.DEC_PLAY)
    assert t.g.shown_n[0] == 0
    (left,) = set(shown) - set(taken)  # the negated seat's card: discarded with the use
    assert t.g.zone[0, left] == Z_DISCARD
    after = [int(h) for h in t.g.hand_n[0, : t.n]]
    for k in range(t.n):
        seat = t.seat(k)
        want = before[seat] + (0 if seat == second else 1)
        want -= {t.leader: 1, second: 1}.get(seat, 0)  # the harvest, the negate
        assert after[seat] == want, (seat, before, after)
    assert all(t.g.zone[0, c] == Z_HAND for c in taken)


def test_a_foresight_puts_the_top_cards_back_in_the_chosen_order() -> None:
    t = Table()
    t.deal(
        {t.leader: [K.FORESIGHT, K.STRIKE]}, top=[(K.DODGE, None), (K.HEAL, None), (K.OMEN, None)]
    )
    top3 = [int(t.g.draw[0, int(t.g.n_draw[0]) - 1 - k]) for k in range(3)]
    t.act(K.FORESIGHT)
    assert t.g.shown_n[0] == 3 and t.g.shown_to[0] == t.leader
    assert [int(c) for c in t.g.shown[0, :3]] == top3
    other = t.seat(1)
    obs_other = t.eng.observe(other)
    obs_self = t.eng.observe(t.leader)
    assert obs_self[R.O_SHOWN :].sum() == 3 and obs_other[R.O_SHOWN :].sum() == 0
    # the dodge to the bottom, then the omen on top, then the heal on top (drawn first)
    for j, place in ((0, 1), (1, 0), (0, 0)):
        if t.g.shown_n[0] > 1:  # the last card is taken without asking (auto_forced)
            assert t.decision() == (t.leader, DEC_SHOWN)
            t.act(t.block("shown") + j)
        assert t.decision() == (t.leader, DEC_PLACE)
        t.act(t.block("place") + place)
    assert t.decision() == (t.leader, K.DEC_PLAY) and t.g.shown_n[0] == 0
    n = int(t.g.n_draw[0])
    assert int(t.g.draw[0, n - 1]) == top3[1] and int(t.g.draw[0, n - 2]) == top3[2]
    assert int(t.g.draw[0, 0]) == top3[0]


@pytest.mark.parametrize("how_many", [1, 2])
def test_a_trade_chooses_cards_then_done_and_draws_as_many(how_many: int) -> None:
    """Choosing several cards (engine/select.py): at least one (no done before), at most two
    (the second ends the choice without a done)."""
    t = Table()
    t.deal({t.leader: [K.TRADE, K.DODGE, K.DODGE, K.STRIKE]}, top=[(K.HEAL, None)] * 2)
    t.act(K.TRADE)
    assert t.decision() == (t.leader, DEC_SELECT)
    assert t.block("done") not in t.eng.legal_actions()  # the fewest is one
    t.act(K.DODGE)
    if how_many == 2:
        assert t.block("done") in t.eng.legal_actions()
        t.act(K.DODGE)
    else:
        t.act(t.block("done"))
    assert t.decision() == (t.leader, K.DEC_PLAY)
    faces = sorted(
        int(t.eng.tba[0]["card_face"][c])
        for c in t.g.hand[0, t.leader, : int(t.g.hand_n[0, t.leader])]
    )
    assert faces == sorted([K.STRIKE] + [K.DODGE] * (2 - how_many) + [K.HEAL] * how_many)
    assert t.g.sel_n[0] == 0


def test_a_gift_gives_cards_to_seats_one_at_a_time_and_two_heal() -> None:
    t = Table()
    first, third = t.seat(1), t.seat(3)
    t.deal({t.leader: [K.GIFT, K.DODGE, K.HEAL, K.STRIKE], first: [], third: []})
    t.g.hp[0, t.leader] = 2
    _rerun(t.eng.state, t.eng.tba, t.eng.cfg)
    t.act(K.GIFT)
    assert t.decision() == (t.leader, DEC_SELECT)
    assert t.block("done") in t.eng.legal_actions()  # a gift may give nothing
    t.act(K.DODGE)
    assert t.decision() == (t.leader, DEC_GIVE_TO)
    assert t.block("seat") not in t.eng.legal_actions()  # not to oneself
    t.act(t.target(third))
    t.act(K.HEAL)
    t.act(t.target(first))
    assert t.decision() == (t.leader, K.DEC_PLAY)
    faces = t.eng.tba[0]["card_face"]
    assert [int(faces[c]) for c in t.g.hand[0, third, :1]] == [K.DODGE] and t.g.hand_n[
        0, third
    ] == 1
    assert [int(faces[c]) for c in t.g.hand[0, first, :1]] == [K.HEAL] and t.g.hand_n[0, first] == 1
    assert t.g.owner[0, int(t.g.hand[0, first, 0])] == first
    assert t.g.hp[0, t.leader] == 3 and t.g.hand_n[0, t.leader] == 1


def test_every_action_id_has_words() -> None:
    """Each action of every framework block has words (the SB3 checker samples any action id:
    the `done` block after `place` once raised an IndexError)."""
    eng = ToyEngine(ToyConfig(players=4))
    eng.reset(1)
    words = [eng.action_to_string(a) for a in range(eng.n_actions)]
    assert "done" in words and "put it at the bottom" in words
    assert eng.action_to_string(eng.n_actions).endswith("(out of range)")
