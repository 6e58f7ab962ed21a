"""Scenario tests of the last eight move skills of the standard edition.

化骨绵掌, 少林罗汉拳, 天山六阳掌, 蛤蟆功, 狮子吼, 打狗棒法, 独孤九剑 and 万花剑法:
each test fails if the card's skill were missing or wrong. Five players: seat 0 (the leader,
5 HP) sits at distance 1 from seats 1 and 4 and 2 from seats 2 and 3; the others have 4 HP.
The attacker keeps a 掌门信物 in hand so that its play phase stays open after an attack.
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
    sc.use(move)
    sc.target(target)
    if defence is not None:
        sc.respond(defence)
    elif not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == target:
        sc.pass_()


def _types(sc: Scenario) -> list[tuple[str, int]]:
    o = sc.eng.offsets["seat"]
    faces = sc.eng.catalogue.faces
    return sorted((faces[a // 4].id, a % 4) for a in sc.legal() if a < o)


# ------------------------------------------------------------------ 化骨绵掌
def test_huagumianzhang_target_discards_red_or_takes_one_more() -> None:
    """化骨绵掌 (red 2x2): after its damage the target discards a red card, or (declining, or
    holding none) takes 1 more red damage from the attacker."""
    paid = _sc(["huagumianzhang"])
    paid.hand(1, [("jianmoxiafan", "red"), ("kanpo", "blue")])
    paid.play_phase(0)
    _attack(paid, "huagumianzhang", 1)
    assert paid.hp(1) == 3
    assert paid.decision().kind == "hand card" and paid.decision().actor == 1
    assert _types(paid) == [("jianmoxiafan", 0)]  # only the red card
    paid.hand_card("jianmoxiafan")
    assert paid.hp(1) == 3 and paid.hand_faces(1) == ["kanpo"]

    declined = _sc(["huagumianzhang"])
    declined.hand(1, [("jianmoxiafan", "red")])
    declined.play_phase(0)
    _attack(declined, "huagumianzhang", 1)
    declined.pass_()
    assert declined.hp(1) == 2
    assert [r[3] for r in declined.logged(L.EV_DAMAGE)] == [0, 0]  # both red (力)

    none = _sc(["huagumianzhang"])
    none.hand(1, [("kanpo", "blue")])
    none.play_phase(0)
    _attack(none, "huagumianzhang", 1)
    assert none.hp(1) == 2


# ------------------------------------------------------------------ 少林罗汉拳
def test_luohanquan_uncountered_follow_up_with_a_red_move() -> None:
    """少林罗汉拳 (red 1x1) not countered: the attacker may attack the same target again with a
    red move (only red ones are offered); that attack uses no attack opportunity."""
    sc = _sc(["luohanquan", "li_2x1", ("ji_1x1", "blue")])
    sc.play_phase(0)
    _attack(sc, "luohanquan", 1)
    assert sc.hp(1) == 3
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    assert _types(sc) == [("li_2x1", 0)]
    sc.respond("li_2x1")
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(1) == 2
    assert sc.clashes() == [(0, 1, 1, 0), (0, 1, 2, 0)]
    assert sc.state.pt[0, L.PT_ATTACKS] == 1  # the follow-up was free


def test_luohanquan_countered_gives_no_follow_up() -> None:
    """少林罗汉拳 countered (a white defence counters red): no further attack is offered."""
    sc = _sc(["luohanquan", "li_2x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    _attack(sc, "luohanquan", 1, "su_1x2")
    assert sc.decision().kind == "play" and sc.decision().actor == 0


# ------------------------------------------------------------------ 天山六阳掌
def test_tianshanliuyangzhang_two_neighbouring_targets_in_turn_order() -> None:
    """天山六阳掌 (red 2x1) with a range-2 internal art: after target 2, seat 1 or 3 (sitting next
    to it) may be added; the attacks resolve in turn order from the attacker, 1 before 2."""
    sc = _sc(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(2)
    assert sc.decision().kind == "target" and sc.targets() == [1, 3]
    sc.target(1)
    assert sc.clashes() == [(0, 1, 2, 0), (0, 2, 2, 0)]
    assert sc.hp(1) == 3 and sc.hp(2) == 3
    assert "tianshanliuyangzhang" in sc.discard_faces()
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_tianshanliuyangzhang_second_target_is_optional() -> None:
    """天山六阳掌: passing on the second target attacks only the first."""
    sc = _sc(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 0)]
    assert sc.hp(2) == 4


# ------------------------------------------------------------------ 蛤蟆功
def test_hamagong_reveal_spends_the_attack_then_charges_power() -> None:
    """蛤蟆功 (blue 2x2): revealing it spends the attack opportunity and keeps it in hand,
    unusable this turn; used in a later turn it has power 3 (here 3 against 0: 2 damage)."""
    sc = _sc(["hamagong", "li_1x1"])
    sc.play_phase(0)
    sc.use("hamagong")
    assert sc.decision().kind == "confirm"
    sc.yes()
    assert "hamagong" in sc.hand_faces(0)
    assert not sc.can_use("hamagong") and not sc.can_use("li_1x1")
    # the reveal is public: every observer sees one charged 蛤蟆功 in seat 0's hand
    from qxs_env.engine.obs import S_TOAD

    for me in range(5):
        obs = sc.eng.observe(me)
        assert obs[sc.eng.layout.seat_slice((0 - me) % 5).start + S_TOAD] == 0.25
        assert obs[sc.eng.layout.seat_slice((1 - me) % 5).start + S_TOAD] == 0.0
    sc.end_phase()
    sc.start_turn(0)
    while sc.decision().kind != "play":
        sc.pass_()
    _attack(sc, "hamagong", 1)
    assert sc.clashes()[-1] == (0, 1, 3, 0)
    assert sc.hp(1) == 2


def test_hamagong_used_directly_has_printed_power() -> None:
    """蛤蟆功 not revealed (declining at use) is a plain 2-power attack."""
    sc = _sc(["hamagong"])
    sc.play_phase(0)
    sc.use("hamagong")
    sc.pass_()
    sc.target(1)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 0)]


def test_hamagong_charged_defends_with_plus_one() -> None:
    """A revealed 蛤蟆功 also gets +1 when it defends (ruling): its 3 blocks a red 2 that
    counters blue (2 + 1 = 3)."""
    sc = _sc(["li_2x1"])
    (ham,) = sc.hand(1, ["hamagong"])
    sc.state.cflag[ham] = L.CF_REVEALED
    sc.play_phase(0)
    _attack(sc, "li_2x1", 1, "hamagong")
    assert sc.clashes() == [(0, 1, 3, 3)]
    assert sc.hp(1) == 4


# ------------------------------------------------------------------ 狮子吼
def test_shizihou_next_seat_discards_a_card() -> None:
    """狮子吼 (yellow 1x3): after damage to seat 1, seat 2 (the next seat) discards a hand card
    of its choice."""
    sc = _sc(["shizihou"])
    sc.hand(2, ["kanpo", "zhangmenxinwu"])
    sc.play_phase(0)
    _attack(sc, "shizihou", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "discard" and sc.decision().actor == 2
    sc.discard("kanpo")
    assert sc.hand_faces(2) == ["zhangmenxinwu"]
    assert "kanpo" in sc.discard_faces()


def test_shizihou_needs_damage() -> None:
    """狮子吼 blocked: nobody discards."""
    sc = _sc(["shizihou"])
    sc.hand(1, ["li_2x1"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    _attack(sc, "shizihou", 1, "li_2x1")
    assert sc.hand_faces(2) == ["kanpo"]


# ------------------------------------------------------------------ 打狗棒法
def test_dagoubangfa_another_character_draws_two() -> None:
    """打狗棒法 (white 2x2): after damage the attacker names another character (not itself; the
    damaged target may be named) who draws 2."""
    sc = _sc(["dagoubangfa"])
    sc.play_phase(0)
    _attack(sc, "dagoubangfa", 1)
    assert sc.decision().kind == "target"
    assert sc.targets() == [1, 2, 3, 4]
    sc.target(3)
    assert sc.hand_size(3) == 2


# ------------------------------------------------------------------ 独孤九剑
def test_dugujiujian_pays_cards_of_the_defence_colour() -> None:
    """独孤九剑 (white 2x2) attacking a red defence: each red hand card discarded adds +1 (only
    red cards are offered). 2 +1 (white counters red) +2 paid = 5 against 1: 2 damage."""
    sc = _sc(["dugujiujian", ("jianmoxiafan", "red"), ("dantiao", "red"), ("kanpo", "blue")])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    _attack(sc, "dugujiujian", 1, "li_1x1")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    assert _types(sc) == [("dantiao", 0), ("jianmoxiafan", 0)]
    sc.hand_card("jianmoxiafan")
    sc.hand_card("dantiao")
    assert sc.clashes() == [(0, 1, 5, 1)]
    assert sc.hp(1) == 2


def test_dugujiujian_defending_too() -> None:
    """独孤九剑 defending against a red 3: one red card paid makes 2 +1 (counter) +1 = 4."""
    sc = _sc(["tiezhang"])
    sc.hand(1, ["dugujiujian", ("dantiao", "red")])
    sc.play_phase(0)
    _attack(sc, "tiezhang", 1, "dugujiujian")
    sc.hand_card("dantiao")
    assert sc.clashes() == [(0, 1, 3, 4)]
    assert sc.hp(1) == 4


# ------------------------------------------------------------------ 万花剑法
def test_wanhuajianfa_follow_up_on_another_target() -> None:
    """万花剑法 (white 2x2): after damage the attacker may attack a different target with another
    move (any colour); the damaged target is not offered."""
    sc = _sc(["wanhuajianfa", "su_1x2"])
    sc.play_phase(0)
    _attack(sc, "wanhuajianfa", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("su_1x2")
    assert sc.targets() == [2, 3, 4]
    sc.target(4)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(4) == 3
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_wanhuajianfa_no_follow_up_without_damage() -> None:
    """万花剑法 blocked: no follow-up."""
    sc = _sc(["wanhuajianfa", "su_1x2"])
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    _attack(sc, "wanhuajianfa", 1, "su_2x2")
    assert sc.decision().kind == "play"


# ------------------------------------------------------------------ edge cases
def test_tianshanliuyangzhang_second_attack_after_the_first_target_dies() -> None:
    """天山六阳掌: the first target dying does not stop the attack on the second."""
    sc = _sc(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.hp(1, 1)
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.target(2)
    assert not sc.alive(1)
    assert sc.hp(2) == 3


def test_hamagong_taken_by_another_player_loses_its_charge() -> None:
    """A revealed 蛤蟆功 stops being shown when it changes hands (吸星): no bonus for the taker."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    (ham,) = sc.hand(1, ["hamagong"])
    sc.state.cflag[ham] = L.CF_REVEALED
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_while("cancel")
    assert "hamagong" in sc.hand_faces(0)
    assert sc.state.cflag[ham] == 0


