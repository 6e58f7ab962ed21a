"""Hero skill ``discard_flip_other`` (李秋水 寒袖拂穴): its scenario tests.

寒袖拂穴: Once in your play phase you may throw away a blue card to turn face down a character in
your attack range.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_liqiushui_hanxiu_fuxue_discard_blue_flip_in_range():
    """李秋水 寒袖拂穴: in her play phase she throws away a blue card to turn a character in her
    attack range (1 without an internal art) face down; once per turn."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "liqiushui")
    sc.hand(0, ["ji_1x1", "ji_2x2", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("ji_1x1")
    assert sorted(sc.targets()) == [1, 4]
    sc.target(1)
    assert sc.state["face_down"][1]
    assert not sc.can_hero_skill(1)
    assert "ji_1x1" in sc.discard_faces()
    ok(sc)
