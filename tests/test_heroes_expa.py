"""Heroes (issue 4, item 5): the expansion heroes of part a (陈家洛 ... 平一指), one scenario per
skill rule.

Each test names the hero and the skill and would fail without the skill's code (the docstring
says what the game would do instead). Stacked decks (``draw_pile_top``) and scripted replies
make every outcome certain. Clash rows are (attacker, defender, attacking power, defending
power); colours: red 力 (li) counters blue 技 (ji), blue yellow 气 (qi), yellow white 速 (su),
white red (R-M4).
"""

from __future__ import annotations

import pytest

from qxs_env.engine import layout as L
from qxs_env.engine.api import implemented_heroes
from qxs_env.invariants import violations
from qxs_env.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader (it plays first; turn order 0 -> 1 -> ... -> 4)."""
    return Scenario(players=5, seed=seed, identities=IDS5, **kw)


def ok(sc: Scenario) -> None:
    """The engine's invariants hold (card conservation included)."""
    assert violations(sc.eng, 0) == []


def hand_card(sc: Scenario, face: str) -> None:
    """Give the hand card a skill asks for (taken at once when it is the only one that fits)."""
    if sc.decision().kind == "hand card":
        sc.hand_card(face)


def damage_rows(sc: Scenario) -> list[tuple[int, int, int]]:
    """(source, target, amount) of every damage dealt since the scenario began."""
    return [(r[0], r[1], r[2]) for r in sc.logged(L.EV_DAMAGE)]


# ====================================================== 李莫愁 五毒神掌


def test_limochou_wudu_shenzhang_power_floor_at_distance_one():
    """李莫愁 五毒神掌: against a character at distance 1 her power-1 move counts as 2 (without
    the skill 1 against 0); at distance 2 it stays 1."""
    sc = sc5()
    sc.set_hero(0, "limochou")
    sc.hand(0, ["ji_1x6", "ji_1x1"])
    sc.play_phase(0)
    sc.use("ji_1x1").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    far = sc5(attacks_per_turn=2)
    far.set_hero(0, "limochou")
    far.hand(0, ["ji_1x6"])
    far.play_phase(0)
    far.use("ji_1x6").target(2)
    assert far.clashes() == [(0, 2, 1, 0)]
    ok(sc)


# ====================================================== 莫大 百变千幻剑, 潇湘夜雨


def test_moda_baibian_power_floor_when_out_of_the_targets_range():
    """莫大 百变千幻剑: seat 2 (no internal art: attack range 1) is 2 seats from him, so his
    power-1 move counts as 2; seat 1 reaches him, so there it stays 1. (潇湘夜雨 lets his
    range-1 move reach seat 2.)"""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    near = sc5()
    near.set_hero(0, "moda")
    near.hand(0, ["li_1x1"])
    near.play_phase(0)
    near.use("li_1x1").target(1)
    assert near.clashes() == [(0, 1, 1, 0)]


