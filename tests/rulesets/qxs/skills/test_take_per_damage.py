"""Hero skill ``take_per_damage`` (无涯子 北冥神功): its scenario tests.

北冥神功: For each point of damage you take, you may take a card from the source.
"""

from __future__ import annotations

from ..helpers import sc5


def test_wuyazi_beiming_takes_a_card_per_point_from_the_source():
    """无涯子 北冥神功: 2 damage from seat 1: he takes two of seat 1's cards."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuyazi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["li_2x1"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    sc.yes()
    sc.pick_equip("mental")
    sc.pick_hand()
    assert sc.zone_of(art) == ("hand", 0)
    assert sorted(sc.hand_faces(0)) == ["hunyuanqi", "li_2x1", "zhangmenxinwu"]
