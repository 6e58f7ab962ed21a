"""趙雲 · 龍膽 (S-HERO-ZHAOYUN-1): a 殺 plays as a 閃, a 閃 plays or is used as a 殺."""

from __future__ import annotations

from ..table import hero_table


def test_longdan_sha_dodges() -> None:
    t = hero_table({1: "zhaoyun"})
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["sha"]})
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    t.play("sha")  # as a 閃
    assert t.hp(t.seat(1)) == hp and t.hand(t.seat(1)) == []


def test_longdan_shan_answers_nanman() -> None:
    t = hero_table({1: "zhaoyun"})
    t.deal({t.lord: ["nanman", "wuzhong"], t.seat(1): ["shan"]})
    t.play("nanman")
    hp = t.hp(t.seat(1))
    t.play("shan")  # as a 殺
    assert t.hp(t.seat(1)) == hp and t.hand(t.seat(1)) == []


def test_longdan_uses_a_shan_as_a_sha() -> None:
    t = hero_table({0: "zhaoyun"})
    t.deal({t.lord: ["shan", "wuzhong"]})
    t.act(t.skill("longdan"))
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1 and t.hand_faces(t.lord) == ["wuzhong"]
    assert int(t.g.sha_used[0]) == 1
