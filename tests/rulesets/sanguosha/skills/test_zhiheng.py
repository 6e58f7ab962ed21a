"""孫權 · 制衡 (S-HERO-SUNQUAN-1): once per turn, discard any number of cards (hand and
equipment), draw as many."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_zhiheng_discards_and_draws_as_many_once_per_turn() -> None:
    t = hero_table({0: "sunquan"})
    t.deal({t.lord: ["shan", "shan", "tao"]}, top=["juedou", "juedou"])
    t.act(t.skill("zhiheng"))
    assert t.decision() == (t.lord, DEC_SELECT) and t.done not in t.legal()
    first = t.card_of(t.lord, "shan")
    t.act(first)
    t.act(t.card_of(t.lord, "shan"))
    t.act(t.done)
    assert t.hand_faces(t.lord) == ["juedou", "juedou", "tao"]
    assert t.g.zone[0, first] == Z_DISCARD
    assert t.skill("zhiheng") not in t.legal()  # once per turn


def test_zhiheng_with_only_equipment() -> None:
    t = hero_table({0: "sunquan"})
    t.equip(t.lord, "chitu")
    t.deal({})
    assert t.legal() == sorted([t.skill("zhiheng"), t.passes])
    t.act(t.skill("zhiheng"))  # no hand card to choose: straight to the equipment
    assert t.decision() == (t.lord, L.DEC_SKILL_PICK)


def test_zhiheng_discards_equipment_too() -> None:
    t = hero_table({0: "sunquan"})
    horse = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["shan", "wuzhong"]}, top=["juedou", "juedou"])
    t.act(t.skill("zhiheng"))
    assert t.done in t.legal()  # with equipment, no hand card is needed
    t.act(t.card_of(t.lord, "shan"))
    t.act(t.done)
    assert t.decision() == (t.lord, L.DEC_SKILL_PICK)
    assert sorted(t.legal()) == [t.pick(1 + L.SLOT_MINUS), t.passes]
    t.act(t.pick(1 + L.SLOT_MINUS))  # the last equipped card: then it is over
    assert t.g.zone[0, horse] == Z_DISCARD and t.g.equip[0, t.lord, L.SLOT_MINUS] == -1
    assert t.hand_faces(t.lord) == ["juedou", "juedou", "wuzhong"]
