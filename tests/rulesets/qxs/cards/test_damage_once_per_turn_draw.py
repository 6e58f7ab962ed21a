"""Card effect ``damage_once_per_turn_draw``
(qxs_env/rulesets/qxs/cards/damage_once_per_turn_draw.py): 少林易筋经 (``shaolinyijinjing``).

Effect: You are damaged at most `events` time(s) per turn; each time you are damaged you may
draw `draw`.

少林易筋经 (configs/cards.yaml): You can be damaged only once per turn, and each time you are
damaged you may draw a card.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, attack, attacker_scenario


def test_shaolinyijinjing_once_per_turn_and_draw() -> None:
    """少林易筋经: its holder is damaged at most once per turn (later damage that turn is
    prevented) and may draw 1 after each damage."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(1, "shaolinyijinjing")
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    assert sc.hand_size(1) == 1
    sc.inject_damage(1, 2, source=3)
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_PREVENT)


def test_shaolinyijinjing_counter_resets_each_turn() -> None:
    """少林易筋经: the once-per-turn limit counts per turn: damaged in seat 0's turn, its holder
    can be damaged again in the next turn."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.equip(1, "shaolinyijinjing")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=2)
    sc.pass_()  # no draw
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == 3
    sc.start_turn(2)
    sc.inject_damage(1, 1, source=2)
    assert sc.hp(1) == 2
