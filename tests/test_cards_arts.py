"""Scenario tests of the last internal, mental and lightness arts of the standard edition, and of
the standard and basic decks being playable.

Internal: 八荒六合神功, 九阳神功, 九阴真经, 天罗地网势, 吸血功, 玉女心经,
左右互搏. Mental: 北冥神功, 地火功, 斗转星移, 逆行经脉, 乾坤大挪移, 少林洗髓经,
少林易筋经, 先天功. Lightness: 神行百变. Card: 冒名顶替 (heroes off).
Each test fails if the card's effect were missing or wrong. Five players: seat 0 (the leader,
5 HP) sits at distance 1 from seats 1 and 4 and 2 from seats 2 and 3; the others have 4 HP.
"""

from __future__ import annotations

import pytest

from qxs_env.config import GameConfig
from qxs_env.engine import layout as L
from qxs_env.engine.api import Engine
from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]


def _sc(attacker_hand: list, **kw) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE, **kw)
    sc.hand(0, [*attacker_hand, "zhangmenxinwu"])
    return sc


def _attack(sc: Scenario, move: str, target: int, defence: str | None = None) -> None:
    sc.use(move)
    sc.target(target)
    if defence is not None:
        sc.respond(defence)
    elif not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == target:
        sc.pass_()


# ================================================================== internal arts
def test_bahuangliuheshengong_ignores_the_target_mental_art() -> None:
    """八荒六合神功: the target's 少林洗髓经 (damage capped at 1) does not apply to its holder's
    attack: 铁掌 (3 against 0) deals 2; without it, 1."""
    with_art = _sc(["tiezhang"])
    with_art.equip(0, "bahuangliuheshengong")
    with_art.equip(1, "shaolinxisuijing")
    with_art.play_phase(0)
    _attack(with_art, "tiezhang", 1)
    assert with_art.hp(1) == 2
    without = _sc(["tiezhang"])
    without.equip(1, "shaolinxisuijing")
    without.play_phase(0)
    _attack(without, "tiezhang", 1)
    assert without.hp(1) == 3


def test_bahuangliuheshengong_silences_after_damage_mental_triggers() -> None:
    """八荒六合神功: the target's 北冥神功 is not offered after damage from its holder's move."""
    sc = _sc(["li_2x1"])
    sc.equip(0, "bahuangliuheshengong")
    sc.equip(1, "beiminshengong")
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play"


def test_jiuyangshengong_pays_yellow_to_hurt_after_a_block() -> None:
    """九阳神功: blocked (1 against 2), the attacker may discard a yellow card: the damage is
    then dealt anyway, as if undefended (ceil(1/2) = 1)."""
    sc = _sc(["li_1x1", ("liaoshang", "yellow")])
    sc.equip(0, "jiuyangshengong")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    _attack(sc, "li_1x1", 1, "li_2x1")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    sc.hand_card("liaoshang")
    assert sc.hp(1) == 3
    declined = _sc(["li_1x1", ("liaoshang", "yellow")])
    declined.equip(0, "jiuyangshengong")
    declined.hand(1, ["li_2x1"])
    declined.play_phase(0)
    _attack(declined, "li_1x1", 1, "li_2x1")
    declined.pass_()
    assert declined.hp(1) == 4


def test_jiuyinzhenjing_attacks_again_after_a_block() -> None:
    """九阴真经: blocked, the attacker plays another move against the same target, who must
    block again; the new attack uses no attack opportunity."""
    sc = _sc(["li_1x1", "li_2x1"])
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    _attack(sc, "li_1x1", 1, "li_2x1")
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    sc.respond("li_2x1")
    assert sc.clashes() == [(0, 1, 1, 2), (0, 1, 2, 0)]
    assert sc.hp(1) == 3
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_tianluodiwangshi_discards_a_lightness_card() -> None:
    """天罗地网势: after its holder's move deals damage it may discard a lightness card of the
    target (or pass)."""
    sc = _sc(["li_2x1"])
    sc.equip(0, "tianluodiwangshi")
    sc.equip(1, "shuishangpiao")
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "pick"
    sc.pick_equip("lightness-1")
    assert sc.equipment(1) == {}
    kept = _sc(["li_2x1"])
    kept.equip(0, "tianluodiwangshi")
    kept.equip(1, "shuishangpiao")
    kept.play_phase(0)
    _attack(kept, "li_2x1", 1)
    kept.pass_()
    assert list(kept.equipment(1).values()) == ["shuishangpiao"]


