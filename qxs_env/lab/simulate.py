"""The designer's lab: play many games with chosen policies and tabulate who wins.

:func:`simulate` plays ``games`` games of each configuration (player count, mode, deck) with the
policies named by an *agents spec* and returns a :class:`LabResults`: win rates with 95% Wilson
intervals per identity, per seat, per position from the leader and per player count (per hero
once heroes exist), mean turns and truncated games (kept out of every win rate), as terminal
tables, JSON, CSV and plots.

Agents spec (:func:`parse_agents`): one policy name for every seat (``random``), or
comma-separated assignments ``key=name`` where ``key`` is an identity (``leader``,
``righteous``, ``cult``, ``court``, ``foreign``, ``collaborator``), a seat (``seat0`` ..
``seat9``) or ``*`` (everyone else), e.g. ``cult=random,*=heuristic`` or
``seat0=heuristic,*=random``. A seat assignment beats an identity assignment, which beats ``*``.
Names come from the policy registry (:data:`POLICIES`, :func:`register_policy`); a name of the
form ``package.module:attribute`` imports a factory directly.

Routing: at every step, the acting seat of each game slot and that seat's identity (read from
the engine; the policies themselves see only observations and masks) pick the policy, and each
policy's ``act`` is called once with all of its rows. Observations are computed only when some
policy has ``needs_observations``.

Seeding and reproducibility: game k (k = 0, 1, ...) of every configuration is dealt from
``episode_seed(seed, k, 0)``. Games are played in fixed chunks of ``chunk`` consecutive indices;
at the start of a chunk each policy is reset with a seed derived from ``(seed, chunk index)``,
and a policy that implements ``begin_game(row, seed)`` (the registry's ``random`` and 群侠杀's
``heuristic`` do) is also reseeded per game with ``episode_seed(seed, k, 1)``. The numbers
therefore depend on the seed, the configuration, the policies and ``chunk`` only, never on
``workers``; when every policy is reseeded per game they depend on neither ``num_envs`` nor
``chunk``. ``workers > 1`` spreads the chunks over that many processes (spawn-safe) and merges
the records in game order; ``ray`` (``"local"`` or a cluster address, the optional ``ray``
extra) runs the same chunk function as Ray tasks instead, with the same numbers.

Speed (docs/lab.md, "Where the time goes"): when every policy is reseeded per game, a slot
whose next game would not be recorded (past the chunk's end) is parked, neither decided nor
stepped, instead of playing a game that is thrown away; and the process pool cuts the chunks
into pieces of near-equal size (:func:`_pool_pieces`), so that ``--workers 2`` keeps two
processes busy on a run of one chunk (2,000 games). Neither changes a number: a game's play
depends on its own seeds only. A policy with one random stream for all its rows (no
``begin_game``) is played as before: every slot plays on until the chunk's last game ends.
"""

from __future__ import annotations

import json
import multiprocessing
import signal
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.engine.random_streams import episode_seed
from qxs_env.lab.agents import (  # noqa: F401  (all re-exported: the lab's names as before)
    POLICIES,
    WILD,
    AgentsSpec,
    Factory,
    LabError,
    SeededRandomPolicy,
    make_policy,
    parse_agents,
    register_policy,
)
from qxs_env.lab.results import (
    DEFAULT_CHUNK,
    GameConfig,
    GameResults,
    LabResults,
    Record,
    _add_records,
    new_results,
)
from qxs_env.lab.versions import version_info
from qxs_env.rulesets import registry


