"""PettingZoo AEC environment of 群侠杀 (Qunxiasha): one game, one seat acting at a time.

::

    import qxs_env
    env = qxs_env.env(players=8)          # no PettingZoo wrappers: checks are done natively
    env.reset(seed=42)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        else:
            action = int(np.flatnonzero(obs["action_mask"])[0])
        env.step(action)

Agents
    ``seat_0 … seat_{n-1}``: absolute seats (seat 0 is not necessarily the leader; the identities
    are dealt at random). ``agent_selection`` is always the seat whose decision the engine waits
    for: a response, a rescue, a target choice... may belong to a seat whose turn it is not.
    Players who die stay in ``agents`` and are simply never selected while the game runs.

Spaces (one cached object per agent)
    ``observation_space(agent)``: ``Dict({"observation": Box(-inf, inf, (obs_size,), float32),
    "action_mask": Box(0, 1, (n_actions,), int8)})``. ``observation`` is the seat's private
    view, encoded relative to that seat; the slices are documented in
    ``qxs_env/rulesets/qxs/obs.py`` (``engine.layout.slices``). ``action_mask`` is the
    legal-action mask when the agent is the acting one, and all zeros otherwise (and after the
    end of the game).
    ``action_space(agent)``: ``Discrete(n_actions)``; the id ranges (card types, seats relative
    to the actor, picks, judgement-area cards, colours, skills, pass, yes) are in
    ``qxs_env/engine/layout.py`` (``action_offsets``; ``engine.offsets`` for this env), and
    ``env.engine.action_to_string(a)`` gives any id in words. ``docs/observation_and_actions.md``
    explains both layouts in prose.

    The observation arrays are buffers owned by the env, one pair per agent, rewritten the next
    time that agent is observed after the game has moved: copy them if you keep them.

Reward
    0 during the game. When it ends, every agent receives its side's result once, in
    ``rewards`` and ``_cumulative_rewards`` (so ``last()`` shows it): ``config.reward_win``
    (+1) for the seats that won (the record's per-seat ``won``; in 群侠杀 a side wins together),
    ``config.reward_loss`` (-1) for the others (dead or alive). A game won ends with
    ``terminations`` True for everybody; a game cut at the turn limit (``max_turns``, or
    ``max_decisions``) ends with ``truncations`` True and ``config.reward_truncated`` (0) for
    everybody. ``infos[agent]`` then holds ``"winners"``
    (winning identity names, empty when truncated) and ``"identity"`` (the seat's identity).

End protocol
    After the end every agent is still in ``agents``; they are selected one after the other in
    seat order and must be stepped with ``None``, each step removing the selected agent, until
    ``agents`` is empty (PettingZoo's usual protocol for finished agents). Stepping again then, or
    before ``reset()``, raises ``RuntimeError``.

Illegal actions (``illegal_action=``)
    ``"raise"`` (default): an action that is not legal for the acting agent (masked out, out of
    range, not an integer, or ``None`` while the game runs) raises ``ValueError`` naming the
    action, the decision and the legal actions in words; nothing changes, so the same agent may
    step again. ``"penalty"``: the game ends at once instead; the offender receives
    ``illegal_reward`` (-1), everybody else 0; every agent is terminated and
    ``infos[agent]["illegal_action"]`` holds the same explanation as the error would; then the
    usual end protocol follows. Misuse of the protocol itself (stepping before ``reset``, after
    every agent has left, or a non-``None`` action for a finished agent) always raises.

Engine errors
    An exception raised inside the compiled rules (an engine bug) comes out of ``step`` as
    :class:`qxs_env.rulesets.qxs.api.EngineError`, naming the game and how to reproduce it; the game
    is marked broken and every later ``step`` raises the same error until ``reset()``.

Render
    ``render_mode="ansi"``: ``render()`` returns the table (every seat, identities shown: it is a
    debugging view, ``qxs_env.rulesets.qxs.text.render_table`` with no viewer) followed by the
    events of the
    last step in words. ``"human"``: prints the same, also after every ``reset`` and ``step``.

Seeding
    ``reset(seed=s)`` (an int in ``[0, 2**63)``, numpy integers too; bools, floats and strings
    are refused: ``qxs_env.envs.validation.check_seed``) starts the game with engine seed ``s``
    exactly (so
    ``Engine.replay(env.config, s, actions)`` rebuilds it) and seeds a stream from which later
    ``reset()`` calls without a seed draw their game seeds (reproducible sequences of games);
    with no seed ever given the stream is seeded from the OS. ``env.game_seed`` is the seed of
    the current game.

Speed
    Everything is preallocated: the dicts are updated in place, only the end of a game touches
    them, and the compiled engine is called through the entry points of its compiled overloads
    (a numba dispatcher spends ~9 µs per call typing the record-array state). Random play runs
    at >100,000 steps/s on one core (``last()`` + a choice from the mask + ``step``).

Copying and pickling
    ``copy.deepcopy(env)`` and a ``pickle`` round trip give an independent env that continues
    exactly like the original (same observations, masks, rewards, infos, errors), at any point:
    before ``reset``, mid-game, during the end protocol (``qxs_env.envs.clone``: the compiled entry
    points and the views of the state are rebuilt, the engine state bytes copied).

Checks
    Actions and seeds are checked by ``qxs_env.envs.validation``, as in every adapter (BatchEnv, the
    single-seat envs, QxsVecEnv), with the same messages; the check runs only when the fast
    path's one-line test (an int, in range, legal) fails.

The env works on one ``Engine`` (``env.engine``, batch 1). If you replace or rewrite its state
(``env.engine.load_bytes(...)``, in-place edits), call :meth:`QxsAECEnv.sync`; a replaced state
array is also noticed on the next ``step``/``observe``.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from qxs_env.envs.clone import Clonable
from qxs_env.envs.validation import (
    as_int,
    check_seed,
    illegal_action_message,
)
from qxs_env.rulesets import registry
from qxs_env.rulesets.registry import Ruleset

__all__ = ["QxsAECEnv", "env", "raw_env"]

AGENT_PREFIX = "seat_"
ILLEGAL_MODES = ("raise", "penalty")
_as_int = as_int  # the shared check (qxs_env.envs.validation), under its old name


class QxsAECEnv(Clonable, AECEnv[str, dict[str, np.ndarray], int]):
    """One game of 群侠杀 as a PettingZoo ``AECEnv`` (see the module docstring).

    Args:
        players: 4-10 (default 8). mode: ``"standard"`` or ``"melee"`` (8 players only).
        deck, heroes: as the game's config class (群侠杀's :class:`GameConfig`; default: the
            standard deck with the 40 base heroes,
            the rulebook's complete game; ``deck="starter", heroes="off"`` for the small one).
        render_mode: None, ``"ansi"`` or ``"human"``.
        illegal_action: ``"raise"`` or ``"penalty"``; illegal_reward: the offender's reward
            under ``"penalty"``.
        config: a complete :class:`GameConfig`; ``config_kwargs`` are applied to it with
            ``config.replace``. players/mode/deck/heroes, if given too, must agree with it.
        game: the game's name in the ruleset registry (:mod:`qxs_env.rulesets.registry`;
            default 群侠杀, ``"qunxiasha"``); with ``config``, it must be that game's config.
        **config_kwargs: other :class:`GameConfig` fields (``max_turns``, ``reward_win``, ...).
    """

    metadata = {"name": "qxs_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    # rebuilt by _rebind after copy.deepcopy / pickle (qxs_env.envs.clone)
    _DERIVED = (
        "_state", "_actor_arr", "_mask_row", "_mask_src", "_one_game", "_encode",
        "_args", "_maps", "_obs_rows", "_mask_rows",
    )  # fmt: skip
    _ENGINES = ("engine",)

    @property
    def ruleset(self) -> Ruleset:
        """The game's descriptor in the registry (:mod:`qxs_env.rulesets.registry`)."""
        return registry.get(self.game)

    def __init__(
        self,
        players: int | None = None,
        mode: str | None = None,
        deck: str | None = None,
        heroes: str | None = None,
        render_mode: str | None = None,
        illegal_action: str = "raise",
        illegal_reward: float = -1.0,
        config: Any = None,
        game: str | None = None,
        **config_kwargs: Any,
    ) -> None:
        super().__init__()
        given = {"players": players, "mode": mode, "deck": deck, "heroes": heroes}
        ruleset, config = registry.resolve(game, config, given, **config_kwargs)
        self.game = ruleset.name
        self.metadata = {**type(self).metadata, "name": ruleset.env_id}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be None or one of {self.metadata['render_modes']}, "
                f"got {render_mode!r}"
            )
        if illegal_action not in ILLEGAL_MODES:
            raise ValueError(
                f"illegal_action must be one of {ILLEGAL_MODES}, got {illegal_action!r}"
            )
        self.config = config
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.engine = ruleset.engine_class(config, batch=1)
        eng = self.engine
        self.n_actions: int = eng.n_actions
        self.obs_size: int = eng.obs_size
        n = config.players
        self.possible_agents: list[str] = [f"{AGENT_PREFIX}{i}" for i in range(n)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces = {
            a: gymnasium.spaces.Dict(
                {
                    "observation": gymnasium.spaces.Box(
                        -np.inf, np.inf, (self.obs_size,), np.float32
                    ),
                    "action_mask": gymnasium.spaces.Box(0, 1, (self.n_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {
            a: gymnasium.spaces.Discrete(self.n_actions) for a in self.possible_agents
        }
        # per-agent observation buffers, and the version of the game each one was encoded at
        self._obs = np.zeros((n, self.obs_size), dtype=np.float32)
        self._masks = np.zeros((n, self.n_actions), dtype=np.int8)
        self._obs_rows = list(self._obs)
        self._mask_rows = list(self._masks)
        self._mask_set = [False] * n
        self._obs_ver = [-1] * n
        self._version = 0
        # game bookkeeping
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection: str | None = None
        self.game_seed: int | None = None
        self._seed_stream: random.Random | None = None
        self._has_reset = False
        self._running = False  # the game waits for agent_selection's decision
        self._illegal_msg: str | None = None
        self._human = render_mode == "human"
        self._bind()

    # ------------------------------------------------------------------ engine binding
    def _rebind(self) -> None:
        """After a copy or unpickling (qxs_env.envs.clone): the row views and the entry points."""
        self._obs_rows = list(self._obs)
        self._mask_rows = list(self._masks)
        self._bind()

    def _bind(self) -> None:
        """Cache views of the engine state and the compiled entry points for it."""
        eng = self.engine
        st = eng.state
        if st.shape != (1,):
            raise ValueError(f"the env needs a one-game engine state, got shape {st.shape}")
        self._state = st
        self._actor_arr = st["actor"]
        self._mask_row = st["mask"][0]
        self._mask_src = self._mask_row[: self.n_actions]
        self._one_game = self.ruleset.one_game_entry(eng)
        self._encode = self.ruleset.encode_one_entry(eng, self._obs_rows[0])
        self._args = (st, eng.tba, eng.cfg)
        self._maps = eng.layout.maps

    def sync(self) -> None:
        """Take the engine's current state as the game in progress.

        Call this after replacing or editing ``env.engine``'s state behind the env's back (for
        example ``env.engine.load_bytes(saved)``): the env starts a fresh episode bookkeeping
        (all agents present, rewards 0) from that state, as ``reset`` would without dealing.
        """
        self._bind()
        self._start_episode()

    def _start_episode(self) -> None:
        """(Re)build the per-episode dicts from the engine state and select the acting agent."""
        agents = self.possible_agents.copy()
        self.agents = agents
        self.rewards = dict.fromkeys(agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(agents, 0.0)
        self.terminations = dict.fromkeys(agents, False)
        self.truncations = dict.fromkeys(agents, False)
        self.infos = {a: {} for a in agents}
        self.game_seed = int(self._state["seed"][0])
        self._illegal_msg = None
        self._has_reset = True
        self._version += 1
        actor = self._actor_arr.item(0)
        if actor >= 0:
            self._running = True
            self.agent_selection = self.possible_agents[actor]
        else:
            self._finish()

    # ------------------------------------------------------------------ AEC API
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game. ``seed``: the engine's game seed (an int in [0, 2**63), checked by
        ``qxs_env.envs.validation.check_seed``); None draws one from the seed stream (see the module
        docstring). ``options`` is ignored (PettingZoo's ``api_test`` passes arbitrary ones)."""
        if seed is not None:
            s = check_seed(seed)
            self._seed_stream = random.Random(s)
        else:
            if self._seed_stream is None:
                self._seed_stream = random.Random()
            s = self._seed_stream.getrandbits(63)
        if self.engine.state is not self._state:
            self._bind()
        st, tba, cfg = self._args
        self._one_game(st, tba, cfg, 0, s, 1)
        self._start_episode()
        if self._human:
            self.render()

    def step(self, action: int | np.integer | None) -> None:
        """Apply ``action`` for ``agent_selection`` (see the module docstring for illegal
        actions and for the ``None`` steps of the end protocol)."""
        if self._running and self.engine.state is self._state:
            a = int(action) if type(action) is int or isinstance(action, np.integer) else None
            if a is None:
                a = as_int(action)
            if a is not None and 0 <= a < self.n_actions and self._mask_row[a]:
                # While the game runs every reward is 0, so the acting agent's cumulative
                # reward is already 0: nothing to clear.
                st, tba, cfg = self._args
                try:
                    err = self._one_game(st, tba, cfg, 0, a, 0)
                except Exception as exc:  # the rules raised: the game is marked broken
                    raise self.engine._raised(exc, 0) from exc
                if err:  # ERR_BROKEN (legality was checked above): it refuses every step
                    raise self.engine._broken_error(0)
                self._version += 1
                actor = self._actor_arr.item(0)
                if actor >= 0:
                    self.agent_selection = self.possible_agents[actor]
                else:
                    self._finish()
                if self._human:
                    self.render()
                return
            self._illegal(action)
            return
        self._step_slow(action)

    def _step_slow(self, action: Any) -> None:
        """Everything but a move in a running game: checks, resync, the end protocol."""
        if not self._has_reset:
            raise RuntimeError("call reset() before step()")
        if self.engine.state is not self._state:
            self.sync()
            self.step(action)
            return
        if not self.agents:
            raise RuntimeError(
                "the game is over and every agent has been removed: call reset() to play again"
            )
        agent = self.agent_selection
        assert agent is not None
        if action is not None:
            raise ValueError(
                f"the game is over: {agent} is "
                f"{'terminated' if self.terminations[agent] else 'truncated'} and must be "
                f"stepped with None (got {action!r})"
            )
        del self.rewards[agent]
        del self._cumulative_rewards[agent]
        del self.terminations[agent]
        del self.truncations[agent]
        del self.infos[agent]
        self.agents.remove(agent)
        for a in self.rewards:
            self.rewards[a] = 0.0
        if self.agents:
            self.agent_selection = self.agents[0]

    def _finish(self) -> None:
        """The engine reports the game over: give every agent its result."""
        self._running = False
        self._version += 1
        eng = self.engine
        ret = eng.returns(0)
        truncated = bool(self._state["truncated"][0])
        winners = eng.winner_names(0)
        ident = self._state["ident"][0]
        for i, a in enumerate(self.possible_agents):
            r = float(ret[i])
            self.rewards[a] = r
            self._cumulative_rewards[a] += r
            self.terminations[a] = not truncated
            self.truncations[a] = truncated
            info = self.infos[a]
            info["winners"] = list(winners)
            info["identity"] = self.ruleset.identity_names[int(ident[i])]
        self.agent_selection = self.agents[0]

    def _illegal(self, action: Any) -> None:
        """Raise, or end the game with a penalty, for an illegal action of the acting agent."""
        msg = self.illegal_message(action)
        if self.illegal_action == "raise":
            raise ValueError(msg)
        offender = self.agent_selection
        assert offender is not None
        self._running = False
        self._version += 1
        self._illegal_msg = msg
        for a in self.agents:
            r = self.illegal_reward if a == offender else 0.0
            self.rewards[a] = r
            self._cumulative_rewards[a] += r
            self.terminations[a] = True
            self.truncations[a] = False
            self.infos[a]["illegal_action"] = msg
        self.agent_selection = self.agents[0]
        if self._human:
            self.render()

    def illegal_message(self, action: Any) -> str:
        """Why ``action`` is not legal for the acting agent now, with the legal ones in words
        (``qxs_env.envs.validation.illegal_action_message``, shared by every adapter)."""
        problem = None
        if action is None:  # the AEC protocol's own use of None, explained
            problem = "None (None is only for agents whose game is over; choose an action)"
        return illegal_action_message(self.engine, 0, action, str(self.agent_selection), problem)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation vector and action mask (all zeros unless it is acting).

        The arrays are the env's buffers for that agent (see the module docstring)."""
        i = self._index.get(agent)
        if i is None:
            raise KeyError(f"unknown agent {agent!r}: the agents are {self.possible_agents}")
        if not self._has_reset:
            raise RuntimeError("call reset() before observe()")
        if self.engine.state is not self._state:
            self.sync()
        if self._obs_ver[i] != self._version:
            st, tba, cfg = self._args
            self._encode(st, tba, cfg, self._maps, 0, i, self._obs_rows[i])
            if self._running and i == self._actor_arr.item(0):
                self._mask_rows[i][:] = self._mask_src
                self._mask_set[i] = True
            elif self._mask_set[i]:
                self._mask_rows[i].fill(0)
                self._mask_set[i] = False
            self._obs_ver[i] = self._version
        return {"observation": self._obs_rows[i], "action_mask": self._mask_rows[i]}

    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        """The (cached) observation space of ``agent``."""
        try:
            return self.observation_spaces[agent]
        except KeyError:
            raise KeyError(
                f"unknown agent {agent!r}: the agents are {self.possible_agents}"
            ) from None

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        """The (cached) action space of ``agent``: ``Discrete(n_actions)``."""
        try:
            return self.action_spaces[agent]
        except KeyError:
            raise KeyError(
                f"unknown agent {agent!r}: the agents are {self.possible_agents}"
            ) from None

    # ------------------------------------------------------------------ render
    def render(self) -> str | None:
        """``"ansi"``: the table and the last step's events as a string; ``"human"``: print
        them. Without a render mode: a warning, and None."""
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() called without a render mode: create the env with "
                "render_mode='ansi' or 'human'"
            )
            return None
        text = self.render_text()
        if self._human:
            print(text)
            return None
        return text

    def render_text(self) -> str:
        """The whole table (identities shown) followed by the events of the last step."""
        if not self._has_reset:
            return "(no game yet: call reset())"
        eng = self.engine
        lines = [self.ruleset.render_table(eng, 0, viewer=None)]
        evs = self.ruleset.events(eng, 0)
        if evs:
            lines.append("last step:")
            lines.extend(f"  {e}" for e in evs)
        if self._illegal_msg is not None:
            lines.append(f"game ended by an illegal action: {self._illegal_msg}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release: the env holds only numpy buffers."""


raw_env = QxsAECEnv


def env(
    players: int | None = None,
    mode: str | None = None,
    deck: str | None = None,
    heroes: str | None = None,
    render_mode: str | None = None,
    illegal_action: str = "raise",
    illegal_reward: float = -1.0,
    config: Any = None,
    game: str | None = None,
    **config_kwargs: Any,
) -> QxsAECEnv:
    """The AEC environment (the same object as :func:`raw_env`: no PettingZoo wrappers, whose
    order and illegal-move checks this env does natively)."""
    return QxsAECEnv(
        players=players,
        mode=mode,
        deck=deck,
        heroes=heroes,
        render_mode=render_mode,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        config=config,
        game=game,
        **config_kwargs,
    )
