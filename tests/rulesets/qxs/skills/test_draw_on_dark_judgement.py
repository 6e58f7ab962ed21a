"""Hero skill ``draw_on_dark_judgement`` (九难 神功自成): its scenario tests.

神功自成: whenever a judgement of hers comes out red or blue, she may draw a card. (Her judgements
here come from 多灾多难, judge_on_hand_loss, her other skill.)
"""

from __future__ import annotations

from ..helpers import ok, sc5


def _jiunan_judges(top: list[str]):
    """九难 (seat 1) loses a hand card defending in seat 0's turn and takes 多灾多难's
    judgement; ``top``: the draw pile's top cards."""
    sc = sc5()
    sc.set_hero(1, "jiunan")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.draw_pile_top(top)
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    sc.yes()  # 多灾多难: judge
    return sc


def test_a_red_judgement_offers_a_card_and_she_draws_it():
    sc = _jiunan_judges(["li_2x1", "qi_1x1"])
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # 神功自成
    sc.yes()
    assert sc.hand_faces(1) == ["qi_1x1"]
    ok(sc)


def test_she_may_decline():
    sc = _jiunan_judges(["li_2x1", "qi_1x1"])
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.pass_()  # declined
    assert sc.hand_faces(1) == []
    ok(sc)


def test_a_yellow_judgement_offers_nothing():
    sc = _jiunan_judges(["qi_2x2", "qi_1x1"])
    assert sc.decision().kind == "play" and sc.hand_faces(1) == []
    ok(sc)