# ---------------------------------------------------------------------------------------------
# configurations
# ---------------------------------------------------------------------------------------------
def parse_players(text: str | int | Sequence[int], game: str | None = None) -> list[int]:
    """Player counts from ``8``, ``"5-10"`` or ``"5,7,9"`` (sorted, distinct), each within
    ``game``'s range (default the registry's default game)."""
    if isinstance(text, int):
        values = [text]
    elif isinstance(text, str):
        values = []
        try:
            for part in text.split(","):
                lo, dash, hi = part.strip().partition("-")
                if dash:
                    a, b = int(lo), int(hi)
                    if a > b:
                        raise LabError(f"bad player range {part.strip()!r}")
                    values += range(a, b + 1)
                else:
                    values.append(int(lo))
        except ValueError as exc:
            if isinstance(exc, LabError):
                raise
            raise LabError(
                f"bad --players {text!r}: use a count (8), a range (5-10) or a list (5,7)"
            ) from exc
    else:
        values = [int(x) for x in text]
    ruleset = registry.get(game)
    for p in values:
        if not ruleset.min_players <= p <= ruleset.max_players:
            raise LabError(f"players must be {ruleset.min_players}-{ruleset.max_players}, got {p}")
    return sorted(set(values))


def configurations(
    players: str | int | Sequence[int],
    mode: str = "standard",
    deck: str | None = None,
    max_turns: int | None = None,
    game: str | None = None,
    **fields: Any,
) -> list[Any]:
    """The configurations of a sweep of ``game`` (default the registry's default game): every
    player count in ``players`` in ``mode``, one of the game's modes or ``both`` (every mode at
    every count the game plays it: 群侠杀's standard at every count plus melee at 8). ``deck``
    (None: the game's default) and ``fields`` are the config's other fields."""
    ruleset = registry.get(game)
    counts = parse_players(players, ruleset.name)
    if mode != "both" and mode not in ruleset.modes:
        raise LabError(f"mode must be {', '.join(ruleset.modes)} or both, got {mode!r}")
    if deck is not None:
        fields["deck"] = deck
    if max_turns is not None:
        fields["max_turns"] = max_turns
    out = []
    for p in counts:
        for m in ruleset.modes if mode == "both" else (mode,):
            if mode == "both" and not _has_table(ruleset, p, m):
                continue  # this mode is not played at this count
            try:
                out.append(ruleset.make_config(players=p, mode=m, **fields))
            except ValueError as exc:
                raise LabError(str(exc)) from exc
    return out


def _has_table(ruleset: registry.Ruleset, players: int, mode: str) -> bool:
    """Whether the game deals an identity table for ``players`` in ``mode``."""
    try:
        ruleset.identity_counts(players, mode)
    except ValueError:
        return False
    return True


def config_label(config: GameConfig) -> str:
    """Short label of a configuration, e.g. ``8p standard``."""
    return f"{config.players}p {config.mode}"


# ---------------------------------------------------------------------------------------------
# playing
# ---------------------------------------------------------------------------------------------


