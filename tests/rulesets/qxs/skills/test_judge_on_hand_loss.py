"""Hero skill ``judge_on_hand_loss`` (九难 多灾多难): its scenario tests.

多灾多难: Each time you lose a hand card outside your turn, you may judge once.
"""

from __future__ import annotations

from ..helpers import ok, sc5


# also 神功自成 (draw_on_dark_judgement), 九难's third skill
def test_jiunan_duozai_judges_on_hand_loss_and_shengong_draws_on_dark():
    """九难 多灾多难 + 神功自成: attacked in seat 0's turn she defends with a move (a hand card
    lost outside her turn): she may judge; the judgement is red (dark), so she may draw."""
    sc = sc5()
    sc.set_hero(1, "jiunan")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.draw_pile_top(["li_2x1", "qi_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # 多灾多难
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # 神功自成 (the judgement came out red)
    sc.yes()
    assert sc.hand_faces(1) == ["qi_1x1"]
    assert "li_2x1" in sc.discard_faces()
    ok(sc)


# also 神功自成 (draw_on_dark_judgement), 九难's third skill
def test_jiunan_duozai_not_in_her_own_turn_and_light_judgement_draws_nothing():
    """多灾多难 is not offered for cards she uses in her own turn; a yellow judgement does not
    offer 神功自成."""
    sc = sc5()
    sc.set_hero(0, "jiunan")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "colour"  # (铁剑门), not a confirm
    sc.name_colour("red")
    assert sc.decision().kind == "play"
    other = sc5()
    other.set_hero(1, "jiunan")
    other.hand(0, ["li_1x1", "zhangmenxinwu"])
    other.hand(1, ["su_1x2"])
    other.draw_pile_top(["qi_2x2"])
    other.play_phase(0)
    other.use("li_1x1").target(1).respond("su_1x2")
    other.yes()  # 多灾多难: the judgement is yellow
    assert other.decision().kind == "play" and other.hand_faces(1) == []
