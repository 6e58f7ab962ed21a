"""The ``qxs`` command line: the simulation lab, engine benchmarks.

Subcommands::

    qxs simulate --players 5-10 --mode both --games 2000 --agents 'cult=heuristic,*=random'
                 [--seed 0] [--workers N] [--ray local|ADDRESS] [--json FILE] [--csv FILE]
                 [--plot DIR]
    qxs play [--players 5] [--seat 0] [--agents heuristic] [--seed N]
    qxs bench [--json] [--players 8] [--seconds 5] [--heroes implemented]
    qxs fuzz --players 4-10 --mode both --deck all --heroes off,standard,all --specials both
             (--games N | --seconds S) [--workers W] [--seed 0] [--json FILE] [--quiet]
    qxs train --identity cult [--players 8] [--timesteps N] [--recipe F] [--resume ZIP]
    qxs eval [--players 8] [--mode both] [--games 1000] [--json FILE]
    qxs audit --players 8 [--deck standard] [--heroes standard] [--games 2000] [--json FILE]
                          (train / eval need the train extra: qxs_env.train.commands)

``simulate`` is a thin front end of :mod:`qxs_env.lab` (agents specs, routing, seeding, workers,
reports); this module parses and checks the arguments, shows the progress bar and prints the
tables. Errors in the arguments (bad player counts, melee not at 8 players, unknown or unplayable
deck, bad agents spec) print one line on stderr and exit with code 2; a run stopped with Ctrl-C
prints and saves the results so far (marked ``interrupted``) and exits with code 130.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from qxs_env.config import MODES, GameConfig
from qxs_env.constants import MAX_PLAYERS, MIN_PLAYERS
from qxs_env.outputs import OutputPathError, check_dir, check_file, write_all
from qxs_env.report_text import print_simulation
from qxs_env.stats import GameResults

LATER: dict[str, str] = {}  # commands announced but not available yet: name -> why


class CliError(Exception):
    """A user error: printed as one line on stderr, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """ArgumentParser whose errors raise :class:`CliError` instead of exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise instead of printing usage and exiting."""
        raise CliError(f"{message} (see '{self.prog} --help')")


def _warn(line: str) -> None:
    """One error line on stderr (the run goes on)."""
    print(f"qxs: error: {line}", file=sys.stderr)


def _check_outputs(
    json_file: str | None = None, csv_file: str | None = None, plot_dir: str | None = None
) -> None:
    """Try every output path before the first game (qxs_env.outputs); raises CliError."""
    try:
        if json_file:
            check_file(json_file, "--json")
        if csv_file:
            check_file(csv_file, "--csv")
        if plot_dir:
            check_dir(plot_dir, "--plot")
    except OutputPathError as exc:
        raise CliError(str(exc)) from exc


def require_at_least(args: argparse.Namespace, **lows: int) -> None:
    """Raise :class:`CliError` for the first option below its lowest value, e.g.
    ``require_at_least(args, games=1, seed=0)`` ("--games must be at least 1",
    "--seed must be >= 0"); options left at None are not checked."""
    for name, low in lows.items():
        value = getattr(args, name)
        if value is not None and value < low:
            flag = "--" + name.replace("_", "-")
            raise CliError(f"{flag} must be >= 0" if low == 0 else f"{flag} must be at least {low}")


def _one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut at ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


# ---------------------------------------------------------------------------------------------
# configuration and engine construction with clear errors
# ---------------------------------------------------------------------------------------------
def _id_list(text: str | None) -> tuple[str, ...] | None:
    """``"a,b, c"`` -> ``("a", "b", "c")``; ``None`` or blank -> ``None``."""
    if text is None or not text.strip():
        return None
    return tuple(x.strip() for x in text.split(",") if x.strip())


