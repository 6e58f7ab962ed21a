"""Hero skill ``draw_on_poisoned`` (胡青牛 王难姑): its scenario tests.

王难姑: Each time you become poisoned you draw a card.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_huqingniu_wangnangu_draws_when_poisoned():
    """胡青牛 王难姑: a delayed poison placed in his judgement area poisons him: he draws 1; a
    second one (already poisoned) draws nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "huqingniu")
    sc.hand(1, [])
    sc.hand(0, ["sanshinaoshendan", "beisuqingfeng", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert sc.hand_size(1) == 1
    sc.use("beisuqingfeng")
    sc.target(1)
    assert sc.hand_size(1) == 1
    ok(sc)
