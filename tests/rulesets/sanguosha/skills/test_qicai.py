"""黃月英 · 奇才 (S-HERO-HUANGYUEYING-2, S-CARD-SHUNSHOU): 順手牽羊 at any distance."""

from __future__ import annotations

from ..table import hero_table


def test_qicai_snatches_from_afar() -> None:
    t = hero_table({0: "huangyueying"})
    t.deal({t.lord: ["shunshou"], t.seat(2): ["shan"], t.seat(3): ["shan"]})
    t.play("shunshou")
    assert t.legal_seats() == sorted([t.seat(2), t.seat(3)])  # at distance 2; 1 and 4 hold nothing


def test_without_qicai_distance_one() -> None:
    t = hero_table({})
    t.deal({t.lord: ["shunshou"], t.seat(2): ["shan"], t.seat(1): ["shan"], t.seat(4): ["shan"]})
    t.play("shunshou")
    assert t.legal_seats() == sorted([t.seat(1), t.seat(4)])
