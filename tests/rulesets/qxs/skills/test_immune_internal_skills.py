"""Hero skill ``immune_internal_skills`` (东方不败 绣花针): its scenario tests.

绣花针: Other characters' internal-art skills cannot be aimed at you.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("shielded", [True, False])
def test_dongfangbubai_xiuhuazhen_internal_art_skills_not_aimed_at_him(shielded):
    """东方不败 绣花针: the skill of seat 0's internal art 五毒功 (+1 damage against an empty hand)
    does not apply to him: a 1-power move deals 1, not 2 (the same hero without the skill, its
    slot emptied, takes 2)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "dongfangbubai", partial=True)
    if not shielded:
        sc.state["skills"][1, 0] = 0
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, [])
    sc.equip(0, "wudugong")
    sc.play_phase(0)
    sc.use("li_1x1")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.hp(1) == hp - (1 if shielded else 2)
