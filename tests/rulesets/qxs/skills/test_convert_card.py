"""Hero skill ``convert_card`` (郭靖 不离不弃, 海大富 指点, 洪安通 九转熊蛇丸, 黄药师 制药, 黄药师
东邪, 天山童姥 生死符, 一灯禅师 菩提心法, 胡一刀苗人凤 情仇纠结, 李莫愁 冰魄银针): its scenario
tests.

Use or play a card of `colours` from hand as the card `face` (`per_turn` 0: no limit;
`play_phase_only`: not in answer windows; `responses_only`: only in answer windows).
"""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L

from ..helpers import hand_card, sc5


def test_guojing_bulibuqi_white_card_as_kanpo():
    """郭靖 不离不弃: a white hand card serves as 看破 (he is asked in the window without one)."""
    sc = sc5()
    sc.set_hero(2, "guojing")
    sc.hand(2, ["su_1x2"])
    sc.hand(0, ["xihulaodi"])
    sc.play_phase(0)
    sc.use("xihulaodi").target(1)
    d = sc.decision()
    assert d.kind == "cancel" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "su_1x2")
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["face_down"][1] == 0  # 西湖底牢 cancelled
    assert sc.hand_size(2) == 0


def test_huangyaoshi_zhiyao_white_card_rescues():
    """黄药师 制药: a white hand card serves as 黑玉断续膏 for a dying character."""
    sc = sc5()
    sc.set_hero(2, "huangyaoshi", partial=True)
    sc.hand(2, ["su_1x2"])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert d.kind == "rescue" and d.actor == 2
    sc.hero_skill(1)
    hand_card(sc, "su_1x2")
    assert sc.alive(1) and sc.hp(1) == 1


def test_huangyaoshi_dongxie_blue_card_as_wuchangdan():
    """黄药师 东邪: a blue hand card serves as 无常丹 against a poison."""
    sc = sc5()
    sc.set_hero(0, "huangyaoshi", partial=True)
    sc.hand(0, ["ji_1x1"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 0
    sc.hero_skill(2)
    hand_card(sc, "ji_1x1")
    assert not any(r[0] == 0 and r[1] == FL.PH_PLAY for r in sc.logged(FL.EV_PHASE_SKIP))


def test_hongantong_jiuzhuan_red_card_self_rescue():
    """洪安通 九转熊蛇丸: dying, a red hand card serves as 九转熊蛇丸 to rescue himself."""
    sc = sc5()
    sc.set_hero(1, "hongantong", partial=True)
    sc.hand(1, ["li_1x1"])
    sc.hp(1, 1)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.decision().kind == "rescue" and sc.decision().actor == 1
    sc.hero_skill(1)
    hand_card(sc, "li_1x1")
    assert sc.alive(1) and sc.hp(1) == 1


def test_haidafu_zhidian_yellow_card_as_zhidian():
    """海大富 指点: in his play phase a yellow hand card is used as 指点."""
    sc = sc5()
    sc.set_hero(0, "haidafu")
    sc.hand(0, ["qi_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "qi_1x1")
    sc.target(0)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.state["pt"][0, L.PT_COUNTER_NEXT] != 0


def test_yidengchanshi_putixinfa_yellow_card_as_liaoshang():
    """一灯禅师 菩提心法: once per turn a yellow hand card is used as 疗伤."""
    sc = sc5()
    sc.set_hero(0, "yidengchanshi")
    sc.hp(0, 2)
    sc.hand(0, ["qi_1x1", "qi_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "qi_1x1")
    if sc.decision().kind == "target":
        sc.target(0)
    while sc.decision().kind == "cancel":
        sc.pass_()
    assert sc.hp(0) == 3
    assert not sc.can_hero_skill(1)  # once per turn


def test_tianshantonglao_shengsifu_blue_card_as_anqi():
    """天山童姥 生死符: a blue hand card is used as 暗器."""
    sc = sc5()
    sc.set_hero(0, "tianshantonglao")
    sc.hand(0, ["ji_1x1", "zhangmenxinwu"])
    sc.equip(1, "zaahangong")
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    # 暗器's first target (seat 1, the only one with an internal art) was taken at once; now
    # its victim
    d = sc.decision()
    assert d.kind == "target" and d.other == 1 and d.face == "anqi"
