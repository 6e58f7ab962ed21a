"""Hero skill ``strategy_immune_costly`` (苏星河 装聋作哑): its scenario tests.

装聋作哑: Others' strategy cards cannot be aimed at you; each strategy card you use costs you 1 HP.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_suxinghe_zhuanglongzuoya_not_a_target_of_others_strategy():
    """苏星河 装聋作哑: another character's strategy card (西湖底牢) cannot be aimed at him."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "suxinghe")
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets() and 2 in sc.targets()


def test_suxinghe_zhuanglongzuoya_strategy_use_costs_hp():
    """装聋作哑: each strategy card he uses costs him 1 HP (a loss, not damage)."""
    sc = sc5()
    sc.set_hero(0, "suxinghe")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hp(0) == 4  # (leader: 5)
    assert [r[:2] for r in sc.logged(L.EV_HP_LOSS)] == [(0, 1)]
    assert sc.hand_size(0) == 2  # the card still resolved
