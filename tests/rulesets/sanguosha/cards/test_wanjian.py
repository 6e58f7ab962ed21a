"""萬箭齊發 (S-CARD-WANJIAN): every other living seat, in turn order from the user's next seat,
gives a 閃 or takes 1 damage from the user."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST

from ..table import Table


def test_wanjian_asks_every_other_seat_for_a_shan() -> None:
    t = Table()
    t.g.alive[0, t.seat(3)] = 0  # a dead seat is no target
    t.deal({t.lord: ["wanjian", "wuzhong"], t.seat(1): ["shan"], t.seat(2): ["sha"]})
    t.play("wanjian")
    assert t.decision() == (t.seat(1), DEC_REQUEST)
    words = t.play("shan")
    assert [t.hp(t.seat(k)) for k in (1, 2, 4)] == [4, 3, 3]
    assert f"seat {t.seat(2)} takes 1 damage from seat {t.lord} (3 HP left)" in words
