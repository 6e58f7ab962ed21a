"""Hero skill ``take_damaging_move`` (周伯通 武痴): its scenario tests.

武痴: When a move damages you, you may take that move card into your hand.
"""

from __future__ import annotations

from ..helpers import sc5


def test_zhoubotong_wuchi_takes_the_damaging_move():
    """周伯通 武痴: the move that damaged him goes to his hand."""
    sc = sc5()
    sc.set_hero(1, "zhoubotong")
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert "li_2x1" in sc.hand_faces(1)
