"""Hero skill ``immune_colour_from_others`` (张无忌 九阳护体): its scenario tests.

九阳护体: Yellow cards others put out do nothing to you (yellow attacks included).
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.content.skills import SKILL_IMMUNE_COLOUR_FROM_OTHERS

from ..helpers import sc5


def test_zhangwuji_jiuyanghuti_yellow_cards_of_others_do_nothing():
    """张无忌 九阳护体: another character's yellow attack on him does nothing: he is not asked for
    a defence, there is no clash and no damage, and the move is spent. Without the skill the
    undefended 1-power move would deal 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "zhangwuji", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["qi_1x1", "li_1x1"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("qi_1x1").target(1)
    assert sc.decision().kind == "play"
    assert sc.clashes() == [] and sc.hp(1) == hp
    assert "qi_1x1" in sc.discard_faces()


def test_zhangwuji_jiuyanghuti_passes_over_him_in_a_yellow_jianmoxiafan():
    """张无忌 九阳护体: 剑魔下凡 (everyone plays a move or takes 1) of the skill's colour skips
    him: he is never asked and keeps his HP, while the others are asked in turn. (The decks
    print 剑魔下凡 in red only, so the skill's colour parameter is set to red here.)"""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "zhangwuji", partial=True)
    assert sc.state["skills"][1, 0] == SKILL_IMMUNE_COLOUR_FROM_OTHERS
    sc.state["sk_param"][1, 0, 0] = 0  # red
    hp = sc.hp(1)
    sc.hand(0, ["jianmoxiafan"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    asked = []
    for _ in range(40):
        d = sc.decision()
        if d.kind == "play":
            break
        asked.append((d.kind, d.actor if d.kind == "respond" else d.other))
        sc.pass_()
    concerned = {seat for _, seat in asked}
    assert 1 not in concerned and concerned == {2, 3, 4}
    assert sc.hp(1) == hp


def test_zhangwuji_jiuyanghuti_attack_ordered_by_anqi_fizzles():
    """张无忌 九阳护体 against an attack not aimed through a target choice: seat 0's 暗器 makes
    seat 1 attack him; the move has the skill's colour (red here, set on the skill), so the
    attack does nothing (no clash, no damage) instead of hitting him."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "zhangwuji", partial=True)
    sc.state["sk_param"][2, 0, 0] = 0  # red
    hp = sc.hp(2)
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    sc.pass_while("cancel")
    sc.respond("li_2x1")
    assert sc.clashes() == []
    assert sc.hp(2) == hp
    assert any(r[0] == 2 for r in sc.logged(L.EV_SKILL))
