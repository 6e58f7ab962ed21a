"""Hero skill ``tie_break_low_hp`` (胡一刀苗人凤 金面佛): its scenario tests.

金面佛: While your HP is 2 or less, a clash tied on power gives you +1.
"""

from __future__ import annotations

from ..helpers import sc5


def test_huyidaomaorenfeng_jinmianfo_wins_ties_at_low_hp():
    """胡一刀苗人凤 金面佛: at 2 HP a clash tied on power gives him +1 (1-1 would block)."""
    sc = sc5()
    sc.set_hero(0, "huyidaomaorenfeng")
    sc.hp(0, 2)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["li_1x1"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == hp - 1
    high = sc5()
    high.set_hero(0, "huyidaomaorenfeng")
    high.hand(0, ["li_1x1"])
    high.hand(1, ["li_1x1"])
    high.play_phase(0)
    high.use("li_1x1").target(1).respond("li_1x1")
    assert high.clashes() == [(0, 1, 1, 1)]
