"""Hero skill ``flip_heal`` (天山童姥 返老还童): its scenario tests.

返老还童: In your play phase you may turn your hero face down and recover 1 HP.
"""

from __future__ import annotations

from ..helpers import sc5


def test_tianshantonglao_fanlaohuantong_flip_heal():
    """天山童姥 返老还童: turn face down and recover 1 HP; not again while face down."""
    sc = sc5()
    sc.set_hero(0, "tianshantonglao", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    assert sc.hp(0) == 3 and sc.state["face_down"][0] == 1
    assert not sc.can_hero_skill(0)
