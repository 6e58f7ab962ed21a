"""PNG charts of the lab's results (``qxs simulate --plot DIR``); needs matplotlib.

``win_rate_by_players.png``: win rate of each identity against the player count (melee as its
own column); ``win_rate_by_seat_<config>.png`` per configuration (by seat and by position from
the leader); ``win_rate_by_hero_<config>.png`` with heroes on. Every title names the deck, the
heroes, the games per configuration and the agents; legends sit outside the plot area.

The ``figure_*`` functions build and return the matplotlib figures (laid out, not saved), so
their content can be checked; :func:`plot_results` writes them. Hero labels are ``郭靖 guojing``
when an installed font has the Chinese names' glyphs (:func:`cjk_font`), the ids alone
otherwise (no empty boxes).
"""

from __future__ import annotations

import textwrap
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qxs_env.lab.report_text import hero_names, sorted_heroes
from qxs_env.lab.simulate import LabError, config_label
from qxs_env.rulesets import registry

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from qxs_env.lab.simulate import LabResults

IDENTITY_STYLES: tuple[tuple[str, Any], ...] = (
    ("*", "-"),
    ("o", (0, (6, 2))),
    ("s", "-."),
    ("^", ":"),
    ("D", (0, (3, 1, 1, 1, 1, 1))),
    ("v", (0, (1, 3))),
    ("P", (0, (8, 2, 1, 2))),
    ("X", (0, (2, 2))),
)
"""Marker and line style of each identity, by its index in the game's identities (群侠杀:
leader, righteous, cult, court, foreign, collaborator), in the player-count chart (colour
``C<index>``): identities on one side (leader and righteous; foreign and collaborator often too)
have equal win rates, so each line must stay visible under the other."""

IDENTITY_OFFSET = 0.07
"""Horizontal step between the identities' points at one player count, so error bars of equal
win rates sit side by side instead of on top of each other."""

CJK_FONTS = (
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Noto Sans SC",
    "Source Han Sans SC",
    "Source Han Sans CN",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Microsoft YaHei",
    "SimHei",
    "PingFang SC",
    "Heiti SC",
    "Hiragino Sans GB",
    "AR PL UMing CN",
    "AR PL UKai CN",
    "Droid Sans Fallback",
    "Arial Unicode MS",
)
"""Fonts tried first for Chinese labels; any other installed font with the glyphs serves too."""

_NOT_CJK = ("Last Resort", "DejaVu", "STIX", "cm")  # known not to have the glyphs


@lru_cache(maxsize=8)
def cjk_font(sample: str = "郭靖武林盟主") -> str | None:
    """Family name of an installed font (as matplotlib knows them) that has a glyph for every
    character of ``sample``, preferring :data:`CJK_FONTS`; ``None`` when there is none."""
    from matplotlib import font_manager, ft2font

    chars = {c for c in sample if not c.isascii() and not c.isspace()}
    fonts = [f for f in font_manager.fontManager.ttflist if not f.name.startswith(_NOT_CJK)]
    rank = {name: i for i, name in enumerate(CJK_FONTS)}
    fonts.sort(key=lambda f: rank.get(f.name, len(rank)))
    for f in fonts:
        try:
            font = ft2font.FT2Font(f.fname)
        except (OSError, RuntimeError, ValueError):
            continue
        if all(font.get_char_index(ord(c)) for c in chars):
            return f.name
    return None


def _pyplot() -> Any:
    """``matplotlib.pyplot`` with the Agg backend; :class:`LabError` when matplotlib is
    missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise LabError(
            "--plot needs matplotlib: pip install 'qxs_env[plot]' (or pip install matplotlib)"
        ) from exc
    return plt


def _values(results: LabResults, field: str) -> str:
    """The configurations' values of ``field`` (``deck``, ``heroes``), joined when they
    differ."""
    vals = list(dict.fromkeys(str(getattr(c, field)) for c in results.configs))
    return "/".join(vals)


def run_subtitle(results: LabResults) -> str:
    """``deck standard, heroes standard, 400 games per configuration, agents heuristic``
    (wrapped to lines of at most 90 characters), said of every chart of a run."""
    games = f"{results.games_requested} games per configuration"
    if results.interrupted:
        games += f" (interrupted: {results.games} played in all)"
    columns = registry.ruleset_of(results.configs[0]).lab_columns
    own = "".join(f"{k} {_values(results, k)}, " for k in columns)
    text = f"{own}{games}, agents {results.agents}"
    return "\n".join(textwrap.wrap(text, 90))


def _title(ax: Any, head: str, results: LabResults) -> None:
    """``head`` in bold over the run's subtitle."""
    ax.set_title(f"{head}\n{run_subtitle(results)}", fontsize="medium", loc="left", pad=8)


