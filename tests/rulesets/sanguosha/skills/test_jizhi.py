"""黃月英 · 集智 (S-HERO-HUANGYUEYING-1, ruling S-OPEN-49): she draws 1 when she uses a trick,
before it resolves."""

from __future__ import annotations

from ..table import hero_table


def test_jizhi_draws_on_a_trick() -> None:
    t = hero_table({0: "huangyueying"})
    t.deal({t.lord: ["wuzhong"]})
    words = t.play("wuzhong")
    assert len(t.hand(t.lord)) == 3  # 1 (集智) + 2 (無中生有)
    assert words.index(f"seat {t.lord} uses 集智") < words.index(f"seat {t.lord} draws 2")


def test_jizhi_not_on_a_basic_card() -> None:
    t = hero_table({0: "huangyueying"})
    t.deal({t.lord: ["sha", "shan"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert len(t.hand(t.lord)) == 1
