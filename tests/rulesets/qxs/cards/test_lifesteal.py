"""Card effect ``lifesteal`` (qxs_env/rulesets/qxs/cards/lifesteal.py): 吸血功 (``xixiegong``).

Effect: Dealing N damage to a target within `max_distance` heals you N HP.

吸血功 (configs/cards.yaml): Attack range 1. When you damage a target at distance 1 you recover
as much HP as the damage dealt.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_xixiegong_heals_the_damage_at_distance_one() -> None:
    """吸血功: N damage dealt to a target at distance 1 heals its holder N HP; at distance 2
    nothing."""
    near = attacker_scenario(["tiezhang"])
    near.equip(0, "xixiegong")
    near.hp(0, 2)
    near.play_phase(0)
    attack(near, "tiezhang", 1)
    assert near.hp(1) == 2 and near.hp(0) == 4
    far = attacker_scenario(["qi_2x2"])
    far.equip(0, "xixiegong")
    far.hp(0, 2)
    far.play_phase(0)
    attack(far, "qi_2x2", 2)
    assert far.hp(2) == 3 and far.hp(0) == 2
