"""Mixed tables: games in which every seat has its own agent, chosen per game after the deal.

The lab's agents spec (:mod:`qxs_env.lab.agents`) routes a seat to a policy by its seat number
or its identity, the same way in every game of a run. A rating ladder (:mod:`qxs_env.lab.ladder`)
needs more: a different draw of agents at every table, balanced over the identities, so the
choice must be made per game once the identities are dealt. :func:`play_tables` plays games of
one configuration where ``assign(k, identities)`` names the policy of every seat of game ``k``
(indices into ``policies``); an optional ``watch`` is called after every step with the engine,
so that a measurement (:mod:`qxs_env.lab.beliefs`) can look at the games as they go.

It is game-neutral: it reads only the framework's record fields ``ident`` through the batch
environment's engine, and seeds the games as ``qxs simulate`` does (game ``k`` is dealt from
``episode_seed(seed, k, 0)``; a policy with ``begin_game(row, seed)`` is reseeded per game with
``episode_seed(seed, k, 1)``; each policy ``j`` is reset once with ``episode_seed(seed, 0,
2 + j)``), so the same seed deals the same games whatever the agents.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from qxs_env.engine.random_streams import episode_seed

Assign = Callable[[int, np.ndarray], Sequence[int]]
"""``assign(k, identities) -> policy index per seat`` for game ``k`` (``identities``: the
identity index of every seat, as dealt)."""

Watch = Callable[[Any, np.ndarray], None]
"""``watch(engine, slot_game)``: called after every step (and after the first deal) with the
batch engine and the game index each slot plays now."""


@dataclass(frozen=True)
class TableGame:
    """One finished game of :func:`play_tables`: its index and seed, each seat's identity and
    policy index, which seats won (all False when truncated), and its length."""

    index: int
    seed: int
    identities: tuple[int, ...]
    policies: tuple[int, ...]
    won: tuple[bool, ...]
    truncated: bool
    turns: int
    decisions: int


def play_tables(
    config: Any,
    policies: Sequence[Any],
    games: int,
    assign: Assign,
    seed: int = 0,
    num_envs: int = 64,
    progress: Callable[[int], None] | None = None,
    watch: Watch | None = None,
    out: list[TableGame] | None = None,
) -> list[TableGame]:
    """Play games ``0 .. games-1`` of ``config`` with the policy of each seat chosen by
    ``assign`` (module docstring) and return their :class:`TableGame` records in the order they
    finish (``out``, when given, is filled as they finish, so a caller that catches Ctrl-C
    keeps the games finished so far).

    A slot with no game left to play is *parked* (``BatchEnv.step``'s ``active``: neither
    decided nor stepped; its state stays the finished game's, ``done``) when every policy is
    reseeded per game (``begin_game``), as ``qxs simulate`` parks them: a game's play then
    depends on its own seeds only. Otherwise (a policy with one random stream for all its rows,
    such as the trained agents) such slots go on playing games past ``games`` until the last
    one ends, since leaving them out would change the numbers the recorded games draw; those
    are neither recorded nor counted (``watch`` sees their index, ``>= games``)."""
    from qxs_env.envs.batch import BatchEnv

    if games < 1:
        raise ValueError("games must be at least 1")
    out = [] if out is None else out
    n = max(1, min(num_envs, games))
    players = config.players
    want_obs = any(bool(getattr(p, "needs_observations", True)) for p in policies)
    venv = BatchEnv(n, config=config, observations=want_obs)
    obs, _ = venv.reset(seed=seed)
    eng = venv.engine
    mask, seat_arr, obs_arr = obs["action_mask"], obs["seat"], obs["observation"]
    for j, pol in enumerate(policies):
        pol.reset(int(episode_seed(seed, 0, 2 + j)))
    hooks = [getattr(p, "begin_game", None) for p in policies]
    slot_game = np.zeros(n, dtype=np.int64)
    slot_ids = np.zeros((n, players), dtype=np.int64)
    route = np.zeros((n, players), dtype=np.int64)
    steps = np.zeros(n, dtype=np.int64)
    acts = np.zeros(n, dtype=np.int64)
    every = np.arange(n, dtype=np.int64)

    def begin(pairs: list[tuple[int, int]]) -> None:
        venv.start_games([b for b, _ in pairs], [int(episode_seed(seed, k, 0)) for _, k in pairs])
        for b, k in pairs:
            slot_game[b], steps[b] = k, 0
            slot_ids[b] = eng.state["ident"][b, :players]
            chosen = np.asarray(assign(k, slot_ids[b].copy()), dtype=np.int64)
            if chosen.shape != (players,) or chosen.min() < 0 or chosen.max() >= len(policies):
                raise ValueError(f"assign gave {chosen.tolist()} for {players} seats")
            route[b] = chosen
            for hook in hooks:
                if hook is not None:
                    hook(b, int(episode_seed(seed, k, 1)))

    begin([(b, b) for b in range(n)])
    started, done = n, 0
    per_game = all(callable(hook) for hook in hooks)
    active = np.ones(n, dtype=np.bool_)
    if watch is not None:
        watch(eng, slot_game)
    while done < games:
        pidx = route[every, np.clip(seat_arr, 0, players - 1)]
        for j, pol in enumerate(policies):
            rows = np.flatnonzero((pidx == j) & active)
            if rows.size:
                pol.act(obs_arr, mask, rows, acts)
        _, _, _, truncated, info = venv.step(acts, None if active.all() else active)
        steps += active
        final = info.get("final")
        if final is not None:
            restarts = []
            for b in np.flatnonzero(final["ended"]).tolist():
                k = int(slot_game[b])
                if k < games:
                    out.append(_record(k, final, b, slot_ids, route, bool(truncated[b]), steps))
                    done += 1
                    if progress is not None:
                        progress(1)
                if started < games or not per_game:
                    restarts.append((b, started))
                    started += 1
                else:
                    active[b] = False  # parked: no game left to play in this slot
            if restarts:
                begin(restarts)
        if watch is not None:
            watch(eng, slot_game)
    return out


def _record(
    k: int,
    final: dict[str, np.ndarray],
    b: int,
    slot_ids: np.ndarray,
    route: np.ndarray,
    truncated: bool,
    steps: np.ndarray,
) -> TableGame:
    """The :class:`TableGame` of game ``k`` that just ended in slot ``b``."""
    return TableGame(
        index=k,
        seed=int(final["seed"][b]),
        identities=tuple(int(x) for x in slot_ids[b]),
        policies=tuple(int(x) for x in route[b]),
        won=tuple(bool(x) for x in final["won"][b]),
        truncated=truncated,
        turns=int(final["turns"][b]),
        decisions=int(steps[b]),
    )
