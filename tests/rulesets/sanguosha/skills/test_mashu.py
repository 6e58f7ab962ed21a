"""馬超 · 馬術 (S-HERO-MACHAO-1, S-DIST-2, ruling S-OPEN-48): always one nearer to every other
seat; an equipped -1 horse does not add to it; one horse card at most."""

from __future__ import annotations

from qxs_env.engine.layout import Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_mashu_brings_every_seat_one_nearer() -> None:
    t = hero_table({0: "machao"})
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    assert t.legal_seats() == sorted(t.seat(k) for k in (1, 2, 3, 4))  # distance 2 -> 1


def test_mashu_and_a_minus_horse_do_not_add() -> None:
    t = hero_table({0: "machao"}, players=7)
    t.equip(t.lord, "chitu")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    assert t.legal_seats() == sorted(t.seat(k) for k in (1, 2, 5, 6))  # 3 -> 2, not 1


def test_mashu_holds_one_horse_card_at_most() -> None:
    t = hero_table({0: "machao"})
    old = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["jueying"]})
    t.play("jueying")
    assert t.g.equip[0, t.lord, L.SLOT_MINUS] == -1 and t.g.zone[0, old] == Z_DISCARD
    assert t.g.equip[0, t.lord, L.SLOT_PLUS] >= 0