def test_moda_xiaoxiang_yeyu_distance_by_hp():
    """莫大 潇湘夜雨: with 3 HP or more he attacks at 1 less distance (a range-1 move reaches
    seats 2 and 3 of 5); below 3 HP others count 1 more to him (seat 1 cannot reach him)."""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.hand(0, ["li_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    assert sc.targets() == [1, 2, 3, 4]
    low = sc5(auto_forced=False)
    low.set_hero(0, "moda")
    low.hp(0, 2)
    low.hand(1, ["li_1x1"])
    low.play_phase(1)
    low.use("li_1x1")
    assert low.targets() == [2]


# ====================================================== 独孤求败 剑家, 剑圣, 剑魔


def test_duguqiubai_jianjia_white_attack_does_nothing():
    """独孤求败 剑家: a white move attacking him does nothing (no defence asked, no clash, no
    damage; as 九阳护体, it may be aimed so that a colour chosen late never leaves no target);
    a red one attacks as usual."""
    sc = sc5()
    sc.set_hero(1, "duguqiubai")
    hp = sc.hp(1)
    sc.hand(0, ["su_2x2", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("su_2x2").target(1)
    assert sc.clashes() == [] and sc.hp(1) == hp
    assert sc.decision().kind == "play"
    red = sc5()
    red.set_hero(1, "duguqiubai")
    red.hand(0, ["li_2x1", "zhangmenxinwu"])
    red.play_phase(0)
    red.use("li_2x1").target(1)
    assert red.clashes() == [(0, 1, 2, 0)]


def test_duguqiubai_jianjia_forced_white_attack_does_nothing():
    """剑家 against an attack not aimed through a target choice (暗器 makes seat 1 attack him):
    a white move does nothing (no clash, no damage)."""
    sc = sc5(deck="wide")
    sc.set_hero(2, "duguqiubai")
    hp = sc.hp(2)
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    sc.pass_while("cancel")
    sc.respond("su_2x2")
    assert sc.clashes() == []
    assert sc.hp(2) == hp
    ok(sc)


def test_duguqiubai_jiansheng_white_moves_plus_one():
    """独孤求败 剑圣: his white moves get +1 power (1 against 0 without the skill); red not."""
    sc = sc5()
    sc.set_hero(0, "duguqiubai")
    sc.hand(0, ["su_1x2"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1)
    assert sc.clashes() == [(0, 1, 2, 0)]
    red = sc5()
    red.set_hero(0, "duguqiubai")
    red.hand(0, ["li_1x1"])
    red.play_phase(0)
    red.use("li_1x1").target(1)
    assert red.clashes() == [(0, 1, 1, 0)]


def test_duguqiubai_jianmo_immune_and_source_of_jianmoxiafan():
    """独孤求败 剑魔: seat 0's 剑魔下凡 passes over him (seat 3 is never asked, keeps his HP) and
    every damage it deals has him as the source (without the skill: seat 0)."""
    sc = sc5(deck="wide")
    sc.set_hero(3, "duguqiubai")
    hp3 = sc.hp(3)
    sc.hand(0, ["jianmoxiafan", "zhangmenxinwu"])
    for s in (1, 2, 3, 4):
        sc.hand(s, [])
    sc.play_phase(0)
    sc.use("jianmoxiafan")
    sc.pass_while("cancel")
    while sc.decision().kind in ("respond", "cancel"):
        assert sc.decision().actor != 3
        sc.pass_()
    assert sc.hp(3) == hp3
    assert sorted(damage_rows(sc)) == [(3, 1, 1), (3, 2, 1), (3, 4, 1)]
    ok(sc)


# ====================================================== 公孙止 闭穴功, 阴阳倒乱刃


def test_gongsunzhi_bixuegong_first_red_or_blue_damage_each_turn():
    """公孙止 闭穴功: the first red or blue damage of the turn is prevented, the second is not;
    damage without attribute is never prevented."""
    sc = sc5()
    sc.set_hero(1, "gongsunzhi")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2, colour="red")
    assert sc.hp(1) == hp
    sc.inject_damage(1, 1, source=2, colour="blue")
    assert sc.hp(1) == hp - 1
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == hp - 2


def test_gongsunzhi_yinyang_daoluanren_female_damage_and_power():
    """公孙止 阴阳倒乱刃: damage a female character deals him is at least 2 (1 otherwise); his
    moves against a woman get +1 power (defending too)."""
    sc = sc5()
    sc.set_hero(1, "gongsunzhi")
    sc.set_gender(2, "female")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == hp - 2
    sc.inject_damage(1, 1, source=3)  # (a skill-less character has no gender)
    assert sc.hp(1) == hp - 3
    att = sc5()
    att.set_hero(0, "gongsunzhi")
    att.set_gender(1, "female")
    att.hand(0, ["li_1x1"])
    att.hand(1, ["li_1x1"])
    att.play_phase(0)
    att.use("li_1x1").target(1).respond("li_1x1")
    assert att.clashes() == [(0, 1, 2, 1)]


# ====================================================== 风清扬 独孤九剑, 剑宗传人


def test_fengqingyang_dugujiujian_white_counters_anything():
    """风清扬 独孤九剑: his white move counters a blue defence (white counters only red by the
    cycle): 2 against 1 instead of a 1-1 block. 剑宗传人 is then offered (declined here)."""
    sc = sc5()
    sc.set_hero(0, "fengqingyang")
    sc.hand(0, ["su_1x2"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("su_1x2").target(1).respond("ji_1x1")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0  # 剑宗传人
    sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 1)]


def test_fengqingyang_jianzong_chuanren_draws_and_gives():
    """风清扬 剑宗传人: when his move counters the other, he may draw a card and give it to any
    character (here seat 3). Without the skill nobody draws."""
    sc = sc5()
    sc.set_hero(1, "fengqingyang")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.hand(3, [])
    top = sc.draw_pile_top(["qi_2x2"])[0]
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    sc.target(3)
    assert sc.zone_of(top) == ("hand", 3)
    assert sc.clashes() == [(0, 1, 1, 2)]
    ok(sc)


# ====================================================== 陈家洛 百花错拳, 书生剑法


def test_chenjialuo_baihua_cuoquan_no_counter_bonus_either_side():
    """陈家洛 百花错拳: his red move against a blue defence gets no counter bonus (2 against 1
    otherwise: 1-1 blocks); a white defence against his red move gets none either."""
    sc = sc5()
    sc.set_hero(0, "chenjialuo")
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 1, 1)]
    d = sc5()
    d.set_hero(0, "chenjialuo")
    d.hand(0, ["li_2x1"])
    d.hand(1, ["su_1x2"])
    d.play_phase(0)
    d.use("li_2x1").target(1).respond("su_1x2")
    assert d.clashes() == [(0, 1, 2, 1)]


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


# ====================================================== 胡一刀苗人凤 辽东大侠, 金面佛


def test_huyidaomaorenfeng_liaodong_daxia_hujia_daofa_while_hp_high():
    """胡一刀苗人凤 辽东大侠: with 3 HP or more he has 胡家刀法 (a yellow card as a white power-1
    range-2 move); at 2 HP the skill is not offered."""
    sc = sc5()
    sc.set_hero(0, "huyidaomaorenfeng")
    sc.hand(0, ["qi_2x2"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "qi_2x2")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 1, 0)]
    low = sc5()
    low.set_hero(0, "huyidaomaorenfeng")
    low.hp(0, 2)
    low.hand(0, ["qi_2x2"])
    low.play_phase(0)
    assert not low.can_hero_skill(1)


def test_huyidaomaorenfeng_jinmianfo_wins_ties_at_low_hp():
    """胡一刀苗人凤 金面佛: at 2 HP a clash tied on power gives him +1 (1-1 would block)."""
    sc = sc5()
    sc.set_hero(0, "huyidaomaorenfeng")
    sc.hp(0, 2)
    sc.hand(0, ["li_1x1"])
    sc.hand(1, ["li_1x1"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == hp - 1
    high = sc5()
    high.set_hero(0, "huyidaomaorenfeng")
    high.hand(0, ["li_1x1"])
    high.hand(1, ["li_1x1"])
    high.play_phase(0)
    high.use("li_1x1").target(1).respond("li_1x1")
    assert high.clashes() == [(0, 1, 1, 1)]


# ====================================================== 平一指 杀人名医, 重接筋脉


def test_pingyizhi_chongjie_jinmai_light_card_rescues():
    """平一指 重接筋脉: another character is dying; he throws away a yellow hand card and it
    recovers 1 HP (without the skill nobody holds a rescue card: it dies)."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["qi_1x1"])
    sc.hp(1, 1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, "qi_1x1")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sc.hand_faces(2) == []
    ok(sc)


def test_pingyizhi_sharen_mingyi_heals_after_near_damage():
    """平一指 杀人名医: seat 1 (distance 1 from him) takes damage from seat 0; he throws away a
    white card and, the source being unhurt, recovers 1 HP himself."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["su_1x2"])
    sc.hp(2, 2)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    hand_card(sc, "su_1x2")
    assert sc.hp(2) == 3
    assert "su_1x2" in sc.discard_faces()


def test_pingyizhi_sharen_mingyi_chooses_source_or_self():
    """杀人名医 with both the source and himself hurt: he chooses who recovers (the source)."""
    sc = sc5()
    sc.set_hero(2, "pingyizhi")
    sc.hand(2, ["su_1x2"])
    sc.hp(2, 2)
    sc.hp(3, 2)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=3)
    sc.yes()
    hand_card(sc, "su_1x2")
    assert sorted(sc.targets()) == [2, 3]
    sc.target(3)
    assert sc.hp(3) == 3 and sc.hp(2) == 2


# ====================================================== 灭绝师太 倚天剑, 灭绝人性


def test_miejueshitai_miejue_renxing_damage_becomes_loss_and_draw():
    """灭绝师太 灭绝人性: about to take 2 damage she turns it into HP loss and draws 2 (no damage
    is dealt: nothing that reacts to damage fires); once per turn: the next damage is dealt."""
    sc = sc5()
    sc.set_hero(1, "miejueshitai")
    sc.hand(1, [])
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])  # (its play phase waits)
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.hp(1) == hp - 2 and sc.hand_size(1) == 2
    assert damage_rows(sc) == []
    assert [r[:2] for r in sc.logged(L.EV_HP_LOSS)] == [(1, 2)]
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind != "confirm"
    assert damage_rows(sc) == [(0, 1, 1)]


