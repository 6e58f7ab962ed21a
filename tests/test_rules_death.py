"""Scenario tests of dying, death, rewards and penalties (R-D1..R-D6) and the end of the game
(R-W1..R-W4), heroes off.

Seats that should be dead before the scenario starts are removed with ``Scenario.kill`` (no
consequences); deaths under test happen through attacks, or through ``inject_damage`` where the
rule needs damage with no source or a source other than the current player.
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]
TEN = [
    "leader",
    "righteous",
    "righteous",
    "cult",
    "cult",
    "cult",
    "cult",
    "court",
    "foreign",
    "collaborator",
]


def _attack(sc: Scenario, attacker: int, target: int, move: str = "li_2x1") -> None:
    """``attacker`` (in its play phase, holding ``move``) attacks ``target``, who does not
    defend (it holds no move card, so the engine passes for it)."""
    sc.use(move)
    if sc.decision().kind == "target":
        sc.target(target)


# ============================================================================ dying (R-D1)
def test_rd1_rescue_asked_in_turn_order_from_the_current_player() -> None:
    """R-D1: seat 2 (current) brings seat 3 to 0 HP; seats 1 and 4 hold 黑玉断续膏. Seat 4 is
    asked first (order 2, 3, 4, 0, 1), passes; then seat 1 rescues: seat 3 is back at 1 HP."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["heiyuduanxugao"])
    sc.hand(4, ["heiyuduanxugao"])
    sc.play_phase(2)
    sc.use("li_2x1")
    sc.target(3)
    assert sc.logged(L.EV_DYING) == [(3, 0, 0, 0, 0)]
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 4, 3)
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 1, 3)
    sc.rescue()
    assert sc.hp(3) == 1 and sc.alive(3)
    assert not bool(sc.state["dying"][3])
    assert sc.decision().kind == "play" and sc.decision().actor == 2
    assert sc.logged(L.EV_HEAL) == [(3, 1, 1, 0, 0)]


def test_rd1_same_player_rescues_repeatedly_and_stops_at_one_hp() -> None:
    """R-D1: seat 3 falls to −1 HP (2 damage at 1 HP). Seat 4, holding three 黑玉断续膏, rescues
    twice in a row (asked again after each rescue) and is not asked a third time once seat 3 is
    at 1 HP; seat 1 is never asked."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.equip(2, "kuihuabaodian")  # white +1: su_2x2 has power 3, 2 damage undefended
    sc.hand(2, ["su_2x2", "zhangmenxinwu"])
    sc.hand(1, ["heiyuduanxugao"])
    sc.hand(4, ["heiyuduanxugao"] * 3)
    sc.play_phase(2)
    sc.use("su_2x2")
    sc.target(3)
    assert sc.hp(3) == -1
    assert sc.decision().actor == 4
    sc.rescue()
    assert sc.hp(3) == 0
    assert (sc.decision().kind, sc.decision().actor) == ("rescue", 4)
    sc.rescue()
    assert sc.hp(3) == 1
    assert sc.decision().kind == "play" and sc.decision().actor == 2
    assert sc.hand_faces(4) == ["heiyuduanxugao"]
    assert sc.hand_faces(1) == ["heiyuduanxugao"]


def test_rd1_dying_character_may_rescue_itself() -> None:
    """R-D1 ruling: the dying character is asked too when its turn in the order comes (seat 3
    right after the current seat 2, before seat 4)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.hand(3, ["heiyuduanxugao"])
    sc.hand(4, ["heiyuduanxugao"])
    sc.play_phase(2)
    _attack(sc, 2, 3)
    assert sc.decision().actor == 3
    sc.rescue()
    assert sc.hp(3) == 1
    assert sc.hand_faces(4) == ["heiyuduanxugao"]


