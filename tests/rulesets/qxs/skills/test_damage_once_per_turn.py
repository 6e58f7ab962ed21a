"""Hero skill ``damage_once_per_turn`` (小龙女 古墓派): its scenario tests.

古墓派: You can be damaged only once in each turn: later damage in the same turn is prevented.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xiaolongnv_gumupai_damaged_once_per_turn():
    """小龙女 古墓派: after her first damage in a turn, further damage that turn is prevented."""
    sc = sc5()
    sc.set_hero(1, "xiaolongnv", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    hp = sc.hp(1)
    sc.inject_damage(1, 1, source=0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == hp - 1
