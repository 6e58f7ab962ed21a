"""Hero skill ``reveal_take_equipment`` (薛慕华 阎王敌): its scenario tests.

阎王敌: When another character is dying you may turn over one of its cards: if it is equipment, it
recovers 1 HP and you take the card.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xuemuhua_yanwangdi_equipment_revealed_saves_and_is_taken():
    """薛慕华 阎王敌: seat 1 is dying; he shows its equipped art: equipment, so seat 1 recovers
    1 HP (saved) and he takes the art. Without the skill seat 1 would die."""
    sc = sc5(auto_forced=True)
    sc.set_hero(2, "xuemuhua")
    sc.hp(1, 1)
    art = sc.equip(1, "hunyuanqi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    if sc.decision().kind == "pick":
        sc.pick_equip("mental")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sc.zone_of(art) == ("hand", 2)


def test_xuemuhua_yanwangdi_hand_card_not_equipment_does_nothing():
    """阎王敌: a revealed hand card that is not equipment saves nobody and stays."""
    sc = sc5()
    sc.set_hero(2, "xuemuhua")
    sc.hp(1, 1)
    mv = sc.hand(1, ["li_1x1"])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    sc.yes()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert not sc.alive(1) and sc.zone_of(mv) != ("hand", 2)
