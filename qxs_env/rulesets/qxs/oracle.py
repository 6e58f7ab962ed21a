"""The observation edit of ``qxs eval --oracle``'s arm: every seat's true identity shown.

The oracle arm (:class:`qxs_env.train.oracle.OracleHeuristic`, a yardstick for the value of
identity knowledge, never an agent of the game) plays the heuristic on observations edited by
:func:`reveal_identities`, which 群侠杀's descriptor gives as ``Ruleset.reveal_identities``.

Observation edit (layout: :mod:`qxs_env.rulesets.qxs.obs`, ``seats`` slice): for every relative
seat ``r`` of the acting seat, the "identity known" flag (seat offset
:data:`SEAT_IDENTITY_KNOWN`, 11) is set and the identity one-hot (offsets
:data:`SEAT_IDENTITY` .. ``SEAT_IDENTITY + 5``, 12..17) holds the true identity of absolute seat
``(seat + r) % players``. Nothing else changes. The heuristic reads a known identity as fixed
(its allegiance score and enmity table). Only identities are revealed: with heroes on, a hero not
yet shown stays hidden. Plain numpy, nothing compiled.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from qxs_env.rulesets.qxs.constants import N_IDENTITIES

SEAT_IDENTITY_KNOWN = 11
"""Offset in a seat's block of the observation of its "identity known" flag (``obs.py``)."""
SEAT_IDENTITY = 12
"""Offset in a seat's block of the observation of its identity one-hot (``obs.py``)."""


def reveal_identities(
    obs: np.ndarray, ident: np.ndarray, seats: np.ndarray, players: int, layout: Any
) -> np.ndarray:
    """Show every seat's true identity in observations, in place (module docstring).

    Args:
        obs: float32 ``(rows, obs_size)``, row ``i`` the observation of absolute seat
            ``seats[i]``.
        ident: int ``(rows, >= players)``, the true identity of every absolute seat of row
            ``i``'s game (``state["ident"]``).
        seats: int ``(rows,)``, the observer of each row.
        players: the player count.
        layout: the engine's :class:`~qxs_env.rulesets.qxs.obs.ObsLayout` (``seat_slice``).

    Returns ``obs``; ValueError when a seat has no identity (a game not dealt)."""
    rows = np.arange(obs.shape[0])
    seats = np.asarray(seats, dtype=np.int64)
    for r in range(players):
        o = layout.seat_slice(r).start
        p = (seats + r) % players
        who = np.asarray(ident[rows, p], dtype=np.int64)
        if (who < 0).any() or (who >= N_IDENTITIES).any():
            raise ValueError("reveal_identities: a seat has no identity (game not dealt?)")
        obs[:, o + SEAT_IDENTITY_KNOWN] = 1.0
        obs[:, o + SEAT_IDENTITY : o + SEAT_IDENTITY + N_IDENTITIES] = 0.0
        obs[rows, o + SEAT_IDENTITY + who] = 1.0
    return obs
