"""Card effect ``near_target_power_set`` (qxs_env/rulesets/qxs/cards/near_target_power_set.py):
拈花指 (``nianhuazhi``).

Effect: Attacking a target within `max_distance`: this move's power becomes `power`.

拈花指 (configs/cards.yaml): Against a target at distance 1 its power becomes 2.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_nianhuazhi_power_two_at_distance_one() -> None:
    """拈花指 (power 1, range 2): its power becomes 2 against a target at distance 1 only."""
    near = attacker_scenario(["nianhuazhi"])
    near.play_phase(0)
    attack(near, "nianhuazhi", 1)
    assert near.clashes() == [(0, 1, 2, 0)]
    far = attacker_scenario(["nianhuazhi"])
    far.play_phase(0)
    attack(far, "nianhuazhi", 2)
    assert far.clashes() == [(0, 2, 1, 0)]
