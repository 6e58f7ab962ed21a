"""Who plays in the lab: the policy registry and agents specs.

:data:`POLICIES` maps a policy name to a factory (the lab's own ``random`` and ``trained``; more
with :func:`register_policy`); each game adds its own named agents (its descriptor's
``policies``: 群侠杀's ``heuristic`` and ``heuristic_v1``); :func:`make_policy` builds one by
name (or from ``package.module:attribute``, or an ``rllib:`` checkpoint; ``NAME#TAG`` is
another instance of ``NAME``, with random streams of its own: a spec naming ``heuristic#a`` for
some seats and ``heuristic`` for the others plays two objects, as a comparison's arm that puts
another policy in those seats does, so that both arms draw alike). :func:`parse_agents`
reads an agents spec into an :class:`AgentsSpec`, which routes each seat to a policy by seat,
identity or default (the syntax is described in :mod:`qxs_env.lab.simulate`, which re-exports
every name here).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from qxs_env.engine.layout import MAX_PLAYERS
from qxs_env.rulesets import registry

AnyConfig = Any
"""A configuration of any registered game (its ruleset's config class)."""

WILD = "*"


class LabError(ValueError):
    """A user error in the lab's arguments (agents spec, player counts, mode)."""


# ---------------------------------------------------------------------------------------------
# policy registry
# ---------------------------------------------------------------------------------------------
class SeededRandomPolicy:
    """Uniformly random legal actions with one random stream per game slot.

    Besides the ``BatchPolicy`` interface it implements ``begin_game(row, seed)``: the lab
    reseeds a slot's stream whenever a new game starts there, so each game's draws depend on
    that game's seed only (the numbers do not depend on ``num_envs`` or ``workers``).
    """

    name = "random"
    needs_observations = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = np.zeros(0, dtype=np.uint64)
        self._base = 0
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed every slot's stream from ``seed``."""
        self._base = int(seed)
        self._rng = np.arange(len(self._rng), dtype=np.uint64) + np.uint64(self._base & 0xFFFF)

    def _grow(self, n: int) -> None:
        if n > len(self._rng):
            extra = np.arange(len(self._rng), n, dtype=np.uint64) + np.uint64(self._base & 0xFFFF)
            self._rng = np.concatenate([self._rng, extra])

    def begin_game(self, row: int, seed: int) -> None:
        """Reseed the stream of slot ``row`` for a game whose policy seed is ``seed``."""
        self._grow(row + 1)
        self._rng[row] = np.uint64(seed)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A uniformly random legal action for every listed row."""
        from qxs_env.engine.random_streams import random_actions

        self._grow(mask.shape[0])
        if len(rows) == mask.shape[0]:
            random_actions(mask, self._rng, out)
            return
        state = self._rng[rows]
        picked = np.empty(len(rows), dtype=np.int64)
        random_actions(np.ascontiguousarray(mask[rows]), state, picked)
        self._rng[rows] = state
        out[rows] = picked


def _random_factory(config: AnyConfig | None = None) -> SeededRandomPolicy:
    """The registry's ``random``: per-game seeded uniform random legal play."""
    return SeededRandomPolicy()


def _trained_factory(config: AnyConfig | None = None) -> Any:
    """The registry's ``trained``: the shipped trained agents (``qxs_env.train.policy``, one
    network per identity, batched inference; needs torch, imported only when asked for)."""
    try:
        module = importlib.import_module("qxs_env.train.policy")
    except ImportError as exc:
        raise LabError(
            f"trained agents need torch ({exc}): pip install torch==2.13.0 (CPU build, first), "
            "then pip install 'qxs_env[train]'"
        ) from exc
    try:
        return module.lab_factory(config)
    except ValueError as exc:  # no agents, or agents trained for another layout
        raise LabError(str(exc)) from exc


Factory = Callable[[AnyConfig | None], Any]

POLICIES: dict[str, Factory] = {
    "random": _random_factory,
    "trained": _trained_factory,
}
"""The lab's own policies, for every game; a game's named agents are its descriptor's
``policies`` (:func:`policy_names`)."""


def policy_names(game: str | None = None) -> list[str]:
    """Every policy name an agents spec of ``game`` may use (sorted)."""
    return sorted({*POLICIES, *registry.get(game).policies})


def _game_policy(name: str, config: AnyConfig | None, game: str | None) -> Any:
    """The game's own agents ``name`` for ``config`` (:class:`LabError` when it cannot be
    built, e.g. the agents package is missing)."""
    try:
        return registry.get(game).policies[name](config)
    except (ImportError, AttributeError, TypeError, ValueError) as exc:
        raise LabError(f"{name} agents are not available ({type(exc).__name__}: {exc})") from exc


def register_policy(name: str, factory: Factory) -> None:
    """Make ``name`` usable in agents specs: ``factory(config)`` returns a new ``BatchPolicy``
    for games of ``config`` (a configuration of a registered game, or ``None`` when the spec
    is only checked).

    Registered names live in this process only: with ``workers > 1`` or ``ray`` use a
    ``package.module:attribute`` name instead, which every worker can import (that factory is
    called without arguments, e.g. a policy class).
    """
    if not name or any(c in name for c in ",=*: "):
        raise LabError(f"bad policy name {name!r}")
    POLICIES[name] = factory


def _game_of(config: AnyConfig | None, game: str | None) -> str:
    """The registry name of the game of ``config`` (or ``game``, or the default game)."""
    if config is not None:
        return registry.ruleset_of(config).name
    return registry.get(game).name


def make_policy(name: str, config: AnyConfig | None = None, game: str | None = None) -> Any:
    """A new policy for games of ``config`` (or, when it is None, of ``game``, default the
    registry's default game) from its name (the lab's :data:`POLICIES`, then the game's own
    agents) or ``package.module:attribute``; raises :class:`LabError`."""
    game = _game_of(config, game)
    if "#" in name:  # another instance of the policy before the tag (module docstring)
        base, _, tag = name.partition("#")
        if not base or not tag:
            raise LabError(f"policy {name!r}: expected NAME#TAG, both non-empty")
        return make_policy(base, config, game)
    if name in POLICIES:
        return POLICIES[name](config)
    if name in registry.get(game).policies:
        return _game_policy(name, config, game)
    if name.startswith("rllib:"):  # an RLlib checkpoint (qxs_env.envs.rllib_policy, the ray extra)
        try:
            from qxs_env.envs.rllib_policy import rllib_policy

            return rllib_policy(name[len("rllib:") :], config)
        except ImportError as exc:
            raise LabError(f"{name}: RLlib policies need the ray extra ({exc})") from exc
        except ValueError as exc:
            raise LabError(str(exc)) from exc
    if ":" in name:
        mod, _, attr = name.partition(":")
        try:
            factory = getattr(importlib.import_module(mod), attr)
        except Exception as exc:
            raise LabError(f"cannot import policy {name!r}: {type(exc).__name__}: {exc}") from exc
        if not callable(factory):
            raise LabError(f"policy {name!r} is a {type(factory).__name__}, not a policy factory")
        try:
            policy = factory()
        except Exception as exc:
            raise LabError(f"policy {name!r} failed: {type(exc).__name__}: {exc}") from exc
        return _checked_policy(name, policy)
    known = ", ".join(policy_names(game))
    raise LabError(f"unknown agents {name!r}: known policies are {known}")


def _checked_policy(name: str, policy: Any) -> Any:
    """``policy`` when it has a batch policy's methods (``reset(seed)`` and ``act(obs, mask,
    rows, out)``); :class:`LabError` naming what ``name`` gave otherwise."""
    missing = [m for m in ("reset", "act") if not callable(getattr(policy, m, None))]
    if missing:
        raise LabError(
            f"policy {name!r} gave a {type(policy).__name__}, not a batch policy (no "
            f"{' or '.join(missing)} method; see agents.base.BatchPolicy)"
        )
    return policy


# ---------------------------------------------------------------------------------------------
# agents spec
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class AgentsSpec:
    """Which policy plays which seat of a game of ``game``: per seat, per identity (indices of
    the game's ``identity_names``), and a default."""

    default: str
    by_identity: tuple[tuple[int, str], ...] = ()
    by_seat: tuple[tuple[int, str], ...] = ()
    game: str = registry.DEFAULT_GAME

    def names(self) -> list[str]:
        """The distinct policy names, default first."""
        out = [self.default]
        for _, n in (*self.by_identity, *self.by_seat):
            if n not in out:
                out.append(n)
        return out

    def route_table(self, players: int) -> np.ndarray:
        """``table[seat, identity]`` = index into :meth:`names` of the policy to call."""
        names = self.names()
        n_identities = len(registry.get(self.game).identity_names)
        table = np.zeros((MAX_PLAYERS, n_identities), dtype=np.int64)
        for k, n in self.by_identity:
            table[:, k] = names.index(n)
        for s, n in self.by_seat:
            if s >= players:
                raise LabError(f"agents spec names seat{s} but there are only {players} seats")
            table[s, :] = names.index(n)
        return table

    def __str__(self) -> str:
        if not self.by_identity and not self.by_seat:
            return self.default
        parts = [f"seat{s}={n}" for s, n in self.by_seat]
        identity_names = registry.get(self.game).identity_names
        parts += [f"{identity_names[k]}={n}" for k, n in self.by_identity]
        return ",".join([*parts, f"*={self.default}"])


def parse_agents(text: str, check: bool = True, game: str | None = None) -> AgentsSpec:
    """Parse an agents spec for games of ``game`` (default the registry's default game; its
    identity names are the spec's keys; see the module docstring); raises :class:`LabError`
    when it is malformed or, with ``check``, names a policy that does not exist or cannot be
    built."""
    ruleset = registry.get(game)
    game, identity_names = ruleset.name, ruleset.identity_names
    text = text.strip()
    if not text:
        raise LabError("empty agents spec")
    if "=" not in text and "," not in text:
        spec = AgentsSpec(default=text, game=game)
    else:
        default = None
        idents: dict[int, str] = {}
        seats: dict[int, str] = {}
        for part in text.split(","):
            key, eq, name = (x.strip() for x in part.partition("="))
            if not eq or not key or not name:
                raise LabError(f"bad agents assignment {part.strip()!r}: expected key=policy")
            if key == WILD:
                target: dict[int, str] | None = None
                if default is not None:
                    raise LabError("agents spec assigns '*' twice")
                default = name
                continue
            if key in identity_names:
                target, k = idents, identity_names.index(key)
            elif key.startswith("seat") and key[4:].isdigit():
                target, k = seats, int(key[4:])
                if k >= MAX_PLAYERS:
                    raise LabError(f"no seat {k}: seats are seat0 .. seat{MAX_PLAYERS - 1}")
            else:
                raise LabError(
                    f"bad agents key {key!r}: use an identity ({', '.join(identity_names)}), "
                    "seatN or *"
                )
            if k in target:
                raise LabError(f"agents spec assigns {key!r} twice")
            target[k] = name
        if check:  # an unknown policy name is the first thing to say
            named = [*idents.values(), *seats.values(), *([default] if default else [])]
            for name in dict.fromkeys(named):
                make_policy(name, game=game)
        if default is None:
            if len(idents) == len(identity_names) or (seats and len(seats) == MAX_PLAYERS):
                default = next(iter((idents or seats).values()))
            else:
                raise LabError("agents spec needs a default '*=policy' for the other seats")
        spec = AgentsSpec(
            default, tuple(sorted(idents.items())), tuple(sorted(seats.items())), game
        )
    if check:
        for name in spec.names():
            make_policy(name, game=game)
    return spec
