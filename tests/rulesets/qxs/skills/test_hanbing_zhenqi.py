"""Hero skill ``hanbing_zhenqi`` (左冷禅 寒冰真气): its scenario tests.

寒冰真气: For each point of damage you take you may judge; on yellow the source gives you a yellow
card or takes 1 damage.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("give", [True, False])
def test_zuolengchan_hanbingzhenqi(give):
    """左冷禅 寒冰真气: hurt, he judges per point; on yellow the source gives him a yellow card
    or takes 1 damage."""
    sc = sc5()
    sc.set_hero(1, "zuolengchan")
    sc.hand(0, ["li_2x1", "qi_1x1"])
    sc.draw_pile_top(["qi_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    hp0 = sc.hp(0)
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    if give:
        sc.hand_card("qi_1x1")
        assert "qi_1x1" in sc.hand_faces(1) and sc.hp(0) == hp0
    else:
        sc.pass_()
        assert sc.hp(0) == hp0 - 1
