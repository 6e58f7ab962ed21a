"""順手牽羊 (S-CARD-SHUNSHOU, S-DIST-1, ruling S-OPEN-22): another seat at distance 1 with a
card; the user takes one into its hand (a hand card blind)."""

from __future__ import annotations

from ..table import Table


def test_shunshou_reaches_distance_one_only_and_takes_the_card() -> None:
    t = Table()
    t.deal({t.lord: ["shunshou", "wuzhong"], t.seat(1): ["tao"], t.seat(2): ["sha"], t.seat(4): []})
    # seat 2 is at distance 2, seat 4 has no card: seat 1 is the one target, chosen without
    # asking (auto_forced), and its one hand card is taken
    words = t.play("shunshou")
    assert t.hand(t.seat(1)) == [] and t.hand_faces(t.lord) == ["tao", "wuzhong"]
    assert f"seat {t.lord} takes a card of seat {t.seat(1)}" in words


def test_shunshou_asks_for_the_target_among_seats_at_distance_one() -> None:
    t = Table()
    t.deal({t.lord: ["shunshou", "wuzhong"], t.seat(1): ["tao"], t.seat(4): ["sha"]})
    t.play("shunshou")
    assert t.legal() == [t.target(t.seat(1)), t.target(t.seat(4))]
