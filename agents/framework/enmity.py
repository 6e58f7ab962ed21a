"""Enmity: how much the observer wants to hurt each seat, as arithmetic per seat over the
identity probabilities of :mod:`agents.framework.belief`, with every per-identity number handed
in by the ruleset's heuristic.

* :func:`expected_enmity`: the expected value of hurting each seat, ``sum_k P[r, k] * util[k]``,
  from a per-identity utility table ``util`` (the ruleset's data for the observer's identity
  and situation); the observer and the dead are never targets (:data:`NOT_A_TARGET`);
* :func:`expected_alive`: how many living seats are expected to be of one identity (e.g. whether
  a side is still in the game);
* :func:`side_strength`: a side's strength, ``sum (HP + w * hand)`` over the other living seats
  weighted by the probability that the seat belongs to the side (a set of identities);
* :func:`living_others`: the living seats other than the observer and one named seat (e.g. the
  leader or lord, whom a renegade spares while others live);
* :func:`protect_partner`: a known partner (an identity the observer's identity protects) is an
  ally, and whoever has hurt it becomes a target.

Seats are relative to the observer (seat 0); ``P`` is ``float64[n, K]`` with one column per
identity index of the ruleset; which index is which identity, and the numbers, are the ruleset's.
"""

from __future__ import annotations

from agents.framework.belief import expected_utility
from agents.framework.jit import njit_cached

NOT_A_TARGET = -9.0
"""The enmity of the observer itself and of the dead: below any seat worth hurting or helping."""


@njit_cached
def expected_enmity(n, P, util, alive, en):
    """``en[r] = sum_k P[r, k] * util[k]`` for every living other seat (> 0: an enemy in
    expectation, < 0: an ally); :data:`NOT_A_TARGET` for the dead and the observer (seat 0)."""
    expected_utility(n, P, util, en)
    for r in range(1, n):
        if not alive[r]:
            en[r] = NOT_A_TARGET
    en[0] = NOT_A_TARGET


@njit_cached
def expected_alive(n, alive, P, k):
    """The expected number of living seats of identity ``k`` (the observer included)."""
    v = 0.0
    for r in range(n):
        if alive[r]:
            v += P[r, k]
    return v


@njit_cached
def side_strength(n, alive, hp, handn, P, side, hand_weight):
    """The strength of a side among the other living seats: ``sum (hp + hand_weight * handn)``
    weighted by the probability that the seat's identity is one of ``side`` (a bitmask of
    identity indices)."""
    nk = P.shape[1]
    s = 0.0
    for r in range(1, n):
        if not alive[r]:
            continue
        w = hp[r] + hand_weight * handn[r]
        p = 0.0
        for k in range(nk):
            if (side >> k) & 1 != 0:
                p += P[r, k]
        s += w * p
    return s


@njit_cached
def living_others(n, alive, seat):
    """The living seats other than the observer (seat 0) and ``seat`` (-1: none)."""
    c = 0
    for r in range(1, n):
        if alive[r] and r != seat:
            c += 1
    return c


@njit_cached
def protect_partner(n, known, alive, hostile, partner, value, weight, cap, en):
    """A living seat known to be of identity ``partner`` gets the enmity ``value`` (an ally),
    and every other living seat ``r`` gains ``weight * min(hostile[r, q], cap)`` for what it
    did against each such seat ``q`` (whoever hurts the partner becomes a target). ``hostile``
    is the matrix of hostile acts handed to :func:`agents.framework.belief.allegiance_scores`."""
    for q in range(1, n):
        if known[q] == partner and alive[q]:
            en[q] = value
    for q in range(1, n):
        if known[q] == partner and alive[q]:
            for r in range(1, n):
                if r != q and alive[r]:
                    en[r] += weight * min(hostile[r, q], cap)
