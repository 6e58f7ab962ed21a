"""``QxsVecEnv``: a stable-baselines3 ``VecEnv`` over batches of a game's compiled learner loop.

The learner's games are the game's compiled loop, found through the ruleset registry
(``Ruleset.learner_games``; 群侠杀's :class:`agents.learner_games.LearnerGames`, the default
game's): all games run in this process, one compiled call per step advances every slot
(opponents included) to its learner's next decision, so ``MaskablePPO`` trains without
subprocesses. A game without a compiled loop is refused (its generic loop,
:class:`qxs_env.train.generic.GenericLearnerGames`, serves the single-seat envs). Slots may be
split over several configurations (e.g. 8-player standard and melee): each group is one batch of
learner games and the VecEnv concatenates them (the observation size and action space are the
same for every player count).

MaskablePPO looks masks up with ``env_method("action_masks")`` (one bool row per slot) and
``has_attr("action_masks")``; both work, as do ``get_attr`` / ``set_attr`` on this object's
attributes. Observations are fresh copies each step (SB3 keeps them). ``info`` of a slot whose
game ended holds ``terminal_observation`` (the learner's last view of that game),
``TimeLimit.truncated`` and ``episode`` (``r``, ``l``: learner decisions, ``t``), which SB3's
logger reads for ``ep_rew_mean``. ``env_seconds`` accumulates the wall time spent inside the
env's methods (for the share of training time spent in the environment).

Optional input columns (``inputs``, an index array into the *full* input: the observation,
followed by the hint's one-hot when ``hint`` is on): observations then hold only those columns,
in that order (``input_size = len(inputs)``). Training selects the columns that were ever
nonzero in a sample of play (:func:`qxs_env.train.trainer.active_inputs`): most of the
observation is always zero in the games trained on (the hero and draft blocks with heroes off,
card types not in the deck), and a zero input column gets no gradient, so leaving it out
changes nothing in what is learned but makes the first layer several times cheaper. The
hint's heuristic is the game's ``heuristic`` policy (``Ruleset.policies``); one compiled pass
per group writes the inputs (``LearnerGames.input_args``).
``dropped_rows`` counts the learner decisions in which a left-out column was nonzero (it
should stay near 0; such a value is not seen by the network).

Optional reward shaping (``shaping=c``, off by default: ``c = 0`` leaves every reward exactly the
game's result): potential-based, each learner transition from ``s`` to ``s'`` gets
``c * (gamma * Phi(s') - Phi(s))`` added, with ``Phi`` from
``LearnerGames.potential`` (群侠杀's: the learner side's HP share minus everyone else's, from
the true state) and ``Phi = 0`` after the game's last learner decision. The
discounted sum of the shaping terms over a game is ``-c * Phi(s_0)`` (it telescopes), so the
shaping does not change which policy is optimal (Ng, Harada & Russell 1999); it only gives
earlier feedback on fights won or lost. ``gamma`` must be the learner's discount. The policy
still sees only its observation; ``results`` and ``info["episode"]`` keep the unshaped result.

Checks (``qxs_env.envs.validation``, shared with the other adapters): ``step_async`` takes exactly
one integer action per slot (an integer array or a list of ``num_envs`` ints: a scalar or a
length-1 array is not broadcast, floats are not truncated, bools and strings are refused);
``step_wait`` refuses an action masked out in its slot with a ``ValueError`` naming the slot,
the action and the legal actions in words, before any slot moves. Stepping before ``reset()``
raises ``RuntimeError``. Seeds (the constructor's, ``seed()``'s) are ints in ``[0, 2**63)``.

Results: ``results`` holds the learner rewards of the last :data:`RESULTS_MAXLEN` finished
episodes (a ``deque``, so a long run does not grow without bound); ``episodes_done`` counts all
of them; :meth:`QxsVecEnv.recent_results` gives the last ``n`` as a list.

``copy.deepcopy`` and ``pickle`` give an env that continues exactly like the original
(``qxs_env.envs.clone``; a Python opponent policy must itself be copyable / picklable).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from stable_baselines3.common.vec_env.base_vec_env import VecEnv

from qxs_env.envs.clone import Clonable
from qxs_env.envs.validation import check_actions, check_seed, illegal_action_message
from qxs_env.rulesets import registry
from qxs_env.train.generic import GenericLearnerGames, heuristic_for, learner_games

RESULTS_MAXLEN = 10_000  # finished episodes kept in QxsVecEnv.results


def _checked_configs(configs: Any, ruleset: registry.Ruleset) -> list[Any]:
    """``configs`` as a non-empty list of ``ruleset``'s configs (one config alone is a list of
    one); TypeError otherwise."""
    cls = ruleset.config_class
    if isinstance(configs, cls):
        configs = [configs]
    configs = list(configs)
    if not configs or not all(isinstance(c, cls) for c in configs):
        raise TypeError(f"configs must be a {cls.__name__} or a non-empty list of them")
    return configs


class QxsVecEnv(Clonable, VecEnv):
    """Learner slots of one identity over one or more configurations (module docstring).

    Args:
        identity: the learner's identity name.
        configs: one config or several (of the game's config class); ``num_envs`` slots are
            split evenly over them.
        num_envs: total slots.
        opponents: the game's opponents spec (群侠杀: :func:`agents.learner_games.parse_opponents`).
        seed: base seed of the first :meth:`reset` (SB3's ``seed()`` overrides it).
        hint: append the one-hot of the heuristic's choice to every observation
            (:func:`qxs_env.train.inputs.add_hint`; size ``obs_size + n_actions``).
        shaping: coefficient ``c`` of the potential-based shaping (module docstring); 0 = off.
        gamma: discount used by the shaping (the learner's ``gamma``).
        inputs: the columns of the full input to keep (module docstring); None = all.
        game: the registered game (default 群侠杀); it must have a compiled learner loop.
    """

    render_mode = None  # nothing to render (SB3 asks)
    _DERIVED = ("_gather_rows",)  # the compiled entry point, looked up again after a copy

    def __init__(
        self,
        identity: str,
        configs: Any,
        num_envs: int = 64,
        opponents: str | dict[str, Any] = "heuristic",
        seed: int = 0,
        hint: bool = False,
        shaping: float = 0.0,
        gamma: float = 0.995,
        inputs: np.ndarray | None = None,
        game: str | None = None,
    ) -> None:
        ruleset = registry.get(game)
        configs = _checked_configs(configs, ruleset)
        if num_envs < len(configs):
            raise ValueError(f"num_envs ({num_envs}) must be at least the number of configs")
        sizes = [num_envs // len(configs)] * len(configs)
        for i in range(num_envs - sum(sizes)):
            sizes[i] += 1
        self.identity = identity
        self.configs = configs
        self.game = ruleset.name
        self.groups = [
            learner_games(n, identity, opponents, c, {}, ruleset.name)
            for n, c in zip(sizes, configs, strict=True)
        ]
        if isinstance(self.groups[0], GenericLearnerGames):
            raise ValueError(
                f"QxsVecEnv needs a compiled learner loop (Ruleset.learner_games), which "
                f"{ruleset.title} has not: use qxs_env.train.env.SingleSeatVectorEnv"
            )
        self.bounds = np.cumsum([0] + sizes)
        g0 = self.groups[0]
        self.hint = bool(hint)
        self.full_size = g0.obs_size + (g0.n_actions if hint else 0)
        self.inputs = None if inputs is None else np.asarray(inputs, dtype=np.int64)
        if self.inputs is not None and (
            self.inputs.ndim != 1
            or self.inputs.size == 0
            or self.inputs.min() < 0
            or self.inputs.max() >= self.full_size
        ):
            raise ValueError(f"inputs must be column indices below {self.full_size}")
        self.input_size = self.full_size if self.inputs is None else int(self.inputs.size)
        # the hint's heuristic: one for every group (its generator runs on over them in turn)
        self._hint_policy = heuristic_for(configs[0]) if hint else None
        obs_space = gymnasium.spaces.Box(-np.inf, np.inf, (self.input_size,), np.float32)
        act_space = gymnasium.spaces.Discrete(g0.n_actions)
        super().__init__(num_envs, obs_space, act_space)
        self.obs_size = g0.obs_size
        self.n_actions = g0.n_actions
        self.base_seed = check_seed(seed)
        self.env_seconds = 0.0
        self.steps = 0
        self._actions = np.zeros(num_envs, np.int64)
        self._ep_len = np.zeros(num_envs, np.int64)
        self._ep_start = np.zeros(num_envs, np.float64)
        self._last_obs = np.zeros((num_envs, self.input_size), np.float32)
        # one compiled call per group writes its rows of _last_obs (the hint, the kept columns
        # and the dropped-row count: LearnerGames.input_args)
        self._gather_args = [
            g.input_args(self._hint_policy, self.inputs, self._last_obs, int(lo))
            for g, lo in zip(self.groups, self.bounds[:-1], strict=True)
        ]
        self._rebind()
        self.dropped_rows = 0  # learner decisions with a nonzero left-out column
        # learner rewards of the last RESULTS_MAXLEN finished episodes (for logs)
        self.results: deque[float] = deque(maxlen=RESULTS_MAXLEN)
        self.episodes_done = 0  # finished episodes in all
        self._started = False
        self.shaping = float(shaping)
        self.gamma = float(gamma)
        self._phi = np.zeros(num_envs, np.float32)  # potential at each slot's pending decision

    def _rebind(self) -> None:
        """Look up the compiled input builder (also after a copy: qxs_env.envs.clone)."""
        self._gather_rows = self.groups[0].input_entry(self._gather_args[0])

    def recent_results(self, n: int) -> list[float]:
        """The learner rewards of the last ``n`` finished episodes (at most RESULTS_MAXLEN)."""
        k = len(self.results)
        return [self.results[i] for i in range(max(0, k - n), k)]

    def seed(self, seed: int | None = None) -> Sequence[int | None]:
        """SB3's seeding: the next :meth:`reset` deals from ``seed`` (an int in [0, 2**63);
        None draws one)."""
        if seed is not None:
            seed = check_seed(seed)
        return super().seed(seed)

    # -- the batch --------------------------------------------------------------------------
    def _gather(self) -> np.ndarray:
        """The learners' inputs into ``_last_obs`` (a copy is returned): per group one compiled
        call (``LearnerGames.input_entry``) that equals ``add_hint`` into the full
        input, ``np.take`` of ``inputs`` and the ``dropped_rows`` count of rows whose full and
        kept nonzero counts differ (tests/test_train_speed_paths.py checks the equality)."""
        for args in self._gather_args:
            self.dropped_rows += int(self._gather_rows(*args))
        return self._last_obs.copy()

    def reset(self) -> np.ndarray:
        """Deal every slot (seed: SB3's ``seed()`` if called, else the constructor's, then a
        fresh one per later reset) and return the learners' first observations."""
        t0 = time.perf_counter()
        seed = self._seeds[0] if self._seeds and self._seeds[0] is not None else self.base_seed
        seed = check_seed(seed)
        self._reset_seeds()
        for j, g in enumerate(self.groups):
            g.reset(int(seed) * 16 + j)
        self.base_seed = int(seed) + 1
        self._ep_len[:] = 0
        self._ep_start[:] = time.perf_counter()
        if self.shaping:
            self._phi = self.potential()
        obs = self._gather()
        self._started = True
        self.env_seconds += time.perf_counter() - t0
        return obs

    def step_async(self, actions: np.ndarray) -> None:
        """Store the learners' actions for :meth:`step_wait`: exactly one int per slot
        (``qxs_env.envs.validation.check_actions``; nothing broadcast or cast)."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        # the range is checked with the masks in step_wait (_check_actions)
        self._actions[:] = check_actions(
            actions, (self.num_envs,), self.n_actions, check_range=False
        )

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        """Apply the stored actions; returns ``(obs, rewards, dones, infos)``."""
        t0 = time.perf_counter()
        if not self._started:
            raise RuntimeError("call reset() before step()")
        self._check_actions()
        rew = np.zeros(self.num_envs, np.float32)
        term = np.zeros(self.num_envs, np.bool_)
        trunc = np.zeros(self.num_envs, np.bool_)
        for g, lo in zip(self.groups, self.bounds[:-1], strict=True):
            hi = lo + g.num_envs
            r, te, tr, _ = g.step(self._actions[lo:hi])
            rew[lo:hi], term[lo:hi], trunc[lo:hi] = r, te, tr
        self._ep_len += 1
        dones = term | trunc
        prev = self._last_obs.copy() if dones.any() else None
        obs = self._gather()
        infos: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        if prev is not None:
            now = time.perf_counter()
            for b in np.flatnonzero(dones):
                infos[b] = {
                    "terminal_observation": prev[b],
                    "TimeLimit.truncated": bool(trunc[b]),
                    "episode": {
                        "r": float(rew[b]),
                        "l": int(self._ep_len[b]),
                        "t": round(now - self._ep_start[b], 6),
                    },
                }
                self.results.append(float(rew[b]))
                self.episodes_done += 1
                self._ep_len[b] = 0
                self._ep_start[b] = now
        if self.shaping:
            phi = self.potential()
            rew = rew + self.shaping * (self.gamma * phi * ~dones - self._phi)
            self._phi = phi
        self.steps += 1
        self.env_seconds += time.perf_counter() - t0
        return obs, rew, dones, infos

    def _check_actions(self) -> None:
        """Raise ValueError if a stored action is illegal, before any group moves (each group
        checks its own actions too, but with several configs an earlier group would already
        have stepped when a later one refuses)."""
        a = self._actions
        for g, lo in zip(self.groups, self.bounds[:-1], strict=True):
            mine = a[lo : lo + g.num_envs]
            ok = (mine >= 0) & (mine < self.n_actions)
            ok[ok] = g.mask[np.flatnonzero(ok), mine[ok]] != 0
            if not ok.all():
                b = int(np.flatnonzero(~ok)[0])
                who = f"seat {int(g.seat[b])} in slot {lo + b}"
                raise ValueError(illegal_action_message(g.engine, b, int(mine[b]), who))

    def potential(self) -> np.ndarray:
        """The shaping potential of every slot's pending decision, float32 (num_envs,)."""
        return np.concatenate([g.potential() for g in self.groups]).astype(np.float32)

    def action_masks(self) -> np.ndarray:
        """Legal-action masks of every slot, bool ``(num_envs, n_actions)``."""
        return np.concatenate([g.mask for g in self.groups]).astype(np.bool_)

    # -- SB3 plumbing -----------------------------------------------------------------------
    def close(self) -> None:
        """Nothing to release (numpy buffers only)."""

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        """``getattr(self, attr_name)`` once per selected slot (all slots share this object)."""
        value = getattr(self, attr_name)
        return [value for _ in self._get_indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        """Set an attribute of this object (shared by every slot)."""
        setattr(self, attr_name, value)

    def env_method(
        self, method_name: str, *method_args: Any, indices: Any = None, **method_kwargs: Any
    ) -> list[Any]:
        """Call a method per slot. ``action_masks`` returns one mask row per selected slot
        (computed once); other methods are called once and the result repeated."""
        t0 = time.perf_counter()
        idx = list(self._get_indices(indices))
        if method_name == "action_masks":
            masks = self.action_masks()
            out = [masks[i] for i in idx]
        else:
            value = getattr(self, method_name)(*method_args, **method_kwargs)
            out = [value for _ in idx]
        self.env_seconds += time.perf_counter() - t0
        return out

    def env_is_wrapped(self, wrapper_class: type, indices: Any = None) -> list[bool]:
        """No slot is wrapped by a gymnasium wrapper."""
        return [False for _ in self._get_indices(indices)]

    # -- self-play --------------------------------------------------------------------------
    def set_pool(self, policies: list[Any], prob: float) -> None:
        """Self-play: from the next deals on, with probability ``prob`` per game the learner
        keeps one seat of its identity and a policy of ``policies`` plays the others (see
        :meth:`LearnerGames.self_play`)."""
        for g in self.groups:
            first = getattr(g, "pool_first", len(g.externals))
            g.pool_first = first
            del g.externals[first:]  # the pool is always the tail of the externals
            for p in policies:
                g.add_external(p)
            g.self_play(prob, first, len(policies))
