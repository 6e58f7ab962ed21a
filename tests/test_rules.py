"""Scenario tests of the identity-mode rules: set-up (R-S) and the turn (R-T), heroes off.

Each test names the rule ids of /work/shared/qxs/RULES.md it checks (docs/rulings.md for the OPEN
points) and says the expected outcome in words. Tables are built with
:class:`qxs_env.rulesets.qxs.scenario.Scenario`: real cards of the starter deck are moved into
place and the
draw pile is stacked where a draw or a judgement matters.

Combat and equipment: tests/test_rules_combat.py; each card effect: tests/rulesets/qxs/cards/;
dying, death and the end of the game: tests/test_rules_death.py.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from qxs_env import GameConfig
from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.constants import COLLABORATOR, FOREIGN, IDENTITY_NAMES, LEADER
from qxs_env.rulesets.qxs.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]

# (players, mode) -> leader/righteous/cult/court/foreign/collaborator (R-S1; 4, 7, 9 by ruling)
IDENTITY_TABLE = {
    (4, "standard"): (1, 1, 1, 1, 0, 0),
    (5, "standard"): (1, 1, 2, 1, 0, 0),
    (6, "standard"): (1, 1, 3, 1, 0, 0),
    (7, "standard"): (1, 2, 3, 1, 0, 0),
    (8, "standard"): (1, 2, 4, 1, 0, 0),
    (8, "melee"): (1, 1, 3, 1, 1, 1),
    (9, "standard"): (1, 2, 3, 1, 1, 1),
    (10, "standard"): (1, 2, 4, 1, 1, 1),
}


def _engine(players: int, mode: str = "standard", **kw) -> Engine:
    """An engine of the rulebook's first game on the starter deck (heroes off: no draft before
    the deal), unless ``kw`` says otherwise."""
    kw.setdefault("deck", "starter")
    kw.setdefault("heroes", "off")
    return Engine(GameConfig(players=players, mode=mode, **kw), batch=1)


def _known(eng: Engine, me: int, p: int) -> tuple[bool, int]:
    """(identity known, identity shown) of seat p in seat me's observation (obs seat block)."""
    obs = eng.observe(me)
    block = obs[eng.layout.seat_slice((p - me) % eng.players)]
    shown = np.flatnonzero(block[12:18])
    return bool(block[11] == 1.0), int(shown[0]) if len(shown) else -1


# ============================================================================ set-up (R-S)
@pytest.mark.parametrize(("players", "mode"), sorted(IDENTITY_TABLE))
def test_rs1_identity_counts(players: int, mode: str) -> None:
    """R-S1: every game deals exactly the identity table's cards for its player count and mode
    (rulebook rows 5, 6, 8, 8-melee, 10; rulings for 4 = 1/1/1/1, 7 = 1/2/3/1, 9 = 1/2/3/1/1/1)."""
    eng = _engine(players, mode)
    want = IDENTITY_TABLE[(players, mode)]
    for seed in range(6):
        eng.reset_one(0, seed)
        counts = Counter(int(x) for x in eng.state["ident"][0, :players])
        assert tuple(counts.get(k, 0) for k in range(6)) == want, (players, mode, seed)


def test_rs1_melee_only_at_eight() -> None:
    """R-S1: the melee (混战) table exists only for 8 players."""
    with pytest.raises(ValueError):
        GameConfig(players=7, mode="melee")


def test_rs2_identities_random_and_leader_revealed() -> None:
    """R-S2: identities are dealt at random (the leader is not always the same seat); the leader
    is revealed at once and every other identity stays hidden."""
    eng = _engine(8)
    leader_seats = set()
    for seed in range(20):
        eng.reset_one(0, seed)
        ident = eng.state["ident"][0, :8]
        revealed = eng.state["revealed"][0, :8].astype(bool)
        assert list(revealed) == [int(x) == LEADER for x in ident]
        leader_seats.add(int(np.flatnonzero(ident == LEADER)[0]))
    assert len(leader_seats) > 2


