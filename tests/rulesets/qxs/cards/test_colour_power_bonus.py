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

import pytest

from .helpers import attack, attacker_scenario, clash


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


@pytest.mark.parametrize(
    ("art", "move", "other"),
    [("sanhuajuding", "qi_2x1", "li_2x1"), ("xiaowuxianggong", "ji_2x2", "li_2x1")],
)
def test_yellow_and_blue_arts_add_one_to_their_colour_when_attacking(
    art: str, move: str, other: str
) -> None:
    """R-M4 with 三花聚顶 (yellow +1) and 小无相功 (blue +1), as with 龙象般若功 above: a 2-power
    move of the art's colour has power 3 undefended and deals ceil(3/2) = 2; a red move of the
    same seat keeps its printed 2 (1 damage)."""
    for used, power, lost in ((move, 3, 2), (other, 2, 1)):
        sc = attacker_scenario([used])
        sc.equip(0, art)
        sc.play_phase(0)
        attack(sc, used, 1)
        assert sc.clashes() == [(0, 1, power, 0)]
        assert sc.hp(1) == 4 - lost


@pytest.mark.parametrize(
    ("art", "defence", "move"),
    [("sanhuajuding", "qi_1x1", "li_2x1"), ("xiaowuxianggong", "ji_1x1", "su_2x2")],
)
def test_yellow_and_blue_arts_add_one_when_defending(art: str, defence: str, move: str) -> None:
    """R-M4/R-M5 with 三花聚顶 or 小无相功 on the defender ("attacking or defending"): a power-1
    defence of the art's colour against a 2-power move of a colour that neither counters it nor
    is countered by it (red against yellow, white against blue) has power 2 and blocks; without
    the art it would be 2 against 1 and 1 damage."""
    sc = attacker_scenario([move])
    sc.equip(1, art)
    sc.hand(1, [defence])
    sc.play_phase(0)
    attack(sc, move, 1, defence)
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4
