"""Hero skill ``take_discarded_colour`` (林平之 自宫练剑): its scenario tests.

自宫练剑: When other characters' white cards are thrown away, you may take one of them.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_linpingzhi_zigong_lianjian_takes_a_white_card_thrown_away():
    """林平之 自宫练剑: seat 0 throws a white card away in its discard phase; he may take it
    (without the skill it stays in the discard pile). A red card thrown away is not offered."""
    sc = sc5(auto_forced=False)
    sc.set_hero(2, "linpingzhi")
    sc.hand(2, [])
    sc.hp(0, 1)
    white, red = sc.hand(0, ["su_1x2", "li_1x1", "li_2x1"])[:2]
    sc.discard_phase(0)
    sc.discard("li_1x1")
    assert sc.decision().kind == "discard"  # (a red card: nothing offered)
    sc.discard("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    assert sc.zone_of(white) == ("hand", 2)
    assert sc.zone_of(red)[0] == "discard"
    ok(sc)
