"""``qxs ladder``: openskill ratings of a pool of agents from mixed tables
(:mod:`qxs_env.lab.ladder`): the subcommand's parser (:func:`add_ladder_parser`, wired into
``qxs_env.cli.main``) and its handler (:func:`cmd_ladder`).

    qxs ladder [--players 5,8] [--games 400] [--agents random,heuristic_v1,heuristic,trained]
               [--seed 0] [--json FILE] [--plot FILE]

Needs openskill (the ``lab`` extra): without it the command prints one line with the install
hint and exits with code 2, before any game.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse

DEFAULT_POOL = "random,heuristic_v1,heuristic,trained"
"""The entrants of ``qxs ladder`` by default: every agent the project ships."""

MAX_DECISIONS = 5000
"""``qxs ladder``'s default decision limit per game (the game's own is 70,000): a game the
agents loop in is cut, counted as truncated and left out of the ratings, sooner."""


def add_ladder_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``ladder`` subcommand to the ``qxs`` subparsers ``sub``."""
    from qxs_env.cli.beliefs import add_table_args

    p = sub.add_parser(
        "ladder",
        help="rate a pool of agents (openskill, sides as teams) from mixed tables",
        description="Play mixed tables (an entrant of the pool drawn for every seat, balanced "
        "over the identities) and rate the entrants with openskill's Weng-Lin model, the "
        "game's sides as teams (docs/agents.md, 'Rating ladder'). Needs openskill: "
        "pip install 'qxs_env[lab]'.",
    )
    add_table_args(p, games=400)
    p.add_argument(
        "--agents",
        default=DEFAULT_POOL,
        help="the pool, comma-separated: policy names (random, heuristic_v1, heuristic, "
        "package.module:attribute), trained (the shipped agents) and trained:DIR per "
        f"generation (default {DEFAULT_POOL})",
    )
    p.add_argument(
        "--max-decisions",
        type=int,
        default=MAX_DECISIONS,
        help=f"truncate a game after this many decisions (default {MAX_DECISIONS}; 0 = never)",
    )
    p.add_argument(
        "--tau",
        type=float,
        default=0.0,
        help="openskill's dynamics term added to sigma before every game (default 0: the "
        "agents are frozen; openskill's own default is 25/300)",
    )
    p.add_argument(
        "--threads",
        type=int,
        default=1,
        help="torch threads of trained entrants (default 1: small batches, and more threads "
        "only fight each other on a busy machine)",
    )
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument("--num-envs", type=int, default=64, help="parallel game slots (default 64)")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    p.add_argument("--plot", metavar="FILE", help="write the rating chart (PNG) to FILE")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_ladder)
    return p


def cmd_ladder(args: argparse.Namespace) -> int:
    """``qxs ladder``: check the arguments (openskill first), play, rate, print and save."""
    from qxs_env.cli.beliefs import _need_matplotlib, check_paths
    from qxs_env.cli.main import CliError, game_ruleset, make_config, require_at_least
    from qxs_env.lab import ladder as lab_ladder
    from qxs_env.lab.agents import LabError
    from qxs_env.lab.simulate import configurations

    try:
        lab_ladder.require_openskill()
    except LabError as exc:
        raise CliError(str(exc)) from exc
    require_at_least(args, games=1, num_envs=1, seed=0, max_decisions=0, threads=1)
    if not args.tau >= 0.0:
        raise CliError("--tau must be >= 0")
    game = game_ruleset(args.game).name
    try:
        pool = lab_ladder.parse_pool(args.agents, game=game)
        pairs = [(c.players, c.mode) for c in configurations(args.players, args.mode, game=game)]
    except (LabError, ValueError) as exc:
        raise CliError(" ".join(str(exc).split())) from exc
    limit = args.max_decisions
    configs = [
        make_config(p, m, args.deck, heroes=args.heroes, max_decisions=limit, game=game)
        for p, m in pairs
    ]
    if any(e.directory is not None for e in pool):  # trained entrants: torch is there
        import torch

        torch.set_num_threads(args.threads)
    if args.plot:
        _need_matplotlib()
    check_paths({"--json": args.json, "--plot": args.plot})
    from tqdm import tqdm

    quiet = args.quiet or not sys.stderr.isatty()
    total = args.games * len(configs)
    with tqdm(total=total, unit="game", desc="ladder", disable=quiet, file=sys.stderr) as bar:
        try:
            results = lab_ladder.ladder(
                configs, args.games, pool, args.seed, args.num_envs, bar.update, args.tau
            )
        except LabError as exc:
            raise CliError(" ".join(str(exc).split())) from exc
    print(results.text())
    for path, write in ((args.json, results.write_json), (args.plot, results.plot)):
        if path:
            print(f"wrote {write(path)}", file=sys.stderr)
    return 130 if results.interrupted else 0
