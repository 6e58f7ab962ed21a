"""Distance and attack range as framework procedures (``qxs_env.engine.geometry``, issue 32
scope 5): bound to a made-up ruleset's modifiers, every way of asking (one pair, from a seat,
to a seat, into a table) agrees with a plain count of living seats either way round (群侠杀
R-M2, 三国杀 seed 001's distance), modifiers added, never below 1, a fixed distance first; the
attack range is the larger reach, then modified (R-M1)."""

from __future__ import annotations

import types

import numba
import numpy as np
import pytest

from qxs_env.engine import geometry, hooks
from qxs_env.engine.layout import C_PLAYERS

SEATS = 10
STATE = np.dtype(
    [
        ("alive", np.int8, SEATS),
        ("att", np.int64, SEATS),
        ("dfn", np.int64, SEATS),
        ("fix", np.int64, (SEATS, SEATS)),
        ("weapon", np.int64, SEATS),
        ("bonus", np.int64, SEATS),
    ]
)
TABLES = np.dtype([("card_range", np.int64, 4)])


@numba.njit
def distance_modifiers(g, tb, cfg, p):  # noqa: ANN001, ANN201
    return g.att[p], g.dfn[p]


@numba.njit
def distance_fixed(g, tb, cfg, a, t):  # noqa: ANN001, ANN201
    return g.fix[a, t]


@numba.njit
def card_reach(g, tb, p, c):  # noqa: ANN001, ANN201
    return tb.card_range[c]


@numba.njit
def equipped_reach(g, tb, p):  # noqa: ANN001, ANN201
    return g.weapon[p]


@numba.njit
def reach_modified(g, tb, p, c, r):  # noqa: ANN001, ANN201
    return r + g.bonus[p]


RULES = types.ModuleType("made_up_geometry_rules")
for _fn in (distance_modifiers, distance_fixed, card_reach, equipped_reach, reach_modified):
    setattr(RULES, _fn.__name__, _fn)
BOUND = hooks.bind([geometry], [RULES])


def _reference(g: np.record, n: int, a: int, t: int) -> int:
    """The distance by walking the table both ways, counting the living seats passed."""
    if a == t:
        return 0
    if g["fix"][a, t] > 0:
        return int(g["fix"][a, t])
    steps = []
    for way in (1, -1):
        q, count = a, 0
        while True:
            q = (q + way) % n
            if g["alive"][q]:
                count += 1
            if q == t:
                break
        steps.append(count)
    return max(min(steps) + int(g["att"][a]) + int(g["dfn"][t]), 1)


def _game(rng: np.random.Generator, n: int) -> np.recarray:
    g = np.zeros(1, STATE).view(np.recarray)
    g.alive[0, :n] = rng.random(n) < 0.75  # as the engine: int8 (0 dead)
    g.att[0, :n] = rng.integers(-2, 1, n)
    g.dfn[0, :n] = rng.integers(0, 3, n)
    fixed = rng.random((n, n)) < 0.1
    g.fix[0, :n, :n] = np.where(fixed, 1, 0)
    g.weapon[0, :n] = rng.integers(-1, 4, n)
    g.bonus[0, :n] = rng.integers(0, 2, n)
    return g


@pytest.mark.parametrize("n", [2, 5, 8, 10])
def test_every_way_of_asking_agrees_with_a_walk_round_the_table(n: int) -> None:
    """Asked from a living seat (the rules never ask from the dead): the pair, the row from
    it (0 for itself and the dead), the row into a table, and the column to a living seat."""
    rng = np.random.default_rng(n)
    cfg = np.zeros(64, np.int64)
    cfg[C_PLAYERS] = n
    tb = np.zeros(1, TABLES).view(np.recarray)
    asked = 0
    for _ in range(30):
        g = _game(rng, n)
        s = g[0]
        living = [q for q in range(n) if s.alive[q]]
        ref = {(a, t): _reference(s, n, a, t) for a in living for t in living}
        for a in living:
            row = [ref[a, t] if t in living and t != a else 0 for t in range(n)]
            assert [BOUND.distance(s, tb[0], cfg, a, t) for t in living] == [
                ref[a, t] for t in living
            ]
            assert list(BOUND.distances_from(s, tb[0], cfg, a)) == row
            into = np.zeros(SEATS, np.int64)
            BOUND.distances_into(s, tb[0], cfg, a, into)
            assert list(into[:n]) == row
            asked += len(living)
        for t in living:
            to = np.zeros(SEATS, np.int64)
            BOUND.distances_to(s, tb[0], cfg, t, to)
            assert [to[a] for a in living] == [ref[a, t] for a in living]
    assert asked > 0


def test_attack_range_is_the_larger_reach_then_modified() -> None:
    g = np.zeros(1, STATE).view(np.recarray)
    tb = np.zeros(1, TABLES).view(np.recarray)
    tb.card_range[0] = [0, 1, 2, 3]
    g.weapon[0, :3] = [-1, 2, 5]
    g.bonus[0, :3] = [0, 1, 0]
    assert BOUND.attack_range(g[0], tb[0], 0, 3) == 3  # the card's reach
    assert BOUND.attack_range(g[0], tb[0], 1, 0) == 3  # the weapon's 2, +1
    assert BOUND.attack_range(g[0], tb[0], 2, 1) == 5  # the weapon's
