"""司馬懿 · 回饋 (S-HERO-SIMAYI-1, ruling S-OPEN-38): after a seat damages him he takes one of its
cards (a hand card at random or an equipped one); nothing if it has no hand card."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_fankui_takes_a_card_of_the_source() -> None:
    t = hero_table({1: "simayi"})
    horse = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["sha", "tao", "wuzhong"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_SKILL_PICK)
    assert sorted(t.legal()) == [t.pick(0), t.pick(1 + L.SLOT_MINUS)]
    words = t.act(t.pick(1 + L.SLOT_MINUS))
    assert f"seat {t.seat(1)} takes a card of seat {t.lord} (回饋)" in words
    assert t.hand(t.seat(1)) == [horse] and t.g.equip[0, t.lord, L.SLOT_MINUS] == -1


def test_fankui_nothing_when_the_source_has_no_hand_card() -> None:
    t = hero_table({1: "simayi"})
    horse = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    words = t.act(t.target(t.seat(1)))
    assert t.g.equip[0, t.lord, L.SLOT_MINUS] == horse
    assert not any("takes a card" in w for w in words)
