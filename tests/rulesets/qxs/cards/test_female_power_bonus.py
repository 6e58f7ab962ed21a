"""Card effect ``female_power_bonus`` (qxs_env/rulesets/qxs/cards/female_power_bonus.py): 越女剑法
(``yuenvjianfa``).

Effect: Attacking as a female hero: +`amount` power.

越女剑法 (configs/cards.yaml): +1 power when a female hero attacks with it.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_yuenvjianfa_plus_one_for_a_female_user() -> None:
    """越女剑法 (power 1): +1 power when its user is female; none for a character with no gender
    (heroes off)."""
    female = attacker_scenario(["yuenvjianfa"])
    female.set_gender(0, "female")
    female.play_phase(0)
    attack(female, "yuenvjianfa", 1)
    assert female.clashes() == [(0, 1, 2, 0)]
    plain = attacker_scenario(["yuenvjianfa"])
    plain.play_phase(0)
    attack(plain, "yuenvjianfa", 1)
    assert plain.clashes() == [(0, 1, 1, 0)]
