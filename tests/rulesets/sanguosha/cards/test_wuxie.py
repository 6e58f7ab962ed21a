"""無懈可擊 (S-CARD-WUXIE, S-USE-4, ruling S-OPEN-16): cancels a trick for one target, asked in
turn order from the current seat; another 無懈可擊 cancels it in turn (a chain); never used in
the play phase."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_wuxie_is_not_offered_in_the_play_phase() -> None:
    t = Table()
    t.deal({t.lord: ["wuxie", "wuzhong"]})
    assert t.legal() == [t.card_of(t.lord, "wuzhong"), t.passes]


def test_a_second_wuxie_cancels_the_first_and_the_trick_stands() -> None:
    t = Table()
    a, b = t.seat(1), t.seat(2)
    t.deal({t.lord: ["wuzhong", "wuzhong"], a: ["wuxie"], b: ["wuxie"]}, top=["sha", "tao"])
    t.play("wuzhong")
    assert t.decision() == (a, DEC_CANCEL)
    t.play("wuxie")
    assert t.decision() == (b, DEC_CANCEL)  # the window against a's 無懈可擊
    t.play("wuxie")
    assert t.hand_faces(t.lord) == ["sha", "tao", "wuzhong"]  # 無中生有 resolved


def test_wuxie_protects_one_target_of_an_area_trick_only() -> None:
    t = Table()
    protected = t.seat(1)
    t.deal(
        {t.lord: ["nanman", "wuzhong"], protected: ["wuxie"], t.seat(2): ["sha"]},
    )
    t.play("nanman")
    assert t.decision() == (protected, DEC_CANCEL)
    assert int(t.g.stk[0, int(t.g.sp[0]) - 1, 3]) == protected  # aimed at seat 1
    t.play("wuxie")
    assert t.hp(protected) == 4
    assert t.decision() == (t.seat(2), DEC_REQUEST)  # the next target is asked for its 殺
    t.play("sha")
    assert t.hp(t.seat(2)) == 4 and t.hp(t.seat(3)) == 3 and t.hp(t.seat(4)) == 3
    assert t.decision() == (t.lord, L.DEC_PLAY)
