"""``qxs beliefs``: identity inference as a measured quantity (:mod:`qxs_env.lab.beliefs`):
the subcommand's parser (:func:`add_beliefs_parser`, wired into ``qxs_env.cli.main``) and its
handler (:func:`cmd_beliefs`).

    qxs beliefs [--players 5,8] [--games 1000] [--agents heuristic] [--believer heuristic]
                [--seed 0] [--json [FILE]] [--csv FILE] [--plot FILE]
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def add_table_args(p: argparse.ArgumentParser, games: int) -> None:
    """The games of ``qxs beliefs`` and ``qxs ladder``: ``--game``, ``--players`` (default 5
    and 8), ``--mode``, ``--deck``, ``--heroes`` (the game's complete game by default) and
    ``--games`` (default ``games``)."""
    from qxs_env.cli.main import _add_deck_heroes_args, _players_range, add_game_option

    add_game_option(p)
    p.add_argument(
        "--players",
        default="5,8",
        help=f"player counts ({_players_range()} in 群侠杀), a range or a list (default 5,8)",
    )
    p.add_argument("--mode", default="standard", help="a mode of the game or both")
    _add_deck_heroes_args(p)
    p.add_argument(
        "--games", type=int, default=games, help=f"games per configuration (default {games})"
    )


def add_beliefs_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``beliefs`` subcommand to the ``qxs`` subparsers ``sub``."""
    p = sub.add_parser(
        "beliefs",
        help="score an agent's beliefs about the other seats' identities against the truth",
        description="Play games (default: the heuristic at every seat) and, at every turn "
        "start, score each living seat's belief about every other living seat's hidden "
        "identity: mean log-loss, accuracy and the same for the prior, per round, observer and "
        "target identity (docs/agents.md, 'Identity inference').",
    )
    add_table_args(p, games=1000)
    p.add_argument(
        "--agents",
        default="heuristic",
        help="who plays: an agents spec as for qxs simulate (default heuristic)",
    )
    p.add_argument(
        "--believer",
        default="heuristic",
        help="whose beliefs are scored: a policy with a beliefs(obs) method (default heuristic)",
    )
    p.add_argument("--rounds", type=int, default=12, help="pool the rounds from this one on")
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument("--num-envs", type=int, default=64, help="parallel game slots (default 64)")
    p.add_argument(
        "--json",
        nargs="?",
        const="-",
        metavar="FILE",
        help="print the report as JSON instead of tables; with FILE, write it there too",
    )
    p.add_argument("--csv", metavar="FILE", help="write the rows (round, observer, target) as CSV")
    p.add_argument("--plot", metavar="FILE", help="write the chart (PNG) to FILE")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_beliefs)
    return p


def cmd_beliefs(args: argparse.Namespace) -> int:
    """``qxs beliefs``: check the arguments, play and score, print and save the report."""
    from qxs_env.cli.main import CliError, game_ruleset, require_at_least
    from qxs_env.lab import beliefs as lab_beliefs
    from qxs_env.lab.agents import LabError, make_policy

    require_at_least(args, games=1, num_envs=1, seed=0, rounds=1)
    ruleset = game_ruleset(args.game)
    spec, configs = _spec_and_configs(args, ruleset.name)
    try:
        if not lab_beliefs.has_beliefs(make_policy(args.believer, configs[0])):
            raise CliError(
                f"agents {args.believer!r} expose no identity beliefs (no beliefs(obs) method; "
                "the trained agents have no identity head yet)"
            )
    except LabError as exc:
        raise CliError(" ".join(str(exc).split())) from exc
    if args.plot:
        _need_matplotlib()
    to_file = args.json not in (None, "-")
    check_paths({"--json": args.json if to_file else None, "--csv": args.csv, "--plot": args.plot})
    from tqdm import tqdm

    quiet = args.quiet or not sys.stderr.isatty()
    total = args.games * len(configs)
    with tqdm(total=total, unit="game", desc="beliefs", disable=quiet, file=sys.stderr) as bar:
        try:
            results = lab_beliefs.measure(
                configs,
                args.games,
                spec,
                args.believer,
                args.seed,
                args.num_envs,
                bar.update,
                args.rounds,
            )
        except LabError as exc:
            raise CliError(" ".join(str(exc).split())) from exc
    if args.json is not None:
        print(json.dumps(results.report(), indent=2, ensure_ascii=False))
    else:
        print(results.text())
    for path, write in ((args.json if to_file else None, results.write_json),
                        (args.csv, results.write_csv), (args.plot, results.plot)):  # fmt: skip
        if path:
            print(f"wrote {write(path)}", file=sys.stderr)
    return 130 if results.interrupted else 0


def check_paths(files: dict[str, str | None]) -> None:
    """Try every output file (option -> path; None: not asked for) before the first game
    (:func:`qxs_env.lab.outputs.check_file`); CliError naming the option otherwise."""
    from qxs_env.cli.main import CliError
    from qxs_env.lab.outputs import OutputPathError, check_file

    for option, path in files.items():
        if path:
            try:
                check_file(path, option)
            except OutputPathError as exc:
                raise CliError(str(exc)) from exc


def _need_matplotlib() -> None:
    """CliError with the install hint when matplotlib is missing (``--plot``)."""
    from qxs_env.cli.main import CliError

    try:
        import matplotlib  # noqa: F401
    except ImportError as exc:
        raise CliError(
            "--plot needs matplotlib: pip install 'qxs_env[plot]' (or pip install matplotlib)"
        ) from exc


def _spec_and_configs(args: argparse.Namespace, game: str) -> tuple[Any, list[Any]]:
    """The agents spec and the configurations of the command line (CliError otherwise)."""
    from qxs_env.cli.main import CliError, make_config
    from qxs_env.lab import simulate as lab

    try:
        spec = lab.parse_agents(args.agents, game=game)
        sweep = lab.configurations(args.players, args.mode, game=game)
        pairs = [(c.players, c.mode) for c in sweep]
    except (lab.LabError, ValueError) as exc:
        raise CliError(" ".join(str(exc).split())) from exc
    configs = [make_config(p, m, args.deck, heroes=args.heroes, game=game) for p, m in pairs]
    try:
        for config in configs:
            spec.route_table(config.players)
    except lab.LabError as exc:
        raise CliError(str(exc)) from exc
    return spec, configs
