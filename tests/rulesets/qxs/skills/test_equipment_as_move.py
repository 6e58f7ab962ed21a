"""Hero skill ``equipment_as_move`` (袁承志 金蛇锥): its scenario tests.

金蛇锥: Once per turn you may put out an equipment card as a move of its colour, power 2 and range
2.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yuanchengzhi_jinshezhui_equipment_card_as_move():
    """金蛇锥: once per turn a hand equipment card (the yellow art 混元气) is put out as a
    yellow move of power 2 and range 2."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yuanchengzhi")
    sc.hand(0, ["hunyuanqi", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("hunyuanqi")
    assert sc.targets() == [1, 2, 3, 4]
    sc.target(2)
    sc.pass_()
    assert sc.clashes() == [(0, 2, 2, 0)] and sc.hp(2) == 3
    assert not sc.can_hero_skill(1)
