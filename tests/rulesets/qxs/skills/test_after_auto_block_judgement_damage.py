"""Hero skill ``after_auto_block_judgement_damage`` (段誉 六脉神剑): its scenario tests.

六脉神剑: After 一阳指 blocks an attack you may name any character and judge: on blue you deal it 2
damage.
"""

from __future__ import annotations

from ..helpers import sc5


# with 一阳指 (defend_colour_auto_block), whose block sets it off
def test_duanyu_liumaishenjian_after_yiyangzhi():
    """段誉 六脉神剑: after 一阳指 blocks, he names a character and judges: blue deals 2."""
    sc = sc5()
    sc.set_hero(1, "duanyu")
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.draw_pile_top(["ji_2x2"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.decision().kind == "target"
    sc.target(3)
    assert sc.hp(3) == 2
