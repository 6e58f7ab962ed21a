"""Hero skill ``immune_colour_damage`` (瑛姑 泥鳅功): its scenario tests.

泥鳅功: Red (力) damage does nothing to you.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yinggu_niqiugong_red_damage_does_nothing():
    """瑛姑 泥鳅功: red (力) damage does nothing to her; blue damage does."""
    sc = sc5()
    sc.set_hero(1, "yinggu", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0, colour="red")
    assert sc.hp(1) == 4
    sc.inject_damage(1, 1, source=0, colour="blue")
    assert sc.hp(1) == 3