def _legend_right(ax: Any, **kw: Any) -> Any:
    """A legend outside the axes, to their right, top-aligned."""
    return ax.legend(
        loc="upper left",
        bbox_to_anchor=(1.02, 1.0),
        borderaxespad=0.0,
        fontsize="small",
        handlelength=3.5,
        **kw,
    )


def _identity_label(ruleset: registry.Ruleset, name: str, zh: bool) -> str:
    """``leader`` or, with a CJK font and the game's own names, ``leader 武林盟主``."""
    labels = ruleset.identity_labels
    if not zh or not labels:
        return name
    return f"{name} {labels[ruleset.identity_names.index(name)]}"


def figure_players(results: LabResults, plt: Any = None) -> Figure:
    """Win rate of each identity against the player count: one line per identity (own colour,
    marker and line style; points of different identities offset sideways by
    :data:`IDENTITY_OFFSET`), 95% Wilson error bars; melee configurations form their own
    columns right of the standard ones, not joined to them (a game's first mode is joined by
    lines, its other modes are columns to the right)."""
    plt = plt or _pyplot()
    ruleset = registry.ruleset_of(results.configs[0])
    names = ruleset.identity_names
    font = cjk_font("".join(ruleset.identity_labels)) if ruleset.identity_labels else None
    by_mode = results.player_counts()
    main, *others = [m for m in ruleset.modes if m in by_mode] or [*by_mode]
    std = sorted(int(p) for p in by_mode.get(main, {}))
    top = max(std) if std else 0
    x_of: dict[tuple[str, int], float] = {}
    ticks: list[tuple[float, str]] = []
    for p in std:
        x_of[(main, p)] = p
        ticks.append((p, str(p)))
    j = 0
    for mode in others:
        for p in sorted(int(p) for p in by_mode.get(mode, {})):
            x = top + 1 + j if std else p
            x_of[(mode, p)] = x
            ticks.append((x, f"{p}\n{mode}"))
            j += 1
    present = [
        n
        for n in names
        if any(n in c["identities"] for counts in by_mode.values() for c in counts.values())
    ]
    fig, ax = plt.subplots(figsize=(9, 5.2))
    for k, name in enumerate(present):
        marker, style = IDENTITY_STYLES[names.index(name) % len(IDENTITY_STYLES)]
        color = f"C{names.index(name)}"
        dx = (k - (len(present) - 1) / 2) * IDENTITY_OFFSET
        label = _identity_label(ruleset, name, font is not None)
        for mode in (main, *others):
            xs, ys, lo, hi = [], [], [], []
            for p, c in sorted(by_mode.get(mode, {}).items(), key=lambda kv: int(kv[0])):
                row = c["identities"].get(name)
                if row is None or row["win_rate"] is None:
                    continue
                xs.append(x_of[(mode, int(p))] + dx)
                ys.append(row["win_rate"])
                lo.append(row["win_rate"] - row["ci_low"])
                hi.append(row["ci_high"] - row["win_rate"])
            if not xs:
                continue
            ax.errorbar(
                xs,
                ys,
                yerr=[lo, hi],
                marker=marker,
                markersize=9 if marker == "*" else 6,
                linestyle=style if mode == main else "none",
                linewidth=1.6,
                capsize=3,
                color=color,
                label=label,
            )
            label = "_" + label  # one legend entry per identity
    if std and len(ticks) > len(std):
        ax.axvline(top + 0.5, color="0.6", linewidth=0.8)
    ax.set_xticks([t for t, _ in ticks], [s for _, s in ticks])
    ax.set_xlim(min(t for t, _ in ticks) - 0.5, max(t for t, _ in ticks) + 0.5)
    ax.set_xlabel("players (points of one player count are spread sideways by identity)")
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_ylim(0, 1)
    _title(ax, "Win rate by identity and player count", results)
    ax.grid(alpha=0.3)
    leg = _legend_right(ax, title="identity")
    if font:
        for text in leg.get_texts():
            text.set_fontfamily(font)
    fig.tight_layout()
    return fig