def test_miejueshitai_miejue_renxing_as_the_source():
    """灭绝人性 as the source: damage she is about to deal becomes HP loss, and she draws."""
    sc = sc5()
    sc.set_hero(0, "miejueshitai")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.hp(1) == hp - 1 and damage_rows(sc) == []
    assert sc.hand_size(0) == 2


def test_miejueshitai_yitianjian_an_ally_answers_for_her():
    """灭绝师太 倚天剑 (hero): attacked, she may have characters of her alignment (evil: seat 3)
    answer with a move for her (heroes on, no specials module)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "miejueshitai")
    sc.set_alignment(3, "evil")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, [])
    sc.hand(3, ["li_2x1"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.ask_allies()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 3
    sc.respond("li_2x1")
    assert sc.clashes() == [(0, 1, 1, 2)]
    assert sc.hp(1) == hp
    ok(sc)


# ====================================================== 冲虚道长 纯阳无极功


def test_chongxudaozhang_chunyang_two_cards_as_one_move():
    """冲虚道长 纯阳无极功: two hand cards (any kind) are put out together as one skill-less move
    of power 2, range 2 and a named colour (white here): both cards go to the discard pile.
    Without the skill a strategy and a medicine card could not attack at all."""
    sc = sc5()
    sc.set_hero(0, "chongxudaozhang")
    a, b = sc.hand(0, ["zhangmenxinwu", "heiyuduanxugao"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("zhangmenxinwu")
    hand_card(sc, "heiyuduanxugao")
    sc.name_colour("white")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    assert sc.zone_of(a)[0] == "discard" and sc.zone_of(b)[0] == "discard"
    ok(sc)


def test_chongxudaozhang_chunyang_defends_and_taiji_counters_yellow():
    """纯阳无极功 in a defence (named blue, power 2) against a yellow move: 太极剑 makes it
    counter yellow anyway (blue counters yellow by the cycle too: one +1 only, R-M4)."""
    sc = sc5()
    sc.set_hero(1, "chongxudaozhang")
    sc.hand(0, ["qi_2x2", "zhangmenxinwu"])
    sc.hand(1, ["zhangmenxinwu", "xixing"])
    sc.play_phase(0)
    sc.use("qi_2x2").target(1)
    sc.hero_skill(0)
    sc.hand_card("zhangmenxinwu")
    hand_card(sc, "xixing")
    sc.name_colour("red")  # red does not counter yellow by the cycle: 太极剑 gives the +1
    assert sc.clashes() == [(0, 1, 2, 3)]


# ====================================================== 李秋水 无相神功, 寒袖拂穴


def test_liqiushui_wuxiang_shengong_move_without_a_card():
    """李秋水 无相神功: once per turn a blue power-2 range-2 move made of no card; with no hand
    card at all she still attacks (without the skill she could not)."""
    sc = sc5(attacks_per_turn=2)
    sc.set_hero(0, "liqiushui")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
    assert not sc.can_hero_skill(0)  # once per turn
    # the card-less move leaves the table with its attack: no virtual-card row stays reserved
    # (they used to pile up until the engine ran out of rows)
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()
    ok(sc)


def test_liqiushui_wuxiang_shengong_defends():
    """无相神功 answers an attack: a blue power-2 move blocks a red power-1 attack... red counters
    blue: 2 against 2 blocks (R-M5)."""
    sc = sc5()
    sc.set_hero(1, "liqiushui")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, [])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    sc.hero_skill(0)
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == hp


def test_liqiushui_hanxiu_fuxue_discard_blue_flip_in_range():
    """李秋水 寒袖拂穴: in her play phase she throws away a blue card to turn a character in her
    attack range (1 without an internal art) face down; once per turn."""
    sc = sc5(auto_forced=False)
    sc.set_hero(0, "liqiushui")
    sc.hand(0, ["ji_1x1", "ji_2x2", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    sc.hand_card("ji_1x1")
    assert sorted(sc.targets()) == [1, 4]
    sc.target(1)
    assert sc.state["face_down"][1]
    assert not sc.can_hero_skill(1)
    assert "ji_1x1" in sc.discard_faces()
    ok(sc)


# ====================================================== 黄蓉 智计百出, 软猬甲


def test_huangrong_zhiji_baichu_light_card_as_a_named_strategy():
    """黄蓉 智计百出: in her play phase a yellow hand card is used as the strategy she names
    (掌门信物: she draws 2); once per turn. Without the skill a move could not draw cards."""
    sc = sc5()
    sc.set_hero(0, "huangrong")
    card = sc.hand(0, ["qi_1x1", "qi_2x2"])[0]
    top = sc.draw_pile_top(["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    sc.hand_card("qi_1x1")
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 0
    names = {sc.eng.catalogue.faces[a // 4].id for a in sc.legal()}
    assert "zhangmenxinwu" in names and "li_1x1" not in names  # strategies only
    assert all(a % 4 == 2 for a in sc.legal())  # the card's colour (yellow)
    sc.hand_card("zhangmenxinwu")
    sc.pass_while("cancel")
    assert sc.zone_of(card)[0] == "discard"
    assert all(sc.zone_of(c) == ("hand", 0) for c in top)
    assert not sc.can_hero_skill(0)
    ok(sc)


def test_huangrong_ruanweijia_damage_back_per_point():
    """黄蓉 软猬甲: seat 0's move deals her 1 damage; she deals seat 0 1 damage back (without
    the skill only the first damage). Damage without a move (here an outside effect) is not
    returned."""
    sc = sc5()
    sc.set_hero(1, "huangrong")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert damage_rows(sc) == [(0, 1, 1), (1, 0, 1)]
    sc.inject_damage(1, 1, source=0)
    assert damage_rows(sc)[2:] == [(0, 1, 1)]
    ok(sc)


# ====================================================== 九难 铁剑门, 多灾多难, 神功自成


def test_jiunan_tiejianmen_names_the_damage_colour():
    """九难 铁剑门: damage from her red move may be made white (red or white offered only);
    without the skill it is red."""
    sc = sc5()
    sc.set_hero(0, "jiunan")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    d = sc.decision()
    assert d.kind == "colour" and d.actor == 0
    assert sorted(a - sc.eng.offsets["colour"] for a in sc.legal()) == [0, 3]
    sc.name_colour("white")
    rows = sc.logged(L.EV_DAMAGE)
    assert [(r[0], r[1], r[3]) for r in rows] == [(0, 1, 3)]


def test_jiunan_duozai_judges_on_hand_loss_and_shengong_draws_on_dark():
    """九难 多灾多难 + 神功自成: attacked in seat 0's turn she defends with a move (a hand card
    lost outside her turn): she may judge; the judgement is red (dark), so she may draw."""
    sc = sc5()
    sc.set_hero(1, "jiunan")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["su_1x2"])
    sc.draw_pile_top(["li_2x1", "qi_1x1"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # 多灾多难
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # 神功自成 (the judgement came out red)
    sc.yes()
    assert sc.hand_faces(1) == ["qi_1x1"]
    assert "li_2x1" in sc.discard_faces()
    ok(sc)


def test_jiunan_duozai_not_in_her_own_turn_and_light_judgement_draws_nothing():
    """多灾多难 is not offered for cards she uses in her own turn; a yellow judgement does not
    offer 神功自成."""
    sc = sc5()
    sc.set_hero(0, "jiunan")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    assert sc.decision().kind == "colour"  # (铁剑门), not a confirm
    sc.name_colour("red")
    assert sc.decision().kind == "play"
    other = sc5()
    other.set_hero(1, "jiunan")
    other.hand(0, ["li_1x1", "zhangmenxinwu"])
    other.hand(1, ["su_1x2"])
    other.draw_pile_top(["qi_2x2"])
    other.play_phase(0)
    other.use("li_1x1").target(1).respond("su_1x2")
    other.yes()  # 多灾多难: the judgement is yellow
    assert other.decision().kind == "play" and other.hand_faces(1) == []


# ====================================================== 胡青牛 见死不救, 蝶谷医仙, 王难姑


def test_huqingniu_jiansi_bujiu_rescues_by_hero_colour_and_dieguyixian_draws():
    """胡青牛 见死不救: seat 1 (李莫愁, a red hero) is dying; his red hand card becomes 黑玉断续膏
    and rescues her; 蝶谷医仙 draws him a card for the use. A blue card would not do."""
    sc = sc5()
    sc.set_hero(1, "limochou")
    sc.set_hero(2, "huqingniu")
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.draw_pile_top(["qi_2x2"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(0)
    hand_card(sc, "li_1x1")
    assert sc.alive(1) and sc.hp(1) == 1
    assert sorted(sc.hand_faces(2)) == ["ji_1x1", "qi_2x2"]
    ok(sc)


def test_huqingniu_jiansi_bujiu_not_without_the_colour():
    """见死不救 needs a card of the dying character's hero colour (red here: he holds blue)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "limochou")
    sc.set_hero(2, "huqingniu")
    sc.hand(2, ["ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    while sc.decision().kind == "rescue" and sc.decision().actor != 2:
        sc.pass_()
    assert not (sc.decision().kind == "rescue" and sc.can_hero_skill(0))


def test_huqingniu_jiansi_bujiu_heals_himself_in_his_play_phase():
    """见死不救 in his play phase: a blue card (his hero colour) as 黑玉断续膏 heals him 1."""
    sc = sc5()
    sc.set_hero(0, "huqingniu")
    sc.hp(0, 2)
    sc.hand(0, ["ji_1x1", "li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    assert sc.hp(0) == 3
    assert sc.hand_size(0) == 2  # (li_1x1 and the card 蝶谷医仙 drew)


def test_huqingniu_wangnangu_draws_when_poisoned():
    """胡青牛 王难姑: a delayed poison placed in his judgement area poisons him: he draws 1; a
    second one (already poisoned) draws nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "huqingniu")
    sc.hand(1, [])
    sc.hand(0, ["sanshinaoshendan", "beisuqingfeng", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.judgement_faces(1) == ["sanshinaoshendan"]
    assert sc.hand_size(1) == 1
    sc.use("beisuqingfeng")
    sc.target(1)
    assert sc.hand_size(1) == 1
    ok(sc)


# ====================================================== 林朝英 玉女倾心, 素心剑法


def test_linchaoying_yunv_qingxin_token_to_a_male_hero_then_heal():
    """林朝英 玉女倾心: she starts with 4 tokens; in her play phase she gives one to a male hero
    (only 莫大 at seat 1 is one) and recovers 1 HP (yes) — or would draw 2 (pass)."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.set_hero(1, "moda")
    assert int(sc.state["sk_tok"][0, 0]) == 4
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        assert sc.targets() == [1]
        sc.target(1)
    sc.yes()
    assert sc.hp(0) == 3
    assert int(sc.state["qingxin"][1]) == 1 and int(sc.state["sk_tok"][0, 0]) == 3
    assert not sc.can_hero_skill(0)  # once per turn


def test_linchaoying_yunv_qingxin_draw_two():
    """玉女倾心, passing the choice: she draws 2 cards instead of the HP."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.set_hero(1, "moda")
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_()
    assert sc.hp(0) == 2 and sc.hand_size(0) == 3


def test_linchaoying_suxin_jianfa_token_for_power():
    """林朝英 素心剑法: seat 2 holds a 倾心 token and attacks with a white move; she removes the
    token and the move gets +1 (2 against 0; 1 against 0 without the skill)."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.state["qingxin"][2] = 1
    sc.hand(2, ["su_1x2", "zhangmenxinwu"])
    sc.play_phase(2)
    sc.use("su_1x2").target(3)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.clashes() == [(2, 3, 2, 0)]
    assert int(sc.state["qingxin"][2]) == 0


# ====================================================== 林平之 自宫练剑


def test_linpingzhi_zigong_lianjian_takes_a_white_card_thrown_away():
    """林平之 自宫练剑: seat 0 throws a white card away in its discard phase; he may take it
    (without the skill it stays in the discard pile). A red card thrown away is not offered."""
    sc = sc5(auto_forced=False)
    sc.set_hero(2, "linpingzhi")
    sc.hand(2, [])
    sc.hp(0, 1)
    white, red = sc.hand(0, ["su_1x2", "li_1x1", "li_2x1"])[:2]
    sc.discard_phase(0)
    sc.discard("li_1x1")
    assert sc.decision().kind == "discard"  # (a red card: nothing offered)
    sc.discard("su_1x2")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()
    assert sc.zone_of(white) == ("hand", 2)
    assert sc.zone_of(red)[0] == "discard"
    ok(sc)


# ====================================================== 慕容博萧远山 借刀杀人, 立地成佛


def test_murongbo_jiedao_sharen_borrowed_move_damage_is_the_owners():
    """慕容博萧远山 借刀杀人: he takes seat 1's hand card (a move) and attacks seat 4 with it at
    once: the damage has seat 1 as its source (without the skill he could not take it)."""
    sc = sc5()
    sc.set_hero(0, "murongboxiaoyuanshan")
    sc.hand(0, ["zhangmenxinwu"])
    card = sc.hand(1, ["li_2x1"])[0]
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    sc.target(4)
    assert sc.clashes() == [(0, 4, 2, 0)]
    assert damage_rows(sc) == [(1, 4, 1)]
    assert sc.zone_of(card)[0] == "discard"
    assert int(sc.state["hist"][1, 4, L.H_DAMAGE]) == 1
    assert not sc.can_hero_skill(0)  # once per turn
    ok(sc)


def test_murongbo_jiedao_sharen_kept_when_not_a_move():
    """借刀杀人: a card that is not a move is simply kept (nothing else is asked)."""
    sc = sc5()
    sc.set_hero(0, "murongboxiaoyuanshan")
    sc.hand(0, ["zhangmenxinwu"])
    card = sc.hand(1, ["xixing"])[0]
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    assert sc.zone_of(card) == ("hand", 0)
    assert sc.decision().kind == "play"


def test_murongbo_lidi_chengfo_reborn_without_skills():
    """慕容博萧远山 立地成佛: dying, he throws away all his cards, draws 5, recovers to full HP
    and loses all his skills for good (without it he would die: nobody can rescue)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "murongboxiaoyuanshan")
    sc.hand(1, ["li_1x1"])
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    full = sc.max_hp(1)
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    assert sc.alive(1) and sc.hp(1) == full
    assert sc.hand_size(1) == 5 and sc.equipment(1) == {}
    assert (sc.state["skills"][1] == 0).all()
    ok(sc)


# ====================================================== 空见神僧 金刚不坏体, 苦海无边, 回头是岸


def test_kongjian_jingang_buhuai_sets_cards_aside_to_prevent():
    """空见神僧 金刚不坏体: about to take 2 damage he sets the top card aside (1 prevented), then
    one more (yes): no damage, 2 cards beside him (his slot's tokens)."""
    sc = sc5()
    sc.set_hero(1, "kongjianshenseng")
    hp = sc.hp(1)
    top = sc.draw_pile_top(["li_1x1", "ji_1x1"])
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1  # one more point?
    sc.yes()
    assert sc.hp(1) == hp
    assert all(sc.zone_of(c) == ("stored", 1) for c in top)
    assert int(sc.state["sk_tok"][1, 0]) == 2
    ok(sc)


def test_kongjian_jingang_buhuai_stops_and_dies_at_seven():
    """金刚不坏体: he may stop after one card (the rest of the damage is taken); with 7 cards
    beside him he dies at once."""
    sc = sc5()
    sc.set_hero(1, "kongjianshenseng")
    hp = sc.hp(1)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 2, source=0)
    sc.yes()
    sc.pass_()
    assert sc.hp(1) == hp - 1
    dead = sc5()
    dead.set_hero(1, "kongjianshenseng")
    dead.stored(1, ["li_1x1"] * 3 + ["ji_1x1"] * 3)
    dead.hand(0, ["li_1x1", "zhangmenxinwu"])
    dead.play_phase(0)
    dead.inject_damage(1, 1, source=0)
    dead.yes()
    assert not dead.alive(1)
    ok(dead)


def test_kongjian_kuhai_wubian_medicine_as_a_move():
    """空见神僧 苦海无边: a medicine card is put out as a skill-less move of power 2, range 2 in
    a colour he names (without the skill a medicine card cannot attack)."""
    sc = sc5()
    sc.set_hero(0, "kongjianshenseng")
    sc.hand(0, ["heiyuduanxugao"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "heiyuduanxugao")
    sc.name_colour("yellow")
    sc.target(2)
    assert sc.clashes() == [(0, 2, 2, 0)]


def test_kongjian_huitou_shi_an_killer_loses_a_skill():
    """空见神僧 回头是岸: killed by 莫大 (seat 0), he names one of 莫大's skills (潇湘夜雨, slot 1),
    which 莫大 loses for good."""
    sc = sc5()
    sc.set_hero(0, "moda")
    sc.set_hero(1, "kongjianshenseng")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    sc.pass_()  # (金刚不坏体 declined)
    while sc.decision().kind == "rescue":
        sc.pass_()
    d = sc.decision()
    assert d.kind == "skill order" and d.actor == 1
    sc.act(sc.eng.offsets["skill"] + 4 + 1)
    assert not sc.alive(1)
    assert int(sc.state["skills"][0, 1]) == 0 and int(sc.state["skills"][0, 0]) != 0
    ok(sc)


# ====================================================== 黄裳 神功传世, 九阴神功


def test_huangshang_shengong_chuanshi_equips_another_then_one_draws():
    """黄裳 神功传世: in his play phase he equips seat 1 with the art from his hand, then chooses
    who draws a card (seat 1 here); once per turn."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "huangshang")
    art = sc.hand(0, ["hunyuanqi", "zhangmenxinwu"])[0]
    sc.hand(1, [])
    sc.play_phase(0)
    assert sc.can_hero_skill(0)
    sc.hero_skill(0)
    hand_card(sc, "hunyuanqi")
    sc.target(1)
    assert sorted(sc.targets()) == [0, 1]
    sc.target(1)
    assert sc.zone_of(art) == ("equipment", 1)
    assert sc.hand_size(1) == 1
    assert not sc.can_hero_skill(0)
    ok(sc)


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


@pytest.mark.parametrize(
    "hero",
    ["limochou", "moda", "duguqiubai", "gongsunzhi", "fengqingyang", "chenjialuo",
     "huyidaomaorenfeng", "pingyizhi", "miejueshitai", "chongxudaozhang", "liqiushui",
     "huangrong", "jiunan", "huqingniu", "linchaoying", "linpingzhi",
     "murongboxiaoyuanshan", "kongjianshenseng",
     "huangshang"],
)
def test_complete_heroes_are_dealt(hero):
    """Heroes whose every skill works are in heroes="implemented"."""
    assert hero in implemented_heroes()
