"""Hero skill ``full_heal_on_kill`` (梅超风 铁尸): its scenario tests.

铁尸: After you kill a character, your HP goes back up to your max HP.
"""

from __future__ import annotations

from ..helpers import sc5


def test_meichaofeng_tieshi_full_heal_on_kill():
    """梅超风 铁尸: after a kill her HP goes back to her max HP."""
    sc = sc5()
    sc.set_hero(0, "meichaofeng", partial=True)
    sc.hp(0, 2)
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    assert sc.hp(0) == sc.max_hp(0)
