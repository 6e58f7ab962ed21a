"""Hero skill ``give_move_order_attack`` (逍遥二仙 苦头陀): its scenario tests.

苦头陀: Once in your play phase you may give a move to a character in your range: it must attack you
or a character you name with it at once, or take 1 damage from you.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import sc5


def _kutoutuo(sc: Scenario) -> int:
    sc.set_hero(0, "xiaoyaoerxian")
    mv = sc.hand(0, ["li_2x1", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_2x1")
    assert sc.targets() == [1, 4]  # his reach: 1
    sc.target(1)
    assert sc.zone_of(mv) == ("hand", 1)
    assert sc.targets() == [2]  # whom seat 1's range-1 move reaches (besides him)
    sc.target(2)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 1 and sc.targets() == [0, 2]
    return mv


def test_xiaoyaoerxian_kutoutuo_receiver_attacks_the_named_character():
    """苦头陀: he gives a move to seat 1 and names seat 2; seat 1 attacks seat 2 with it."""
    sc = sc5(auto_forced=False)
    _kutoutuo(sc)
    sc.target(2)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.clashes() == [(1, 2, 2, 0)] and sc.hp(2) == 3


def test_xiaoyaoerxian_kutoutuo_refusal_is_damage():
    """苦头陀: seat 1 refuses to attack: it takes 1 damage from him (and keeps the card)."""
    sc = sc5(auto_forced=False)
    mv = _kutoutuo(sc)
    sc.pass_()
    assert sc.hp(1) == 3 and sc.zone_of(mv) == ("hand", 1)
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]
