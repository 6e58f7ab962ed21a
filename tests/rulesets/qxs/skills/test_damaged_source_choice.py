"""Hero skill ``damaged_source_choice`` (玄冥二老 玄冥寒毒): its scenario tests.

玄冥寒毒: When another character's move damages you, you may make it choose: lose 1 HP or end the
current turn at once.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import sc5


def _xuanming_hit(sc: Scenario) -> None:
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    if sc.decision().kind == "respond":
        sc.pass_()  # (no defence)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # the attacker chooses


def test_xuanmingerlao_xuanminghandu_source_loses_hp():
    """玄冥寒毒: hurt by seat 0's move, he makes seat 0 choose: it loses 1 HP (yes)."""
    sc = sc5(auto_forced=False)
    _xuanming_hit(sc)
    sc.yes()
    assert sc.hp(0) == 4 and sc.current() == 0 and sc.decision().kind == "play"


def test_xuanmingerlao_xuanminghandu_turn_ends_at_once():
    """玄冥寒毒: seat 0 declines to lose HP: its turn ends at once (its play phase is over,
    the next seat's turn begins). Without the skill seat 0 would play on."""
    sc = sc5(auto_forced=False)
    _xuanming_hit(sc)
    sc.pass_()
    assert sc.hp(0) == 5
    assert sc.current() == 1
    assert any(r[0] == 1 for r in sc.logged(L.EV_TURN))


def test_xuanmingerlao_xuanminghandu_only_for_damage_by_a_move():
    """玄冥寒毒 answers damage dealt by another character's move only: damage without a card
    (an outside source here) asks nothing."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 4 and sc.decision().kind == "play"
