"""Hero skill ``flip_multi_target`` (王重阳 一剑化三清): its scenario tests.

一剑化三清: Once in your play phase you may turn yourself face down; one white move you put out this
turn may then be aimed at up to 3 characters.
"""

from __future__ import annotations

from ..helpers import sc5


def test_wangchongyang_yijianhuasanqing_white_move_hits_several():
    """王重阳 一剑化三清: he turns himself face down; his next white move may be aimed at up to
    3 characters in range: seats 1 and 3 are both attacked with the one card (then it is
    discarded). Without the skill a move has one target."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wangchongyang")
    mv = sc.hand(0, ["su_2x2", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.state["face_down"][0] == 1 and not sc.can_hero_skill(1)
    sc.use("su_2x2").target(1)
    assert sc.decision().kind == "target" and sc.targets() == [2, 3, 4]
    sc.target(3)
    assert sc.targets() == [2, 4]
    sc.pass_()
    while sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(1) == 3 and sc.hp(3) == 3 and sc.hp(2) == 4
    assert [r[:2] for r in sc.clashes()] == [(0, 1), (0, 3)]
    assert sc.zone_of(mv) == ("discard", -1)


def test_wangchongyang_yijianhuasanqing_only_white_moves():
    """一剑化三清: a red move after flipping keeps its single target."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wangchongyang")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "respond"
