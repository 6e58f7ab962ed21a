"""華佗 · 急救 (S-HERO-HUATUO-1, ruling S-OPEN-57): outside his turn a red card, from his hand or
his equipment, heals a dying seat 1 (no 桃: no 救援 bonus)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_RESCUE, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def test_jijiu_red_card_saves_a_dying_seat() -> None:
    t = hero_table({0: "sunquan", 1: "huatuo"})
    red = suited(t, "juedou", (1, 3))
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou"], t.seat(1): ["sha", red]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert t.decision() == (t.seat(1), DEC_RESCUE) and red in t.legal()
    t.act(red)
    assert t.hp(t.lord) == 1  # 1 only, though 華佗 is of 群 and 孫權 has 救援 (not a 桃)


def test_jijiu_not_in_his_own_turn() -> None:
    t = hero_table({0: "huatuo"})
    red = suited(t, "juedou", (1, 3))
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou", red], t.seat(1): ["sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert not t.g.alive[0, t.lord] or t.eng.done[0]


def test_jijiu_equipped_red_card_saves_a_dying_seat() -> None:
    """S-OPEN-57: his equipped red horse (爪黃飛電 ♥K) is offered to the rescue and heals 1; it
    leaves his equipment."""
    t = hero_table({0: "sunquan", 1: "huatuo"})
    horse = t.equip(t.seat(1), "zhuahuang")
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou"], t.seat(1): ["sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert t.decision() == (t.seat(1), DEC_RESCUE)
    assert sorted(t.legal()) == sorted([horse, t.passes])
    t.act(horse)
    assert t.hp(t.lord) == 1 and t.g.alive[0, t.lord]
    assert t.g.zone[0, horse] == Z_DISCARD and t.g.equip[0, t.seat(1), L.SLOT_PLUS] == -1


def test_jijiu_black_equipment_is_not_offered() -> None:
    """Only red cards: his black armour (八卦陣 ♠2) cannot save (the dying lord is not asked of
    him: he has nothing to give)."""
    t = hero_table({0: "sunquan", 1: "huatuo"})
    t.equip(t.seat(1), "bagua")
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou"], t.seat(1): ["sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert not t.g.alive[0, t.lord] or t.eng.done[0]
