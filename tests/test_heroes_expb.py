"""Heroes (issue 4, item 5): expansion heroes, part b (丘处机 .. 余沧海). One scenario per rule;
each would fail without the skill's code (the docstring says what the game would do instead).
Heroes whose other skills are not implemented yet are placed with ``partial=True``.
"""

from __future__ import annotations

from qxs_env.engine import layout as L
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader (it plays first; turn order 0 -> 1 -> ... -> 4)."""
    return Scenario(players=5, seed=seed, identities=IDS5, **kw)


def hand_card(sc: Scenario, face: str) -> None:
    """Give the hand card a skill asks for (the engine takes it itself when it is the only one
    that fits: auto_forced)."""
    if sc.decision().kind == "hand card":
        sc.hand_card(face)


def skill_events(sc: Scenario, seat: int) -> list[tuple[int, ...]]:
    return [r for r in sc.logged(L.EV_SKILL) if r[0] == seat]


# ====================================================== 玄慈 杂阿含功 (大力金刚: base power code)


def test_xuanci_zaahangong_strategy_card_attacks_as_move():
    """玄慈 杂阿含功: any hand card (here the white strategy 掌门信物) is put out as a skill-less
    white move of power 1 and range 1 (R-M1). Without the skill he holds no move and his play
    phase could not attack."""
    sc = sc5()
    sc.set_hero(0, "xuanci")
    sc.hand(0, [("zhangmenxinwu", "white")])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "zhangmenxinwu")
    assert sc.targets() == [1, 4]  # range 1
    sc.target(1)
    assert sc.clashes() == [(0, 1, 1, 0)]
    assert sc.hp(1) == 3  # (4 HP, 1 damage)


def test_xuanci_zaahangong_defends_with_medicine():
    """杂阿含功 in a defence: a medicine card becomes a move of its colour that clashes."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanci")
    sc.hand(1, [("heiyuduanxugao", "white")])
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "heiyuduanxugao")
    # his white 1 counters the red attacking move through 大力金刚 (+1): 2 against 1, blocked
    assert sc.clashes() == [(0, 1, 1, 2)]
    assert sc.hp(1) == 5


# ====================================================== 阳顶天 顶天立地


def test_yangdingtian_dingtianlidi_every_move_reaches_six():
    """阳顶天 顶天立地: his range-1 move reaches every seat of 7 (distance up to 3). Without
    the skill only the two neighbours."""
    sc = Scenario(players=7, seed=0)
    sc.set_hero(0, "yangdingtian", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4, 5, 6]


# ====================================================== 裘千丈 坑蒙拐骗, 铁掌水上漂, 脚底抹油


def _tokens(sc: Scenario, seat: int, slot: int = 0) -> int:
    return int(sc.state["sk_tok"][seat, slot])


def test_qiuqianzhang_kengmengguaipian_token_per_damage_point():
    """裘千丈 坑蒙拐骗: 2 damage taken gives him 2 脸皮 tokens (shown in his slot's tokens)."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    assert _tokens(sc, 0) == 0
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert _tokens(sc, 0) == 2 and sc.hp(0) == 3  # (leader: 5 HP)


def test_qiuqianzhang_jiaodimoyou_token_prevents_one_point():
    """脚底抹油: about to take 2 damage he spends a token: he takes 1 (and gains 1 token for
    it). Without the skill he would take both points."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 1
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.hp(0) == 4 and _tokens(sc, 0) == 1


def test_qiuqianzhang_tiezhang_shuishangpiao_tokens_buy_distance_and_red_attacks():
    """铁掌水上漂: two tokens give 水上飘 (attack distance -1: a range-1 move reaches all of 5)
    and 无尽之力 (red attacks unlimited) for the turn. Without it: neighbours only, one attack."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 2
    sc.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 4]
    sc2 = sc5()
    sc2.set_hero(0, "qiuqianzhang")
    sc2.state["sk_tok"][0, 0] = 2
    sc2.hand(0, ["li_1x1", "li_2x1", "ji_1x1"])
    sc2.play_phase(0)
    assert sc2.can_hero_skill(1)
    sc2.hero_skill(1)
    assert _tokens(sc2, 0) == 0 and not sc2.can_hero_skill(1)
    sc2.use("li_1x1")
    assert sc2.targets() == [1, 2, 3, 4]
    sc2.target(2)
    assert sc2.can_use("li_2x1") and not sc2.can_use("ji_1x1")


def test_qiuqianzhang_tiezhang_shuishangpiao_needs_two_tokens():
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 1
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    assert not sc.can_hero_skill(1)


# ====================================================== 四大恶人 无恶不作, 穷凶极恶, 恶贯满盈


def test_sidaeren_wuebuzuo_starts_with_four_tokens_and_gains():
    """四大恶人 无恶不作: 4 恶 tokens from the start, one more per point of damage taken."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    assert _tokens(sc, 0) == 4
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 1, source=1)
    assert _tokens(sc, 0) == 5


