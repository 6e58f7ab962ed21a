"""The ``qxs train`` and ``qxs eval`` subcommands (registered by :mod:`qxs_env.cli.main`).

::

    qxs train --identity cult [--players 8[,8m]] [--mode standard|melee] [--timesteps N]
              [--max-minutes M] [--recipe FILE] [--resume MODEL.zip | --init-from AGENT.pt]
              [--out DIR] [--seed S] [--num-envs N]
              [--quiet] [--no-tensorboard]
    qxs eval [--identity all|cult,...] [--players 8] [--mode both] [--games 1000] [--seed 0]
             [--num-envs 256] [--agents-dir DIR] [--sample] [--oracle] [--json FILE] [--quiet]

Both need the ``train`` extra (torch, stable-baselines3, sb3-contrib); without it they exit with
code 2 and the install command. This module imports torch only when a command runs.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shlex
import sys
from pathlib import Path
from typing import Any

from qxs_env.lab.outputs import OutputPathError, check_file
from qxs_env.rulesets import registry

TRAINED_GAME = registry.DEFAULT_GAME
"""The game ``qxs train`` and ``qxs eval`` train and evaluate agents of (the shipped agents'
game, whose recipes name its deck and heroes: ``qxs_env.train.recipes.RECIPE_GAME``)."""
IDENTITY_NAMES = registry.get(TRAINED_GAME).identity_names


def _error(msg: str) -> Exception:
    from qxs_env.cli.main import CliError

    return CliError(msg)


def _need_train_extra(what: str) -> None:
    from qxs_env.train import TRAIN_INSTALL_HINT

    missing = [m for m in ("torch", "stable_baselines3", "sb3_contrib") if not _importable(m)]
    if missing:
        raise _error(f"{what} needs {', '.join(missing)}: {TRAIN_INSTALL_HINT}")


def _importable(module: str) -> bool:
    if module in sys.modules:
        return sys.modules[module] is not None
    return importlib.util.find_spec(module) is not None


def _config_specs(players: str, mode: str) -> list[str]:
    out = []
    for part in players.split(","):
        part = part.strip()
        if not part:
            continue
        if part.endswith("m") or mode == "melee":
            p = part.rstrip("m")
            if p != "8":
                raise _error(f"melee is played by 8 players only, not {p}")
            out.append("8m")
        else:
            if not part.isdigit() or not 4 <= int(part) <= 10:
                raise _error(f"bad player count {part!r}: use 4-10, or 8m for the melee")
            out.append(part)
    if not out:
        raise _error("--players is empty")
    return out


def _log(msg: str) -> None:
    """A progress line of ``qxs train`` (stderr, like the progress bar and ``qxs eval``'s)."""
    print(f"train: {msg}", file=sys.stderr, flush=True)


def summary_lines(summary: dict[str, Any]) -> list[str]:
    """The lines ``qxs train`` prints at the end, from :func:`~qxs_env.train.trainer.train`'s
    summary: steps (and why they differ from those requested: whole rollouts, or the time
    limit), time, environment share, games, and the mean result of the last games counted
    (N = the games played, 500 at most) with what it means."""
    from qxs_env.train.trainer import result_summary

    run = int(summary["timesteps_this_run"])
    requested = summary.get("timesteps_requested")
    planned = summary.get("timesteps_planned")
    why = ""
    by = summary.get("stopped_by")
    if planned is not None and run < planned:
        limit = (summary.get("recipe") or {}).get("max_minutes")
        when = f"after {limit:g} minutes (max_minutes)" if limit else "early"
        if by and by != "max_minutes":
            model = summary.get("model", "OUT/model.zip")
            when = f"by {by} (saved: continue with --resume {model})"
        why = f"; stopped {when}, {planned:,} were planned"
    elif requested is not None and run != requested:
        why = f"; {requested:,} requested, rounded up to whole rollouts"
    return [
        f"qxs train: {summary['identity']}: {int(summary['timesteps']):,} timesteps "
        f"({run:,} this run{why}) in {summary['learn_seconds']:.0f} s; "
        f"environment {100 * summary['env_share']:.1f}% of the training time; "
        f"{int(summary['episodes']):,} games",
        f"  {result_summary(summary['last_results'])}",
    ]


def cmd_train(args: argparse.Namespace) -> int:
    """``qxs train``: train one identity from its recipe (module docstring)."""
    if args.identity not in IDENTITY_NAMES:
        raise _error(f"--identity must be one of {', '.join(IDENTITY_NAMES)}")
    _need_train_extra("qxs train")
    identity_counts = registry.get(TRAINED_GAME).identity_counts
    from qxs_env.train.trainer import load_recipe, recipe_config

    try:
        recipe = load_recipe(args.recipe, args.identity)
    except (OSError, ValueError) as exc:
        raise _error(f"recipe: {exc}") from exc
    if args.players is not None:
        recipe["configs"] = _config_specs(args.players, args.mode)
    elif args.mode == "melee":
        recipe["configs"] = ["8m"]
    options = {k: getattr(args, k) for k in ("deck", "heroes") if getattr(args, k) is not None}
    if options:  # the game options of qxs simulate override the recipe's, checked as it does
        try:
            registry.get(TRAINED_GAME).config_from_options(5, "standard", **options)
        except ValueError as exc:
            raise _error(str(exc)) from exc
        recipe.update(options)
    for spec in recipe["configs"]:
        try:
            cfg = recipe_config(recipe, spec)
        except (TypeError, ValueError) as exc:
            raise _error(f"{spec} games: {exc}") from exc
        if identity_counts(cfg.players, cfg.mode)[IDENTITY_NAMES.index(args.identity)] == 0:
            raise _error(f"there is no {args.identity} seat in {spec} games")
    if args.seed is not None:
        recipe["seed"] = args.seed
    if args.num_envs is not None:
        if args.num_envs < len(recipe["configs"]):
            raise _error("--num-envs must be at least the number of configurations")
        recipe["num_envs"] = args.num_envs
    if args.max_minutes is not None:
        if args.max_minutes <= 0:
            raise _error("--max-minutes must be > 0")
        recipe["max_minutes"] = args.max_minutes
    if args.timesteps is not None and args.timesteps < 1:
        raise _error("--timesteps must be at least 1")
    if args.resume and not Path(args.resume).exists():
        raise _error(f"--resume: no such file {args.resume}")
    if args.init_from and not Path(args.init_from).exists():
        raise _error(f"--init-from: no such file {args.init_from}")
    if args.resume and args.init_from:
        raise _error("give --resume or --init-from, not both")
    if args.init_from:
        from qxs_env.train.trainer import init_agent

        try:
            init_agent(args.init_from, recipe)
        except ValueError as exc:  # CheckpointMismatch, or an agent the recipe cannot hold
            raise _error(str(exc)) from exc
    out = Path(args.out or f"runs/{args.identity}")
    from qxs_env.train.trainer import train

    parts = ["qxs", "train", "--identity", args.identity]
    flags = ("players", "mode", "timesteps", "max_minutes", "recipe", "resume", "init_from")
    flags = (*flags, "deck", "heroes", "out", "seed")
    for flag in (*flags, "num_envs"):
        value = getattr(args, flag)
        if value is not None and not (flag == "mode" and value == "standard"):
            parts += [f"--{flag.replace('_', '-')}", str(value)]
    command = " ".join(shlex.quote(a) for a in parts)
    summary = train(
        recipe,
        out,
        timesteps=args.timesteps,
        resume=args.resume,
        init_from=args.init_from,
        progress=not args.quiet,
        command=command,
        tensorboard=not args.no_tensorboard,
        log=None if args.quiet else _log,
    )
    for line in summary_lines(summary):
        print(line)
    print(f"  agent {summary['agent']}  model {summary['model']}  summary {out / 'summary.json'}")
    if not args.no_tensorboard:
        print(f"  tensorboard --logdir {out / 'tb'}")
    return 0


def _eval_game(args: argparse.Namespace, headers: dict[int, dict[str, Any]]) -> tuple[str, str]:
    """Deck and heroes of ``qxs eval``'s games: ``--deck``/``--heroes``, else those the loaded
    agents were trained on (an error when they disagree)."""
    from qxs_env.train.policy import trained_game

    games = {trained_game(h) for h in headers.values()}
    if (args.deck is None or args.heroes is None) and len(games) > 1:
        raise _error(
            f"the agents were trained on different games {sorted(games)}: give --deck and --heroes"
        )
    deck, heroes = next(iter(games)) if games else ("standard", "standard")
    return args.deck or deck, args.heroes or heroes


def cmd_eval(args: argparse.Namespace) -> int:
    """``qxs eval``: trained vs heuristic per identity and configuration (module docstring)."""
    from qxs_env.lab.simulate import LabError, configurations

    if args.games < 1:
        raise _error("--games must be at least 1")
    if args.num_envs < 1:
        raise _error("--num-envs must be at least 1")
    idents = None
    if args.identity != "all":
        idents = [x.strip() for x in args.identity.split(",") if x.strip()]
        bad = [x for x in idents if x not in IDENTITY_NAMES]
        if bad:
            raise _error(f"unknown identity {bad[0]!r}: use all or {', '.join(IDENTITY_NAMES)}")
    try:
        configurations(args.players, args.mode)
    except LabError as exc:
        raise _error(str(exc)) from exc
    if args.json:
        try:
            check_file(args.json, "--json")
        except OutputPathError as exc:
            raise _error(str(exc)) from exc
    _need_train_extra("qxs eval")
    import torch

    from qxs_env.train.evaluate import evaluate, table
    from qxs_env.train.policy import TrainedPolicy

    torch.set_num_threads(args.threads)
    directory = Path(args.agents_dir) if args.agents_dir else None
    try:  # load up front: a missing or mismatched agent is an error before any game
        probe = TrainedPolicy(directory=directory)
        for name in idents or IDENTITY_NAMES:
            probe.net(IDENTITY_NAMES.index(name))
    except ValueError as exc:  # AgentNotFound, CheckpointMismatch
        raise _error(str(exc)) from exc
    deck, heroes = _eval_game(args, probe.headers)
    try:
        configs = configurations(args.players, args.mode, deck=deck, heroes=heroes)
    except (LabError, ValueError) as exc:
        raise _error(str(exc)) from exc

    def trained(cfg: Any) -> Any:
        pol = TrainedPolicy(
            directory=directory, deterministic=not args.sample, deck=cfg.deck, config=cfg
        )
        pol.nets.update(probe.nets)  # loaded once, shared by every arm
        pol.hints.update(probe.hints)
        pol.inputs.update(probe.inputs)
        pol.headers.update(probe.headers)
        return pol

    heuristic = registry.get(TRAINED_GAME).policies["heuristic"]

    oracle = None
    if args.oracle:
        from qxs_env.train.oracle import OracleHeuristic

        def oracle(cfg: Any) -> Any:
            return OracleHeuristic(cfg)

    log = None if args.quiet else (lambda msg: print(f"eval: {msg}", file=sys.stderr))
    report = evaluate(
        configs, idents, args.games, trained, heuristic, args.seed, args.num_envs, log, oracle
    )
    report["agents_dir"] = str(probe.directory)
    report["policy"] = "sample" if args.sample else "argmax"
    print(
        f"qxs eval: trained ({report['policy']}, {probe.directory}) vs heuristic in the same "
        f"seats against heuristic opponents, {args.games} games per arm, seed {args.seed}"
        + (
            "; oracle = the heuristic shown every identity (a yardstick, not an agent)"
            if args.oracle
            else ""
        )
    )
    for line in table(report):
        print(line)
    for c in report["configurations"]:
        t = c["truncated"]
        if t["trained"] or t["heuristic"]:
            print(f"  {c['players']}p {c['mode']}: truncated games (left out) {t}")
    print(f"wall time {report['wall_seconds']:.0f} s")
    if args.json:
        p = Path(args.json)
        try:
            p.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"qxs: error: --json: could not write {p}: {exc.strerror}", file=sys.stderr)
            return 1
        print(f"wrote {p}")
    return 0


