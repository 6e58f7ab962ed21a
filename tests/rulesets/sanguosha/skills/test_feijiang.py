"""張飛 · 飛將 (S-HERO-ZHANGFEI-1, S-CARD-SHA-3): any number of 殺 in his play phase."""

from __future__ import annotations

from ..table import hero_table


def test_feijiang_lifts_the_sha_limit() -> None:
    t = hero_table({0: "zhangfei"})
    t.deal({t.lord: ["sha", "sha", "sha"]})
    for k in range(3):
        t.play("sha")
        t.act(t.target(t.seat(1)))
        assert t.hp(t.seat(1)) == int(t.g.max_hp[0, t.seat(1)]) - 1 - k


def test_without_feijiang_one_sha() -> None:
    t = hero_table({})
    t.deal({t.lord: ["sha", "sha"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.card_of(t.lord, "sha") not in t.legal()
