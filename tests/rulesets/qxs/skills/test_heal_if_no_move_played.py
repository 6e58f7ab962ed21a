"""Hero skill ``heal_if_no_move_played`` (游坦之 易筋): its scenario tests.

易筋: If you put out no move in your play phase, you recover 1 HP when it ends.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("attack", [False, True])
def test_youtanzhi_yijin_heals_without_moves(attack):
    """游坦之 易筋: no move put out in his play phase: +1 HP when the turn ends."""
    sc = sc5()
    sc.set_hero(1, "youtanzhi", partial=True)
    sc.hp(1, 2)
    sc.hand(1, ["li_1x1"])
    sc.draw_pile_top(["kanpo", "kanpo", "wuchangdan"])
    sc.start_turn(1)
    assert sc.decision().kind == "play" and sc.decision().actor == 1
    if attack:
        sc.use("li_1x1").target(2)
    sc.pass_while("play")
    while sc.decision().actor == 1:
        sc.act(sc.legal()[0])
    assert sc.hp(1) == (2 if attack else 3)
