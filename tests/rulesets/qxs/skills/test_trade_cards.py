"""Hero skill ``trade_cards`` (扫地僧 干戈玉帛): its scenario tests.

干戈玉帛: Once in your play phase you may give a yellow hand card to a character, take one of its
cards, and pass that card on to another character if you like.
"""

from __future__ import annotations

from ..helpers import sc5


def test_saodiseng_gangeyubo_give_take_and_pass_on():
    """干戈玉帛: he gives a yellow hand card to seat 1, takes seat 1's equipped art and passes
    it on to seat 3."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "saodiseng")
    sc.hand(0, [("qi_1x1", "yellow"), "li_1x1"])
    sc.hand(1, ["li_2x1"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.hero_skill(0)
    sc.hand_card("qi_1x1", "yellow")
    sc.target(1)
    assert sorted(sc.hand_faces(1)) == ["li_2x1", "qi_1x1"]
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("hand", 0)
    assert 1 not in sc.targets()
    sc.target(3)
    assert sc.zone_of(art) == ("hand", 3)
    assert not sc.can_hero_skill(0)
