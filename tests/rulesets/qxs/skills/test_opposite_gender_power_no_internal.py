"""Hero skill ``opposite_gender_power_no_internal`` (小龙女 玉女心经): its scenario tests.

玉女心经: While you have no internal art equipped, your attacks on characters of the other gender
get +1 power.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xiaolongnv_yunvxinjing_opposite_gender_power():
    """小龙女 玉女心经: without an internal art, +1 power attacking a male character."""
    sc = sc5()
    sc.set_hero(0, "xiaolongnv", partial=True)
    sc.set_gender(1, "male")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
