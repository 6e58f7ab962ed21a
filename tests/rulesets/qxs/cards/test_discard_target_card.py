"""Card effect ``discard_target_card`` (qxs_env/rulesets/qxs/cards/discard_target_card.py):
十香软筋散 (``shixiangruanjinsan``).

Effect: Discard one card of another character (`max_distance` 0 = any distance).

十香软筋散 (configs/cards.yaml): Discard one card of any other character, at any distance.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario


def test_shixiangruanjinsan_any_distance_and_judgement_cards() -> None:
    """十香软筋散: any other character with cards, at any distance; a card of its judgement area
    may be chosen and is discarded."""
    sc = Scenario(
        8,
        identities=["leader", "righteous", "righteous", "cult", "cult", "cult", "cult", "court"],
        auto_forced=False,
    )
    sc.judgement(4, ["beisuqingfeng", "sanshinaoshendan"])
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    assert sc.targets() == [4]
    sc.target(4)
    sc.pass_while("cancel")
    sc.pick_judgement(1)
    assert sc.judgement_faces(4) == ["beisuqingfeng"]
    assert sc.discard_faces() == ["sanshinaoshendan", "shixiangruanjinsan"]
