"""桃園結義 (S-CARD-TAOYUAN, ruling S-OPEN-24): every living seat heals 1, the user first; a seat
at full HP is passed over (no 無懈可擊 asked for it)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL

from ..table import Table


def test_taoyuan_heals_the_hurt_and_passes_over_the_rest() -> None:
    t = Table()
    t.set_hp(t.seat(2), 2)
    t.set_hp(t.seat(4), 3)
    t.deal({t.lord: ["taoyuan", "wuzhong"], t.seat(1): ["wuxie"]})
    t.play("taoyuan")
    assert t.decision() == (t.seat(1), DEC_CANCEL)
    assert int(t.g.stk[0, int(t.g.sp[0]) - 1, 3]) == t.seat(2)  # asked for the hurt seat only
    t.act(t.passes)
    assert t.decision() == (t.seat(1), DEC_CANCEL)
    assert int(t.g.stk[0, int(t.g.sp[0]) - 1, 3]) == t.seat(4)
    t.act(t.passes)
    assert [t.hp(t.seat(k)) for k in range(5)] == [5, 4, 3, 4, 4]


def test_taoyuan_is_not_offered_when_nobody_is_hurt() -> None:
    t = Table()
    t.deal({t.lord: ["taoyuan", "wuzhong"]})
    assert t.card_of(t.lord, "taoyuan") not in t.legal()
