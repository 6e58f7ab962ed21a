"""The evidence 三国杀's heuristic keeps between decisions
(``agents.sanguosha_heuristic.evidence``): what counts as a hostile act from what one
observer's rows show, and what does not."""

from __future__ import annotations

import dataclasses

from agents.sanguosha_heuristic.evidence import Evidence
from agents.sanguosha_heuristic.view import TableView, read_view
from qxs_env.engine.layout import DEC_REQUEST

from ..table import Table


def lord_view() -> tuple[Table, TableView]:
    """The lord's view of its first play decision (5 seats; the lord is relative seat 0)."""
    t = Table(players=5, seed=4)
    t.deal({t.lord: ["sha", "shan"], t.seat(2): ["shan"], t.seat(3): ["shan"]})
    return t, read_view(t.eng.observe(t.lord, 0))


def test_a_sha_aimed_at_the_observer_is_hostile() -> None:
    t = Table(players=5, seed=4)
    target = t.seat(1)
    t.deal({t.lord: ["sha"], target: ["shan"]})
    t.play("sha")
    if t.decision()[0] == t.lord:  # more than one seat in range: the lord aims
        t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)
    view = read_view(t.eng.observe(target, 0))
    ev = Evidence(5, 100)
    ev.update(view)
    hostile, _ = ev.relative(view)
    lord_rel = (t.lord - target) % 5
    assert hostile[lord_rel, 0] == 1.0 and hostile.sum() == 1.0


def test_one_seat_hurt_within_a_turn_blames_the_seat_in_turn() -> None:
    _, v = lord_view()
    ev = Evidence(5, 100)
    ev.update(v)
    hurt = list(v.hp)
    hurt[2] -= 1
    ev.update(dataclasses.replace(v, hp=hurt))
    hostile, _ = ev.relative(v)
    assert hostile[0, 2] == 1.0 and hostile.sum() == 1.0  # the lord is in turn


def test_a_mass_trick_is_not_evidence() -> None:
    """Two seats hurt, or one hurt and another answering (a hand card fewer), in one turn."""
    _, v = lord_view()
    for other in ("hp", "hand_n"):
        ev = Evidence(5, 100)
        ev.update(v)
        hp, hands = list(v.hp), list(v.hand_n)
        hp[2] -= 1
        if other == "hp":
            hp[3] -= 1
        else:
            hands[3] -= 1
        ev.update(dataclasses.replace(v, hp=hp, hand_n=hands))
        assert ev.hostile.sum() == 0.0, other


def test_hp_lost_between_turns_is_shared_over_the_seats_in_turn() -> None:
    """The lord's HP lost while seats 1 and 2 had their turns: weak evidence on both."""
    _, v = lord_view()
    ev = Evidence(5, 100)
    ev.update(dataclasses.replace(v, cur=1))
    hp = list(v.hp)
    hp[0] -= 1
    later = dataclasses.replace(v, cur=2, hp=hp, turn_key=v.turn_key + 0.01)
    ev.update(later)
    hostile, _ = ev.relative(later)
    assert hostile[1, 0] == hostile[2, 0] == 0.25 and hostile.sum() == 0.5
