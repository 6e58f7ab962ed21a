"""Hero skill ``move_table_card`` (张无忌 乾坤大挪移): its scenario tests.

乾坤大挪移: Once in your play phase you may throw away a red card to move an equipped or
judgement-area card to the same area of another character.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.layout import HL_CLEAR

from ..helpers import sc5


def test_zhangwuji_qiankundanuoyi_moves_a_table_card():
    """张无忌 乾坤大挪移 (hero): once in his play phase he throws away a red hand card and moves
    seat 1's internal art to seat 2's internal slot; the skill is not offered again that turn."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "zhangwuji", partial=True)
    sc.hand(0, ["li_1x1", "li_2x1"])
    sc.equip(1, "wudugong")
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.target(1)
    sc.pick_equip("internal")
    assert sc.targets() == [0, 2, 3, 4]  # anyone but its holder, himself included
    sc.target(2)
    assert sc.equipment(1) == {}
    assert sc.equipment(2) == {"internal": "wudugong"}
    assert sc.hand_faces(0) == ["li_2x1"]
    assert "li_1x1" in sc.discard_faces()
    assert sc.decision().kind == "play" and not sc.can_hero_skill(1)


def test_zhangwuji_qiankundanuoyi_needs_a_red_card_and_a_movable_card():
    """张无忌 乾坤大挪移 (hero): not offered without a red hand card, nor with nothing to move."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "zhangwuji", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.equip(1, "wudugong")
    sc.play_phase(0)
    assert not sc.can_hero_skill(1)
    sc2 = sc5(deck="wide", auto_forced=False)
    sc2.set_hero(0, "zhangwuji", partial=True)
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    assert not sc2.can_hero_skill(1)


def test_zhangwuji_qiankundanuoyi_clearing_a_judgement_area_is_help():
    """张无忌 乾坤大挪移 (hero): moving the 悲酥清风 out of seat 1's judgement area (to seat 2's)
    counts as help to seat 1 (``helps[0, 1, HL_CLEAR]``), as the card 乾坤大挪移's move does."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "zhangwuji", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.judgement(1, ["beisuqingfeng"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.target(1)
    sc.pick_judgement(0)
    sc.target(2)
    assert sc.judgement_faces(1) == []
    assert sc.judgement_faces(2) == ["beisuqingfeng"]
    assert sc.state["helps"][0, 1, HL_CLEAR] == 1
    assert sc.state["helps"][0, 2].sum() == 0