def test_rd1_no_rescue_means_death() -> None:
    """R-D1: when every holder passes, the character dies, killed by the attacker (R-D6)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.hand(0, ["heiyuduanxugao"])
    sc.play_phase(2)
    _attack(sc, 2, 3)
    assert (sc.decision().kind, sc.decision().actor) == ("rescue", 0)
    sc.pass_()
    assert not sc.alive(3)
    assert sc.logged(L.EV_DEATH) == [(3, 2, 2, 0, 0)]  # seat 3, killer 2, cult


# ============================================================================ death (R-D2)
def test_rd2_dead_discard_everything_and_reveal() -> None:
    """R-D2: a dead character's hand, equipment and judgement area all go to the discard pile and
    its identity becomes public."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(3, ["kanpo", "wuchangdan"])
    sc.equip(3, "shuishangpiao")
    sc.equip(3, "longxiangbanruogong")
    sc.judgement(3, ["beisuqingfeng"])
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(2)
    assert not bool(sc.state["revealed"][3])
    _attack(sc, 2, 3)
    assert not sc.alive(3)
    assert bool(sc.state["revealed"][3])
    assert sc.hand_size(3) == 0 and sc.equipment(3) == {} and sc.judgement_faces(3) == []
    for face in ("kanpo", "wuchangdan", "shuishangpiao", "longxiangbanruogong", "beisuqingfeng"):
        assert face in sc.discard_faces()
    assert sc.logged(L.EV_DEATH)[0][2] == 2  # the identity is shown in the death event


def test_rd2_the_dead_are_not_asked_or_targeted() -> None:
    """R-D2: a dead character is no longer a target, and is skipped in rescue order."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.kill(1)
    sc.hand(0, ["ji_1x6", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("ji_1x6")
    assert sc.targets() == [2, 3, 4]


# ============================================================================ rewards (R-D3)
def test_rd3_killing_cult_draws_three_even_own_side() -> None:
    """R-D3: the killer of a cult member draws 3 cards, even when the killer is cult too."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.draw_pile_top(["kanpo", "wuchangdan", "xixing"])
    sc.play_phase(2)
    _attack(sc, 2, 3)
    assert sc.logged(L.EV_REWARD) == [(2, 3, 0, 0, 0)]
    assert sc.hand_faces(2) == ["kanpo", "wuchangdan", "xixing", "zhangmenxinwu"]


def test_rd3_leader_killing_cult_draws_three() -> None:
    """R-D3: the leader killing a cult member draws 3."""
    sc = Scenario(5, identities=["leader", "righteous", "court", "cult", "cult"])
    sc.hp(4, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    _attack(sc, 0, 4)
    assert sc.hand_size(0) == 4
    assert sc.logged(L.EV_REWARD) == [(0, 3, 0, 0, 0)]


def test_rd3_no_reward_for_court_or_righteous() -> None:
    """R-D3: killing the court (or a righteous member, by a non-leader) gives no cards."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(4, 1)
    sc.hand(3, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(3)
    _attack(sc, 3, 4)
    assert not sc.alive(4)
    assert sc.logged(L.EV_REWARD) == []
    assert sc.hand_faces(3) == ["zhangmenxinwu"]

    sc = Scenario(5, identities=FIVE)
    sc.hp(1, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(2)
    _attack(sc, 2, 1)
    assert not sc.alive(1)
    assert sc.logged(L.EV_REWARD) == [] and sc.logged(L.EV_PENALTY) == []


def test_rd3_killing_the_collaborator_draws_three() -> None:
    """R-D3: the killer of the collaborator draws 3 (here a cult member)."""
    sc = Scenario(10, identities=TEN)
    sc.hp(9, 1)
    sc.hand(3, ["ji_1x6", "zhangmenxinwu"])
    sc.play_phase(3)
    _attack(sc, 3, 9, "ji_1x6")
    assert not sc.alive(9)
    assert sc.logged(L.EV_REWARD) == [(3, 3, 0, 0, 0)]


# ============================================================================ penalties (R-D4)
def test_rd4_leader_kills_righteous_discards_hand_and_equipment() -> None:
    """R-D4: the leader kills a righteous member: the leader discards every hand and equipment
    card; its judgement area stays."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu", "kanpo"])
    sc.equip(0, "bixuegong")
    sc.equip(0, "taxuewuhen")
    sc.judgement(0, ["sanshinaoshendan"])
    sc.play_phase(0)
    _attack(sc, 0, 1)
    assert not sc.alive(1)
    assert sc.logged(L.EV_PENALTY) == [(0, 0, 0, 0, 0)]
    assert sc.hand_size(0) == 0
    assert sc.equipment(0) == {}
    assert sc.judgement_faces(0) == ["sanshinaoshendan"]
    for face in ("zhangmenxinwu", "kanpo", "bixuegong", "taxuewuhen"):
        assert face in sc.discard_faces()


