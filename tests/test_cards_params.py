"""The numbers of 九阳神功 (``n``), 天罗地网势 (``n``) and 神行百变 (``per_turn``) come from the
card tables (``configs/cards.yaml`` params), not from the engine: each test raises the number in
one engine's packed tables (``Engine.tba``, a private copy) and sees the effect change.

Five players, as in tests/test_cards_arts.py: seat 0 sits at distance 1 from seats 1 and 4.
"""

from __future__ import annotations

from qxs_env.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]
EIGHT = ["leader", "righteous", "righteous", "cult", "cult", "cult", "court", "foreign"]


def _set_param(sc: Scenario, face: str, k: int, value: int) -> None:
    """Set column k of ``face``'s effect parameters in this engine's tables only."""
    f = sc.eng.catalogue.index[face]
    sc.eng.tba["face_param"][0, f, k] = value


def _blocked_jiuyang(n: int) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(0, ["li_1x1", ("liaoshang", "yellow"), "qi_2x2", "zhangmenxinwu"])
    sc.equip(0, "jiuyangshengong")
    _set_param(sc, "jiuyangshengong", 1, n)  # pay_to_force_damage(colour, n)
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    sc.respond("li_2x1")
    return sc


def test_jiuyangshengong_n_from_tables() -> None:
    """九阳神功 with n = 2: one yellow card paid is not enough, the second one deals the damage;
    with n = 1 (the face's number) one card does it."""
    two = _blocked_jiuyang(2)
    two.hand_card("liaoshang")
    assert two.hp(1) == 4
    d = two.decision()
    assert d.kind == "hand card" and d.actor == 0
    two.hand_card("qi_2x2")
    assert two.hp(1) == 3
    one = _blocked_jiuyang(1)
    one.hand_card("liaoshang")
    assert one.hp(1) == 3


def test_jiuyangshengong_n_not_offered_without_enough_cards() -> None:
    """九阳神功 with n = 3 and only two yellow cards in hand: the payment is not offered."""
    sc = _blocked_jiuyang(3)
    assert sc.hp(1) == 4
    assert sc.decision().kind == "play"


def _tianluo(n: int) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.equip(0, "tianluodiwangshi")
    _set_param(sc, "tianluodiwangshi", 0, n)  # after_damage_discard_lightness(n)
    sc.equip(1, "shuishangpiao")
    sc.equip(1, "sixiangbufa")
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    if sc.decision().kind == "respond":
        sc.pass_()
    return sc


def test_tianluodiwangshi_n_from_tables() -> None:
    """天罗地网势 with n = 2 discards both lightness cards of the target; with n = 1 one."""
    two = _tianluo(2)
    assert len(two.equipment(1)) == 2
    two.pick_equip("lightness-1")
    assert two.decision().kind == "pick"
    two.pick_equip("lightness+1")
    assert two.equipment(1) == {}
    one = _tianluo(1)
    one.pick_equip("lightness-1")
    assert len(one.equipment(1)) == 1
    assert one.decision().kind == "play"


def test_shenxingbaibian_per_turn_from_tables() -> None:
    """神行百变 with per_turn = 2 can be used twice in a turn (the second pick replaces the
    first, ruling); with per_turn = 1 once."""
    sc = Scenario(8, deck="wide", identities=EIGHT)
    sc.equip(0, "shenxingbaibian")
    _set_param(sc, "shenxingbaibian", 1, 2)  # fix_distance(distance, per_turn)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.skill("lightness-1")
    sc.target(3)
    assert sc.can_skill("lightness-1")
    sc.skill("lightness-1")
    sc.target(4)
    assert not sc.can_skill("lightness-1")
    sc.use("li_1x1")
    assert 4 in sc.targets() and 3 not in sc.targets()
