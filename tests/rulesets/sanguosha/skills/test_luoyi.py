"""許褚 · 裸衣 (S-HERO-XUCHU-1, ruling S-OPEN-41): draw one fewer; his 殺 and 決鬥 deal 1 more
this turn."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_luoyi_bared_sha_hits_for_two() -> None:
    t = hero_table({1: "xuchu"})
    t.deal({t.seat(1): ["sha"], t.lord: ["wuzhong"]})
    t.act(t.passes)
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)
    assert len(t.hand(t.seat(1))) == 2  # 1 + the one card drawn
    t.play("sha")
    hp = t.hp(t.seat(2))
    t.act(t.target(t.seat(2)))
    assert t.hp(t.seat(2)) == hp - 2


def test_luoyi_declined_draws_two_and_hits_for_one() -> None:
    t = hero_table({1: "xuchu"})
    t.deal({t.seat(1): ["sha"], t.lord: ["wuzhong"]})
    t.act(t.passes)
    t.act(t.passes)  # no 裸衣
    assert len(t.hand(t.seat(1))) == 3
    t.play("sha")
    hp = t.hp(t.seat(2))
    t.act(t.target(t.seat(2)))
    assert t.hp(t.seat(2)) == hp - 1
