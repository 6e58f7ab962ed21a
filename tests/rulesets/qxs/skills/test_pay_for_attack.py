"""Hero skill ``pay_for_attack`` (谢逊 连击): its scenario tests.

连击: In your play phase you may give up an equipped card or lose 1 HP to gain one more attack this
turn.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xiexun_lianji_pays_for_an_extra_attack():
    """谢逊 连击: give up an equipped card (or 1 HP) for one more attack this turn."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "xiexun")
    sc.equip(0, "hunyuanqi")
    sc.hand(0, ["li_1x1", "li_2x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert not sc.can_use("li_2x1")
    hp = sc.hp(0)
    sc.hero_skill(0)
    sc.pick_equip("mental")
    assert sc.equipment(0) == {} and sc.hp(0) == hp
    assert sc.can_use("li_2x1")
    sc.hero_skill(0)  # nothing equipped now: pays 1 HP
    assert sc.hp(0) == hp - 1
