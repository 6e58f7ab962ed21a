"""Reference agents for qxs_env: policies over the engine's observations and masks.

- :class:`agents.base.RandomPolicy`: uniform random legal actions (the baseline).
- :class:`agents.heuristic.HeuristicPolicy`: rule-based play with allegiance inference from the
  public history (see docs/agents.md); ``agents.evaluate`` measures its uplift over random.
- Trained agents: ``recipes/<identity>.yaml`` (how each was trained) and ``trained/<identity>.pt``
  (the shipped networks), played by :class:`qxs_env.train.policy.TrainedPolicy` (needs torch;
  docs/training.md). They are trained in :class:`agents.learner_games.LearnerGames`, 群侠杀's
  compiled learner loop with the heuristic in the opponents' seats.
"""

from agents.base import BatchPolicy, RandomPolicy
from agents.heuristic import HeuristicPolicy

__all__ = ["BatchPolicy", "HeuristicPolicy", "RandomPolicy"]
