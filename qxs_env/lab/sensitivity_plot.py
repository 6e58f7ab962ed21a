"""The chart of ``qxs sensitivity --plot FILE``: the top movers of the ranking, each with every
identity's paired difference of win rate (variant minus base, points) and its 95% interval, one
colour per identity. Needs matplotlib."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.lab.plots import _pyplot, _save
from qxs_env.lab.sensitivity import base_label
from qxs_env.rulesets import registry

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from qxs_env.lab.sensitivity import RankingOutputs


def figure_top_movers(results: RankingOutputs, plt: Any = None) -> Figure:
    """The top ``results.top`` changes, largest first, one row each (a dot and interval per
    identity, slightly apart), a line at no change."""
    plt = plt or _pyplot()
    top = results.ranking()[: results.top]
    base = results.base
    names = [n for n in registry.ruleset_of(base.configs[0]).identity_names
             if n in base.report()["identities"]]  # fmt: skip
    fig, ax = plt.subplots(figsize=(10, 1.8 + 0.5 * max(len(top), 1)))
    step = 0.7 / max(len(names), 1)
    for k, name in enumerate(names):
        xs, ys, lo, hi = [], [], [], []
        for y, entry in enumerate(reversed(top)):
            row = entry["identities"].get(name)
            if row is None or row["diff"] is None:
                continue
            xs.append(100 * row["diff"])
            ys.append(y - 0.35 + step * (k + 0.5))
            lo.append(100 * (row["diff"] - row["ci_low"]))
            hi.append(100 * (row["ci_high"] - row["diff"]))
        ax.errorbar(xs, ys, xerr=[lo, hi], fmt="o", capsize=2, color=f"C{k}", label=name)
    ax.axvline(0.0, color="grey", linewidth=1)
    ax.set_yticks(range(len(top)), [e["label"] for e in reversed(top)])
    ax.set_xlabel("change of the win rate, change minus base (points, 95% interval)")
    ax.set_title(
        textwrap.fill(
            f"top {len(top)} movers, {base_label(base.configs[0])}: "
            f"{results.design_line()}, agents {base.agents}, seed {base.seed}",
            95,
        ),  # fmt: skip
        fontsize="medium",
        loc="left",
    )
    ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), fontsize="small")
    fig.tight_layout()
    return fig


def plot_top_movers(results: RankingOutputs, path: str | Path) -> Path:
    """Write :func:`figure_top_movers` to ``path`` (PNG); returns the path."""
    plt = _pyplot()
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    return _save(plt, figure_top_movers(results, plt), p)
