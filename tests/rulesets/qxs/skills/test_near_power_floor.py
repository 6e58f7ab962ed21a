"""Hero skill ``near_power_floor`` (李莫愁 五毒神掌): its scenario tests.

五毒神掌: Your moves against a character at distance 1 have power at least 2.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_limochou_wudu_shenzhang_power_floor_at_distance_one():
    """李莫愁 五毒神掌: against a character at distance 1 her power-1 move counts as 2 (without
    the skill 1 against 0); at distance 2 it stays 1."""
    sc = sc5()
    sc.set_hero(0, "limochou")
    sc.hand(0, ["ji_1x6", "ji_1x1"])
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    far = sc5(attacks_per_turn=2)
    far.set_hero(0, "limochou")
    far.hand(0, ["ji_1x6"])
    far.play_phase(0)
    far.use("ji_1x6").target(2)
    assert far.clashes() == [(0, 2, 1, 0)]
    ok(sc)
