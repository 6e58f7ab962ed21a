"""陸遜 · 謙遜 (S-HERO-LUXUN-1): he cannot be the target of 順手牽羊."""

from __future__ import annotations

from ..table import hero_table


def test_qianxun_refuses_shunshou() -> None:
    t = hero_table({1: "luxun"})
    t.equip(t.lord, "chitu")  # every seat at distance 1
    t.deal({t.lord: ["shunshou"], t.seat(1): ["shan"], t.seat(4): ["shan"], t.seat(2): ["shan"]})
    t.play("shunshou")
    assert t.legal_seats() == sorted([t.seat(2), t.seat(4)])
