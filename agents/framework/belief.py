"""Belief arithmetic of the heuristic agent: who is on whose side, and who may still be what.

The functions here know nothing of 群侠杀's cards or observation layout: they take seats, a
matrix of hostile and helpful acts, the identity table and a few per-identity numbers, so a
ruleset of the same family (三国杀's lord / loyalist / rebel / renegade) can reuse them with its
own numbers (part of the agents' framework, :mod:`agents.framework`). :mod:`agents.heuristic`
calls them once per decision with 群侠杀's numbers (``agents/heuristic/identities.py``).

Three steps (all compiled with numba; ``n`` is the number of seats, seat 0 the observer):

1. :func:`allegiance_scores`: a score ``s`` in (-1, 1) per seat, positive = a friend of the
   leader. Seats whose identity is known keep a fixed score (:func:`fixed_scores`, from the
   ruleset's score per identity); for the others, a few rounds of
   ``s[r] = x / (1 + |x|)`` with ``x = sum_j (help[r, j] - hostile[r, j]) * s[j]`` over every
   seat ``j`` that is alive **or whose identity is known** (a dead seat's identity is revealed, so
   having fought a seat that died as cult still counts for the fighter; the first version summed
   over the living only, and the credit vanished with the victim).
2. :func:`identity_marginals`: the probability ``P[r, k]`` that seat ``r`` is identity ``k``.
   Known seats are certain. For the unknown seats the identities still unaccounted for
   (the table's counts minus the known seats', living or dead) are shared out in proportion to
   ``exp(lean[k] * s[r])``, by iterative proportional fitting (Sinkhorn): every unknown seat's
   row sums to 1 and every identity's column to its remaining count. So when every cult seat is
   dead, no unknown seat can be cult; when two unknown seats remain for one righteous and one
   court, the one that fought the cult harder is more likely the righteous.
3. :func:`expected_utility`: ``sum_k P[r, k] * util[k]``, the value to the observer of hurting
   seat ``r`` (positive: an enemy in expectation). An undecided seat has a small or negative
   value when hurting a friend costs more than hurting an enemy gains.

The functions are compiled with :func:`agents.framework.jit.njit_cached`, whose cache directory is
keyed by
a digest of this file, the other modules of :mod:`agents.framework` and every module of
:mod:`agents.heuristic`: an edit here recompiles the heuristic's functions that call these,
never leaving them stale.
"""

from __future__ import annotations

import numpy as np

from agents.framework.jit import njit_cached


@njit_cached
def fixed_scores(n, known, alive, score, sc, fixed, counted):
    """The inputs of :func:`allegiance_scores` from the known identities: a seat whose identity
    ``known[r]`` is known (>= 0) is ``fixed`` at the score ``score[known[r]]`` (the ruleset's
    number per identity: how strongly that identity is a friend of the leader), and acts aimed
    at a seat are ``counted`` when it is alive or its identity known. Scores of unknown seats
    are left as they are (the caller clears them)."""
    for r in range(n):
        k = known[r]
        fixed[r] = k >= 0
        counted[r] = alive[r] or k >= 0  # the dead count by their revealed identity
        if k >= 0:
            sc[r] = score[k]


@njit_cached
def allegiance_scores(n, counted, fixed, hostile, helped, sc, tmp, iters):
    """Allegiance scores in place (step 1 of the module docstring).

    Args:
        n: number of seats.
        counted: per seat, whether acts aimed at it count (alive, or its identity known).
        fixed: per seat, whether its score is fixed (its identity is known); ``sc`` holds the
            fixed scores on entry, 0 for the others.
        hostile: ``float64[n, n]``, hostile acts from seat i to seat j (weighted counts).
        helped: ``float64[n, n]``, helpful acts from seat i to seat j.
        sc: ``float64[n]`` scores, updated in place.
        tmp: ``float64[n]`` scratch.
        iters: rounds of the update.
    """
    for _it in range(iters):
        for r in range(n):
            tmp[r] = sc[r]
            if fixed[r]:
                continue
            raw = 0.0
            for j in range(n):
                if j != r and counted[j]:
                    raw += (helped[r, j] - hostile[r, j]) * sc[j]
            tmp[r] = raw / (1.0 + abs(raw))
        for r in range(n):
            sc[r] = tmp[r]


@njit_cached
def identity_marginals(n, known, counts, lean, sc, P, iters):
    """Identity probabilities ``P[r, k]`` in place (step 2 of the module docstring).

    Args:
        n: number of seats.
        known: ``int64[n]`` known identity per seat (-1 unknown).
        counts: ``float64[K]`` the identity table (how many of each identity the game deals).
        lean: ``float64[K]`` how an identity shows in the allegiance score: an unknown seat of
            score ``s`` is identity ``k`` with weight ``exp(lean[k] * s)`` (before the table's
            counts are matched).
        sc: ``float64[n]`` allegiance scores.
        P: ``float64[n, K]`` output; rows of unknown seats sum to 1 (all zero when no identity
            is left for them, which only an inconsistent input gives).
        iters: rounds of the fitting.

    Returns the number of unknown seats.
    """
    nk = counts.shape[0]
    rem = np.zeros(nk)
    for k in range(nk):
        rem[k] = counts[k]
    n_unknown = 0
    for r in range(n):
        for k in range(nk):
            P[r, k] = 0.0
        if known[r] >= 0:
            P[r, known[r]] = 1.0
            rem[known[r]] -= 1.0
        else:
            n_unknown += 1
    if n_unknown == 0:
        return 0
    tot = 0.0
    for k in range(nk):
        if rem[k] < 0.0:
            rem[k] = 0.0
        tot += rem[k]
    if tot <= 0.0:
        return n_unknown
    # scale the columns to the number of unknown seats (a concealed or miscounted seat)
    scale = n_unknown / tot
    for r in range(n):
        if known[r] < 0:
            for k in range(nk):
                if rem[k] > 0.0:
                    P[r, k] = np.exp(lean[k] * sc[r])
    for _it in range(iters):
        for r in range(n):  # rows sum to 1
            if known[r] >= 0:
                continue
            s = 0.0
            for k in range(nk):
                s += P[r, k]
            if s > 0.0:
                for k in range(nk):
                    P[r, k] /= s
        for k in range(nk):  # columns sum to the remaining count
            if rem[k] <= 0.0:
                continue
            s = 0.0
            for r in range(n):
                if known[r] < 0:
                    s += P[r, k]
            if s > 0.0:
                f = rem[k] * scale / s
                for r in range(n):
                    if known[r] < 0:
                        P[r, k] *= f
    for r in range(n):  # end on rows summing to 1
        if known[r] >= 0:
            continue
        s = 0.0
        for k in range(nk):
            s += P[r, k]
        if s > 0.0:
            for k in range(nk):
                P[r, k] /= s
    return n_unknown


@njit_cached
def expected_utility(n, P, util, out):
    """``out[r] = sum_k P[r, k] * util[k]`` for every seat (step 3 of the module docstring)."""
    nk = util.shape[0]
    for r in range(n):
        v = 0.0
        for k in range(nk):
            v += P[r, k] * util[k]
        out[r] = v
