"""Hero skill ``any_poison_dark`` (无嗔 使毒圣手): its scenario tests.

使毒圣手: Once in your play phase you may put out a red or blue hand card as any poison card you
name.
"""

from __future__ import annotations

from ..helpers import hand_card, name_face, sc5


def test_wuchen_shidushengshou_dark_card_as_named_poison():
    """无嗔 使毒圣手: in his play phase a red hand card becomes the poison he names (三尸脑神丹),
    placed in seat 1's judgement area. Without the skill a move can only attack."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuchen")
    red = sc.hand(0, [("li_1x1", "red")])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    name_face(sc, "sanshinaoshendan", "red")
    sc.target(1)
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert sc.zone_of(red) == ("judgement", 1)