def test_rd4_leader_killing_court_is_not_penalised() -> None:
    """R-D4 (control): the leader killing the court keeps its cards."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(4, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.equip(0, "bixuegong")
    sc.play_phase(0)
    _attack(sc, 0, 4)
    assert sc.logged(L.EV_PENALTY) == []
    assert sc.hand_faces(0) == ["zhangmenxinwu"] and sc.equipment(0) == {"mental": "bixuegong"}


def test_rd4_foreign_kills_collaborator_reward_then_penalty() -> None:
    """R-D3 + R-D4 ruling: the foreign player killing the collaborator first draws 3 (R-D3), then
    discards all hand and equipment cards (R-D4), so it ends with neither."""
    sc = Scenario(10, identities=TEN)
    sc.hp(9, 1)
    sc.hand(8, ["li_2x1", "zhangmenxinwu"])
    sc.equip(8, "hunyuanqi")
    sc.play_phase(8)
    _attack(sc, 8, 9)
    assert not sc.alive(9)
    kinds = [row[0] for row in sc.raw_log]
    assert kinds.index(L.EV_REWARD) < kinds.index(L.EV_PENALTY)
    assert sc.logged(L.EV_REWARD) == [(8, 3, 0, 0, 0)]
    assert sc.hand_size(8) == 0 and sc.equipment(8) == {}


# ============================================================================ R-D5, R-D6
def test_rd5_collaborator_dies_with_the_foreign_player() -> None:
    """R-D5: when the foreign player dies the collaborator dies at once, with no killer, and its
    cards are discarded; nobody draws for it (the foreign player is not cult: no reward at all)."""
    sc = Scenario(10, identities=TEN)
    sc.hp(8, 1)
    sc.hand(9, ["kanpo", "li_1x1"])
    sc.hand(3, ["ji_1x6", "zhangmenxinwu"])
    sc.play_phase(3)
    sc.use("ji_1x6")
    sc.target(8)
    assert not sc.alive(8) and not sc.alive(9)
    deaths = sc.logged(L.EV_DEATH)
    assert [(row[0], row[1]) for row in deaths] == [(8, 3), (9, -1)]
    assert sc.logged(L.EV_REWARD) == []
    assert sc.hand_faces(3) == ["zhangmenxinwu"]
    assert sc.hand_size(9) == 0 and "kanpo" in sc.discard_faces()
    assert bool(sc.state["revealed"][9])
    assert not sc.over()


def test_rd6_death_without_a_source_has_no_killer() -> None:
    """R-D6: damage with no source kills with no killer: nobody is rewarded for the cult member
    (not even the current player)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(0, ["zhangmenxinwu", "kanpo"])
    sc.play_phase(0)
    sc.inject_damage(3, 1)
    assert not sc.alive(3)
    assert sc.logged(L.EV_DEATH) == [(3, -1, 2, 0, 0)]
    assert sc.logged(L.EV_REWARD) == []
    assert sc.hand_size(0) == 2


