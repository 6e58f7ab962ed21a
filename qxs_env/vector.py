"""``VectorEnv``: many games stepped together in one compiled call.

Each of the ``num_envs`` slots holds one game. Every step takes one action per slot (for that
slot's acting seat), and returns, per slot, the next acting seat's observation and legal-action
mask, the rewards of all seats, and terminated / truncated flags. A game that ends is reset at
once with its next seed (gymnasium's "same-step" autoreset): its final rewards are in
``rewards`` and its result in ``info["final"]``, while the observation already belongs to the
new game.

Observation (a dict of arrays, batch first):

- ``observation``: float32 (N, obs_size), the acting seat's view (qxs_env.engine.obs)
- ``action_mask``: int8 (N, n_actions), 1 for legal actions of the acting seat
- ``seat``: int64 (N,), the acting seat (absolute)

``rewards`` is float32 (N, players): per absolute seat, non-zero only on the step a game ends.
Buffers are allocated once; the arrays returned are the same objects every step (copy them if
you keep them).

Seeds: ``reset(seed)`` gives slot i its k-th game the seed ``episode_seed(seed, i, k)``, so a run
is reproducible whatever happens in the other slots.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np

from qxs_env.config import GameConfig
from qxs_env.engine import batch as B
from qxs_env.engine.api import Engine
from qxs_env.engine.fastcall import fast_entry


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of one configuration, stepped in one compiled call.

    Args:
        num_envs: number of game slots.
        players, mode, deck, heroes, **kwargs: fields of :class:`GameConfig` (or pass ``config``).
        observations: compute observations (False saves time when only masks are needed,
            e.g. for random play).
    """

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}

    def __init__(
        self,
        num_envs: int,
        players: int = 8,
        mode: str = "standard",
        deck: str = "starter",
        heroes: str = "none",
        config: GameConfig | None = None,
        observations: bool = True,
        **kwargs: Any,
    ) -> None:
        if config is None:
            config = GameConfig(players=players, mode=mode, deck=deck, heroes=heroes, **kwargs)
        self.config = config
        self.engine = Engine(config, batch=num_envs)
        self.num_envs = num_envs
        self.want_obs = bool(observations)
        e = self.engine
        self.n_actions = e.n_actions
        self.obs_size = e.obs_size
        self.single_observation_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(-np.inf, np.inf, (e.obs_size,), np.float32),
                "action_mask": gymnasium.spaces.MultiBinary(e.n_actions),
                "seat": gymnasium.spaces.Discrete(config.players),
            }
        )
        self.single_action_space = gymnasium.spaces.Discrete(e.n_actions)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs
        )
        self.action_space = gymnasium.spaces.MultiDiscrete(np.full(num_envs, e.n_actions))
        # preallocated buffers
        self._obs = np.zeros((num_envs, e.obs_size), dtype=np.float32)
        self._mask = np.zeros((num_envs, e.n_actions), dtype=np.int8)
        self._seat = np.zeros(num_envs, dtype=np.int64)
        self._rew = np.zeros((num_envs, config.players), dtype=np.float32)
        self._term = np.zeros(num_envs, dtype=np.bool_)
        self._trunc = np.zeros(num_envs, dtype=np.bool_)
        self._final_turns = np.zeros(num_envs, dtype=np.int64)
        self._final_winners = np.zeros(num_envs, dtype=np.int64)
        self._final_seeds = np.zeros(num_envs, dtype=np.int64)
        self._episodes = np.zeros(num_envs, dtype=np.int64)
        self._rw = np.array(
            [config.reward_win, config.reward_loss, config.reward_truncated], dtype=np.float32
        )
        self._seed = 0
        self._out = {"observation": self._obs, "action_mask": self._mask, "seat": self._seat}
        self._started = False
        self._vec_step = fast_entry(B.vec_step, self._step_args(np.zeros(num_envs, np.int64)))

    def _step_args(self, acts: np.ndarray) -> tuple:
        e = self.engine
        return (
            e.state,
            e.tba,
            e.cfg,
            e.layout.maps,
            self._rw,
            self._seed,
            self._episodes,
            acts,
            self.want_obs,
            self._obs,
            self._mask,
            self._seat,
            self._rew,
            self._term,
            self._trunc,
            self._final_turns,
            self._final_winners,
            self._final_seeds,
        )

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Start a new game in every slot. ``seed=None`` draws a fresh base seed."""
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, dtype=np.uint32)[0])
        self._seed = int(seed)
        e = self.engine
        B.vec_reset(
            e.state,
            e.tba,
            e.cfg,
            e.layout.maps,
            self._seed,
            self._episodes,
            self.want_obs,
            self._obs,
            self._mask,
            self._seat,
        )
        self._started = True
        return self._out, {}

    def step(
        self, actions: np.ndarray
    ) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Apply one action per slot; see the module docstring for what comes back.

        Raises ValueError (and applies nothing) when any action is illegal for its slot."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions)
        if acts.dtype != np.int64:
            acts = acts.astype(np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"need {self.num_envs} actions, got shape {acts.shape}")
        e = self.engine
        bad = self._vec_step(*self._step_args(acts))
        if bad >= 0:
            e._illegal(int(bad), int(acts[bad]))
        info: dict[str, Any] = {}
        ended = self._term | self._trunc
        if ended.any():
            info["final"] = {
                "ended": ended.copy(),
                "turns": np.where(ended, self._final_turns, 0),
                "winners": np.where(ended, self._final_winners, 0),
                "seed": np.where(ended, self._final_seeds, 0),
            }
        return self._out, self._rew, self._term, self._trunc, info

    def action_masks(self) -> np.ndarray:
        """The current legal-action masks as bool (N, n_actions)."""
        return self._mask.astype(np.bool_)

    def close(self, **kwargs: Any) -> None:  # nothing to release
        """Nothing to release: the env holds only numpy buffers."""
