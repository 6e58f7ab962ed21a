"""Hero skill ``near_damage_heal`` (平一指 杀人名医): its scenario tests.

杀人名医: When a character within distance 1 of you takes damage, you may throw away a white card to
let the source or yourself recover 1 HP.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_pingyizhi_sharen_mingyi_heals_after_near_damage():
    """平一指 杀人名医: seat 1 (distance 1 from him) takes damage from seat 0; he throws away a
    white card and, the source being unhurt, recovers 1 HP himself."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["su_1x2"])
    sc.hp(2, 2)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, "su_1x2")
    assert sc.hp(2) == 3
    assert "su_1x2" in sc.discard_faces()


def test_pingyizhi_sharen_mingyi_chooses_source_or_self():
    """杀人名医 with both the source and himself hurt: he chooses who recovers (the source)."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["su_1x2"])
    sc.hp(2, 2)
    sc.hp(3, 2)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=3)
    sc.yes()
    hand_card(sc, "su_1x2")
    assert sorted(sc.targets()) == [2, 3]
    sc.target(3)
    assert sc.hp(3) == 3 and sc.hp(2) == 2