def add_train_commands(sub: Any) -> None:
    """Add ``train`` and ``eval`` to the ``qxs`` subparsers ``sub``."""
    tr = sub.add_parser("train", help="train an agent for one identity (masked PPO; train extra)")
    tr.add_argument("--identity", required=True, help=f"one of {', '.join(IDENTITY_NAMES)}")
    tr.add_argument(
        "--players",
        default=None,
        help="player counts to train on, e.g. 8 or 8,8m (8m = melee); default: the recipe's",
    )
    tr.add_argument("--mode", default="standard", help="standard or melee (default standard)")
    tr.add_argument(
        "--timesteps",
        type=int,
        default=None,
        help="learner decisions to train (rounded up to whole rollouts: slots × n_steps)",
    )
    tr.add_argument("--max-minutes", type=float, default=None, help="stop PPO after this wall time")
    tr.add_argument(
        "--recipe", default=None, help="recipe YAML (default agents/recipes/<identity>.yaml)"
    )
    tr.add_argument(
        "--resume", default=None, help="a model zip (OUT/model.zip or a checkpoint) to continue"
    )
    tr.add_argument(
        "--init-from",
        default=None,
        metavar="AGENT.pt",
        help="start PPO from a trained agent's policy (e.g. agents/trained/cult.pt)",
    )
    tr.add_argument(
        "--deck",
        default=None,
        help="the deck, as qxs simulate's --deck (default: the recipe's; the shipped recipes "
        "name the game their agents were trained on)",
    )
    tr.add_argument(
        "--heroes",
        default=None,
        help="off, standard or all, as qxs simulate's --heroes (default: the recipe's)",
    )
    tr.add_argument("--out", default=None, help="output directory (default runs/<identity>)")
    tr.add_argument("--seed", type=int, default=None, help="override the recipe's seed")
    tr.add_argument("--num-envs", type=int, default=None, help="override the recipe's slots")
    tr.add_argument(
        "--quiet", action="store_true", help="no progress bar or progress lines, only the summary"
    )
    tr.add_argument("--no-tensorboard", action="store_true", help="no TensorBoard logs")
    tr.set_defaults(func=cmd_train)

    ev = sub.add_parser(
        "eval", help="trained agents vs the heuristic, per identity and player count"
    )
    ev.add_argument("--identity", default="all", help="all (default) or a list: cult,leader")
    ev.add_argument("--players", default="8", help="8, 5-10 or 5,7,9 (default 8)")
    ev.add_argument(
        "--mode", default="both", help="standard, melee or both (default both: + melee at 8)"
    )
    ev.add_argument("--games", type=int, default=1000, help="games per arm and cell (1000)")
    ev.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    ev.add_argument("--num-envs", type=int, default=256, help="game slots (default 256)")
    ev.add_argument(
        "--agents-dir", default=None, help="directory of <identity>.pt (default: shipped)"
    )
    ev.add_argument("--sample", action="store_true", help="sample actions instead of argmax")
    ev.add_argument(
        "--oracle",
        action="store_true",
        help="add a third arm on the same deals: the heuristic shown every hidden identity "
        "(the value of perfect identity knowledge; qxs_env.train.oracle)",
    )
    ev.add_argument(
        "--deck",
        default=None,
        help="deck of the games (default: the one the agents were trained on)",
    )
    ev.add_argument(
        "--heroes",
        default=None,
        help="off, standard, all (default: the setting the agents were trained with)",
    )
    ev.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    ev.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    ev.add_argument("--quiet", action="store_true", help="no progress lines")
    ev.set_defaults(func=cmd_eval)
