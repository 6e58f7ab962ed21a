"""Hero skill ``draw_on_leader_damage`` (袁承志 七省盟主): its scenario tests.

七省盟主: Whenever the leader (武林盟主) deals damage, you draw a card per point.
"""

from __future__ import annotations

from ..helpers import sc5


def test_yuanchengzhi_qishengmengzhu_draws_when_the_leader_deals_damage():
    """袁承志 七省盟主: the leader (seat 0) deals 2 damage: he (seat 2) draws 2; damage by
    another source draws nothing."""
    sc = sc5()
    sc.set_hero(2, "yuanchengzhi", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    assert sc.hand_size(2) == 2
    sc.inject_damage(1, 1, source=3)
    assert sc.hand_size(2) == 2
