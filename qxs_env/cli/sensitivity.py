"""``qxs sensitivity``: the subcommand's parser (:func:`add_sensitivity_parser`, wired into
``qxs_env.cli.main``) and its handler, a front end of :mod:`qxs_env.lab.sensitivity`.

    qxs sensitivity --players 8 --agents heuristic --seed 0 --json out/s0.json \\
        --plot out/top_movers.png           # the screening design (the default)
    qxs sensitivity --players 8 --design one-at-a-time --games 400 ...
    qxs sensitivity ... --seed 1 --agreement out/s0.json   # the top 10's rank correlation
"""

from __future__ import annotations

import math
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def add_sensitivity_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``qxs sensitivity`` to the ``qxs`` subparsers ``sub``."""
    from qxs_env.cli.main import _add_simulate_table_args
    from qxs_env.lab import screening as SC
    from qxs_env.lab.sensitivity import DEFAULT_GAMES, DEFAULT_TOP, DESIGNS
    from qxs_env.lab.sensitivity import NUM_ENVS as S_NUM_ENVS

    p = sub.add_parser(
        "sensitivity",
        help="which card faces and heroes move the win rates: each small change on the same "
        "deals as the base, ranked",
        description="For one configuration, measure what each card face one copy more and "
        "one fewer and each hero banned from the draft does to every identity's win rate, and "
        "rank the changes by the largest change of an identity's win rate (docs/lab.md). The "
        "screening design (default) plays many arms each changing a random few of them on "
        "shared deals and estimates every change by least squares; one-at-a-time plays each "
        "change alone against the base on the same deals.",
    )
    _add_simulate_table_args(p)
    p.add_argument("--design", choices=DESIGNS, default=DESIGNS[0],
                   help="screening (default) or one-at-a-time")  # fmt: skip
    p.add_argument("--games", type=int, default=DEFAULT_GAMES,
                   help=f"games of the base, and per arm of one-at-a-time (default "
                   f"{DEFAULT_GAMES}; docs/lab.md says what it buys)")  # fmt: skip
    p.add_argument("--arms", type=int, default=SC.DEFAULT_ARMS,
                   help=f"screening: arms (default {SC.DEFAULT_ARMS})")  # fmt: skip
    p.add_argument("--arm-games", type=int, default=SC.DEFAULT_ARM_GAMES,
                   help=f"screening: games per arm (default {SC.DEFAULT_ARM_GAMES})")  # fmt: skip
    p.add_argument("--rate", type=float, default=SC.DEFAULT_RATE,
                   help=f"screening: share of the arms that make each change (a face one copy "
                   f"more, one fewer, a hero banned; default {SC.DEFAULT_RATE})")  # fmt: skip
    p.add_argument("--block", type=int, default=SC.DEFAULT_BLOCK,
                   help=f"screening: arms on the same deals (default "
                   f"{SC.DEFAULT_BLOCK})")  # fmt: skip
    p.add_argument("--agents", default="heuristic", help="agents spec (default heuristic)")
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument("--num-envs", type=int, default=S_NUM_ENVS,
                   help=f"parallel game slots (default {S_NUM_ENVS}: few games per arm waste "
                   "less at the end of each arm with fewer slots)")  # fmt: skip
    p.add_argument("--workers", type=int, default=1, help="processes (same numbers)")
    p.add_argument("--ray", metavar="ADDRESS", default=None,
                   help="play the games as Ray tasks ('local' or a cluster address; the decks "
                   "in --workdir must be readable by its nodes), same numbers")  # fmt: skip
    p.add_argument("--kinds", default="cards,heroes",
                   help="which changes: cards, heroes or both (default cards,heroes)")  # fmt: skip
    p.add_argument("--top", type=int, default=DEFAULT_TOP,
                   help=f"top movers shown and compared (default {DEFAULT_TOP})")  # fmt: skip
    p.add_argument("--workdir", default="qxs-sensitivity-decks", metavar="DIR",
                   help="folder for the changed decks (default qxs-sensitivity-decks)")  # fmt: skip
    p.add_argument("--agreement", metavar="FILE",
                   help="a JSON of an earlier run (another seed): print the rank correlation of "
                   "the two top lists")  # fmt: skip
    p.add_argument("--json", metavar="FILE", help="also write the ranking as JSON")
    p.add_argument("--csv", metavar="FILE", help="also write the ranking as CSV")
    p.add_argument("--plot", metavar="FILE", help="write the chart of the top movers (PNG)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_sensitivity)
    return p


def cmd_sensitivity(args: argparse.Namespace) -> int:
    """``qxs sensitivity``: check the arguments, play every arm, print (and save) the ranking."""
    from tqdm import tqdm

    from qxs_env.cli.compare import table_configs
    from qxs_env.cli.main import CliError, _check_outputs, _one_line, require_at_least
    from qxs_env.lab import sensitivity as S
    from qxs_env.lab import simulate as lab
    from qxs_env.lab.outputs import OutputPathError, check_dir

    require_at_least(args, games=1, num_envs=1, workers=1, seed=0, top=1, arms=2, arm_games=1,
                     block=1)  # fmt: skip
    if not 0 < args.rate <= 0.5:
        raise CliError(f"--rate must be in (0, 0.5], got {args.rate}")
    game, configs = table_configs(args)
    try:
        lab.parse_agents(args.agents, game=game)
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    if len(configs) != 1:
        raise CliError("sensitivity measures one configuration: give one player count and mode")
    config = configs[0]
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    if not kinds or not set(kinds) <= {"cards", "heroes"}:
        raise CliError(f"--kinds must be cards, heroes or cards,heroes, got {args.kinds!r}")
    if "heroes" in kinds and getattr(config, "heroes", "off") == "off":
        raise CliError("--kinds heroes needs heroes (the base deals none: --heroes off)")
    earlier = None
    try:
        if args.agreement:
            earlier = S.load_ranking(args.agreement)
        check_dir(args.workdir, "--workdir")
    except (lab.LabError, OutputPathError) as exc:
        raise CliError(_one_line(str(exc))) from exc
    _check_outputs(json_file=args.json, csv_file=args.csv, plot_dir=None)
    quiet = args.quiet or not sys.stderr.isatty()
    with tqdm(unit="game", desc="sensitivity", disable=quiet, file=sys.stderr) as bar:
        try:
            results = S.sensitivity(config, args.games, args.agents, args.seed, kinds,
                                    args.workdir, args.workers, args.num_envs, bar.update,
                                    args.top, ray=args.ray, design=args.design,
                                    screening_sizes=dict(arms=args.arms, rate=args.rate,
                                                         arm_games=args.arm_games,
                                                         block=args.block))  # fmt: skip
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
    if earlier is not None:
        rho = S.rank_agreement(results.ranking(), earlier, args.top)
        shown = None if math.isnan(rho) else rho
        common = S.top_overlap(results.ranking(), earlier, args.top)
        results.meta["agreement"] = {"with": args.agreement, "top": args.top,
                                     "rank_correlation": shown, "common": common}  # fmt: skip
    print(results.text())
    if earlier is not None:
        print(f"agreement of the top {args.top} with {args.agreement}: rank correlation "
              f"{rho:.2f}, {common} changes in both")  # fmt: skip
    for option, write in (("json", results.write_json), ("csv", results.write_csv),
                          ("plot", results.plot)):  # fmt: skip
        if getattr(args, option):
            print(f"wrote {write(getattr(args, option))}")
    return 0
