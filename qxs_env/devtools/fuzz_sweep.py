"""``qxs fuzz``: the compiled fuzz driver over a sweep of configurations, at scale.

A sweep is every combination of player counts (4-10), modes (standard; melee at 8 only),
decks, hero sets and the special cards on or off (:func:`configurations`). Each configuration
plays games in chunks of consecutive seeds: game ``k`` of every configuration has seed
``seed + k``, whoever plays it, so with ``games`` per configuration the results (counts and
violations) are the same for any number of worker processes and any chunk or batch size. With
``seconds`` the chunks go round robin over the configurations until the time is up (the chunks
already running finish), so every configuration plays about as many games; a run may set both.

Every chunk is one call of the compiled :func:`qxs_env.devtools.fuzz.fuzz_games`, which checks every
invariant after every decision and, on a violation, abandons that game and goes on. Each
violation is reported with a seed-exact reproduction: a Python one-liner
(:func:`reproduction`) that replays the game of that seed with the same random policy
(:func:`qxs_env.devtools.fuzz.random_game`) and prints the violation's code.

The driver lives in :mod:`qxs_env.devtools.fuzz`, whose source is part of the digest naming the
compiled
engine's cache (qxs_env.engine.jit); this module is not, so editing it recompiles nothing.
"""

from __future__ import annotations

import json
import multiprocessing
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.rulesets.qxs.config import HERO_SETS, GameConfig
from qxs_env.rulesets.qxs.constants import MAX_PLAYERS, MIN_PLAYERS

DECK_ORDER = ("starter", "basic", "standard", "wide")
SWEEP_HEROES = ("off", "standard", "all")  # the hero sets of ``--heroes every``
DEFAULT_CHUNK = 64
DEFAULT_BATCH = 16
COMPILE_NOTE = (
    "compiling the engine (one time; several minutes on a 2-core machine, more with heroes)..."
)


class FuzzSweepError(ValueError):
    """A sweep that cannot run (bad axis values, unplayable deck or heroes)."""


# ---------------------------------------------------------------------------------------------
# the sweep's configurations
# ---------------------------------------------------------------------------------------------
def deck_names() -> list[str]:
    """The decks of ``configs/decks`` (starter, basic, standard, wide first, then the others)."""
    from qxs_env.rulesets.qxs.content.loader import configs_dir

    found = {p.stem for p in (configs_dir() / "decks").glob("*.yaml")}
    return [d for d in DECK_ORDER if d in found] + sorted(found - set(DECK_ORDER))


def _words(text: str) -> list[str]:
    """``"a, b,c"`` -> ``["a", "b", "c"]``."""
    return [w.strip() for w in str(text).split(",") if w.strip()]


def parse_players(text: str | int) -> list[int]:
    """Player counts from ``8``, ``"4-10"``, ``"5,7,9"`` or ``"all"`` (sorted, distinct)."""
    if isinstance(text, int):
        text = str(text)
    if text.strip() == "all":
        return list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
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
        if not MIN_PLAYERS <= p <= MAX_PLAYERS:
            raise FuzzSweepError(f"players must be {MIN_PLAYERS}-{MAX_PLAYERS}, got {p}")
    return sorted(set(values))


def _modes(mode: str, counts: list[int]) -> list[tuple[int, str]]:
    """(players, mode) pairs: ``standard``, ``melee`` (8 players only) or ``both``."""
    if mode not in ("standard", "melee", "both"):
        raise FuzzSweepError(f"mode must be standard, melee or both, got {mode!r}")
    if mode == "melee" and counts != [8]:
        raise FuzzSweepError(
            f"melee (混战) is played by 8 players only, not {[p for p in counts if p != 8]}"
            " (use --players 8, or --mode both for standard at every count plus melee at 8)"
        )
    pairs: list[tuple[int, str]] = []
    for p in counts:
        if mode in ("standard", "both"):
            pairs.append((p, "standard"))
        if mode == "melee" or (mode == "both" and p == 8):
            pairs.append((p, "melee"))
    return pairs