def test_sidaeren_qiongxiongjie_dark_judgement_damages():
    """穷凶极恶: a token spent, seat 1 judges; red (dark): seat 0 deals it 1 damage."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    sc.hand(0, ["zhangmenxinwu"])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.target(1)
    assert sc.hp(1) == 3 and _tokens(sc, 0) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]
    assert not sc.can_hero_skill(1)  # once per turn


def test_sidaeren_qiongxiongjie_light_judgement_makes_good():
    """穷凶极恶: a yellow (light) judgement makes the evil target good, no damage."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    sc.set_alignment(1, "evil")
    sc.hand(0, ["zhangmenxinwu"])
    sc.draw_pile_top([("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.target(1)
    assert sc.state["align"][1] == L.ALIGN_GOOD and sc.hp(1) == 4


def test_sidaeren_eguanmanying_four_tokens_hurt_every_good_character():
    """恶贯满盈: four tokens spent, every good character (seats 1 and 3 here) takes 1 damage
    from him; the evil ones (him, seats 2 and 4) do not."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    for seat, al in ((1, "good"), (2, "evil"), (3, "good"), (4, "evil")):
        sc.set_alignment(seat, al)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(2)
    sc.hero_skill(2)
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1), (0, 3, 1)]
    assert _tokens(sc, 0) == 0 and not sc.can_hero_skill(2)


# ====================================================== 丘处机 一言止杀, 嫉恶如仇


def _qiuchuji_strategy(sc: Scenario) -> None:
    """Seat 0 丘处机 uses 掌门信物 in its play phase and fires 一言止杀 on seat 1."""
    sc.set_hero(0, "qiuchuji")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.targets() == [1, 4]  # distance 1 only
    sc.target(1)


def test_qiuchuji_yiyanzhisha_target_throws_away_a_move():
    """丘处机 一言止杀: using a strategy card in his play phase, he makes seat 1 (distance 1)
    throw away a move card; it does. Without the skill nothing would be asked."""
    sc = sc5()
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    _qiuchuji_strategy(sc)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    sc.hand_card("li_1x1")
    assert sc.hand_faces(1) == ["zhangmenxinwu"] and sc.hp(1) == 4
    assert "li_1x1" in sc.discard_faces()


def test_qiuchuji_yiyanzhisha_no_move_takes_damage():
    """一言止杀: a target that does not throw away a move takes 1 damage from him (here it has
    none: its only answer is to pass)."""
    sc = sc5()
    sc.hand(1, ["zhangmenxinwu"])
    _qiuchuji_strategy(sc)
    assert sc.hp(1) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]


def test_qiuchuji_jierouchou_draws_against_the_evil():
    """嫉恶如仇: he draws a card per point he deals to an evil character and per point an evil
    source deals him; damage from a good source draws nothing."""
    sc = sc5()
    sc.set_hero(0, "qiuchuji")
    sc.set_alignment(1, "evil")
    sc.set_alignment(2, "good")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.hp(1) == 3 and sc.hand_size(0) == 1
    sc.inject_damage(0, 1, source=1)
    assert sc.hand_size(0) == 2
    sc.inject_damage(0, 1, source=2)
    assert sc.hand_size(0) == 2


# ====================================================== 苏星河 珍珑棋局, 装聋作哑


def test_suxinghe_zhuanglongzuoya_not_a_target_of_others_strategy():
    """苏星河 装聋作哑: another character's strategy card (西湖底牢) cannot be aimed at him."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "suxinghe")
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets() and 2 in sc.targets()


def test_suxinghe_zhuanglongzuoya_strategy_use_costs_hp():
    """装聋作哑: each strategy card he uses costs him 1 HP (a loss, not damage)."""
    sc = sc5()
    sc.set_hero(0, "suxinghe")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("zhangmenxinwu")
    assert sc.hp(0) == 4  # (leader: 5)
    assert [r[:2] for r in sc.logged(L.EV_HP_LOSS)] == [(0, 1)]
    assert sc.hand_size(0) == 2  # the card still resolved


def test_suxinghe_zhenlongqiju_discards_equipment_in_range():
    """珍珑棋局: once in his play phase he throws away an equipped card of a character within
    his reach (1 without an internal art): seat 1's, not seat 2's (distance 2)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "suxinghe")
    sc.hand(0, ["zhangmenxinwu"])
    sc.equip(1, "hunyuanqi")
    sc.equip(2, "bixuegong")
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    assert sc.targets() == [1]
    sc.target(1)
    sc.pick_equip("mental")
    assert sc.equipment(1) == {} and "hunyuanqi" in sc.discard_faces()
    assert not sc.can_hero_skill(0)


# ====================================================== 扫地僧 干戈玉帛, 易筋经


def test_saodiseng_yijinjing_draws_per_point():
    """扫地僧 易筋经: he may draw a card for each point of damage taken (2 here)."""
    sc = sc5()
    sc.set_hero(0, "saodiseng")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert sc.decision().kind == "confirm"
    sc.yes()
    assert sc.hand_size(0) == 3


def test_saodiseng_gangeyubo_give_take_and_pass_on():
    """干戈玉帛: he gives a yellow hand card to seat 1, takes seat 1's equipped art and passes
    it on to seat 3."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "saodiseng")
    sc.hand(0, [("qi_1x1", "yellow"), "li_1x1"])
    sc.hand(1, ["li_2x1"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.hero_skill(0)
    sc.hand_card("qi_1x1", "yellow")
    sc.target(1)
    assert sorted(sc.hand_faces(1)) == ["li_2x1", "qi_1x1"]
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("hand", 0)
    assert 1 not in sc.targets()
    sc.target(3)
    assert sc.zone_of(art) == ("hand", 3)
    assert not sc.can_hero_skill(0)


# ====================================================== 无涯子 北冥神功, 神功相赠


def test_wuyazi_beiming_takes_a_card_per_point_from_the_source():
    """无涯子 北冥神功: 2 damage from seat 1: he takes two of seat 1's cards."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuyazi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["li_2x1"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    sc.yes()
    sc.pick_equip("mental")
    sc.pick_hand()
    assert sc.zone_of(art) == ("hand", 0)
    assert sorted(sc.hand_faces(0)) == ["hunyuanqi", "li_2x1", "zhangmenxinwu"]


def test_wuyazi_shengongxiangzeng_gives_cards_to_several():
    """神功相赠: in his play phase he gives hand cards to others, one by one, to whom he likes."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuyazi")
    sc.hand(0, ["li_1x1", "zhangmenxinwu", "qi_2x2"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("li_1x1")
    sc.target(2)
    sc.hand_card("qi_2x2")
    sc.target(3)
    sc.pass_()  # keeps the last one
    assert sc.hand_faces(2) == ["li_1x1"] and sc.hand_faces(3) == ["qi_2x2"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"] and sc.decision().kind == "play"


# ====================================================== 瑛姑 泥鳅功, 七绝针


def test_yinggu_niqiugong_red_damage_does_nothing():
    """瑛姑 泥鳅功: red (力) damage does nothing to her; blue damage does."""
    sc = sc5()
    sc.set_hero(1, "yinggu", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0, colour="red")
    assert sc.hp(1) == 4
    sc.inject_damage(1, 1, source=0, colour="blue")
    assert sc.hp(1) == 3


def test_yinggu_qijuezhen_blocked_attack_discards_defender_card():
    """七绝针: her attack blocked by seat 1's stronger move, she throws away seat 1's equipped
    art. Without the skill a block ends the attack."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yinggu", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["qi_2x2"])
    art = sc.equip(1, "hunyuanqi")
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    if sc.decision().kind == "confirm" and sc.decision().actor == 1:
        sc.pass_()  # (混元气's judgement declined)
    sc.respond("qi_2x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("discard", -1) and sc.hp(1) == 4


# ====================================================== 韦小宝 金蝉宝甲


def test_weixiaobao_jinchanbaojia_big_damage_one_less():
    """韦小宝 金蝉宝甲: 2 damage becomes 1; 1 damage stays 1."""
    sc = sc5()
    sc.set_hero(1, "weixiaobao", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    assert sc.hp(1) == 3
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 2


# ====================================================== 袁承志 七省盟主


def test_yuanchengzhi_qishengmengzhu_draws_when_the_leader_deals_damage():
    """袁承志 七省盟主: the leader (seat 0) deals 2 damage: he (seat 2) draws 2; damage by
    another source draws nothing."""
    sc = sc5()
    sc.set_hero(2, "yuanchengzhi", partial=True)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    assert sc.hand_size(2) == 2
    sc.inject_damage(1, 1, source=3)
    assert sc.hand_size(2) == 2


# ====================================================== 薛慕华 阎王敌, 神医


def test_xuemuhua_yanwangdi_equipment_revealed_saves_and_is_taken():
    """薛慕华 阎王敌: seat 1 is dying; he shows its equipped art: equipment, so seat 1 recovers
    1 HP (saved) and he takes the art. Without the skill seat 1 would die."""
    sc = sc5(auto_forced=True)
    sc.set_hero(2, "xuemuhua")
    sc.hp(1, 1)
    art = sc.equip(1, "hunyuanqi")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    if sc.decision().kind == "pick":
        sc.pick_equip("mental")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sc.zone_of(art) == ("hand", 2)


def test_xuemuhua_yanwangdi_hand_card_not_equipment_does_nothing():
    """阎王敌: a revealed hand card that is not equipment saves nobody and stays."""
    sc = sc5()
    sc.set_hero(2, "xuemuhua")
    sc.hp(1, 1)
    mv = sc.hand(1, ["li_1x1"])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    sc.yes()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert not sc.alive(1) and sc.zone_of(mv) != ("hand", 2)


def test_xuemuhua_shenyi_two_cards_heal_two_heroes_of_their_colours():
    """神医: he throws away a red and a yellow card; the wounded red hero (玄慈) and the wounded
    yellow hero (扫地僧) each recover 1 HP."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xuemuhua")
    sc.set_hero(1, "xuanci")  # red
    sc.set_hero(2, "saodiseng")  # yellow
    sc.set_hero(3, "qiuchuji")  # blue: no blue card, cannot be chosen
    sc.hp(1, 3)
    sc.hp(2, 3)
    sc.hp(3, 3)
    sc.hand(0, [("li_1x1", "red"), ("qi_1x1", "yellow"), "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_1x1", "red")
    sc.hand_card("qi_1x1", "yellow")
    assert sc.targets() == [1, 2]
    sc.target(2)
    assert sc.targets() == [1]
    sc.target(1)
    assert (sc.hp(1), sc.hp(2), sc.hp(3)) == (4, 4, 3)
    assert sc.hand_faces(0) == ["zhangmenxinwu"] and not sc.can_hero_skill(1)


# ====================================================== 无嗔 使毒圣手, 药王神篇


def name_face(sc: Scenario, face: str, colour: str) -> None:
    """Answer a "name a card" decision (purpose PUR_NAME_FACE): the card-type action of the
    face in the colour of the card being converted."""
    assert sc.decision().kind == "hand card"
    sc.act(sc.eng.offsets["card"] + sc._face(face) * 4 + ["red", "blue", "yellow", "white"].index(
        colour))


def test_wuchen_shidushengshou_dark_card_as_named_poison():
    """无嗔 使毒圣手: in his play phase a red hand card becomes the poison he names (三尸脑神丹),
    placed in seat 1's judgement area. Without the skill a move can only attack."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuchen")
    red = sc.hand(0, [("li_1x1", "red")])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    name_face(sc, "sanshinaoshendan", "red")
    sc.target(1)
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert sc.zone_of(red) == ("judgement", 1)


def test_wuchen_yaowangshenpian_light_card_rescues_another():
    """药王神篇: outside his turn, a yellow hand card serves as 黑玉断续膏 to rescue dying seat 1
    (for another's rescue only a healing medicine will do: nothing to name)."""
    sc = sc5()
    sc.set_hero(2, "wuchen")
    sc.hand(2, [("qi_1x1", "yellow")])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "qi_1x1")
    assert sc.alive(1) and sc.hp(1) == 1 and sc.hand_size(2) == 0


def test_wuchen_yaowangshenpian_play_phase_names_medicine_once_per_turn():
    """药王神篇 in his play phase: a white card as the medicine he names heals him; once per
    turn."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wuchen")
    sc.hp(0, 3)
    sc.hand(0, [("su_1x2", "white"), ("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("su_1x2", "white")
    name_face(sc, "heiyuduanxugao", "white")
    assert sc.hp(0) == 4
    assert not sc.can_hero_skill(1)


# ====================================================== 玄冥二老 十香软筋散, 玄冥寒毒


def test_xuanmingerlao_shixiang_never_a_target_of_the_poison():
    """玄冥二老 十香软筋散: the poison 十香软筋散 cannot be aimed at him."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(1, ["li_1x1"])
    sc.hand(2, ["li_1x1"])
    sc.hand(0, ["shixiangruanjinsan"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    assert 1 not in sc.targets() and 2 in sc.targets()


def test_xuanmingerlao_shixiang_dark_card_used_as_the_poison():
    """十香软筋散: in his play phase a blue hand card serves as 十香软筋散 (throw away one of a
    character's cards)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xuanmingerlao")
    sc.hand(0, [("ji_1x1", "blue")])
    mv = sc.hand(2, ["li_2x1"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    sc.target(2)
    while sc.decision().kind == "cancel":
        sc.pass_()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert sc.zone_of(mv) == ("discard", -1)


def _xuanming_hit(sc: Scenario) -> None:
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    if sc.decision().kind == "respond":
        sc.pass_()  # (no defence)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # the attacker chooses


def test_xuanmingerlao_xuanminghandu_source_loses_hp():
    """玄冥寒毒: hurt by seat 0's move, he makes seat 0 choose: it loses 1 HP (yes)."""
    sc = sc5(auto_forced=False)
    _xuanming_hit(sc)
    sc.yes()
    assert sc.hp(0) == 4 and sc.current() == 0 and sc.decision().kind == "play"


def test_xuanmingerlao_xuanminghandu_turn_ends_at_once():
    """玄冥寒毒: seat 0 declines to lose HP: its turn ends at once (its play phase is over,
    the next seat's turn begins). Without the skill seat 0 would play on."""
    sc = sc5(auto_forced=False)
    _xuanming_hit(sc)
    sc.pass_()
    assert sc.hp(0) == 5
    assert sc.current() == 1
    assert any(r[0] == 1 for r in sc.logged(L.EV_TURN))


# ====================================================== 曲阳刘正风 笑傲江湖, 金盆洗手


def test_quyangliuzhengfeng_xiaoaojianghu_judges_alignment_and_keeps_card():
    """曲阳刘正风 笑傲江湖: at his turn start he judges: red (dark) makes him evil and he keeps
    the judgement card; at his turn end a yellow (light) one makes him good again."""
    sc = sc5()
    sc.set_hero(0, "quyangliuzhengfeng")
    red, d1, d2 = sc.draw_pile_top([("li_1x1", "red"), "qi_2x2", "su_2x2"])
    sc.start_turn(0)
    assert sc.state["align"][0] == L.ALIGN_EVIL
    assert sc.zone_of(red) == ("hand", 0)
    assert sc.decision().kind == "play"
    yellow = sc.draw_pile_top([("qi_1x1", "yellow")])[0]
    sc.resume()
    sc.end_phase()
    while sc.current() == 0 and sc.decision().kind == "discard":
        sc.act(sc.legal()[0])
    assert sc.zone_of(yellow) == ("hand", 0)
    assert sc.state["align"][0] == L.ALIGN_GOOD


def _jinpen(sc: Scenario) -> None:
    sc.set_hero(0, "quyangliuzhengfeng")
    for seat, al in ((1, "good"), (2, "good"), (3, "evil"), (4, "evil")):
        sc.set_alignment(seat, al)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)  # seat 1 is the only good character whose reach (1) includes him


def test_quyangliuzhengfeng_jinpenxishou_ally_attacks_him():
    """金盆洗手: he names seat 1 (his alignment, within its reach): it attacks him."""
    sc = sc5()
    sc.hand(1, ["li_1x1"])
    _jinpen(sc)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.respond("li_1x1")
    assert sc.clashes() == [(1, 0, 1, 0)] and sc.hp(0) == 4


def test_quyangliuzhengfeng_jinpenxishou_refusal_costs_a_card():
    """金盆洗手: seat 1 declines to attack: he throws away one of its cards."""
    sc = sc5()
    mv = sc.hand(1, ["li_1x1"])[0]
    _jinpen(sc)
    sc.pass_()
    if sc.decision().kind == "pick":
        sc.pick_hand()
    assert sc.zone_of(mv) == ("discard", -1) and sc.hp(0) == 5
    assert not sc.can_hero_skill(1)


# ====================================================== 逍遥二仙 弃剑 (own part), 苦头陀


def test_xiaoyaoerxian_qijian_cannot_use_white_moves():
    """逍遥二仙 弃剑: he cannot use white moves, to attack or to defend (others cannot aim
    white moves at him: 剑家's rule, tested in test_heroes_expa)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiaoyaoerxian")
    sc.hand(0, ["su_1x2", "li_1x1"])
    sc.play_phase(0)
    assert not sc.can_use("su_1x2") and sc.can_use("li_1x1")
    sc2 = sc5(auto_forced=False)
    sc2.set_hero(1, "xiaoyaoerxian")
    sc2.hand(1, ["su_2x2", "li_1x1"])
    sc2.hand(0, ["li_2x1"])
    sc2.play_phase(0)
    sc2.use("li_2x1").target(1)
    assert sc2.decision().kind == "respond"
    offered = {a // 4 for a in sc2.legal() if a < sc2.eng.offsets["seat"]}
    assert offered == {sc2._face("li_1x1")}


def _kutoutuo(sc: Scenario) -> int:
    sc.set_hero(0, "xiaoyaoerxian")
    mv = sc.hand(0, ["li_2x1", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("li_2x1")
    assert sc.targets() == [1, 4]  # his reach: 1
    sc.target(1)
    assert sc.zone_of(mv) == ("hand", 1)
    assert sc.targets() == [2]  # whom seat 1's range-1 move reaches (besides him)
    sc.target(2)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 1 and sc.targets() == [0, 2]
    return mv


def test_xiaoyaoerxian_kutoutuo_receiver_attacks_the_named_character():
    """苦头陀: he gives a move to seat 1 and names seat 2; seat 1 attacks seat 2 with it."""
    sc = sc5(auto_forced=False)
    _kutoutuo(sc)
    sc.target(2)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.clashes() == [(1, 2, 2, 0)] and sc.hp(2) == 3


def test_xiaoyaoerxian_kutoutuo_refusal_is_damage():
    """苦头陀: seat 1 refuses to attack: it takes 1 damage from him (and keeps the card)."""
    sc = sc5(auto_forced=False)
    mv = _kutoutuo(sc)
    sc.pass_()
    assert sc.hp(1) == 3 and sc.zone_of(mv) == ("hand", 1)
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1)]


# ====================================================== 文泰来 奔雷手, 霹雳掌


def test_wentailai_benleishou_move_as_benleizhang():
    """文泰来 奔雷手: a white 2x2 move is put out as 奔雷掌 (power 1, range 1, its colour kept):
    attacking, it counters seat 1's red defence (+1): 2 against 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wentailai")
    sc.hand(0, [("su_2x2", "white")])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("su_2x2", "white")
    assert sc.targets() == [1, 4]  # range 1 (the card's own range is 2)
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


def test_wentailai_pilizhang_yellow_counter_red_judgement_extra_damage():
    """霹雳掌: his yellow move counters seat 1's white defence; he judges red: seat 1 takes 1
    more (yellow) damage besides the clash's 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wentailai")
    sc.hand(0, [("qi_1x1", "yellow")])
    sc.hand(1, [("su_1x2", "white")])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    sc.use("qi_1x1", "yellow").target(1)
    sc.respond("su_1x2", "white")
    assert sc.hp(1) == 2
    dmg = [r[:4] for r in sc.logged(L.EV_DAMAGE)]
    assert (0, 1, 1, 2) in dmg and len(dmg) == 2  # one of them yellow (colour 2), from him


# ====================================================== 余沧海 变脸, 巧取豪夺 (摧心掌: expa)


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
    from qxs_env.engine import core

    assert core.hero_colour_of(sc.state, sc.eng.tba[0], 0) == 3  # white
    sc2_cards = sc.draw_pile_top([("qi_1x1", "yellow"), ("ji_1x1", "blue")])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("ji_1x1", "blue")
    assert sc.zone_of(white) == ("hand", 0) and sc.zone_of(sc2_cards[1]) == ("stored", 0)
    assert core.hero_colour_of(sc.state, sc.eng.tba[0], 0) == 1  # blue


def test_yucanghai_qiaoquhaoduo_card_of_his_colour_or_damage():
    """巧取豪夺: seat 1 (within his reach) gives him a blue card (his hero colour) or takes 1
    damage; with a blue card it gives it, without one it is hurt."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yucanghai")
    blue = sc.hand(1, [("ji_1x1", "blue"), "li_1x1"])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(2)
    assert sc.targets() == [1, 4]
    sc.target(1)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    sc.hand_card("ji_1x1", "blue")
    assert sc.zone_of(blue) == ("hand", 0) and sc.hp(1) == 4
    assert not sc.can_hero_skill(2)
    sc2 = sc5()
    sc2.set_hero(0, "yucanghai")
    sc2.hand(1, ["li_1x1"])
    sc2.hand(0, ["zhangmenxinwu"])
    sc2.play_phase(0)
    sc2.hero_skill(2)
    sc2.target(1)
    assert sc2.hp(1) == 3


# ====================================================== 瑛姑 寒阴箭


def test_yinggu_hanyinjian_giver_of_hp_loses_a_hand_card():
    """瑛姑 寒阴箭: seat 0 rescues dying seat 1 with 黑玉断续膏 (it gives another 1 HP): she
    (seat 2) throws away one of seat 0's hand cards, once per turn. Healing oneself does not
    count."""
    sc = sc5()
    sc.set_hero(2, "yinggu")
    sc.hp(1, 1)
    sc.hand(0, ["heiyuduanxugao", "li_1x1", "qi_2x2"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "rescue" and sc.decision().actor == 0
    sc.rescue()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    assert sc.alive(1) and sc.hand_size(0) == 1
    assert [r[0] for r in sc.logged(L.EV_DISCARD)] == [0]


def test_yinggu_hanyinjian_self_heal_does_not_count():
    sc = sc5()
    sc.set_hero(2, "yinggu")
    sc.hp(0, 3)
    sc.hand(0, ["heiyuduanxugao", "li_1x1"])
    sc.play_phase(0)
    sc.use("heiyuduanxugao")
    assert sc.hp(0) == 4 and sc.decision().kind == "play" and sc.decision().actor == 0


# ====================================================== virtual equipment: 混元功, 神行百变, 先天功


def test_yuanchengzhi_hunyuangong_counts_as_hunyuanqi():
    """袁承志 混元功: with no mental art he counts as having 混元气: attacked, he may judge; a
    yellow judgement blocks the attack (no damage)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "yuanchengzhi")
    sc.hand(0, ["li_2x1"])
    sc.draw_pile_top([("qi_1x1", "yellow")])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hp(1) == 4
    assert any(r[0] == 1 for r in sc.logged(L.EV_BLOCK))


def test_yuanchengzhi_hunyuangong_not_with_a_mental_art():
    """混元功: with a mental art equipped (闭穴功 here) it does not count as 混元气."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "yuanchengzhi")
    sc.equip(1, "bixuegong")
    sc.hand(0, ["ji_2x2"])
    sc.play_phase(0)
    sc.use("ji_2x2").target(1)
    assert sc.decision().kind == "respond"


def test_yuanchengzhi_jinshezhui_equipment_card_as_move():
    """金蛇锥: once per turn a hand equipment card (the yellow art 混元气) is put out as a
    yellow move of power 2 and range 2."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "yuanchengzhi")
    sc.hand(0, ["hunyuanqi", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.hand_card("hunyuanqi")
    assert sc.targets() == [1, 2, 3, 4]
    sc.target(2)
    sc.pass_()
    assert sc.clashes() == [(0, 2, 2, 0)] and sc.hp(2) == 3
    assert not sc.can_hero_skill(1)


def test_weixiaobao_shenxingbaibian_distance_and_active_part():
    """韦小宝 神行百变: with no -1 lightness art he counts as having 神行百变: 1 closer when
    attacking (7 players: a range-1 move reaches seats 1, 2, 5, 6), and once in his play phase
    a chosen character counts as at distance 1 (seat 3)."""
    sc = Scenario(players=7, seed=0, auto_forced=False)
    sc.set_hero(0, "weixiaobao", partial=True)
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 5, 6]
    sc2 = Scenario(players=7, seed=0, auto_forced=False)
    sc2.set_hero(0, "weixiaobao", partial=True)
    sc2.hand(0, ["li_1x1"])
    sc2.play_phase(0)
    assert sc2.can_hero_skill(0)
    sc2.hero_skill(0)
    sc2.target(3)
    assert not sc2.can_hero_skill(0)  # once per turn
    sc2.use("li_1x1")
    assert 3 in sc2.targets()


def test_wangchongyang_xiantiangong_defending_move_keeps_its_skill():
    """王重阳 先天功: with no mental art he counts as having 先天功: his defending 少林龙爪手
    uses its skill (counters red: +1) against a red attack; a skill-less defender's does not."""
    clashes = []
    for hero in (True, False):
        sc = sc5(auto_forced=False, deck="standard")
        if hero:
            sc.set_hero(1, "wangchongyang", partial=True)
        sc.hand(1, ["shaolinlongzhuashou"])
        sc.hand(0, ["tiezhang"])
        sc.play_phase(0)
        sc.use("tiezhang").target(1)
        sc.respond("shaolinlongzhuashou")
        clashes.append(sc.clashes()[0])
    assert clashes[0][3] == clashes[1][3] + 1


# ====================================================== 韦小宝 巧舌如簧


def test_weixiaobao_qiaoshe_redirects_a_strategy_to_a_neighbour():
    """韦小宝 巧舌如簧: seat 0's 西湖底牢 aimed at him (seat 1): he throws away a hand card and
    sends it on to seat 2 (within distance 1 of him, not the user), who is turned face down.
    Without the skill he would be."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "weixiaobao")
    sc.hand(1, ["li_1x1"])
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    sc.hand_card("li_1x1")
    # within distance 1 of him: seat 2, and seats 3 and 4 thanks to his 神行百变 (-1)
    assert sc.targets() == [2, 3, 4]
    sc.target(2)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["face_down"][2] == 1 and sc.state["face_down"][1] == 0
    assert sc.hand_size(1) == 0


# ====================================================== 向问天 搜罗至宝, 投其所好


def test_xiangwentian_souluozhibao_drawn_card_becomes_a_treasure():
    """向问天 搜罗至宝: in his draw phase one of the cards drawn is set beside him as a
    treasure (public count in his slot's tokens); each treasure raises his hand limit by 1."""
    from qxs_env.engine import core

    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiangwentian")
    draw = int(sc.eng.cfg[L.C_DRAW])
    cards = sc.draw_pile_top([("qi_1x1", "yellow"), "li_1x1", "su_2x2", "ji_1x1"][:draw])
    limit = core.hand_limit(sc.state, 0)
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("qi_1x1", "yellow")
    assert sc.zone_of(cards[0]) == ("stored", 0)
    assert sc.hand_size(0) == draw - 1 and int(sc.state["sk_tok"][0, 0]) == 1
    assert core.hand_limit(sc.state, 0) == limit + 1


def test_xiangwentian_touqisuohao_treasure_given_and_duel():
    """投其所好: he gives his yellow treasure to seat 1 (a yellow hero, 扫地僧); seat 1 then
    duels seat 2, whom he names (no 看破 window): seat 2, with no move, takes 1 damage from
    seat 1."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "xiangwentian")
    sc.set_hero(1, "saodiseng")
    t = sc.stored(0, [("qi_1x1", "yellow")])[0]
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    sc.act(sc.eng.offsets["card"] + sc._face("qi_1x1") * 4 + 2)  # the yellow treasure
    assert sc.targets() == [1]
    sc.target(1)
    assert sc.zone_of(t) == ("hand", 1)
    assert 1 not in sc.targets() and 2 in sc.targets()
    sc.target(2)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.pass_()
    assert sc.hp(2) == 3
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(1, 2, 1)]
    assert int((sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).sum()) == 0


# ====================================================== 王重阳 一剑化三清


def test_wangchongyang_yijianhuasanqing_white_move_hits_several():
    """王重阳 一剑化三清: he turns himself face down; his next white move may be aimed at up to
    3 characters in range: seats 1 and 3 are both attacked with the one card (then it is
    discarded). Without the skill a move has one target."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wangchongyang")
    mv = sc.hand(0, ["su_2x2", "zhangmenxinwu"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.state["face_down"][0] == 1 and not sc.can_hero_skill(1)
    sc.use("su_2x2").target(1)
    assert sc.decision().kind == "target" and sc.targets() == [2, 3, 4]
    sc.target(3)
    assert sc.targets() == [2, 4]
    sc.pass_()
    while sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(1) == 3 and sc.hp(3) == 3 and sc.hp(2) == 4
    assert [r[:2] for r in sc.clashes()] == [(0, 1), (0, 3)]
    assert sc.zone_of(mv) == ("discard", -1)


def test_wangchongyang_yijianhuasanqing_only_white_moves():
    """一剑化三清: a red move after flipping keeps its single target."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "wangchongyang")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "respond"


def test_xuanmingerlao_xuanminghandu_only_for_damage_by_a_move():
    """玄冥寒毒 answers damage dealt by another character's move only: damage without a card
    (an outside source here) asks nothing."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "xuanmingerlao")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 4 and sc.decision().kind == "play"


def test_yinggu_qijuezhen_before_the_internal_arts_retry():
    """七绝针 with 九阴真经 equipped: after the block she is asked first (the art's further
    attack waits, held), then the art offers its further attack as usual."""
    sc = sc5(auto_forced=False, deck="wide")
    sc.set_hero(0, "yinggu", partial=True)
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(0, ["ji_1x1", "li_1x1"])
    sc.hand(1, ["qi_2x2"])
    art = sc.equip(1, "bixuegong")
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    sc.respond("qi_2x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.pick_equip("mental")
    assert sc.zone_of(art) == ("discard", -1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0  # 九阴真经: attack again, or pass
    sc.pass_()
    assert sc.decision().kind == "play"
