"""Hero skill ``out_of_range_power_floor`` (莫大 百变千幻剑): its scenario tests.

百变千幻剑: When you attack someone whose attack range does not reach you, your power is at least 2.
"""

from __future__ import annotations

from ..helpers import sc5


def test_moda_baibian_power_floor_when_out_of_the_targets_range():
    """莫大 百变千幻剑: seat 2 (no internal art: attack range 1) is 2 seats from him, so his
    power-1 move counts as 2; seat 1 reaches him, so there it stays 1. (潇湘夜雨 lets his
    range-1 move reach seat 2.)"""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    near = sc5()
    near.set_hero(0, "moda")
    near.hand(0, ["li_1x1"])
    near.play_phase(0)
    near.use("li_1x1").target(1)
    assert near.clashes() == [(0, 1, 1, 0)]