def test_xixiegong_heals_the_damage_at_distance_one() -> None:
    """吸血功: N damage dealt to a target at distance 1 heals its holder N HP; at distance 2
    nothing."""
    near = _sc(["tiezhang"])
    near.equip(0, "xixiegong")
    near.hp(0, 2)
    near.play_phase(0)
    _attack(near, "tiezhang", 1)
    assert near.hp(1) == 2 and near.hp(0) == 4
    far = _sc(["qi_2x2"])
    far.equip(0, "xixiegong")
    far.hp(0, 2)
    far.play_phase(0)
    _attack(far, "qi_2x2", 2)
    assert far.hp(2) == 3 and far.hp(0) == 2


def test_yunvxinjing_plus_one_against_the_other_gender() -> None:
    """玉女心经: +1 power attacking a hero of the other gender; none against the same gender
    or without genders (heroes off)."""
    for g0, g1, power in (("female", "male", 3), ("female", "female", 2), (None, None, 2)):
        sc = _sc(["li_2x1"])
        sc.equip(0, "yunvxinjing")
        sc.set_gender(0, g0)
        sc.set_gender(1, g1)
        sc.play_phase(0)
        _attack(sc, "li_2x1", 1)
        assert sc.clashes() == [(0, 1, power, 0)]


def test_zuoyouhubo_lifts_the_attack_limit() -> None:
    """左右互搏: a second attack in the same play phase."""
    sc = _sc(["li_1x1", "li_2x1"])
    sc.equip(0, "zuoyouhubo")
    sc.play_phase(0)
    _attack(sc, "li_1x1", 1)
    assert sc.can_use("li_2x1")
    _attack(sc, "li_2x1", 1)
    assert len(sc.clashes()) == 2
    plain = _sc(["li_1x1", "li_2x1"])
    plain.play_phase(0)
    _attack(plain, "li_1x1", 1)
    assert not plain.can_use("li_2x1")


# ================================================================== mental arts
def test_beiminshengong_takes_a_card_from_the_source() -> None:
    """北冥神功: damaged, its holder may take one card of the damage source."""
    sc = _sc(["li_2x1"])
    sc.equip(0, "wudugong")
    sc.equip(1, "beiminshengong")
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    sc.pick_hand()
    assert "zhangmenxinwu" in sc.hand_faces(1)  # (seat 1's turn has begun since)
    assert sc.logged(L.EV_TAKE)


def test_dihuogong_discards_yellow_to_hurt_the_source() -> None:
    """地火功: damaged, its holder may discard a yellow hand card; the source takes 1 damage."""
    sc = _sc(["li_2x1"])
    sc.equip(1, "dihuogong")
    sc.hand(1, [("liaoshang", "yellow"), ("kanpo", "blue")])
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "hand card" and sc.decision().actor == 1
    sc.hand_card("liaoshang")
    assert sc.hp(0) == 4 and sc.hp(1) == 3


def test_douzhuanxingyi_copies_the_attacking_move() -> None:
    """斗转星移: defending, a blue hand card (here a 看破) is played as a copy of the attacking
    铁掌 (red 3): 3 against 3 blocks."""
    sc = _sc(["tiezhang"])
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("kanpo", "blue"), ("wuchangdan", "blue"), ("liaoshang", "yellow")])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert sc.can_skill("mental")
    sc.skill("mental")
    sc.hand_card("kanpo")
    assert sc.clashes() == [(0, 1, 3, 3)]
    assert sc.hp(1) == 4
    assert "kanpo" in sc.discard_faces()
    assert sorted(sc.hand_faces(1)) == ["liaoshang", "wuchangdan"]


def test_douzhuanxingyi_needs_a_blue_card() -> None:
    """斗转星移 is not offered without a blue hand card."""
    sc = _sc(["tiezhang"])
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("liaoshang", "yellow"), "li_1x1"])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert not sc.can_skill("mental")


