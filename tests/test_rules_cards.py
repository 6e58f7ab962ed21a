"""Scenario tests of strategy, poison and medicine cards (R-K1..R-K3) and the face-down status.

Judgements are controlled by stacking the draw pile (``Scenario.draw_pile_top``): the first card
named is the one turned over. Colours: red 0, blue 1, yellow 2, white 3.
"""

from __future__ import annotations

import pytest

from qxs_env.engine import layout as L
from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]
# one plain move card of each colour, to stack judgements
OF_COLOUR = {"red": "li_1x1", "blue": "ji_1x1", "yellow": "qi_1x1", "white": "su_1x2"}


# ============================================================================ 看破 (R-K1)
def test_rk1_kanpo_cancels_a_strategy_card() -> None:
    """R-K1: seat 0 uses 吸星 on seat 1; seat 1 plays 看破: 吸星 has no effect, seat 1 keeps its
    other card, and 吸星 and 看破 go to the discard pile."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1  # only target: forced
    sc.cancel("kanpo")
    assert sc.hand_faces(1) == ["li_1x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
    assert sorted(sc.discard_faces()) == ["kanpo", "xixing"]
    assert len(sc.logged(L.EV_CANCEL)) == 1


def test_rk1_without_kanpo_the_card_resolves() -> None:
    """R-K1 (control): if seat 1 passes, 吸星 takes one of its cards into seat 0's hand."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.pass_()
    assert sc.hand_size(1) == 1
    assert sc.hand_size(0) == 2
    assert len(sc.logged(L.EV_TAKE)) == 1


def test_rk1_kanpo_against_kanpo_restores_the_card() -> None:
    """R-K1: a 看破 can be answered by another 看破. Seat 1 cancels 吸星, seat 0 cancels that 看破:
    吸星 takes effect after all (seat 0 takes seat 1's last card)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "kanpo", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_2x1"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0  # the user is asked first
    sc.pass_()
    assert sc.decision().actor == 1
    sc.cancel()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0
    assert sc.decision().face == "kanpo"  # now the window is against seat 1's 看破
    sc.cancel()
    assert sc.hand_faces(0) == ["li_2x1", "zhangmenxinwu"]
    assert sc.hand_faces(1) == []
    assert sorted(sc.discard_faces()) == ["kanpo", "kanpo", "xixing"]


def test_rk1_three_kanpo_chain_cancels() -> None:
    """R-K1: a chain of three 看破 (odd length) cancels the card: seat 1 cancels, seat 0 cancels
    back, seat 1 cancels again; 吸星 does nothing."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "kanpo", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "kanpo", "li_2x1"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.pass_()  # seat 0 does not cancel its own card
    sc.cancel()  # seat 1 against 吸星
    sc.cancel()  # seat 0 against seat 1's 看破
    assert sc.decision().actor == 1
    sc.cancel()  # seat 1 against seat 0's 看破
    assert sc.hand_faces(1) == ["li_2x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]


def test_rk1_cancel_window_asks_from_the_current_player() -> None:
    """R-K1 ruling: the cancel window asks players in turn order from the current player: with
    seat 2 playing and seats 1 and 4 holding 看破, seat 4 is asked before seat 1."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(2, ["xixing", "zhangmenxinwu"])
    sc.hand(3, ["li_1x1"])
    sc.hand(1, ["kanpo"])
    sc.hand(4, ["kanpo"])
    sc.play_phase(2)
    sc.use("xixing")
    sc.target(3)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 4
    sc.pass_()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1
    sc.pass_()
    assert sc.hand_faces(2) == ["li_1x1", "zhangmenxinwu"]


def test_rk1_jianmoxiafan_kanpo_spares_only_the_protected_target() -> None:
    """R-K1 with 剑魔下凡: every other character must play a move or take 1 damage; a 看破 played
    in seat 2's window spares seat 2 only, the others without a move take 1 damage."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    assert sc.decision().kind == "play"
    sc.use("jianmoxiafan")
    # seat 1's window first: seat 2 may protect seat 1, and passes
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 2, 1)
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 2, 2)
    sc.cancel()
    assert [sc.hp(p) for p in range(5)] == [5, 3, 4, 3, 3]


