"""The ``qxs`` command line: the simulation lab, engine benchmarks.

Subcommands::

    qxs simulate --players 5-10 --mode both --games 2000 --agents 'cult=heuristic,*=random'
                 [--seed 0] [--workers N] [--ray local|ADDRESS] [--json FILE] [--csv FILE]
                 [--plot DIR]
    qxs compare --players 8 --agents heuristic --variant 'deck=my_deck.yaml' [--games 2000]
                [--json FILE] [--csv FILE]
    qxs play [--players 5] [--seat 0] [--agents heuristic] [--seed N]
    qxs bench [--json] [--players 8] [--seconds 5] [--heroes implemented]
    qxs fuzz --players 4-10 --mode both --deck all --heroes off,standard,all --specials both
             (--games N | --seconds S) [--workers W] [--seed 0] [--json FILE] [--quiet]
    qxs train --identity cult [--players 8] [--timesteps N] [--recipe F] [--resume ZIP]
    qxs eval [--players 8] [--mode both] [--games 1000] [--json FILE]
    qxs audit --players 8 [--deck standard] [--heroes standard] [--games 2000] [--json FILE]
                          (train / eval need the train extra: qxs_env.cli.train)
    qxs beliefs [--players 5,8] [--games 1000] [--believer heuristic] [--json] [--csv F] [--plot F]
    qxs ladder [--players 5,8] [--games 400] [--agents random,heuristic_v1,heuristic,trained]
               [--json FILE] [--plot FILE]        (needs the lab extra, openskill)

``simulate`` is a thin front end of :mod:`qxs_env.lab.simulate` (agents specs, routing, seeding,
workers,
reports); this module parses and checks the arguments, shows the progress bar and prints the
tables. ``bench`` and ``fuzz`` have their own modules (:mod:`qxs_env.cli.bench`,
:mod:`qxs_env.cli.fuzz`), as do ``train``/``eval`` (:mod:`qxs_env.cli.train`) and ``audit``
(:mod:`agents.audit`). Errors in the arguments (bad player counts, melee not at 8 players,
unknown or unplayable deck, bad agents spec) print one line on stderr and exit with code 2; a run
stopped with Ctrl-C prints and saves the results so far (marked ``interrupted``) and exits with
code 130.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from qxs_env.lab.outputs import OutputPathError, check_dir, check_file, write_all
from qxs_env.lab.report_text import print_simulation
from qxs_env.lab.stats import GameResults
from qxs_env.lab.versions import machine_info  # noqa: F401  (qxs bench's reports)
from qxs_env.rulesets import registry

GameConfig = Any
"""A configuration of any registered game (its ruleset's config class)."""

if TYPE_CHECKING:
    from qxs_env.lab.simulate import AgentsSpec, LabResults

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
    """Try every output path before the first game (qxs_env.lab.outputs); raises CliError."""
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
        if name == "seed" and value is not None and value >= 2**63:
            raise CliError(f"--seed must be below 2**63 ({2**63}), got {value}")


def _one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut at ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


# ---------------------------------------------------------------------------------------------
# configuration and engine construction with clear errors
# ---------------------------------------------------------------------------------------------
def game_ruleset(game: str | None) -> registry.Ruleset:
    """The ruleset of ``--game`` (None: the default game); :class:`CliError` naming the games
    for an unknown name."""
    try:
        return registry.get(game)
    except registry.UnknownGameError as exc:
        raise CliError(str(exc)) from exc


def make_config(
    players: int,
    mode: str,
    deck: str | None = None,
    max_turns: int | None = None,
    heroes: str | None = None,
    hero_pool: str | None = None,
    hero_assign: str = "draft",
    max_decisions: int | None = None,
    game: str | None = None,
) -> GameConfig:
    """A validated configuration of ``game`` (default the registry's default game) that its
    engine can play, from the command line's game options (None: not given, the game's
    default); raises :class:`CliError` of one line. The game checks its own options (its
    descriptor's ``config_from_options``; 群侠杀: the deck readable and implemented, the heroes
    dealable, ``hero_pool`` comma-separated hero ids, ``hero_assign`` ``draft``, ``random`` or
    one hero id per seat)."""
    ruleset = game_ruleset(game)
    given = {
        "deck": deck,
        "max_turns": max_turns,
        "heroes": heroes,
        "hero_pool": hero_pool,
        "max_decisions": max_decisions,
    }
    options = {k: v for k, v in given.items() if v is not None}
    if hero_assign != "draft":
        options["hero_assign"] = hero_assign
    try:
        if ruleset.config_from_options is not None:
            return ruleset.config_from_options(players, mode, **options)
        ruleset.identity_counts(players, mode)
        return ruleset.make_config(players=players, mode=mode, **options)
    except TypeError as exc:
        flags = ", ".join("--" + k.replace("_", "-") for k in options)
        raise CliError(f"game {ruleset.name} takes none of {flags}: {_one_line(str(exc))}") from exc
    except (ValueError, OSError, NotImplementedError) as exc:
        raise CliError(_one_line(str(exc))) from exc


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
    """Play exactly ``games`` games of uniform random legal agents (see
    :func:`qxs_env.lab.simulate.simulate`
    for any agents, sweeps and workers); returns the configuration's :class:`GameResults`."""
    from qxs_env.lab.simulate import simulate as lab_simulate

    res = lab_simulate(config, games, "random", seed, num_envs=num_envs, progress=progress)
    return res.results[0]


def _cmd_simulate(args: argparse.Namespace) -> int:
    """``qxs simulate``: check the arguments, run the lab, print and save the results."""
    from qxs_env.lab import simulate as lab

    require_at_least(args, games=1, num_envs=1, workers=1, seed=0, chunk=1)
    _check_simulate_ray_args(args)
    resumed: dict[str, Any] | None = None
    if args.resume:
        # the file decides what is played (configurations, agents, seed, games, chunk)
        try:
            resumed = lab.load_partial(args.resume)
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc
        args.games, args.agents, args.seed = resumed["games"], resumed["agents"], resumed["seed"]
        args.num_envs, args.chunk = resumed["num_envs"], resumed["chunk"]
    spec, configs = _simulate_agents_and_configs(args, resumed)
    if args.plot:
        try:
            import matplotlib  # noqa: F401
        except ImportError as exc:
            raise CliError(
                "--plot needs matplotlib: pip install 'qxs_env[plot]' (or pip install matplotlib)"
            ) from exc
    _check_outputs(json_file=args.json, csv_file=args.csv, plot_dir=args.plot)
    from qxs_env.cli.report import audit_into, check_report_args

    check_report_args(args, registry.ruleset_of(configs[0]).name)
    results = _run_simulation(args, spec, configs, resumed)
    if resumed is not None:
        results.meta["resumed_from"] = str(args.resume)
    audit_into(args, results, configs, spec)
    report = results.report()
    print_simulation(report)
    return _save_simulation(args, results)


def _check_simulate_ray_args(args: argparse.Namespace) -> None:
    """The ``--ray*`` options of ``qxs simulate`` make sense together, Ray is installed and the
    address can be read (CliError otherwise), before anything is played."""
    from qxs_env.lab import simulate as lab

    if args.ray_retries < 0:
        raise CliError("--ray-retries must be >= 0")
    if args.ray_ship and args.ray is None:
        raise CliError("--ray-ship needs --ray (it ships the project to a Ray cluster)")
    if args.ray_dashboard and args.ray is None:
        raise CliError("--ray-dashboard needs --ray local")
    if args.ray is not None:
        if not args.ray.strip():
            raise CliError("--ray needs 'local' or a cluster address")
        if args.ray.strip() != "local" and args.workers > 1:
            raise CliError("--workers applies to --ray local only (a cluster has its own CPUs)")
        try:
            lab.require_ray()
            from qxs_env.lab.ray_backend import check_dashboard, split_address

            split_address(args.ray.strip())
            if args.ray_dashboard:
                check_dashboard(args.ray.strip())
        except lab.LabError as exc:
            raise CliError(_one_line(str(exc))) from exc


def _simulate_agents_and_configs(
    args: argparse.Namespace, resumed: dict[str, Any] | None
) -> tuple[AgentsSpec, list[GameConfig]]:
    """``(agents spec, configurations)`` of ``qxs simulate``: those of the options, or with
    ``--resume`` the configurations of the file (``resumed``); CliError when the agents spec
    cannot be read or routes seats a configuration lacks."""
    from qxs_env.lab import simulate as lab

    if resumed is not None:  # the file's game
        game = registry.ruleset_of(resumed["configs"][0]).name
    else:
        game = game_ruleset(args.game).name
    try:
        spec = lab.parse_agents(args.agents, game=game)
        if resumed is None:
            pairs = [
                (c.players, c.mode) for c in lab.configurations(args.players, args.mode, game=game)
            ]
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
                game=game,
            )
            for p, m in pairs
        ]
    try:
        for config in configs:
            spec.route_table(config.players)
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    return spec, configs


