"""The +1 horses 絕影, 的盧, 爪黃飛電 (S-CARD-HORSE-PLUS, S-DIST-2, S-DIST-4): every other seat is
one further from the owner, for 殺 and 順手牽羊 alike (ruling S-OPEN-12)."""

from __future__ import annotations

import pytest

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table

HORSES = ("jueying", "dilu", "zhuahuang")


@pytest.mark.parametrize("horse", HORSES)
def test_a_plus_horse_goes_into_the_plus_slot(horse: str) -> None:
    t = Table()
    t.deal({t.lord: [horse, "wuzhong"]})
    t.play(horse)
    assert L.FACE_IDS[int(t.faces[int(t.g.equip[0, t.lord, L.SLOT_PLUS])])] == horse


@pytest.mark.parametrize("horse", HORSES)
def test_a_plus_horse_keeps_its_owner_out_of_a_neighbours_reach(horse: str) -> None:
    t = Table(auto_forced=False)
    t.equip(t.seat(1), horse)
    t.deal({t.lord: ["sha", "shunshou"], t.seat(1): ["tao"], t.seat(4): ["tao"]})
    t.play("sha")
    assert t.legal() == [t.target(t.seat(4))]  # seat 1 is at distance 2 now
    t.act(t.target(t.seat(4)))
    t.act(t.passes)  # seat 4 gives no 閃
    t.play("shunshou")
    assert t.legal() == [t.target(t.seat(4))]  # distance 1 only


def test_a_second_plus_horse_replaces_the_first() -> None:
    t = Table()
    old = t.equip(t.lord, "jueying")
    t.deal({t.lord: ["dilu", "wuzhong"]})
    t.play("dilu")
    assert int(t.g.equip[0, t.lord, L.SLOT_PLUS]) != old and t.g.owner[0, old] == -1
