"""The chart of ``qxs compare --plot DIR``: per variant and configuration, a forest plot of the
paired difference of every identity's win rate (variant minus base) with its 95% interval, the
exact p-value beside each row (``compare_<variant>_<config>.png``). Needs matplotlib.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.lab.plots import _pyplot, _save
from qxs_env.lab.simulate import config_label

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from qxs_env.lab.compare import CompareResults


def figure_paired(results: CompareResults, v: int, i: int, plt: Any = None) -> Figure:
    """The forest plot of variant ``v`` against the base on configuration ``i``."""
    plt = plt or _pyplot()
    paired = results.paired(v, i)
    rows = [(n, r) for n, r in paired["identities"].items() if r["diff"] is not None]
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.55 * max(len(rows), 1)))
    for y, (_, row) in enumerate(reversed(rows)):
        low, high = row["diff"] - row["ci_low"], row["ci_high"] - row["diff"]
        significant = row["p_value"] < 0.05
        ax.errorbar([100 * row["diff"]], [y], xerr=[[100 * low], [100 * high]], fmt="o",
                    capsize=4, color="C3" if significant else "C0")  # fmt: skip
        ax.annotate(f"p = {row['p_value']:.2g}", (1.01, y), xycoords=("axes fraction", "data"),
                    va="center", fontsize="small")  # fmt: skip
    ax.axvline(0.0, color="grey", linewidth=1)
    ax.set_yticks(range(len(rows)), [n for n, _ in reversed(rows)])
    ax.set_xlabel("paired difference of the win rate, variant minus base (points, 95% interval)")
    variant = results.variants[v].label
    ax.set_title(
        f"{variant} vs base, {config_label(results.base.configs[i])}: {paired['games']} games "
        f"per arm on the same deals, agents {results.base.agents}",
        fontsize="medium",
        loc="left",
    )
    fig.tight_layout()
    return fig


def plot_compare(results: CompareResults, directory: str | Path) -> list[Path]:
    """Write every forest plot of ``results`` into ``directory``; returns the paths."""
    plt = _pyplot()
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    written = []
    for v, variant in enumerate(results.variants):
        tag = re.sub(r"[^0-9A-Za-z]+", "_", variant.label).strip("_")[:40] or f"variant{v + 1}"
        for i, config in enumerate(results.base.configs):
            name = f"compare_{v + 1}_{tag}_{config.players}p_{config.mode}.png"
            written.append(_save(plt, figure_paired(results, v, i, plt), d / name))
    return written
