"""Hero skill ``draw_on_heal_skill`` (胡青牛 蝶谷医仙): its scenario tests.

蝶谷医仙: Each time you use 见死不救 you may draw a card (ruling: always taken).
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.content.skills import SKILL_DRAW_ON_HEAL_SKILL

from ..helpers import hand_card, ok, sc5


def test_huqingniu_jiansi_bujiu_rescues_by_hero_colour_and_dieguyixian_draws():
    """胡青牛 见死不救: seat 1 (李莫愁, a red hero) is dying; his red hand card becomes 黑玉断续膏
    and rescues her; 蝶谷医仙 draws him a card for the use. A blue card would not do."""
    sc = sc5()
    sc.set_hero(1, "limochou")
    sc.set_hero(2, "huqingniu")
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.draw_pile_top(["qi_2x2"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sorted(sc.hand_faces(2)) == ["ji_1x1", "qi_2x2"]
    ok(sc)


def test_huqingniu_dieguyixian_draws_for_a_play_phase_use_and_not_without_the_skill():
    """蝶谷医仙: 见死不救 used in his play phase heals him 1 and draws him the top card; with the
    skill taken away (his slot cleared) the same use draws nothing."""
    for held in (True, False):
        sc = sc5()
        sc.set_hero(0, "huqingniu")
        if not held:
            row = [int(x) for x in sc.state["skills"][0]]
            sc.state["skills"][0, row.index(SKILL_DRAW_ON_HEAL_SKILL)] = 0
        sc.hp(0, 2)
        sc.hand(0, ["ji_1x1", "li_1x1"])
        sc.draw_pile_top(["qi_2x2"])
        sc.play_phase(0)
        sc.hero_skill(0)
        hand_card(sc, "ji_1x1")
        assert sc.hp(0) == 3
        want = ["li_1x1", "qi_2x2"] if held else ["li_1x1"]
        assert sorted(sc.hand_faces(0)) == want
        ok(sc)
