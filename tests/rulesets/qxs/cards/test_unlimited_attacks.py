"""Card effect ``unlimited_attacks`` (qxs_env/rulesets/qxs/cards/unlimited_attacks.py): 左右互搏
(``zuoyouhubo``).

Effect: No limit on attacks per play phase.

左右互搏 (configs/cards.yaml): Attack range 1. You may attack any number of times in your play
phase.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_zuoyouhubo_lifts_the_attack_limit() -> None:
    """左右互搏: a second attack in the same play phase."""
    sc = attacker_scenario(["li_1x1", "li_2x1"])
    sc.equip(0, "zuoyouhubo")
    sc.play_phase(0)
    attack(sc, "li_1x1", 1)
    assert sc.can_use("li_2x1")
    attack(sc, "li_2x1", 1)
    assert len(sc.clashes()) == 2
    plain = attacker_scenario(["li_1x1", "li_2x1"])
    plain.play_phase(0)
    attack(plain, "li_1x1", 1)
    assert not plain.can_use("li_2x1")