def test_wanhuajianfa_no_follow_up_without_another_target_in_range() -> None:
    """万花剑法 in a two-player endgame position (others dead): no other target, no offer."""
    sc = _sc(["wanhuajianfa", "su_1x2"])
    for seat in (2, 3, 4):
        sc.kill(seat)
    sc.play_phase(0)
    sc.use("wanhuajianfa")  # the only target, seat 1, is chosen by the engine
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play"


# ------------------------------------------------------------------ follow-up attacks are uses
# docs/rulings.md "Follow-up attacks are uses": the new move of a follow-up attack (少林罗汉拳,
# 万花剑法, 九阴真经) is aimed at its target as a first attack's is, so what listens to a card
# being used (TP_CARD_USED) hears it. 张三丰's 借力 (another character's red card aimed at him
# draws him a card) shows it; he starts with an empty hand and draws only strategy cards, so he
# never defends (and his 打力 never fires).
def _zhangsanfeng(sc: Scenario, seat: int) -> None:
    sc.set_hero(seat, "zhangsanfeng")
    sc.hand(seat, [])
    sc.draw_pile_top(["liaoshang", "liaoshang", "liaoshang"])


def _pass_defence(sc: Scenario, seat: int) -> None:
    if not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == seat:
        sc.pass_()


def test_follow_up_of_luohanquan_is_a_use_for_jieli() -> None:
    """少林罗汉拳's follow-up with a red move on 张三丰: 借力 draws for the first attack and
    again for the follow-up (2 cards; 1 if the follow-up did not fire TP_CARD_USED)."""
    sc = _sc(["luohanquan", "li_2x1"])
    _zhangsanfeng(sc, 1)
    sc.play_phase(0)
    _attack(sc, "luohanquan", 1)
    assert sc.hand_size(1) == 1  # 借力, first attack
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("li_2x1")
    _pass_defence(sc, 1)
    assert sc.hand_size(1) == 2  # 借力 again: the follow-up's red move
    assert sc.clashes() == [(0, 1, 1, 0), (0, 1, 2, 0)]
    assert sc.state.pt[0, L.PT_ATTACKS] == 1  # still free (the use counts no opportunity)


