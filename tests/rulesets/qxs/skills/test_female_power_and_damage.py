"""Hero skill ``female_power_and_damage`` (公孙止 阴阳倒乱刃): its scenario tests.

阴阳倒乱刃: Your moves against a female character get +1 power; damage a female character deals you
is at least 2.
"""

from __future__ import annotations

from ..helpers import sc5


def test_gongsunzhi_yinyang_daoluanren_female_damage_and_power():
    """公孙止 阴阳倒乱刃: damage a female character deals him is at least 2 (1 otherwise); his
    moves against a woman get +1 power (defending too)."""
    sc = sc5()
    sc.set_hero(1, "gongsunzhi")
    sc.set_gender(2, "female")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == hp - 2
    sc.inject_damage(1, 1, source=3)  # (a skill-less character has no gender)
    assert sc.hp(1) == hp - 3
    att = sc5()
    att.set_hero(0, "gongsunzhi")
    att.set_gender(1, "female")
    att.hand(0, ["li_1x1"])
    att.hand(1, ["li_1x1"])
    att.play_phase(0)
    att.use("li_1x1").target(1).respond("li_1x1")
    assert att.clashes() == [(0, 1, 2, 1)]
