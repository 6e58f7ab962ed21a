"""Hero skill ``virtual_equipment`` (王重阳 先天功, 韦小宝 神行百变, 袁承志 混元功): its scenario
tests.

先天功 / 神行百变 / 混元功
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import sc5


def test_yuanchengzhi_hunyuangong_counts_as_hunyuanqi():
    """袁承志 混元功: with no mental art he counts as having 混元气: attacked, he may judge; a
    yellow judgement blocks the attack (no damage)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "yuanchengzhi")
    sc.hand(0, ["li_2x1"])
    sc.draw_pile_top([("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hp(1) == 4
    assert any(r[0] == 1 for r in sc.logged(L.EV_BLOCK))


def test_yuanchengzhi_hunyuangong_not_with_a_mental_art():
    """混元功: with a mental art equipped (闭穴功 here) it does not count as 混元气."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "yuanchengzhi")
    sc.equip(1, "bixuegong")
    sc.hand(0, ["ji_2x2"])
    sc.play_phase(0)
    sc.use("ji_2x2").target(1)
    assert sc.decision().kind == "respond"


def test_weixiaobao_shenxingbaibian_distance_and_active_part():
    """韦小宝 神行百变: with no -1 lightness art he counts as having 神行百变: 1 closer when
    attacking (7 players: a range-1 move reaches seats 1, 2, 5, 6), and once in his play phase
    a chosen character counts as at distance 1 (seat 3)."""
    sc = Scenario(players=7, seed=0, auto_forced=False)
    sc.set_hero(0, "weixiaobao", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 5, 6]
    sc2 = Scenario(players=7, seed=0, auto_forced=False)
    sc2.set_hero(0, "weixiaobao", partial=True)
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    assert sc2.can_hero_skill(0)
    sc2.hero_skill(0)
    sc2.target(3)
    assert not sc2.can_hero_skill(0)  # once per turn
    sc2.use("li_1x1")
    assert 3 in sc2.targets()


def test_wangchongyang_xiantiangong_defending_move_keeps_its_skill():
    """王重阳 先天功: with no mental art he counts as having 先天功: his defending 少林龙爪手
    uses its skill (counters red: +1) against a red attack; a skill-less defender's does not."""
    clashes = []
    for hero in (True, False):
        sc = sc5(auto_forced=False, deck="standard")
        if hero:
            sc.set_hero(1, "wangchongyang", partial=True)
        sc.hand(1, ["shaolinlongzhuashou"])
        sc.hand(0, ["tiezhang"])
        sc.play_phase(0)
        sc.use("tiezhang").target(1)
        sc.respond("shaolinlongzhuashou")
        clashes.append(sc.clashes()[0])
    assert clashes[0][3] == clashes[1][3] + 1
