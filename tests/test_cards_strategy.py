"""Scenario tests of the strategy, medicine and poison cards of issue 3: 单挑, 暗器, 疗伤, 指点,
近墨者黑, 九转熊蛇丸, 阴阳和合散 and 冒名顶替 (docs/rulings.md has the rulings they check).

Every scenario uses the ``wide`` deck, which holds every implemented card (冒名顶替's use the
``standard`` deck: ``wide`` lacks it). Colours counter along
red -> blue -> yellow -> white -> red (R-M4).
"""

from __future__ import annotations

from qxs_env.engine import layout as L
from qxs_env.engine.api import hero_catalogue
from qxs_env.engine.obs import D_PURPOSE, SEAT_BASE
from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]  # seat 0 leads: 5 HP, the others 4
EIGHT = ["leader", "righteous", "cult", "cult", "court", "righteous", "cult", "cult"]


def _sc(players: int = 5, **kw) -> Scenario:
    return Scenario(players, deck="wide", identities=FIVE if players == 5 else EIGHT, **kw)


def _card_types(sc: Scenario) -> list[str]:
    """Face ids of the card actions of the pending decision."""
    o = sc.eng.offsets["seat"]
    return sorted(sc.eng.catalogue.faces[a // 4].id for a in sc.legal() if a < o)


# ============================================================================ 单挑 (duel)
def test_dantiao_target_without_a_move_takes_the_damage() -> None:
    """单挑: the target plays first; with no move card it takes 1 damage (no attribute) from the
    user, and 单挑 goes to the discard pile."""
    sc = _sc()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("dantiao")
    assert sc.targets() == [1, 2, 3, 4]  # any other character, no distance limit
    sc.target(2)
    assert sc.hp(2) == 3
    assert sc.logged(L.EV_DAMAGE) == [(0, 2, 1, -1, 0)]
    assert "dantiao" in sc.discard_faces()


def test_dantiao_escalation_and_the_user_failing() -> None:
    """单挑: moves alternate, target first, each of printed power at least the previous one;
    the first duellist who cannot play takes 1 damage from the other (here the user)."""
    sc = _sc()
    sc.hand(0, ["dantiao", "qi_1x1", "zhangmenxinwu"])
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    d = sc.decision()
    assert (d.kind, d.actor, d.other, d.face) == ("respond", 2, 0, "dantiao")
    sc.respond("li_1x1")
    assert sc.decision().actor == 0
    sc.respond("qi_1x1")
    assert sc.decision().actor == 2
    sc.respond("ji_1x1")  # seat 0 has no move left: it fails
    assert sc.hp(0) == 4 and sc.hp(2) == 4
    assert sc.logged(L.EV_DAMAGE) == [(2, 0, 1, -1, 0)]
    assert sc.hand_faces(2) == []


def test_dantiao_mask_lists_only_strong_enough_moves() -> None:
    """单挑 ruling: printed power only, the colour counter does not count. After a red power-2
    move, a white power-1 move (which would counter red in a clash) is not offered; the white
    power-2 move is. Passing takes the damage."""
    sc = _sc()
    sc.hand(0, ["dantiao", "su_1x2", "su_2x2", "zhangmenxinwu"])
    sc.hand(3, ["li_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(3)
    sc.respond("li_2x1")
    assert sc.decision().actor == 0
    assert _card_types(sc) == ["su_2x2"]
    assert sc.eng.offsets["pass"] in sc.legal()
    obs = sc.eng.observe(0)
    dec = sc.eng.layout.slices["decision"].start
    assert obs[dec + D_PURPOSE + L.PUR_DUEL] == 1.0
    sc.pass_()
    assert sc.hp(0) == 4
    assert sc.logged(L.EV_DAMAGE) == [(3, 0, 1, -1, 0)]


def test_dantiao_equal_power_is_enough() -> None:
    """单挑: a move of the same printed power as the previous one may be played."""
    sc = _sc()
    sc.hand(0, ["dantiao", "ji_2x2", "zhangmenxinwu"])
    sc.hand(1, ["qi_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(1)
    sc.respond("qi_2x1")
    assert _card_types(sc) == ["ji_2x2"]
    sc.respond("ji_2x2")  # seat 1 has nothing left
    assert sc.hp(1) == 3 and sc.hp(0) == 5


def test_dantiao_cancelled_by_kanpo() -> None:
    """单挑 is a strategy card: the target's 看破 cancels it; nobody plays or is hurt."""
    sc = _sc()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.hand(2, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 2
    sc.cancel()
    assert sc.decision().kind == "play"
    assert [sc.hp(p) for p in range(5)] == [5, 4, 4, 4, 4]
    assert sc.hand_faces(2) == ["li_1x1"]
    assert sorted(sc.discard_faces()) == ["dantiao", "kanpo"]


# ============================================================================ 暗器
def test_anqi_target_attacks_the_victim() -> None:
    """暗器: only a character with an internal art can be the target; it attacks the named
    victim with a move (a normal attack), which uses none of its attack opportunities, and keeps
    its art."""
    sc = _sc()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")  # internal art, range 3
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("anqi")
    # seat 1 is the only possible target (it alone has an internal art): chosen by itself;
    # the pending decision is the second target (the victim), FR_Q = the first target
    d = sc.decision()
    assert (d.kind, d.other) == ("target", 1)
    assert sc.targets() == [0, 2, 3, 4]  # every other character within range 3 of seat 1
    sc.target(2)
    d = sc.decision()
    assert (d.kind, d.actor, d.other, d.face) == ("respond", 1, 2, "anqi")
    sc.respond("li_2x1")
    assert sc.clashes() == [(1, 2, 2, 0)]
    assert sc.hp(2) == 3
    assert sc.logged(L.EV_DAMAGE) == [(1, 2, 1, 0, 0)]  # red damage from seat 1
    assert int(sc.state.pt[1, L.PT_ATTACKS]) == 0
    assert sc.equipment(1) == {"internal": "kuihuabaodian"}
    assert sorted(sc.discard_faces()) == ["anqi", "li_2x1"]


def test_anqi_declined_gives_the_internal_art() -> None:
    """暗器: a target that does not attack gives its internal art to the user's hand."""
    sc = _sc()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("anqi")  # the only target, seat 1, is chosen by itself
    sc.target(3)
    sc.pass_()
    assert sc.equipment(1) == {}
    assert sc.hand_faces(0) == ["kuihuabaodian", "zhangmenxinwu"]
    assert sc.hand_faces(1) == ["li_2x1"]
    assert [sc.hp(p) for p in range(5)] == [5, 4, 4, 4, 4]


def test_anqi_victim_must_be_in_the_internal_arts_range() -> None:
    """暗器 at 8 players: the victim must be within the attack range of the target's internal art
    (葵花宝典: 3); seat 5 is 4 seats away from seat 1 and cannot be named. The user itself may be
    the victim."""
    sc = _sc(8)
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("anqi")  # the only target, seat 1, is chosen by itself
    assert sc.decision().other == 1
    assert sc.targets() == [0, 2, 3, 4, 6, 7]


def test_anqi_cancelled_by_kanpo() -> None:
    """暗器 is a strategy card: the target's 看破 cancels it; it neither attacks nor gives up its
    art."""
    sc = _sc()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "kuihuabaodian")
    sc.hand(1, ["kanpo", "li_2x1"])
    sc.play_phase(0)
    sc.use("anqi")  # the only target, seat 1, is chosen by itself
    sc.target(2)
    assert sc.decision().kind == "cancel" and sc.decision().other == 1
    sc.cancel()
    assert sc.decision().kind == "play"
    assert sc.equipment(1) == {"internal": "kuihuabaodian"}
    assert sc.hand_faces(1) == ["li_2x1"]
    assert sc.hp(2) == 4


def test_anqi_needs_a_target_with_an_internal_art() -> None:
    """暗器 cannot be used when no other character has an internal art equipped."""
    sc = _sc()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(0, "kuihuabaodian")  # the user's own art does not count
    sc.play_phase(0)
    assert not sc.can_use("anqi")


# ============================================================================ 疗伤
def test_liaoshang_removes_statuses_and_heals() -> None:
    """疗伤: the target loses its adverse statuses (ruling: 和合, face down, pending phase skips)
    and recovers 1 HP."""
    sc = _sc()
    sc.hand(0, ["liaoshang", "zhangmenxinwu"])
    sc.hp(3, 2)
    sc.set_linked(3)
    sc.set_face_down(3)
    sc.set_skip(3, "play")
    sc.hp(4, 3)
    sc.play_phase(0)
    sc.use("liaoshang")
    assert sc.targets() == [3, 4]  # the others are at full HP with no status
    sc.target(3)
    assert sc.hp(3) == 3
    s = sc.state
    assert (int(s.linked[3]), int(s.face_down[3]), int(s.skip[3])) == (0, 0, 0)


def test_liaoshang_on_oneself_and_kanpo() -> None:
    """疗伤 may target its user; as a strategy card it can be cancelled by 看破."""
    sc = _sc()
    sc.hand(0, ["liaoshang", "liaoshang", "zhangmenxinwu"])
    sc.hand(1, ["kanpo"])
    sc.hp(0, 3)
    sc.play_phase(0)
    sc.use("liaoshang")  # seat 0 is the only character not at full HP: the target by itself
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 1, 0)
    sc.cancel()  # seat 1 cancels it
    assert sc.hp(0) == 3
    sc.use("liaoshang")
    assert sc.hp(0) == 4


# ============================================================================ 指点
def test_zhidian_gives_the_next_move_the_counter_bonus() -> None:
    """指点 on oneself: the next move put out counts as countering. Red 1 against red 1 would be
    a block; with 指点 it is 2 against 1 and deals 1 damage. The status is then spent."""
    sc = _sc()
    sc.hand(0, ["zhidian", "li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("zhidian")
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(0)
    assert int(sc.state.pt[0, L.PT_COUNTER_NEXT]) == 1
    sc.use("li_1x1")
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3
    assert int(sc.state.pt[0, L.PT_COUNTER_NEXT]) == 0


def test_zhidian_helps_a_defender() -> None:
    """指点 on another character: its next move (here a defence) counters: red 1 + 1 blocks
    red 2."""
    sc = _sc()
    sc.hand(0, ["zhidian", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("zhidian")
    sc.target(1)
    sc.use("li_2x1")
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4


def test_zhidian_ends_with_the_turn() -> None:
    """指点 lasts this turn only: unused, it is gone when the turn ends."""
    sc = _sc()
    sc.hand(0, ["zhidian"])
    sc.play_phase(0)
    sc.use("zhidian")
    sc.target(2)  # the play phase then ends by itself: seat 0 has nothing left
    assert sc.current() != 0
    assert int(sc.state.pt[2, L.PT_COUNTER_NEXT]) == 0


# ============================================================================ 近墨者黑
def test_jinmozhehei_makes_a_character_evil() -> None:
    """近墨者黑: the target's alignment becomes 恶 (shown in the seat block of the observation);
    an evil character is no longer a target. With heroes off everybody starts 善."""
    sc = _sc()
    sc.hand(0, ["jinmozhehei", "jinmozhehei", "zhangmenxinwu"])
    sc.play_phase(0)
    assert [int(x) for x in sc.state.align[:5]] == [0] * 5
    sc.use("jinmozhehei")
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(3)
    assert int(sc.state.align[3]) == L.ALIGN_EVIL
    obs = sc.eng.observe(0)
    assert obs[sc.eng.layout.seat_slice(3).start + 22] == 1.0
    assert obs[sc.eng.layout.seat_slice(2).start + 22] == 0.0
    sc.use("jinmozhehei")
    assert sc.targets() == [0, 1, 2, 4]
    assert SEAT_BASE == 27


# ============================================================================ 九转熊蛇丸
def test_jiuzhuan_next_damaging_move_deals_one_more() -> None:
    """九转熊蛇丸 in the play phase: the next move that deals damage deals +1; once per turn."""
    sc = _sc()
    sc.hand(0, ["jiuzhuanxiongshedan", "jiuzhuanxiongshedan", "li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("jiuzhuanxiongshedan")
    assert not sc.can_use("jiuzhuanxiongshedan")  # at most once per turn
    sc.use("li_2x1")
    sc.target(1)  # seat 1 holds no move: 2 against 0 = 1 damage, +1
    assert sc.hp(1) == 2
    assert int(sc.state.pt[0, L.PT_BOOST]) == 0


def test_jiuzhuan_bonus_waits_for_a_move_that_deals_damage() -> None:
    """九转熊蛇丸: a blocked attack does not spend the bonus; the next attack that hits gets it
    (two attacks per turn here)."""
    sc = _sc(attacks_per_turn=2)
    sc.hand(0, ["jiuzhuanxiongshedan", "li_2x1", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    sc.use("jiuzhuanxiongshedan")
    sc.use("li_2x1")
    sc.target(1)
    sc.respond("su_2x2")  # white counters red: 3 against 2, blocked
    assert sc.hp(1) == 4
    sc.use("li_2x1")
    sc.target(4)
    assert sc.hp(4) == 2  # 1 + 1


def test_jiuzhuan_rescues_only_its_owner() -> None:
    """九转熊蛇丸 as a rescue: the dying character may use it on itself (+1 HP), nobody else may
    use it on the dying character."""
    sc = _sc(auto_forced=False)
    sc.hand(0, ["jiuzhuanxiongshedan", "zhangmenxinwu"])
    sc.hand(1, ["jiuzhuanxiongshedan"])
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 0, 1)
    assert sc.legal() == [sc.eng.offsets["pass"]]  # seat 0's pill is no rescue for seat 1
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor) == ("rescue", 1)
    assert _card_types(sc) == ["jiuzhuanxiongshedan"]
    sc.rescue("jiuzhuanxiongshedan")
    assert sc.hp(1) == 1 and sc.alive(1)


def test_jiuzhuan_self_rescue_with_auto_forced() -> None:
    """九转熊蛇丸: with forced decisions automatic, only the dying owner is asked."""
    sc = _sc()
    sc.hand(0, ["jiuzhuanxiongshedan", "zhangmenxinwu"])
    sc.hand(2, ["jiuzhuanxiongshedan"])
    sc.hp(2, 1)
    sc.play_phase(0)
    sc.inject_damage(2, 1, source=0)
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("rescue", 2, 2)
    sc.rescue("jiuzhuanxiongshedan")
    assert sc.hp(2) == 1


# ============================================================================ 阴阳和合散
def test_yinyang_without_a_pair_can_only_be_recast() -> None:
    """阴阳和合散 ruling: with heroes off nobody has a gender and everybody is 善, so no two
    characters differ: the card can only be recast (discarded to draw 1)."""
    sc = _sc()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.draw_pile_top(["li_1x1"])
    sc.play_phase(0)
    assert sc.can_use("yinyanghehesan")
    sc.use("yinyanghehesan")  # the confirm offers only "recast": taken by itself
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]
    assert sc.discard_faces() == ["yinyanghehesan"]
    assert len(sc.logged(L.EV_RECAST)) == 1


def test_yinyang_recast_by_choice() -> None:
    """阴阳和合散: even when a pair exists its user may recast it (pass on the confirm)."""
    sc = _sc()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.set_alignment(3, "evil")
    sc.draw_pile_top(["qi_1x1"])
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    assert sc.decision().kind == "confirm"
    sc.pass_()
    assert sc.hand_faces(0) == ["qi_1x1", "zhangmenxinwu"]
    assert int(sc.state.linked[:5].sum()) == 0


def test_yinyang_links_and_damage_passes_on() -> None:
    """阴阳和合散 on two characters of different alignment: both are linked (和合). Damage to one
    is dealt to the other too (same amount, attribute and source), then both are unlinked."""
    sc = _sc()
    sc.hand(0, ["yinyanghehesan", "li_2x1", "zhangmenxinwu"])
    sc.set_alignment(3, "evil")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(1)  # seat 3 is the only character differing from seat 1: chosen by itself
    assert [int(x) for x in sc.state.linked[:5]] == [0, 1, 0, 1, 0]
    sc.use("li_2x1")
    sc.target(1)  # no defence: 1 red damage, passed on to seat 3
    assert sc.hp(1) == 3 and sc.hp(3) == 3
    assert sc.logged(L.EV_DAMAGE) == [(0, 1, 1, 0, 0), (0, 3, 1, 0, 1)]
    assert int(sc.state.linked[:5].sum()) == 0


def test_yinyang_wuchangdan_spares_one_target() -> None:
    """阴阳和合散 is a poison: 无常丹 cancels it for one character; the other is still linked."""
    sc = _sc()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.hand(3, ["wuchangdan"])
    sc.set_alignment(3, "evil")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    sc.target(1)  # the second target, seat 3, is the only one possible
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 3, 1)  # seat 1's window first
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 3, 3)
    sc.cancel()
    assert [int(x) for x in sc.state.linked[:5]] == [0, 1, 0, 0, 0]


def test_linked_damage_reaches_every_other_linked_character_once() -> None:
    """和合 with three linked characters: damage to one reaches the two others once each (no
    loop), and all three end unlinked; an unlinked character is not hurt."""
    sc = _sc()
    sc.hand(0, ["zhangmenxinwu"])
    for p in (1, 2, 4):
        sc.set_linked(p)
    sc.play_phase(0)
    sc.inject_damage(2, 1, source=0, colour="blue")
    assert [sc.hp(p) for p in range(5)] == [5, 3, 3, 4, 3]
    assert len(sc.logged(L.EV_DAMAGE)) == 3
    assert all(row[3] == 1 for row in sc.logged(L.EV_DAMAGE))  # blue, passed on as it was
    assert int(sc.state.linked[:5].sum()) == 0


def test_linked_damage_prevented_is_not_passed_on() -> None:
    """和合: damage that a face-down character does not take is not passed on; it stays linked."""
    sc = _sc()
    sc.hand(0, ["zhangmenxinwu"])
    sc.set_linked(1)
    sc.set_linked(2)
    sc.set_face_down(1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 4 and sc.hp(2) == 4
    assert [int(x) for x in sc.state.linked[:3]] == [0, 1, 1]


def test_yinyang_gender_counts_when_both_have_one() -> None:
    """阴阳和合散: characters of the same alignment may be linked when both have a gender and the
    genders differ (heroes will set them)."""
    sc = _sc()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.set_gender(1, "male")
    sc.set_gender(2, "female")
    sc.set_gender(4, "male")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    assert sc.targets() == [1, 2, 4]
    sc.target(2)
    assert sc.targets() == [1, 4]


def test_dantiao_virtual_move_counts_with_its_own_power() -> None:
    """单挑 with 杂阿含功 (a hand card as a power-1 move): the skill is offered only while power 1
    is enough."""
    sc = _sc()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.equip(2, "zaahangong")
    sc.hand(2, ["heiyuduanxugao", "li_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    assert sc.can_skill("internal")  # the first move may have any power
    assert "power 0 or more" in sc.describe()
    sc.skill("internal")
    sc.hand_card("heiyuduanxugao")  # a power-1 move in the hand card's colour
    assert sc.hp(0) == 4  # seat 0 holds no move: it takes the damage
    assert sc.logged(L.EV_DAMAGE) == [(2, 0, 1, -1, 0)]


def test_dantiao_virtual_move_too_weak() -> None:
    """单挑: after a power-2 move, 杂阿含功's power-1 move is not offered."""
    sc = _sc()
    sc.hand(0, ["dantiao", "li_2x1", "zhangmenxinwu"])
    sc.equip(2, "zaahangong")
    sc.hand(2, ["heiyuduanxugao", "li_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    sc.respond("li_1x1")
    sc.respond("li_2x1")  # seat 2 now needs power 2: it has only the skill (power 1)
    assert sc.hp(2) == 3
    assert sc.hand_faces(2) == ["heiyuduanxugao"]


def test_anqi_forced_attack_with_a_virtual_move() -> None:
    """暗器: the target may attack with a move made by its equipment (杂阿含功)."""
    sc = _sc()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(1, "zaahangong")  # internal art, attack range 4, hand card as a power-1 move
    sc.hand(1, ["heiyuduanxugao"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(4)
    assert sc.can_skill("internal")
    sc.skill("internal")  # the only hand card is taken by itself
    assert sc.hp(4) == 3
    assert sc.equipment(1) == {"internal": "zaahangong"}


# ============================================================================ 冒名顶替 (heroes on)
def _impersonation(target: int) -> Scenario:
    """杨过 (黯然销魂: +1 power at 3 HP or less) in seat 0 at 3 HP uses 冒名顶替 on ``target``."""
    sc = Scenario(5, deck="standard", identities=FIVE)
    sc.set_hero(0, "yangguo")
    sc.set_hero(1, "yangguo")
    sc.set_hero(2, "yangguo")
    sc.hp(0, 3)
    sc.hand(0, ["maomingdingti", "maomingdingti", ("pikongzhang", "red"), ("tiezhang", "red")])
    sc.play_phase(0)
    assert sc.can_use("maomingdingti")
    sc.use("maomingdingti").target(target)
    if sc.decision().kind == "cancel":
        sc.pass_while("cancel")
    return sc


def test_maomingdingti_lends_qiuqianren_skills_until_the_turn_ends() -> None:
    """冒名顶替 on oneself: 杨过 loses 黯然销魂 (劈空掌 clashes at 1, not 2) and has 裘千仞's
    无尽之力 (a second red attack in the same play phase) for the rest of the turn; at the next
    turn start its own skills are back."""
    sc = _impersonation(0)
    hcat = hero_catalogue()
    qiu = sc.eng.tba["hero_skill"][0, hcat.index["qiuqianren"]]
    yang = sc.eng.tba["hero_skill"][0, hcat.index["yangguo"]]
    assert list(sc.state.skills[0]) == list(qiu)
    assert sc.state.borrow[0] == 0  # 裘千仞 is not at the table: borrowed "from itself"
    sc.use("pikongzhang").target(1)
    assert sc.clashes() == [(0, 1, 1, 0)]  # no 黯然销魂 (+1) while impersonating
    assert sc.can_use("tiezhang")  # 无尽之力: red attacks are not limited
    sc.use("tiezhang").target(1)
    assert len(sc.clashes()) == 2
    sc.start_turn(1)
    assert list(sc.state.skills[0]) == list(yang)
    assert sc.state.borrow[0] == -1


def test_maomingdingti_on_another_character_and_once_at_a_time() -> None:
    """冒名顶替 on seat 1: its skills become 裘千仞's; a character already impersonating cannot be
    chosen again this turn (ruling); without it seat 0 keeps its single attack."""
    sc = _impersonation(1)
    qiu = sc.eng.tba["hero_skill"][0, hero_catalogue().index["qiuqianren"]]
    assert list(sc.state.skills[1]) == list(qiu)
    assert sc.state.borrow[0] == -1
    sc.use("pikongzhang").target(1)
    assert not sc.can_use("tiezhang")  # seat 0 did not get 无尽之力
    sc.use("maomingdingti")
    assert sc.targets() == [0, 2]  # heroes only (seats 3, 4 are skill-less), seat 1 not again
