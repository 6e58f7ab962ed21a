"""南蠻入侵 (S-CARD-NANMAN): every other living seat, in turn order from the user's next seat,
gives a 殺 or takes 1 damage from the user."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST

from ..table import Table


def test_nanman_asks_every_other_seat_for_a_sha_in_turn_order() -> None:
    t = Table()
    t.deal({t.lord: ["nanman", "wuzhong"], t.seat(2): ["sha"], t.seat(4): ["sha", "shan"]})
    t.play("nanman")
    assert t.hp(t.seat(1)) == 3  # no 殺: not asked (auto_forced), damaged
    assert t.decision() == (t.seat(2), DEC_REQUEST)
    t.play("sha")
    assert t.decision() == (t.seat(4), DEC_REQUEST)
    assert t.legal() == [t.card_of(t.seat(4), "sha"), t.passes]  # a 閃 does not answer
    t.act(t.passes)
    assert [t.hp(t.seat(k)) for k in range(5)] == [5, 3, 4, 3, 3]
