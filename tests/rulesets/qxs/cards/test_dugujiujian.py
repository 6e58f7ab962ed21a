"""Card effect ``dugujiujian`` (qxs_env/rulesets/qxs/cards/dugujiujian.py): 独孤九剑
(``dugujiujian``).

Effect: Attacking or defending: discard hand cards of the opponent move's colour, +`per_card`
power each.

独孤九剑 (configs/cards.yaml): Attacking or defending, once the opposing move is shown you may
discard any number of hand cards of its colour; each one gives this card +1 power.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario, card_action_types


def test_dugujiujian_pays_cards_of_the_defence_colour() -> None:
    """独孤九剑 (white 2x2) attacking a red defence: each red hand card discarded adds +1 (only
    red cards are offered). 2 +1 (white counters red) +2 paid = 5 against 1: 2 damage."""
    sc = attacker_scenario(
        ["dugujiujian", ("jianmoxiafan", "red"), ("dantiao", "red"), ("kanpo", "blue")]
    )
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    attack(sc, "dugujiujian", 1, "li_1x1")
    assert sc.decision().kind == "hand card" and sc.decision().actor == 0
    assert card_action_types(sc) == [("dantiao", 0), ("jianmoxiafan", 0)]
    sc.hand_card("jianmoxiafan")
    sc.hand_card("dantiao")
    assert sc.clashes() == [(0, 1, 5, 1)]
    assert sc.hp(1) == 2


def test_dugujiujian_defending_too() -> None:
    """独孤九剑 defending against a red 3: one red card paid makes 2 +1 (counter) +1 = 4."""
    sc = attacker_scenario(["tiezhang"])
    sc.hand(1, ["dugujiujian", ("dantiao", "red")])
    sc.play_phase(0)
    attack(sc, "tiezhang", 1, "dugujiujian")
    sc.hand_card("dantiao")
    assert sc.clashes() == [(0, 1, 3, 4)]
    assert sc.hp(1) == 4