def _bars(ax: Any, table: dict[str, dict[str, Any]], prefix: str, what: str, mean: float) -> None:
    """Vertical bars of ``table``'s rows (keys ``<prefix><k>``, ticked ``k``) with 95%
    intervals and a dashed line at ``mean``; ``what`` names the groups on the x axis, followed
    by the games per bar (one number when every bar has the same)."""
    rows = list(table.values())
    ax.bar(
        range(len(rows)),
        [r["win_rate"] for r in rows],
        yerr=[
            [r["win_rate"] - r["ci_low"] for r in rows],
            [r["ci_high"] - r["win_rate"] for r in rows],
        ],
        capsize=3,
        color="C0",
        alpha=0.8,
    )
    ax.axhline(
        mean,
        color="k",
        linestyle="--",
        linewidth=1,
        label=f"mean of all seats: {mean:.3f}\n(share of seats that won)",
    )
    games = sorted({r["games"] for r in rows})
    ticks = [k.removeprefix(prefix) for k in table]
    if len(games) == 1:
        what += f"\nn = {games[0]} decided games per bar"
    else:
        ticks = [f"{t}\nn={r['games']}" for t, r in zip(ticks, rows, strict=True)]
    ax.set_xticks(range(len(rows)), ticks)
    ax.set_xlabel(what)
    ax.set_ylim(0, 1)
    ax.grid(axis="y", alpha=0.3)


def _mean_rate(table: dict[str, dict[str, Any]]) -> float | None:
    """Wins over games of all rows of ``table`` (``None`` without a decided game)."""
    games = sum(r["games"] for r in table.values())
    return sum(r["wins"] for r in table.values()) / games if games else None


def figure_seats(results: LabResults, i: int, plt: Any = None) -> Figure | None:
    """Win rate by absolute seat and by position from the leader (``pos0`` is the leader) in
    configuration ``i``, 95% intervals, a dashed line at the mean over all seats (the share of
    seats on a winning side); ``None`` without seat data."""
    plt = plt or _pyplot()
    rep = results.config_report(i)
    seats = {k: r for k, r in rep.get("seats", {}).items() if r["win_rate"] is not None}
    if not seats:
        return None
    positions = {k: r for k, r in rep.get("positions", {}).items() if r["win_rate"] is not None}
    mean = _mean_rate(seats)
    assert mean is not None
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), sharey=True)
    _bars(axes[0], seats, "seat", "seat (identities are dealt at random)", mean)
    axes[0].set_ylabel("win rate (95% Wilson interval)")
    what = "position from the leader in turn order (0: the leader)"
    _bars(axes[1], positions, "pos", what, mean)
    _title(axes[0], f"Win rate by seat and position, {config_label(results.configs[i])}", results)
    _legend_right(axes[1])
    fig.tight_layout()
    return fig


