"""Hero skill ``lose_hp_rescue`` (一灯禅师 南僧): its scenario tests.

南僧: When another character is dying, you may lose 1 HP to give it 1 HP.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yidengchanshi_nanseng_lose_hp_to_rescue():
    """一灯禅师 南僧: when another character is dying he may lose 1 HP to give it 1 HP."""
    sc = sc5()
    sc.set_hero(2, "yidengchanshi", partial=True)
    hp2 = sc.hp(2)
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.alive(1) and sc.hp(1) == 1 and sc.hp(2) == hp2 - 1
