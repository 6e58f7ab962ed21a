"""``qxs balance``: the subcommand's parser (:func:`add_balance_parser`, wired into
``qxs_env.cli.main``) and its handler, a front end of :mod:`qxs_env.lab.balance`.

    qxs balance --players 8 --agents heuristic --budget 20000 --target seats --within 0.05 \\
        --json out/balance.json --csv out/balance.csv
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def add_balance_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``qxs balance`` to the ``qxs`` subparsers ``sub``."""
    from qxs_env.cli.main import _add_simulate_table_args
    from qxs_env.lab.balance import DEFAULT_BUDGET, DEFAULT_KEEP, DEFAULT_WITHIN, NUM_ENVS

    p = sub.add_parser(
        "balance",
        help="search small changes (card counts, integer rules) that bring the sides' win "
        "rates to a target, within a game budget",
        description="Screen every single step (one copy more or fewer of a card face, one more "
        "or less of an integer rule) on the same deals, combine the best two at a time, and "
        "confirm the best few on fresh deals with intervals (docs/lab.md).",
    )
    _add_simulate_table_args(p)
    p.add_argument(
        "--target",
        default="seats",
        help="each side's win rate to reach: seats (its share of the seats, the "
        "default), equal, or identity=rate,... (the sides not named share the rest)",
    )
    p.add_argument(
        "--within",
        type=float,
        default=DEFAULT_WITHIN,
        help=f"how far from its target a side may be (default {DEFAULT_WITHIN})",
    )
    p.add_argument(
        "--budget",
        type=int,
        default=DEFAULT_BUDGET,
        help=f"games over every arm of the search (default {DEFAULT_BUDGET:,})",
    )
    p.add_argument(
        "--kinds",
        default="",
        help="which steps, comma-separated: cards, rules, heroes (a hero's HP one more or "
        "less), tables (another identity table the rules allow at the player count: 群侠杀's "
        "melee at 8 players) (default: rules where the game offers some for tuning, else "
        "cards; one card more or fewer is too small a change to see at budgets of thousands "
        "of games, docs/lab.md)",
    )
    p.add_argument(
        "--ray",
        metavar="ADDRESS",
        default=None,
        help="play the arms' games as Ray tasks ('local' or a cluster address; card steps' "
        "deck files are written to --workdir, which a cluster's nodes must see), same numbers",
    )
    p.add_argument(
        "--keep",
        type=int,
        default=DEFAULT_KEEP,
        help=f"candidates confirmed on fresh deals (default {DEFAULT_KEEP})",
    )
    p.add_argument("--agents", default="heuristic", help="agents spec (default heuristic)")
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument(
        "--num-envs", type=int, default=NUM_ENVS, help=f"parallel game slots (default {NUM_ENVS})"
    )
    p.add_argument("--workers", type=int, default=1, help="processes (same numbers)")
    p.add_argument(
        "--workdir",
        default="qxs-balance-decks",
        metavar="DIR",
        help="folder for the changed decks (default qxs-balance-decks)",
    )
    p.add_argument("--json", metavar="FILE", help="also write every round as JSON")
    p.add_argument("--csv", metavar="FILE", help="also write every round as CSV")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_balance)
    return p


def cmd_balance(args: argparse.Namespace) -> int:
    """``qxs balance``: check the arguments, search, print (and save) the confirmed best."""
    from tqdm import tqdm

    from qxs_env.cli.compare import table_configs
    from qxs_env.cli.main import CliError, _check_outputs, _one_line, require_at_least
    from qxs_env.lab import balance as B
    from qxs_env.lab import simulate as lab
    from qxs_env.lab.outputs import OutputPathError, check_dir

    require_at_least(args, budget=1, num_envs=1, workers=1, seed=0, keep=1)
    game, configs = table_configs(args)
    if len(configs) != 1:
        raise CliError("balance searches one configuration: give one player count and mode")
    config = configs[0]
    kinds = [
        k.strip() for k in (args.kinds or ",".join(B.default_kinds(config))).split(",") if k.strip()
    ]
    if not kinds or not set(kinds) <= set(B.KINDS):
        raise CliError(f"--kinds must be among {', '.join(B.KINDS)}, got {args.kinds!r}")
    if not 0 < args.within < 1:
        raise CliError(f"--within must be between 0 and 1 (a win rate), got {args.within}")
    try:
        lab.parse_agents(args.agents, game=game)
        B.parse_target(args.target, config)
        check_dir(args.workdir, "--workdir")
    except (lab.LabError, OutputPathError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    _check_outputs(json_file=args.json, csv_file=args.csv, plot_dir=None)
    quiet = args.quiet or not sys.stderr.isatty()
    with tqdm(
        unit="game", desc="balance", total=args.budget, disable=quiet, file=sys.stderr
    ) as bar:
        try:
            results = B.balance(
                config,
                args.target,
                args.within,
                args.budget,
                args.agents,
                args.seed,
                kinds,
                args.keep,
                args.workdir,
                args.workers,
                args.num_envs,
                bar.update,
                ray=args.ray,
            )
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
    print(results.text())
    for option, write in (("json", results.write_json), ("csv", results.write_csv)):
        if getattr(args, option):
            print(f"wrote {write(getattr(args, option))}")
    return 0
