"""Card effect ``delayed_skip_phase`` (qxs_env/rulesets/qxs/cards/delayed_skip_phase.py): 悲酥清风
(``beisuqingfeng``), 三尸脑神丹 (``sanshinaoshendan``).

Effect: Delayed: judged in the target's judgement phase; unless the result is in `safe` the
target skips `phase`. `max_distance` 0 = any distance.

悲酥清风 (configs/cards.yaml): Delayed, on any other character: when judged, it skips that
turn's play phase unless the result is yellow.

三尸脑神丹 (configs/cards.yaml): Delayed, on a character at distance 1: when judged, it skips
that turn's draw phase unless the result is white.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

import pytest

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, OF_COLOUR


def test_rk2_delayed_poison_placed_without_a_window() -> None:
    """R-K2 ruling: 悲酥清风 goes into the target's judgement area at once; a 无常丹 holder is not
    asked when it is placed."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["beisuqingfeng", "zhangmenxinwu"])
    sc.hand(1, ["wuchangdan"])
    sc.play_phase(0)
    sc.use("beisuqingfeng")
    sc.target(1)
    assert sc.judgement_faces(1) == ["beisuqingfeng"]
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    assert sc.logged(L.EV_PLACE)[0][0] == 1


def test_rk2_delayed_poison_judged_in_the_judgement_phase() -> None:
    """R-K2: the delayed card is judged in its holder's next judgement phase (blue: 悲酥清风
    fails, the play phase is skipped) and then discarded."""
    sc = Scenario(5, identities=FIVE)
    (card,) = sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top(["ji_1x1", "li_1x1", "li_1x1", "li_1x1"])
    sc.start_turn(1)
    (judge,) = sc.logged(L.EV_JUDGE)
    assert (judge[0], judge[2], judge[3]) == (1, 1, card)  # seat 1, blue, for 悲酥清风
    assert sc.logged(FL.EV_PHASE_SKIP) == [(1, FL.PH_PLAY, 0, 0, 0)]
    assert sc.zone_of(card) == ("discard", -1)
    assert sc.hand_faces(1) == ["li_1x1"] * 3


def test_rk2_skip_applies_once() -> None:
    """R-K2: a failed 三尸脑神丹 skips one draw phase only: the next turn draws again."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["sanshinaoshendan"])
    sc.draw_pile_top(["li_1x1", "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.logged(FL.EV_PHASE_SKIP)[0][:2] == (1, FL.PH_DRAW)
    assert sc.hand_faces(1) == []
    assert int(sc.state["skip"][1]) == 0
    sc.draw_pile_top(["li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.hand_faces(1) == ["li_2x1"] * 3


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_beisuqingfeng_safe_on_yellow_only(colour: str) -> None:
    """R-K3: 悲酥清风 skips the play phase unless the judgement is yellow."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top([OF_COLOUR[colour], "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    skipped = [row[1] for row in sc.logged(FL.EV_PHASE_SKIP) if row[0] == 1]
    assert skipped == ([] if colour == "yellow" else [FL.PH_PLAY])
    if colour == "yellow":
        assert sc.decision().kind == "play" and sc.decision().actor == 1


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_sanshinaoshendan_safe_on_white_only(colour: str) -> None:
    """R-K3: 三尸脑神丹 skips the draw phase unless the judgement is white."""
    sc = Scenario(5, identities=FIVE)
    sc.judgement(1, ["sanshinaoshendan"])
    sc.hand(1, ["zhangmenxinwu"])
    sc.draw_pile_top([OF_COLOUR[colour], "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    skipped = [row[1] for row in sc.logged(FL.EV_PHASE_SKIP) if row[0] == 1]
    assert skipped == ([] if colour == "white" else [FL.PH_DRAW])
    assert sc.hand_size(1) == (4 if colour == "white" else 1)


def test_rk3_sanshinaoshendan_distance_one() -> None:
    """三尸脑神丹 may only be placed on a character at distance 1."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["sanshinaoshendan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    assert sc.targets() == [1, 4]