def _run_simulation(
    args: argparse.Namespace,
    spec: AgentsSpec,
    configs: list[GameConfig],
    resumed: dict[str, Any] | None,
) -> LabResults:
    """Play ``qxs simulate``'s games (:func:`qxs_env.lab.simulate.simulate`) under a progress bar on
    stderr (none with ``--quiet`` or when stderr is not a terminal); returns the lab's
    results."""
    from tqdm import tqdm

    from qxs_env.lab import simulate as lab

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
            return lab.simulate(
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
                ray_dashboard=args.ray_dashboard,
            )
        except lab.LabError as exc:  # e.g. the cluster cannot be joined
            raise CliError(_one_line(str(exc))) from exc


def _save_simulation(args: argparse.Namespace, results: LabResults) -> int:
    """Write ``qxs simulate``'s ``--json``/``--csv``/``--plot`` files (an incomplete run without
    ``--json`` is saved to a resumable ``qxs-simulate-incomplete-*.json``), warn about chunks
    not played, and return the exit code: 130 interrupted, 1 a chunk failed or a file could
    not be written, else 0."""
    writers: list[tuple[str, Callable[[], Any]]] = []
    if args.json:
        writers.append(("--json", lambda: results.write_json(args.json)))
    if args.csv:
        writers.append(("--csv", lambda: results.write_csv(args.csv)))
    if args.plot:
        writers.append(("--plot", lambda: results.plot(args.plot)))
    from qxs_env.cli.report import report_writers, simulation_writer

    writers += report_writers(args, simulation_writer(args, results))
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
    from qxs_env.lab import simulate as lab

    if args.seed is None:
        args.seed = random.SystemRandom().randrange(2**31)
    require_at_least(args, seed=0)
    seed = args.seed
    game = game_ruleset(args.game).name
    config = make_config(args.players, args.mode, args.deck, args.max_turns, args.heroes, game=game)
    try:
        spec = lab.parse_agents(args.agents, game=game)
        spec.route_table(config.players)
        if not 0 <= args.seat < config.players:
            raise lab.LabError(f"--seat must be 0-{config.players - 1}, got {args.seat}")
    except lab.LabError as exc:
        raise CliError(_one_line(str(exc))) from exc
    print(f"seed {seed} (replay this game with --seed {seed})")
    from qxs_env.cli.play import play

    play(config, args.seat, spec, seed)
    return 0


