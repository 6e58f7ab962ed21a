"""Card effect ``pay_to_force_damage`` (qxs_env/rulesets/qxs/cards/pay_to_force_damage.py):
九阳神功 (``jiuyangshengong``).

Effect: When your attack is blocked you may discard `n` card(s) of `colour` to deal the damage
anyway.

九阳神功 (configs/cards.yaml): Attack range 4. When your attack is blocked you may discard a
yellow card to deal its damage anyway.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, attack, attacker_scenario, set_face_param


def _blocked_jiuyang(n: int) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(0, ["li_1x1", ("liaoshang", "yellow"), "qi_2x2", "zhangmenxinwu"])
    sc.equip(0, "jiuyangshengong")
    set_face_param(sc, "jiuyangshengong", 1, n)  # pay_to_force_damage(colour, n)
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    sc.respond("li_2x1")
    return sc


def test_jiuyangshengong_pays_yellow_to_hurt_after_a_block() -> None:
    """九阳神功: blocked (1 against 2), the attacker may discard a yellow card: the damage is
    then dealt anyway, as if undefended (ceil(1/2) = 1)."""
    sc = attacker_scenario(["li_1x1", ("liaoshang", "yellow")])
    sc.equip(0, "jiuyangshengong")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    attack(sc, "li_1x1", 1, "li_2x1")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    sc.hand_card("liaoshang")
    assert sc.hp(1) == 3
    declined = attacker_scenario(["li_1x1", ("liaoshang", "yellow")])
    declined.equip(0, "jiuyangshengong")
    declined.hand(1, ["li_2x1"])
    declined.play_phase(0)
    attack(declined, "li_1x1", 1, "li_2x1")
    declined.pass_()
    assert declined.hp(1) == 4


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
