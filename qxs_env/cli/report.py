"""``--report DIR`` of ``qxs simulate`` and ``qxs compare`` (and ``--report-audit GAMES`` of
``qxs simulate``): the options, their checks before the first game, and the writers that turn
the run's JSON document into its HTML page (:mod:`qxs_env.lab.report_html`).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    import argparse

    from qxs_env.lab.compare import CompareResults
    from qxs_env.lab.simulate import AgentsSpec, GameConfig, LabResults


def add_report_args(p: argparse.ArgumentParser, audit: bool = False) -> None:
    """``--report DIR`` (and with ``audit``, ``--report-audit GAMES``) on parser ``p``."""
    p.add_argument(
        "--report",
        metavar="DIR",
        help="write the run as one self-contained HTML page into DIR (tables, charts, the "
        "command, the code version, the agents; readable offline; docs/lab.md)",
    )
    if audit:
        p.add_argument(
            "--report-audit",
            type=int,
            default=0,
            metavar="GAMES",
            help="with --report, also audit the agents' play (qxs audit) on GAMES games of "
            "each configuration, same agents and seed, and put it in the page and the JSON "
            "(default 0: no audit)",
        )


def check_report_args(args: argparse.Namespace, game: str) -> None:
    """Check ``--report`` (a folder that can be written) and ``--report-audit`` (>= 0, needs
    ``--report`` and a game with an audit) before anything is played; CliError otherwise."""
    from qxs_env.cli.main import CliError
    from qxs_env.lab.outputs import OutputPathError, check_dir
    from qxs_env.rulesets import registry

    audit = getattr(args, "report_audit", 0) or 0
    if audit < 0:
        raise CliError("--report-audit must be >= 0")
    if audit and not args.report:
        raise CliError("--report-audit needs --report DIR (the audit goes into the page)")
    if audit and registry.get(game).audit is None:
        raise CliError(f"--report-audit: game {game} has no audit")
    if args.report:
        try:
            check_dir(args.report, "--report")
        except OutputPathError as exc:
            raise CliError(str(exc)) from exc


def command_line(args: argparse.Namespace) -> str:
    """The exact command of this run, as typed (``qxs`` and its arguments, shell-quoted)."""
    return shlex.join(["qxs", *getattr(args, "argv", [])])


def audit_into(
    args: argparse.Namespace,
    results: LabResults,
    configs: list[GameConfig],
    spec: AgentsSpec,
    progress: Callable[[int], None] | None = None,
) -> None:
    """With ``--report-audit GAMES``, audit the agents on GAMES games of every configuration
    (the game's audit, e.g. ``qxs audit``'s) and keep its report as the run's ``audit``."""
    games = getattr(args, "report_audit", 0) or 0
    if not games or results.interrupted:
        return
    import importlib

    from qxs_env.rulesets import registry

    module, _, attr = registry.ruleset_of(configs[0]).audit.partition(":")
    audit = getattr(importlib.import_module(module), attr)
    report = audit(configs, games, spec, args.seed, args.num_envs, progress).report()
    results.meta["audit"] = report


def audit_note(args: argparse.Namespace, game: str) -> str:
    """Why a page has no audit (shown in its place)."""
    from qxs_env.rulesets import registry

    if registry.get(game).audit is None:
        return f"game {game} has no audit of its agents' play."
    return (
        "not asked for: --report-audit GAMES audits the agents' play on that many games of each "
        "configuration (qxs audit: the heuristic's known mistakes; minutes for thousands)."
    )


def simulation_writer(args: argparse.Namespace, results: LabResults) -> Callable[[], Path]:
    """The writer of ``qxs simulate``'s page (for :func:`qxs_env.lab.outputs.write_all`)."""
    from qxs_env.lab.report_html import finite, simulation_html, write_page

    def write() -> Path:
        doc = finite(results.report())
        game = doc.get("game") or doc["configurations"][0]["game"]
        page = simulation_html(doc, command_line(args), audit_note(args, game))
        return write_page(args.report, "simulate", page)

    return write


def compare_writer(args: argparse.Namespace, results: CompareResults) -> Callable[[], Path]:
    """The writer of ``qxs compare``'s page."""
    from qxs_env.lab.report_html import compare_html, finite, write_page

    def write() -> Path:
        page = compare_html(finite(results.report()), command_line(args))
        return write_page(args.report, "compare", page)

    return write


def report_writers(args: argparse.Namespace, write: Callable[[], Any]) -> list[tuple[str, Any]]:
    """``[("--report", write)]`` when ``--report`` was given, else nothing."""
    return [("--report", write)] if getattr(args, "report", None) else []