def make_config(
    players: int,
    mode: str,
    deck: str,
    max_turns: int | None = None,
    heroes: str = "standard",
    hero_pool: str | None = None,
    hero_assign: str = "draft",
    max_decisions: int | None = None,
) -> GameConfig:
    """A validated :class:`GameConfig` whose deck (and heroes) the engine can play; raises
    :class:`CliError`. ``hero_pool``: comma-separated hero ids restricting the heroes dealt;
    ``hero_assign``: ``draft``, ``random`` or comma-separated hero ids, one per seat;
    ``max_turns`` / ``max_decisions``: the truncation limits (None: GameConfig's defaults)."""
    fields: dict[str, Any] = {"players": players, "mode": mode, "deck": deck}
    if max_turns is not None:
        fields["max_turns"] = max_turns
    if max_decisions is not None:
        fields["max_decisions"] = max_decisions
    pool = _id_list(hero_pool)
    assign: str | tuple[str, ...] = hero_assign
    if hero_assign not in ("draft", "random"):
        assign = _id_list(hero_assign) or "draft"
    if heroes == "off" and (pool is not None or assign != "draft"):
        raise CliError("--hero-pool and --hero-assign need heroes: drop --heroes off")
    fields["heroes"] = heroes
    if heroes not in ("off", "none"):
        if pool is not None:
            fields["hero_pool"] = pool
        fields["hero_assign"] = assign
        try:
            from qxs_env.engine.api import hero_tables_for

            hero_tables_for(GameConfig(**fields))
        except NotImplementedError as exc:
            raise CliError(_one_line(str(exc))) from exc
        except ValueError as exc:
            raise CliError(_one_line(str(exc))) from exc
    try:
        config = GameConfig(**fields)
        from qxs_env.content import identity_counts
        from qxs_env.engine.api import content_for

        identity_counts(config.players, config.mode)
        content_for(config.deck)
    except NotImplementedError as exc:
        raise CliError(
            f"deck {deck!r} is not playable: the engine does not implement all of its card "
            f"effects ({_one_line(str(exc), 200)})"
        ) from exc
    except (ValueError, OSError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    return config


# ---------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------
def simulate(
    config: GameConfig,
    games: int,
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[int], None] | None = None,
) -> GameResults:
    """Play exactly ``games`` games of uniform random legal agents (see :func:`qxs_env.lab.simulate`
    for any agents, sweeps and workers); returns the configuration's :class:`GameResults`."""
    from qxs_env.lab import simulate as lab_simulate

    res = lab_simulate(config, games, "random", seed, num_envs=num_envs, progress=progress)
    return res.results[0]


