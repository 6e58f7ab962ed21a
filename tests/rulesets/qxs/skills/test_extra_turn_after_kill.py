"""Hero skill ``extra_turn_after_kill`` (谢逊 暴走): its scenario tests.

暴走: If you killed someone during your turn, you may take another turn when it ends.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xiexun_baozou_extra_turn_after_a_kill():
    """谢逊 暴走: after killing in his turn he may take another turn when it ends."""
    sc = sc5()
    sc.set_hero(0, "xiexun")
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    turn = int(sc.state["turn"])
    while sc.decision().kind != "confirm":
        sc.pass_()
    assert sc.decision().actor == 0
    sc.yes()
    assert int(sc.state["turn"]) == turn + 1 and sc.current() == 0