def test_nixingjingmai_negates_the_attacking_move_skill() -> None:
    """逆行经脉: 奔雷掌's "counters red" has no effect on its holder: 1 against 1 blocks (2 against
    1 without it)."""
    sc = _sc(["benleizhang"])
    sc.equip(1, "nixingjingmai")
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    _attack(sc, "benleizhang", 1, "li_1x1")
    assert sc.clashes() == [(0, 1, 1, 1)]
    assert sc.hp(1) == 4
    assert "benleizhang" in sc.discard_faces()


def test_qiankundanuoyi_moves_a_card_on_the_table() -> None:
    """乾坤大挪移: damaged, its holder moves the attacker's internal art to seat 2's free slot."""
    sc = _sc(["li_2x1"])
    sc.equip(0, "wudugong")
    sc.equip(0, "shuishangpiao")
    sc.equip(1, "qiankundanuoyi")
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "target" and sc.decision().actor == 1
    sc.target(0)
    sc.pick_equip("internal")
    assert 0 not in sc.targets() and 1 in sc.targets()
    sc.target(2)
    assert sc.equipment(2) == {"internal": "wudugong"}
    assert "internal" not in sc.equipment(0)


def test_qiankundanuoyi_moves_a_delayed_card() -> None:
    """乾坤大挪移 moves a delayed card to another judgement area (not to one holding the same
    name)."""
    sc = _sc(["li_2x1"])
    sc.equip(1, "qiankundanuoyi")
    sc.judgement(1, ["beisuqingfeng"])
    sc.judgement(3, ["beisuqingfeng"])
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    sc.target(1)
    sc.pick_judgement(0)
    assert 3 not in sc.targets()
    sc.target(2)
    assert sc.judgement_faces(2) == ["beisuqingfeng"]
    assert sc.judgement_faces(1) == []


def test_shaolinxisuijing_caps_damage_and_heals_when_discarded() -> None:
    """少林洗髓经: at most 1 damage at a time; discarded from the equipment (here replaced by
    another mental art) its holder recovers 1 HP."""
    sc = _sc(["tiezhang"])
    sc.equip(1, "shaolinxisuijing")
    sc.play_phase(0)
    _attack(sc, "tiezhang", 1)
    assert sc.hp(1) == 3
    sc2 = Scenario(5, deck="wide", identities=FIVE)
    sc2.equip(1, "shaolinxisuijing")
    sc2.hp(1, 2)
    sc2.hand(1, ["bixuegong", "zhangmenxinwu"])
    sc2.play_phase(1)
    sc2.use("bixuegong")
    assert sc2.hp(1) == 3
    assert sc2.equipment(1) == {"mental": "bixuegong"}


