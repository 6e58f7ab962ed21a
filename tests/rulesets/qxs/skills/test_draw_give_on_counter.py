"""Hero skill ``draw_give_on_counter`` (风清扬 剑宗传人): its scenario tests.

剑宗传人: When your move counters the opposing one, you may draw a card and give it to any
character.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_fengqingyang_jianzong_chuanren_draws_and_gives():
    """风清扬 剑宗传人: when his move counters the other, he may draw a card and give it to any
    character (here seat 3). Without the skill nobody draws."""
    sc = sc5()
    sc.set_hero(1, "fengqingyang")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.hand(3, [])
    top = sc.draw_pile_top(["qi_2x2"])[0]
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    sc.target(3)
    assert sc.zone_of(top) == ("hand", 3)
    assert sc.clashes() == [(0, 1, 1, 2)]
    ok(sc)