def test_rs2_observation_shows_only_the_leader() -> None:
    """R-S2: a non-leader sees its own identity and the leader's, and no other identity."""
    eng = _engine(8)
    eng.reset_one(0, 3)
    ident = [int(x) for x in eng.state["ident"][0, :8]]
    me = next(p for p in range(8) if ident[p] not in (LEADER,))
    for p in range(8):
        known, shown = _known(eng, me, p)
        if p == me or ident[p] == LEADER:
            assert known and shown == ident[p]
        else:
            assert not known and shown == -1


@pytest.mark.parametrize(("players", "mode"), [(8, "melee"), (10, "standard")])
def test_rs3_collaborator_knows_the_foreign_player(players: int, mode: str) -> None:
    """R-S3: the collaborator's observation shows who the foreign player is; nobody else's does,
    and the foreign player does not learn the collaborator (default edition)."""
    eng = _engine(players, mode)
    eng.reset_one(0, 5)
    ident = [int(x) for x in eng.state["ident"][0, :players]]
    collab, foreign = ident.index(COLLABORATOR), ident.index(FOREIGN)
    assert _known(eng, collab, foreign) == (True, FOREIGN)
    assert _known(eng, foreign, collab) == (False, -1)
    for p in range(players):
        if p not in (collab, foreign):
            assert _known(eng, p, foreign) == (False, -1), p
            assert _known(eng, p, collab) == (False, -1), p


def test_rs3_mutual_knowledge_variant() -> None:
    """R-S3 variant (mutual_knowledge=True): the foreign player also sees the collaborator."""
    eng = _engine(10, mutual_knowledge=True)
    eng.reset_one(0, 5)
    ident = [int(x) for x in eng.state["ident"][0, :10]]
    collab, foreign = ident.index(COLLABORATOR), ident.index(FOREIGN)
    assert _known(eng, foreign, collab) == (True, COLLABORATOR)
    assert _known(eng, collab, foreign) == (True, FOREIGN)


@pytest.mark.parametrize("players", [4, 5, 8, 10])
def test_rs5_leader_extra_max_hp(players: int) -> None:
    """R-S4/R-S5: heroes off, every character has 4 max HP; the leader has 5, except in 4-player
    games (4). Everyone starts at max HP."""
    eng = _engine(players)
    eng.reset_one(0, 1)
    s = eng.state
    for p in range(players):
        want = 4 + (1 if int(s["ident"][0, p]) == LEADER and players != 4 else 0)
        assert int(s["maxhp"][0, p]) == want
        assert int(s["hp"][0, p]) == want


def test_rs6_deal_and_leader_first() -> None:
    """R-S6: everyone is dealt 5 cards and the leader takes the first turn; at the first decision
    the leader has drawn its 3 (8 cards), the others hold 5, and all 120 cards are accounted for."""
    for seed in range(5):
        eng = _engine(6)
        eng.reset_one(0, seed)
        s = eng.state
        leader = int(np.flatnonzero(s["ident"][0, :6] == LEADER)[0])
        assert int(s["cur"][0]) == leader
        assert int(s["turn"][0]) == 1
        hands = [int(x) for x in s["hand_n"][0, :6]]
        assert hands[leader] == 8
        assert all(h == 5 for p, h in enumerate(hands) if p != leader)
        assert int(s["n_draw"][0]) + sum(hands) == eng.n_cards
        if not s["done"][0]:
            assert int(eng.actor[0]) == leader


def test_rs6_turn_passes_to_next_seat() -> None:
    """R-S6: when seat 0's turn ends, seat 1 (the next seat) takes its turn."""
    sc = Scenario(5, identities=FIVE)
    sc.draw_pile_top(["li_1x1", "li_1x1", "su_1x2"])
    sc.play_phase(0)  # empty hand: the play phase ends by itself
    assert sc.current() == 1
    assert sc.logged(L.EV_TURN)[0][0] == 1
    assert sc.decision().kind == "play" and sc.decision().actor == 1
    assert sc.hand_faces(1) == ["li_1x1", "li_1x1", "su_1x2"]


