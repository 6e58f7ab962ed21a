"""Hero skill ``low_hp_power`` (杨过 黯然销魂): its scenario tests.

黯然销魂: While your HP is 3 or less, your moves get +1 power.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yangguo_anran_xiaohun_low_hp_power():
    """杨过 黯然销魂: with 3 HP or less every move gets +1 power."""
    sc = sc5()
    sc.set_hero(0, "yangguo")
    sc.hp(0, 3)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    sc2 = sc5()
    sc2.set_hero(0, "yangguo")  # full HP (5 + 1 as leader): no bonus
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    sc2.use("li_1x1").target(1)
    assert sc2.clashes() == [(0, 1, 1, 0)]
