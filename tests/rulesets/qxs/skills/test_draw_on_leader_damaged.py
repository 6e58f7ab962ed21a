"""Hero skill ``draw_on_leader_damaged`` (鸠摩智 番邦国师): its scenario tests.

番邦国师: When the leader (武林盟主) takes damage, you may draw a card per point.
"""

from __future__ import annotations

from ..helpers import sc5


def test_jiumozhi_fanbangguoshi_draws_when_leader_damaged():
    """鸠摩智 番邦国师: when the leader takes damage he may draw a card per point."""
    sc = sc5()
    sc.set_hero(2, "jiumozhi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 2
    sc.yes()
    assert sc.hand_size(2) == 2
