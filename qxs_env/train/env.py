"""``SingleSeatEnv``: a gymnasium env in which one policy plays every seat of one identity.

The other seats are played by chosen opponents inside the compiled loop of
:class:`qxs_env.train.core.LearnerGames` (``heuristic``, ``random``, per identity, or Python
policies such as frozen trained agents). One episode is one game seen from the learner's side:

- observation: float32 ``(obs_size,)``, the acting learner seat's view (``qxs_env.engine.obs``;
  with several learner seats their decisions interleave, the ``self`` block says which seat);
- action: ``Discrete(n_actions)``; ``action_masks()`` gives the legal ones (MaskablePPO reads it);
  ``info["seat"]`` is the deciding seat;
- reward: 0 until the game ends, then the side's result, ``+1`` win, ``-1`` loss, ``0``
  truncation (the config's ``reward_*``). No reward shaping is applied (none is built in);
- ``reset()`` deals a game and runs the opponents until a learner seat must decide. After a game
  ended, the next game is already dealt and ``reset()`` without a seed continues with it.
- the observation returned with ``terminated`` / ``truncated`` is the learner's last view of the
  finished game (its last decision), a stand-in for bootstrapping truncated games.

Illegal actions are never corrected: ``illegal="raise"`` (default) raises ``ValueError`` and
applies nothing; ``illegal="penalty"`` ends the episode with ``illegal_reward`` (-1) and
``info["illegal_action"]`` (the game in progress is abandoned and a fresh one dealt).
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from qxs_env.config import GameConfig
from qxs_env.train.core import LearnerGames


class SingleSeatEnv(gymnasium.Env):
    """One identity's seats as a single-agent env (see the module docstring).

    Args:
        identity: the learner's identity (``leader``, ``righteous``, ``cult``, ``court``,
            ``foreign``, ``collaborator``).
        players, mode, deck: the game (or pass ``config``).
        opponents: :func:`qxs_env.train.core.parse_opponents` spec (default ``heuristic``).
        illegal: ``"raise"`` or ``"penalty"``; illegal_reward: the penalty.
    """

    metadata = {"render_modes": []}

    def __init__(
        self,
        identity: str = "cult",
        players: int = 8,
        mode: str = "standard",
        deck: str = "starter",
        opponents: str | dict[str, Any] = "heuristic",
        config: GameConfig | None = None,
        illegal: str = "raise",
        illegal_reward: float = -1.0,
    ) -> None:
        if illegal not in ("raise", "penalty"):
            raise ValueError(f"illegal must be 'raise' or 'penalty', got {illegal!r}")
        if config is None:
            config = GameConfig(players=players, mode=mode, deck=deck)
        self.config = config
        self.games = LearnerGames(1, config, identity, opponents)
        self.identity = identity
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.observation_space = gymnasium.spaces.Box(
            -np.inf, np.inf, (self.games.obs_size,), np.float32
        )
        self.action_space = gymnasium.spaces.Discrete(self.games.n_actions)
        self._started = False
        self._fresh = False

    def _info(self, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        info = {"seat": int(self.games.seat[0])}
        if extra:
            info.update(extra)
        return info

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Deal a game (a seed re-deals from that seed) and run to the learner's decision."""
        super().reset(seed=seed)
        if seed is not None or not self._started or not self._fresh:
            base = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
            self.games.reset(base)
            self._started = True
        self._fresh = False
        return self.games.obs[0].copy(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """One learner decision; the opponents then play until the learner decides again or the
        game ends (see the module docstring)."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        a = int(action)
        if not (0 <= a < self.games.n_actions and self.games.mask[0, a]):
            if self.illegal == "raise":
                legal = np.flatnonzero(self.games.mask[0]).tolist()
                raise ValueError(f"illegal action {a} for seat {int(self.games.seat[0])}; "
                                 f"legal: {legal[:20]}")  # fmt: skip
            msg = f"illegal action {a}"
            self._fresh = False
            return self.games.obs[0].copy(), self.illegal_reward, True, False, self._info(
                {"illegal_action": msg}
            )
        last = self.games.obs[0].copy()
        rew, term, trunc, info = self.games.step(np.array([a], np.int64))
        if term[0] or trunc[0]:
            self._fresh = True
            return last, float(rew[0]), bool(term[0]), bool(trunc[0]), self._info()
        return self.games.obs[0].copy(), 0.0, False, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions of the pending learner decision (bool, ``(n_actions,)``)."""
        return self.games.mask[0].astype(np.bool_)
