"""乾坤大挪移 (issue 20, weakness 9): the heuristic moves a card so that it helps its side.

The mental art 乾坤大挪移 lets its holder, each time it is damaged, move one equipped or
judgement-area card to the same area of another character (source seat, card, destination:
three prompts); 张无忌's hero skill of that name does the same in the play phase. The rule
(``agents.heuristic.hero_skills._move_plan``): a card goes from an enemy to the observer or a
friend, or a harmful delayed card from the observer or a friend to an enemy; never from one
enemy to another. The first version treated the mental art's prompts as a harmful card's:
the source was the worst enemy and the destination the next worst, so an enemy's equipment
went to another enemy.
"""

from __future__ import annotations

from test_heuristic_allegiance import _choice, _hostile, _seat_action, _table

from agents import heuristic as H
from agents import heuristic_v1 as H1
from qxs_env.rulesets.qxs.scenario import Scenario


def _damaged_holder(self_slot_full: bool) -> Scenario:
    """The leader holds 乾坤大挪移 and is damaged; seats 3 and 4 attacked it (clear enemies),
    seat 4 wears an internal art; seat 1 fought seat 4 (a likely friend). The leader's own
    internal slot is empty unless ``self_slot_full``."""
    sc = _table()
    _hostile(sc, 4, 0, attacks=3, damage=3)
    _hostile(sc, 3, 0, attacks=2, damage=2)
    _hostile(sc, 1, 4, attacks=3, damage=3)
    sc.equip(0, "qiankundanuoyi")
    sc.equip(4, "kuihuabaodian")
    if self_slot_full:
        sc.equip(0, "xixiegong")
    sc.play_phase(2)
    sc.inject_damage(0, 1, source=4)
    assert sc.decision().kind == "target", sc.describe()
    return sc


def _play_move(sc: Scenario, pol) -> tuple[int, int]:
    """Let ``pol`` answer the three prompts; returns (source seat, destination seat)."""
    src = (_choice(sc, pol) - sc.eng.offsets["seat"] + sc.decision().actor) % sc.n
    sc.target(src)
    sc.act(_choice(sc, pol))  # the card
    assert sc.decision().kind == "target", sc.describe()
    dst = (_choice(sc, pol) - sc.eng.offsets["seat"] + sc.decision().actor) % sc.n
    sc.target(dst)
    return src, dst


def test_enemy_equipment_comes_to_the_holder() -> None:
    """The enemy's internal art goes into the leader's empty internal slot (the first version
    moved it to the other enemy, seat 3)."""
    sc = _damaged_holder(self_slot_full=False)
    assert _choice(sc, H.HeuristicPolicy(deck="standard")) == _seat_action(sc, 4)
    assert _play_move(sc, H.HeuristicPolicy(deck="standard")) == (4, 0)
    assert sc.equipment(0)["internal"] == "kuihuabaodian"
    old = _damaged_holder(self_slot_full=False)
    assert _play_move(old, H1.HeuristicPolicy(deck="standard")) == (4, 3)


def test_enemy_equipment_goes_to_a_friend_when_the_holder_has_no_room() -> None:
    """With its own internal slot full, the leader gives the enemy's internal art to seat 1,
    the likely friend with room for it."""
    sc = _damaged_holder(self_slot_full=True)
    assert _play_move(sc, H.HeuristicPolicy(deck="standard")) == (4, 1)


def test_nothing_worth_moving_is_declined() -> None:
    """No enemy wears anything and no friend has a delayed card: the leader passes."""
    sc = _table()
    _hostile(sc, 4, 0, attacks=3, damage=3)
    sc.equip(0, "qiankundanuoyi")
    sc.equip(1, "kuihuabaodian")  # a friend's (undecided seat's) card: not taken
    sc.play_phase(2)
    sc.inject_damage(0, 1, source=4)
    assert sc.decision().kind == "target", sc.describe()
    assert _choice(sc, H.HeuristicPolicy(deck="standard")) == sc.eng.offsets["pass"]
