"""Card effect ``empty_hand_damage_bonus`` (qxs_env/rulesets/qxs/cards/empty_hand_damage_bonus.py):
五毒掌 (``wuduzhang``), 五毒功 (``wudugong``).

Effect: Attacking: +`amount` damage if the target has no hand cards when damage is dealt.

五毒掌 (configs/cards.yaml): If the target holds no hand cards when the damage lands, it takes 1
extra.

五毒功 (configs/cards.yaml): Attack range 2. Your moves deal 1 extra damage to a target with no
hand cards.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_wuduzhang_bonus_against_an_empty_hand() -> None:
    """五毒掌 (red 1): +1 damage when the target has no hand cards when the damage is dealt."""
    empty = attacker_scenario(["wuduzhang"])
    empty.play_phase(0)
    attack(empty, "wuduzhang", 1)
    assert empty.hp(1) == 2
    holding = attacker_scenario(["wuduzhang"])
    holding.hand(1, ["heiyuduanxugao"])
    holding.play_phase(0)
    attack(holding, "wuduzhang", 1)
    assert holding.hp(1) == 3


def test_wudugong_bonus_against_an_empty_hand() -> None:
    """五毒功 (internal art): the same +1 for any move of its owner."""
    sc = attacker_scenario(["li_1x1"])
    sc.equip(0, "wudugong")
    sc.play_phase(0)
    attack(sc, "li_1x1", 1)
    assert sc.hp(1) == 2
