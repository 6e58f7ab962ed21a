"""Hero skill ``colour_power_bonus`` (独孤求败 剑圣): its scenario tests.

剑圣: Your white (速) moves get +1 power.
"""

from __future__ import annotations

from ..helpers import sc5


def test_duguqiubai_jiansheng_white_moves_plus_one():
    """独孤求败 剑圣: his white moves get +1 power (1 against 0 without the skill); red not."""
    sc = sc5()
    sc.set_hero(0, "duguqiubai")
    sc.hand(0, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    red = sc5()
    red.set_hero(0, "duguqiubai")
    red.hand(0, ["li_1x1"])
    red.play_phase(0)
    red.use("li_1x1").target(1)
    assert red.clashes() == [(0, 1, 1, 0)]
