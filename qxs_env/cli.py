"""The ``qxs`` command line: simulate games, benchmark the engine.

Subcommands::

    qxs simulate --players 8 --mode melee --games 2000 --agents random --seed 0 [--json FILE]
    qxs bench [--json] [--players 8] [--seconds 5]
    qxs play | train | eval      (not available yet: they exit with code 2)

Errors in the arguments (bad player count, melee not at 8 players, unknown or unplayable deck,
unknown agents) print one line on stderr and exit with code 2.

Seeding of ``simulate``: the k-th game of a run (k = 0, 1, ...) is dealt from
``episode_seed(seed, k, 0)`` and its random agents draw from a generator seeded with
``episode_seed(seed, k, 1)``; exactly games 0 .. games-1 are counted. The results therefore depend
on ``--seed`` (and the configuration) only, not on ``--num-envs``.
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
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.config import MODES, GameConfig
from qxs_env.constants import IDENTITY_NAMES, MAX_PLAYERS, MIN_PLAYERS
from qxs_env.stats import GameResults

AGENTS = ("random",)
LATER = {
    "play": "human play ('qxs play') arrives with issue 5",
    "train": "training ('qxs train') arrives with issue 6",
    "eval": "evaluation ('qxs eval') arrives with issue 6",
}


class CliError(Exception):
    """A user error: printed as one line on stderr, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """ArgumentParser whose errors raise :class:`CliError` instead of exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Raise instead of printing usage and exiting."""
        raise CliError(f"{message} (see '{self.prog} --help')")


def _one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut at ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


