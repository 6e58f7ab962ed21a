"""Hero skill ``strategy_forces_discard`` (丘处机 一言止杀): its scenario tests.

一言止杀: Once in your play phase, when you use a strategy card, you may make a character at
distance 1 throw away a move or take 1 damage from you.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import sc5


def _qiuchuji_strategy(sc: Scenario) -> None:
    """Seat 0 丘处机 uses 掌门信物 in its play phase and fires 一言止杀 on seat 1."""
    sc.set_hero(0, "qiuchuji")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.targets() == [1, 4]  # distance 1 only
    sc.target(1)


def test_qiuchuji_yiyanzhisha_target_throws_away_a_move():
    """丘处机 一言止杀: using a strategy card in his play phase, he makes seat 1 (distance 1)
    throw away a move card; it does. Without the skill nothing would be asked."""
    sc = sc5()
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    _qiuchuji_strategy(sc)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    sc.hand_card("li_1x1")
    assert sc.hand_faces(1) == ["zhangmenxinwu"] and sc.hp(1) == 4
    assert "li_1x1" in sc.discard_faces()


def test_qiuchuji_yiyanzhisha_no_move_takes_damage():
    """一言止杀: a target that does not throw away a move takes 1 damage from him (here it has
    none: its only answer is to pass)."""
    sc = sc5()
    sc.hand(1, ["zhangmenxinwu"])
    _qiuchuji_strategy(sc)
    assert sc.hp(1) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]
