"""The learner's games of any registered game: the game's compiled loop, or
``GenericLearnerGames``, the same contract in Python.

:func:`learner_games` is how training (the single-seat envs, the SB3 ``VecEnv``, evaluation,
warm start, input sampling) gets the learner's games of a configuration, through the ruleset
registry alone: the class the descriptor names (``Ruleset.learner_games``, 群侠杀's
:class:`agents.learner_games.LearnerGames`, which plays its heuristic inside numba), else
:class:`GenericLearnerGames`. :func:`heuristic_for` is the game's ``heuristic`` policy
(``Ruleset.policies``), which the hint, the warm start and the input sampling ask.

:class:`GenericLearnerGames`, for a game that has no compiled learner loop of its own: N
game slots, every seat of the learner identity left to the caller, every other seat played by
an opponent policy (a :class:`agents.base.BatchPolicy`: ``random``, one of the game's named
policies, or an object), each slot run until its learner decides again; a game that ends is
dealt again at once (slot ``b``'s ``k``-th game from ``episode_seed(seed, b, k)``), and the
learner's reward is its side's result (the engine's ``returns``: the game's per-seat ``won``) on
the step whose action was its last one in that game. A game in which the learner was never
asked anything gives no transition. Each slot is an engine of batch 1 (slots advance
independently); opponents are asked one decision at a time, so this is for correctness and for
games without a compiled loop, not for speed.

Opponents: ``"random"`` (default), a policy name of the game (``Ruleset.policies``), or
``"identity=name,*=name"`` / a dict ``{identity: name or policy}``.
"""

from __future__ import annotations

import importlib
from typing import Any

import numpy as np

from agents.base import RandomPolicy
from qxs_env.engine.random_streams import episode_seed
from qxs_env.envs.validation import check_identity
from qxs_env.rulesets import registry


def default_learner(ruleset: registry.Ruleset) -> str:
    """The identity a single-seat env of ``ruleset`` trains when none is given (the
    descriptor's ``default_learner``, else its first identity that is not the leader's)."""
    if ruleset.default_learner is not None:
        return ruleset.default_learner
    leader = ruleset.leader_identity  # an identity index (None: no leader)
    return next(n for k, n in enumerate(ruleset.identity_names) if k != leader)


def learner_games(
    num_envs: int,
    identity: str | int | None,
    opponents: str | dict[str, Any] | None,
    config: Any,
    given: dict[str, Any],
    game: str | None = None,
) -> Any:
    """The learner's games of the checked arguments (identity and config checked first): the
    game's compiled learner loop (``Ruleset.learner_games``, e.g. 群侠杀's
    :class:`agents.learner_games.LearnerGames`), else :class:`GenericLearnerGames`. ``config``
    and ``given`` (config fields, None for not given) as ``registry.resolve`` takes them.
    ``None`` for ``identity`` or ``opponents``: the game's default learner, and ``heuristic``
    where the game has that policy (else ``random``)."""
    ruleset, config = registry.resolve(game, config, given)
    if identity is None:
        identity = default_learner(ruleset)
    k = check_identity(identity, ruleset.name)
    if opponents is None:
        opponents = "heuristic" if "heuristic" in ruleset.policies else "random"
    if ruleset.learner_games is None:
        return GenericLearnerGames(num_envs, config, k, opponents, ruleset.name)
    module, _, attr = ruleset.learner_games.partition(":")
    cls = getattr(importlib.import_module(module), attr)
    return cls(num_envs, config, identity, opponents)


def heuristic_for(config: Any) -> Any:
    """A new ``heuristic`` policy (``Ruleset.policies``) of the game of ``config``, for it: the
    policy whose choice the hint appends and that the warm start and the input sampling play
    (群侠杀's: ``agents.heuristic.HeuristicPolicy`` for the config's deck). ValueError when
    the game has no policy of that name."""
    ruleset = registry.ruleset_of(config)
    if "heuristic" not in ruleset.policies:
        raise ValueError(f"{ruleset.title} has no heuristic policy (Ruleset.policies)")
    return ruleset.policies["heuristic"](config)


def parse_generic_opponents(
    spec: str | dict[str, Any], ruleset: registry.Ruleset, config: Any
) -> dict[int, Any]:
    """The opponent policy object of every identity index of ``ruleset`` (module docstring);
    ValueError naming the unknown identity or policy."""
    names = ruleset.identity_names
    if isinstance(spec, str):
        parts = [p.strip() for p in spec.split(",") if p.strip()]
        spec = dict(p.split("=", 1) if "=" in p else ("*", p) for p in parts)
    default = spec.get("*", "random")
    unknown = set(spec) - {"*", *names}
    if unknown:
        raise ValueError(f"unknown identities {sorted(unknown)}; the game's: {', '.join(names)}")
    made: dict[str, Any] = {}

    def make(choice: Any) -> Any:
        if not isinstance(choice, str):
            return choice
        if choice not in made:
            if choice == "random":
                made[choice] = RandomPolicy()
            elif choice in ruleset.policies:
                made[choice] = ruleset.policies[choice](config)
            else:
                known = ", ".join(["random", *ruleset.policies])
                raise ValueError(f"unknown opponent {choice!r} for {ruleset.name}: {known}")
        return made[choice]

    return {k: make(spec.get(name, default)) for k, name in enumerate(names)}


