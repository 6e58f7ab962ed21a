"""Card effect ``take_target_card`` (qxs_env/rulesets/qxs/cards/take_target_card.py): 吸星
(``xixing``).

Effect: Take one card of another character within `max_distance` into your hand.

吸星 (configs/cards.yaml): Take one card from another character at distance 1.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_xixing_takes_a_card_at_distance_one() -> None:
    """吸星: only characters at distance 1 holding cards may be targeted; the chosen equipped card
    moves into the user's hand."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(2, "bixuegong")
    sc.equip(4, "hunyuanqi")
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.targets() == [4]  # seat 1 holds nothing, seat 2 is at distance 2
    sc.target(4)
    sc.pass_while("cancel")  # every seat is asked in the 看破 window (auto_forced off)
    sc.pick_equip("mental")
    assert sc.hand_faces(0) == ["hunyuanqi", "zhangmenxinwu"]
    assert sc.equipment(4) == {}
