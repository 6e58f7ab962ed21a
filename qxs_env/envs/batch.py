"""``BatchEnv``: many games stepped together in one compiled call (every seat's decisions).

Each of the ``num_envs`` slots holds one game. Every step takes one action per slot (for that
slot's acting seat), and returns, per slot, the next acting seat's observation and legal-action
mask, the rewards of all seats, and terminated / truncated flags. A game that ends is reset at
once with its next seed ("same-step" autoreset): its final rewards are in ``rewards`` and its
result in ``info["final"]`` (``ended``, ``turns``, ``seed``: arrays (N,); ``won``: bool
(N, players), the seats that won, all False for a truncated game; ``deaths``: int32
(N, 3, players), per seat the framework's ``killer``, ``death_turn`` and ``death_order`` of
the ended game, meaningful where ``death_order`` > 0 and ``ended``),
while the observation already belongs to the new game.

This is a multi-agent batch, not a gymnasium ``VectorEnv``: rewards are per seat and the acting
seat changes from step to step, which gymnasium's vector wrappers and single-agent training
loops cannot read. For those, use :class:`qxs_env.train.env.SingleSeatVectorEnv` (one learner
identity, scalar rewards, a conforming ``gymnasium.vector.VectorEnv``). ``VectorEnv`` is a
deprecated alias of ``BatchEnv`` (it warns); it is no longer a gymnasium ``VectorEnv``.

Observation (a dict of arrays, batch first):

- ``observation``: float32 (N, obs_size), the acting seat's view (qxs_env.rulesets.qxs.obs)
- ``action_mask``: int8 (N, n_actions), 1 for legal actions of the acting seat
- ``seat``: int64 (N,), the acting seat (absolute)

``rewards`` is float32 (N, players): per absolute seat, non-zero only on the step a game ends.
Buffers are allocated once; the arrays returned are the same objects every step (copy them if
you keep them).

Actions: an integer array of shape (N,) (or a list of N ints); floats, bools, strings, other
shapes and out-of-range values are refused, and an action masked out in its slot raises
``ValueError`` naming it in words; nothing is applied then (``qxs_env.envs.validation``).

Seeds: ``reset(seed=s)`` (an int in [0, 2**63)) gives slot i its k-th game the seed
``episode_seed(s, i, k)``, so a run is reproducible whatever happens in the other slots; a list
of N seeds is folded into one such base seed (``qxs_env.envs.validation.check_batch_seed``);
``None`` draws a fresh base seed. ``reset`` takes no options (unknown keys are refused).
``start_games(slots, seeds)`` starts new games in some slots from seeds of the caller's choosing
(``qxs simulate`` gives its k-th game its own seed, whatever slot plays it).

``copy.deepcopy`` and ``pickle`` give a batch that continues exactly like the original
(``qxs_env.envs.clone``).
"""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium
import numpy as np

from qxs_env.engine.checks import check_index
from qxs_env.engine.fastcall import fast_entry
from qxs_env.envs.clone import Clonable
from qxs_env.envs.validation import (
    as_int,
    check_actions,
    check_batch_seed,
    check_options,
    check_seed,
    illegal_action_message,
)
from qxs_env.rulesets import registry
from qxs_env.rulesets.registry import Ruleset

__all__ = ["PARKED", "BatchEnv"]

PARKED = -1
"""The action that the compiled step (the ruleset's ``vec_step``) reads as "leave this slot
alone" (a parked slot, :meth:`BatchEnv.step`'s ``active``); a caller's own negative action is
refused before it gets there."""


