"""Hero skill ``demand_colour_card`` (余沧海 巧取豪夺): its scenario tests.

巧取豪夺: Once in your play phase, a character in your attack range must give you a card of your
hero's colour or take 1 damage from you.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yucanghai_qiaoquhaoduo_card_of_his_colour_or_damage():
    """巧取豪夺: seat 1 (within his reach) gives him a blue card (his hero colour) or takes 1
    damage; with a blue card it gives it, without one it is hurt."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yucanghai")
    blue = sc.hand(1, [("ji_1x1", "blue"), "li_1x1"])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(2)
    assert sc.targets() == [1, 4]
    sc.target(1)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    sc.hand_card("ji_1x1", "blue")
    assert sc.zone_of(blue) == ("hand", 0) and sc.hp(1) == 4
    assert not sc.can_hero_skill(2)
    sc2 = sc5()
    sc2.set_hero(0, "yucanghai")
    sc2.hand(1, ["li_1x1"])
    sc2.hand(0, ["zhangmenxinwu"])
    sc2.play_phase(0)
    sc2.hero_skill(2)
    sc2.target(1)
    assert sc2.hp(1) == 3