class _Runner:
    """Plays chunks of games of one configuration in a reused ``BatchEnv``."""

    def __init__(self, config: GameConfig, spec: AgentsSpec, seed: int, num_envs: int) -> None:
        self.config = config
        self.ruleset = registry.ruleset_of(config)
        self.spec = spec
        self.seed = seed
        self.num_envs = num_envs
        self.names = spec.names()
        self.policies = [make_policy(n, config) for n in self.names]
        self.want_obs = any(bool(getattr(p, "needs_observations", True)) for p in self.policies)
        self.per_game = _per_game(self.policies)
        self.route = spec.route_table(config.players)
        self._envs: dict[int, tuple[Any, dict[str, np.ndarray]]] = {}

    def _env(self, n: int) -> tuple[Any, dict[str, np.ndarray]]:
        """A ``BatchEnv`` of ``n`` slots and its observation buffers (made once per size)."""
        from qxs_env.envs.batch import BatchEnv

        if n not in self._envs:
            venv = BatchEnv(n, config=self.config, observations=self.want_obs)
            obs, _ = venv.reset(seed=self.seed)
            self._envs[n] = (venv, obs)
        return self._envs[n]

    def _act(
        self, obs: dict[str, np.ndarray], slot_ids: np.ndarray, rows: np.ndarray, acts: np.ndarray
    ) -> None:
        """Each policy decides the ``rows`` whose acting seat it plays (into ``acts``)."""
        if len(self.policies) == 1:
            self.policies[0].act(obs["observation"], obs["action_mask"], rows, acts)
            return
        seats = np.clip(obs["seat"][rows], 0, self.config.players - 1)
        pidx = self.route[seats, slot_ids[rows, seats]]
        for j, pol in enumerate(self.policies):
            mine = rows[pidx == j]
            if mine.size:
                pol.act(obs["observation"], obs["action_mask"], mine, acts)

    def play(
        self,
        chunk_id: int,
        start: int,
        stop: int,
        out: list[Record],
        progress: Callable[[int], None] | None = None,
    ) -> None:
        """Play games ``start .. stop-1`` and append their records to ``out`` as they finish
        (so that an interruption leaves the finished ones there).

        A slot whose game ends starts the next game of the run, also past ``stop`` (a game not
        recorded) while some policy shares its random numbers between games: those games
        change the numbers of the recorded ones. When every policy is reseeded per game
        (:func:`_per_game`), a slot with no game left to record is parked instead
        (``BatchEnv.step``'s ``active``): neither decided nor stepped, the same records."""
        n = max(1, min(self.num_envs, stop - start))
        venv, obs = self._env(n)
        eng = venv.engine
        players = self.config.players
        for j, pol in enumerate(self.policies):
            pol.reset(int(episode_seed(self.seed, chunk_id, 2 + j)))
        hooks = [getattr(p, "begin_game", None) for p in self.policies]
        slot_game = np.zeros(n, dtype=np.int64)
        slot_ids = np.zeros((n, players), dtype=np.int64)
        dealt = self.ruleset.heroes_dealt  # heroes are drafted during the game: the
        heroes_on = dealt is not None and dealt(self.config)
        slot_heroes = np.full((n, players), -1, dtype=np.int64)  # last ones seen are recorded
        acts = np.zeros(n, dtype=np.int64)
        active = np.ones(n, dtype=np.bool_)
        rows = np.arange(n, dtype=np.int64)  # the slots of active games
        slot_steps = np.zeros(n, dtype=np.int64)  # decisions of each slot's game so far

        def begin(pairs: list[tuple[int, int]]) -> None:
            """Start game k in slot b for each (b, k): its seed is the game's own, whatever slot
            plays it; one compiled call writes the new games' observations, masks and seats
            into the buffers (BatchEnv.start_games: the engine's one entry, vec_step, so a
            first run compiles no second entry point)."""
            slots = [b for b, _ in pairs]
            venv.start_games(slots, [int(episode_seed(self.seed, k, 0)) for _, k in pairs])
            for b, k in pairs:
                slot_game[b] = k
                slot_steps[b] = 0
                slot_ids[b] = eng.state["ident"][b, :players]
                policy_seed = int(episode_seed(self.seed, k, 1))
                for hook in hooks:
                    if hook is not None:
                        hook(b, policy_seed)

        begin([(b, start + b) for b in range(n)])
        started = start + n
        remaining = stop - start
        while remaining > 0:
            self._act(obs, slot_ids, rows, acts)
            if heroes_on:
                slot_heroes[:] = eng.state["hero"][:n, :players]
            _, _, _, truncated, info = venv.step(acts, None if rows.size == n else active)
            slot_steps += active  # every active slot's game took one decision
            final = info.get("final")
            if final is None:
                continue
            done = 0
            restarts = []
            for b in np.flatnonzero(final["ended"]).tolist():
                k = int(slot_game[b])
                if k < stop:
                    heroes = slot_heroes[b] if heroes_on else None
                    out.append(_record(k, b, final, truncated, slot_ids[b], heroes, slot_steps[b]))
                    done += 1
                if started < stop or not self.per_game:
                    restarts.append((b, started))
                    started += 1
                else:
                    active[b] = False  # parked: no game left to record in this slot
            if restarts:
                begin(restarts)
            if len(restarts) < done:
                rows = np.flatnonzero(active)
            remaining -= done
            if progress is not None and done:
                progress(done)