def test_follow_up_of_wanhuajianfa_is_a_use_for_jieli() -> None:
    """万花剑法 (white) hurts seat 1, then a red follow-up on 张三丰 (seat 4): his 借力 draws;
    the white first attack on another character drew him nothing."""
    sc = _sc(["wanhuajianfa", "li_1x1"])
    _zhangsanfeng(sc, 4)
    sc.play_phase(0)
    _attack(sc, "wanhuajianfa", 1)
    assert sc.hp(1) == 3 and sc.hand_size(4) == 0
    sc.respond("li_1x1")
    if sc.decision().kind == "target":  # (seat 4 is the only other character within range 1)
        sc.target(4)
    _pass_defence(sc, 4)
    assert sc.hp(4) == 3
    assert sc.hand_size(4) == 1


def test_follow_up_of_jiuyinzhenjing_is_a_use_for_jieli() -> None:
    """九阴真经: 张三丰 blocks a red move (white 1x2 counters red), the attacker goes on with
    another red move: 借力 draws for both moves."""
    sc = _sc(["li_1x1", "li_2x1"])
    sc.equip(0, "jiuyinzhenjing")
    _zhangsanfeng(sc, 1)
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    assert sc.hand_size(1) == 2  # su_1x2 and 借力's card
    sc.respond("su_1x2")  # blocks: 1 + 1 (counter) >= 1
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("li_2x1")
    _pass_defence(sc, 1)
    assert sc.clashes() == [(0, 1, 1, 2), (0, 1, 2, 0)]
    assert sc.hand_size(1) == 2  # the two cards 借力 drew


