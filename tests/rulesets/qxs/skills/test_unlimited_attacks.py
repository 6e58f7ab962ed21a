"""Hero skill ``unlimited_attacks`` (裘千仞 无尽之力, 周伯通 左右互搏): its scenario tests.

Attacks with moves of `colours` do not use up your attack opportunities.
"""

from __future__ import annotations

from ..helpers import sc5


def test_qiuqianren_wujinzhili_unlimited_red_attacks():
    """裘千仞 无尽之力: red moves do not use up the attack opportunity; others still do."""
    sc = sc5()
    sc.set_hero(0, "qiuqianren")
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.can_use("li_2x1")
    assert not sc.can_use("ji_1x1")


def test_zhoubotong_zuoyouhubo_unlimited_attacks():
    """周伯通 左右互搏: any number of attacks in the play phase."""
    sc = sc5()
    sc.set_hero(0, "zhoubotong", partial=True)
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.can_use("ji_1x1")
