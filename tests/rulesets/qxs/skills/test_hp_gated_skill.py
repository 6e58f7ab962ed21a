"""Hero skill ``hp_gated_skill`` (胡一刀苗人凤 辽东大侠): its scenario tests.

辽东大侠: While your HP is at least 3 you also have 胡斐's 胡家刀法: whenever you need a move, a
yellow or white hand card may be put out as a skill-less white move of power 1 and range 2.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_huyidaomaorenfeng_liaodong_daxia_hujia_daofa_while_hp_high():
    """胡一刀苗人凤 辽东大侠: with 3 HP or more he has 胡家刀法 (a yellow card as a white power-1
    range-2 move); at 2 HP the skill is not offered."""
    sc = sc5()
    sc.set_hero(0, "huyidaomaorenfeng")
    sc.hand(0, ["qi_2x2"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "qi_2x2")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 1, 0)]
    low = sc5()
    low.set_hero(0, "huyidaomaorenfeng")
    low.hp(0, 2)
    low.hand(0, ["qi_2x2"])
    low.play_phase(0)
    assert not low.can_hero_skill(1)
