"""Hero skill ``poison_immune_convert`` (玄冥二老 十香软筋散): its scenario tests.

十香软筋散: 十香软筋散 never affects you, and in your play phase you may use a red or blue card as
十香软筋散.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_xuanmingerlao_shixiang_never_a_target_of_the_poison():
    """玄冥二老 十香软筋散: the poison 十香软筋散 cannot be aimed at him."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(1, ["li_1x1"])
    sc.hand(2, ["li_1x1"])
    sc.hand(0, ["shixiangruanjinsan"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    assert 1 not in sc.targets() and 2 in sc.targets()


def test_xuanmingerlao_shixiang_dark_card_used_as_the_poison():
    """十香软筋散: in his play phase a blue hand card serves as 十香软筋散 (throw away one of a
    character's cards)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xuanmingerlao")
    sc.hand(0, [("ji_1x1", "blue")])
    mv = sc.hand(2, ["li_2x1"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    sc.target(2)
    while sc.decision().kind == "cancel":
        sc.pass_()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert sc.zone_of(mv) == ("discard", -1)
