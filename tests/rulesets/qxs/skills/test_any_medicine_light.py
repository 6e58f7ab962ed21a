"""Hero skill ``any_medicine_light`` (无嗔 药王神篇): its scenario tests.

药王神篇: Once per turn, when needed, you may put out a yellow or white hand card as any medicine
card you name.
"""

from __future__ import annotations

from ..helpers import hand_card, name_face, sc5


def test_wuchen_yaowangshenpian_light_card_rescues_another():
    """药王神篇: outside his turn, a yellow hand card serves as 黑玉断续膏 to rescue dying seat 1
    (for another's rescue only a healing medicine will do: nothing to name)."""
    sc = sc5()
    sc.set_hero(2, "wuchen")
    sc.hand(2, [("qi_1x1", "yellow")])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "qi_1x1")
    assert sc.alive(1) and sc.hp(1) == 1 and sc.hand_size(2) == 0


def test_wuchen_yaowangshenpian_play_phase_names_medicine_once_per_turn():
    """药王神篇 in his play phase: a white card as the medicine he names heals him; once per
    turn."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuchen")
    sc.hp(0, 3)
    sc.hand(0, [("su_1x2", "white"), ("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("su_1x2", "white")
    name_face(sc, "heiyuduanxugao", "white")
    assert sc.hp(0) == 4
    assert not sc.can_hero_skill(1)
