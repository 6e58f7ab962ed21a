"""無中生有 (S-CARD-WUZHONG, S-USE-4): draw 2; a trick aimed at its user, so 無懈可擊 cancels it."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL

from ..table import Table


def test_wuzhong_draws_two() -> None:
    t = Table()
    t.deal({t.lord: ["wuzhong", "wuzhong"]}, top=["sha", "tao"])
    t.play("wuzhong")
    assert t.hand_faces(t.lord) == ["sha", "tao", "wuzhong"]
    assert t.g.zone[0, t.g.disc[0, int(t.g.n_disc[0]) - 1]] == 4  # the card on the discard pile


def test_wuxie_cancels_wuzhong() -> None:
    t = Table()
    other = t.seat(2)
    t.deal({t.lord: ["wuzhong", "wuzhong"], other: ["wuxie"]}, top=["sha", "tao"])
    t.play("wuzhong")
    assert t.decision() == (other, DEC_CANCEL)
    words = t.play("wuxie")
    assert t.hand_faces(t.lord) == ["wuzhong"] and t.hand(other) == []
    assert any("is cancelled for seat" in w for w in words)
