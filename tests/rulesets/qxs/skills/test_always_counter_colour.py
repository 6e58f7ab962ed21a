"""Hero skill ``always_counter_colour`` (虚竹 折梅手, 殷天正 鹰爪王, 冲虚道长 太极剑, 玄慈
大力金刚): its scenario tests.

Every move you put out counters a move of `colour`, besides its own counter.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xuzhu_zhemeishou_counters_blue():
    """虚竹 折梅手: a white move counters a blue defence (normally a 1-1 block)."""
    sc = sc5()
    sc.set_hero(0, "xuzhu", partial=True)
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


def test_yintianzheng_yingzhuawang_counters_white():
    """殷天正 鹰爪王: a red move counters a white defence (white counters red anyway)."""
    sc = sc5()
    sc.set_hero(0, "yintianzheng")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    assert sc.clashes() == [(0, 1, 2, 2)]
