"""呂布 · 無雙 (S-HERO-LVBU-1, rulings S-OPEN-34, S-OPEN-59): his 殺 needs two 閃; in his 決鬥 the
other plays two 殺 each time."""

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


def test_wushuang_duel_needs_two_sha_each_time() -> None:
    """Ruling S-OPEN-59: in a 決鬥 he uses, the other plays two 殺 each time."""
    t = hero_table({0: "lvbu"})
    t.deal({t.lord: ["juedou", "sha", "wuzhong"], t.seat(1): ["sha", "sha", "sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    hp_lord, hp1 = t.hp(t.lord), t.hp(t.seat(1))
    t.play("sha")
    t.play("sha")  # two 殺 answer him once
    t.play("sha")  # the lord's one 殺
    t.play("sha")  # one left: not enough, it takes the damage
    assert t.hp(t.seat(1)) == hp1 - 1 and t.hp(t.lord) == hp_lord


def test_a_duel_against_him_is_one_sha() -> None:
    """Ruling S-OPEN-59 (``wushuang_duel`` ``"used"``): a 決鬥 aimed at 呂布 is fought as usual."""
    t = hero_table({1: "lvbu"})
    t.deal({t.lord: ["juedou", "wuzhong"], t.seat(1): ["sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    hp = t.hp(t.lord)
    t.play("sha")  # one 殺 from 呂布; the lord has none
    assert t.hp(t.lord) == hp - 1
