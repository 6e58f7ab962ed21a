"""``qxs fuzz``: the fuzz of any registered game over a sweep of configurations, at scale.

A sweep of a game (``game``, default the registry's default game) is every combination of
player counts (the game's, :attr:`~qxs_env.rulesets.registry.Ruleset.min_players` to
``max_players``), modes (the game's ``modes``, each at the counts whose identity table has it:
群侠杀's melee at 8 only) and the values of the game's own axes (its descriptor's ``fuzz_axes``:
群侠杀's decks, hero sets, hero dealing and the special cards) (:func:`configurations`). Each
configuration plays games in chunks of consecutive seeds: game ``k`` of every configuration has
seed ``seed + k``, whoever plays it, so with ``games`` per configuration the results (counts and
violations) are the same for any number of worker processes and any chunk or batch size. With
``seconds`` the chunks go round robin over the configurations until the time is up (the chunks
already running finish), so every configuration plays about as many games; a run may set both.

Every chunk is one call of the game's compiled fuzz loop (its descriptor's ``fuzz_slice``,
through :func:`qxs_env.devtools.fuzz.fuzz_seeds`), which checks every invariant after every
decision and, on a violation, abandons that game and goes on. Each violation is reported with a
seed-exact reproduction: a Python one-liner (:func:`reproduction`) that replays the game of that
seed with the same random policy (:func:`qxs_env.devtools.fuzz.random_game`) and prints the
violation's code. Nothing here is compiled: editing it recompiles nothing.
"""

from __future__ import annotations

import json
import multiprocessing
import re
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.devtools.fuzz import NoFuzzSliceError
from qxs_env.rulesets import registry

DEFAULT_CHUNK = 64
DEFAULT_BATCH = 16
COMPILE_NOTE = (
    "compiling the engine (one time; several minutes on a 2-core machine, more with heroes)..."
)
EVERY_MODE = ("both", "all")  # ``--mode both``: every mode of the game, where it is played


class FuzzSweepError(ValueError):
    """A sweep that cannot run (bad axis values, unplayable deck or heroes)."""


# ---------------------------------------------------------------------------------------------
# the sweep's configurations
# ---------------------------------------------------------------------------------------------
def _words(text: str) -> list[str]:
    """``"a, b,c"`` -> ``["a", "b", "c"]``."""
    return [w.strip() for w in str(text).split(",") if w.strip()]


def fuzzable(game: str | registry.Ruleset | None = None) -> registry.Ruleset:
    """The descriptor of ``game`` (default: the default game), which must have a fuzz slice:
    :class:`FuzzSweepError` naming the game otherwise (or the registry's unknown game)."""
    try:
        ruleset = registry.get(game)
    except registry.UnknownGameError as exc:
        raise FuzzSweepError(str(exc)) from exc
    if ruleset.fuzz_slice is None:
        raise FuzzSweepError(str(NoFuzzSliceError(f"game {ruleset.name} has no fuzz slice")))
    return ruleset


def parse_players(text: str | int, game: str | registry.Ruleset | None = None) -> list[int]:
    """Player counts from ``8``, ``"4-10"``, ``"5,7,9"`` or ``"all"`` (every count ``game`` is
    played with; sorted, distinct)."""
    ruleset = registry.get(game)
    lo_p, hi_p = ruleset.min_players, ruleset.max_players
    if isinstance(text, int):
        text = str(text)
    if text.strip() == "all":
        return list(range(lo_p, hi_p + 1))
    values: list[int] = []
    for part in _words(text):
        lo, dash, hi = part.partition("-")
        try:
            values += range(int(lo), int(hi) + 1) if dash else [int(lo)]
        except ValueError as exc:
            raise FuzzSweepError(
                f"bad players {text!r}: use a count (8), a range (4-10), a list (5,7) or all"
            ) from exc
    if not values:
        raise FuzzSweepError(f"no player count in {text!r}")
    for p in values:
        if not lo_p <= p <= hi_p:
            raise FuzzSweepError(f"players must be {lo_p}-{hi_p}, got {p}")
    return sorted(set(values))


def _plays(ruleset: registry.Ruleset, players: int, mode: str) -> str | None:
    """None when ``mode`` is played by ``players`` (the game's identity table has them), else
    the table's reason."""
    try:
        ruleset.identity_counts(players, mode)
    except ValueError as exc:
        return " ".join(str(exc).split())
    return None


