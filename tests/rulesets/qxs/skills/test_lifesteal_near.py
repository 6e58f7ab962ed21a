"""Hero skill ``lifesteal_near`` (韦一笑 吸血功): its scenario tests.

吸血功: Each time you damage a character at distance 1 from you, you recover 1 HP.
"""

from __future__ import annotations

from ..helpers import sc5


def test_weiyixiao_xixuegong_heals_on_near_damage():
    """韦一笑 吸血功: damaging a character at distance 1 heals him 1 HP."""
    sc = sc5()
    sc.set_hero(0, "weiyixiao", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.hp(1) == 3 and sc.hp(0) == 3
