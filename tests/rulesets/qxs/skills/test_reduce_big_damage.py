"""Hero skill ``reduce_big_damage`` (韦小宝 金蝉宝甲): its scenario tests.

金蝉宝甲: Damage of 2 or more you are about to take is 1 less.
"""

from __future__ import annotations

from ..helpers import sc5


def test_weixiaobao_jinchanbaojia_big_damage_one_less():
    """韦小宝 金蝉宝甲: 2 damage becomes 1; 1 damage stays 1."""
    sc = sc5()
    sc.set_hero(1, "weixiaobao", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    assert sc.hp(1) == 3
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 2
