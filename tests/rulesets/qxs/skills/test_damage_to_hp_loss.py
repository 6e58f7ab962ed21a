"""Hero skill ``damage_to_hp_loss`` (冯锡范 一剑无血): its scenario tests.

一剑无血: When one of your yellow or white moves is about to deal damage, you may make the victim
lose that much HP instead (no damage, so nothing that reacts to damage fires).
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_fengxifan_yijianwuxue_damage_becomes_hp_loss():
    """冯锡范 一剑无血: his yellow move's damage becomes HP loss (no damage event)."""
    sc = sc5()
    sc.set_hero(0, "fengxifan", partial=True)
    sc.hand(0, ["qi_2x1"])
    sc.play_phase(0)
    sc.use("qi_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 0
    sc.yes()
    assert sc.hp(1) == 3
    assert not sc.logged(L.EV_DAMAGE) and sc.logged(L.EV_HP_LOSS)
