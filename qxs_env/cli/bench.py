"""``qxs bench``: throughput of the engine and its adapters (random legal play, one core).

Figures: the vector env with and without observations, whole games inside one compiled call
(``play_random_games``) and the PettingZoo AEC env; printed as a table or one JSON object, with
the machine's versions and CPU (:func:`qxs_env.cli.main.machine_info`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from qxs_env.cli.main import (
    CliError,
    GameConfig,
    _add_game_args,
    _one_line,
    game_ruleset,
    machine_info,
    make_config,
)
from qxs_env.rulesets import registry


def _bench_vector(config: GameConfig, num_envs: int, seconds: float, obs: bool) -> float:
    """Decisions per second of random legal play through ``BatchEnv``."""
    from qxs_env.engine.random_streams import random_actions
    from qxs_env.envs.batch import BatchEnv

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


def _bench_engine(config: GameConfig, num_envs: int, seconds: float) -> dict[str, float | None]:
    """Whole games of random legal play inside one compiled call (the game's
    ``play_random_games``; figures None for a game without one)."""
    ruleset = registry.ruleset_of(config)
    play_random_games = ruleset.play_random_games
    if play_random_games is None:
        keys = ("engine_decisions_per_s", "engine_games_per_s")
        return {k: None for k in (*keys, "decisions_per_game", "turns_per_game")}
    eng = ruleset.engine_class(config, batch=num_envs)
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
    fields = ("players", "mode", *registry.ruleset_of(config).lab_columns)
    ran = {k: getattr(env.config, k) for k in fields}
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
    deck: str | None = None,
    seconds: float = 5.0,
    num_envs: int = 256,
    log: Callable[[str], None] | None = None,
    heroes: str | None = None,
    game: str | None = None,
) -> dict[str, Any]:
    """Throughput figures of the engine and its adapters (random legal play, one core) on a
    game of ``game`` (default the default game); ``deck``/``heroes`` as for simulate (None:
    the game's default; 群侠杀's heroes: off, implemented, standard, all)."""
    ruleset = game_ruleset(game)
    config = make_config(players, mode, deck, heroes=heroes, game=ruleset.name)
    say = log or (lambda _msg: None)
    out: dict[str, Any] = {
        "game": ruleset.name,
        "players": players,
        "mode": mode,
        **{k: getattr(config, k) for k in ruleset.lab_columns},
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
    """The table of ``qxs bench`` from :func:`bench`'s figures."""
    own = "".join(f", {k} {r[k]}" for k in registry.get(r.get("game")).lab_columns)
    print(
        f"qxs bench: {r.get('game', registry.DEFAULT_GAME)}, players {r['players']}, "
        f"mode {r['mode']}{own}, {r['num_envs']} envs, {r['seconds']} s per figure"
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
    for label, key in (
        ("decisions per game", "decisions_per_game"),
        ("turns per game", "turns_per_game"),
    ):
        shown = "n/a" if r[key] is None else f"{r[key]:.1f}"
        print(f"  {label:<30}{shown:>14}")
    ran = r.get("aec_config")
    if ran:
        print("  AEC env played: " + ", ".join(f"{k} {v}" for k, v in ran.items()))
    if r["aec_note"]:
        print(f"  note: {r['aec_note']}")
    m = r["machine"]
    print(
        f"  python {m['python']}, numpy {m['numpy']}, numba {m['numba']}, "
        f"{m['cpu_count']} CPUs, {m['processor']}"
    )


def _cmd_bench(args: argparse.Namespace) -> int:
    """``qxs bench``: check the arguments, measure, print a table or one JSON object."""
    if args.compile:
        return _cmd_bench_compile(args)
    if args.seconds <= 0:
        raise CliError("--seconds must be > 0")
    if args.num_envs < 1:
        raise CliError("--num-envs must be at least 1")
    log = None if args.quiet else (lambda msg: print(f"bench: {msg}", file=sys.stderr))
    result = bench(
        args.players, args.mode, args.deck, args.seconds, args.num_envs, log, args.heroes, args.game
    )
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        _print_bench(result)
    return 0


def _cmd_bench_compile(args: argparse.Namespace) -> int:
    """``qxs bench --compile``: cold compiles per configuration
    (:mod:`qxs_env.devtools.compile_bench`)."""
    from qxs_env.devtools import compile_bench

    only = [x.strip() for x in args.only.split(",") if x.strip()] if args.only else None
    try:
        report = compile_bench.run(only, log=None if args.quiet else sys.stderr)
    except ValueError as e:
        raise CliError(str(e)) from e
    print(json.dumps(report, indent=2) if args.json else compile_bench.format_table(report))
    return 0


def add_bench_parser(sub: Any) -> None:
    """Add ``qxs bench`` (engine and environment throughput) to the sub-commands ``sub``."""
    be = sub.add_parser("bench", help="measure engine and environment throughput")
    _add_game_args(be)
    be.add_argument("--seconds", type=float, default=5.0, help="seconds per figure (default 5)")
    be.add_argument("--num-envs", type=int, default=256, help="vector slots (default 256)")
    be.add_argument("--json", action="store_true", help="print one JSON object")
    be.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    be.add_argument(
        "--compile",
        action="store_true",
        help="measure cold compiles instead: qxs simulate per configuration on an empty numba "
        "cache, in CPU seconds (minutes; docs/engine.md, Compile time)",
    )
    be.add_argument(
        "--only",
        metavar="NAMES",
        default=None,
        help="with --compile: comma-separated subset of default, warm, heuristic, heroes_off, "
        "heroes_all",
    )
    be.set_defaults(func=_cmd_bench)
