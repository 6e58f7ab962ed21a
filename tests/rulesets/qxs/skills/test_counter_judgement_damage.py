"""Hero skill ``counter_judgement_damage`` (文泰来 霹雳掌): its scenario tests.

霹雳掌: When your yellow move counters the opposing move, judge: on red the opponent takes 1 more
yellow damage.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_wentailai_pilizhang_yellow_counter_red_judgement_extra_damage():
    """霹雳掌: his yellow move counters seat 1's white defence; he judges red: seat 1 takes 1
    more (yellow) damage besides the clash's 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wentailai")
    sc.hand(0, [("qi_1x1", "yellow")])
    sc.hand(1, [("su_1x2", "white")])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    sc.use("qi_1x1", "yellow").target(1)
    sc.respond("su_1x2", "white")
    assert sc.hp(1) == 2
    dmg = [r[:4] for r in sc.logged(L.EV_DAMAGE)]
    assert (0, 1, 1, 2) in dmg and len(dmg) == 2  # one of them yellow (colour 2), from him
