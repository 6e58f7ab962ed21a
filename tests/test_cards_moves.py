"""Scenario tests of the move skills (and the internal arts sharing them) implemented so far.

Each test fails if the card's skill were missing or wrong. Colours counter along red -> blue ->
yellow -> white -> red (R-M4); move skills act only when attacking unless the card says
defending or both (R-M7). Five players: seat 0 (the leader, 5 HP) sits at distance 1 from seats
1 and 4 and distance 2 from seats 2 and 3. The attacker keeps a 掌门信物 in hand so that its play
phase stays open after the attack.
"""

from __future__ import annotations

from qxs_env.engine import layout as L
from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]


def _sc(attacker_hand: list, **kw) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE, **kw)
    sc.hand(0, [*attacker_hand, "zhangmenxinwu"])
    return sc


def _attack(sc: Scenario, move: str, target: int, defence: str | None = None) -> None:
    """Seat 0 attacks ``target`` with ``move``; the target answers with ``defence`` or passes."""
    sc.use(move)
    sc.target(target)
    if defence is not None:
        sc.respond(defence)
    elif not sc.over() and sc.decision().kind == "respond":
        sc.pass_()


def _card_types(sc: Scenario) -> list[str]:
    o = sc.eng.offsets["seat"]
    return sorted(sc.eng.catalogue.faces[a // 4].id for a in sc.legal() if a < o)


# ------------------------------------------------------------------ power in the clash
def test_benleizhang_counters_red_when_attacking() -> None:
    """奔雷掌 (yellow, power 1) counters red: against a red 1-power defence it has power 2 and
    deals ceil((2-1)/2) = 1; a plain yellow move would be blocked 1 against 1."""
    sc = _sc(["benleizhang"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    _attack(sc, "benleizhang", 1, "li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3


def test_counter_skill_does_not_act_when_defending() -> None:
    """R-M7: 奔雷掌's "counters red" acts only when attacking: defending against a red 2-power
    attack it keeps power 1 and the defender takes 1 damage."""
    sc = _sc(["li_2x1"])
    sc.hand(1, ["benleizhang"])
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1, "benleizhang")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3


def test_anranxiaohunzhang_plus_one_at_low_hp() -> None:
    """黯然销魂掌 (power 2): +1 power while its user has 2 HP or less."""
    low = _sc(["anranxiaohunzhang"])
    low.hp(0, 2)
    low.play_phase(0)
    _attack(low, "anranxiaohunzhang", 1)
    assert low.clashes() == [(0, 1, 3, 0)]
    assert low.hp(1) == 2
    high = _sc(["anranxiaohunzhang"])
    high.hp(0, 3)
    high.play_phase(0)
    _attack(high, "anranxiaohunzhang", 1)
    assert high.clashes() == [(0, 1, 2, 0)]


def test_nianhuazhi_power_two_at_distance_one() -> None:
    """拈花指 (power 1, range 2): its power becomes 2 against a target at distance 1 only."""
    near = _sc(["nianhuazhi"])
    near.play_phase(0)
    _attack(near, "nianhuazhi", 1)
    assert near.clashes() == [(0, 1, 2, 0)]
    far = _sc(["nianhuazhi"])
    far.play_phase(0)
    _attack(far, "nianhuazhi", 2)
    assert far.clashes() == [(0, 2, 1, 0)]


def test_yuenvjianfa_plus_one_for_a_female_user() -> None:
    """越女剑法 (power 1): +1 power when its user is female; none for a character with no gender
    (heroes off)."""
    female = _sc(["yuenvjianfa"])
    female.set_gender(0, "female")
    female.play_phase(0)
    _attack(female, "yuenvjianfa", 1)
    assert female.clashes() == [(0, 1, 2, 0)]
    plain = _sc(["yuenvjianfa"])
    plain.play_phase(0)
    _attack(plain, "yuenvjianfa", 1)
    assert plain.clashes() == [(0, 1, 1, 0)]


def test_yiyangzhi_blocks_whatever_the_power() -> None:
    """一阳指 defending: the block succeeds although 铁掌 (red 3, countering blue) has power 4
    against 2."""
    sc = _sc(["tiezhang"])
    sc.hand(1, ["yiyangzhi"])
    sc.play_phase(0)
    _attack(sc, "tiezhang", 1, "yiyangzhi")
    assert sc.clashes() == [(0, 1, 4, 2)]
    assert sc.hp(1) == 4
    assert sc.logged(L.EV_BLOCK)


def test_liumaishenjian_only_blue_moves_may_block() -> None:
    """六脉神剑: the defender may answer only with a blue (技) move card."""
    sc = _sc(["liumaishenjian"])
    sc.hand(2, ["qi_2x2", "ji_1x1"])
    sc.play_phase(0)
    sc.use("liumaishenjian")
    sc.target(2)
    assert sc.decision().kind == "respond"
    assert _card_types(sc) == ["ji_1x1"]


# ------------------------------------------------------------------ damage bonuses
def test_baibianqianhuanjian_bonus_only_without_a_defence() -> None:
    """百变千幻剑 (white 2): +1 damage when the target plays no move: 2 damage undefended; when a
    red move defends (white counters red: 3 against 1) there is no bonus: 1 damage."""
    bare = _sc(["baibianqianhuanjian"])
    bare.play_phase(0)
    _attack(bare, "baibianqianhuanjian", 1)
    assert bare.hp(1) == 2
    met = _sc(["baibianqianhuanjian"])
    met.hand(1, ["li_1x1"])
    met.play_phase(0)
    _attack(met, "baibianqianhuanjian", 1, "li_1x1")
    assert met.clashes() == [(0, 1, 3, 1)]
    assert met.hp(1) == 3


def test_wuduzhang_bonus_against_an_empty_hand() -> None:
    """五毒掌 (red 1): +1 damage when the target has no hand cards when the damage is dealt."""
    empty = _sc(["wuduzhang"])
    empty.play_phase(0)
    _attack(empty, "wuduzhang", 1)
    assert empty.hp(1) == 2
    holding = _sc(["wuduzhang"])
    holding.hand(1, ["heiyuduanxugao"])
    holding.play_phase(0)
    _attack(holding, "wuduzhang", 1)
    assert holding.hp(1) == 3


def test_wudugong_bonus_against_an_empty_hand() -> None:
    """五毒功 (internal art): the same +1 for any move of its owner."""
    sc = _sc(["li_1x1"])
    sc.equip(0, "wudugong")
    sc.play_phase(0)
    _attack(sc, "li_1x1", 1)
    assert sc.hp(1) == 2


def test_fenjincuogushou_judgement_red_adds_one() -> None:
    """分筋错骨手 (red 2): when about to deal damage, judge: red gives +1 damage."""
    red = _sc(["fenjincuogushou"])
    red.draw_pile_top([("li_1x1", "red")])
    red.play_phase(0)
    _attack(red, "fenjincuogushou", 1)
    assert red.hp(1) == 2
    blue = _sc(["fenjincuogushou"])
    blue.draw_pile_top([("ji_1x1", "blue")])
    blue.play_phase(0)
    _attack(blue, "fenjincuogushou", 1)
    assert blue.hp(1) == 3
    assert len(blue.logged(L.EV_JUDGE)) == 1


# ------------------------------------------------------------------ after damage
def test_jiuyinbaiguzhua_draws_two_after_damage_only() -> None:
    """九阴白骨爪: after it deals damage its user draws 2; blocked, nothing."""
    hit = _sc(["jiuyinbaiguzhua"])
    hit.play_phase(0)
    before = hit.hand_size(0)
    _attack(hit, "jiuyinbaiguzhua", 1)
    assert hit.hp(1) == 3
    assert hit.hand_size(0) == before - 1 + 2
    blocked = _sc(["jiuyinbaiguzhua"])
    blocked.hand(1, ["qi_2x1"])
    blocked.play_phase(0)
    before = blocked.hand_size(0)
    _attack(blocked, "jiuyinbaiguzhua", 1, "qi_2x1")
    assert blocked.hp(1) == 4
    assert blocked.hand_size(0) == before - 1


def test_jinshechansishou_takes_a_hand_card() -> None:
    """金蛇缠丝手: after dealing damage the user takes one of the target's hand cards."""
    sc = _sc(["jinshechansishou"])
    sc.hand(1, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    before = sc.hand_size(0)
    _attack(sc, "jinshechansishou", 1)
    assert sc.hp(1) == 3
    assert sc.hand_size(1) == 1
    assert sc.hand_size(0) == before - 1 + 1
    assert sc.logged(L.EV_TAKE)


def test_zhanyishibadie_may_turn_the_target_face_down() -> None:
    """沾衣十八跌: after dealing damage its user may turn the target face down (optional)."""
    yes = _sc(["zhanyishibadie"])
    yes.play_phase(0)
    _attack(yes, "zhanyishibadie", 1)
    assert yes.decision().kind == "confirm"
    yes.yes()
    assert bool(yes.state["face_down"][1])
    no = _sc(["zhanyishibadie"])
    no.play_phase(0)
    _attack(no, "zhanyishibadie", 1)
    no.pass_()
    assert not bool(no.state["face_down"][1])


def test_tanzhishentong_dark_judgement_skips_the_draw() -> None:
    """弹指神通: after damage, judge; dark (red or blue): the target skips its next draw phase;
    light: nothing."""
    dark = _sc(["tanzhishentong"])
    dark.draw_pile_top([("ji_1x1", "blue")])
    dark.play_phase(0)
    _attack(dark, "tanzhishentong", 2)
    assert int(dark.state["skip"][2]) & (1 << L.PH_DRAW)
    light = _sc(["tanzhishentong"])
    light.draw_pile_top([("qi_1x1", "yellow")])
    light.play_phase(0)
    _attack(light, "tanzhishentong", 2)
    assert int(light.state["skip"][2]) == 0


def test_xuanminshenzhang_dark_judgement_skips_the_play_phase() -> None:
    """玄冥神掌: after damage, judge; dark: the target skips its next play phase."""
    sc = _sc(["xuanminshenzhang"])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    _attack(sc, "xuanminshenzhang", 1)
    assert int(sc.state["skip"][1]) & (1 << L.PH_PLAY)


def test_tougudaxue_red_judgement_skips_the_play_phase() -> None:
    """透骨打穴 (internal art): after its owner's attack deals damage, judge; red: the target
    skips its next play phase; blue (dark but not red): nothing."""
    red = _sc(["li_1x1"])
    red.equip(0, "tougudaxue")
    red.draw_pile_top([("li_2x1", "red")])
    red.play_phase(0)
    _attack(red, "li_1x1", 1)
    assert int(red.state["skip"][1]) & (1 << L.PH_PLAY)
    blue = _sc(["li_1x1"])
    blue.equip(0, "tougudaxue")
    blue.draw_pile_top([("ji_1x1", "blue")])
    blue.play_phase(0)
    _attack(blue, "li_1x1", 1)
    assert int(blue.state["skip"][1]) == 0


def test_rulaiqianshoushi_silences_after_damage_skills() -> None:
    """如来千手式: no after-damage skill acts in a clash where it is used: the attacker's
    透骨打穴 makes no judgement after 如来千手式 deals damage."""
    sc = _sc(["rulaiqianshoushi"])
    sc.equip(0, "tougudaxue")
    sc.draw_pile_top([("li_2x1", "red")])
    sc.play_phase(0)
    _attack(sc, "rulaiqianshoushi", 1)
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_JUDGE) == []
    assert int(sc.state["skip"][1]) == 0


# ------------------------------------------------------------------ not countered
def test_huagongdafa_discards_a_card_unless_countered() -> None:
    """化功大法 (yellow 2): if the defence did not counter it, the attacker discards one of the
    target's cards, even when the attack is blocked; a white defence is not a counter (yellow
    counters white), a blue one is (blue counters yellow)."""
    sc = _sc(["huagongdafa"])
    sc.hand(1, ["su_2x2", "heiyuduanxugao"])
    sc.play_phase(0)
    _attack(sc, "huagongdafa", 1, "su_2x2")
    assert sc.hp(1) == 3  # 3 against 2: 1 damage
    # its one remaining card is a hidden hand card: a forced pick, taken by the engine
    assert sc.hand_size(1) == 0
    assert sc.discard_faces().count("heiyuduanxugao") == 1
    countered = _sc(["huagongdafa"])
    countered.hand(1, ["ji_2x2", "heiyuduanxugao"])
    countered.play_phase(0)
    _attack(countered, "huagongdafa", 1, "ji_2x2")
    assert countered.hp(1) == 4  # blocked 2 against 3
    assert countered.decision().kind == "play"  # no pick: it was countered
    assert countered.hand_size(1) == 1


def test_qishangquan_costs_one_hp_and_deals_one_more() -> None:
    """七伤拳 (yellow 2): if not countered, after the attack its user loses 1 HP and the target
    takes 1 more damage: undefended, the target takes 1 + 1 and the user drops from 5 to 4."""
    sc = _sc(["qishangquan"])
    sc.play_phase(0)
    _attack(sc, "qishangquan", 1)
    assert sc.hp(1) == 2
    assert sc.hp(0) == 4
    assert sc.logged(L.EV_HP_LOSS) == [(0, 1, 0, 0, 0)]


def test_hanbingzhang_may_discard_two_cards_instead_of_damage() -> None:
    """寒冰掌: when it would deal damage its user may instead discard two of the target's cards
    (the target loses no HP); declining deals the damage."""
    swap = _sc(["hanbingzhang"])
    swap.hand(1, ["heiyuduanxugao", "zhangmenxinwu"])
    swap.play_phase(0)
    _attack(swap, "hanbingzhang", 1)
    assert swap.decision().kind == "confirm"
    swap.yes()  # both picks are hidden hand cards: forced, taken by the engine
    assert swap.hp(1) == 4
    assert swap.hand_size(1) == 0
    plain = _sc(["hanbingzhang"])
    plain.hand(1, ["heiyuduanxugao"])
    plain.play_phase(0)
    _attack(plain, "hanbingzhang", 1)
    plain.pass_()
    assert plain.hp(1) == 3
    assert plain.hand_size(1) == 1