# ---------------------------------------------------------------------------------------------
# bench (the command itself is in qxs_env/cli/bench.py)
# ---------------------------------------------------------------------------------------------
# ---------------------------------------------------------------------------------------------
# parser and entry point
# ---------------------------------------------------------------------------------------------
def add_game_option(p: argparse.ArgumentParser) -> None:
    """``--game``: the registered game to play (default the registry's default game)."""
    p.add_argument(
        "--game",
        default=registry.DEFAULT_GAME,
        metavar="NAME",
        help=f"the game: one of {', '.join(registry.names())} "
        f"(default {registry.DEFAULT_GAME}, {registry.get().title})",
    )


def _players_range() -> str:
    """``4-10``: the default game's player counts, for the help texts."""
    ruleset = registry.get()
    return f"{ruleset.min_players}-{ruleset.max_players}"


def _add_game_args(p: argparse.ArgumentParser, players: int = 8, mode: str = "standard") -> None:
    add_game_option(p)
    p.add_argument(
        "--players",
        type=int,
        default=players,
        help=f"player count, {_players_range()} in 群侠杀 (default {players})",
    )
    p.add_argument(
        "--mode",
        default=mode,
        help=f"one of the game's modes (群侠杀: {', '.join(registry.get().modes)}; melee only at "
        f"8 players; default {mode})",
    )
    _add_deck_heroes_args(p)


DECK_HELP = (
    "the game's deck; 群侠杀: standard (the rulebook's 200 cards, default), basic (140), starter "
    "(the small framework deck), wide, or the path of a deck YAML file (configs/decks/*.yaml "
    "shows the format)"
)
HEROES_HELP = (
    "the game's heroes; 群侠杀: standard (the 40 base heroes, drafted: the rulebook's complete "
    "game, default), all (the 80 with the expansion), implemented (the same 80), or off "
    "(skill-less characters with 4 HP: the rulebook's first game)"
)


def _add_deck_heroes_args(p: argparse.ArgumentParser) -> None:
    """``--deck`` and ``--heroes``, defaulting to the game's own (群侠杀: the rulebook's complete
    game)."""
    p.add_argument("--deck", default=None, help=DECK_HELP)
    p.add_argument("--heroes", default=None, help=HEROES_HELP)


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
    _add_simulate_parser(sub)
    _add_play_parser(sub)

    from qxs_env.cli.bench import add_bench_parser

    add_bench_parser(sub)

    from qxs_env.cli.fuzz import add_fuzz_parser

    add_fuzz_parser(sub)

    from qxs_env.cli.audit import add_audit_parser
    from qxs_env.cli.compare import add_compare_parser
    from qxs_env.cli.train import add_train_commands

    add_compare_parser(sub)
    from qxs_env.cli.sensitivity import add_sensitivity_parser

    add_sensitivity_parser(sub)
    from qxs_env.cli.balance import add_balance_parser

    add_balance_parser(sub)

    add_train_commands(sub)
    add_audit_parser(sub)

    from qxs_env.cli.beliefs import add_beliefs_parser
    from qxs_env.cli.ladder import add_ladder_parser

    add_beliefs_parser(sub)
    add_ladder_parser(sub)
    _add_later_parsers(sub)
    return parser


