"""孫權 · 制衡 (S-HERO-SUNQUAN-1): once per turn, discard any number of hand cards, draw as
many (partial: hand cards only)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT, Z_DISCARD

from ..table import hero_table


def test_zhiheng_discards_and_draws_as_many_once_per_turn() -> None:
    t = hero_table({0: "sunquan"})
    t.deal({t.lord: ["shan", "shan", "tao"]}, top=["juedou", "juedou"])
    t.act(t.skill("zhiheng"))
    assert t.decision() == (t.lord, DEC_SELECT) and t.done not in t.legal()
    first = t.card_of(t.lord, "shan")
    t.act(first)
    t.act(t.card_of(t.lord, "shan"))
    t.act(t.done)
    assert t.hand_faces(t.lord) == ["juedou", "juedou", "tao"]
    assert t.g.zone[0, first] == Z_DISCARD
    assert t.skill("zhiheng") not in t.legal()  # once per turn


def test_zhiheng_needs_a_hand_card() -> None:
    t = hero_table({0: "sunquan"})
    t.deal({})
    assert t.skill("zhiheng") not in t.legal()