def test_rd6_killer_is_the_damage_source() -> None:
    """R-D6: the killer is the source of the fatal damage, not the current player: seat 4's
    damage during seat 0's turn kills cult seat 3, and seat 4 draws the 3 cards."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(0, ["zhangmenxinwu", "kanpo"])
    sc.play_phase(0)
    sc.inject_damage(3, 1, source=4, colour="red")
    assert sc.logged(L.EV_DEATH) == [(3, 4, 2, 0, 0)]
    assert sc.logged(L.EV_REWARD) == [(4, 3, 0, 0, 0)]
    assert sc.hand_size(4) == 3 and sc.hand_size(0) == 2


def test_current_player_dying_ends_its_turn() -> None:
    """Ruling: when the current player dies in its own turn, the rest of the turn is skipped (no
    discard phase) and the next living seat's turn begins."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(2, ["li_1x1", "zhangmenxinwu", "kanpo", "wuchangdan", "xixing", "li_2x1"])
    sc.hp(2, 1)
    sc.draw_pile_top(["li_1x1", "li_1x1", "li_1x1"])
    sc.play_phase(2)
    sc.inject_damage(2, 1)
    assert not sc.alive(2)
    assert sc.current() == 3
    assert sc.logged(L.EV_TURN)[-1][0] == 3
    assert sc.hand_faces(3) == ["li_1x1"] * 3
    assert sc.decision().kind == "play" and sc.decision().actor == 3
    assert sc.hand_size(2) == 0  # its cards were discarded on death (R-D2), not kept


