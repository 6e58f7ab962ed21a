"""張遼 · 突襲 (S-HERO-ZHANGLIAO-1, ruling S-OPEN-40): instead of drawing, one hand card at
random from each of one or two other seats with hand cards."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_tuxi_takes_from_two_seats_and_draws_nothing() -> None:
    t = hero_table({1: "zhangliao"})
    t.deal({t.seat(2): ["tao"], t.seat(3): ["juedou"], t.lord: ["wuzhong"]})
    t.act(t.passes)  # the lord's turn ends (its 閃 kept)
    assert t.decision() == (t.seat(1), L.DEC_SKILL_TARGET)
    assert t.legal_seats() == sorted([t.lord, t.seat(2), t.seat(3)])  # the lord: 無中生有
    t.act(t.target(t.seat(2)))
    assert t.seat(2) not in t.legal_seats()
    t.act(t.target(t.seat(3)))
    assert t.hand_faces(t.seat(1)) == ["juedou", "tao"]  # nothing drawn
    assert t.hand(t.seat(2)) == [] and t.hand(t.seat(3)) == []


def test_tuxi_passed_draws_two() -> None:
    t = hero_table({1: "zhangliao"})
    t.deal({t.seat(2): ["tao"], t.lord: ["wuzhong"]})
    t.act(t.passes)
    t.act(t.passes)
    assert len(t.hand(t.seat(1))) == 2 and t.hand_faces(t.seat(2)) == ["tao"]


def test_tuxi_needs_a_seat_with_hand_cards() -> None:
    t = hero_table({1: "zhangliao"})
    t.deal({})  # nobody holds a card: the lord's play phase passes at once
    assert f"seat {t.seat(1)} draws 2" in t.events()
    assert "突襲" not in " ".join(t.events())
