"""Card effect ``colour_power_bonus`` (qxs_env/rulesets/qxs/cards/colour_power_bonus.py): 葵花宝典
(``kuihuabaodian``), 龙象般若功 (``longxiangbanruogong``), 三花聚顶 (``sanhuajuding``), 小无相功
(``xiaowuxianggong``).

Effect: Your moves of `colour` get +`amount` power when attacking or defending.

葵花宝典 (configs/cards.yaml): Attack range 3. Your white (速) moves get +1 power, attacking or
defending.

龙象般若功 (configs/cards.yaml): Attack range 3. Your red (力) moves get +1 power, attacking or
defending.

三花聚顶 (configs/cards.yaml): Attack range 3. Your yellow (气) moves get +1 power, attacking or
defending.

小无相功 (configs/cards.yaml): Attack range 3. Your blue (技) moves get +1 power, attacking or
defending.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import clash


def test_rm4_colour_art_adds_to_its_colour_only() -> None:
    """R-M4 with 龙象般若功 (red +1): a red 2x1 attack has power 3 and deals ceil(3/2) = 2
    undefended; a blue attack by the same seat keeps power 2 (1 damage)."""
    assert clash("li_2x1", None, attacker_equip=("longxiangbanruogong",)) == ((3, 0), 2)
    assert clash("ji_2x2", None, attacker_equip=("longxiangbanruogong",)) == ((2, 0), 1)


def test_rm4_colour_art_with_counter() -> None:
    """R-M4: the art's +1 and the counter's +1 add up: red 2x1 (+1 art, +1 counter) against blue
    1x1 is 4 against 1, 2 damage."""
    assert clash("li_2x1", "ji_1x1", attacker_equip=("longxiangbanruogong",)) == ((4, 1), 2)


def test_rm4_colour_art_also_when_defending() -> None:
    """R-M4 with 龙象般若功 on the defender: white 2x2 (counters red, 3) against red 2x1 is 3
    against 2 (1 damage) without the art, and 3 against 3 (blocked) with it."""
    assert clash("su_2x2", "li_2x1") == ((3, 2), 1)
    assert clash("su_2x2", "li_2x1", defender_equip=("longxiangbanruogong",)) == ((3, 3), 0)


def test_rm4_kuihuabaodian_white_bonus() -> None:
    """R-M4 with 葵花宝典 (white +1): white 2x2 undefended is power 3, 2 damage."""
    assert clash("su_2x2", None, attacker_equip=("kuihuabaodian",)) == ((3, 0), 2)
