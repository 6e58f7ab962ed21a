"""Hero skill ``strategy_as_move`` (陈家洛 书生剑法): its scenario tests.

书生剑法: Once per turn you may put out a strategy card as a white move of power 2 and range 2.
"""

from __future__ import annotations

from ..helpers import hand_card, ok, sc5


def test_chenjialuo_shusheng_jianfa_strategy_card_as_white_move():
    """陈家洛 书生剑法: in his play phase a strategy card is put out as a skill-less white move of
    power 2 and range 2; once per turn (a second strategy card is not offered in his defence
    the same turn... checked here in his play phase: the skill is spent)."""
    sc = sc5(attacks_per_turn=2)
    sc.set_hero(0, "chenjialuo")
    card = sc.hand(0, ["zhangmenxinwu", "xixing"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("zhangmenxinwu")
    sc.target(2)  # range 2
    assert sc.clashes() == [(0, 2, 2, 0)]
    assert sc.zone_of(card)[0] == "discard"
    assert not sc.can_hero_skill(1)
    ok(sc)


def test_chenjialuo_shusheng_jianfa_defends():
    """书生剑法 in a defence: a strategy card answers an attack as a power-2 white move."""
    sc = sc5()
    sc.set_hero(1, "chenjialuo")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["xixing"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.hero_skill(1)
    hand_card(sc, "xixing")
    assert sc.clashes() == [(0, 1, 1, 2)]
    assert sc.hp(1) == hp
