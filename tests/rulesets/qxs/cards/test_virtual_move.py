"""Card effect ``virtual_move`` (qxs_env/rulesets/qxs/cards/virtual_move.py): 无极功
(``wujigong``), 杂阿含功 (``zaahangong``).

Effect: Whenever you need a move, `cards` hand card(s) may act as a skill-less move of `power` x
`range`; its colour is chosen (`choose_colour`) or the card's own.

无极功 (configs/cards.yaml): Attack range 6. Whenever you need a move you may play two hand
cards as one skill-less move of any attribute, power 2, range 2.

杂阿含功 (configs/cards.yaml): Attack range 4. Whenever you need a move you may play any one
hand card as a skill-less move of that card's colour, power 1, range 1.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import EIGHT, FIVE, wide_scenario


def test_zaahangong_attacks_with_any_hand_card() -> None:
    """杂阿含功 (internal, range 4): a hand card is used as a skill-less move of its own colour,
    power 1, range 1; the art's range 4 applies (R-M1), the damage has the card's colour (R-M6),
    and it uses the attack opportunity (R-T4a)."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    sc.equip(0, "zaahangong")
    sc.hand(0, [("kanpo", "blue"), "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_skill("internal")
    sc.skill("internal")
    assert sc.decision().kind == "hand card"
    sc.hand_card("kanpo")
    assert sc.decision().kind == "target" and sc.decision().face == "zaahangong"
    assert sc.targets() == [1, 2, 3, 4, 5, 6, 7]  # distance 4 is within range 4
    sc.target(4)
    sc.pass_()  # seat 4 holds nothing but is asked (auto_forced off)
    assert sc.clashes() == [(0, 4, 1, 0)]
    assert sc.logged(L.EV_DAMAGE) == [(0, 4, 1, 1, 0)]  # blue damage
    assert sc.discard_faces() == ["kanpo"]
    assert not sc.can_skill("internal")


def test_zaahangong_defends_with_any_hand_card() -> None:
    """杂阿含功 on the defender: a white hand card becomes a white power-1 move; white counters
    red, so against a red 2x1 attack the defence has power 2 and blocks (R-M4, R-M5)."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "zaahangong")
    sc.hand(1, [("heiyuduanxugao", "white"), "kanpo"])
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    assert sc.can_skill("internal")
    sc.skill("internal")
    sc.hand_card("heiyuduanxugao")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4
    assert sc.hand_faces(1) == ["kanpo"]


def test_wujigong_two_hand_cards_as_a_move_of_a_chosen_colour() -> None:
    """无极功 (internal, attack range 6): two hand cards are played as one skill-less move of an
    attribute its user names, power 2, range 2. At 8 players two blue cards make a white move:
    the art's range 6 reaches seat 4 at distance 4 (R-M1), the clash has power 2, the damage is
    white (R-M6), and both cards go to the discard pile (R-T7)."""
    sc = wide_scenario(8, auto_forced=False)
    sc.equip(0, "wujigong")
    sc.hand(0, [("kanpo", "blue"), ("wuchangdan", "blue"), "zhangmenxinwu"])
    sc.play_phase(0)
    sc.skill("internal")
    sc.hand_card("kanpo")
    assert sc.decision().kind == "hand card"  # a second card is needed
    sc.hand_card("wuchangdan")
    assert sc.decision().kind == "colour"
    sc.name_colour("white")
    assert sc.targets() == [1, 2, 3, 4, 5, 6, 7]
    sc.target(4)
    sc.pass_()  # seat 4 holds nothing but is asked (auto_forced off)
    assert sc.clashes() == [(0, 4, 2, 0)]
    assert sc.logged(L.EV_DAMAGE) == [(0, 4, 1, 3, 0)]  # white damage
    assert sorted(sc.discard_faces()) == ["kanpo", "wuchangdan"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]