# ---------------------------------------------------------------------------------------------
# configuration and engine construction with clear errors
# ---------------------------------------------------------------------------------------------
def make_config(players: int, mode: str, deck: str, max_turns: int | None = None) -> GameConfig:
    """A validated :class:`GameConfig` whose deck the engine can play; raises :class:`CliError`."""
    fields: dict[str, Any] = {"players": players, "mode": mode, "deck": deck}
    if max_turns is not None:
        fields["max_turns"] = max_turns
    try:
        config = GameConfig(**fields)
        from qxs_env.content import identity_counts
        from qxs_env.engine.api import content_for

        identity_counts(config.players, config.mode)
        content_for(config.deck)
    except NotImplementedError as exc:
        raise CliError(
            f"deck {deck!r} is not playable yet: the engine does not implement all of its card "
            "effects (only 'starter' is playable now; the other decks arrive with the next issue)"
        ) from exc
    except (ValueError, OSError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    return config


def _identity_counts(config: GameConfig) -> tuple[int, ...]:
    from qxs_env.content import identity_counts

    return identity_counts(config.players, config.mode)


def _check_agents(agents: str) -> None:
    if agents not in AGENTS:
        raise CliError(
            f"unknown agents {agents!r}: only 'random' is available now "
            "(heuristic agents arrive with issue 5)"
        )


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
    """Play exactly ``games`` games of uniform random legal agents in a ``VectorEnv``.

    Game k is dealt from ``episode_seed(seed, k, 0)`` and its agents use the generator seed
    ``episode_seed(seed, k, 1)`` (see the module docstring), so the results do not depend on
    ``num_envs``. Slots that finish a game with index >= ``games`` are ignored. ``progress(n)``
    is called with the number of games finished at each step where some finished.
    """
    from qxs_env.engine.batch import episode_seed, random_actions
    from qxs_env.vector import VectorEnv

    if games < 1:
        raise ValueError("games must be >= 1")
    n_envs = max(1, min(num_envs, games))
    venv = VectorEnv(n_envs, config=config, observations=False)
    obs, _ = venv.reset(seed=seed)
    eng = venv.engine
    n_act = venv.n_actions
    # For the random agent only the mask and the acting seat matter (observations are off).
    # When a slot is re-dealt with the seed of its global game index, its row of the mask and
    # seat arrays that the policy reads next is rewritten from the engine state.
    slot_game = np.zeros(n_envs, dtype=np.int64)
    rng = np.zeros(n_envs, dtype=np.uint64)
    acts = np.zeros(n_envs, dtype=np.int64)

    def start(b: int, k: int, current: dict[str, np.ndarray]) -> None:
        eng.reset_one(b, int(episode_seed(seed, k, 0)))
        rng[b] = np.uint64(episode_seed(seed, k, 1))
        slot_game[b] = k
        current["action_mask"][b, :] = eng.state["mask"][b, :n_act]
        current["seat"][b] = eng.actor[b]

    for b in range(n_envs):
        start(b, b, obs)
    started = n_envs
    results = GameResults(_identity_counts(config))
    while results.games < games:
        random_actions(obs["action_mask"], rng, acts)
        obs, _, _, truncated, info = venv.step(acts)
        final = info.get("final")
        if final is None:
            continue
        before = results.games
        for b in np.flatnonzero(final["ended"]):
            if slot_game[b] < games:
                results.add(
                    int(final["winners"][b]),
                    int(final["turns"][b]),
                    bool(truncated[b]),
                    int(final["seed"][b]),
                )
            start(int(b), started, obs)
            started += 1
        if progress is not None and results.games > before:
            progress(results.games - before)
    venv.close()
    return results


def _print_simulation(report: dict[str, Any]) -> None:
    cfg = report["config"]
    print(
        f"{report['games']} games: players {cfg['players']}, mode {cfg['mode']}, "
        f"deck {cfg['deck']}, heroes {cfg['heroes']}, agents {report['agents']}, "
        f"seed {report['seed']}, max turns {cfg['max_turns']}"
    )
    print()
    print(f"{'identity':<14}{'count':>6}{'games':>8}{'wins':>8}{'win rate':>10}   95% CI (Wilson)")
    for name, row in report["identities"].items():
        rate = "-" if row["win_rate"] is None else f"{row['win_rate']:.3f}"
        print(
            f"{name:<14}{report['identity_counts'][name]:>6}{row['games']:>8}{row['wins']:>8}"
            f"{rate:>10}   [{row['ci_low']:.3f}, {row['ci_high']:.3f}]"
        )
    print()
    mean = report["mean_turns"]
    mean_s = "-" if mean is None else f"{mean:.1f}"
    print(
        f"games {report['games']}, mean turns {mean_s}, truncated {report['truncated']} "
        "(kept out of the win rates)"
    )
    wall = report["wall_time_s"]
    print(f"wall time {wall:.1f} s ({report['games'] / max(wall, 1e-9):.0f} games/s)")


def _cmd_simulate(args: argparse.Namespace) -> int:
    _check_agents(args.agents)
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.num_envs < 1:
        raise CliError("--num-envs must be at least 1")
    if args.seed < 0:
        raise CliError("--seed must be >= 0")
    config = make_config(args.players, args.mode, args.deck, args.max_turns)
    from tqdm import tqdm

    quiet = args.quiet or not sys.stderr.isatty()
    t0 = time.perf_counter()
    with tqdm(
        total=args.games, unit="game", desc="simulate", disable=quiet, file=sys.stderr
    ) as bar:
        results = simulate(config, args.games, args.seed, args.num_envs, progress=bar.update)
    wall = time.perf_counter() - t0
    counts = _identity_counts(config)
    report: dict[str, Any] = {
        "config": config.to_dict(),
        "identity_counts": {IDENTITY_NAMES[k]: int(c) for k, c in enumerate(counts) if c > 0},
        "agents": args.agents,
        "seed": args.seed,
        "num_envs": args.num_envs,
        **results.summary(),
        "wall_time_s": wall,
    }
    _print_simulation(report)
    if args.json:
        path = Path(args.json)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {path}")
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
    """Decisions per second of random legal play through ``VectorEnv``."""
    from qxs_env.engine.batch import random_actions
    from qxs_env.vector import VectorEnv

    venv = VectorEnv(num_envs, config=config, observations=obs)
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


def _bench_aec(config: GameConfig, seconds: float) -> tuple[float | None, str | None]:
    """Steps per second of random legal play through the PettingZoo AEC env, or (None, why)."""
    try:
        import qxs_env

        env = qxs_env.env(players=config.players, mode=config.mode, deck=config.deck)
    except Exception as exc:  # the AEC env may not exist yet
        return None, f"AEC env not available: {type(exc).__name__}: {_one_line(str(exc), 200)}"
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
        return None, f"AEC env failed: {type(exc).__name__}: {_one_line(str(exc), 200)}"
    finally:
        env.close()
    return steps / elapsed, None


def bench(
    players: int = 8,
    mode: str = "standard",
    deck: str = "starter",
    seconds: float = 5.0,
    num_envs: int = 256,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Throughput figures of the engine and its adapters (random legal play, one core)."""
    config = make_config(players, mode, deck)
    say = log or (lambda _msg: None)
    out: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "deck": deck,
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
    aec, why = _bench_aec(config, seconds)
    out["aec_steps_per_s"] = aec
    out["aec_note"] = why
    out["machine"] = machine_info()
    return out


def _print_bench(r: dict[str, Any]) -> None:
    print(
        f"qxs bench: players {r['players']}, mode {r['mode']}, deck {r['deck']}, "
        f"{r['num_envs']} envs, {r['seconds']} s per figure"
    )
    rows = [
        ("VectorEnv, observations on", r["vector_decisions_per_s"], "decisions/s"),
        ("VectorEnv, observations off", r["vector_decisions_per_s_no_obs"], "decisions/s"),
        ("engine play_random_games", r["engine_decisions_per_s"], "decisions/s"),
        ("AEC env (qxs_env.env)", r["aec_steps_per_s"], "steps/s"),
    ]
    for label, value, unit in rows:
        shown = "n/a" if value is None else f"{value:,.0f}"
        print(f"  {label:<30}{shown:>14} {unit}")
    print(f"  {'decisions per game':<30}{r['decisions_per_game']:>14.1f}")
    print(f"  {'turns per game':<30}{r['turns_per_game']:>14.1f}")
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
    result = bench(args.players, args.mode, args.deck, args.seconds, args.num_envs, log)
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
    p.add_argument("--deck", default="starter", help="deck name or YAML path (default starter)")


def build_parser() -> argparse.ArgumentParser:
    """The ``qxs`` argument parser."""
    parser = _Parser(prog="qxs", description="群侠杀 (Qunxiasha) environment tools")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play many games and report win rates per identity")
    _add_game_args(sim)
    sim.add_argument("--games", type=int, default=2000, help="games to play (default 2000)")
    sim.add_argument("--agents", default="random", help="agent policy (only 'random' for now)")
    sim.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    sim.add_argument("--num-envs", type=int, default=256, help="parallel game slots (default 256)")
    sim.add_argument(
        "--max-turns", type=int, default=None, help="truncate games after this many turns"
    )
    sim.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(func=_cmd_simulate)

    be = sub.add_parser("bench", help="measure engine and environment throughput")
    _add_game_args(be)
    be.add_argument("--seconds", type=float, default=5.0, help="seconds per figure (default 5)")
    be.add_argument("--num-envs", type=int, default=256, help="vector slots (default 256)")
    be.add_argument("--json", action="store_true", help="print one JSON object")
    be.add_argument("--quiet", action="store_true", help="no progress messages on stderr")
    be.set_defaults(func=_cmd_bench)

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