def _cmd_simulate(args: argparse.Namespace) -> int:
    """``qxs simulate``: check the arguments, run the lab, print and save the results."""
    from qxs_env import lab

    require_at_least(args, games=1, num_envs=1, workers=1, seed=0, chunk=1)
    if args.ray_retries < 0:
        raise CliError("--ray-retries must be >= 0")
    if args.ray_ship and args.ray is None:
        raise CliError("--ray-ship needs --ray (it ships the project to a Ray cluster)")
    if args.ray is not None:
        if not args.ray.strip():
            raise CliError("--ray needs 'local' or a cluster address")
        if args.ray.strip() != "local" and args.workers > 1:
            raise CliError("--workers applies to --ray local only (a cluster has its own CPUs)")
        try:
            lab.require_ray()
            from qxs_env.lab_ray import split_address

            split_address(args.ray.strip())
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
    resumed: dict[str, Any] | None = None
    if args.resume:
        # the file decides what is played (configurations, agents, seed, games, chunk)
        try:
            resumed = lab.load_partial(args.resume)
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
        args.games, args.agents, args.seed = resumed["games"], resumed["agents"], resumed["seed"]
        args.num_envs, args.chunk = resumed["num_envs"], resumed["chunk"]
    try:
        spec = lab.parse_agents(args.agents)
        if resumed is None:
            pairs = [(c.players, c.mode) for c in lab.configurations(args.players, args.mode)]
    except (lab.LabError, ValueError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    if resumed is not None:
        configs = list(resumed["configs"])
    else:
        configs = [
            make_config(
                p,
                m,
                args.deck,
                args.max_turns,
                args.heroes,
                args.hero_pool,
                args.hero_assign,
                args.max_decisions,
            )
            for p, m in pairs
        ]
    try:
        for config in configs:
            spec.route_table(config.players)
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    if args.plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError as exc:
            raise CliError(
                "--plot needs matplotlib: pip install 'qxs_env[plot]' (or pip install matplotlib)"
            ) from exc
    _check_outputs(json_file=args.json, csv_file=args.csv, plot_dir=args.plot)
    from tqdm import tqdm

    quiet = args.quiet or not sys.stderr.isatty()
    finished = None if resumed is None else resumed["finished"]
    with tqdm(
        total=args.games * len(configs),
        initial=0 if finished is None else sum(len(r) for r in finished),
        unit="game",
        desc="simulate",
        disable=quiet,
        file=sys.stderr,
    ) as bar:
        try:
            results = lab.simulate(
                configs,
                args.games,
                spec,
                args.seed,
                workers=args.workers,
                num_envs=args.num_envs,
                chunk=lab.DEFAULT_CHUNK if args.chunk is None else args.chunk,
                progress=bar.update,
                ray=args.ray,
                retries=args.ray_retries,
                finished=finished,
                ray_ship=args.ray_ship,
            )
        except lab.LabError as exc:  # e.g. the cluster cannot be joined
            raise CliError(_one_line(str(exc))) from exc
    if resumed is not None:
        results.meta["resumed_from"] = str(args.resume)
    report = results.report()
    print_simulation(report)
    writers: list[tuple[str, Callable[[], Any]]] = []
    if args.json:
        writers.append(("--json", lambda: results.write_json(args.json)))
    if args.csv:
        writers.append(("--csv", lambda: results.write_csv(args.csv)))
    if args.plot:
        writers.append(("--plot", lambda: results.plot(args.plot)))
    if results.missing and not args.json:  # keep the finished games somewhere resumable
        stamp = time.strftime("%Y%m%d-%H%M%S")
        args.json = f"qxs-simulate-incomplete-{stamp}.json"
        writers.append(("--json", lambda: results.write_json(args.json)))
    saved = write_all(writers, print, _warn)
    if results.missing:
        chunks = len(results.missing)
        why = f"; {results.failures[0]}" if results.failures else ""
        _warn(
            f"incomplete: {chunks} chunk(s) not played{why}; complete the run with "
            f"qxs simulate --resume {args.json}"
        )
    if results.interrupted:
        return 130
    if results.failures:
        return 1
    return 0 if saved else 1


def _cmd_play(args: argparse.Namespace) -> int:
    """``qxs play``: one game in the terminal against the agents."""
    from qxs_env import lab

    seed = args.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    if seed < 0:
        raise CliError("--seed must be >= 0")
    config = make_config(args.players, args.mode, args.deck, args.max_turns, args.heroes)
    try:
        spec = lab.parse_agents(args.agents)
        spec.route_table(config.players)
        if not 0 <= args.seat < config.players:
            raise lab.LabError(f"--seat must be 0-{config.players - 1}, got {args.seat}")
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    print(f"seed {seed} (replay this game with --seed {seed})")
    lab.play(config, args.seat, spec, seed)
    return 0


# ---------------------------------------------------------------------------------------------
# bench
# ---------------------------------------------------------------------------------------------
def machine_info() -> dict[str, Any]:
    """Versions and CPU of this machine, for benchmark reports."""
    import numba

    return {
        "python": platform.python_version(),
        "numpy": np.__version__,
        "numba": numba.__version__,
        "cpu_count": os.cpu_count(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "threads": "one process, one thread (the compiled loops are serial)",
    }


def _bench_vector(config: GameConfig, num_envs: int, seconds: float, obs: bool) -> float:
    """Decisions per second of random legal play through ``BatchEnv``."""
    from qxs_env.engine.batch import random_actions
    from qxs_env.vector import BatchEnv

    venv = BatchEnv(num_envs, config=config, observations=obs)
    o, _ = venv.reset(seed=12345)
    rng = np.arange(1, num_envs + 1, dtype=np.uint64)
    acts = np.zeros(num_envs, dtype=np.int64)
    mask = o["action_mask"]
    for _ in range(20):  # warm-up (compiles on the first call)
        random_actions(mask, rng, acts)
        venv.step(acts)
    steps = 0
    t0 = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(8):
            random_actions(mask, rng, acts)
            venv.step(acts)
        steps += 8
        elapsed = time.perf_counter() - t0
    return steps * num_envs / elapsed


def _bench_engine(config: GameConfig, num_envs: int, seconds: float) -> dict[str, float]:
    """Whole games of random legal play inside one compiled call (``play_random_games``)."""
    from qxs_env.engine.api import Engine
    from qxs_env.engine.batch import play_random_games

    eng = Engine(config, batch=num_envs)
    rng = np.arange(1, num_envs + 1, dtype=np.uint64)
    play_random_games(eng.state, eng.tba, eng.cfg, 999, num_envs, rng)  # warm-up
    decisions = games = turns = 0
    chunk = num_envs
    base = 0
    t0 = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        t1 = time.perf_counter()
        d, g, t = play_random_games(eng.state, eng.tba, eng.cfg, base, chunk, rng)
        dt = time.perf_counter() - t1
        decisions += int(d)
        games += int(g)
        turns += int(t)
        base += 1
        elapsed = time.perf_counter() - t0
        # aim at about four calls per measurement (fewer half-empty batches at the end)
        if dt > 0:
            chunk = int(min(max(num_envs, chunk * (seconds / 4) / dt), 1_000_000))
    return {
        "engine_decisions_per_s": decisions / elapsed,
        "engine_games_per_s": games / elapsed,
        "decisions_per_game": decisions / max(games, 1),
        "turns_per_game": turns / max(games, 1),
    }


def _bench_aec(
    config: GameConfig, seconds: float
) -> tuple[float | None, str | None, dict[str, Any] | None]:
    """Steps per second of random legal play through the PettingZoo AEC env built from the
    whole ``config`` (heroes included), or (None, why); the third item says what the env
    played (players, mode, deck, heroes, from the env's own config)."""
    try:
        import qxs_env

        env = qxs_env.env(config=config)
    except Exception as exc:  # the AEC env may not exist yet
        why = f"AEC env not available: {type(exc).__name__}: {_one_line(str(exc), 200)}"
        return None, why, None
    ran = {k: getattr(env.config, k) for k in ("players", "mode", "deck", "heroes")}
    # The policy is as cheap as Python allows (flatnonzero + one random float): numpy's
    # Generator.choice alone costs ~9 µs, twice the env's own work per step.
    pick = random.Random(0).random

    def play(limit_s: float, max_steps: int | None) -> tuple[int, float]:
        steps = 0
        game = 0
        t0 = time.perf_counter()
        while True:
            env.reset(seed=game)
            game += 1
            for _agent in env.agent_iter():
                obs, _reward, term, trunc, _info = env.last()
                if term or trunc:
                    action = None
                else:
                    legal = np.flatnonzero(obs["action_mask"])
                    action = int(legal[int(pick() * len(legal))])
                env.step(action)
                steps += 1
                if steps % 64 == 0 or (max_steps is not None and steps >= max_steps):
                    elapsed = time.perf_counter() - t0
                    if elapsed >= limit_s or (max_steps is not None and steps >= max_steps):
                        return steps, elapsed

    try:
        play(float("inf"), 200)  # warm-up
        steps, elapsed = play(seconds, None)
    except Exception as exc:
        why = f"AEC env failed: {type(exc).__name__}: {_one_line(str(exc), 200)}"
        return None, why, ran
    finally:
        env.close()
    return steps / elapsed, None, ran


def bench(
    players: int = 8,
    mode: str = "standard",
    deck: str = "standard",
    seconds: float = 5.0,
    num_envs: int = 256,
    log: Callable[[str], None] | None = None,
    heroes: str = "standard",
) -> dict[str, Any]:
    """Throughput figures of the engine and its adapters (random legal play, one core);
    ``heroes`` as for simulate (off, implemented, standard, all)."""
    config = make_config(players, mode, deck, heroes=heroes)
    say = log or (lambda _msg: None)
    out: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "deck": deck,
        "heroes": heroes,
        "num_envs": num_envs,
        "seconds": seconds,
    }
    say("vector env, observations on ...")
    out["vector_decisions_per_s"] = _bench_vector(config, num_envs, seconds, obs=True)
    say("vector env, observations off ...")
    out["vector_decisions_per_s_no_obs"] = _bench_vector(config, num_envs, seconds, obs=False)
    say("engine (play_random_games) ...")
    out.update(_bench_engine(config, num_envs, seconds))
    say("AEC env ...")
    aec, why, ran = _bench_aec(config, seconds)
    out["aec_steps_per_s"] = aec
    out["aec_note"] = why
    out["aec_config"] = ran
    out["machine"] = machine_info()
    return out


def _print_bench(r: dict[str, Any]) -> None:
    print(
        f"qxs bench: players {r['players']}, mode {r['mode']}, deck {r['deck']}, "
        f"heroes {r.get('heroes', 'off')}, {r['num_envs']} envs, {r['seconds']} s per figure"
    )
    rows = [
        ("BatchEnv, observations on", r["vector_decisions_per_s"], "decisions/s"),
        ("BatchEnv, observations off", r["vector_decisions_per_s_no_obs"], "decisions/s"),
        ("engine play_random_games", r["engine_decisions_per_s"], "decisions/s"),
        ("AEC env (qxs_env.env)", r["aec_steps_per_s"], "steps/s"),
    ]
    for label, value, unit in rows:
        shown = "n/a" if value is None else f"{value:,.0f}"
        print(f"  {label:<30}{shown:>14} {unit}")
    print(f"  {'decisions per game':<30}{r['decisions_per_game']:>14.1f}")
    print(f"  {'turns per game':<30}{r['turns_per_game']:>14.1f}")
    ran = r.get("aec_config")
    if ran:
        print(
            f"  AEC env played: players {ran['players']}, mode {ran['mode']}, "
            f"deck {ran['deck']}, heroes {ran['heroes']}"
        )
    if r["aec_note"]:
        print(f"  note: {r['aec_note']}")
    m = r["machine"]
    print(
        f"  python {m['python']}, numpy {m['numpy']}, numba {m['numba']}, "
        f"{m['cpu_count']} CPUs, {m['processor']}"
    )


def _cmd_bench(args: argparse.Namespace) -> int:
    if args.seconds <= 0:
        raise CliError("--seconds must be > 0")
    if args.num_envs < 1:
        raise CliError("--num-envs must be at least 1")
    log = None if args.quiet else (lambda msg: print(f"bench: {msg}", file=sys.stderr))
    result = bench(
        args.players, args.mode, args.deck, args.seconds, args.num_envs, log, args.heroes
    )
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        _print_bench(result)
    return 0


# ---------------------------------------------------------------------------------------------
# parser and entry point
# ---------------------------------------------------------------------------------------------
def _add_game_args(p: argparse.ArgumentParser, players: int = 8, mode: str = "standard") -> None:
    p.add_argument(
        "--players",
        type=int,
        default=players,
        help=f"player count, {MIN_PLAYERS}-{MAX_PLAYERS} (default {players})",
    )
    p.add_argument(
        "--mode",
        default=mode,
        help=f"one of {', '.join(MODES)}; melee only at 8 players (default {mode})",
    )
    _add_deck_heroes_args(p)


DECK_HELP = (
    "standard (the rulebook's 200 cards, default), basic (140), starter (the small framework "
    "deck), wide, or the path of a deck YAML file (configs/decks/*.yaml shows the format)"
)
HEROES_HELP = (
    "standard (the 40 base heroes, drafted: the rulebook's complete game, default), all (the 80 "
    "with the expansion), implemented (the same 80), or off (skill-less characters with 4 HP: "
    "the rulebook's first game)"
)


def _add_deck_heroes_args(p: argparse.ArgumentParser) -> None:
    """``--deck`` and ``--heroes``, defaulting to the rulebook's complete game."""
    p.add_argument("--deck", default="standard", help=DECK_HELP)
    p.add_argument("--heroes", default="standard", help=HEROES_HELP)


def version_line() -> str:
    """``qxs_env 0.1.0 (python 3.11.9, numba 0.68.1)``: what ``qxs --version`` prints."""
    from importlib.metadata import PackageNotFoundError, version

    import numba

    try:
        ours = version("qxs_env")
    except PackageNotFoundError:  # run from a source tree that is not installed
        ours = "(not installed)"
    return f"qxs_env {ours} (python {platform.python_version()}, numba {numba.__version__})"


def build_parser() -> argparse.ArgumentParser:
    """The ``qxs`` argument parser."""
    parser = _Parser(prog="qxs", description="群侠杀 (Qunxiasha) environment tools")
    parser.add_argument("--version", action="version", version=version_line())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play many games and report win rates (the lab)")
    sim.add_argument(
        "--players",
        default="8",
        help=f"player count {MIN_PLAYERS}-{MAX_PLAYERS}, a range (5-10) or a list (5,7,9) "
        "to sweep (default 8)",
    )
    sim.add_argument(
        "--mode",
        default="standard",
        help="standard, melee (8 players only) or both (standard at every count and melee at 8)",
    )
    _add_deck_heroes_args(sim)

    sim.add_argument(
        "--hero-pool",
        metavar="IDS",
        help="comma-separated hero ids (configs/heroes.yaml) to deal heroes from (needs --heroes)",
    )
    sim.add_argument(
        "--hero-assign",
        default="draft",
        metavar="HOW",
        help="draft (R-S4, default), random (dealt without choice) or comma-separated hero ids, "
        "one per seat (fixed heroes for controlled experiments; needs --heroes)",
    )
    sim.add_argument(
        "--games", type=int, default=2000, help="games per configuration (default 2000)"
    )
    sim.add_argument(
        "--agents",
        default="random",
        help="a policy for every seat (random, heuristic) or assignments such as "
        "'cult=random,*=heuristic' or 'seat0=heuristic,*=random' (default random)",
    )
    sim.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    sim.add_argument("--num-envs", type=int, default=256, help="parallel game slots (default 256)")
    sim.add_argument(
        "--workers", type=int, default=1, help="processes; same numbers for any count (default 1)"
    )
    sim.add_argument(
        "--ray",
        metavar="ADDRESS",
        default=None,
        help="run the games as Ray tasks: 'local' starts Ray on this machine (--workers CPUs, "
        "default all cores), or a cluster address (auto, HOST:PORT); same "
        "numbers as one worker; a chunk whose worker or node died is played again; needs "
        "pip install 'qxs_env[ray]' (docs/ray.md)",
    )
    sim.add_argument(
        "--ray-retries",
        type=int,
        default=3,
        metavar="N",
        help="with --ray, play a chunk again up to N times after its worker or node died "
        "(default 3); a chunk that still fails is left out and the run can be resumed",
    )
    sim.add_argument(
        "--ray-ship",
        action="store_true",
        help="with --ray, upload this project to the cluster's nodes (a Ray runtime_env), so "
        "they need only Ray and the dependencies; each node compiles the engine once",
    )
    sim.add_argument(
        "--chunk",
        type=int,
        default=None,
        metavar="GAMES",
        help="games per chunk, the unit of work of --workers and --ray (default 2048; smaller "
        "chunks spread a run over more CPUs)",
    )
    sim.add_argument(
        "--resume",
        metavar="FILE",
        help="complete an incomplete run from its JSON (written on a failure or Ctrl-C): the "
        "file sets the configurations, agents, seed, games and chunk; same numbers as one "
        "uninterrupted run",
    )
    sim.add_argument(
        "--max-turns",
        type=int,
        default=None,
        help="truncate games after this many turns (default: GameConfig's max_turns, "
        f"{GameConfig().max_turns}; 0 = no limit)",
    )
    sim.add_argument(
        "--max-decisions",
        type=int,
        default=None,
        help="truncate games after this many player decisions (default: GameConfig's "
        f"max_decisions, {GameConfig().max_decisions}; 0 = never)",
    )
    sim.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    sim.add_argument("--csv", metavar="FILE", help="also write the result tables as CSV to FILE")
    sim.add_argument("--plot", metavar="DIR", help="write win-rate charts (PNG) into DIR")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(func=_cmd_simulate)

    pl = sub.add_parser("play", help="play one game in the terminal against the agents")
    _add_game_args(pl, players=5)
    pl.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    pl.add_argument(
        "--agents",
        default="random",
        help="the other seats' policies, as for simulate (default random)",
    )
    pl.add_argument("--seed", type=int, default=None, help="game seed (default: a random one)")
    pl.add_argument(
        "--max-turns",
        type=int,
        default=None,
        help="truncate the game after this many turns (0 = no limit)",
    )
    pl.set_defaults(func=_cmd_play)

    be = sub.add_parser("bench", help="measure engine and environment throughput")
    _add_game_args(be)
    be.add_argument("--seconds", type=float, default=5.0, help="seconds per figure (default 5)")
    be.add_argument("--num-envs", type=int, default=256, help="vector slots (default 256)")
    be.add_argument("--json", action="store_true", help="print one JSON object")
    be.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    be.set_defaults(func=_cmd_bench)

    from qxs_env.fuzz_cli import add_fuzz_parser

    add_fuzz_parser(sub)

    from qxs_env.audit import add_audit_parser
    from qxs_env.train.commands import add_train_commands

    add_train_commands(sub)
    add_audit_parser(sub)
    for name, why in LATER.items():
        later = sub.add_parser(
            name, help=f"not available yet (arrives with {why.split(' arrives with ')[1]})"
        )
        later.set_defaults(func=None, later=why)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``qxs`` command line with ``argv`` (default ``sys.argv[1:]``); returns the exit
    code: 0 on success, 2 on a usage error or a command that is not available yet."""
    parser = build_parser()
    try:
        try:
            args, extra = parser.parse_known_args(argv)
        except SystemExit as exc:  # --help
            return int(exc.code or 0)
        if args.command is None:
            parser.print_help(sys.stderr)
            return 2
        if getattr(args, "later", None):
            print(f"qxs: {args.command}: not available yet: {args.later}", file=sys.stderr)
            return 2
        if extra:
            raise CliError(f"{args.command}: unrecognized arguments: {' '.join(extra)}")
        return int(args.func(args))
    except CliError as exc:
        print(f"qxs: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("qxs: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
