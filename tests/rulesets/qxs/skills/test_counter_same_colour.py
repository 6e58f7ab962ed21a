"""Hero skill ``counter_same_colour`` (洪七公 降龙): its scenario tests.

降龙: A move you put out counters an opposing move of its own colour.
"""

from __future__ import annotations

from ..helpers import sc5


def test_hongqigong_xianglong_counters_same_colour():
    """洪七公 降龙: a red move counters a red defence."""
    sc = sc5()
    sc.set_hero(0, "hongqigong", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
