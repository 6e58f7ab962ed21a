"""Hero skill ``mirror_attack_move`` (慕容复 还施彼身): its scenario tests.

还施彼身: When attacked you may play a red or blue hand card as an exact copy of the attacking move
(colour, power and skill) to defend.
"""

from __future__ import annotations

from ..helpers import sc5


def test_murongfu_huanshibishen_defends_with_a_copy_of_the_attack():
    """慕容复 还施彼身: attacked by a red 2-power move he plays a blue hand card as an exact copy
    of it (red, power 2): 2 against 2 blocks. Without the skill his blue 1 would be countered by
    the red move (3 against 1)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "murongfu", partial=True)
    hp = sc.hp(1)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "respond" and sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == hp
    assert "ji_1x1" in sc.discard_faces()


def test_murongfu_huanshibishen_needs_red_or_blue():
    """慕容复 还施彼身: not offered with only a yellow or white hand card."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "murongfu", partial=True)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["qi_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "respond" and not sc.can_hero_skill(1)
