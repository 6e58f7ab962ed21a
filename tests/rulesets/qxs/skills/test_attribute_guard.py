"""Hero skill ``attribute_guard`` (公孙止 闭穴功, 阳顶天 移宫易穴): its scenario tests.

闭穴功 / 移宫易穴
"""

from __future__ import annotations

from ..helpers import sc5


def test_gongsunzhi_bixuegong_first_red_or_blue_damage_each_turn():
    """公孙止 闭穴功: the first red or blue damage of the turn is prevented, the second is not;
    damage without attribute is never prevented."""
    sc = sc5()
    sc.set_hero(1, "gongsunzhi")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2, colour="red")
    assert sc.hp(1) == hp
    sc.inject_damage(1, 1, source=2, colour="blue")
    assert sc.hp(1) == hp - 1
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == hp - 2
