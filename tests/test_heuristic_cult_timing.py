"""The cult's timing (issue 20, weakness 10): the hiding rules measured and not kept.

``HeuristicPolicy(cult_hiding=...)`` selects them (docs/agents.md, "The cult's timing"); the
default (0) attacks the leader from turn 1, as the measurements favoured.
"""

from __future__ import annotations

import pytest
from test_heuristic_allegiance import _choice, _hostile, _seat_action, _table

from agents import heuristic as H
from qxs_env.rulesets.qxs.scenario import Scenario


def _cult_turn(righteous_known: bool, leader_hp: int = 5) -> Scenario:
    """Seat 2 (cult, hidden: it never hurt the leader) in its play phase with a move that
    reaches every seat; the leader (seat 0) is healthy. With ``righteous_known`` seat 1 has
    attacked seat 2 nine times and seat 4 (the court) is dead (so the cult takes seat 1 for the
    righteous)."""
    sc = _table()
    sc.equip(2, "tianluodiwangshi")  # an internal art of range 6
    sc.hand(2, ["tiezhang"])
    if righteous_known:
        _hostile(sc, 1, 2, attacks=9, damage=9)
        sc.kill(4)  # the court, dead: its identity is public
    sc.hp(0, leader_hp)
    sc.play_phase(2)
    return sc


def _attack_target(sc: Scenario, pol: H.HeuristicPolicy) -> int | None:
    """The seat the policy attacks with its move this phase (None: it does not attack)."""
    if not _plays_move(sc, pol):
        return None
    sc.use("tiezhang")
    return next(s for s in range(sc.n) if _choice(sc, pol) == _seat_action(sc, s))


def _plays_move(sc: Scenario, pol: H.HeuristicPolicy) -> bool:
    f = sc.eng.catalogue.index["tiezhang"]
    return _choice(sc, pol) // 4 == f and _choice(sc, pol) < sc.eng.offsets["seat"]


@pytest.mark.parametrize(
    ("mode", "righteous_known", "target"),
    [
        (0, False, 0),  # the default: the leader from turn 1
        (H.CULT_HIDES, False, None),  # hidden, the leader healthy: no attack at all
        (H.CULT_HIDES, True, 1),  # ... the righteous it has identified instead
        (H.CULT_PREFERS_OTHERS, False, 0),  # nobody else identified: the leader still
        (H.CULT_PREFERS_OTHERS, True, 1),  # the identified righteous first
        (H.CULT_HIDES_FIRST_ROUND, False, None),  # turn 0: the first round
    ],
)
def test_cult_hiding_modes(mode: int, righteous_known: bool, target: int | None) -> None:
    pol = H.HeuristicPolicy(deck="standard", cult_hiding=mode)
    assert _attack_target(_cult_turn(righteous_known), pol) == target


def test_cult_stops_hiding_once_the_leader_is_low() -> None:
    """At 2 HP the leader may die of the attack: the hiding cult attacks it."""
    sc = _cult_turn(righteous_known=False, leader_hp=2)
    pol = H.HeuristicPolicy(deck="standard", cult_hiding=H.CULT_HIDES)
    assert _attack_target(sc, pol) == 0


def test_cult_stops_hiding_once_it_has_hurt_the_leader() -> None:
    """Once the public history shows it attacked the leader, hiding is pointless."""
    sc = _cult_turn(righteous_known=False)
    _hostile(sc, 2, 0)
    sc.play_phase(2)
    pol = H.HeuristicPolicy(deck="standard", cult_hiding=H.CULT_HIDES)
    assert _attack_target(sc, pol) == 0


def test_unknown_cult_hiding_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="cult_hiding"):
        H.HeuristicPolicy(cult_hiding=7)
