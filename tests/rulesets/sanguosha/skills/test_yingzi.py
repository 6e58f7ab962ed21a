"""周瑜 · 英姿 (S-HERO-ZHOUYU-1, S-TURN-3): he draws 3 in his draw phase."""

from __future__ import annotations

from ..table import hero_table


def test_yingzi_draws_three_and_a_plain_seat_two() -> None:
    t = hero_table({1: "zhouyu"})
    t.deal({})
    t.act(t.passes)  # the lord's play phase ends; seat 1's turn
    assert len(t.hand(t.seat(1))) == 3
    t.act(t.passes)  # seat 1 passes; seat 2 (no skill) draws 2
    assert len(t.hand(t.seat(2))) == 2
