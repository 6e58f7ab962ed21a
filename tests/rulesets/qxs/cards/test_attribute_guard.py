"""Card effect ``attribute_guard`` (qxs_env/rulesets/qxs/cards/attribute_guard.py): 闭穴功
(``bixuegong``), 移宫易穴 (``yigongyixue``).

Effect: The first `per_turn` damage of an attribute in `colours` each turn is prevented.

闭穴功 (configs/cards.yaml): Automatically prevents the first red (力) or blue (技) damage you
would take in each turn.

移宫易穴 (configs/cards.yaml): Automatically prevents the first yellow (气) or white (速) damage
you would take in each turn.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, wide_scenario


def test_rm6_bixuegong_prevents_first_red_or_blue_damage_each_turn() -> None:
    """R-M6 with 闭穴功: the first red or blue damage to its owner in a turn is prevented; a second
    one in the same turn is not; a new turn resets it."""
    sc = Scenario(5, identities=FIVE, attacks_per_turn=3)
    sc.equip(1, "bixuegong")
    sc.hand(0, ["li_2x1", "ji_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    assert sc.hp(1) == 4
    assert sc.logged(L.EV_PREVENT)[0][:3] == (1, 1, sc.eng.catalogue.index["bixuegong"])
    sc.use("ji_1x1")
    sc.target(1)
    assert sc.hp(1) == 3
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.start_turn(0)  # a new turn: the turn start clears the guard's count
    sc.use("li_1x1")
    sc.target(1)
    assert sc.hp(1) == 3
    assert len(sc.logged(L.EV_PREVENT)) == 2


def test_rm6_bixuegong_does_not_stop_yellow_or_white() -> None:
    """R-M6 with 闭穴功: yellow and white damage goes through and does not use up the guard, so a
    red attack afterwards in the same turn is still prevented."""
    sc = Scenario(5, identities=FIVE, attacks_per_turn=3)
    sc.equip(1, "bixuegong")
    sc.hand(0, ["qi_1x1", "su_1x2", "li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("qi_1x1")
    sc.target(1)
    sc.use("su_1x2")
    sc.target(1)
    assert sc.hp(1) == 2
    sc.use("li_1x1")
    sc.target(1)
    assert sc.hp(1) == 2


def test_yigongyixue_prevents_first_yellow_or_white_damage_each_turn() -> None:
    """R-M6 with 移宫易穴 (R-K3's pairing: it guards the light attributes, 气 and 速): red damage
    goes through without using up the guard; the first yellow damage of the turn is prevented
    (logged as prevented by 移宫易穴); the white damage after it is not, the guard being spent."""
    sc = wide_scenario(attacks_per_turn=3)
    sc.equip(1, "yigongyixue")
    sc.hand(0, ["li_1x1", "qi_1x1", "su_1x2", "zhangmenxinwu"])
    sc.play_phase(0)
    hp_after = []
    for move in ("li_1x1", "qi_1x1", "su_1x2"):
        sc.use(move)
        sc.target(1)
        hp_after.append(sc.hp(1))
    assert hp_after == [3, 3, 2]
    guard = sc.eng.catalogue.index["yigongyixue"]
    assert [row[:3] for row in sc.logged(L.EV_PREVENT)] == [(1, 1, guard)]
