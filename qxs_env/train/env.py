"""Single-learner gymnasium envs: one policy plays every seat of one identity.

The other seats are played by chosen opponents in the game's learner loop
(:func:`qxs_env.train.generic.learner_games`: 群侠杀's compiled
:class:`agents.learner_games.LearnerGames` runs ``heuristic`` or ``random`` per identity inside
numba, and Python policies such as frozen trained agents; another game's, the generic loop).
Two classes, both numpy + numba only (no torch):

- :class:`SingleSeatEnv`, a ``gymnasium.Env`` (one game; stable-baselines3's ``check_env`` and
  gymnasium's ``check_env`` pass with the default arguments);
- :class:`SingleSeatVectorEnv`, a ``gymnasium.vector.VectorEnv`` of ``num_envs`` such games
  stepped in one compiled call, for gymnasium's vector wrappers and CleanRL-style loops.

One episode is one game seen from the learner's side:

- observation: float32 ``(obs_size,)``, the acting learner seat's view
  (``qxs_env.rulesets.qxs.obs``; with several learner seats their decisions interleave, the
  ``self`` block says which seat);
- action: ``Discrete(n_actions)``; ``action_masks()`` gives the legal ones (MaskablePPO reads
  it); ``info["seat"]`` is the deciding seat;
- reward: 0 until the game ends, then the side's result, ``+1`` win, ``-1`` loss, ``0``
  truncation (the config's ``reward_*``). No reward shaping is applied (none is built in);
- the observation returned with ``terminated`` / ``truncated`` is the learner's last view of the
  finished game (its last decision), a stand-in for bootstrapping truncated games: the compiled
  loop deals the next game at once, so no view of the state after the end exists.

Actions, seeds and options are checked by :mod:`qxs_env.envs.validation` (the same checks and
messages as the AEC env): an action must be a Python or numpy int (not a bool; ``3.7`` and
``"3"`` are refused), seeds ints in ``[0, 2**63)``, ``reset`` takes no options.

Illegal actions are never corrected.

- :class:`SingleSeatEnv`: ``illegal="penalty"`` (default) ends the episode at once:
  reward ``illegal_reward`` (-1), ``terminated=True``, ``info["illegal_action"]`` the same
  message the error would carry; the game in progress is abandoned and the next ``reset()``
  deals a fresh one. (This default lets checkers that sample unmasked actions, such as
  gymnasium's and SB3's ``check_env``, run.) ``illegal="raise"`` raises ``ValueError`` instead
  and applies nothing. An action that is not an int at all always raises.
- :class:`SingleSeatVectorEnv` always raises ``ValueError`` (naming the slot, the action and the
  legal ones in words) and applies nothing in any slot: one slot cannot be abandoned and
  re-dealt on its own in the batch, so there is no penalty mode.

Stepping before ``reset()``, or :class:`SingleSeatEnv` after its episode ended (terminated or
truncated) without ``reset()``, raises ``RuntimeError``.

Seeding. :class:`SingleSeatEnv`: ``reset(seed=s)`` deals from base seed ``s``; ``reset()``
after a finished game continues with the game the loop already dealt, otherwise draws a base
seed from ``np_random`` (seeded by the last seed given). :class:`SingleSeatVectorEnv`:
``reset(seed=s)`` gives slot b its k-th game from ``episode_seed(s, b, k)``; a list of
``num_envs`` seeds is folded into one base seed (``qxs_env.envs.validation.check_batch_seed``: the
same list deals the same games; the slots share the opponents' generator, so a slot's games
are not those of :class:`SingleSeatEnv` seeded alike); ``None`` draws from ``np_random``.

Autoreset (:class:`SingleSeatVectorEnv`): ``metadata["autoreset_mode"]`` is
``AutoresetMode.NEXT_STEP``, gymnasium's default, which its vector wrappers assume (their
``RecordEpisodeStatistics`` counts the step after an episode's end as the reset step): the step
on which a slot's game ends returns that game's final observation (the stand-in above), its
reward and ``terminated`` / ``truncated``; the next step ignores that slot's action (it is not
applied nor checked against a mask, only its type and range are) and returns the first
observation of the slot's next game with reward 0, both flags False. Until then the slot's mask
(``action_masks()``, ``info["action_mask"]``) is the one shown with the final observation.
Every ``info`` holds ``"seat"`` (int64 (N,), the learner seat the observation belongs to) and
``"action_mask"`` (bool (N, n_actions)), with gymnasium's ``_seat`` / ``_action_mask`` masks.

``copy.deepcopy`` and ``pickle`` give an env that continues exactly like the original
(``qxs_env.envs.clone``).
"""

from __future__ import annotations

import math
from typing import Any

import gymnasium
import numpy as np

