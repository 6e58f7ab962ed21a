"""Hero skill ``medicine_as_move`` (空见神僧 苦海无边): its scenario tests.

苦海无边: Your medicine cards count as moves of power 2 and range 2 in a colour you name.
"""

from __future__ import annotations

from ..helpers import hand_card, sc5


def test_kongjian_kuhai_wubian_medicine_as_a_move():
    """空见神僧 苦海无边: a medicine card is put out as a skill-less move of power 2, range 2 in
    a colour he names (without the skill a medicine card cannot attack)."""
    sc = sc5()
    sc.set_hero(0, "kongjianshenseng")
    sc.hand(0, ["heiyuduanxugao"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "heiyuduanxugao")
    sc.name_colour("yellow")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
