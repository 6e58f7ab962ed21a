"""PNG charts of the lab's results (``qxs simulate --plot DIR``); needs matplotlib.

``win_rate_by_players.png``: win rate of each identity against the player count;
``win_rate_by_seat_<config>.png`` per configuration; ``win_rate_by_hero_<config>.png`` with
heroes on.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.config import GameConfig
from qxs_env.constants import IDENTITY_NAMES
from qxs_env.lab import LabError, config_label

if TYPE_CHECKING:
    from qxs_env.lab import LabResults


def _plot_heroes(
    results: LabResults,
    plt: Any,
    d: Path,
    config: GameConfig,
    hrows: list[tuple[str, dict[str, Any]]],
) -> Path:
    """Horizontal bars of every hero's win rate (over all identities it was played as),
    sorted, with 95% Wilson intervals; ``win_rate_by_hero_<config>.png``."""
    fig, ax = plt.subplots(figsize=(7, 1.5 + 0.28 * len(hrows)))
    ax.barh(
        range(len(hrows)),
        [r["win_rate"] for _, r in hrows],
        xerr=[
            [r["win_rate"] - r["ci_low"] for _, r in hrows],
            [r["ci_high"] - r["win_rate"] for _, r in hrows],
        ],
        capsize=2,
    )
    ax.set_yticks(range(len(hrows)), [f"{h} (n={r['games']})" for h, r in hrows])
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (95% Wilson interval)")
    ax.set_title(f"Win rate by hero, {config_label(config)} ({results.agents})")
    path = d / f"win_rate_by_hero_{config.players}p_{config.mode}.png"
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def plot_results(results: LabResults, directory: str | Path) -> list[Path]:
    """Write PNG charts into ``directory`` (needs matplotlib, the ``plot`` extra):
    ``win_rate_by_players.png`` (win rate of each identity against the player count, 95%
    Wilson error bars; melee as separate markers), ``win_rate_by_seat_<config>.png`` per
    configuration and, with heroes on, ``win_rate_by_hero_<config>.png`` (heroes sorted by
    win rate, with intervals). Raises :class:`LabError` when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise LabError(
            "--plot needs matplotlib: pip install 'qxs_env[plot]' (or pip install matplotlib)"
        ) from exc
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    by_mode = results.player_counts()
    fig, ax = plt.subplots(figsize=(8, 5))
    for mode, counts in by_mode.items():
        names = [n for n in IDENTITY_NAMES if any(n in c["identities"] for c in counts.values())]
        for name in names:
            xs, ys, lo, hi = [], [], [], []
            for p, c in sorted(counts.items(), key=lambda kv: int(kv[0])):
                row = c["identities"].get(name)
                if row is None or row["win_rate"] is None:
                    continue
                xs.append(int(p) + (0.15 if mode == "melee" else 0.0))
                ys.append(row["win_rate"])
                lo.append(row["win_rate"] - row["ci_low"])
                hi.append(row["ci_high"] - row["win_rate"])
            if not xs:
                continue
            ax.errorbar(
                xs,
                ys,
                yerr=[lo, hi],
                marker="o" if mode == "standard" else "s",
                linestyle="-" if mode == "standard" else "none",
                capsize=3,
                color=f"C{IDENTITY_NAMES.index(name)}",
                label=f"{name} ({mode})",
            )
    ticks = sorted({c.players for c in results.configs})
    ax.set_xticks(ticks, [str(t) for t in ticks])
    ax.set_xlabel("players (melee: squares)")
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_ylim(0, 1)
    ax.set_title(f"Win rate by identity and player count ({results.agents})")
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small", ncol=2)
    path = d / "win_rate_by_players.png"
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    written.append(path)
    for i, config in enumerate(results.configs):
        seats = results.results[i].seat_table()
        rows = [(s, r) for s, r in seats.items() if r["win_rate"] is not None]
        if not rows:
            continue
        fig, ax = plt.subplots(figsize=(7, 4))
        rates = [r["win_rate"] for _, r in rows]
        ax.bar(
            range(len(rows)),
            rates,
            yerr=[
                [r["win_rate"] - r["ci_low"] for _, r in rows],
                [r["ci_high"] - r["win_rate"] for _, r in rows],
            ],
            capsize=3,
        )
        ax.set_xticks(range(len(rows)), [s for s, _ in rows])
        ax.set_ylim(0, 1)
        ax.set_ylabel("win rate (95% Wilson interval)")
        ax.set_title(f"Win rate by seat, {config_label(config)} ({results.agents})")
        path = d / f"win_rate_by_seat_{config.players}p_{config.mode}.png"
        fig.tight_layout()
        fig.savefig(path, dpi=100)
        plt.close(fig)
        heroes = results.config_report(i).get("heroes", {})
        hrows = sorted(
            ((h, r) for h, r in heroes.items() if r["win_rate"] is not None),
            key=lambda hr: hr[1]["win_rate"],
        )
        if hrows:
            written.append(_plot_heroes(results, plt, d, config, hrows))
        written.append(path)
    return written
