"""Card effect ``restrict_defence_colour`` (qxs_env/rulesets/qxs/cards/restrict_defence_colour.py):
六脉神剑 (``liumaishenjian``).

Effect: Attacking: the defender may only block with moves of a colour in `allowed`.

六脉神剑 (configs/cards.yaml): The defender can block it only with a blue (技) move.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attacker_scenario, card_action_faces


def test_liumaishenjian_only_blue_moves_may_block() -> None:
    """六脉神剑: the defender may answer only with a blue (技) move card."""
    sc = attacker_scenario(["liumaishenjian"])
    sc.hand(2, ["qi_2x2", "ji_1x1"])
    sc.play_phase(0)
    sc.use("liumaishenjian")
    sc.target(2)
    assert sc.decision().kind == "respond"
    assert card_action_faces(sc) == ["ji_1x1"]
