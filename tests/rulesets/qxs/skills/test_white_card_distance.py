"""Hero skill ``white_card_distance`` (韦一笑 草上飞): its scenario tests.

草上飞: In your play phase each white card you put out brings you 1 closer to every other character
until the phase ends.
"""

from __future__ import annotations

from ..helpers import sc5


def test_weiyixiao_caoshangfei_white_cards_shorten_distance():
    """韦一笑 草上飞: each white card he puts out in his play phase brings him 1 closer."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "weiyixiao", partial=True)
    sc.hand(0, ["zhangmenxinwu", "li_1x1"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    sc.pass_while("cancel")
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]
