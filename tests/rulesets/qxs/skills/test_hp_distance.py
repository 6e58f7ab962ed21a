"""Hero skill ``hp_distance`` (莫大 潇湘夜雨): its scenario tests.

潇湘夜雨: With 3 HP or more you attack at 1 less distance; below 3 HP others attack you at 1 more.
"""

from __future__ import annotations

from ..helpers import sc5


def test_moda_xiaoxiang_yeyu_distance_by_hp():
    """莫大 潇湘夜雨: with 3 HP or more he attacks at 1 less distance (a range-1 move reaches
    seats 2 and 3 of 5); below 3 HP others count 1 more to him (seat 1 cannot reach him)."""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]
    low = sc5(auto_forced=False)
    low.set_hero(0, "moda")
    low.hp(0, 2)
    low.hand(1, ["li_1x1"])
    low.play_phase(1)
    low.use("li_1x1")
    assert low.targets() == [2]
