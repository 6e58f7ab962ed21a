"""``qxs audit``: the subcommand's parser (:func:`add_audit_parser`, wired into
``qxs_env.cli.main``)
and its handler (:func:`cmd_audit`)."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def add_audit_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``audit`` subcommand to the ``qxs`` subparsers ``sub``."""
    from qxs_env.cli.main import _add_deck_heroes_args, _players_range, add_game_option

    p = sub.add_parser(
        "audit",
        help="play games and count the agents' known mistakes (issue 20's behaviour metrics)",
        description="Play games with the agents (default: the heuristic at every seat) and "
        "report, per configuration, behaviour metrics measured against the true identities "
        "(docs/audit.md).",
    )
    add_game_option(p)
    p.add_argument(
        "--players",
        default="8",
        help=f"player count ({_players_range()} in 群侠杀), a range or a list (default 8)",
    )
    p.add_argument(
        "--mode", default="standard", help="a mode of the game or both (群侠杀: standard, melee)"
    )
    _add_deck_heroes_args(p)
    p.add_argument("--games", type=int, default=400, help="games per configuration (default 400)")
    p.add_argument(
        "--agents",
        default="heuristic",
        help="agents spec as for qxs simulate (default heuristic), e.g. "
        "'agents.heuristic:heuristic_hero_rules_v1' or 'leader=heuristic,*=random'",
    )
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument("--num-envs", type=int, default=256, help="parallel game slots (default 256)")
    p.add_argument(
        "--json",
        nargs="?",
        const="-",
        metavar="FILE",
        help="print the report as JSON instead of tables; with FILE, also write it there",
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_audit)
    return p


def _import(target: str) -> Any:
    """The attribute named by ``module:attribute`` (the game's audit, imported when asked)."""
    import importlib

    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def cmd_audit(args: argparse.Namespace) -> int:
    """``qxs audit``: check the arguments, play and audit, print (and save) the report."""
    from qxs_env.cli.main import CliError, game_ruleset, make_config, require_at_least
    from qxs_env.lab import simulate as lab

    require_at_least(args, games=1, num_envs=1, seed=0)
    ruleset = game_ruleset(args.game)
    if ruleset.audit is None:
        raise CliError(f"game {ruleset.name} has no audit")
    audit = _import(ruleset.audit)
    try:
        spec = lab.parse_agents(args.agents, game=ruleset.name)
        configs = lab.configurations(args.players, args.mode, game=ruleset.name)
        pairs = [(c.players, c.mode) for c in configs]
    except (lab.LabError, ValueError) as exc:
        raise CliError(" ".join(str(exc).split())) from exc
    configs = [
        make_config(p, m, args.deck, heroes=args.heroes, game=ruleset.name) for p, m in pairs
    ]
    try:
        for config in configs:
            spec.route_table(config.players)
    except lab.LabError as exc:
        raise CliError(str(exc)) from exc
    to_file = args.json not in (None, "-")
    if to_file:
        from qxs_env.lab.outputs import OutputPathError, check_file

        try:
            check_file(args.json, "--json")
        except OutputPathError as exc:
            raise CliError(str(exc)) from exc
    from tqdm import tqdm

    quiet = args.quiet or not sys.stderr.isatty()
    with tqdm(
        total=args.games * len(configs), unit="game", desc="audit", disable=quiet, file=sys.stderr
    ) as bar:
        try:
            results = audit(configs, args.games, spec, args.seed, args.num_envs, bar.update)
        except lab.LabError as exc:
            raise CliError(str(exc)) from exc
    if args.json is not None:
        print(json.dumps(results.report(), indent=2, ensure_ascii=False))
        if to_file:
            results.write_json(args.json)
    else:
        print(results.text())
    return 130 if results.interrupted else 0
