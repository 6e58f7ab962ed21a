"""孫尚香 · 梟姬 (S-HERO-SUNSHANGXIANG-2, ruling S-OPEN-56): 2 cards for each equipped card she
loses (taken, discarded, replaced)."""

from __future__ import annotations

from ..table import hero_table


def test_xiaoji_draws_when_a_horse_is_snatched() -> None:
    t = hero_table({1: "sunshangxiang"})
    t.equip(t.seat(1), "chitu")
    t.deal({t.lord: ["shunshou", "wuzhong"]})
    t.play("shunshou")  # the only target, her only card: chosen at once
    assert len(t.hand(t.seat(1))) == 2


def test_xiaoji_draws_when_her_weapon_is_replaced() -> None:
    t = hero_table({0: "sunshangxiang"})
    t.equip(t.lord, "zhuge")
    t.deal({t.lord: ["zhuge", "wuzhong"]})
    t.play("zhuge")
    assert len(t.hand(t.lord)) == 3  # 無中生有 and the 2 drawn
