"""Card effect ``cancel_poison`` (qxs_env/rulesets/qxs/cards/cancel_poison.py): 无常丹
(``wuchangdan``).

Effect: Cancel one poison card's effect on one character.

无常丹 (configs/cards.yaml): Cancel a poison card's effect on one character, a delayed one
included.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_rk2_wuchangdan_cancels_a_poison() -> None:
    """R-K2: 无常丹 cancels a (non-delayed) poison: 十香软筋散 on seat 3 does nothing."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.hand(3, ["wuchangdan", "li_1x1"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(3)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 3
    sc.cancel("wuchangdan")
    assert sc.hand_faces(3) == ["li_1x1"]


def test_rk2_wuchangdan_cancels_at_judgement() -> None:
    """R-K2: in the judgement phase the holder plays 无常丹: 悲酥清风 is discarded with no
    judgement (the stacked blue card is drawn instead) and the play phase happens."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.hand(1, ["wuchangdan"])
    sc.draw_pile_top(["ji_2x2", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1
    sc.cancel("wuchangdan")
    assert sc.logged(L.EV_JUDGE) == []
    assert sc.hand_faces(1) == ["ji_2x2", "li_1x1", "li_1x1"]
    assert sc.decision().kind == "play" and sc.decision().actor == 1
    assert sorted(sc.discard_faces()) == ["beisuqingfeng", "wuchangdan"]


def test_rk2_wuchangdan_against_wuchangdan() -> None:
    """R-K2/R-K1: 无常丹 answers 无常丹: seat 1 cancels its 悲酥清风, seat 2 cancels that 无常丹, so
    the poison is judged after all (blue: the play phase is skipped)."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.hand(1, ["wuchangdan"])
    sc.hand(2, ["wuchangdan"])
    sc.draw_pile_top(["ji_2x2", "li_1x1", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    assert sc.decision().actor == 1
    sc.cancel()
    assert sc.decision().kind == "cancel" and sc.decision().actor == 2
    sc.cancel()
    assert len(sc.logged(L.EV_JUDGE)) == 1
    assert sc.logged(FL.EV_PHASE_SKIP)[0][:2] == (1, FL.PH_PLAY)
