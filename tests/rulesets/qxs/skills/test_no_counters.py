"""Hero skill ``no_counters`` (陈家洛 百花错拳): its scenario tests.

百花错拳: No counter bonus applies in clashes you take part in, for either side.
"""

from __future__ import annotations

from ..helpers import sc5


def test_chenjialuo_baihua_cuoquan_no_counter_bonus_either_side():
    """陈家洛 百花错拳: his red move against a blue defence gets no counter bonus (2 against 1
    otherwise: 1-1 blocks); a white defence against his red move gets none either."""
    sc = sc5()
    sc.set_hero(0, "chenjialuo")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 1, 1)]
    d = sc5()
    d.set_hero(0, "chenjialuo")
    d.hand(0, ["li_2x1"])
    d.hand(1, ["su_1x2"])
    d.play_phase(0)
    d.use("li_2x1").target(1).respond("su_1x2")
    assert d.clashes() == [(0, 1, 2, 1)]
