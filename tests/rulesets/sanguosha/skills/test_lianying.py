"""陸遜 · 連營 (S-HERO-LUXUN-2, ruling S-OPEN-54): when his last hand card leaves, he draws 1 at
once, before the card resolves."""

from __future__ import annotations

from ..table import hero_table


def test_lianying_draws_when_the_hand_empties() -> None:
    t = hero_table({0: "luxun"})
    t.deal({t.lord: ["sha"]})
    words = t.play("sha")
    assert len(t.hand(t.lord)) == 1
    assert f"seat {t.lord} uses 連營" in words
    t.act(t.target(t.seat(1)))
    assert len(t.hand(t.lord)) == 1


def test_lianying_not_while_cards_are_left() -> None:
    t = hero_table({0: "luxun"})
    t.deal({t.lord: ["sha", "shan"]})
    t.play("sha")
    assert len(t.hand(t.lord)) == 1 and f"seat {t.lord} uses 連營" not in t.events()
