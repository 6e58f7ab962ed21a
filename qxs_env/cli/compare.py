"""``qxs compare``: the subcommand's parser (:func:`add_compare_parser`, wired into
``qxs_env.cli.main``) and its handler, a front end of :mod:`qxs_env.lab.compare`.

    qxs compare --players 8 --agents heuristic --games 2000 \\
        --variant 'deck=my_decks/more_heals.yaml' --variant 'heal at full HP: heal_at_full=true'
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def add_compare_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``qxs compare`` to the ``qxs`` subparsers ``sub``."""
    from qxs_env.cli.main import (
        _add_simulate_limit_and_output_args,
        _add_simulate_run_args,
        _add_simulate_table_args,
    )
    from qxs_env.lab.compare import DEFAULT_DETECT

    p = sub.add_parser(
        "compare",
        help="a game against variants of it on the same deals: paired win-rate differences",
        description="Play the base game and each variant on the same deals and report, per "
        "identity and seat, the paired difference of the win rates (variant minus base) with "
        "its 95%% interval, the exact McNemar test, and how many games a difference of "
        "--detect needs (docs: qxs_env/lab/compare.py).",
    )
    _add_simulate_table_args(p)
    _add_simulate_run_args(p)
    p.add_argument(
        "--variant",
        action="append",
        required=True,
        metavar="SPEC",
        help="a change of the base, repeatable: '[LABEL:] key=value[; key=value]' with keys "
        "among the game's config fields (deck, heroes, hero_pool, max_turns, rule switches "
        "such as heal_at_full) and agents, e.g. 'deck=my_deck.yaml' or 'agents=heuristic_v1'",
    )
    p.add_argument(
        "--detect",
        type=float,
        default=DEFAULT_DETECT,
        metavar="D",
        help=f"the win-rate difference the 'games for' column sizes for (default "
        f"{DEFAULT_DETECT:g}: 2 points)",
    )
    p.add_argument(
        "--ray",
        metavar="ADDRESS",
        default=None,
        help="play the games as Ray tasks ('local' or a cluster address), same numbers",
    )
    p.add_argument("--chunk", type=int, default=None, metavar="GAMES", help="games per chunk")
    _add_simulate_limit_and_output_args(p)
    from qxs_env.cli.report import add_report_args

    add_report_args(p)
    p.set_defaults(func=cmd_compare)
    return p


def table_configs(args: argparse.Namespace) -> tuple[str, list[Any]]:
    """The game's name and the configurations of the table options (``qxs simulate``'s:
    players, mode, deck, heroes, ...; the limits where the command has them); CliError of one
    line for a bad one."""
    from qxs_env.cli.main import CliError, _one_line, game_ruleset, make_config
    from qxs_env.lab import simulate as lab

    game = game_ruleset(args.game).name
    try:
        pairs = [
            (c.players, c.mode) for c in lab.configurations(args.players, args.mode, game=game)
        ]
    except (lab.LabError, ValueError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    limits = (getattr(args, "max_turns", None), getattr(args, "max_decisions", None))
    configs = [
        make_config(p, m, args.deck, limits[0], args.heroes, args.hero_pool,
                    args.hero_assign, limits[1], game=game)
        for p, m in pairs
    ]  # fmt: skip
    return game, configs


def cmd_compare(args: argparse.Namespace) -> int:
    """``qxs compare``: check the arguments, play every arm, print (and save) the comparison."""
    from tqdm import tqdm

    from qxs_env.cli.main import CliError, _check_outputs, _one_line, require_at_least
    from qxs_env.lab import compare as lab_compare
    from qxs_env.lab import simulate as lab

    require_at_least(args, games=1, num_envs=1, workers=1, seed=0, chunk=1)
    game, configs = table_configs(args)
    if args.plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError as exc:
            raise CliError("--plot needs matplotlib: pip install 'qxs_env[plot]'") from exc
    _check_outputs(json_file=args.json, csv_file=args.csv, plot_dir=args.plot)
    from qxs_env.cli.report import check_report_args

    check_report_args(args, game)
    try:
        lab.parse_agents(args.agents, game=game)
        variants = [lab_compare.parse_variant(v, configs[0]) for v in args.variant]
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    quiet = args.quiet or not sys.stderr.isatty()
    total = args.games * len(configs) * (1 + len(variants))
    with tqdm(total=total, unit="game", desc="compare", disable=quiet, file=sys.stderr) as bar:
        try:
            results = lab_compare.compare(
                configs,
                variants,
                args.games,
                args.agents,
                args.seed,
                workers=args.workers,
                num_envs=args.num_envs,
                chunk=lab.DEFAULT_CHUNK if args.chunk is None else args.chunk,
                progress=bar.update,
                ray=args.ray,
                detect=args.detect,
            )
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
    print(results.text())
    if args.json:
        print(f"wrote {results.write_json(args.json)}")
    if args.csv:
        print(f"wrote {results.write_csv(args.csv)}")
    if args.plot:
        for path in results.plot(args.plot):
            print(f"wrote {path}")
    if args.report:
        from qxs_env.cli.report import compare_writer

        print(f"wrote {compare_writer(args, results)()}")
    return 0
