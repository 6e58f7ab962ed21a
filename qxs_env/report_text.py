"""The text report of ``qxs simulate``: the tables printed on stdout.

One table per configuration (identity, seat, position from the leader, hero), and with several
configurations a table of identity win rates by player count.
"""

from __future__ import annotations

from typing import Any

from qxs_env.constants import IDENTITY_NAMES


def _fmt(x: float | None, spec: str = ".3f") -> str:
    """``x`` formatted with ``spec``, or ``-`` when it is ``None``."""
    return "-" if x is None else format(x, spec)


def _print_table(title: str, table: dict[str, dict[str, Any]], counts: dict[str, int]) -> None:
    """One win table: a row per group with games, wins, win rate and Wilson interval (and the
    number of seats of the group per game when ``counts`` is given)."""
    head = "count" if counts else ""
    print(f"{title:<14}{head:>6}{'games':>8}{'wins':>8}{'win rate':>10}   95% CI (Wilson)")
    for name, row in table.items():
        count = str(counts.get(name, "")) if counts else ""
        print(
            f"{name:<14}{count:>6}{row['games']:>8}{row['wins']:>8}{_fmt(row['win_rate']):>10}"
            f"   [{row['ci_low']:.3f}, {row['ci_high']:.3f}]"
        )


def _print_config(rep: dict[str, Any]) -> None:
    """The tables of one configuration."""
    cfg = rep["config"]
    print(
        f"== players {cfg['players']}, mode {cfg['mode']}, deck {cfg['deck']}, "
        f"heroes {cfg['heroes']}, max turns {cfg['max_turns']}, "
        f"max decisions {cfg.get('max_decisions', 0)}: {rep['games']} games, "
        f"mean turns {_fmt(rep['mean_turns'], '.1f')}, truncated {rep['truncated']} "
        "(kept out of the win rates)"
    )
    _print_table("identity", rep["identities"], rep["identity_counts"])
    if rep.get("seats"):
        print()
        _print_table("seat", rep["seats"], {})
        print()
        _print_table("from leader", rep["positions"], {})
    if rep.get("heroes"):
        print()
        _print_table("hero", rep["heroes"], {})
    print()


def _print_sweep(report: dict[str, Any]) -> None:
    """Win rate of each identity by player count, one table per mode."""
    for mode, counts in report["player_counts"].items():
        names = [n for n in IDENTITY_NAMES if any(n in c["identities"] for c in counts.values())]
        print(f"== win rate by player count, mode {mode}")
        print(
            f"{'players':<8}{'games':>7}{'trunc':>7}{'turns':>7}"
            + "".join(f"{n:>14}" for n in names)
        )
        for p, c in sorted(counts.items(), key=lambda kv: int(kv[0])):
            cells = "".join(
                f"{_fmt(c['identities'][n]['win_rate']) if n in c['identities'] else '':>14}"
                for n in names
            )
            print(
                f"{p:<8}{c['games']:>7}{c['truncated']:>7}{_fmt(c['mean_turns'], '.1f'):>7}{cells}"
            )
        print()


def print_simulation(report: dict[str, Any]) -> None:
    """The whole report of ``qxs simulate`` on stdout."""
    if report["interrupted"]:
        print("INTERRUPTED: results of the games finished so far")
    print(
        f"qxs simulate: agents {report['agents']}, seed {report['seed']}, "
        f"{report['games_requested']} games per configuration, workers {report['workers']}"
        + (f", ray {report['ray']}" if report.get("ray") else "")
    )
    print()
    configs = report.get("configurations", [report])
    for rep in configs:
        _print_config(rep)
    if len(configs) > 1:
        _print_sweep(report)
    wall = report["wall_time_s"]
    rate = report["games"] / max(wall, 1e-9)
    print(f"{report['games']} games, wall time {wall:.1f} s ({rate:.0f} games/s)")
