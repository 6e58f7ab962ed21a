"""Hero skill ``take_own_judgement_card`` (陈近南 反清): its scenario tests.

反清: Once one of your own judgements is settled, you may keep its judgement card in your hand.
"""

from __future__ import annotations

from qxs_env.engine import layout as L

from ..helpers import sc5


def test_chenjinnan_fanqing_keeps_own_judgement_card():
    """陈近南 反清: once his own judgement is settled he may keep the judgement card. 悲酥清风 is
    judged on a red card (his play phase is skipped, the result stands); he takes that red card
    into his hand instead of it going to the discard pile."""
    sc = sc5()
    sc.set_hero(0, "chenjinnan")
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_()  # (通天 at his turn start: declined)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert "li_2x1" in sc.hand_faces(0)
    assert any(r[0] == 0 and r[1] == L.PH_PLAY for r in sc.logged(L.EV_PHASE_SKIP))


def test_chenjinnan_fanqing_declined_card_is_discarded():
    """陈近南 反清 declined: the judgement card goes to the discard pile as usual."""
    sc = sc5()
    sc.set_hero(0, "chenjinnan")
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    sc.pass_()  # (通天 at his turn start: declined)
    sc.pass_()
    assert "li_2x1" not in sc.hand_faces(0)
    assert "li_2x1" in sc.discard_faces()
