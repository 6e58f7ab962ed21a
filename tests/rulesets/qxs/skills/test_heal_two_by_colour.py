"""Hero skill ``heal_two_by_colour`` (薛慕华 神医): its scenario tests.

神医: Once in your play phase you may throw away two hand cards to give 1 HP to two characters whose
hero colours match the two cards.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xuemuhua_shenyi_two_cards_heal_two_heroes_of_their_colours():
    """神医: he throws away a red and a yellow card; the wounded red hero (玄慈) and the wounded
    yellow hero (扫地僧) each recover 1 HP."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xuemuhua")
    sc.set_hero(1, "xuanci")  # red
    sc.set_hero(2, "saodiseng")  # yellow
    sc.set_hero(3, "qiuchuji")  # blue: no blue card, cannot be chosen
    sc.hp(1, 3)
    sc.hp(2, 3)
    sc.hp(3, 3)
    sc.hand(0, [("li_1x1", "red"), ("qi_1x1", "yellow"), "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_1x1", "red")
    sc.hand_card("qi_1x1", "yellow")
    assert sc.targets() == [1, 2]
    sc.target(2)
    assert sc.targets() == [1]
    sc.target(1)
    assert (sc.hp(1), sc.hp(2), sc.hp(3)) == (4, 4, 3)
    assert sc.hand_faces(0) == ["zhangmenxinwu"] and not sc.can_hero_skill(1)