def mode_pairs(
    mode: str, counts: list[int], game: str | registry.Ruleset | None = None
) -> list[tuple[int, str]]:
    """(players, mode) pairs: the modes named (comma-separated, each of the game's modes), each
    at every count, which must play it; ``both`` (or ``all``): every mode of the game at the
    counts that play it (群侠杀: standard at every count, melee at 8)."""
    ruleset = registry.get(game)
    named = list(ruleset.modes) if mode.strip() in EVERY_MODE else _words(mode)
    bad = [m for m in named if m not in ruleset.modes]
    if bad or not named:
        raise FuzzSweepError(
            f"mode must be {', '.join(ruleset.modes)} (comma-separated) or both, got {mode!r}"
        )
    pairs: list[tuple[int, str]] = []
    for p in counts:
        for m in ruleset.modes:
            if m not in named:
                continue
            reason = _plays(ruleset, p, m)
            if reason is None:
                pairs.append((p, m))
            elif mode.strip() not in EVERY_MODE:
                raise FuzzSweepError(
                    f"mode {m} is not played by {p} players ({reason}); use --mode both for"
                    " every mode at the player counts that play it"
                )
    if not pairs:
        raise FuzzSweepError(f"no mode of {ruleset.name} is played by {counts} players")
    return pairs


def configurations(
    players: str | int = "all",
    mode: str = "both",
    game: str | registry.Ruleset | None = None,
    **axes: str,
) -> list[Any]:
    """Every configuration of a sweep of ``game`` (default: the default game), checked playable
    (:class:`FuzzSweepError` otherwise): the product of the player counts and modes and of the
    values of the game's own axes (``axes``, by name: 群侠杀's deck, heroes, hero_assign,
    specials; those not given: the game's defaults), built by the game's fuzz axes."""
    ruleset = fuzzable(game)
    pairs = mode_pairs(mode, parse_players(players, ruleset), ruleset)
    given = {k: v for k, v in axes.items() if v is not None}
    try:
        if ruleset.fuzz_axes is not None:
            return list(ruleset.fuzz_axes().configurations(pairs, given))
        if given:
            raise FuzzSweepError(f"game {ruleset.name} has no fuzz axes ({', '.join(given)})")
        return [ruleset.make_config(players=p, mode=m) for p, m in pairs]
    except FuzzSweepError:
        raise
    except ValueError as exc:
        raise FuzzSweepError(str(exc)) from exc


def _game_of(config: Any, game: str | registry.Ruleset | None) -> registry.Ruleset:
    """``game``'s descriptor, or (None) that of the game whose config class ``config`` is."""
    return registry.ruleset_of(config) if game is None else registry.get(game)


def label(config: Any, game: str | registry.Ruleset | None = None) -> str:
    """Short name of a configuration of ``game`` (default: the game of the config's class): the
    game's fuzz axes say it (``5p standard, deck standard, heroes all, specials``), else
    ``5p standard``."""
    ruleset = _game_of(config, game)
    if ruleset.fuzz_axes is not None:
        return str(ruleset.fuzz_axes().label(config))
    return f"{config.players}p {config.mode}"


def _report_fields(config: Any, game: str | None) -> dict[str, Any]:
    """The values of the game's own axes of ``config``, for the JSON report."""
    ruleset = _game_of(config, game)
    return {} if ruleset.fuzz_axes is None else dict(ruleset.fuzz_axes().report_fields(config))


def config_source(config: Any) -> str:
    """The configuration as Python source (群侠杀: ``GameConfig(...)``): its class called with
    players and every field that differs from the class's defaults (``eval`` of it, with the
    class imported, gives ``config`` back)."""
    cls = type(config)
    default = cls()
    parts = [f"players={config.players!r}"]
    for name in cls.__dataclass_fields__:
        value = getattr(config, name)
        if name != "players" and value != getattr(default, name):
            parts.append(f"{name}={value!r}")
    return f"{cls.__name__}({', '.join(parts)})"


