"""Card effect ``force_attack_or_give_internal``
(qxs_env/rulesets/qxs/cards/force_attack_or_give_internal.py): 暗器 (``anqi``).

Effect: A character with an internal art must attack a character you name in its range, or give
you that internal art.

暗器 (configs/cards.yaml): Name another character with an internal art and a victim in its
attack range: it must attack the victim with a move, or hand you its internal art.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attacker_scenario, pass_defence, seat_zhangsanfeng, wide_scenario


def test_anqi_forced_attack_jieli_reads_the_move_not_the_anqi() -> None:
    """暗器 (white) makes seat 1 attack 张三丰 (seat 2) with a red move: 借力 looks at the move
    aimed at him (red: he draws), not at the white 暗器, which was aimed at seat 1."""
    sc = attacker_scenario(["anqi"])
    sc.equip(1, "kuihuabaodian")  # an internal art: 暗器's only possible target
    sc.hand(1, ["li_2x1"])
    seat_zhangsanfeng(sc, 2)
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(2)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.respond("li_2x1")
    pass_defence(sc, 2)
    assert sc.hp(2) == 3
    assert sc.hand_size(2) == 1


def test_anqi_target_attacks_the_victim() -> None:
    """暗器: only a character with an internal art can be the target; it attacks the named
    victim with a move (a normal attack), which uses none of its attack opportunities, and keeps
    its art."""
    sc = wide_scenario()
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
    sc = wide_scenario()
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
    sc = wide_scenario(8)
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
    sc = wide_scenario()
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
    sc = wide_scenario()
    sc.hand(0, ["anqi", "zhangmenxinwu"])
    sc.equip(0, "kuihuabaodian")  # the user's own art does not count
    sc.play_phase(0)
    assert not sc.can_use("anqi")


def test_anqi_forced_attack_with_a_virtual_move() -> None:
    """暗器: the target may attack with a move made by its equipment (杂阿含功)."""
    sc = wide_scenario()
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
