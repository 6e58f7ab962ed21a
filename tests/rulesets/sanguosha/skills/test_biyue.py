"""貂蟬 · 閉月 (S-HERO-DIAOCHAN-1, ruling S-OPEN-07): after her discard phase she draws 1."""

from __future__ import annotations

from ..table import hero_table


def test_biyue_draws_after_the_discard_phase() -> None:
    t = hero_table({0: "diaochan"})
    t.deal({t.lord: ["shan"] * 6})  # HP 4 (3 + the lord's 1): discards 2 first
    t.act(t.passes)  # her play phase (離間 is offered: other seats are men)
    t.play("shan")
    t.play("shan")
    assert len(t.hand(t.lord)) == 5  # down to 4, then 閉月
    assert f"seat {t.lord} uses 閉月" in t.events()
