"""Hero skill ``draw_on_colour_played`` (张三丰 打力): its scenario tests.

打力: Whenever you put out a red card, you draw a card.
"""

from __future__ import annotations

from ..helpers import sc5


# also 借力 (draw_when_targeted_by_colour), 张三丰's other skill
def test_zhangsanfeng_dali_and_jieli():
    """张三丰 打力: a red card he puts out draws a card (attacking and defending); 借力: another
    character's red card aimed at him draws a card."""
    sc = sc5()
    sc.set_hero(0, "zhangsanfeng")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.hand_size(0) == 2  # ji_1x1 and the card drawn
    sc2 = sc5()
    sc2.set_hero(1, "zhangsanfeng")
    sc2.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc2.hand(1, ["li_1x1"])
    sc2.play_phase(0)
    sc2.use("li_2x1").target(1)  # 借力: +1
    assert sc2.hand_size(1) == 2
    sc2.respond("li_1x1")  # 打力 on a red defence: +1
    assert sc2.hand_size(1) == 2