def parse_decks(text: str) -> list[str]:
    """Deck names or YAML paths, comma-separated; ``all``: every deck of ``configs/decks``."""
    decks = deck_names() if text.strip() == "all" else _words(text)
    if not decks:
        raise FuzzSweepError("no deck given")
    return list(dict.fromkeys(decks))


def parse_heroes(text: str) -> list[str]:
    """Hero sets, comma-separated (off, standard, all, implemented); ``every``: off,standard,all."""
    sets = list(SWEEP_HEROES) if text.strip() == "every" else _words(text)
    bad = [h for h in sets if h not in HERO_SETS and h != "none"]
    if bad or not sets:
        raise FuzzSweepError(
            f"heroes must be a comma-separated list of {', '.join(HERO_SETS)} or 'every'"
            f" (off,standard,all), got {text!r}"
        )
    return list(dict.fromkeys("off" if h == "none" else h for h in sets))


def parse_specials(text: str) -> list[bool]:
    """The special cards' module: ``on``, ``off`` or ``both``."""
    choices = {"off": [False], "on": [True], "both": [False, True]}
    if text not in choices:
        raise FuzzSweepError(f"specials must be on, off or both, got {text!r}")
    return choices[text]


def check_playable(config: GameConfig) -> None:
    """Raise :class:`FuzzSweepError` unless the engine can play ``config`` (deck found and every
    card effect implemented, heroes' skills implemented, identities for the player count)."""
    from qxs_env.rulesets.qxs.api import content_for, hero_tables_for
    from qxs_env.rulesets.qxs.content import identity_counts

    try:
        identity_counts(config.players, config.mode)
        content_for(config.deck, config.specials)
        hero_tables_for(config)
    except NotImplementedError as exc:
        raise FuzzSweepError(
            f"{label(config)} is not playable: {' '.join(str(exc).split())[:300]}"
        ) from exc
    except (ValueError, OSError) as exc:
        raise FuzzSweepError(f"{label(config)}: {' '.join(str(exc).split())[:300]}") from exc


def configurations(
    players: str | int = "4-10",
    mode: str = "both",
    decks: str = "starter",
    heroes: str = "off",
    specials: str = "off",
    hero_assign: str = "draft",
) -> list[GameConfig]:
    """Every configuration of a sweep, checked playable (:class:`FuzzSweepError` otherwise):
    the product of the player counts and modes, decks, hero sets and specials settings."""
    if hero_assign not in ("draft", "random"):
        raise FuzzSweepError(f"hero_assign must be draft or random, got {hero_assign!r}")
    out: list[GameConfig] = []
    for p, m in _modes(mode, parse_players(players)):
        for deck in parse_decks(decks):
            for hero_set in parse_heroes(heroes):
                for sp in parse_specials(specials):
                    extra: dict[str, Any] = {"heroes": hero_set}  # always: the default is on
                    if hero_set != "off":
                        extra["hero_assign"] = hero_assign
                    try:
                        config = GameConfig(players=p, mode=m, deck=deck, specials=sp, **extra)
                    except ValueError as exc:
                        raise FuzzSweepError(str(exc)) from exc
                    check_playable(config)
                    out.append(config)
    return out


def label(config: GameConfig) -> str:
    """Short name of a configuration, e.g. ``5p standard, deck standard, heroes all, specials``."""
    text = f"{config.players}p {config.mode}, deck {config.deck}, heroes {config.heroes}"
    if config.heroes != "off" and config.hero_assign != "draft":
        text += f" ({config.hero_assign})"
    return text + (", specials" if config.specials else "")


