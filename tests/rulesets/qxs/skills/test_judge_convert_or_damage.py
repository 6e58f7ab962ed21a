"""Hero skill ``judge_convert_or_damage`` (四大恶人 穷凶极恶): its scenario tests.

穷凶极恶: Once in your play phase you may spend an 恶 token to make another character judge: yellow
or white makes it good (善); red or blue and you deal it 1 damage.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import _tokens, sc5


def test_sidaeren_qiongxiongjie_dark_judgement_damages():
    """穷凶极恶: a token spent, seat 1 judges; red (dark): seat 0 deals it 1 damage."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    sc.hand(0, ["zhangmenxinwu"])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.target(1)
    assert sc.hp(1) == 3 and _tokens(sc, 0) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]
    assert not sc.can_hero_skill(1)  # once per turn


def test_sidaeren_qiongxiongjie_light_judgement_makes_good():
    """穷凶极恶: a yellow (light) judgement makes the evil target good, no damage."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    sc.set_alignment(1, "evil")
    sc.hand(0, ["zhangmenxinwu"])
    sc.draw_pile_top([("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.target(1)
    assert sc.state["align"][1] == L.ALIGN_GOOD and sc.hp(1) == 4