def test_rk1_kanpo_for_another_character() -> None:
    """R-K1: a 看破 cancels the card for one character, whoever plays it: seat 2 protects seat 1
    from 剑魔下凡 and, with no 看破 left, takes the damage itself."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    sc.cancel()  # in seat 1's window
    assert [sc.hp(p) for p in range(5)] == [5, 4, 3, 3, 3]


def test_rk1_jianmoxiafan_answered_with_a_move() -> None:
    """剑魔下凡: a target that plays a move card (any colour) takes no damage; the move is
    discarded (R-T7)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(3, ["qi_1x1"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("respond", 3, 0)
    sc.respond("qi_1x1")
    assert [sc.hp(p) for p in range(5)] == [5, 3, 3, 4, 3]
    assert "qi_1x1" in sc.discard_faces()


def test_rk1_kanpo_does_not_answer_poison() -> None:
    """R-K1/R-K2: 看破 answers strategy cards only: against 十香软筋散 (a poison) a 看破 holder is
    not asked, and the poison resolves (seat 0 discards seat 3's mental art)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.hand(3, ["kanpo"])
    sc.equip(3, "bixuegong")
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(3)
    assert sc.decision().kind == "pick" and sc.decision().actor == 0
    sc.pick_equip("mental")
    assert sc.equipment(3) == {}
    assert sc.hand_faces(3) == ["kanpo"]
    assert sorted(sc.discard_faces()) == ["bixuegong", "shixiangruanjinsan"]


def test_rk2_wuchangdan_cancels_a_poison() -> None:
    """R-K2: 无常丹 cancels a (non-delayed) poison: 十香软筋散 on seat 3 does nothing."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.hand(3, ["wuchangdan", "li_1x1"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(3)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 3
    sc.cancel("wuchangdan")
    assert sc.hand_faces(3) == ["li_1x1"]


# ============================================================================ delayed (R-K2)
def test_rk2_delayed_poison_placed_without_a_window() -> None:
    """R-K2 ruling: 悲酥清风 goes into the target's judgement area at once; a 无常丹 holder is not
    asked when it is placed."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["beisuqingfeng", "zhangmenxinwu"])
    sc.hand(1, ["wuchangdan"])
    sc.play_phase(0)
    sc.use("beisuqingfeng")
    sc.target(1)
    assert sc.judgement_faces(1) == ["beisuqingfeng"]
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    assert sc.logged(L.EV_PLACE)[0][0] == 1


def test_rk2_delayed_poison_judged_in_the_judgement_phase() -> None:
    """R-K2: the delayed card is judged in its holder's next judgement phase (blue: 悲酥清风
    fails, the play phase is skipped) and then discarded."""
    sc = Scenario(5, identities=FIVE)
    (card,) = sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top(["ji_1x1", "li_1x1", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    (judge,) = sc.logged(L.EV_JUDGE)
    assert (judge[0], judge[2], judge[3]) == (1, 1, card)  # seat 1, blue, for 悲酥清风
    assert sc.logged(L.EV_PHASE_SKIP) == [(1, L.PH_PLAY, 0, 0, 0)]
    assert sc.zone_of(card) == ("discard", -1)
    assert sc.hand_faces(1) == ["li_1x1"] * 3


def test_rk2_wuchangdan_cancels_at_judgement() -> None:
    """R-K2: in the judgement phase the holder plays 无常丹: 悲酥清风 is discarded with no
    judgement (the stacked blue card is drawn instead) and the play phase happens."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.hand(1, ["wuchangdan"])
    sc.draw_pile_top(["ji_2x2", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1
    sc.cancel("wuchangdan")
    assert sc.logged(L.EV_JUDGE) == []
    assert sc.hand_faces(1) == ["ji_2x2", "li_1x1", "li_1x1"]
    assert sc.decision().kind == "play" and sc.decision().actor == 1
    assert sorted(sc.discard_faces()) == ["beisuqingfeng", "wuchangdan"]


def test_rk2_wuchangdan_against_wuchangdan() -> None:
    """R-K2/R-K1: 无常丹 answers 无常丹: seat 1 cancels its 悲酥清风, seat 2 cancels that 无常丹, so
    the poison is judged after all (blue: the play phase is skipped)."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.hand(1, ["wuchangdan"])
    sc.hand(2, ["wuchangdan"])
    sc.draw_pile_top(["ji_2x2", "li_1x1", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    assert sc.decision().actor == 1
    sc.cancel()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 2
    sc.cancel()
    assert len(sc.logged(L.EV_JUDGE)) == 1
    assert sc.logged(L.EV_PHASE_SKIP)[0][:2] == (1, L.PH_PLAY)


def test_rk2_skip_applies_once() -> None:
    """R-K2: a failed 三尸脑神丹 skips one draw phase only: the next turn draws again."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["sanshinaoshendan"])
    sc.draw_pile_top(["li_1x1", "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.logged(L.EV_PHASE_SKIP)[0][:2] == (1, L.PH_DRAW)
    assert sc.hand_faces(1) == []
    assert int(sc.state["skip"][1]) == 0
    sc.draw_pile_top(["li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.hand_faces(1) == ["li_2x1"] * 3


# ======================================================================= judgement colours (R-K3)
@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_beisuqingfeng_safe_on_yellow_only(colour: str) -> None:
    """R-K3: 悲酥清风 skips the play phase unless the judgement is yellow."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top([OF_COLOUR[colour], "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    skipped = [row[1] for row in sc.logged(L.EV_PHASE_SKIP) if row[0] == 1]
    assert skipped == ([] if colour == "yellow" else [L.PH_PLAY])
    if colour == "yellow":
        assert sc.decision().kind == "play" and sc.decision().actor == 1


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_sanshinaoshendan_safe_on_white_only(colour: str) -> None:
    """R-K3: 三尸脑神丹 skips the draw phase unless the judgement is white."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["sanshinaoshendan"])
    sc.hand(1, ["zhangmenxinwu"])
    sc.draw_pile_top([OF_COLOUR[colour], "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    skipped = [row[1] for row in sc.logged(L.EV_PHASE_SKIP) if row[0] == 1]
    assert skipped == ([] if colour == "white" else [L.PH_DRAW])
    assert sc.hand_size(1) == (4 if colour == "white" else 1)


def test_rk3_sanshinaoshendan_distance_one() -> None:
    """三尸脑神丹 may only be placed on a character at distance 1."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["sanshinaoshendan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    assert sc.targets() == [1, 4]


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_hunyuanqi_blocks_on_light_colours(colour: str) -> None:
    """R-K3 with 混元气: when attacked its owner may judge; yellow or white (light) blocks the
    attack outright (no defence asked, no damage); red or blue does not, and the attack goes on
    to the defence and the clash."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.draw_pile_top([OF_COLOUR[colour]])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    d = sc.decision()
    assert (d.kind, d.actor) == ("confirm", 1)
    sc.yes()
    assert len(sc.logged(L.EV_JUDGE)) == 1
    if colour in ("yellow", "white"):
        assert sc.hp(1) == 4
        assert sc.clashes() == []
        hy = sc.eng.catalogue.index["hunyuanqi"]
        assert (1, hy) in [row[:2] for row in sc.logged(L.EV_BLOCK)]
    else:
        assert sc.clashes() == [(0, 1, 2, 0)]
        assert sc.hp(1) == 3


def test_rk3_hunyuanqi_is_optional() -> None:
    """混元气 is optional: declining it makes no judgement and the attack goes on."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    sc.pass_()
    assert sc.logged(L.EV_JUDGE) == []
    assert sc.hp(1) == 3


# ============================================================================ other cards
def test_xixing_takes_a_card_at_distance_one() -> None:
    """吸星: only characters at distance 1 holding cards may be targeted; the chosen equipped card
    moves into the user's hand."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(2, "bixuegong")
    sc.equip(4, "hunyuanqi")
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.targets() == [4]  # seat 1 holds nothing, seat 2 is at distance 2
    sc.target(4)
    sc.pass_while("cancel")  # every seat is asked in the 看破 window (auto_forced off)
    sc.pick_equip("mental")
    assert sc.hand_faces(0) == ["hunyuanqi", "zhangmenxinwu"]
    assert sc.equipment(4) == {}


def test_shixiangruanjinsan_any_distance_and_judgement_cards() -> None:
    """十香软筋散: any other character with cards, at any distance; a card of its judgement area
    may be chosen and is discarded."""
    sc = Scenario(
        8,
        identities=["leader", "righteous", "righteous", "cult", "cult", "cult", "cult", "court"],
        auto_forced=False,
    )
    sc.judgement(4, ["beisuqingfeng", "sanshinaoshendan"])
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    assert sc.targets() == [4]
    sc.target(4)
    sc.pass_while("cancel")
    sc.pick_judgement(1)
    assert sc.judgement_faces(4) == ["beisuqingfeng"]
    assert sc.discard_faces() == ["sanshinaoshendan", "shixiangruanjinsan"]


def test_heiyuduanxugao_heals_in_play_phase_not_at_full_hp() -> None:
    """黑玉断续膏 in the play phase restores 1 HP; at full HP it cannot be used (ruling), unless
    heal_at_full is on."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    assert not sc.can_use("heiyuduanxugao")
    sc.hp(0, 3)
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 4

    sc = Scenario(5, identities=FIVE, heal_at_full=True)
    sc.hand(0, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 5


def test_zhangmenxinwu_draws_two() -> None:
    """掌门信物: its user draws 2 cards from the top of the draw pile."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["zhangmenxinwu", "li_1x1"])
    sc.draw_pile_top(["kanpo", "wuchangdan"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hand_faces(0) == ["kanpo", "li_1x1", "wuchangdan"]


# ============================================================================ face down (西湖底牢)
def test_face_down_takes_no_damage_and_may_still_defend() -> None:
    """Face down (ruling): 西湖底牢 turns seat 1 face down; an attack on it deals no damage (it is
    prevented), and seat 1 is still asked for a defence."""
    sc = Scenario(5, identities=FIVE, attacks_per_turn=2)
    sc.hand(0, ["xihulaodi", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1", "qi_1x1"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    sc.target(1)
    assert bool(sc.state["face_down"][1])
    sc.use("li_2x1")
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.pass_()
    assert sc.hp(1) == 4
    assert sc.logged(L.EV_PREVENT)[0][:3] == (1, 1, -1)


def test_face_down_cannot_be_targeted_again() -> None:
    """Face down (ruling): 西湖底牢 only targets face-up characters."""
    sc = Scenario(5, identities=FIVE)
    sc.set_face_down(1)
    sc.hand(0, ["xihulaodi", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets()


def test_face_down_skips_next_turn_then_turns_up() -> None:
    """Face down (ruling): at its next turn the character turns face up and skips that turn
    entirely (no judgement, no draw); the turn passes to the next seat. Its turn after that is
    normal."""
    sc = Scenario(5, identities=FIVE)
    sc.set_face_down(1)
    sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top(["li_1x1", "li_1x1", "li_1x1"])
    sc.play_phase(0)  # empty hand: ends at once, seat 1's turn comes
    assert sc.logged(L.EV_SKIP_TURN) == [(1, 0, 0, 0, 0)]
    assert not bool(sc.state["face_down"][1])
    assert sc.judgement_faces(1) == ["beisuqingfeng"]
    assert sc.hand_size(1) == 0
    assert sc.current() == 2 and sc.hand_faces(2) == ["li_1x1"] * 3
    sc.draw_pile_top(["qi_1x1", "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.logged(L.EV_SKIP_TURN) == [(1, 0, 0, 0, 0)]
    assert sc.hand_faces(1) == ["li_2x1"] * 3


def test_card_distances_use_lightness() -> None:
    """R-M2 applies to card distances too: with 水上漂 (−1) seat 0 reaches seat 2 (distance 2)
    with 吸星 (distance 1); 踏雪无痕 (+1) on seat 1 puts it out of reach of 三尸脑神丹."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(0, "shuishangpiao")
    sc.hand(2, ["li_1x1"])
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.targets() == [2]

    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(1, "taxuewuhen")
    sc.hand(0, ["sanshinaoshendan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    assert sc.targets() == [4]


def test_rk1_cancelled_cancel_restarts_the_asking() -> None:
    """R-K1 ruling: when a 看破 is itself cancelled, the asking starts again from the current
    player, so a player who passed before may still cancel. Seat 1 cancels 吸星, seat 3 cancels
    seat 1's 看破 (seat 4 lets it stand), then seat 4 is asked again about 吸星 and cancels it."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.hand(3, ["kanpo"])
    sc.hand(4, ["kanpo"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.target(1)
    asked = []
    while sc.decision().kind == "cancel":
        d = sc.decision()
        asked.append((d.actor, d.face))
        if (d.actor, d.face) in [(1, "xixing"), (3, "kanpo"), (4, "xixing")]:
            sc.cancel()
        else:
            sc.pass_()
    assert asked == [(1, "xixing"), (3, "kanpo"), (4, "kanpo"), (4, "xixing")]
    assert sc.hand_faces(1) == ["li_1x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
