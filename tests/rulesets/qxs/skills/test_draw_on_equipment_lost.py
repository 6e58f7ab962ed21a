"""Hero skill ``draw_on_equipment_lost`` (方证大师 藏经阁): its scenario tests.

藏经阁: Each time one of your equipped cards leaves you, you may draw a card.

Rules: R-D4.
"""

from __future__ import annotations

from ..helpers import ok, sc5, sc5_wide


def test_cangjingge_waits_until_the_dead_current_players_turn_is_over():
    """The leader 方证大师 (seat 0) kills the current player (seat 2, righteous) in a duel seat 2
    started: R-D4 makes him throw away his equipment, and 藏经阁 offers its draw only once the
    dead player's turn has been skipped (the next seat is current). Before the fix the offer
    came while the dead seat 2 was still the current player (invariant E34; found by the fuzz:
    9 players seed 3350, 8 melee seed 1521, heroes standard)."""
    sc = sc5_wide()
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["li_1x1"])
    sc.hand(2, ["dantiao"])
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.use("dantiao").target(0)
    sc.pass_while("cancel")
    if sc.decision().kind == "respond" and sc.decision().actor == 0:
        sc.respond("li_1x1")
    sc.pass_while("rescue")
    assert not sc.alive(2)
    assert sc.equipment(0) == {}  # R-D4: the leader killed a righteous
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # 藏经阁, for the thrown-away 混元气
    assert sc.current() == 3  # seat 2's turn is over
    ok(sc)
    sc.yes()
    assert sc.hand_size(0) == 1
    ok(sc)


def test_fangzheng_cangjingge_draws_when_equipment_is_thrown_away():
    """方证大师 藏经阁: 十香软筋散 throws away his equipped 混元气; he may draw a card for it
    (without the skill nothing is offered and his hand stays empty)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.equip(1, "hunyuanqi")
    sc.hand(1, [])
    sc.hand(0, ["shixiangruanjinsan", "li_1x1"])
    sc.draw_pile_top(["qi_2x2"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")  # (its only target, card and answers are taken at once)
    assert sc.equipment(1) == {}
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hand_faces(1) == ["qi_2x2"]
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    ok(sc)


def test_fangzheng_cangjingge_replaced_equipment_and_declining():
    """方证大师 藏经阁: equipping a second mental art throws the first away (it leaves him): he is
    asked; passing draws nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["shaolinyijinjing", "li_1x1"])
    sc.draw_pile_top(["qi_2x2"])
    sc.play_phase(0)
    sc.use("shaolinyijinjing")
    if sc.decision().kind == "confirm" and sc.decision().face is not None:
        sc.pass_()  # (少林方丈 for the Shaolin card: not this test)
    assert sc.equipment(0) == {"mental": "shaolinyijinjing"}
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    assert sc.describe().endswith("藏经阁?")
    sc.pass_()
    assert sc.hand_faces(0) == ["li_1x1"]
    assert sc.decision().kind == "play"
    ok(sc)
