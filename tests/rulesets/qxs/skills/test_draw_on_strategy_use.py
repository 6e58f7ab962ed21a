"""Hero skill ``draw_on_strategy_use`` (成昆 幕后黑手): its scenario tests.

幕后黑手: Whenever you use a strategy card, you draw a card.
"""

from __future__ import annotations

from ..helpers import sc5


def test_chengkun_muhouheishou_draws_on_strategy():
    """成昆 幕后黑手: each strategy card he uses draws him a card (掌门信物: 2 + 1)."""
    sc = sc5()
    sc.set_hero(0, "chengkun", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hand_size(0) == 3
