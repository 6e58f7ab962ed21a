"""Hero skill ``store_move_reattack`` (黄裳 九阴神功): its scenario tests.

九阴神功: In your discard phase you may set aside one move; when anyone's attack is blocked you may
put out stored moves for the attacker to attack the same target again.
"""

from __future__ import annotations

from ..helpers import damage_rows, hand_card, ok, sc5


def test_huangshang_jiuyin_shengong_sets_a_move_aside_in_his_discard_phase():
    """九阴神功, first half: at the start of his discard phase he may set one hand move aside."""
    sc = sc5()
    sc.set_hero(0, "huangshang")
    move = sc.hand(0, ["li_2x1", "zhangmenxinwu"])[0]
    sc.discard_phase(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    hand_card(sc, "li_2x1")
    assert sc.zone_of(move) == ("stored", 0)
    assert int(sc.state["sk_tok"][0, 1]) == 1


def test_huangshang_jiuyin_shengong_blocked_attack_goes_again():
    """九阴神功, second half: seat 0's attack on seat 1 is blocked (1 against 1); 黄裳 (seat 2)
    puts out his stored move for seat 0, who attacks seat 1 again with it (2 against 0)."""
    sc = sc5()
    sc.set_hero(2, "huangshang")
    stored = sc.stored(2, ["li_2x1"])[0]
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("li_1x1")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, "li_2x1")
    assert sc.clashes() == [(0, 1, 1, 1), (0, 1, 2, 0)]
    assert sc.hp(1) == hp - 1
    assert damage_rows(sc) == [(0, 1, 1)]
    assert sc.zone_of(stored)[0] == "discard"
    ok(sc)
