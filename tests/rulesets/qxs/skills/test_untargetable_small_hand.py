"""Hero skill ``untargetable_small_hand`` (田伯光 万里独行): its scenario tests.

万里独行: While you hold 2 cards or fewer, you cannot be chosen as the target of an attack.
"""

from __future__ import annotations

from ..helpers import sc5


def test_tianboguang_wanliduxing_not_attackable_with_small_hand():
    """田伯光 万里独行: with 2 cards or fewer he cannot be attacked."""
    sc = sc5()
    sc.set_hero(1, "tianboguang", partial=True)
    sc.hand(1, ["li_1x1", "li_1x1"])
    sc.hand(0, ["ji_1x6"])
    sc.play_phase(0)
    sc.use("ji_1x6")
    assert 1 not in sc.targets()
    sc2 = sc5()
    sc2.set_hero(1, "tianboguang", partial=True)
    sc2.hand(1, ["li_1x1", "li_1x1", "li_2x1"])
    sc2.hand(0, ["ji_1x6"])
    sc2.play_phase(0)
    sc2.use("ji_1x6")
    assert 1 in sc2.targets()
