"""Hero skill ``colour_always_counters`` (风清扬 独孤九剑): its scenario tests.

独孤九剑: Your white (速) moves counter any opposing move.
"""

from __future__ import annotations

from ..helpers import sc5


def test_fengqingyang_dugujiujian_white_counters_anything():
    """风清扬 独孤九剑: his white move counters a blue defence (white counters only red by the
    cycle): 2 against 1 instead of a 1-1 block. 剑宗传人 is then offered (declined here)."""
    sc = sc5()
    sc.set_hero(0, "fengqingyang")
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1).respond("ji_1x1")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # 剑宗传人
    sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 1)]