def test_rs6_turn_skips_the_dead() -> None:
    """R-S6: the turn passes over dead seats: seat 1 dead, seat 0's turn is followed by seat 2's."""
    sc = Scenario(5, identities=FIVE)
    sc.kill(1)
    sc.draw_pile_top(["li_1x1", "li_1x1", "su_1x2"])
    sc.play_phase(0)
    assert sc.current() == 2
    assert sc.decision().actor == 2


def test_rs6_turn_wraps_round() -> None:
    """R-S6: after the last seat comes seat 0 again."""
    sc = Scenario(5, identities=FIVE)
    sc.draw_pile_top(["li_1x1", "li_1x1", "su_1x2"])
    sc.play_phase(4)
    assert sc.current() == 0


# ============================================================================ the turn (R-T)
def test_rt1_phase_order() -> None:
    """R-T1: a turn runs turn start, judgement, draw, play, discard, turn end, then the next
    seat's turn: the judgement comes before the draw, the play decision after the draw, the
    discard decision after the play phase ends."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.hp(0, 1)
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["qi_1x1", "li_1x1", "ji_1x1", "su_1x2"])  # judged yellow: safe
    sc.start_turn(0)
    sc.pass_while("cancel")  # the 无常丹 window asks every seat (auto_forced off)
    kinds = [row[0] for row in sc.raw_log]
    assert kinds.index(L.EV_TURN) < kinds.index(L.EV_JUDGE) < kinds.index(FL.EV_DRAW)
    assert FL.EV_PHASE_SKIP not in kinds
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    assert sc.hand_faces(0) == ["ji_1x1", "li_1x1", "su_1x2"]
    sc.end_phase()
    assert sc.decision().kind == "discard" and sc.decision().actor == 0
    sc.discard("li_1x1")
    sc.discard("ji_1x1")
    assert sc.hand_faces(0) == ["su_1x2"]
    assert sc.current() == 1
    assert sc.logged(L.EV_TURN)[-1][0] == 1


def test_rt2_last_placed_judged_first() -> None:
    """R-T2: with 悲酥清风 placed before 三尸脑神丹, 三尸脑神丹 is judged first. The first judgement
    card is white (三尸脑神丹 safe: the draw happens), the second blue (悲酥清风 fails: the play
    phase is skipped). Judged the other way round both would fail."""
    sc = Scenario(5, identities=FIVE)
    beisu, sanshi = sc.judgement(0, ["beisuqingfeng", "sanshinaoshendan"])
    sc.draw_pile_top(["su_1x2", "ji_1x1", "li_1x1", "li_1x1", "li_1x1"])
    sc.start_turn(0)
    judged = [row[3] for row in sc.logged(L.EV_JUDGE)]
    assert judged == [sanshi, beisu]
    assert [row[2] for row in sc.logged(L.EV_JUDGE)] == [3, 1]  # white, then blue
    assert sc.logged(FL.EV_DRAW)[0][:2] == (0, 3)
    assert sc.logged(FL.EV_PHASE_SKIP) == [(0, FL.PH_PLAY, 0, 0, 0)]
    assert sc.judgement_faces(0) == []
    assert "beisuqingfeng" in sc.discard_faces() and "sanshinaoshendan" in sc.discard_faces()


def test_rt3_draw_three_from_the_top() -> None:
    """R-T3: the draw phase draws the top 3 cards of the draw pile."""
    sc = Scenario(5, identities=FIVE)
    sc.draw_pile_top(["kanpo", "li_2x1", "zhangmenxinwu", "xixing"])
    n = sc.draw_pile_size()
    sc.start_turn(0)
    assert sc.hand_faces(0) == ["kanpo", "li_2x1", "zhangmenxinwu"]
    assert sc.draw_pile_size() == n - 3
    assert sc.decision().kind == "play"


def test_rt3_draw_count_is_a_config_number() -> None:
    """R-T3: the number drawn is GameConfig.draw_per_turn (3 by default; here 2)."""
    sc = Scenario(5, identities=FIVE, draw_per_turn=2)
    sc.draw_pile_top(["kanpo", "li_2x1", "zhangmenxinwu"])
    sc.start_turn(0)
    assert sc.hand_faces(0) == ["kanpo", "li_2x1"]


def test_rt4a_one_attack_per_play_phase() -> None:
    """R-T4a: after one attack in a play phase no other move can be used to attack; other cards
    still can. The opportunity comes back in the next turn."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_1x1", "ji_1x6", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_use("li_1x1") and sc.can_use("ji_1x6")
    sc.use("li_1x1")
    sc.target(1)
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    assert not sc.can_use("ji_1x6")
    assert sc.can_use("zhangmenxinwu")
    sc.play_phase(0)
    assert sc.can_use("ji_1x6")


