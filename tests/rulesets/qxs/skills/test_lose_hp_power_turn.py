"""Hero skill ``lose_hp_power_turn`` (岳不群 挥刀自宫): its scenario tests.

挥刀自宫: At any time you may lose 1 HP; your moves then get +1 power until the end of the turn.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yubuqun_huidaozigong_lose_hp_for_power():
    """岳不群 挥刀自宫: lose 1 HP; his moves get +1 power for the rest of the turn."""
    sc = sc5()
    sc.set_hero(0, "yubuqun")
    hp = sc.hp(0)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    assert sc.hp(0) == hp - 1
    sc.use("li_2x1").target(1)
    assert sc.clashes() == [(0, 1, 3, 0)]
