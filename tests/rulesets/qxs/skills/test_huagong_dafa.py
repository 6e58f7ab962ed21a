"""Hero skill ``huagong_dafa`` (丁春秋 化功大法): its scenario tests.

化功大法: In your play phase you may throw away two cards of one colour; each other character then
gives up one of its equipped cards or takes 1 damage from you.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_dingchunqiu_huagongdafa():
    """丁春秋 化功大法: two cards of one colour; every other character gives up an equipped card
    or takes 1 damage from him."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "dingchunqiu")
    sc.hand(0, ["li_1x1", "li_2x1", "zhangmenxinwu"])
    sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    hps = [sc.hp(s) for s in range(5)]
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    hand_card(sc, "li_2x1")
    assert sc.decision().kind == "pick" and sc.decision().actor == 1
    sc.pick_equip("mental")
    assert sc.equipment(1) == {} and sc.hp(1) == hps[1]
    for s in (2, 3, 4):
        assert sc.hp(s) == hps[s] - 1
