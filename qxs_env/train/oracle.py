"""The *oracle* arm of ``qxs eval --oracle``: the heuristic told every hidden identity.

What it measures. In a hidden-identity game part of a seat's result comes from *who* it
believes the others are. :class:`OracleHeuristic` plays a seat with the reference heuristic
(:class:`agents.heuristic.HeuristicPolicy`) on an observation in which every seat's identity is
shown, taken from the true game state; everything else it sees, and how it plays, is the
heuristic's own. Playing the same deals as the plain heuristic, the paired difference between
the two arms is the value of perfect identity knowledge *for heuristic play* in that seat: a
yardstick for what a learned policy, which must infer identities from the public history, can
hope to gain from better inference. It measures the heuristic's rules, not a ceiling for
learned play: those rules were tuned for hidden identities, and some seats (righteous, cult)
play worse when told (docs/training.md, "The oracle yardstick"). It is privileged information
and never an agent of the game; it exists for measurement only (issue 6: why the
collaborator's trained agent cannot clear the heuristic by much).

Observation edit (layout: ``qxs_env.rulesets.qxs.obs``, ``seats`` slice): for every relative seat
``r`` of the acting seat, the "identity known" flag (seat offset 11) is set and the identity
one-hot (offsets 12..17) holds the true identity of absolute seat ``(seat + r) % players``.
Nothing else changes. The heuristic reads a known identity as fixed (its allegiance score and
enmity table). Only identities are revealed: with heroes on, a hero not yet shown stays hidden.

The oracle needs the game state, so it works inside :func:`qxs_env.train.evaluate.play_arm`,
which calls :meth:`OracleHeuristic.bind` with the :class:`~qxs_env.train.core.LearnerGames`
whose learner seats it plays.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from agents.heuristic import S_IDENT, S_KNOWN, HeuristicPolicy
from qxs_env.rulesets.qxs.constants import N_IDENTITIES


def reveal_identities(
    obs: np.ndarray, ident: np.ndarray, seats: np.ndarray, players: int, layout: Any
) -> np.ndarray:
    """Show every seat's true identity in observations, in place.

    Args:
        obs: float32 ``(rows, obs_size)``, row ``i`` the observation of absolute seat
            ``seats[i]``.
        ident: int ``(rows, >= players)``, the true identity of every absolute seat of row
            ``i``'s game (``state["ident"]``).
        seats: int ``(rows,)``, the observer of each row.
        players: the player count.
        layout: the engine's :class:`~qxs_env.engine.layout.ObsLayout` (``seat_slice``).

    Returns ``obs``."""
    rows = np.arange(obs.shape[0])
    seats = np.asarray(seats, dtype=np.int64)
    for r in range(players):
        o = layout.seat_slice(r).start
        p = (seats + r) % players
        who = np.asarray(ident[rows, p], dtype=np.int64)
        if (who < 0).any() or (who >= N_IDENTITIES).any():
            raise ValueError("reveal_identities: a seat has no identity (game not dealt?)")
        obs[:, o + S_KNOWN] = 1.0
        obs[:, o + S_IDENT : o + S_IDENT + N_IDENTITIES] = 0.0
        obs[rows, o + S_IDENT + who] = 1.0
    return obs


class OracleHeuristic:
    """The heuristic playing on observations with every identity shown (module docstring).

    A ``BatchPolicy`` for :func:`qxs_env.train.evaluate.play_arm` only: :meth:`bind` must give
    it the games whose learner seats it plays before :meth:`act` is called.

    Args:
        deck: deck name for the heuristic's card catalogue.
        seed: seed of the heuristic's own generator (its random legal fallback).
    """

    def __init__(self, deck: str = "starter", seed: int = 0) -> None:
        self.heuristic = HeuristicPolicy(deck=deck, seed=seed)
        self.games: Any = None
        self._buf: np.ndarray | None = None

    def bind(self, games: Any) -> None:
        """Attach the :class:`~qxs_env.train.core.LearnerGames` whose learner decisions this
        policy will be asked for (their true identities and deciding seats are read from it)."""
        self.games = games

    def reset(self, seed: int) -> None:
        """Reseed the heuristic's generator."""
        self.heuristic.reset(seed)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """The heuristic's choice for each listed row on the revealed observation; ``obs`` must
        be the bound games' ``obs`` (rows = slots), which is not modified."""
        g = self.games
        if g is None:
            raise RuntimeError("OracleHeuristic.act before bind(games): it needs the game state")
        if obs.shape != g.obs.shape:
            raise ValueError("OracleHeuristic plays the bound games' observation rows only")
        rows = np.asarray(rows, dtype=np.int64)
        if self._buf is None or self._buf.shape != obs.shape:
            self._buf = np.empty_like(obs)
        buf = self._buf
        buf[rows] = obs[rows]
        ident = g.engine.state["ident"][rows]
        sub = reveal_identities(buf[rows], ident, g.seat[rows], g.config.players, g.engine.layout)
        buf[rows] = sub
        self.heuristic.act(buf, mask, rows, out)
