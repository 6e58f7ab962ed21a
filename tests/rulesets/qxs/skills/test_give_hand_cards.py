"""Hero skill ``give_hand_cards`` (无涯子 神功相赠): its scenario tests.

神功相赠: In your play phase you may give any of your hand cards to other characters.
"""

from __future__ import annotations

from ..helpers import sc5


def test_wuyazi_shengongxiangzeng_gives_cards_to_several():
    """神功相赠: in his play phase he gives hand cards to others, one by one, to whom he likes."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuyazi")
    sc.hand(0, ["li_1x1", "zhangmenxinwu", "qi_2x2"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.target(2)
    sc.hand_card("qi_2x2")
    sc.target(3)
    sc.pass_()  # keeps the last one
    assert sc.hand_faces(2) == ["li_1x1"] and sc.hand_faces(3) == ["qi_2x2"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"] and sc.decision().kind == "play"
