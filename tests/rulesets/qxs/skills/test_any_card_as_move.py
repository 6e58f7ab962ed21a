"""Hero skill ``any_card_as_move`` (玄慈 杂阿含功): its scenario tests.

杂阿含功: Whenever you need a move, you may put out any hand card as a skill-less move of its
colour, power 1 and range 1.

Rules: R-M1.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_xuanci_zaahangong_strategy_card_attacks_as_move():
    """玄慈 杂阿含功: any hand card (here the white strategy 掌门信物) is put out as a skill-less
    white move of power 1 and range 1 (R-M1). Without the skill he holds no move and his play
    phase could not attack."""
    sc = sc5()
    sc.set_hero(0, "xuanci")
    sc.hand(0, [("zhangmenxinwu", "white")])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "zhangmenxinwu")
    assert sc.targets() == [1, 4]  # range 1
    sc.target(1)
    assert sc.clashes() == [(0, 1, 1, 0)]
    assert sc.hp(1) == 3  # (4 HP, 1 damage)


def test_xuanci_zaahangong_defends_with_medicine():
    """杂阿含功 in a defence: a medicine card becomes a move of its colour that clashes."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanci")
    sc.hand(1, [("heiyuduanxugao", "white")])
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "heiyuduanxugao")
    # his white 1 counters the red attacking move through 大力金刚 (+1): 2 against 1, blocked
    assert sc.clashes() == [(0, 1, 1, 2)]
    assert sc.hp(1) == 5
