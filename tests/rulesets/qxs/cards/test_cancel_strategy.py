"""Card effect ``cancel_strategy`` (qxs_env/rulesets/qxs/cards/cancel_strategy.py): 看破
(``kanpo``).

Effect: Cancel one strategy card's effect on one character (chains).

看破 (configs/cards.yaml): Cancel a strategy card's effect on one character; another See Through
can cancel this one.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_rk1_kanpo_cancels_a_strategy_card() -> None:
    """R-K1: seat 0 uses 吸星 on seat 1; seat 1 plays 看破: 吸星 has no effect, seat 1 keeps its
    other card, and 吸星 and 看破 go to the discard pile."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1  # only target: forced
    sc.cancel("kanpo")
    assert sc.hand_faces(1) == ["li_1x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
    assert sorted(sc.discard_faces()) == ["kanpo", "xixing"]
    assert len(sc.logged(L.EV_CANCEL)) == 1


def test_rk1_without_kanpo_the_card_resolves() -> None:
    """R-K1 (control): if seat 1 passes, 吸星 takes one of its cards into seat 0's hand."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.pass_()
    assert sc.hand_size(1) == 1
    assert sc.hand_size(0) == 2
    assert len(sc.logged(L.EV_TAKE)) == 1


def test_rk1_kanpo_against_kanpo_restores_the_card() -> None:
    """R-K1: a 看破 can be answered by another 看破. Seat 1 cancels 吸星, seat 0 cancels that 看破:
    吸星 takes effect after all (seat 0 takes seat 1's last card)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "kanpo", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_2x1"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0  # the user is asked first
    sc.pass_()
    assert sc.decision().actor == 1
    sc.cancel()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0
    assert sc.decision().face == "kanpo"  # now the window is against seat 1's 看破
    sc.cancel()
    assert sc.hand_faces(0) == ["li_2x1", "zhangmenxinwu"]
    assert sc.hand_faces(1) == []
    assert sorted(sc.discard_faces()) == ["kanpo", "kanpo", "xixing"]


def test_rk1_three_kanpo_chain_cancels() -> None:
    """R-K1: a chain of three 看破 (odd length) cancels the card: seat 1 cancels, seat 0 cancels
    back, seat 1 cancels again; 吸星 does nothing."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "kanpo", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "kanpo", "li_2x1"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.pass_()  # seat 0 does not cancel its own card
    sc.cancel()  # seat 1 against 吸星
    sc.cancel()  # seat 0 against seat 1's 看破
    assert sc.decision().actor == 1
    sc.cancel()  # seat 1 against seat 0's 看破
    assert sc.hand_faces(1) == ["li_2x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]


def test_rk1_cancel_window_asks_from_the_current_player() -> None:
    """R-K1 ruling: the cancel window asks players in turn order from the current player: with
    seat 2 playing and seats 1 and 4 holding 看破, seat 4 is asked before seat 1."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(2, ["xixing", "zhangmenxinwu"])
    sc.hand(3, ["li_1x1"])
    sc.hand(1, ["kanpo"])
    sc.hand(4, ["kanpo"])
    sc.play_phase(2)
    sc.use("xixing")
    sc.target(3)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 4
    sc.pass_()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1
    sc.pass_()
    assert sc.hand_faces(2) == ["li_1x1", "zhangmenxinwu"]


def test_rk1_jianmoxiafan_kanpo_spares_only_the_protected_target() -> None:
    """R-K1 with 剑魔下凡: every other character must play a move or take 1 damage; a 看破 played
    in seat 2's window spares seat 2 only, the others without a move take 1 damage."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    assert sc.decision().kind == "play"
    sc.use("jianmoxiafan")
    # seat 1's window first: seat 2 may protect seat 1, and passes
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 2, 1)
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 2, 2)
    sc.cancel()
    assert [sc.hp(p) for p in range(5)] == [5, 3, 4, 3, 3]


def test_rk1_kanpo_for_another_character() -> None:
    """R-K1: a 看破 cancels the card for one character, whoever plays it: seat 2 protects seat 1
    from 剑魔下凡 and, with no 看破 left, takes the damage itself."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    sc.cancel()  # in seat 1's window
    assert [sc.hp(p) for p in range(5)] == [5, 4, 3, 3, 3]


def test_rk1_kanpo_does_not_answer_poison() -> None:
    """R-K1/R-K2: 看破 answers strategy cards only: against 十香软筋散 (a poison) a 看破 holder is
    not asked, and the poison resolves (seat 0 discards seat 3's mental art)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.hand(3, ["kanpo"])
    sc.equip(3, "bixuegong")
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(3)
    assert sc.decision().kind == "pick" and sc.decision().actor == 0
    sc.pick_equip("mental")
    assert sc.equipment(3) == {}
    assert sc.hand_faces(3) == ["kanpo"]
    assert sorted(sc.discard_faces()) == ["bixuegong", "shixiangruanjinsan"]


def test_rk1_cancelled_cancel_restarts_the_asking() -> None:
    """R-K1 ruling: when a 看破 is itself cancelled, the asking starts again from the current
    player, so a player who passed before may still cancel. Seat 1 cancels 吸星, seat 3 cancels
    seat 1's 看破 (seat 4 lets it stand), then seat 4 is asked again about 吸星 and cancels it."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.hand(1, ["kanpo", "li_1x1"])
    sc.hand(3, ["kanpo"])
    sc.hand(4, ["kanpo"])
    sc.play_phase(0)
    sc.use("xixing")
    sc.target(1)
    asked = []
    while sc.decision().kind == "cancel":
        d = sc.decision()
        asked.append((d.actor, d.face))
        if (d.actor, d.face) in [(1, "xixing"), (3, "kanpo"), (4, "xixing")]:
            sc.cancel()
        else:
            sc.pass_()
    assert asked == [(1, "xixing"), (3, "kanpo"), (4, "kanpo"), (4, "xixing")]
    assert sc.hand_faces(1) == ["li_1x1"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
