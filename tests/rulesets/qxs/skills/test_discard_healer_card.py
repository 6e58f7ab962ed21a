"""Hero skill ``discard_healer_card`` (瑛姑 寒阴箭): its scenario tests.

寒阴箭: Once per turn, when a character gives another 1 HP, you may throw away one of the giver's
hand cards.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_yinggu_hanyinjian_giver_of_hp_loses_a_hand_card():
    """瑛姑 寒阴箭: seat 0 rescues dying seat 1 with 黑玉断续膏 (it gives another 1 HP): she
    (seat 2) throws away one of seat 0's hand cards, once per turn. Healing oneself does not
    count."""
    sc = sc5()
    sc.set_hero(2, "yinggu")
    sc.hp(1, 1)
    sc.hand(0, ["heiyuduanxugao", "li_1x1", "qi_2x2"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "rescue" and sc.decision().actor == 0
    sc.rescue()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    assert sc.alive(1) and sc.hand_size(0) == 1
    assert [r[0] for r in sc.logged(L.EV_DISCARD)] == [0]


def test_yinggu_hanyinjian_self_heal_does_not_count():
    sc = sc5()
    sc.set_hero(2, "yinggu")
    sc.hp(0, 3)
    sc.hand(0, ["heiyuduanxugao", "li_1x1"])
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 4 and sc.decision().kind == "play" and sc.decision().actor == 0
