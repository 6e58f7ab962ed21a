"""How ``qxs ladder`` shows its results (:mod:`qxs_env.lab.ladder`): the terminal tables
(:func:`ladder_text`) and the chart (:func:`plot_ladder`: the entrants sorted by ordinal, a bar
to ``mu`` with its interval ``mu ± 1.96 sigma`` and the ordinal marked; needs matplotlib)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.lab.plots import _pyplot
from qxs_env.lab.simulate import config_label
from qxs_env.rulesets import registry

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from qxs_env.lab.ladder import LadderResults


def _identities(results: LadderResults) -> list[str]:
    """The identities dealt in any configuration of ``results``, in the game's order."""
    if not results.configs:
        return []
    present = {k for played in results.games for g in played for k in g.identities}
    names = registry.ruleset_of(results.configs[0]).identity_names
    return [n for k, n in enumerate(names) if k in present]


def _rate(entry: dict[str, Any] | None) -> str:
    if not entry or entry["win_rate"] is None:
        return "-"
    return f"{entry['win_rate']:.3f}"


def _block(results: LadderResults, which: list[int] | None, idents: list[str]) -> list[str]:
    """The rating table of the configurations ``which`` (None: all)."""
    head = f"  {'rank':<5}{'entrant':<26}{'ordinal':>8}{'mu':>8}{'sigma':>7}"
    head += f"  {'mu ± 1.96 sigma':<17}{'games':>7}{'trunc':>6}{'seats':>7}  "
    head += "".join(f"{n[:10]:>11}" for n in idents)
    out = [head]
    for rank, row in enumerate(results.table(which), start=1):
        interval = f"[{row['ci_low']:.2f}, {row['ci_high']:.2f}]"
        line = f"  {rank:<5}{row['entrant'][:25]:<26}{row['ordinal']:>8.2f}{row['mu']:>8.2f}"
        line += f"{row['sigma']:>7.2f}  {interval:<17}{row['games']:>7}{row['truncated']:>6}"
        line += f"{row['seat_games']:>7}  "
        line += "".join(f"{_rate(row['win_rates'].get(n)):>11}" for n in idents)
        out.append(line)
    return out


def ladder_text(results: LadderResults) -> str:
    """The pooled ratings, then each configuration's own, each with the entrants' win rate
    per identity (decided games)."""
    rep_rated = results.ratings()
    v = results.version
    out = [
        f"qxs ladder: {len(results.entrants)} entrants, seed {results.seed}, "
        f"{results.games_requested} games per configuration; openskill Plackett-Luce, sides "
        f"as teams; qxs_env {v.get('qxs_env')} (commit {(v.get('git_commit') or 'unknown')[:12]})"
    ]
    idents = _identities(results)
    labels = ", ".join(config_label(c) for c in results.configs)
    out += [
        "",
        f"all configurations ({labels}): {rep_rated['rated']} games rated, "
        f"{rep_rated['left_out']} truncated left out; win rate per identity at the right",
        *_block(results, None, idents),
    ]
    if len(results.configs) > 1:
        for i, config in enumerate(results.configs):
            played = results.games[i]
            out += [
                "",
                f"{config_label(config)}, deck {getattr(config, 'deck', '-')}, heroes "
                f"{getattr(config, 'heroes', '-')}: {len(played)} games, "
                f"{sum(g.truncated for g in played)} truncated, {results.wall_times[i]:.0f} s",
                *_block(results, [i], idents),
            ]
    if results.notes:
        more = len(results.notes) - 1
        out += ["", f"note: {results.notes[0]}"]
        out += [f"      (and {more} more note(s) of the kind in the JSON's notes)"] if more else []
    if results.interrupted:
        out += ["", "(interrupted: the games finished so far)"]
    return "\n".join(line.rstrip() for line in out)


def figure_ladder(results: LadderResults, plt: Any = None) -> Figure:
    """The entrants, best ordinal at the top: a bar to ``mu`` with its 95% interval, the
    ordinal as a mark (the bars start left of the lowest ordinal: the scale has no zero)."""
    plt = plt or _pyplot()
    rows = list(reversed(results.table()))
    fig, ax = plt.subplots(figsize=(9, 1.4 + 0.6 * len(rows)))
    y = list(range(len(rows)))
    mus = [r["mu"] for r in rows]
    err = [1.96 * r["sigma"] for r in rows]
    # the scale has no zero of its own (the pool's mean is set to 25): the bars start just left
    # of the lowest ordinal, so that the differences show
    base = math.floor(min(r["ordinal"] for r in rows)) - 1 if rows else 0
    ax.barh(y, [m - base for m in mus], left=base, xerr=err, capsize=5, color="C0", alpha=0.7,
            label="mu ± 1.96 sigma")  # fmt: skip
    ax.set_xlim(left=base)
    ax.plot([r["ordinal"] for r in rows], y, "k|", markersize=18, label="ordinal (mu - 3 sigma)")
    ax.set_yticks(y, [f"{r['entrant']}  ({r['games']} games)" for r in rows])
    ax.set_xlabel("openskill rating (Plackett-Luce, sides as teams)")
    labels = ", ".join(config_label(c) for c in results.configs)
    ax.set_title(
        f"rating ladder: {labels}, {results.games_requested} games each, seed {results.seed}",
        fontsize="medium",
        loc="left",
    )
    ax.legend(loc="lower right", fontsize="small")
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


def plot_ladder(results: LadderResults, path: str | Path) -> Path:
    """Write :func:`figure_ladder` as PNG to ``path`` (its folder is made)."""
    from qxs_env.lab.beliefs_plot import write_png

    return write_png(figure_ladder, results, path)
