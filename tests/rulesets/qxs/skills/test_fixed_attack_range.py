"""Hero skill ``fixed_attack_range`` (阳顶天 顶天立地): its scenario tests.

顶天立地: Your moves all have attack range 6.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario


def test_yangdingtian_dingtianlidi_every_move_reaches_six():
    """阳顶天 顶天立地: his range-1 move reaches every seat of 7 (distance up to 3). Without
    the skill only the two neighbours."""
    sc = Scenario(players=7, seed=0)
    sc.set_hero(0, "yangdingtian", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4, 5, 6]