from qxs_env.envs.validation import (
    as_int,
    check_action,
    check_actions,
    check_batch_seed,
    check_options,
    check_seed,
    illegal_action_message,
)
from qxs_env.rulesets import registry
from qxs_env.train.generic import learner_games

__all__ = ["SingleSeatEnv", "SingleSeatVectorEnv"]

ILLEGAL_MODES = ("raise", "penalty")


def _illegal_reward(value: Any) -> float:
    r = float(value)
    if not math.isfinite(r):
        raise ValueError(f"illegal_reward must be a finite number, got {value!r}")
    return r


class SingleSeatEnv(gymnasium.Env):
    """One identity's seats as a single-agent env (see the module docstring).

    Args:
        identity: the learner's identity (群侠杀: ``leader``, ``righteous``, ``cult``,
            ``court``, ``foreign``, ``collaborator``; default: the game's default learner,
            群侠杀's ``cult``).
        players, mode, deck: the game (群侠杀's default 8, standard, standard deck with the 40
            base heroes: the complete game); or pass ``config`` (then any of these given too
            must agree with it).
        opponents: 群侠杀: :func:`agents.learner_games.parse_opponents` spec; another game:
            :func:`qxs_env.train.generic.parse_generic_opponents` (default ``heuristic`` where
            the game has one, else ``random``).
        illegal: ``"penalty"`` (default) or ``"raise"``; illegal_reward: the penalty.
        game: the registered game (default: the config's, else 群侠杀).
    """

    metadata = {"render_modes": []}

    def __init__(
        self,
        identity: str | None = None,
        players: int | None = None,
        mode: str | None = None,
        deck: str | None = None,
        opponents: str | dict[str, Any] | None = None,
        config: Any = None,
        illegal: str = "penalty",
        illegal_reward: float = -1.0,
        game: str | None = None,
    ) -> None:
        if illegal not in ILLEGAL_MODES:
            raise ValueError(f"illegal must be one of {ILLEGAL_MODES}, got {illegal!r}")
        given = {"players": players, "mode": mode, "deck": deck}
        self.games = learner_games(1, identity, opponents, config, given, game)
        self.config = self.games.config
        self.identity = registry.ruleset_of(self.config).identity_names[self.games.identity]
        self.illegal = illegal
        self.illegal_reward = _illegal_reward(illegal_reward)
        self.observation_space = gymnasium.spaces.Box(
            -np.inf, np.inf, (self.games.obs_size,), np.float32
        )
        self.action_space = gymnasium.spaces.Discrete(self.games.n_actions)
        self._started = False
        self._fresh = False  # the loop has dealt the next game (the last one ended normally)
        self._over = False  # the episode ended: step() needs a reset() first

    def _info(self, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        info = {"seat": int(self.games.seat[0])}
        if extra:
            info.update(extra)
        return info

    def reset(
        self, *, seed: int | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Deal a game (a seed re-deals from that seed) and run to the learner's decision.
        ``options``: none are known (None or ``{}``)."""
        check_options(options, owner="SingleSeatEnv")
        if seed is not None:
            seed = check_seed(seed)
        super().reset(seed=seed)
        if seed is not None or not self._started or not self._fresh:
            base = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
            self.games.reset(base)
            self._started = True
        self._fresh = False
        self._over = False
        return self.games.obs[0].copy(), self._info()

    def illegal_message(self, action: Any) -> str:
        """Why ``action`` is not legal now, with the legal actions in words."""
        who = f"seat {int(self.games.seat[0])} (the {self.identity} learner)"
        return illegal_action_message(self.games.engine, 0, action, who)

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """One learner decision; the opponents then play until the learner decides again or the
        game ends (see the module docstring)."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        if self._over:
            raise RuntimeError(
                "the episode has ended (terminated or truncated): call reset() before step()"
            )
        games = self.games
        a = as_int(action)
        if a is None:  # not an int at all: always an error (never a penalty)
            check_action(action, games.n_actions)
        if not (0 <= a < games.n_actions and games.mask[0, a]):
            msg = self.illegal_message(action)
            if self.illegal == "raise":
                raise ValueError(msg)
            self._fresh = False  # the game is abandoned: reset() deals a fresh one
            self._over = True
            obs = games.obs[0].copy()
            return obs, self.illegal_reward, True, False, self._info({"illegal_action": msg})
        last = games.obs[0].copy()
        rew, term, trunc, _ = games.step(np.array([a], np.int64))
        if term[0] or trunc[0]:
            self._fresh = True
            self._over = True
            return last, float(rew[0]), bool(term[0]), bool(trunc[0]), self._info()
        return games.obs[0].copy(), 0.0, False, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions of the pending learner decision (bool, ``(n_actions,)``)."""
        return self.games.mask[0].astype(np.bool_)


class SingleSeatVectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` single-learner games as a gymnasium ``VectorEnv`` (module docstring).

    Args:
        num_envs: game slots (an int >= 1).
        identity, players, mode, deck, opponents, config: as :class:`SingleSeatEnv`.
    """

    metadata = {"autoreset_mode": gymnasium.vector.AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        num_envs: int,
        identity: str | None = None,
        players: int | None = None,
        mode: str | None = None,
        deck: str | None = None,
        opponents: str | dict[str, Any] | None = None,
        config: Any = None,
        game: str | None = None,
    ) -> None:
        n = as_int(num_envs)
        if n is None or n < 1:
            raise ValueError(f"num_envs must be an int >= 1, got {num_envs!r}")
        given = {"players": players, "mode": mode, "deck": deck}
        self.games = learner_games(n, identity, opponents, config, given, game)
        self.config = self.games.config
        self.identity = registry.ruleset_of(self.config).identity_names[self.games.identity]
        self.num_envs = n
        self.n_actions = self.games.n_actions
        self.obs_size = self.games.obs_size
        self.single_observation_space = gymnasium.spaces.Box(
            -np.inf, np.inf, (self.obs_size,), np.float32
        )
        self.single_action_space = gymnasium.spaces.Discrete(self.n_actions)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, n
        )
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, n)
        # what the last reset / step showed per slot (a finished game's final view stays here
        # until the slot's reset step)
        self._obs = np.zeros((n, self.obs_size), np.float32)
        self._mask = np.zeros((n, self.n_actions), np.bool_)
        self._seat = np.zeros(n, np.int64)
        self._autoreset = np.zeros(n, np.bool_)  # the game ended: the next step resets the slot
        self._all = np.ones(n, np.bool_)
        self._started = False

    def _show(self, keep: np.ndarray | None) -> None:
        """Take the games' pending decisions as what is shown, except in the ``keep`` slots."""
        g = self.games
        if keep is None or not keep.any():
            np.copyto(self._obs, g.obs)
            np.copyto(self._mask, g.mask != 0)
            np.copyto(self._seat, g.seat)
            return
        new = ~keep
        np.copyto(self._obs, g.obs, where=new[:, None])
        np.copyto(self._mask, g.mask != 0, where=new[:, None])
        np.copyto(self._seat, g.seat, where=new)

    def _infos(self) -> dict[str, Any]:
        return {
            "seat": self._seat.copy(),
            "_seat": self._all.copy(),
            "action_mask": self._mask.copy(),
            "_action_mask": self._all.copy(),
        }

    def reset(
        self,
        *,
        seed: int | list[int] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Deal every slot and run each to its learner's first decision. ``seed``: an int in
        [0, 2**63), a list of ``num_envs`` of them, or None (module docstring). ``options``:
        none are known (None or ``{}``)."""
        check_options(options, owner="SingleSeatVectorEnv")
        base = check_batch_seed(seed, self.num_envs)
        if base is not None:
            super().reset(seed=base)
        else:
            base = int(self.np_random.integers(0, 2**63 - 1))
        self.games.reset(base)
        self._autoreset[:] = False
        self._show(None)
        self._started = True
        return self._obs.copy(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """One learner action per slot (an integer array (num_envs,)); the slots then run to
        their learner's next decision, except those being reset (module docstring: next-step
        autoreset). Raises ValueError (nothing applied) for an illegal action."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        g = self.games
        acts = check_actions(actions, (self.num_envs,), self.n_actions)
        resetting = self._autoreset
        live = np.flatnonzero(~resetting)
        bad = live[g.mask[live, acts[live]] == 0]
        if bad.size:
            b = int(bad[0])
            who = f"seat {int(g.seat[b])} in slot {b}"
            raise ValueError(illegal_action_message(g.engine, b, int(acts[b]), who))
        if live.size == self.num_envs:
            rew, term, trunc, _ = g.step(acts)
        elif live.size:
            rew, term, trunc, _ = g.step(acts, rows=live)
        else:
            rew = np.zeros(self.num_envs, np.float32)
            term = np.zeros(self.num_envs, np.bool_)
            trunc = np.zeros(self.num_envs, np.bool_)
        ended = term | trunc
        self._show(ended)  # an ended game's slot keeps showing its final view
        self._autoreset = ended
        return self._obs.copy(), rew, term, trunc, self._infos()

    def action_masks(self) -> np.ndarray:
        """The legal actions of what each slot shows, bool (N, n_actions) (module docstring)."""
        return self._mask.copy()

    def close_extras(self, **kwargs: Any) -> None:
        """Nothing to release (numpy buffers only)."""
