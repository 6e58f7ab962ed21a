"""Card effect ``after_damage_next_seat_discards``
(qxs_env/rulesets/qxs/cards/after_damage_next_seat_discards.py): 狮子吼 (``shizihou``).

Effect: Attacking: after damage, the player seated after the target discards `n` card(s).

狮子吼 (configs/cards.yaml): After it deals damage, the player seated right after the target
discards a card of their choice.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_shizihou_next_seat_discards_a_card() -> None:
    """狮子吼 (yellow 1x3): after damage to seat 1, seat 2 (the next seat) discards a hand card
    of its choice."""
    sc = attacker_scenario(["shizihou"])
    sc.hand(2, ["kanpo", "zhangmenxinwu"])
    sc.play_phase(0)
    attack(sc, "shizihou", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "discard" and sc.decision().actor == 2
    sc.discard("kanpo")
    assert sc.hand_faces(2) == ["zhangmenxinwu"]
    assert "kanpo" in sc.discard_faces()


def test_shizihou_needs_damage() -> None:
    """狮子吼 blocked: nobody discards."""
    sc = attacker_scenario(["shizihou"])
    sc.hand(1, ["li_2x1"])
    sc.hand(2, ["kanpo"])
    sc.play_phase(0)
    attack(sc, "shizihou", 1, "li_2x1")
    assert sc.hand_faces(2) == ["kanpo"]
