"""周瑜 · 反間 (S-HERO-ZHOUYU-2, ruling S-OPEN-52): the seat names a suit, takes a random hand card
of 周瑜 and shows it; a different suit: 1 damage from 周瑜."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def suit_action(t, k: int) -> int:
    return int(t.eng.tba[0]["act_off"][4]) + k


def test_fanjian_wrong_suit_hurts() -> None:
    t = hero_table({0: "zhouyu"})
    heart = suited(t, "tao", (1,))
    t.deal({t.lord: [heart]})
    t.act(t.skill("fanjian"))
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(2), L.DEC_SUIT)
    hp = t.hp(t.seat(2))
    t.act(suit_action(t, 0))  # spade
    assert t.hand(t.seat(2)) == [heart] and t.hp(t.seat(2)) == hp - 1


def test_fanjian_right_suit_no_damage_once_per_turn() -> None:
    t = hero_table({0: "zhouyu"})
    heart = suited(t, "tao", (1,))
    t.deal({t.lord: [heart, "wuzhong"]})
    t.act(t.skill("fanjian"))
    t.act(t.target(t.seat(2)))
    hp = t.hp(t.seat(2))
    taken_suit = None
    t.act(suit_action(t, 1))  # heart
    taken = t.hand(t.seat(2))[0]
    taken_suit = int(t.eng.tba[0]["card_suit"][taken])
    assert t.hp(t.seat(2)) == (hp if taken_suit == 1 else hp - 1)
    assert t.skill("fanjian") not in t.legal()
