"""Card effect ``discard_instead_of_damage``
(qxs_env/rulesets/qxs/cards/discard_instead_of_damage.py): 寒冰掌 (``hanbingzhang``).

Effect: Attacking: instead of dealing the damage you may discard `n` of the target's cards.

寒冰掌 (configs/cards.yaml): When it would damage the target you may discard 2 of the target's
cards instead, so the target loses no HP.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_hanbingzhang_may_discard_two_cards_instead_of_damage() -> None:
    """寒冰掌: when it would deal damage its user may instead discard two of the target's cards
    (the target loses no HP); declining deals the damage."""
    swap = attacker_scenario(["hanbingzhang"])
    swap.hand(1, ["heiyuduanxugao", "zhangmenxinwu"])
    swap.play_phase(0)
    attack(swap, "hanbingzhang", 1)
    assert swap.decision().kind == "confirm"
    swap.yes()  # both picks are hidden hand cards: forced, taken by the engine
    assert swap.hp(1) == 4
    assert swap.hand_size(1) == 0
    plain = attacker_scenario(["hanbingzhang"])
    plain.hand(1, ["heiyuduanxugao"])
    plain.play_phase(0)
    attack(plain, "hanbingzhang", 1)
    plain.pass_()
    assert plain.hp(1) == 3
    assert plain.hand_size(1) == 1
