"""Hero skill ``treasure_cards`` (向问天 搜罗至宝): its scenario tests.

搜罗至宝: In your draw phase you may set one drawn card beside you as a treasure; each treasure
raises your hand limit by 1.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_xiangwentian_souluozhibao_drawn_card_becomes_a_treasure():
    """向问天 搜罗至宝: in his draw phase one of the cards drawn is set beside him as a
    treasure (public count in his slot's tokens); each treasure raises his hand limit by 1."""
    from qxs_env.rulesets.qxs import rules

    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiangwentian")
    draw = int(sc.eng.cfg[L.C_DRAW])
    cards = sc.draw_pile_top([("qi_1x1", "yellow"), "li_1x1", "su_2x2", "ji_1x1"][:draw])
    limit = rules.hand_limit(sc.state, 0)
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("qi_1x1", "yellow")
    assert sc.zone_of(cards[0]) == ("stored", 0)
    assert sc.hand_size(0) == draw - 1 and int(sc.state["sk_tok"][0, 0]) == 1
    assert rules.hand_limit(sc.state, 0) == limit + 1
