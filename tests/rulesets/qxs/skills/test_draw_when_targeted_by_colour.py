"""Hero skill ``draw_when_targeted_by_colour`` (张三丰 借力): its scenario tests.

借力 (locked): whenever another character aims a red card at him, he draws a card.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def _attack_zhangsanfeng(move: str, hero: str | None = "zhangsanfeng"):
    sc = sc5()
    if hero:
        sc.set_hero(1, hero)
    sc.hand(0, [move, "zhangmenxinwu"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use(move).target(1)
    return sc


def test_a_red_card_aimed_at_him_draws_a_card():
    sc = _attack_zhangsanfeng("li_2x1")
    assert sc.hand_size(1) == 1
    ok(sc)


def test_a_yellow_card_draws_nothing():
    sc = _attack_zhangsanfeng("qi_1x1")
    assert sc.hand_size(1) == 0
    ok(sc)


def test_without_the_skill_a_red_card_draws_nothing():
    sc = _attack_zhangsanfeng("li_2x1", hero=None)
    assert sc.hand_size(1) == 0
    ok(sc)
