"""呂蒙 · 克己 (S-HERO-LVMENG-1, S-TURN-5, ruling S-OPEN-51): no 殺 used or played in his play
phase, no discarding."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_keji_keeps_a_big_hand() -> None:
    t = hero_table({0: "lvmeng"})
    t.deal({t.lord: ["shan"] * 7 + ["wuzhong"]})
    t.act(t.passes)
    assert len(t.hand(t.lord)) == 8 and t.decision()[1] != L.DEC_DISCARD


def test_keji_after_a_sha_discards() -> None:
    t = hero_table({0: "lvmeng"})
    t.deal({t.lord: ["sha"] + ["shan"] * 7})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_DISCARD)
