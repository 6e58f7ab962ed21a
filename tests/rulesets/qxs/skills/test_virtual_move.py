"""Hero skill ``virtual_move`` (胡斐 胡家刀法): its scenario tests.

胡家刀法: Whenever you need a move, you may put out a yellow or white hand card as a skill-less
white move of power 1 and range 2.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_hufei_hujiadaofa_light_card_as_white_move():
    """胡斐 胡家刀法: a yellow or white card (here 掌门信物) serves as a white 1x2 move."""
    sc = sc5()
    sc.set_hero(0, "hufei")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "zhangmenxinwu")
    assert sc.targets() == [1, 2, 3, 4]  # range 2
    sc.target(2)
    assert sc.clashes() == [(0, 2, 1, 0)]
