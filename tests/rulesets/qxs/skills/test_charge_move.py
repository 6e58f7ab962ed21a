"""Hero skill ``charge_move`` (欧阳锋 蛤蟆功): its scenario tests.

蛤蟆功: Once in your play phase you may set a move from your hand face up beside you; from a later
turn on you may put it out whenever you need a move, with +1 power.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import hand_card, sc5


def test_ouyangfeng_hamagong_charges_a_move():
    """欧阳锋 蛤蟆功: once a turn he shows a move from his hand; it cannot be used this turn,
    and from a later turn on it has +1 power."""
    sc = sc5()
    sc.set_hero(0, "ouyangfeng")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "li_1x1")
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]
    assert not sc.can_use("li_1x1") and not sc.can_hero_skill(1)
    sc.play_phase(0)  # a later turn: the charged move attacks with +1
    sc.state["cflag"][sc.cards_of("li_1x1")] &= ~L.CF_REVEALED_NOW
    sc.resume()
    sc.use("li_1x1").target(1)
    assert sc.clashes()[-1] == (0, 1, 2, 0)
