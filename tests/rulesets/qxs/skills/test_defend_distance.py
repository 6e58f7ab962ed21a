"""Hero skill ``defend_distance`` (胡斐 四象步法): its scenario tests.

四象步法: Others count their distance to you as 1 more.
"""

from __future__ import annotations

from ..helpers import sc5


def test_hufei_sixiangbufa_defend_distance():
    """胡斐 四象步法: others are 1 farther from him: seat 0's range-1 move cannot reach seat 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "hufei")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [4]
