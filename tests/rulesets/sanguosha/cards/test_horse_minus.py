"""The -1 horses 赤兔, 大宛, 紫騂 (S-CARD-HORSE-MINUS, S-DIST-2, S-DIST-4): the owner is one nearer
to every other seat, so a seat two away comes within a 殺's range; one +1 and one -1 horse may
be held together."""

from __future__ import annotations

import pytest

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


@pytest.mark.parametrize("horse", ["chitu", "dawan", "zixing"])
def test_a_minus_horse_brings_a_seat_two_away_into_range(horse: str) -> None:
    t = Table()
    t.deal({t.lord: [horse, "sha", "wuzhong"]})
    t.play(horse)
    assert L.FACE_IDS[int(t.faces[int(t.g.equip[0, t.lord, L.SLOT_MINUS])])] == horse
    t.play("sha")
    assert t.legal() == [t.target(t.seat(k)) for k in (1, 2, 3, 4)]  # 5 seats: all at 1


def test_a_plus_and_a_minus_horse_are_held_together() -> None:
    t = Table()
    t.equip(t.lord, "jueying")
    t.deal({t.lord: ["chitu", "wuzhong"]})
    t.play("chitu")
    assert t.g.equip[0, t.lord, L.SLOT_PLUS] >= 0 and t.g.equip[0, t.lord, L.SLOT_MINUS] >= 0
