"""曹操 · 奸雄 (S-HERO-CAOCAO-1, ruling S-OPEN-36): after a card damages him he may take it."""

from __future__ import annotations

from qxs_env.engine.layout import Z_DISCARD, Z_HAND
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_jianxiong_takes_the_sha() -> None:
    t = hero_table({1: "caocao"})
    t.deal({t.lord: ["sha", "wuzhong"]})
    c = t.card_of(t.lord, "sha")
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)
    assert t.hand(t.seat(1)) == [c] and t.g.zone[0, c] == Z_HAND


def test_jianxiong_declined_the_card_is_discarded() -> None:
    t = hero_table({1: "caocao"})
    t.deal({t.lord: ["sha", "wuzhong"]})
    c = t.card_of(t.lord, "sha")
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.act(t.passes)
    assert t.g.zone[0, c] == Z_DISCARD and t.hand(t.seat(1)) == []
