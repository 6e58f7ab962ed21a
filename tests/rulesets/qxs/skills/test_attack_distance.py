"""Hero skill ``attack_distance`` (裘千仞 水上飘): its scenario tests.

水上飘: Your distance to the characters you attack is 1 less (never below 1).
"""

from __future__ import annotations

from ..helpers import sc5


def test_qiuqianren_shuishangpiao_attack_distance():
    """裘千仞 水上飘: 1 closer to everyone: a range-1 move reaches seats 2 and 3 of 5."""
    sc = sc5()
    sc.set_hero(0, "qiuqianren")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]
