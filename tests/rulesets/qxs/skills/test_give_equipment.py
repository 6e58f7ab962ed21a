"""Hero skill ``give_equipment`` (黄裳 神功传世): its scenario tests.

神功传世: Once in your play phase you may equip an equipment card from your hand onto another
character; then you or it draws a card.
"""

from __future__ import annotations

from ..helpers import hand_card, ok, sc5


def test_huangshang_shengong_chuanshi_equips_another_then_one_draws():
    """黄裳 神功传世: in his play phase he equips seat 1 with the art from his hand, then chooses
    who draws a card (seat 1 here); once per turn."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "huangshang")
    art = sc.hand(0, ["hunyuanqi", "zhangmenxinwu"])[0]
    sc.hand(1, [])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "hunyuanqi")
    sc.target(1)
    assert sorted(sc.targets()) == [0, 1]
    sc.target(1)
    assert sc.zone_of(art) == ("equipment", 1)
    assert sc.hand_size(1) == 1
    assert not sc.can_hero_skill(0)
    ok(sc)