class GenericLearnerGames:
    """``num_envs`` games of ``config`` with ``identity``'s seats left to the caller (module
    docstring). Attributes read by the single-seat envs: ``config``, ``engine`` (slot 0's),
    ``identity`` (its index), ``obs_size``, ``n_actions``, ``obs`` (N, obs_size), ``mask``
    (N, n_actions, int8), ``seat`` (N,)."""

    def __init__(
        self,
        num_envs: int,
        config: Any,
        identity: int,
        opponents: str | dict[str, Any] = "random",
        game: str | None = None,
    ) -> None:
        self.ruleset, self.config = registry.resolve(game, config, {})
        self.num_envs = int(num_envs)
        self.identity = int(identity)
        self.engines = [self.ruleset.engine_class(self.config, batch=1) for _ in range(num_envs)]
        self.engine = self.engines[0]
        self.obs_size = int(self.engine.obs_size)
        self.n_actions = int(self.engine.n_actions)
        self.opponents = parse_generic_opponents(opponents, self.ruleset, self.config)
        self.obs = np.zeros((num_envs, self.obs_size), np.float32)
        self.mask = np.zeros((num_envs, self.n_actions), np.int8)
        self.seat = np.full(num_envs, -1, np.int64)
        self.seed = 0
        self._episode = np.zeros(num_envs, np.int64)
        self._acted = np.zeros(num_envs, np.bool_)
        self._row = np.zeros(1, np.int64)
        self._out = np.zeros(1, np.int64)

    def _opponent_action(self, eng: Any, actor: int) -> int:
        pol = self.opponents[int(eng.state["ident"][0, actor])]
        obs = eng.observe(actor, 0)[None, :]
        pol.act(obs, eng.mask[:1].astype(np.int8), self._row, self._out)
        return int(self._out[0])

    def _deal(self, b: int) -> None:
        eng = self.engines[b]
        eng.reset_one(0, int(episode_seed(self.seed, b, int(self._episode[b]))))
        self._episode[b] += 1
        self._acted[b] = False

    def _run(self, b: int) -> tuple[bool, bool, float]:
        """Play slot b's opponents until its learner decides or its game ends. Returns (ended,
        truncated, learner's reward) for a game that ended after the learner acted in it;
        re-deals games that end before it (those give no transition)."""
        eng = self.engines[b]
        while True:
            if eng.done[0]:
                truncated = bool(eng.state["truncated"][0])
                seats = np.flatnonzero(eng.state["ident"][0, : eng.players] == self.identity)
                reward = float(eng.returns(0)[seats[0]]) if seats.size else 0.0
                if self._acted[b]:
                    return True, truncated, reward
                self._deal(b)
                continue
            actor = int(eng.actor[0])
            if int(eng.state["ident"][0, actor]) == self.identity:
                self.seat[b] = actor
                self.obs[b] = eng.observe(actor, 0)
                self.mask[b] = eng.mask[0]
                return False, False, 0.0
            eng.step([self._opponent_action(eng, actor)])

    def reset(self, seed: int = 0) -> dict[str, Any]:
        """Deal every slot's first game and run it to the learner's first decision."""
        self.seed = int(seed)
        self._episode[:] = 0
        for k, pol in enumerate(dict.fromkeys(self.opponents.values())):
            pol.reset(int(episode_seed(self.seed, 1 << 30, k)))
        for b in range(self.num_envs):
            self._deal(b)
            self._run(b)
        return {}

    def step(
        self, actions: np.ndarray, rows: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, dict]:
        """One learner action per slot in ``rows`` (default all; ValueError, nothing applied,
        for an illegal one), then each runs to its learner's next decision. Returns (reward,
        terminated, truncated, info) as ``LearnerGames.step``."""
        acts = np.asarray(actions, np.int64).reshape(self.num_envs)
        rows = np.arange(self.num_envs) if rows is None else np.asarray(rows, np.int64)
        for b in rows:
            if not (0 <= acts[b] < self.n_actions and self.mask[b, acts[b]]):
                raise ValueError(f"illegal learner action {int(acts[b])} in slot {int(b)}")
        reward = np.zeros(self.num_envs, np.float32)
        term = np.zeros(self.num_envs, np.bool_)
        trunc = np.zeros(self.num_envs, np.bool_)
        for b in rows:
            self.engines[b].step([int(acts[b])])
            self._acted[b] = True
            ended, truncated, r = self._run(int(b))
            if ended:
                reward[b], term[b], trunc[b] = r, not truncated, truncated
                self._deal(int(b))
                self._run(int(b))
        return reward, term, trunc, {}

    def action_masks(self) -> np.ndarray:
        """The learner's legal-action masks as bool (N, n_actions)."""
        return self.mask.astype(np.bool_)
