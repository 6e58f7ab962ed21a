"""Distance and attack range, written once for every ruleset.

The distance from seat ``a`` to seat ``t`` is the smaller number of steps between them either way
round the table, counting only the living (群侠杀 R-M2; 三国杀's 距離 in seed 001 is the same
count), plus ``a``'s attack modifier and ``t``'s defence modifier, never below 1; a rule may fix a
distance outright (a skill that makes a chosen seat be at distance 1). The distance from a seat
to itself is 0. Attack range: the larger of the card's own reach and the reach the seat has
equipped (a weapon's range; 群侠杀's internal arts), then changed by the seat's rules (a skill
fixing or adding to it). A seat is in ``a``'s attack range with card ``c`` when its distance
from ``a`` is at most that range.

Framework: names no card, skill or identity; a ruleset supplies its modifiers through the hooks
below (:mod:`qxs_env.engine.hooks`): horses and lightness arts, skills that add to distances,
equipment ranges. Hot paths take the distances from one seat, or to one seat, in one pass
(:func:`distances_into`, :func:`distances_to`), with the same arithmetic as :func:`distance`.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.engine.nrt import (
    stack_i64,
)

distance_modifiers = declare(
    "distance_modifiers",
    "g, tb, cfg, p",
    """(attack, defence) modifiers of seat ``p``: the first is added to ``p``'s distance to
    every other seat, the second to every other seat's distance to ``p`` (三国杀's -1 and +1
    horses; 群侠杀's lightness arts and the skills that act like them).""",
)
distance_fixed = declare(
    "distance_fixed",
    "g, tb, cfg, a, t",
    """A distance from ``a`` to ``t`` that a rule fixes outright (1 or more), or 0 when none
    does: the seat-count and the modifiers then do not apply.""",
)
card_reach = declare(
    "card_reach",
    "g, tb, p, c",
    """The reach card ``c`` gives its user ``p`` by itself (群侠杀: a move's range; 0 where
    cards have no range of their own).""",
)
equipped_reach = declare(
    "equipped_reach",
    "g, tb, p",
    """The reach ``p`` has from its equipment (三国杀: its weapon's range, 1 without one).""",
)
reach_modified = declare(
    "reach_modified",
    "g, tb, p, c, r",
    """``p``'s attack range with card ``c`` after its rules change the reach ``r`` (a skill
    fixing it or adding to it); ``r`` when none does.""",
)


@njit_cached
def distance(g, tb, cfg, a, t):
    """Distance from ``a`` to ``t`` among the living: fewer seats either way round, plus ``a``'s
    attack and ``t``'s defence modifiers, never below 1; a fixed distance wins; 0 to itself."""
    if a == t:
        return 0
    fixed = distance_fixed(g, tb, cfg, a, t)
    if fixed > 0:
        return fixed
    n = cfg[C_PLAYERS]
    alive = g.alive
    alive_n = 0
    cw = 0
    q = a
    for _ in range(n):  # the seats after a in turn order, a itself last (no modulo: hot path)
        q += 1
        if q == n:
            q = 0
        if alive[q]:
            alive_n += 1
            if cw == 0 and q == t:
                cw = alive_n
    ccw = alive_n - cw
    d = cw if cw < ccw else ccw
    att, _ = distance_modifiers(g, tb, cfg, a)
    _, dfn = distance_modifiers(g, tb, cfg, t)
    d = d + att + dfn
    if d < 1:
        d = 1
    return d


@njit_cached
def distances_from(g, tb, cfg, a):
    """Distances from ``a`` to every seat in one pass: int64[players], 0 for ``a`` itself and
    for the dead. (A new array: hot paths use distances_into with a stack_i64 table.)"""
    out = np.zeros(cfg[C_PLAYERS], np.int64)
    distances_into(g, tb, cfg, a, out)
    return out


@njit_cached
def distances_to(g, tb, cfg, t, out):
    """``out[a] = distance(g, tb, cfg, a, t)`` for every seat ``a``, in one pass over the seats
    (``out`` at least players long). The same arithmetic as distance(): cw counts the living
    seats after a up to t (0 when t is dead), the shorter way round, the modifiers, never
    below 1, a fixed distance first."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    upto = stack_i64()  # upto[q]: living seats among 0..q
    alive_n = 0
    for q in range(n):
        if alive[q]:
            alive_n += 1
        upto[q] = alive_n
    _, dfn = distance_modifiers(g, tb, cfg, t)
    for a in range(n):
        if a == t:
            out[a] = 0
            continue
        fixed = distance_fixed(g, tb, cfg, a, t)
        if fixed > 0:
            out[a] = fixed
            continue
        cw = 0
        if alive[t]:
            cw = upto[t] - upto[a] if t > a else alive_n - upto[a] + upto[t]
        ccw = alive_n - cw
        d = cw if cw < ccw else ccw
        att, _ = distance_modifiers(g, tb, cfg, a)
        d = d + att + dfn
        out[a] = d if d > 1 else 1


@njit_cached
def distances_into(g, tb, cfg, a, out):
    """distances_from written into ``out`` (at least players long, zeroed by the caller): the
    dead and ``a`` itself are left at 0."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    rank = stack_i64()
    n_alive = 0
    for q in range(n):
        rank[q] = n_alive
        if alive[q]:
            n_alive += 1
    att, _ = distance_modifiers(g, tb, cfg, a)
    for t in range(n):
        if t == a or not alive[t]:
            continue
        fixed = distance_fixed(g, tb, cfg, a, t)
        if fixed > 0:
            out[t] = fixed
            continue
        gap = abs(rank[t] - rank[a])
        d = min(gap, n_alive - gap)
        _, dfn = distance_modifiers(g, tb, cfg, t)
        out[t] = max(d + att + dfn, 1)


@njit_cached
def attack_range(g, tb, p, c):
    """``p``'s attack range with card ``c`` (-1: none): the larger of the card's own reach and
    ``p``'s equipped reach, then changed by ``p``'s rules."""
    r = card_reach(g, tb, p, c)
    e = equipped_reach(g, tb, p)
    if e > r:
        r = e
    return reach_modified(g, tb, p, c, r)
