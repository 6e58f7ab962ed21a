"""Hero skill ``redirect_strategy`` (韦小宝 巧舌如簧): its scenario tests.

巧舌如簧: When a strategy card is aimed at you, you may throw away a hand card to send it to another
character within distance 1 of you (not its user).
"""

from __future__ import annotations

from ..helpers import sc5


def test_weixiaobao_qiaoshe_redirects_a_strategy_to_a_neighbour():
    """韦小宝 巧舌如簧: seat 0's 西湖底牢 aimed at him (seat 1): he throws away a hand card and
    sends it on to seat 2 (within distance 1 of him, not the user), who is turned face down.
    Without the skill he would be."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "weixiaobao")
    sc.hand(1, ["li_1x1"])
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    sc.hand_card("li_1x1")
    # within distance 1 of him: seat 2, and seats 3 and 4 thanks to his 神行百变 (-1)
    assert sc.targets() == [2, 3, 4]
    sc.target(2)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["face_down"][2] == 1 and sc.state["face_down"][1] == 0
    assert sc.hand_size(1) == 0