def reproduction(
    config: Any, seed: int, budget: int | None = None, ignore: Sequence[int] = ()
) -> str:
    """A shell line that replays the game of ``seed`` with the fuzz policy and prints the code
    of its first violation (0: none): ``python -c "..."`` (``budget`` / ``ignore`` only when
    they differ from random_game's defaults)."""
    from qxs_env.devtools.fuzz import DEFAULT_DECISION_BUDGET

    args = [config_source(config), str(int(seed))]
    if budget is not None and budget != DEFAULT_DECISION_BUDGET:
        args.append(f"budget={int(budget)}")
    if ignore:
        args.append(f"ignore={tuple(int(c) for c in ignore)!r}")
    cls = type(config)
    code = (
        f"from {cls.__module__} import {cls.__name__}; "
        "from qxs_env.devtools.fuzz import random_game; "
        f"print(random_game({', '.join(args)}).code)"
    )
    if any(ch in code for ch in '"$`\\!'):
        import shlex

        return f"python -c {shlex.quote(code)}"
    return f'python -c "{code}"'


# ---------------------------------------------------------------------------------------------
# results
# ---------------------------------------------------------------------------------------------
@dataclass
class ConfigTally:
    """The merged counts of one configuration's chunks, and its violations (by seed)."""

    config: Any
    games: int = 0  # played: ended or abandoned at a violation
    won: int = 0
    truncated: int = 0
    decisions: int = 0
    turns: int = 0
    max_decisions: int = 0
    max_turns: int = 0
    ignored: int = 0
    n_violations: int = 0
    violations: list[dict[str, Any]] = field(default_factory=list)
    next_game: int = 0  # the first game index not handed out yet

    def add(self, chunk: dict[str, Any], records: int) -> None:
        """Merge one chunk's result (keeping the ``records`` violations of lowest seeds)."""
        for key in ("games", "won", "truncated", "decisions", "turns", "ignored"):
            setattr(self, key, getattr(self, key) + chunk[key])
        self.n_violations += chunk["n_violations"]
        self.max_decisions = max(self.max_decisions, chunk["max_decisions"])
        self.max_turns = max(self.max_turns, chunk["max_turns"])
        merged = self.violations + chunk["violations"]
        self.violations = sorted(merged, key=lambda v: v["seed"])[:records]

    def report(
        self, seed: int, budget: int, ignore: Sequence[int], game: str | None = None
    ) -> dict[str, Any]:
        """Plain data for the JSON report (each violation with its reproduction line)."""
        c = self.config
        return {
            "label": label(c, game),
            "players": c.players,
            "mode": c.mode,
            **_report_fields(c, game),
            "games": self.games,
            "won": self.won,
            "truncated": self.truncated,
            "decisions": self.decisions,
            "turns": self.turns,
            "max_decisions": self.max_decisions,
            "max_turns": self.max_turns,
            "ignored": self.ignored,
            "first_seed": seed,
            "violations_found": self.n_violations,
            "violations": [
                {
                    **v,
                    "game": v["seed"] - seed,
                    "reproduce": reproduction(c, v["seed"], budget, ignore),
                }
                for v in self.violations
            ],
        }


