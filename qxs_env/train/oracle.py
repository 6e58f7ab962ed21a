"""The *oracle* arm of ``qxs eval --oracle``: the heuristic told every hidden identity.

What it measures. In a hidden-identity game part of a seat's result comes from *who* it
believes the others are. :class:`OracleHeuristic` plays a seat with the game's reference
heuristic (its ``heuristic`` policy, ``Ruleset.policies``; 群侠杀's
:class:`agents.heuristic.HeuristicPolicy`) on an observation in which every seat's identity is
shown, taken from the true game state; everything else it sees, and how it plays, is the
heuristic's own. Playing the same deals as the plain heuristic, the paired difference between
the two arms is the value of perfect identity knowledge *for heuristic play* in that seat: a
yardstick for what a learned policy, which must infer identities from the public history, can
hope to gain from better inference. It measures the heuristic's rules, not a ceiling for
learned play: those rules were tuned for hidden identities, and some seats (righteous, cult)
play worse when told (docs/training.md, "The oracle yardstick"). It is privileged information
and never an agent of the game; it exists for measurement only (issue 6: why the
collaborator's trained agent cannot clear the heuristic by much).

The observation edit is the game's (``Ruleset.reveal_identities``; 群侠杀's, with its layout:
:func:`qxs_env.rulesets.qxs.oracle.reveal_identities`); a game without one, or without a
heuristic, has no oracle arm.

The oracle needs the game state, so it works inside :func:`qxs_env.train.evaluate.play_arm`,
which calls :meth:`OracleHeuristic.bind` with the learner's games
(:func:`qxs_env.train.generic.learner_games`) whose learner seats it plays.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from qxs_env.rulesets import registry


class OracleHeuristic:
    """The heuristic playing on observations with every identity shown (module docstring).

    A ``BatchPolicy`` for :func:`qxs_env.train.evaluate.play_arm` only: :meth:`bind` must give
    it the games whose learner seats it plays before :meth:`act` is called.

    Args:
        config: the game it plays (its heuristic is made for it: 群侠杀's for the config's
            deck); None: the game's heuristic for no config (群侠杀's: the starter deck).
        seed: seed of the heuristic's own generator (its random legal fallback).
        game: the registered game when no ``config`` is given (default 群侠杀).
    """

    def __init__(self, config: Any = None, seed: int = 0, game: str | None = None) -> None:
        ruleset = registry.get(game) if config is None else registry.ruleset_of(config)
        if ruleset.reveal_identities is None or "heuristic" not in ruleset.policies:
            raise ValueError(
                f"{ruleset.title} has no oracle arm (it needs Ruleset.reveal_identities and a "
                "heuristic policy)"
            )
        self.heuristic = ruleset.policies["heuristic"](config)
        self.heuristic.reset(seed)
        self.reveal = ruleset.reveal_identities
        self.games: Any = None
        self._buf: np.ndarray | None = None

    def bind(self, games: Any) -> None:
        """Attach the learner's games whose learner decisions this policy will be asked for
        (their true identities and deciding seats are read from it)."""
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
        sub = self.reveal(buf[rows], ident, g.seat[rows], g.config.players, g.engine.layout)
        buf[rows] = sub
        self.heuristic.act(buf, mask, rows, out)
