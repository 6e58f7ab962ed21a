"""Who each seat may be, and how much the observer wants to hurt it: 三国杀's numbers handed to
the agents' framework (:mod:`agents.framework.belief`, :mod:`agents.framework.enmity`).

* Allegiance scores: a seat known to be the lord scores +1, a loyalist +0.9, a rebel -1, a
  renegade -0.2 (it fights rebels while they are strong, so it looks half a friend); an unknown
  seat is scored from the hostile and helpful acts the observer has seen
  (:class:`agents.sanguosha_heuristic.evidence.Evidence`).
* Identity probabilities: the identity table of the standard mode for the seats present
  (``identity_counts``) shared out over the unknown seats by ``exp(lean * score)``: a
  friend of the lord leans loyalist, an enemy rebel, the renegade a little to the enemy side.
* The lord's caution: a seat at 1 HP (a blow may kill it) is worth ``KILL_CAUTION`` times its
  loyalist probability less to hurt.
* The value of hurting each identity, per observer identity and situation
  (:func:`hurt_values`): the lord and loyalists want rebels and then the renegade dead and
  never hurt the lord or (much) a loyalist; rebels want the lord; the renegade keeps the
  balance: it hurts rebels and spares the lord while the rebels are the stronger side, hurts
  the lord's side while it is, and turns on the lord only when the lord is the last seat
  besides itself.
"""

from __future__ import annotations

import functools

import numpy as np

from agents.framework.belief import allegiance_scores, fixed_scores, identity_marginals
from agents.framework.enmity import expected_enmity, side_strength
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import identity_counts

from .view import TableView

SCORE = np.array([1.0, 0.9, -1.0, -0.2])
"""The fixed allegiance score of a known seat, per identity (lord, loyalist, rebel, renegade)."""
LEAN = np.array([0.0, 2.5, -2.5, -0.6])
"""How each identity shows in an unknown seat's score."""
SCORE_ROUNDS = 4
FIT_ROUNDS = 12
KILL_CAUTION = 2.0
"""How much less the lord wants to hurt a seat at 1 HP, per unit of its probability of being a
loyalist (killing a loyalist costs the lord its cards)."""
HAND_WEIGHT = 0.5
"""A hand card's worth against one HP in a side's strength."""


@functools.cache
def table_counts(n: int) -> np.ndarray:
    """The standard mode's identity table for ``n`` seats, as floats (lord first)."""
    return np.array(identity_counts(n), np.float64)


def hurt_values(v: TableView, P: np.ndarray) -> np.ndarray:
    """The value to the observer of hurting each identity (lord, loyalist, rebel, renegade),
    from its identity and the state of the sides (module docstring)."""
    alive = np.array(v.alive, np.bool_)
    rebels_left = float(P[alive, L.REBEL].sum()) if v.own != L.REBEL else 1.0
    if v.own == L.LORD:
        return np.array([0.0, -2.0, 1.0, 1.0 if rebels_left < 0.05 else 0.5])
    if v.own == L.LOYALIST:
        return np.array([-3.0, -1.5, 1.0, 1.0 if rebels_left < 0.05 else 0.5])
    if v.own == L.REBEL:
        return np.array([1.5, 0.7, -1.5, 0.3])
    if v.own == L.RENEGADE:
        others = sum(1 for r in range(1, v.n) if v.alive[r])
        if others <= 1:
            return np.array([1.5, 1.0, 1.0, 0.0])
        if rebels_left < 0.05:
            return np.array([-0.5, 1.0, 1.0, 0.0])
        hp = np.array(v.hp, np.float64)
        hand = np.array(v.hand_n, np.float64)
        lord_side = side_strength(v.n, alive, hp, hand, P, 0b0011, HAND_WEIGHT)
        rebel_side = side_strength(v.n, alive, hp, hand, P, 0b0100, HAND_WEIGHT)
        if rebel_side >= lord_side:
            return np.array([-1.5, 0.2, 1.0, 0.0])
        return np.array([-0.5, 0.8, 0.4, 0.0])
    return np.array([0.0, 0.0, 0.0, 0.0])


def beliefs(v: TableView, hostile: np.ndarray, helped: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(P, enmity)``: ``P[r, k]`` the probability that seat ``r`` is identity ``k``, and
    ``enmity[r]`` the value of hurting seat ``r`` (> 0 an enemy in expectation, < 0 a friend;
    ``agents.framework.enmity.NOT_A_TARGET`` for the observer and the dead)."""
    n = v.n
    known = np.array(v.known, np.int64)
    alive = np.array(v.alive, np.bool_)
    sc = np.zeros(n)
    fixed = np.zeros(n, np.bool_)
    counted = np.zeros(n, np.bool_)
    fixed_scores(n, known, alive, SCORE, sc, fixed, counted)
    allegiance_scores(n, counted, fixed, hostile, helped, sc, np.zeros(n), SCORE_ROUNDS)
    P = np.zeros((n, L.N_IDENTITIES))
    identity_marginals(n, known, table_counts(n), LEAN, sc, P, FIT_ROUNDS)
    en = np.zeros(n)
    expected_enmity(n, P, hurt_values(v, P), alive, en)
    if v.own == L.LORD:  # a blow that may kill: the lord pays for a dead loyalist (S-DEATH-6)
        for r in range(1, n):
            if alive[r] and v.hp[r] == 1 and not v.dying[r]:
                en[r] -= KILL_CAUTION * P[r, L.LOYALIST]
    return P, en