def play_games(
    config: GameConfig, spec: AgentsSpec, seed: int, games: int, num_envs: int
) -> GameResults:
    """Games ``0 .. games - 1`` of one configuration played here, in one chunk (index 0),
    without a pool or a run's record (:func:`simulate`'s are per run; this is per arm, for
    designs that play thousands of small arms: :mod:`qxs_env.lab.screening`). The same games
    as ``simulate(config, games, spec, seed, workers=1)`` when ``games`` fits one chunk, and
    whatever the chunks for policies reseeded per game."""
    out: list[Record] = []
    _Runner(config, spec, seed, num_envs).play(0, 0, games, out)
    res = new_results(config)
    _add_records(res, out)
    res.sort()
    return res


def _per_game(policies: Sequence[Any]) -> bool:
    """Whether every policy is reseeded per game (``begin_game(row, seed)``, like the lab's
    ``random`` and 群侠杀's ``heuristic``): then a game's play depends on its own seeds only,
    not on the games played in the other slots, so games that will not be recorded need not
    be played and the numbers do not depend on ``num_envs`` or ``chunk``."""
    return all(callable(getattr(p, "begin_game", None)) for p in policies)


def _record(
    k: int,
    b: int,
    final: dict[str, np.ndarray],
    truncated: np.ndarray,
    identities: np.ndarray,
    heroes: np.ndarray | None,
    decisions: int,
) -> Record:
    """The record of game ``k``, which just ended in slot ``b`` (``info["final"]`` of the step,
    its seats' identities and heroes, ``None`` without heroes, and its number of decisions)."""
    return (
        k,
        tuple(int(x) for x in final["won"][b]),
        int(final["turns"][b]),
        bool(truncated[b]),
        int(final["seed"][b]),
        tuple(int(x) for x in identities),
        () if heroes is None else tuple(int(x) for x in heroes),
        int(decisions),
        tuple(tuple(int(x) for x in seat) for seat in final["deaths"][b].T),
    )


def _chunks(games: int, chunk: int) -> list[tuple[int, int, int]]:
    return [(c, s, min(s + chunk, games)) for c, s in enumerate(range(0, games, chunk))]


_WORKER_RUNNERS: dict[tuple[str, str, int, int], _Runner] = {}


