"""Hero skill ``counter_take_hand_card`` (夏雪宜 缠丝手): its scenario tests.

缠丝手: When your move counters the opposing move, you may take a card at random from that
opponent's hand.
"""

from __future__ import annotations

from ..helpers import sc5


def test_xiaxueyi_chansishou_takes_a_card_when_countering():
    """夏雪宜 缠丝手: his red move counters the blue defence: he takes a hand card of it."""
    sc = sc5()
    sc.set_hero(0, "xiaxueyi")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["ji_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("ji_1x1")
    assert sc.decision().kind == "confirm" and sc.decision().actor == 0
    sc.yes()
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
