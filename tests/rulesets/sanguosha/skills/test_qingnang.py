"""華佗 · 青囊 (S-HERO-HUATUO-2, ruling S-OPEN-58): once per turn, discard a hand card, heal a
damaged seat 1."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT

from ..table import hero_table


def test_qingnang_heals_a_damaged_seat_once() -> None:
    t = hero_table({0: "huatuo"})
    t.set_hp(t.seat(2), 1)
    t.deal({t.lord: ["shan", "wuzhong"]})
    assert t.skill("qingnang") in t.legal()
    t.act(t.skill("qingnang"))
    assert t.decision() == (t.lord, DEC_SELECT)  # seat 2, the only damaged seat: at once
    t.act(t.card_of(t.lord, "shan"))
    assert t.hp(t.seat(2)) == 2 and t.hand_faces(t.lord) == ["wuzhong"]
    assert t.skill("qingnang") not in t.legal()


def test_qingnang_asks_which_damaged_seat() -> None:
    t = hero_table({0: "huatuo"})
    t.set_hp(t.seat(2), 1)
    t.set_hp(t.lord, 2)
    t.deal({t.lord: ["shan", "wuzhong"]})
    t.act(t.skill("qingnang"))
    assert t.legal_seats() == sorted([t.lord, t.seat(2)]) and t.passes not in t.legal()


def test_qingnang_needs_a_damaged_seat() -> None:
    t = hero_table({0: "huatuo"})
    t.deal({t.lord: ["shan", "wuzhong"]})
    assert t.skill("qingnang") not in t.legal()
