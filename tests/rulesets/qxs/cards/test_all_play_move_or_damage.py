"""Card effect ``all_play_move_or_damage`` (qxs_env/rulesets/qxs/cards/all_play_move_or_damage.py):
剑魔下凡 (``jianmoxiafan``).

Effect: Every other character must play a move card or take `damage` damage.

剑魔下凡 (configs/cards.yaml): Every other character must play a move card or take 1 damage.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_rk1_jianmoxiafan_answered_with_a_move() -> None:
    """剑魔下凡: a target that plays a move card (any colour) takes no damage; the move is
    discarded (R-T7)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(3, ["qi_1x1"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("respond", 3, 0)
    sc.respond("qi_1x1")
    assert [sc.hp(p) for p in range(5)] == [5, 3, 3, 4, 3]
    assert "qi_1x1" in sc.discard_faces()


def test_rm6_jianmoxiafan_damage_has_no_attribute() -> None:
    """R-M6 ruling: 剑魔下凡's damage has no attribute, so 闭穴功 does not stop it."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "bixuegong")
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    assert sc.hp(1) == 3
    assert all(row[3] == -1 for row in sc.logged(L.EV_DAMAGE))
    assert sc.logged(L.EV_PREVENT) == []
