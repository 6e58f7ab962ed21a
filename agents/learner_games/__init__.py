"""群侠杀's compiled learner loop: the learner's games with the heuristic compiled into the
opponents' seats, which training (:mod:`qxs_env.train`) plays through the ruleset registry.

It is 群侠杀's and its heuristic's by nature (the rules' entry points and the heuristic's
``_act_one`` are called inside one numba loop), so it lives beside the heuristic rather than in
the generic training package, and the ruleset's descriptor names it by import path
(``Ruleset.learner_games = "agents.learner_games:LearnerGames"``), as the lab finds the agents:
neither ``qxs_env.train`` nor the ruleset imports it.

- :mod:`agents.learner_games.loop`: :class:`LearnerGames` (its layout: route codes, self-play,
  records, the shaping potential), :func:`parse_opponents`, and the compiled input pass the SB3
  ``VecEnv`` calls (:meth:`LearnerGames.input_args`);
- :mod:`agents.learner_games.jit`: the cache of its compiled functions, keyed by the engine's,
  the heuristic's and its own sources.
"""

from __future__ import annotations

from agents.learner_games.loop import SIDE_OF, LearnerGames, heuristic_args, parse_opponents

__all__ = ["SIDE_OF", "LearnerGames", "heuristic_args", "parse_opponents"]
