"""Card effect ``low_hp_power_bonus`` (qxs_env/rulesets/qxs/cards/low_hp_power_bonus.py):
黯然销魂掌 (``anranxiaohunzhang``).

Effect: Attacking or defending with HP <= `hp_max`: +`amount` power.

黯然销魂掌 (configs/cards.yaml): Attacking or defending with it while you are at 2 HP or less,
it has +1 power.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_anranxiaohunzhang_plus_one_at_low_hp() -> None:
    """黯然销魂掌 (power 2): +1 power while its user has 2 HP or less."""
    low = attacker_scenario(["anranxiaohunzhang"])
    low.hp(0, 2)
    low.play_phase(0)
    attack(low, "anranxiaohunzhang", 1)
    assert low.clashes() == [(0, 1, 3, 0)]
    assert low.hp(1) == 2
    high = attacker_scenario(["anranxiaohunzhang"])
    high.hp(0, 3)
    high.play_phase(0)
    attack(high, "anranxiaohunzhang", 1)
    assert high.clashes() == [(0, 1, 2, 0)]
