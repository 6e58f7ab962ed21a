"""Hero skill ``draw_per_damage_dealt`` (梅超风 杀人练功): its scenario tests.

杀人练功: You draw a card for every point of damage you deal.
"""

from __future__ import annotations

from ..helpers import sc5


def test_meichaofeng_sharenliangong_draws_per_damage():
    """梅超风 杀人练功: a card for each point of damage she deals."""
    sc = sc5()
    sc.set_hero(0, "meichaofeng", partial=True)
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)  # 2 against 0: 1 damage
    assert sc.hp(1) == 3
    assert sc.hand_size(0) == 1