def test_rt4a_attack_count_is_a_config_number() -> None:
    """R-T4a: GameConfig.attacks_per_turn sets the number of attack opportunities (here 2)."""
    sc = Scenario(5, identities=FIVE, attacks_per_turn=2)
    sc.hand(0, ["li_1x1", "ji_1x6", "su_1x2", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    assert sc.can_use("ji_1x6")
    sc.use("ji_1x6")
    sc.target(2)
    assert not sc.can_use("su_1x2")


def test_rt4b_no_two_same_name_in_a_judgement_area() -> None:
    """R-T4b: a seat that already has 悲酥清风 in its judgement area is not offered as a target of
    another 悲酥清风; it may still get a 三尸脑神丹 (a different name)."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.hand(0, ["beisuqingfeng", "sanshinaoshendan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("beisuqingfeng")
    assert sc.targets() == [2, 3, 4]
    sc.target(2)
    assert sc.judgement_faces(2) == ["beisuqingfeng"]
    sc.use("sanshinaoshendan")
    assert 1 in sc.targets()
    sc.target(1)
    assert sc.judgement_faces(1) == ["beisuqingfeng", "sanshinaoshendan"]


def test_rt4b_only_target_blocked_is_not_usable() -> None:
    """R-T4b: when every other seat already holds 悲酥清风, the card cannot be used at all."""
    sc = Scenario(4, identities=["leader", "righteous", "cult", "court"])
    for p in (1, 2, 3):
        sc.judgement(p, [("beisuqingfeng", "yellow")])
    sc.hand(0, ["beisuqingfeng", "zhangmenxinwu"])
    sc.play_phase(0)
    assert not sc.can_use("beisuqingfeng")


def test_rt5_discard_down_to_hp() -> None:
    """R-T5: in the discard phase a seat with 5 cards and 2 HP discards 3 cards of its choice;
    they go to the discard pile (R-T7)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(0, 2)
    sc.hand(0, ["li_1x1", "ji_1x1", "qi_1x1", "su_1x2", "kanpo"])
    sc.discard_phase(0)
    for face in ("li_1x1", "qi_1x1", "kanpo"):
        assert sc.decision().kind == "discard" and sc.decision().actor == 0
        sc.discard(face)
    assert sc.hand_faces(0) == ["ji_1x1", "su_1x2"]
    assert sc.discard_faces()[-3:] == ["li_1x1", "qi_1x1", "kanpo"]
    assert sc.current() == 1


def test_rt5_no_discard_at_or_under_the_limit() -> None:
    """R-T5: a hand no bigger than the HP is kept whole."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.hp(0, 3)
    sc.hand(0, ["li_1x1", "ji_1x1", "qi_1x1"])
    sc.discard_phase(0)
    assert sc.hand_size(0) == 3
    assert sc.current() == 1


def test_rt5_forced_discard_when_one_card_type() -> None:
    """R-T5 with forced decisions: if the hand holds a single card type, the engine discards
    without asking (only one legal action)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(0, 1)
    sc.hand(0, ["li_1x1", "li_1x1", "li_1x1"])
    sc.draw_pile_top(["zhangmenxinwu", "li_2x1", "su_1x2"])
    sc.discard_phase(0)
    assert sc.hand_faces(0) == ["li_1x1"]
    assert sc.current() == 1


def test_rt6_reshuffle_when_draw_pile_empty() -> None:
    """R-T6: a draw from an empty draw pile first shuffles the discard pile into a new draw pile;
    the discard pile is then empty and no card is lost."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    n = sc.empty_draw_pile(to="discard")
    sc.start_turn(0)
    assert sc.logged(FL.EV_RESHUFFLE) == [(n, 0, 0, 0, 0)]
    assert sc.hand_size(0) == 3
    assert sc.draw_pile_size() == n - 3
    assert sc.discard_faces() == []
    assert sc.decision().kind == "play" and sc.decision().actor == 0


def test_rt6_judgement_reshuffles_too() -> None:
    """R-T6: a judgement also reshuffles: with the draw pile empty and 悲酥清风 to judge, the
    discard pile becomes the draw pile, one card is judged from it, then 3 are drawn."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.judgement(0, ["beisuqingfeng"])
    n = sc.empty_draw_pile(to="discard")
    sc.start_turn(0)
    sc.pass_while("cancel")
    kinds = [row[0] for row in sc.raw_log]
    assert kinds.count(FL.EV_RESHUFFLE) == 1 and kinds.count(L.EV_JUDGE) == 1
    assert kinds.index(FL.EV_RESHUFFLE) < kinds.index(L.EV_JUDGE) < kinds.index(FL.EV_DRAW)
    assert sc.logged(FL.EV_RESHUFFLE)[0][0] == n
    assert sc.hand_size(0) == 3


def test_rt6_both_piles_empty_draw_fewer() -> None:
    """R-T6 ruling: with both piles empty a draw yields only the cards there are: one card left
    in the draw pile, the draw phase gives 1 card and the game goes on."""
    sc = Scenario(5, identities=FIVE)
    sc.empty_draw_pile(to="out")
    sc.empty_discard_pile(to="out")
    sc.draw_pile_top(["li_1x1"])
    sc.start_turn(0)
    assert sc.hand_faces(0) == ["li_1x1"]
    assert sc.logged(FL.EV_DRAW)[0][:2] == (0, 1)
    assert sc.draw_pile_size() == 0
    assert not sc.over()


def test_rt6_both_piles_empty_judgement_has_no_colour() -> None:
    """R-T6 ruling: a judgement that finds no card has no colour, so 悲酥清风 ("skip the play
    phase unless yellow") takes effect."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.judgement(0, ["beisuqingfeng"])
    sc.empty_draw_pile(to="out")
    sc.empty_discard_pile(to="out")
    sc.start_turn(0)
    sc.pass_while("cancel")
    assert [row[1:3] for row in sc.logged(L.EV_JUDGE)] == [(-1, -1)]
    assert sc.logged(FL.EV_PHASE_SKIP) == [(0, FL.PH_PLAY, 0, 0, 0)]


def test_rt7_used_cards_go_to_the_discard_pile() -> None:
    """R-T7: the attacking move, the defending move, a used 掌门信物 and a discarded card all end
    face up in the discard pile."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_2x1", "zhangmenxinwu", "wuchangdan"])
    sc.hand(1, ["ji_1x1"])
    sc.draw_pile_top(["qi_1x1", "su_1x2"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hand_faces(0) == ["li_2x1", "qi_1x1", "su_1x2", "wuchangdan"]
    sc.use("li_2x1")
    sc.target(1)
    sc.respond("ji_1x1")
    assert sc.discard_faces() == ["zhangmenxinwu", "ji_1x1", "li_2x1"]
    for c in range(sc.eng.n_cards):
        assert sc.zone_of(c)[0] != "processing"


def test_identity_names_cover_the_table() -> None:
    """Sanity: the identity names used by the scenarios are the engine's."""
    assert IDENTITY_NAMES[:4] == ("leader", "righteous", "cult", "court")


def test_skipped_phase_is_skipped_once() -> None:
    """Framework: a phase marked to be skipped (here the discard phase) is skipped when next
    reached, logged, and the mark is then cleared."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(0, 1)
    sc.hand(0, ["li_1x1", "ji_1x1", "qi_1x1"])
    sc.set_skip(0, "discard")
    sc.discard_phase(0)
    assert sc.logged(FL.EV_PHASE_SKIP) == [(0, FL.PH_DISCARD, 0, 0, 0)]
    assert sc.hand_size(0) == 3
    assert int(sc.state["skip"][0]) == 0
    assert sc.current() == 1
