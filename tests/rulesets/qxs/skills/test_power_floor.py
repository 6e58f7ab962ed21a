"""Hero skill ``power_floor`` (郭靖 北侠, 金轮法王 龙象般若功, 殷天正 天鹰教主, 岳不群 辟邪剑法,
林平之 辟邪剑法): its scenario tests.

Your moves of `colour` have a printed power of at least `floor`.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize(
    "hero, skill, face",
    [
        ("guojing", "北侠", "qi_1x1"),
        ("jinlunfawang", "龙象般若功", "li_1x1"),
        ("yintianzheng", "天鹰教主", "ji_1x1"),
        ("yubuqun", "辟邪剑法", "su_1x2"),
    ],
)
def test_power_floor(hero, skill, face):
    """郭靖 北侠, 金轮法王 龙象般若功, 殷天正 天鹰教主, 岳不群 辟邪剑法: a power-1 move of the
    named colour counts as power 2 (without the skill the clash would be 1 against 0)."""
    sc = sc5()
    sc.set_hero(0, hero, partial=True)
    sc.hand(0, [face])
    sc.play_phase(0)
    sc.use(face).target(1)
    assert sc.clashes() == [(0, 1, 2, 0)], skill
