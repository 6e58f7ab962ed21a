"""Hero skill ``thunder_palm`` (文泰来 奔雷手): its scenario tests.

奔雷手: Any move you put out may count as 奔雷掌: range 1, power 1, countering red when attacking.
"""

from __future__ import annotations

from ..helpers import sc5


def test_wentailai_benleishou_move_as_benleizhang():
    """文泰来 奔雷手: a white 2x2 move is put out as 奔雷掌 (power 1, range 1, its colour kept):
    attacking, it counters seat 1's red defence (+1): 2 against 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wentailai")
    sc.hand(0, [("su_2x2", "white")])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("su_2x2", "white")
    assert sc.targets() == [1, 4]  # range 1 (the card's own range is 2)
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
