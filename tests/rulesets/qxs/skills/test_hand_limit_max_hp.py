"""Hero skill ``hand_limit_max_hp`` (丁春秋 星宿老怪): its scenario tests.

星宿老怪: Your hand limit is your max HP, not your current HP.
"""

from __future__ import annotations

from ..helpers import sc5


def test_dingchunqiu_xingxiulaoguai_hand_limit_max_hp():
    """丁春秋 星宿老怪: the hand limit is the max HP (5), not the HP (2): no discard."""
    sc = sc5()
    sc.set_hero(1, "dingchunqiu", partial=True)
    sc.hp(1, 2)
    sc.hand(1, ["li_1x1", "li_1x1", "li_2x1", "ji_1x1"])
    sc.discard_phase(1)
    assert sc.hand_size(1) == 4
    assert sc.decision().kind != "discard" or sc.decision().actor != 1
