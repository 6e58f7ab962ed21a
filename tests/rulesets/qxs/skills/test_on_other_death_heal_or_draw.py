"""Hero skill ``on_other_death_heal_or_draw`` (梅超风 铜尸): its scenario tests.

铜尸: Whenever another character dies, you recover 1 HP or draw 2 cards (your choice).
"""

from __future__ import annotations

from ..helpers import sc5


def test_meichaofeng_tongshi_heal_or_draw_on_death():
    """梅超风 铜尸: when another character dies she recovers 1 HP (yes) or draws 2 (pass)."""
    sc = sc5()
    sc.set_hero(2, "meichaofeng")
    sc.hp(2, 2)
    sc.hp(1, 1)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert not sc.alive(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.hp(2) == 3