@dataclass
class SweepResult:
    """Everything a sweep found: one :class:`ConfigTally` per configuration, and the run."""

    tallies: list[ConfigTally]
    seed: int
    budget: int
    ignore: tuple[int, ...]
    workers: int
    seconds: float
    interrupted: bool = False
    game: str = registry.DEFAULT_GAME

    @property
    def games(self) -> int:
        """Games played over every configuration."""
        return sum(t.games for t in self.tallies)

    @property
    def n_violations(self) -> int:
        """Violations found over every configuration."""
        return sum(t.n_violations for t in self.tallies)

    def report(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        decisions = sum(t.decisions for t in self.tallies)
        return {
            "game": self.game,
            "seed": self.seed,
            "seed_rule": "game k of every configuration has seed seed + k",
            "budget": self.budget,
            "ignore": list(self.ignore),
            "workers": self.workers,
            "wall_time_s": self.seconds,
            "interrupted": self.interrupted,
            "games": self.games,
            "decisions": decisions,
            "games_per_second": self.games / max(self.seconds, 1e-9),
            "decisions_per_second": decisions / max(self.seconds, 1e-9),
            "violations_found": self.n_violations,
            "configurations": [
                t.report(self.seed, self.budget, self.ignore, self.game) for t in self.tallies
            ],
        }

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` to ``path``; returns it."""
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(self.report(), indent=2, ensure_ascii=False) + "\n")
        return out


# ---------------------------------------------------------------------------------------------
# playing
# ---------------------------------------------------------------------------------------------
_ENGINES: dict[tuple[str, int], Any] = {}  # per process: one engine per (repr(config), batch)


def play_chunk(
    config: Any,
    first_seed: int,
    n: int,
    batch: int = DEFAULT_BATCH,
    budget: int | None = None,
    ignore: Sequence[int] = (),
    records: int = 100,
    game: str | None = None,
) -> dict[str, Any]:
    """Fuzz the ``n`` games of seeds ``first_seed ...`` of ``config`` of ``game`` (default: the
    game of the config's class; engine kept for the next chunk of the same configuration);
    returns the counts and violations as plain data."""
    from qxs_env.devtools.fuzz import DEFAULT_DECISION_BUDGET, fuzz_seeds

    key = (repr(config), batch)  # (a config may hold a dict: not hashable)
    eng = _ENGINES.get(key)
    if eng is None:
        engine_class = _game_of(config, game).engine_class
        eng = _ENGINES[key] = engine_class(config, batch=batch)
    seeds = np.arange(first_seed, first_seed + n, dtype=np.int64)
    res = fuzz_seeds(
        eng,
        seeds,
        DEFAULT_DECISION_BUDGET if budget is None else budget,
        tuple(ignore),
        records,
        game,
    )
    out: dict[str, Any] = {
        key: getattr(res, key)
        for key in (
            "won",
            "truncated",
            "decisions",
            "turns",
            "max_decisions",
            "max_turns",
            "ignored",
            "n_violations",
        )
    }
    out["games"] = res.won + res.truncated + res.n_violations
    out["violations"] = [
        {
            "code": v.code,
            "description": v.description,
            "seed": v.seed,
            "decision_index": v.decision_index,
        }
        for v in res.violations
    ]
    return out


def _worker_init() -> None:
    """Workers ignore Ctrl-C: the parent handles it and stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _worker_chunk(
    ci: int,
    config: Any,
    first_seed: int,
    n: int,
    opts: dict[str, Any],
    game: tuple[str, str | None] | None = None,
) -> tuple[int, dict[str, Any]]:
    """One chunk in a worker process; returns (configuration index, chunk result). ``game``:
    the game's name and origin (``registry.origin_of``), so that a game registered at run time
    is registered in the worker too."""
    if game is not None:
        registry.get(*game)
    return ci, play_chunk(config, first_seed, n, **opts)


def _work(n_configs: int, games: int | None, chunk: int) -> Iterator[tuple[int, int, int]]:
    """(configuration, first game, games) chunks, round robin over the configurations: all of
    ``games`` per configuration, or without end when ``games`` is None."""
    j = 0
    while games is None or j * chunk < games:
        lo = j * chunk
        n = chunk if games is None else min(chunk, games - lo)
        for ci in range(n_configs):
            yield ci, lo, n
        j += 1


def engine_compiled(game: str | registry.Ruleset | None = None) -> bool:
    """Whether numba's cache already holds the compiled fuzz loop of ``game``'s fuzz slice for
    this engine version (if not, the first call compiles the engine: minutes)."""
    from qxs_env.devtools.fuzz import fuzz_slice
    from qxs_env.engine.jit import CACHE_DIR

    loop = getattr(fuzz_slice(game).fuzz_games, "py_func", None)
    if loop is None:  # not compiled at all (NUMBA_DISABLE_JIT=1): nothing to wait for
        return True
    module = loop.__module__.rsplit(".", 1)[-1]
    tag = getattr(loop, "_qxs_cache_tag", "")  # the framework's loop bound for this game
    scoped = f"-{re.sub(r'[^A-Za-z0-9]+', '_', tag)}." if tag else ""
    return any(
        scoped in p.name for p in Path(CACHE_DIR).glob(f"**/{module}.{loop.__qualname__}-*.nbi")
    )


@dataclass
class _Run:
    """The state of one sweep while it runs."""

    configs: list[Any]
    tallies: list[ConfigTally]
    seed: int
    opts: dict[str, Any]
    deadline: float | None
    progress: Callable[[int, int], None] | None

    def time_up(self) -> bool:
        """Whether the ``seconds`` budget is spent (no new chunk starts then)."""
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def collect(self, ci: int, out: dict[str, Any]) -> None:
        """Merge a finished chunk of configuration ``ci`` and report the progress."""
        self.tallies[ci].add(out, self.opts["records"])
        if self.progress is not None:
            self.progress(out["games"], out["n_violations"])

    def serial(self, work: Iterator[tuple[int, int, int]]) -> None:
        """The chunks one after the other in this process."""
        for ci, lo, n in work:
            if self.time_up():
                return
            self.collect(ci, play_chunk(self.configs[ci], self.seed + lo, n, **self.opts))

    def pool(self, work: Iterator[tuple[int, int, int]], workers: int) -> bool:
        """Chunks over ``workers`` spawn processes (2 per worker in flight); returns whether
        Ctrl-C stopped it (the chunks already running finish and are counted)."""
        ctx = multiprocessing.get_context("spawn")
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_worker_init)
        pending: set[Future] = set()

        def submit() -> None:
            while len(pending) < 2 * workers and not self.time_up():
                nxt = next(work, None)
                if nxt is None:
                    return
                ci, lo, n = nxt
                cfg = self.configs[ci]
                name = registry.ruleset_of(cfg).name
                game = (name, registry.origin_of(name))
                args = (ci, cfg, self.seed + lo, n, self.opts, game)
                pending.add(pool.submit(_worker_chunk, *args))

        try:
            submit()
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    self.collect(*fut.result())
                submit()
        except KeyboardInterrupt:
            for fut in pending:
                fut.cancel()
            pool.shutdown(wait=True, cancel_futures=True)
            for fut in pending:
                if fut.done() and not fut.cancelled():
                    self.collect(*fut.result())
            return True
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
        return False


def run_sweep(
    configs: list[Any],
    games: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    workers: int = 1,
    batch: int = DEFAULT_BATCH,
    chunk: int = DEFAULT_CHUNK,
    budget: int | None = None,
    ignore: Sequence[int] = (),
    records: int = 100,
    progress: Callable[[int, int], None] | None = None,
    note: Callable[[str], None] | None = None,
    game: str | registry.Ruleset | None = None,
) -> SweepResult:
    """Fuzz ``games`` games per configuration and/or for ``seconds`` of wall time (at least one
    of them), over ``workers`` processes (1: this process). ``progress(games, violations)`` is
    called after each chunk; ``note`` receives :data:`COMPILE_NOTE` before a first compile, which
    is done in this process before the clock starts (and before workers, which then load it from
    the cache instead of each compiling it). Ctrl-C stops the sweep:
    the result holds the chunks finished so far and ``interrupted``. ``game``: the game the
    configurations are of (default: the game of their config class; worker processes find it
    by name, so it is a built-in game or one registered when its package is imported)."""
    from qxs_env.devtools.fuzz import DEFAULT_DECISION_BUDGET

    if games is None and seconds is None:
        raise FuzzSweepError("give a number of games per configuration or a time in seconds")
    if not configs:
        raise FuzzSweepError("no configuration to fuzz")
    budget = DEFAULT_DECISION_BUDGET if budget is None else int(budget)
    ruleset = fuzzable(_game_of(configs[0], game))
    opts = {
        "batch": batch,
        "budget": budget,
        "ignore": tuple(ignore),
        "records": records,
        "game": ruleset.name,
    }
    if not engine_compiled(ruleset):
        if note is not None:
            note(COMPILE_NOTE)
        # compile here, outside the time budget (workers then load it from the cache)
        play_chunk(configs[0], seed, 0, **opts)
    t0 = time.perf_counter()
    run = _Run(
        configs,
        [ConfigTally(c) for c in configs],
        seed,
        opts,
        None if seconds is None else time.perf_counter() + seconds,
        progress,
    )
    work = _work(len(configs), games, chunk)
    interrupted = False
    try:
        if workers > 1:
            interrupted = run.pool(work, workers)
        else:
            run.serial(work)
    except KeyboardInterrupt:
        interrupted = True
    seconds_run = time.perf_counter() - t0
    return SweepResult(
        run.tallies, seed, budget, tuple(ignore), workers, seconds_run, interrupted, ruleset.name
    )
