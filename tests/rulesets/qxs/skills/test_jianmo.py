"""Hero skill ``jianmo`` (独孤求败 剑魔): its scenario tests.

剑魔: 剑魔下凡 does nothing to you, and you are the source of all the damage any 剑魔下凡 deals.
"""

from __future__ import annotations

from ..helpers import damage_rows, ok, sc5


def test_duguqiubai_jianmo_immune_and_source_of_jianmoxiafan():
    """独孤求败 剑魔: seat 0's 剑魔下凡 passes over him (seat 3 is never asked, keeps his HP) and
    every damage it deals has him as the source (without the skill: seat 0)."""
    sc = sc5(deck="wide")
    sc.set_hero(3, "duguqiubai")
    hp3 = sc.hp(3)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    for s in (1, 2, 3, 4):
        sc.hand(s, [])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    sc.pass_while("cancel")
    while sc.decision().kind in ("respond", "cancel"):
        assert sc.decision().actor != 3
        sc.pass_()
    assert sc.hp(3) == hp3
    assert sorted(damage_rows(sc)) == [(3, 1, 1), (3, 2, 1), (3, 4, 1)]
    ok(sc)