def _worker_init() -> None:
    """Workers ignore Ctrl-C: the parent handles it and stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _worker_task(
    ci: int,
    game: tuple[str, str | None],
    config: dict[str, Any],
    spec_text: str,
    seed: int,
    num_envs: int,
    chunk: tuple,
) -> tuple[int, list[Record]]:
    """Play one chunk of a game in a worker process; returns (configuration index, records).
    ``game``: its name and origin (:func:`registry.origin_of`: a game registered at run time
    is registered in the worker too)."""
    key = (game, json.dumps(config, sort_keys=True), spec_text, seed, num_envs)
    runner = _WORKER_RUNNERS.get(key)
    if runner is None:
        ruleset = registry.get(*game)
        spec = parse_agents(spec_text, game=ruleset.name)
        runner = _Runner(ruleset.make_config(**config), spec, seed, num_envs)
        _WORKER_RUNNERS[key] = runner
    out: list[Record] = []
    runner.play(chunk[0], chunk[1], chunk[2], out)
    return ci, out


# ---------------------------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------------------------
def simulate(
    configs: GameConfig | Sequence[GameConfig],
    games: int,
    agents: str | AgentsSpec = "random",
    seed: int = 0,
    workers: int = 1,
    num_envs: int = 256,
    chunk: int = DEFAULT_CHUNK,
    progress: Callable[[int], None] | None = None,
    ray: str | None = None,
    retries: int | None = None,
    finished: Sequence[Iterable[Record]] | None = None,
    ray_ship: bool = False,
    ray_dashboard: bool = False,
) -> LabResults:
    """Play ``games`` games of every configuration in ``configs`` and return the results.

    Args:
        configs: one :class:`GameConfig` or several (a sweep, e.g. from :func:`configurations`).
        games: games per configuration.
        agents: agents spec (text or parsed, see :func:`parse_agents`).
        seed: base seed; game k is dealt from ``episode_seed(seed, k, 0)``.
        workers: processes to use (1 plays in this process); with ``ray="local"``, the CPUs of
            the local Ray instance (1: all cores).
        num_envs: game slots stepped together per process.
        chunk: games per chunk (see the module docstring: the numbers depend on it only for
            policies with one shared random stream).
        progress: called with the number of games just finished.
        ray: ``None`` (no Ray), ``"local"`` (start Ray on this machine) or the address of a Ray
            cluster (``"auto"``, ``"HOST:PORT"``): the chunks become Ray
            tasks (needs the ``ray`` extra; :class:`LabError` when Ray is missing). The numbers
            are the same as with ``workers=1``.
        retries: with ``ray``, how many times a chunk whose worker or node died is played
            again (default :data:`qxs_env.lab.ray_backend.DEFAULT_RETRIES`); a chunk that still
            fails is
            left out and listed in :attr:`LabResults.missing`.
        ray_ship: with ``ray``, upload this project to the cluster's nodes (a ``runtime_env``,
            see :func:`qxs_env.lab.ray_backend.ship_runtime_env`) instead of needing it installed
            there.
        ray_dashboard: with ``ray="local"``, start Ray's dashboard too (needs ``ray[default]``;
            :class:`LabError` otherwise, see :func:`qxs_env.lab.ray_backend.check_dashboard`).
        finished: records already played, one iterable per configuration (from
            :func:`load_partial`): the chunks they cover fully are not played again, so the
            result equals an uninterrupted run.

    A run that leaves chunks unplayed (Ctrl-C, a chunk that failed for good) lists them in
    :attr:`LabResults.missing` and its :meth:`LabResults.report` carries ``incomplete``,
    ``missing_chunks`` and the finished records, which :func:`load_partial` reads back.

    Ctrl-C (KeyboardInterrupt) during the run returns the games finished so far with
    ``interrupted`` set instead of raising.
    """
    configs = [configs] if hasattr(configs, "players") else list(configs)
    game = _one_game(configs)
    ray = _checked_run_args(games, workers, num_envs, chunk, ray, seed)
    spec = agents if isinstance(agents, AgentsSpec) else parse_agents(agents, game=game)
    if spec.game != game:
        raise LabError(f"the agents spec is for {spec.game}, the configurations for {game}")
    for config in configs:
        spec.route_table(config.players)  # seats out of range
    results = [new_results(c) for c in configs]
    chunks = _chunks(games, chunk)
    if finished is not None:
        if len(finished) != len(configs):
            raise LabError("finished records need one list per configuration")
        for ci, records in enumerate(finished):
            _add_whole_chunks(results[ci], records, chunks, chunk)
    todo = _missing_chunks(results, chunks)
    interrupted = False
    failures: list[str] = []
    t0 = time.perf_counter()
    if ray is not None:
        from qxs_env.lab.ray_backend import DEFAULT_RETRIES, run_ray

        interrupted = run_ray(
            ray,
            configs,
            spec,
            seed,
            num_envs,
            chunks,
            workers,
            results,
            progress,
            todo=[(ci, c) for ci, c, _, _ in todo],
            retries=DEFAULT_RETRIES if retries is None else retries,
            failures=failures,
            ship=ray_ship,
            dashboard=ray_dashboard,
        )
    elif workers == 1:
        interrupted = _run_here(configs, spec, seed, num_envs, chunks, results, progress, todo)
    else:
        if _per_game([make_policy(name, configs[0]) for name in spec.names()]):
            todo = _pool_pieces(todo, workers, chunk)  # the same numbers, every worker busy
        interrupted = _run_pool(configs, spec, seed, num_envs, workers, results, progress, todo)
    for res in results:
        res.sort()
    missing = _missing_chunks(results, chunks)
    return LabResults(
        configs=configs,
        results=results,
        agents=str(spec),
        seed=seed,
        games_requested=games,
        interrupted=interrupted,
        wall_time_s=time.perf_counter() - t0,
        missing=missing,
        failures=failures,
        meta={
            "workers": workers,
            "num_envs": num_envs,
            "chunk": chunk,
            "ray": ray,
            "versions": version_info(),
        },
    )


def _one_game(configs: list[GameConfig]) -> str:
    """The registry name of the one game every configuration is of (:class:`LabError` for
    none, several, or a configuration of no registered game)."""
    if not configs:
        raise LabError("no configuration to play")
    try:
        games = {registry.ruleset_of(c).name for c in configs}
    except (KeyError, ValueError) as exc:
        raise LabError(str(exc)) from exc
    if len(games) != 1:
        raise LabError(f"one run plays one game, got {', '.join(sorted(games))}")
    return games.pop()


def _checked_run_args(
    games: int, workers: int, num_envs: int, chunk: int, ray: str | None, seed: int = 0
) -> str | None:
    """Check :func:`simulate`'s sizes and Ray address (:class:`LabError` naming what is wrong;
    Ray must be installed when asked for) and return the address stripped of spaces."""
    if games < 1:
        raise LabError("games must be at least 1")
    if not 0 <= seed < 2**63:
        raise LabError(f"seed must be 0 .. 2**63 - 1, got {seed}")
    if workers < 1 or num_envs < 1 or chunk < 1:
        raise LabError("workers, num_envs and chunk must be at least 1")
    if ray is not None:
        ray = ray.strip()
        if not ray:
            raise LabError("--ray needs 'local' or a cluster address")
        if ray != "local" and workers > 1:
            raise LabError(
                "--workers sets the CPUs of a local Ray instance only: a cluster's own "
                "resources decide how many tasks run at once"
            )
        require_ray()
    return ray


def _add_whole_chunks(
    results: GameResults,
    records: Iterable[Record],
    chunks: list[tuple[int, int, int]],
    chunk: int,
) -> None:
    """Add to ``results`` the records already played (a resumed run) of the chunks they cover
    fully; a chunk covered in part is played again whole, so the numbers equal an
    uninterrupted run's."""
    rows = list(records)
    per_chunk: dict[int, int] = {}
    for row in rows:
        per_chunk[row[0] // chunk] = per_chunk.get(row[0] // chunk, 0) + 1
    whole = {c for c, s, e in chunks if per_chunk.get(c, 0) == e - s}
    _add_records(results, [row for row in rows if row[0] // chunk in whole])


def _run_here(
    configs: list[GameConfig],
    spec: AgentsSpec,
    seed: int,
    num_envs: int,
    chunks: list[tuple[int, int, int]],
    results: list[GameResults],
    progress: Callable[[int], None] | None,
    todo: list[tuple[int, int, int, int]],
) -> bool:
    """Play the chunks ``todo`` in this process (one :class:`_Runner` per configuration), adding
    each chunk's games to ``results`` as it ends (a chunk cut by Ctrl-C keeps its finished
    games); returns whether Ctrl-C stopped the run."""
    try:
        runners: dict[int, _Runner] = {}
        for ci, c, _, _ in todo:
            if ci not in runners:
                runners[ci] = _Runner(configs[ci], spec, seed, num_envs)
            out: list[Record] = []
            try:
                runners[ci].play(*chunks[c], out, progress)
            finally:
                _add_records(results[ci], out)
    except KeyboardInterrupt:
        return True
    return False


def _missing_chunks(
    results: list[GameResults], chunks: list[tuple[int, int, int]]
) -> list[tuple[int, int, int, int]]:
    """The (configuration index, chunk index, first game, end) of every chunk whose games are
    not all in ``results``."""
    out: list[tuple[int, int, int, int]] = []
    for ci, res in enumerate(results):
        have = set(res.index)
        for c, s, e in chunks:
            if len(have) < e - s or any(k not in have for k in range(s, e)):
                out.append((ci, c, s, e))
    return out


def load_partial(path: str | Path) -> dict[str, Any]:
    """Read an incomplete run's JSON (written with ``incomplete``; see :func:`simulate`) for
    ``qxs simulate --resume``: returns the keyword arguments that complete it, ``configs``,
    ``games``, ``agents``, ``seed``, ``num_envs``, ``chunk`` and ``finished`` (the records).
    :class:`LabError` (one line) when the file cannot be read or is not an incomplete run."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LabError(f"--resume {path}: cannot read it: {exc}") from exc
    if not isinstance(data, dict) or "games_requested" not in data:
        raise LabError(f"--resume {path}: not a JSON report of qxs simulate")
    if not data.get("incomplete"):
        raise LabError(f"--resume {path}: that run is complete; nothing to resume")
    try:
        reports = data["configurations"] if "configurations" in data else [data]
        ruleset = registry.get(reports[0].get("game"))  # files before the game key: the default
        configs = [ruleset.make_config(**r["config"]) for r in reports]
        finished = [
            [
                (k, tuple(int(x) for x in w), t, bool(tr), sd, tuple(ids), tuple(hs), *dec)
                for k, w, t, tr, sd, ids, hs, *dec in rows
            ]
            for rows in (json.loads(r) if isinstance(r, str) else r for r in data["records"])
        ]
        return {
            "configs": configs,
            "games": int(data["games_requested"]),
            "agents": str(data["agents"]),
            "seed": int(data["seed"]),
            "num_envs": int(data.get("num_envs", 256)),
            "chunk": int(data.get("chunk", DEFAULT_CHUNK)),
            "finished": finished,
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise LabError(f"--resume {path}: not a readable incomplete run ({exc!r})") from exc


def _pool_pieces(
    todo: list[tuple[int, int, int, int]], workers: int, chunk: int
) -> list[tuple[int, int, int, int]]:
    """The chunks ``todo`` (configuration index, chunk index, first game, end) cut into pieces
    for a pool of ``workers`` processes, for policies reseeded per game only (whose numbers do
    not depend on how the games are cut: :func:`_per_game`): about ``m`` pieces of near-equal
    size, ``m`` a multiple of ``workers``, at least ``2 * workers`` and enough for pieces of
    at most ``chunk`` games, so that every worker has work when the run has fewer chunks than
    workers (2,000 games: one chunk) and the workers end at about the same time. A piece keeps
    its chunk's index."""
    total = sum(e - s for _, _, s, e in todo)
    pieces = workers * max(2, -(-total // (workers * chunk)))
    size = max(1, -(-total // pieces))
    out: list[tuple[int, int, int, int]] = []
    for ci, c, s, e in todo:
        parts = -(-(e - s) // size)
        cuts = [s + (e - s) * i // parts for i in range(parts + 1)]
        out += [(ci, c, a, b) for a, b in zip(cuts, cuts[1:], strict=False)]
    return out


def _run_pool(
    configs: list[GameConfig],
    spec: AgentsSpec,
    seed: int,
    num_envs: int,
    workers: int,
    results: list[GameResults],
    progress: Callable[[int], None] | None,
    todo: list[tuple[int, int, int, int]],
) -> bool:
    """Play every (configuration index, chunk index, first game, end) in ``todo`` in a spawn
    process pool; returns ``interrupted``."""
    ctx = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_worker_init)
    every: list[Future] = []
    collected: set[Future] = set()
    interrupted = False

    def collect(fut: Future) -> None:
        ci, records = fut.result()
        _add_records(results[ci], records)
        collected.add(fut)
        if progress is not None:
            progress(len(records))

    try:
        for ci, c, start, stop in todo:
            every.append(
                pool.submit(
                    _worker_task,
                    ci,
                    (spec.game, registry.origin_of(spec.game)),
                    configs[ci].to_dict(),
                    str(spec),
                    seed,
                    num_envs,
                    (c, start, stop),
                )
            )
        pending = set(every)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                collect(fut)
    except KeyboardInterrupt:
        interrupted = True
        for fut in every:
            fut.cancel()
        # chunks already running finish (the workers ignore Ctrl-C): keep their games
        pool.shutdown(wait=True, cancel_futures=True)
        for fut in every:
            if fut.done() and not fut.cancelled() and fut not in collected:
                collect(fut)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return interrupted


def require_ray() -> Any:
    """The ``ray`` module, or :class:`LabError` saying how to install it (see
    :func:`qxs_env.lab.ray_backend.require_ray`)."""
    from qxs_env.lab.ray_backend import require_ray as require

    return require()
