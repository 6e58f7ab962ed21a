"""Hero skill ``after_attack_damage_discard`` (左冷禅 寒冰掌): its scenario tests.

寒冰掌: After your attack damages its target, you throw away one of the target's cards (your pick).
"""

from __future__ import annotations

from ..helpers import sc5


def test_zuolengchan_hanbingzhang_discards_after_damage():
    """左冷禅 寒冰掌: after his attack damages, he throws away one of the target's cards."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "zuolengchan")
    sc.hand(0, ["li_2x1"])
    sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    if sc.decision().kind == "confirm":  # 混元气's judgement: decline
        sc.pass_()
    if sc.decision().kind == "pick":  # (taken at once when it is the only card)
        sc.pick_equip("mental")
    assert sc.equipment(1) == {} and sc.hp(1) == 3