def _add_simulate_parser(sub: Any) -> None:
    """``qxs simulate``: the options in the order ``--help`` lists them."""
    sim = sub.add_parser("simulate", help="play many games and report win rates (the lab)")
    _add_simulate_table_args(sim)
    _add_simulate_run_args(sim)
    _add_simulate_ray_args(sim)
    _add_simulate_limit_and_output_args(sim)
    from qxs_env.cli.report import add_report_args

    add_report_args(sim, audit=True)
    sim.set_defaults(func=_cmd_simulate)


def _add_simulate_table_args(sim: argparse.ArgumentParser) -> None:
    """``qxs simulate``'s games: the game, player counts, mode, deck, heroes and how they are
    dealt."""
    add_game_option(sim)
    sim.add_argument(
        "--players",
        default="8",
        help=f"player count ({_players_range()} in 群侠杀), a range (5-10) or a list (5,7,9) "
        "to sweep (default 8)",
    )
    sim.add_argument(
        "--mode",
        default="standard",
        help="one of the game's modes or both (every mode at every count it is played: in "
        "群侠杀 standard, melee at 8 players only; both = standard at every count and melee at 8)",
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


def _add_simulate_run_args(sim: argparse.ArgumentParser) -> None:
    """``qxs simulate``'s run: games, agents, seed, game slots and worker processes."""
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


def _add_simulate_ray_args(sim: argparse.ArgumentParser) -> None:
    """``qxs simulate``'s distribution over Ray, chunks and resuming an incomplete run."""
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
        "--ray-dashboard",
        action="store_true",
        help="with --ray local, start Ray's dashboard too (its address is printed; needs "
        "pip install 'ray[default]')",
    )
    sim.add_argument(
        "--chunk",
        type=int,
        default=None,
        metavar="GAMES",
        help="games per chunk, the unit of work of --workers and --ray (default 2048; smaller "
        "chunks spread a run over more CPUs; --workers cuts the chunks of agents reseeded per "
        "game, random and heuristic, into pieces itself)",
    )
    sim.add_argument(
        "--resume",
        metavar="FILE",
        help="complete an incomplete run from its JSON (written on a failure or Ctrl-C): the "
        "file sets the configurations, agents, seed, games and chunk; same numbers as one "
        "uninterrupted run",
    )


def _add_simulate_limit_and_output_args(sim: argparse.ArgumentParser, plot: bool = True) -> None:
    """``qxs simulate``'s game length limits, output files (``--plot`` too when ``plot``) and
    progress bar (``qxs compare`` shares them)."""
    default = registry.get().make_config()
    sim.add_argument(
        "--max-turns",
        type=int,
        default=None,
        help="truncate games after this many turns (default: the game's, in 群侠杀 "
        f"{default.max_turns}; 0 = no limit)",
    )
    sim.add_argument(
        "--max-decisions",
        type=int,
        default=None,
        help="truncate games after this many player decisions (default: the game's, in 群侠杀 "
        f"{default.max_decisions}; 0 = never)",
    )
    sim.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    sim.add_argument("--csv", metavar="FILE", help="also write the result tables as CSV to FILE")
    if plot:
        sim.add_argument("--plot", metavar="DIR", help="write win-rate charts (PNG) into DIR")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")


def _add_play_parser(sub: Any) -> None:
    """``qxs play``: one game in the terminal."""
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


def _add_later_parsers(sub: Any) -> None:
    """The sub-commands of :data:`LATER`, listed with the issue that brings them."""
    for name, why in LATER.items():
        later = sub.add_parser(
            name, help=f"not available yet (arrives with {why.split(' arrives with ')[1]})"
        )
        later.set_defaults(func=None, later=why)


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
        args.argv = list(sys.argv[1:] if argv is None else argv)  # (the reports quote it)
        return int(args.func(args))
    except CliError as exc:
        print(f"qxs: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("qxs: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    # run as ``python -m qxs_env.cli.main``: call the package's module, whose CliError the
    # sub-commands in other modules raise (this file's copy, __main__, has another class)
    from qxs_env.cli.main import main as package_main

    raise SystemExit(package_main())
