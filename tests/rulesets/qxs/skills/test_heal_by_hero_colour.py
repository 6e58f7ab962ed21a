"""Hero skill ``heal_by_hero_colour`` (胡青牛 见死不救): its scenario tests.

见死不救: Whenever needed you may use a hand card as 黑玉断续膏 on a character whose hero colour
matches the card's colour.
"""

from __future__ import annotations

from ..helpers import hand_card, ok, sc5


def test_huqingniu_jiansi_bujiu_rescues_by_hero_colour():
    """胡青牛 见死不救: seat 1 (李莫愁, a red hero) is dying; his red hand card becomes 黑玉断续膏
    and rescues her (his draw for the use: 蝶谷医仙, test_draw_on_heal_skill.py)."""
    sc = sc5()
    sc.set_hero(1, "limochou")
    sc.set_hero(2, "huqingniu")
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    assert sc.alive(1) and sc.hp(1) == 1
    assert "li_1x1" not in sc.hand_faces(2)
    ok(sc)


def test_huqingniu_jiansi_bujiu_not_without_the_colour():
    """见死不救 needs a card of the dying character's hero colour (red here: he holds blue)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "limochou")
    sc.set_hero(2, "huqingniu")
    sc.hand(2, ["ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    while sc.decision().kind == "rescue" and sc.decision().actor != 2:
        sc.pass_()
    assert not (sc.decision().kind == "rescue" and sc.can_hero_skill(0))


def test_huqingniu_jiansi_bujiu_heals_himself_in_his_play_phase():
    """见死不救 in his play phase: a blue card (his hero colour) as 黑玉断续膏 heals him 1."""
    sc = sc5()
    sc.set_hero(0, "huqingniu")
    sc.hp(0, 2)
    sc.hand(0, ["ji_1x1", "li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    assert sc.hp(0) == 3
    assert sc.hand_size(0) == 2  # (li_1x1 and the card 蝶谷医仙 drew)