def figure_heroes(results: LabResults, i: int, plt: Any = None) -> Figure | None:
    """Horizontal bars of every hero's win rate in configuration ``i`` (over all identities it
    was played as), highest at the top, with 95% Wilson intervals, coloured by whether the
    interval lies wholly above, below or across the average, and a vertical line at the
    average: the mean over hero-games, i.e. the overall share of seats on a winning side.
    ``None`` without hero data."""
    plt = plt or _pyplot()
    heroes = {
        h: r
        for h, r in results.config_report(i).get("heroes", {}).items()
        if r["win_rate"] is not None
    }
    if not heroes:
        return None
    order = sorted_heroes(heroes)[::-1]  # barh draws the first row at the bottom
    rows = [heroes[h] for h in order]
    names = hero_names(registry.ruleset_of(results.configs[0]).name)
    font = cjk_font("".join(names.get(h, "") for h in order) or "郭靖")
    labels = [f"{names[h]} {h}" if font and h in names else h for h in order]
    mean = _mean_rate(heroes)
    assert mean is not None
    colors = ["C2" if r["ci_low"] > mean else "C3" if r["ci_high"] < mean else "0.6" for r in rows]
    fig, ax = plt.subplots(figsize=(10, 1.9 + 0.26 * len(rows)))
    ax.barh(
        range(len(rows)),
        [r["win_rate"] for r in rows],
        xerr=[
            [r["win_rate"] - r["ci_low"] for r in rows],
            [r["ci_high"] - r["win_rate"] for r in rows],
        ],
        capsize=2,
        color=colors,
    )
    ax.set_yticks(
        range(len(rows)), [f"{lab} (n={r['games']})" for lab, r in zip(labels, rows, strict=True)]
    )
    if font:
        for text in ax.get_yticklabels():
            text.set_fontfamily(font)
    ax.set_ylim(-0.7, len(rows) - 0.3)
    ax.axvline(
        mean,
        color="k",
        linestyle="--",
        linewidth=1,
        label=f"average {mean:.3f}: all hero-games\n(= share of seats that won)",
    )
    from matplotlib.patches import Patch

    handles = [
        ax.get_lines()[-1],
        Patch(color="C2", label="interval above the average"),
        Patch(color="0.6", label="interval across the average"),
        Patch(color="C3", label="interval below the average"),
    ]
    ax.legend(
        handles=handles,
        loc="upper left",
        bbox_to_anchor=(1.02, 1.0),
        borderaxespad=0.0,
        fontsize="small",
    )
    ax.set_xlim(0, 1)
    xlabel = "win rate (95% Wilson interval; n = decided games the hero played)"
    if not font:
        xlabel += "\nhero ids only: no installed font has the Chinese names' glyphs"
    ax.set_xlabel(xlabel)
    ax.xaxis.set_ticks_position("both")
    ax.tick_params(axis="x", labeltop=len(rows) > 20)
    ax.grid(axis="x", alpha=0.3)
    _title(ax, f"Win rate by hero, {config_label(results.configs[i])}", results)
    fig.tight_layout()
    return fig


def figure_ends(results: LabResults, i: int, plt: Any = None, top: int = 12) -> Figure | None:
    """Why the games of configuration ``i`` ended: the ``top`` most frequent end causes
    (:mod:`qxs_env.lab.ends`) as shares of the decided games with 95% intervals; None when
    the run recorded no deaths."""
    ends = results.config_report(i).get("ends")
    if not ends or not ends["causes"]:
        return None
    plt = plt or _pyplot()
    rows = list(ends["causes"].items())[:top]
    fig, ax = plt.subplots(figsize=(10, 1.6 + 0.42 * len(rows)))
    for y, (_, row) in enumerate(reversed(rows)):
        err = [[row["share"] - row["ci_low"]], [row["ci_high"] - row["share"]]]
        ax.barh([y], [row["share"]], xerr=err, color="C0", alpha=0.8, capsize=3)
    ax.set_yticks(range(len(rows)), [c for c, _ in reversed(rows)], fontsize="small")
    ax.set_xlabel("share of the decided games (95% interval); the deciding death is the last")
    _title(ax, f"why games end, {config_label(results.configs[i])}", results)
    fig.tight_layout()
    return fig


def _save(plt: Any, fig: Figure, path: Path) -> Path:
    """Write ``fig`` to ``path`` and close it."""
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def plot_results(results: LabResults, directory: str | Path) -> list[Path]:
    """Write PNG charts into ``directory`` (needs matplotlib, the ``plot`` extra):
    ``win_rate_by_players.png`` (:func:`figure_players`), ``win_rate_by_seat_<config>.png`` per
    configuration (:func:`figure_seats`), with heroes on ``win_rate_by_hero_<config>.png``
    (:func:`figure_heroes`) and, when deaths were recorded, ``why_games_end_<config>.png``
    (:func:`figure_ends`); ``<config>`` is e.g. ``8p_melee``. Raises :class:`LabError` when
    matplotlib is missing."""
    plt = _pyplot()
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    written = [_save(plt, figure_players(results, plt), d / "win_rate_by_players.png")]
    for i, config in enumerate(results.configs):
        tag = f"{config.players}p_{config.mode}"
        fig = figure_seats(results, i, plt)
        if fig is not None:
            written.append(_save(plt, fig, d / f"win_rate_by_seat_{tag}.png"))
        fig = figure_heroes(results, i, plt)
        if fig is not None:
            written.append(_save(plt, fig, d / f"win_rate_by_hero_{tag}.png"))
        fig = figure_ends(results, i, plt)
        if fig is not None:
            written.append(_save(plt, fig, d / f"why_games_end_{tag}.png"))
    return written
