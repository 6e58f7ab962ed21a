"""Hero skill ``force_attack_nearest_or_damage`` (黄药师 碧海潮生曲): its scenario tests.

碧海潮生曲: Once in your play phase, pick another character in your attack range: it must attack a
character nearest to it, or take 1 damage from you.
"""

from __future__ import annotations

from ..helpers import sc5


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
