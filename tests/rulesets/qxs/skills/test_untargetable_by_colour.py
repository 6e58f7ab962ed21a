"""Hero skill ``untargetable_by_colour`` (独孤求败 剑家, 逍遥二仙 弃剑): its scenario tests.

剑家 / 弃剑 (`self_too`: nor may you use moves of `colour`)
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_duguqiubai_jianjia_white_attack_does_nothing():
    """独孤求败 剑家: a white move attacking him does nothing (no defence asked, no clash, no
    damage; as 九阳护体, it may be aimed so that a colour chosen late never leaves no target);
    a red one attacks as usual."""
    sc = sc5()
    sc.set_hero(1, "duguqiubai")
    hp = sc.hp(1)
    sc.hand(0, ["su_2x2", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("su_2x2").target(1)
    assert sc.clashes() == [] and sc.hp(1) == hp
    assert sc.decision().kind == "play"
    red = sc5()
    red.set_hero(1, "duguqiubai")
    red.hand(0, ["li_2x1", "zhangmenxinwu"])
    red.play_phase(0)
    red.use("li_2x1").target(1)
    assert red.clashes() == [(0, 1, 2, 0)]


def test_duguqiubai_jianjia_forced_white_attack_does_nothing():
    """剑家 against an attack not aimed through a target choice (暗器 makes seat 1 attack him):
    a white move does nothing (no clash, no damage)."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "duguqiubai")
    hp = sc.hp(2)
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    sc.pass_while("cancel")
    sc.respond("su_2x2")
    assert sc.clashes() == []
    assert sc.hp(2) == hp
    ok(sc)


def test_xiaoyaoerxian_qijian_cannot_use_white_moves():
    """逍遥二仙 弃剑: he cannot use white moves, to attack or to defend (others cannot aim
    white moves at him: 剑家's rule, tested with 独孤求败 above)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiaoyaoerxian")
    sc.hand(0, ["su_1x2", "li_1x1"])
    sc.play_phase(0)
    assert not sc.can_use("su_1x2") and sc.can_use("li_1x1")
    sc2 = sc5(auto_forced=False)
    sc2.set_hero(1, "xiaoyaoerxian")
    sc2.hand(1, ["su_2x2", "li_1x1"])
    sc2.hand(0, ["li_2x1"])
    sc2.play_phase(0)
    sc2.use("li_2x1").target(1)
    assert sc2.decision().kind == "respond"
    offered = {a // 4 for a in sc2.legal() if a < sc2.eng.offsets["seat"]}
    assert offered == {sc2._face("li_1x1")}
