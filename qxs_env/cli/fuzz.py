"""``qxs fuzz``: the command line of the fuzz sweep (qxs_env/devtools/fuzz_sweep.py), for any
registered game with a fuzz slice (``--game``; the game's own axes are options too).

Random legal games over a sweep of configurations with every invariant checked after every
decision; each violation is printed with a one-line reproduction; exit code 1 when any was found.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from qxs_env.cli.main import CliError, _check_outputs, _one_line, _warn, require_at_least
from qxs_env.lab.outputs import write_all
from qxs_env.rulesets import registry


def _print_fuzz(result: Any) -> None:
    """The table of a ``qxs fuzz`` sweep, then every violation with its reproduction line."""
    rep = result.report()
    print(f"{'configuration':<52}{'games':>9}{'won':>9}{'trunc':>7}{'decisions':>13}{'viol':>6}")
    for c in rep["configurations"]:
        print(
            f"{c['label']:<52}{c['games']:>9}{c['won']:>9}{c['truncated']:>7}"
            f"{c['decisions']:>13}{c['violations_found']:>6}"
        )
    if rep["violations_found"]:
        print()
        print(f"VIOLATIONS: {rep['violations_found']} (each reproduces with the line below it)")
        for c in rep["configurations"]:
            for v in c["violations"]:
                print(
                    f"  E{v['code']} {v['description']}: {c['label']}, seed {v['seed']}"
                    f" (game {v['game']}), after {v['decision_index']} decisions"
                )
                print(f"    {v['reproduce']}")
            unlisted = c["violations_found"] - len(c["violations"])
            if unlisted > 0:
                print(f"  ... and {unlisted} more in {c['label']} (not listed: --records)")
    print()
    if rep["interrupted"]:
        print("INTERRUPTED: the counts of the chunks finished so far")
    print(
        f"{rep['games']} games in {rep['wall_time_s']:.1f} s ({rep['games_per_second']:.0f}"
        f" games/s, {rep['decisions_per_second']:.0f} decisions/s, workers {rep['workers']}),"
        f" {rep['violations_found']} violation(s)"
    )


def _cmd_fuzz(args: argparse.Namespace) -> int:
    """``qxs fuzz``: random games over a sweep of configurations with every invariant checked
    after every decision; exit code 1 when a violation was found."""
    from qxs_env.devtools import fuzz, fuzz_sweep

    if args.games is None and args.seconds is None:
        args.games = 100
    require_at_least(args, games=1, workers=1, batch=1, chunk=1, budget=1, seed=0, records=0)
    if args.seconds is not None and args.seconds <= 0:
        raise CliError("--seconds must be > 0")
    try:
        ruleset = fuzz_sweep.fuzzable(args.game)
        fuzz.ignore_mask(args.ignore, ruleset)
        configs = fuzz_sweep.configurations(
            args.players, args.mode, ruleset, **dict(args.axis or [])
        )
    except ValueError as exc:  # FuzzSweepError included
        raise CliError(_one_line(str(exc))) from exc
    _check_outputs(json_file=args.json)
    from tqdm import tqdm

    game = "" if ruleset.name == registry.DEFAULT_GAME else f" of {ruleset.name}"
    per = f"{args.games} games per configuration" if args.games is not None else ""
    if args.seconds is not None:
        per += (" or " if per else "") + f"{args.seconds:g} s in all"
    print(
        f"qxs fuzz: {len(configs)} configuration(s){game}, {per}, seed {args.seed}"
        f" (game k: seed + k), workers {args.workers}"
    )
    sys.stdout.flush()
    note = None if args.quiet else (lambda msg: print(f"qxs fuzz: {msg}", file=sys.stderr))
    found = [0]
    with tqdm(
        total=None if args.games is None else args.games * len(configs),
        unit="game",
        desc="fuzz",
        disable=args.quiet or not sys.stderr.isatty(),
        file=sys.stderr,
    ) as bar:

        def progress(games: int, violations: int) -> None:
            bar.update(games)
            if violations:
                found[0] += violations
                bar.set_postfix(violations=found[0])

        result = fuzz_sweep.run_sweep(
            configs,
            args.games,
            args.seconds,
            args.seed,
            args.workers,
            args.batch,
            args.chunk,
            args.budget,
            args.ignore,
            args.records,
            progress,
            note,
            ruleset,
        )
    _print_fuzz(result)
    if args.json and not write_all(
        [("--json", lambda: result.write_json(args.json))], print, _warn
    ):
        return 1
    if result.interrupted:
        return 130
    return 1 if result.n_violations else 0


def _game_name(text: str) -> str:
    """A ``--game`` value: the name of a registered game (an alias finds it); the registry's
    message naming the games otherwise."""
    try:
        return registry.get(text).name
    except registry.UnknownGameError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def _add_axes(fz: argparse.ArgumentParser) -> None:
    """The games' own sweep axes as options (``--deck``, ``--heroes``, ... of 群侠杀's fuzz
    axes): every registered game's, each option naming the games that have it; a value given
    for a game without that axis is refused by the sweep."""
    owners: dict[str, list[str]] = {}
    helps: dict[str, str] = {}
    for name in registry.names():
        ruleset = registry.get(name)
        if ruleset.fuzz_axes is None:
            continue
        for axis, (_, help_text) in ruleset.fuzz_axes().AXES.items():
            owners.setdefault(axis, []).append(name)
            helps.setdefault(axis, help_text)
    for axis, games in owners.items():
        fz.add_argument(
            f"--{axis.replace('_', '-')}",
            dest="axis",
            action="append",
            type=lambda value, axis=axis: (axis, value),
            metavar=axis.upper(),
            help=f"{helps[axis]} [an axis of {', '.join(games)}]",
        )


def add_fuzz_parser(sub: Any) -> None:
    """The ``qxs fuzz`` subcommand's arguments."""
    from qxs_env.devtools.fuzz_sweep import DEFAULT_BATCH, DEFAULT_CHUNK

    fz = sub.add_parser(
        "fuzz",
        help="random games over a sweep of configurations, every invariant checked after "
        "every decision; prints a reproduction line per violation (exit code 1 if any)",
    )
    fz.add_argument(
        "--game",
        default=registry.DEFAULT_GAME,
        type=_game_name,
        metavar="{" + ",".join(registry.names()) + "}",
        help=f"the game to fuzz (default {registry.DEFAULT_GAME}); it must have a fuzz slice",
    )
    default = registry.get(None)
    fz.add_argument(
        "--players",
        default="all",
        help="a count, a range (4-10), a list (5,7) or all: every count the game is played with"
        f" (default all; {default.name}: {default.min_players}-{default.max_players})",
    )
    fz.add_argument(
        "--mode",
        default="both",
        help=f"modes of the game ({default.name}: {', '.join(default.modes)}), comma-separated,"
        " each at every count given; or both: every mode at the counts whose identity table has"
        " it (default both)",
    )
    _add_axes(fz)
    fz.add_argument(
        "--games",
        type=int,
        default=None,
        help="games per configuration (default 100 without --seconds)",
    )
    fz.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="wall-time budget in all: chunks go round robin over the configurations until it "
        "is spent (with --games too: whichever comes first)",
    )
    fz.add_argument(
        "--workers",
        type=int,
        default=1,
        help="processes; with --games the results are the same for any count (default 1)",
    )
    fz.add_argument(
        "--seed", type=int, default=0, help="game k of each configuration has seed SEED + k"
    )
    fz.add_argument(
        "--chunk",
        type=int,
        default=DEFAULT_CHUNK,
        help=f"games per task (default {DEFAULT_CHUNK})",
    )
    fz.add_argument(
        "--batch",
        type=int,
        default=DEFAULT_BATCH,
        help=f"game slots per engine (default {DEFAULT_BATCH})",
    )
    fz.add_argument(
        "--budget",
        type=int,
        default=None,
        help="decisions after which a game that has not ended is a violation (default 200000)",
    )
    fz.add_argument(
        "--ignore",
        type=int,
        nargs="*",
        default=[],
        metavar="CODE",
        help="invariant codes to tolerate (counted, not reported)",
    )
    fz.add_argument(
        "--records",
        type=int,
        default=100,
        help="violations listed per configuration, lowest seeds first (all are counted; "
        "default 100)",
    )
    fz.add_argument("--json", metavar="FILE", help="also write the report as JSON to FILE")
    fz.add_argument("--quiet", action="store_true", help="no progress bar or notes on stderr")
    fz.set_defaults(func=_cmd_fuzz)
