"""Card effect ``uncountered_discard_target``
(qxs_env/rulesets/qxs/cards/uncountered_discard_target.py): 化功大法 (``huagongdafa``).

Effect: Attacking: if this move was not countered, discard `n` of the target's cards.

化功大法 (configs/cards.yaml): If the defender's move did not counter it, discard one of the
target's cards.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_huagongdafa_discards_a_card_unless_countered() -> None:
    """化功大法 (yellow 2): if the defence did not counter it, the attacker discards one of the
    target's cards, even when the attack is blocked; a white defence is not a counter (yellow
    counters white), a blue one is (blue counters yellow)."""
    sc = attacker_scenario(["huagongdafa"])
    sc.hand(1, ["su_2x2", "heiyuduanxugao"])
    sc.play_phase(0)
    attack(sc, "huagongdafa", 1, "su_2x2")
    assert sc.hp(1) == 3  # 3 against 2: 1 damage
    # its one remaining card is a hidden hand card: a forced pick, taken by the engine
    assert sc.hand_size(1) == 0
    assert sc.discard_faces().count("heiyuduanxugao") == 1
    countered = attacker_scenario(["huagongdafa"])
    countered.hand(1, ["ji_2x2", "heiyuduanxugao"])
    countered.play_phase(0)
    attack(countered, "huagongdafa", 1, "ji_2x2")
    assert countered.hp(1) == 4  # blocked 2 against 3
    assert countered.decision().kind == "play"  # no pick: it was countered
    assert countered.hand_size(1) == 1
