"""Hero skill ``poison_immunity_draw`` (蓝凤凰 五仙教主): its scenario tests.

五仙教主: When a poison card is aimed at you, you may draw a card; the poison then does nothing to
you.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("take", [True, False])
def test_lanfenghuang_wuxianjiaozhu_poison_does_nothing(take):
    """蓝凤凰 五仙教主: a poison aimed at her: she may draw a card and it does nothing to her
    (十香软筋散 would discard one of her cards)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "lanfenghuang", partial=True)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    if take:
        sc.yes()
        assert sc.equipment(1) == {"mental": "hunyuanqi"} and sc.hand_size(1) == 1
    else:
        sc.pass_()
        while sc.decision().kind in ("cancel", "pick"):
            sc.act(sc.legal()[-1])
        assert sc.equipment(1) == {} and sc.hand_size(1) == 0
