"""Hero skill ``force_attack_nearest_or_damage`` (黄药师 碧海潮生曲): its scenario tests.

碧海潮生曲: Once in your play phase, pick another character in your attack range: it must attack a
character nearest to it, or take 1 damage from you.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import ok, sc5, sc5_wide


def _bihai(sc: Scenario, a: int, b: int, move: str) -> None:
    """黄药师 (seat 0) uses 碧海潮生曲 on A = ``a``; A names B = ``b`` and attacks with ``move``
    (no other decision comes between)."""
    sc.play_phase(0)
    sc.hero_skill(0)
    sc.target(a)
    assert sc.decision().kind == "target" and sc.decision().actor == a
    sc.target(b)
    assert sc.decision().kind == "respond" and sc.decision().actor == a
    sc.respond(move)


def test_huangyaoshi_bihaichaoshengqu():
    """黄药师 碧海潮生曲: a character in his range must attack one nearest to it, or take 1
    damage from him."""
    for attack in (True, False):
        sc = sc5(auto_forced=False)
        sc.set_hero(0, "huangyaoshi")
        sc.hand(0, ["zhangmenxinwu"])
        sc.hand(1, ["li_2x1"])
        sc.play_phase(0)
        hp1, hp2 = sc.hp(1), sc.hp(2)
        sc.hero_skill(0)
        sc.target(1)
        assert sc.decision().kind == "target" and sc.decision().actor == 1
        assert sc.targets() == [0, 2]  # the characters nearest seat 1
        sc.target(2)
        assert sc.decision().kind == "respond" and sc.decision().actor == 1
        if attack:
            sc.respond("li_2x1")
            sc.pass_while("respond")
            assert sc.hp(2) == hp2 - 1 and sc.hp(1) == hp1
        else:
            sc.pass_()
            assert sc.hp(1) == hp1 - 1
        assert not sc.can_hero_skill(0)  # once per turn


# with 张三丰 借力 (draw_when_targeted_by_colour): the forced attack is a use
def test_bihai_forced_attack_is_a_use_for_jieli():
    """A (seat 1) attacks 张三丰 (seat 2, nearest to A) with a red move under 碧海潮生曲: his 借力
    draws, as for any red card aimed at him (without TP_CARD_USED his hand would stay empty)."""
    sc = sc5_wide()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(2, "zhangsanfeng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["li_2x1"])
    sc.hand(2, [])
    sc.draw_pile_top(["liaoshang", "liaoshang"])
    _bihai(sc, 1, 2, "li_2x1")
    if not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == 2:
        sc.pass_()
    assert sc.hp(2) == 3  # the attack hit (power 2 undefended: 1 damage)
    assert sc.hand_faces(2) == ["liaoshang"]  # 借力's card
    ok(sc)


# with 张三丰 借力 (draw_when_targeted_by_colour): the forced attack is a use
def test_bihai_forced_attack_white_move_draws_nothing_for_jieli():
    """The same with a white move: 借力 reacts to red cards only, so nothing is drawn (the
    forced attack is heard, and the colour decides)."""
    sc = sc5_wide()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(2, "zhangsanfeng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.hand(2, [])
    sc.draw_pile_top(["liaoshang", "liaoshang"])
    _bihai(sc, 1, 2, "su_1x2")
    assert sc.hp(2) == 3 and sc.hand_size(2) == 0
    ok(sc)


# with 方证大师 少林方丈 (heal_on_shaolin_card): the forced attack is a use
def test_bihai_forced_attack_with_a_shaolin_move_lets_fangzheng_heal():
    """A = 方证大师 (seat 1, wounded) is made to attack seat 2 and uses 少林罗汉拳: his 少林方丈
    offers the heal (without TP_CARD_USED for the forced attack nothing would be asked)."""
    sc = sc5_wide()
    sc.set_hero(0, "huangyaoshi")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(1, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["luohanquan"])
    sc.hand(2, [])
    _bihai(sc, 1, 2, "luohanquan")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()  # (the only wounded character within his reach is himself: taken at once)
    assert sc.hp(1) == 3
    assert sc.hp(2) == 3  # the attack went on and hit
    ok(sc)
