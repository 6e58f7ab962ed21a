"""Hero skill ``discard_for_power`` (令狐冲 九式剑诀): its scenario tests.

九式剑诀: In a clash, once both moves are shown, you may throw away any number of cards of the
opposing move's colour for +1 power each.
"""

from __future__ import annotations

from ..helpers import sc5


def test_linghuchong_jiushijianjue_discards_for_power():
    """令狐冲 九式剑诀: in the clash he throws away cards of the defence's colour, +1 each."""
    sc = sc5()
    sc.set_hero(0, "linghuchong")
    sc.hand(0, ["li_1x1", "su_1x2", "su_2x2"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    sc.hand_card("su_1x2")
    sc.hand_card("su_2x2")
    assert sc.clashes() == [(0, 1, 3, 2)]  # 1 + 2 against white's 1 + 1 (it counters red)
