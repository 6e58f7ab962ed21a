"""Hero skill ``draw_per_damage_taken`` (扫地僧 易筋经): its scenario tests.

易筋经: For each point of damage you take you may draw a card.
"""

from __future__ import annotations

from ..helpers import sc5


def test_saodiseng_yijinjing_draws_per_point():
    """扫地僧 易筋经: he may draw a card for each point of damage taken (2 here)."""
    sc = sc5()
    sc.set_hero(0, "saodiseng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert sc.decision().kind == "confirm"
    sc.yes()
    assert sc.hand_size(0) == 3
