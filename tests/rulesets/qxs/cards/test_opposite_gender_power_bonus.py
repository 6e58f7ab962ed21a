"""Card effect ``opposite_gender_power_bonus``
(qxs_env/rulesets/qxs/cards/opposite_gender_power_bonus.py): 玉女心经 (``yunvxinjing``).

Effect: Attacking a hero of the other gender: +`amount` power.

玉女心经 (configs/cards.yaml): Attack range 2. +1 power when you attack a hero of the other
gender.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_yunvxinjing_plus_one_against_the_other_gender() -> None:
    """玉女心经: +1 power attacking a hero of the other gender; none against the same gender
    or without genders (heroes off)."""
    for g0, g1, power in (("female", "male", 3), ("female", "female", 2), (None, None, 2)):
        sc = attacker_scenario(["li_2x1"])
        sc.equip(0, "yunvxinjing")
        sc.set_gender(0, g0)
        sc.set_gender(1, g1)
        sc.play_phase(0)
        attack(sc, "li_2x1", 1)
        assert sc.clashes() == [(0, 1, power, 0)]
