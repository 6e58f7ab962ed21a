"""Card effect ``draw`` (qxs_env/rulesets/qxs/cards/draw.py): 掌门信物 (``zhangmenxinwu``).

Effect: Draw `n` cards.

掌门信物 (configs/cards.yaml): Draw 2 cards.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_zhangmenxinwu_draws_two() -> None:
    """掌门信物: its user draws 2 cards from the top of the draw pile."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["zhangmenxinwu", "li_1x1"])
    sc.draw_pile_top(["kanpo", "wuchangdan"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hand_faces(0) == ["kanpo", "li_1x1", "wuchangdan"]
