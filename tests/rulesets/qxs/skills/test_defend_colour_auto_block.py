"""Hero skill ``defend_colour_auto_block`` (段誉 一阳指, 一灯禅师 一阳指): its scenario tests.

A blue (技) move you play in defence always blocks, whatever the powers.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("hero", ["duanyu", "yidengchanshi"])
def test_yiyangzhi_blue_defence_always_blocks(hero):
    """段誉 / 一灯禅师 一阳指: a blue defence blocks even a stronger attack (3 against 1 would
    deal 1 damage)."""
    sc = sc5()
    sc.set_hero(1, hero, partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 3, 1)]
    assert sc.hp(1) == hp