def config_source(config: GameConfig) -> str:
    """``GameConfig(...)`` as Python source, naming players and every field that differs from
    the defaults (``eval`` of it gives ``config`` back)."""
    default = GameConfig()
    parts = [f"players={config.players!r}"]
    for name in GameConfig.__dataclass_fields__:
        value = getattr(config, name)
        if name != "players" and value != getattr(default, name):
            parts.append(f"{name}={value!r}")
    return f"GameConfig({', '.join(parts)})"


def reproduction(
    config: GameConfig, seed: int, budget: int | None = None, ignore: Sequence[int] = ()
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
    code = (
        "from qxs_env.rulesets.qxs.config import GameConfig; "
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

    config: GameConfig
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

    def report(self, seed: int, budget: int, ignore: Sequence[int]) -> dict[str, Any]:
        """Plain data for the JSON report (each violation with its reproduction line)."""
        c = self.config
        return {
            "label": label(c),
            "players": c.players,
            "mode": c.mode,
            "deck": c.deck,
            "heroes": c.heroes,
            "hero_assign": c.hero_assign,
            "specials": c.specials,
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
            "configurations": [t.report(self.seed, self.budget, self.ignore) for t in self.tallies],
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
    config: GameConfig,
    first_seed: int,
    n: int,
    batch: int = DEFAULT_BATCH,
    budget: int | None = None,
    ignore: Sequence[int] = (),
    records: int = 100,
) -> dict[str, Any]:
    """Fuzz the ``n`` games of seeds ``first_seed ...`` of ``config`` (engine kept for the next
    chunk of the same configuration); returns the counts and violations as plain data."""
    from qxs_env.devtools.fuzz import DEFAULT_DECISION_BUDGET, fuzz_seeds
    from qxs_env.rulesets.qxs.api import Engine

    key = (repr(config), batch)  # (GameConfig holds a dict: not hashable)
    eng = _ENGINES.get(key)
    if eng is None:
        eng = _ENGINES[key] = Engine(config, batch=batch)
    seeds = np.arange(first_seed, first_seed + n, dtype=np.int64)
    res = fuzz_seeds(
        eng, seeds, DEFAULT_DECISION_BUDGET if budget is None else budget, tuple(ignore), records
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
    ci: int, config: GameConfig, first_seed: int, n: int, opts: dict[str, Any]
) -> tuple[int, dict[str, Any]]:
    """One chunk in a worker process; returns (configuration index, chunk result)."""
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


def engine_compiled() -> bool:
    """Whether numba's cache already holds the compiled fuzz driver for this engine version
    (if not, the first call compiles the engine: minutes)."""
    from qxs_env.engine.jit import CACHE_DIR

    return any(Path(CACHE_DIR).glob("**/fuzz.fuzz_games-*.nbi"))


@dataclass
class _Run:
    """The state of one sweep while it runs."""

    configs: list[GameConfig]
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
                pending.add(pool.submit(_worker_chunk, ci, cfg, self.seed + lo, n, self.opts))

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
    configs: list[GameConfig],
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
) -> SweepResult:
    """Fuzz ``games`` games per configuration and/or for ``seconds`` of wall time (at least one
    of them), over ``workers`` processes (1: this process). ``progress(games, violations)`` is
    called after each chunk; ``note`` receives :data:`COMPILE_NOTE` before a first compile, which
    is done in this process before the clock starts (and before workers, which then load it from
    the cache instead of each compiling it). Ctrl-C stops the sweep:
    the result holds the chunks finished so far and ``interrupted``."""
    from qxs_env.devtools.fuzz import DEFAULT_DECISION_BUDGET

    if games is None and seconds is None:
        raise FuzzSweepError("give a number of games per configuration or a time in seconds")
    if not configs:
        raise FuzzSweepError("no configuration to fuzz")
    budget = DEFAULT_DECISION_BUDGET if budget is None else int(budget)
    opts = {"batch": batch, "budget": budget, "ignore": tuple(ignore), "records": records}
    if not engine_compiled():
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
    return SweepResult(
        run.tallies, seed, budget, tuple(ignore), workers, time.perf_counter() - t0, interrupted
    )
