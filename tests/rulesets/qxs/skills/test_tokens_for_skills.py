"""Hero skill ``tokens_for_skills`` (裘千丈 铁掌水上漂): its scenario tests.

铁掌水上漂: In your play phase you may spend two 脸皮 tokens to have 水上飘 and 无尽之力 until the
turn ends.
"""

from __future__ import annotations

from ..helpers import _tokens, sc5


def test_qiuqianzhang_tiezhang_shuishangpiao_tokens_buy_distance_and_red_attacks():
    """铁掌水上漂: two tokens give 水上飘 (attack distance -1: a range-1 move reaches all of 5)
    and 无尽之力 (red attacks unlimited) for the turn. Without it: neighbours only, one attack."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 2
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 4]
    sc2 = sc5()
    sc2.set_hero(0, "qiuqianzhang")
    sc2.state["sk_tok"][0, 0] = 2
    sc2.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc2.play_phase(0)
    assert sc2.can_hero_skill(1)
    sc2.hero_skill(1)
    assert _tokens(sc2, 0) == 0 and not sc2.can_hero_skill(1)
    sc2.use("li_1x1")
    assert sc2.targets() == [1, 2, 3, 4]
    sc2.target(2)
    assert sc2.can_use("li_2x1") and not sc2.can_use("ji_1x1")


def test_qiuqianzhang_tiezhang_shuishangpiao_needs_two_tokens():
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 1
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    assert not sc.can_hero_skill(1)
