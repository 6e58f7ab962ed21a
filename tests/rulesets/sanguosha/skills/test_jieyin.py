"""孫尚香 · 結姻 (S-HERO-SUNSHANGXIANG-1, ruling S-OPEN-55): two hand cards, a damaged male seat:
both heal 1."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT

from ..table import hero_table


def test_jieyin_heals_her_and_a_damaged_man() -> None:
    t = hero_table({0: "sunshangxiang", 2: "caocao", 3: "zhenji"})
    t.set_hp(t.lord, 2)
    t.set_hp(t.seat(2), 2)
    t.set_hp(t.seat(3), 1)  # female: not offered
    t.deal({t.lord: ["shan", "shan", "wuzhong"]})
    t.act(t.skill("jieyin"))
    assert t.decision() == (t.lord, DEC_SELECT)  # seat 2, the only damaged man: at once
    t.act(t.card_of(t.lord, "shan"))
    t.act(t.card_of(t.lord, "shan"))
    assert t.hp(t.lord) == 3 and t.hp(t.seat(2)) == 3 and t.hand_faces(t.lord) == ["wuzhong"]
    assert t.skill("jieyin") not in t.legal()


def test_jieyin_needs_two_cards() -> None:
    t = hero_table({0: "sunshangxiang", 2: "caocao"})
    t.set_hp(t.seat(2), 2)
    t.deal({t.lord: ["wuzhong"]})
    assert t.skill("jieyin") not in t.legal()
