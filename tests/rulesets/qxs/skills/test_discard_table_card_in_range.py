"""Hero skill ``discard_table_card_in_range`` (苏星河 珍珑棋局): its scenario tests.

珍珑棋局: Once in your play phase you may throw away an equipped card of a character in your attack
range.
"""

from __future__ import annotations

from ..helpers import sc5


def test_suxinghe_zhenlongqiju_discards_equipment_in_range():
    """珍珑棋局: once in his play phase he throws away an equipped card of a character within
    his reach (1 without an internal art): seat 1's, not seat 2's (distance 2)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "suxinghe")
    sc.hand(0, ["zhangmenxinwu"])
    sc.equip(1, "hunyuanqi")
    sc.equip(2, "bixuegong")
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    assert sc.targets() == [1]
    sc.target(1)
    sc.pick_equip("mental")
    assert sc.equipment(1) == {} and "hunyuanqi" in sc.discard_faces()
    assert not sc.can_hero_skill(0)
