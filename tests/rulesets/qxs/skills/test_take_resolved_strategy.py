"""Hero skill ``take_resolved_strategy`` (慕容复 复国大任): its scenario tests.

复国大任: When a strategy card another character used on you has taken effect, you take that card
into your hand.
"""

from __future__ import annotations

from ..helpers import sc5


def test_murongfu_fuguodaren_takes_strategy_used_on_him():
    """慕容复 复国大任: a strategy another character aimed at him goes to his hand once it has
    taken effect (吸星 takes his card, then he holds the 吸星); without the skill it would be on
    the discard pile."""
    sc = sc5()
    sc.set_hero(1, "murongfu", partial=True)
    sc.hand(1, ["li_1x1"])
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_while("cancel")
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert "li_1x1" in sc.hand_faces(0)
    assert sc.hand_faces(1) == ["xixing"]
    assert "xixing" not in sc.discard_faces()


def test_murongfu_fuguodaren_not_for_his_own_strategy():
    """慕容复 复国大任: a strategy he uses on himself (掌门信物) is discarded as usual."""
    sc = sc5()
    sc.set_hero(0, "murongfu", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    sc.pass_while("cancel")
    assert "zhangmenxinwu" in sc.discard_faces()
