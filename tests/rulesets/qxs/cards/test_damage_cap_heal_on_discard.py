"""Card effect ``damage_cap_heal_on_discard``
(qxs_env/rulesets/qxs/cards/damage_cap_heal_on_discard.py): 少林洗髓经 (``shaolinxisuijing``).

Effect: You take at most `cap` damage at a time; when this card is discarded you recover `heal`
HP.

少林洗髓经 (configs/cards.yaml): You never take more than 1 damage at once, and you recover 1 HP
when this card is discarded from your equipment.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, attack, attacker_scenario


def test_shaolinxisuijing_caps_damage_and_heals_when_discarded() -> None:
    """少林洗髓经: at most 1 damage at a time; discarded from the equipment (here replaced by
    another mental art) its holder recovers 1 HP."""
    sc = attacker_scenario(["tiezhang"])
    sc.equip(1, "shaolinxisuijing")
    sc.play_phase(0)
    attack(sc, "tiezhang", 1)
    assert sc.hp(1) == 3
    sc2 = Scenario(5, deck="wide", identities=FIVE)
    sc2.equip(1, "shaolinxisuijing")
    sc2.hp(1, 2)
    sc2.hand(1, ["bixuegong", "zhangmenxinwu"])
    sc2.play_phase(1)
    sc2.use("bixuegong")
    assert sc2.hp(1) == 3
    assert sc2.equipment(1) == {"mental": "bixuegong"}


def test_shaolinxisuijing_heals_when_destroyed() -> None:
    """少林洗髓经 discarded by 十香软筋散: its holder recovers 1 HP."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.equip(1, "shaolinxisuijing")
    sc.hp(1, 2)
    sc.hand(1, ["kanpo"])
    sc.hand(2, ["kanpo"])
    sc.hand(0, ["shixiangruanjinsan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("shixiangruanjinsan")
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_equip("mental")
    assert sc.hp(1) == 3