def test_second_target_of_tianshanliuyangzhang_is_a_use_for_jieli() -> None:
    """天山六阳掌 (red) on seat 1 and then 张三丰 (seat 2): his 借力 draws when the move reaches
    him as the second target."""
    sc = _sc(["tianshanliuyangzhang"])
    sc.equip(0, "bahuangliuheshengong")
    _zhangsanfeng(sc, 2)
    sc.play_phase(0)
    sc.use("tianshanliuyangzhang")
    sc.target(1)
    sc.target(2)
    _pass_defence(sc, 1)
    _pass_defence(sc, 2)
    assert sc.hp(1) == 3 and sc.hp(2) == 3
    assert sc.hand_size(2) == 1


def test_anqi_forced_attack_jieli_reads_the_move_not_the_anqi() -> None:
    """暗器 (white) makes seat 1 attack 张三丰 (seat 2) with a red move: 借力 looks at the move
    aimed at him (red: he draws), not at the white 暗器, which was aimed at seat 1."""
    sc = _sc(["anqi"])
    sc.equip(1, "kuihuabaodian")  # an internal art: 暗器's only possible target
    sc.hand(1, ["li_2x1"])
    _zhangsanfeng(sc, 2)
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.respond("li_2x1")
    _pass_defence(sc, 2)
    assert sc.hp(2) == 3
    assert sc.hand_size(2) == 1