# ============================================================================ end (R-W)
def test_rw2_leader_dies_court_alone_wins() -> None:
    """R-W2: the leader dies with only the court alive: the court wins (R-W4: only its seat gets
    the win reward), and the game ends at once (R-W1)."""
    sc = Scenario(5, identities=FIVE)
    for p in (1, 2, 3):
        sc.kill(p)
    sc.hp(0, 1)
    sc.hand(4, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(4)
    _attack(sc, 4, 0)
    assert sc.over() and sc.decision().kind == "over"
    assert sc.winners() == ["court"]
    assert list(sc.returns()) == [-1, -1, -1, -1, 1]


def test_rw2_leader_dies_cult_wins_while_alive() -> None:
    """R-W2: the leader dies with cult members alive: the cult wins (both cult seats)."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(0, 1)
    sc.hand(2, ["ji_2x2", "zhangmenxinwu"])
    sc.play_phase(2)
    _attack(sc, 2, 0, "ji_2x2")
    assert sc.winners() == ["cult"]
    assert list(sc.returns()) == [-1, -1, 1, 1, -1]


def test_rw2_leader_dies_cult_wins_even_when_all_dead() -> None:
    """R-W2: the court kills the leader while a righteous member is alive: survivors are not all
    court, so the cult wins although every cult member is dead."""
    sc = Scenario(5, identities=FIVE)
    sc.kill(2)
    sc.kill(3)
    sc.hp(0, 1)
    sc.hand(4, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(4)
    _attack(sc, 4, 0)
    assert sc.winners() == ["cult"]
    assert list(sc.returns()) == [-1, -1, 1, 1, -1]


def test_rw2_foreign_side_alone_wins() -> None:
    """R-W2: the leader dies with only the foreign player and the collaborator alive: both win."""
    sc = Scenario(10, identities=TEN)
    for p in range(1, 8):
        sc.kill(p)
    sc.hp(0, 1)
    sc.hand(8, ["ji_2x2", "zhangmenxinwu"])
    sc.play_phase(8)
    _attack(sc, 8, 0, "ji_2x2")
    assert sorted(sc.winners()) == ["collaborator", "foreign"]
    assert list(sc.returns()) == [-1] * 8 + [1, 1]


def test_rw2_foreign_alone_wins_with_dead_collaborator() -> None:
    """R-W2/R-W4: the foreign player as sole survivor wins, and the dead collaborator wins with
    it."""
    sc = Scenario(10, identities=TEN)
    for p in (1, 2, 3, 4, 5, 6, 7, 9):
        sc.kill(p)
    sc.hp(0, 1)
    sc.hand(8, ["ji_2x2", "zhangmenxinwu"])
    sc.play_phase(8)
    _attack(sc, 8, 0, "ji_2x2")
    assert sorted(sc.winners()) == ["collaborator", "foreign"]
    assert list(sc.returns()) == [-1] * 8 + [1, 1]


def test_rw2_mixed_survivors_cult_wins() -> None:
    """R-W2: survivors the court and the foreign player (neither all court nor all foreign side):
    the cult wins, though no cult member is alive."""
    sc = Scenario(10, identities=TEN)
    for p in (1, 2, 3, 4, 5, 6, 9):
        sc.kill(p)
    sc.hp(0, 1)
    sc.hand(8, ["ji_2x2", "zhangmenxinwu"])
    sc.play_phase(8)
    _attack(sc, 8, 0, "ji_2x2")
    assert sc.winners() == ["cult"]
    ret = sc.returns()
    assert list(np.flatnonzero(ret > 0)) == [3, 4, 5, 6]


def test_rw3_leader_and_righteous_win_alive_or_dead() -> None:
    """R-W3: when the last cult member dies with the court already dead, the leader and the
    righteous win, the dead righteous member included."""
    sc = Scenario(5, identities=FIVE)
    sc.kill(1)
    sc.kill(2)
    sc.kill(4)
    sc.hp(3, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    _attack(sc, 0, 3)
    assert sc.over()
    assert sorted(sc.winners()) == ["leader", "righteous"]
    assert list(sc.returns()) == [1, 1, -1, -1, -1]


def test_rw3_needs_foreign_side_dead_too() -> None:
    """R-W3: with every cult member and the court dead but the foreign player alive, the game
    goes on."""
    sc = Scenario(10, identities=TEN)
    for p in (3, 4, 5, 7):
        sc.kill(p)
    sc.hp(6, 1)
    sc.hand(0, ["ji_1x6", "zhangmenxinwu"])
    sc.play_phase(0)
    _attack(sc, 0, 6, "ji_1x6")
    assert not sc.alive(6)
    assert not sc.over()
    assert list(sc.returns()) == [0.0] * 10


def test_rw4_rewards_follow_the_config() -> None:
    """R-W4: the per-seat returns use GameConfig.reward_win / reward_loss."""
    sc = Scenario(5, identities=FIVE, reward_win=2.0, reward_loss=-0.5)
    sc.kill(1)
    sc.kill(2)
    sc.kill(4)
    sc.hp(3, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    _attack(sc, 0, 3)
    assert list(sc.returns()) == [2.0, 2.0, -0.5, -0.5, -0.5]


def test_rd2_dead_identity_in_every_observation() -> None:
    """R-D2: once dead, a character's identity shows in every other seat's observation."""
    sc = Scenario(5, identities=FIVE)
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(2)
    lay = sc.eng.layout
    before = sc.eng.observe(1)[lay.seat_slice((3 - 1) % 5)]
    assert before[11] == 0.0
    _attack(sc, 2, 3)
    for me in (0, 1, 2, 4):
        block = sc.eng.observe(me)[lay.seat_slice((3 - me) % 5)]
        assert block[11] == 1.0 and block[12 + 2] == 1.0  # known: cult


def test_rd5_collaborator_dying_in_its_own_turn_ends_the_turn() -> None:
    """R-D5 + ruling "death of the current player": the collaborator (seat 0, current) uses
    剑魔下凡; its first target, the foreign player at 1 HP, takes the damage and dies, so the
    collaborator dies at once. Its turn ends there: the rest of 剑魔下凡 is not resolved (seats
    2-9 keep full HP) and seat 2's turn begins."""
    idents = ["collaborator", "foreign", "leader", "righteous", "righteous"]
    idents += ["cult", "cult", "cult", "cult", "court"]
    sc = Scenario(10, identities=idents)
    sc.hp(1, 1)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    assert not sc.alive(0) and not sc.alive(1)
    assert sc.current() == 2
    assert [sc.hp(p) for p in range(2, 10)] == [5, 4, 4, 4, 4, 4, 4, 4]
    assert [row[1] for row in sc.logged(L.EV_DAMAGE)] == [1]
