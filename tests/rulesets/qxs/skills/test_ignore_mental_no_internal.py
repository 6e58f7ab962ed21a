"""Hero skill ``ignore_mental_no_internal`` (天山童姥 八荒六合): its scenario tests.

八荒六合: While you have no internal art equipped, your attacks ignore the target's mental art.
"""

from __future__ import annotations

from ..helpers import sc5


def test_tianshantonglao_bahuangliuhe_ignores_mental_art():
    """天山童姥 八荒六合: without an internal art her attacks ignore the target's mental art
    (混元气 would otherwise let the target judge for a block: a confirm decision)."""
    for with_skill in (True, False):
        sc = sc5(deck="wide")
        if with_skill:
            sc.set_hero(0, "tianshantonglao", partial=True)
        sc.equip(1, "hunyuanqi")
        sc.hand(0, ["li_2x1"])
        sc.hand(1, ["ji_1x1"])
        sc.play_phase(0)
        sc.use("li_2x1").target(1)
        assert sc.decision().kind == ("respond" if with_skill else "confirm")
