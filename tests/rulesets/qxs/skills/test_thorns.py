"""Hero skill ``thorns`` (黄蓉 软猬甲): its scenario tests.

软猬甲: For each point of damage another character's move deals you, you deal it 1 damage back.
"""

from __future__ import annotations

from ..helpers import damage_rows, ok, sc5


def test_huangrong_ruanweijia_damage_back_per_point():
    """黄蓉 软猬甲: seat 0's move deals her 1 damage; she deals seat 0 1 damage back (without
    the skill only the first damage). Damage without a move (here an outside effect) is not
    returned."""
    sc = sc5()
    sc.set_hero(1, "huangrong")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert damage_rows(sc) == [(0, 1, 1), (1, 0, 1)]
    sc.inject_damage(1, 1, source=0)
    assert damage_rows(sc)[2:] == [(0, 1, 1)]
    ok(sc)