def test_shaolinxisuijing_heals_when_destroyed() -> None:
    """少林洗髓经 discarded by 十香软筋散: its holder recovers 1 HP."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.equip(1, "shaolinxisuijing")
    sc.hp(1, 2)
    sc.hand(1, ["kanpo"])
    sc.hand(2, ["kanpo"])
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_equip("mental")
    assert sc.hp(1) == 3


def test_shaolinyijinjing_once_per_turn_and_draw() -> None:
    """少林易筋经: its holder is damaged at most once per turn (later damage that turn is
    prevented) and may draw 1 after each damage."""
    sc = _sc(["li_2x1"])
    sc.equip(1, "shaolinyijinjing")
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.hand_size(1) == 1
    sc.inject_damage(1, 2, source=3)
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_PREVENT)


def test_xiantiangong_defending_move_skill_acts() -> None:
    """先天功: defending, 奔雷掌's "counters red" acts: 1 + 1 blocks a red 2 (without it the
    defence has power 1 and takes 1 damage)."""
    sc = _sc(["li_2x1"])
    sc.equip(1, "xiantiangong")
    sc.hand(1, ["benleizhang"])
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1, "benleizhang")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4
    plain = _sc(["li_2x1"])
    plain.hand(1, ["benleizhang"])
    plain.play_phase(0)
    _attack(plain, "li_2x1", 1, "benleizhang")
    assert plain.clashes() == [(0, 1, 2, 1)]


# ================================================================== lightness
def test_shenxingbaibian_distance_one_to_a_chosen_seat() -> None:
    """神行百变 (8 players): once per turn in the play phase, distance 1 to a chosen seat for the
    rest of the turn: seat 4 (distance 4 - 1 = 3) comes in range of a range-1 move."""
    ids = ["leader", "righteous", "righteous", "cult", "cult", "cult", "court", "foreign"]
    sc = Scenario(8, deck="wide", identities=ids)
    sc.equip(0, "shenxingbaibian")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_skill("lightness-1")
    sc.skill("lightness-1")
    sc.target(4)
    assert not sc.can_skill("lightness-1")  # once per turn
    sc.use("li_1x1")
    assert 4 in sc.targets()
    sc.target(4)
    assert sc.hp(4) == 3


# ================================================================== 冒名顶替 and the decks
def test_maomingdingti_cannot_be_used_with_heroes_off() -> None:
    """冒名顶替 swaps hero skills: with heroes off (skill-less characters) it cannot be used
    (ruling), but it sits in the standard deck like any card."""
    sc = Scenario(5, deck="standard", identities=FIVE)
    sc.hand(0, ["maomingdingti", "zhangmenxinwu"])
    sc.play_phase(0)
    assert not sc.can_use("maomingdingti")


@pytest.mark.parametrize("deck, total", [("standard", 200), ("basic", 140)])
def test_standard_and_basic_decks_are_playable(deck: str, total: int) -> None:
    """Every card of the standard and basic decks is implemented: the engine accepts them."""
    eng = Engine(GameConfig(players=8, deck=deck))
    assert eng.n_cards == total


# ================================================================== edge cases
def test_shaolinyijinjing_counter_resets_each_turn() -> None:
    """少林易筋经: the once-per-turn limit counts per turn: damaged in seat 0's turn, its holder
    can be damaged again in the next turn."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.equip(1, "shaolinyijinjing")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2)
    sc.pass_()  # no draw
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == 3
    sc.start_turn(2)
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == 2


def test_bahuangliuheshengong_blocks_douzhuanxingyi_and_nixingjingmai() -> None:
    """八荒六合神功 also ignores defence-side mental arts: 斗转星移 is not offered, and 逆行经脉
    does not strip 奔雷掌's skill (2 against 1)."""
    sc = _sc(["tiezhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("kanpo", "blue"), "li_1x1"])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert not sc.can_skill("mental")
    neg = _sc(["benleizhang"])
    neg.equip(0, "bahuangliuheshengong")
    neg.equip(1, "nixingjingmai")
    neg.hand(1, ["li_1x1"])
    neg.play_phase(0)
    _attack(neg, "benleizhang", 1, "li_1x1")
    assert neg.clashes() == [(0, 1, 2, 1)]


def test_nixingjingmai_lifts_liumaishenjian_restriction() -> None:
    """逆行经脉 against 六脉神剑: with the skill negated the holder may block with any colour."""
    sc = _sc(["liumaishenjian"])
    sc.equip(1, "nixingjingmai")
    sc.hand(1, ["qi_2x2"])
    sc.play_phase(0)
    sc.use("liumaishenjian")
    sc.target(1)
    sc.respond("qi_2x2")  # a yellow move is accepted
    assert sc.clashes()[0][3] == 2


def test_jiuyinzhenjing_stops_when_the_attacker_passes() -> None:
    """九阴真经: blocked twice, then the attacker stops: no damage, both moves discarded."""
    sc = _sc(["li_1x1", "li_2x1", "li_1x1"])
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(1, ["su_2x2", "su_2x2"])
    sc.play_phase(0)
    _attack(sc, "li_1x1", 1, "su_2x2")
    sc.respond("li_2x1")
    sc.respond("su_2x2")
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.pass_()
    assert sc.hp(1) == 4
    assert len(sc.clashes()) == 2
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]


def test_qiankundanuoyi_not_asked_when_nothing_can_move() -> None:
    """乾坤大挪移 with no card on the table that could move: its holder is not asked."""
    sc = _sc(["li_2x1"], auto_forced=False)
    sc.equip(1, "qiankundanuoyi")
    for seat in (0, 2, 3, 4):  # everyone else holds a mental art: the holder's cannot move
        sc.equip(seat, "bixuegong" if seat in (0, 2) else "hunyuanqi")
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    sc.pass_()  # no defence
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play" and sc.decision().actor == 0
