"""Hero skill ``extra_draw`` (夏雪宜 金蛇郎君): its scenario tests.

金蛇郎君: In your draw phase you may draw one more card.
"""

from __future__ import annotations

import pytest

from ..helpers import sc5


@pytest.mark.parametrize("take", [True, False])
def test_xiaxueyi_jinshelangjun_extra_draw(take):
    """夏雪宜 金蛇郎君: in the draw phase he may draw one more card (asked; 3 + 1)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xiaxueyi", partial=True)
    sc.start_turn(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    if take:
        sc.yes()
    else:
        sc.pass_()
    assert sc.hand_size(1) == (4 if take else 3)
