"""Hero skill ``immune_others_strategy`` (成昆 蒙面): its scenario tests.

蒙面: Strategy cards that other players use do nothing to you.
"""

from __future__ import annotations

from ..helpers import sc5


def test_chengkun_mengmian_strategy_cannot_target_him():
    """成昆 蒙面: others' strategy cards cannot be aimed at him (nor hit him by 剑魔下凡)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "chengkun")
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets() and 2 in sc.targets()
