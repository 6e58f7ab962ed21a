"""Hero skill ``discard_draw`` (洪七公 逍遥神丐): its scenario tests.

逍遥神丐: Once in your play phase you may throw away from 1 to 5 cards and draw as many.
"""

from __future__ import annotations

from ..helpers import sc5


def test_hongqigong_xiaoyaoshengai_discard_and_draw():
    """洪七公 逍遥神丐: once per turn, throw away 1 to 5 cards and draw as many."""
    sc = sc5()
    sc.set_hero(0, "hongqigong")
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.hand_card("li_2x1")
    sc.pass_()
    assert sc.hand_size(0) == 3 and "li_1x1" not in sc.hand_faces(0)
    assert not sc.can_hero_skill(1)
