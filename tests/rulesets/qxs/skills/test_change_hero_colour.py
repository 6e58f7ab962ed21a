"""Hero skill ``change_hero_colour`` (余沧海 变脸): its scenario tests.

变脸: In your draw phase you may place a drawn card on your hero; its colour becomes your hero's
colour and the card placed before returns to your hand.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import sc5


def test_yucanghai_bianlian_drawn_card_on_the_hero_sets_its_colour():
    """余沧海 变脸: in his draw phase he places one of the two cards drawn on his hero: his hero
    colour becomes that card's (white, for 巧取豪夺 and the colour-matching skills); the next
    time, the card placed before returns to his hand."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yucanghai")
    white, other = sc.draw_pile_top([("su_1x2", "white"), ("li_1x1", "red")])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.hand_card("su_1x2", "white")
    assert sc.zone_of(white) == ("stored", 0) and sc.zone_of(other) == ("hand", 0)
    draw = int(sc.eng.cfg[L.C_DRAW])
    assert sc.hand_size(0) == draw - 1  # the draw phase drew nothing more
    from qxs_env.rulesets.qxs import rules

    assert rules.hero_colour_of(sc.state, sc.eng.tba[0], 0) == 3  # white
    sc2_cards = sc.draw_pile_top([("qi_1x1", "yellow"), ("ji_1x1", "blue")])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("ji_1x1", "blue")
    assert sc.zone_of(white) == ("hand", 0) and sc.zone_of(sc2_cards[1]) == ("stored", 0)
    assert rules.hero_colour_of(sc.state, sc.eng.tba[0], 0) == 1  # blue
