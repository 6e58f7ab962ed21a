"""呂布 · 無雙 (S-HERO-LVBU-1): his 殺 needs two 閃 (partial: the 決鬥 half is not in yet)."""

from __future__ import annotations

from ..table import hero_table


def test_wushuang_one_shan_is_not_enough() -> None:
    t = hero_table({0: "lvbu"})
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["shan"]})
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    t.play("shan")
    assert t.hp(t.seat(1)) == hp - 1


def test_wushuang_two_shan_dodge() -> None:
    t = hero_table({0: "lvbu"})
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["shan", "shan"]})
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    t.play("shan")
    t.play("shan")
    assert t.hp(t.seat(1)) == hp