class BatchEnv(Clonable):
    """``num_envs`` games of one configuration, stepped in one compiled call (module docstring).

    Args:
        num_envs: number of game slots (an int >= 1).
        players, mode, deck, heroes, **kwargs: fields of :class:`GameConfig`; or pass
            ``config`` (then any of players/mode/deck/heroes given too must agree with it, and
            ``kwargs`` are applied with ``config.replace``).
        observations: compute observations (False saves time when only masks are needed,
            e.g. for random play).
        game: the game's name in the ruleset registry (:mod:`qxs_env.rulesets.registry`;
            default 群侠杀); with ``config``, it must be that game's config.
    """

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.SAME_STEP}
    _DERIVED = ("_vec_step",)
    _ENGINES = ("engine",)

    def __init__(
        self,
        num_envs: int,
        players: int | None = None,
        mode: str | None = None,
        deck: str | None = None,
        heroes: str | None = None,
        config: Any = None,
        observations: bool = True,
        game: str | None = None,
        **kwargs: Any,
    ) -> None:
        n = as_int(num_envs)
        if n is None or n < 1:
            raise ValueError(f"num_envs must be an int >= 1, got {num_envs!r}")
        given = {"players": players, "mode": mode, "deck": deck, "heroes": heroes}
        ruleset, config = registry.resolve(game, config, given, **kwargs)
        self.game = ruleset.name
        self.config = config
        self.engine = ruleset.engine_class(config, batch=n)
        self.num_envs = num_envs = n
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
        self._final_won = np.zeros((num_envs, e.state["won"].shape[1]), dtype=np.int8)
        self._final_deaths = np.zeros((num_envs, 3, e.state["won"].shape[1]), dtype=np.int32)
        self._final_seeds = np.zeros(num_envs, dtype=np.int64)
        self._episodes = np.zeros(num_envs, dtype=np.int64)
        self._no_actions = np.zeros(num_envs, dtype=np.int64)  # (reset: vec_step steps none)
        self._start_seeds = np.full(num_envs, -1, dtype=np.int64)  # (start_games)
        self._rw = np.array(
            [config.reward_win, config.reward_loss, config.reward_truncated], dtype=np.float32
        )
        self._seed = 0
        self._out = {"observation": self._obs, "action_mask": self._mask, "seat": self._seat}
        self._started = False
        self.closed = False
        self._rebind()

    @property
    def ruleset(self) -> Ruleset:
        """The game's descriptor in the registry (:mod:`qxs_env.rulesets.registry`)."""
        return registry.get(self.game)

    def _rebind(self) -> None:
        """Look up the compiled step for these buffers (also after a copy: qxs_env.envs.clone)."""
        self._vec_step = fast_entry(self.ruleset.vec_step, self._step_args(self._no_actions))

    def _step_args(self, acts: np.ndarray, reset: int = 0) -> tuple:
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
            self._final_won,
            self._final_deaths,
            self._final_seeds,
            reset,
            self._start_seeds,
        )

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Start a new game in every slot. ``seed``: an int in [0, 2**63) or a list of
        ``num_envs`` of them (module docstring); None draws a fresh base seed. ``options``: none
        are known (None or ``{}``)."""
        check_options(options, owner="BatchEnv")
        base = check_batch_seed(seed, self.num_envs)
        if base is None:
            base = int(np.random.SeedSequence().generate_state(1, dtype=np.uint32)[0])
        self._seed = base
        self._vec_step(*self._step_args(self._no_actions, reset=1))  # (vec_step resets all)
        self._started = True
        return self._out, {}

    def start_games(self, slots: np.ndarray | list[int], seeds: np.ndarray | list[int]) -> None:
        """Start a new game in each slot of ``slots`` from the seed at the same place in
        ``seeds`` (ints in [0, 2**63)); the other slots go on as they are. The new games'
        observations, masks and acting seats are written into the buffers :meth:`reset` and
        :meth:`step` return. For callers that number their games themselves (``qxs simulate``
        gives its k-th game a seed of its own, whatever slot plays it); one compiled call for
        all the slots. A slot's later automatic resets keep their ``episode_seed`` numbering."""
        if not self._started:
            raise RuntimeError("call reset() before start_games()")
        slot_arr = np.asarray(slots)
        seed_arr = np.asarray(seeds)
        if slot_arr.ndim != 1 or slot_arr.shape != seed_arr.shape:
            raise ValueError(
                f"slots and seeds must be two 1-d arrays of one length, got shapes "
                f"{slot_arr.shape} and {seed_arr.shape}"
            )
        kinds = (slot_arr.dtype.kind, seed_arr.dtype.kind)
        if slot_arr.size and not set(kinds) <= {"i", "u"}:
            raise ValueError(
                f"slots and seeds must be ints, got {slot_arr.dtype}, {seed_arr.dtype}"
            )
        chosen = np.full(self.num_envs, -1, dtype=np.int64)
        for slot, seed in zip(slot_arr.tolist(), seed_arr.tolist(), strict=True):
            slot = check_index("slot", slot, self.num_envs)
            if chosen[slot] >= 0:
                raise ValueError(f"slot {slot} is given twice")
            chosen[slot] = check_seed(seed, f"seed of slot {slot}")
        eng = self.engine
        if eng.broken.any():
            eng._refuse_broken()
        self._start_seeds[:] = chosen
        try:
            self._vec_step(*self._step_args(self._no_actions, reset=2))
        except Exception as exc:  # the game that raised is marked broken (state["broken"])
            raise eng._raised(exc) from exc
        finally:
            self._start_seeds[:] = -1

    def step(
        self, actions: np.ndarray, active: np.ndarray | None = None
    ) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Apply one action per slot; see the module docstring for what comes back.

        ``active`` (a bool array of ``num_envs``, default every slot): the slots to step. The
        others are parked: their actions are ignored, their games stay as they are, their
        observation, mask and seat keep the values they had, their rewards are 0 and their end
        flags False (``qxs simulate`` parks the slots whose next game would not be recorded).

        Raises ValueError (and applies nothing) when any action is illegal for its slot, and
        :class:`qxs_env.rulesets.qxs.api.EngineError` when the compiled rules raise in a game (that
        game is then marked broken and every later step refuses until ``reset``)."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        # the range is checked with the mask inside vec_step (the message says out of range)
        acts = check_actions(actions, (self.num_envs,), self.n_actions, check_range=False)
        if active is not None:
            acts = np.where(self._checked_active(active), acts, PARKED)
        elif acts.size and acts.min() < 0:  # (vec_step parks a slot whose action is PARKED)
            b = int(np.flatnonzero(acts < 0)[0])
            who = f"seat {int(self._seat[b])} in slot {b}"
            raise ValueError(illegal_action_message(self.engine, b, int(acts[b]), who))
        eng = self.engine
        if eng.broken.any():  # a step raised in the compiled rules earlier (Engine: broken)
            eng._refuse_broken()
        try:
            bad = self._vec_step(*self._step_args(acts))
        except Exception as exc:  # the game that raised is marked broken (state["broken"])
            raise eng._raised(exc) from exc
        if bad >= 0:
            b = int(bad)
            who = f"seat {int(self._seat[b])} in slot {b}"
            raise ValueError(illegal_action_message(self.engine, b, int(acts[b]), who))
        info: dict[str, Any] = {}
        ended = self._term | self._trunc
        if ended.any():
            info["final"] = {
                "ended": ended.copy(),
                "turns": np.where(ended, self._final_turns, 0),
                "won": (self._final_won[:, : self.config.players] != 0) & ended[:, None],
                "seed": np.where(ended, self._final_seeds, 0),
                "deaths": self._final_deaths[:, :, : self.config.players].copy(),
            }
        return self._out, self._rew, self._term, self._trunc, info

    def _checked_active(self, active: Any) -> np.ndarray:
        """``active`` as a bool array of ``num_envs`` (ValueError for anything else)."""
        arr = np.asarray(active)
        if arr.dtype != np.bool_ or arr.shape != (self.num_envs,):
            raise ValueError(
                f"active must be a bool array of shape ({self.num_envs},), got "
                f"{arr.dtype} of shape {arr.shape}"
            )
        return arr

    def action_masks(self) -> np.ndarray:
        """The current legal-action masks as bool (N, n_actions)."""
        return self._mask.astype(np.bool_)

    def close(self, **kwargs: Any) -> None:  # nothing to release
        """Nothing to release: the env holds only numpy buffers."""
        self.closed = True

    def __repr__(self) -> str:
        c = self.config
        return f"BatchEnv(num_envs={self.num_envs}, players={c.players}, mode={c.mode!r})"


def __getattr__(name: str) -> Any:
    # ``VectorEnv``: the old name of BatchEnv, kept as a deprecated alias.
    if name == "VectorEnv":
        warnings.warn(
            "qxs_env.envs.batch.VectorEnv is deprecated: it is now BatchEnv (the same class; it is "
            "not a gymnasium VectorEnv, rewards are per seat). Use qxs_env.BatchEnv, or "
            "qxs_env.train.env.SingleSeatVectorEnv for a gymnasium VectorEnv",
            DeprecationWarning,
            stacklevel=2,
        )
        return BatchEnv
    raise AttributeError(f"module 'qxs_env.envs.batch' has no attribute {name!r}")
