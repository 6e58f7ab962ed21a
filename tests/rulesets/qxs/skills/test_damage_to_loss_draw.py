"""Hero skill ``damage_to_loss_draw`` (灭绝师太 灭绝人性): its scenario tests.

灭绝人性: Once per turn, when you are about to deal or take damage, you may turn it into HP loss and
draw that many cards.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import damage_rows, sc5


def test_miejueshitai_miejue_renxing_damage_becomes_loss_and_draw():
    """灭绝师太 灭绝人性: about to take 2 damage she turns it into HP loss and draws 2 (no damage
    is dealt: nothing that reacts to damage fires); once per turn: the next damage is dealt."""
    sc = sc5()
    sc.set_hero(1, "miejueshitai")
    sc.hand(1, [])
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hp(1) == hp - 2 and sc.hand_size(1) == 2
    assert damage_rows(sc) == []
    assert [r[:2] for r in sc.logged(L.EV_HP_LOSS)] == [(1, 2)]
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind != "confirm"
    assert damage_rows(sc) == [(0, 1, 1)]


def test_miejueshitai_miejue_renxing_as_the_source():
    """灭绝人性 as the source: damage she is about to deal becomes HP loss, and she draws."""
    sc = sc5()
    sc.set_hero(0, "miejueshitai")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.hp(1) == hp - 1 and damage_rows(sc) == []
    assert sc.hand_size(0) == 2
