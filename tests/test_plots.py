"""The lab's charts (qxs_env/lab/plots.py): the files written and what the figures show: identities
told apart when their lines coincide, legends outside the plot area, titles naming the deck,
heroes, games and agents, the hero chart's average line and labels (issue 19, item 7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("matplotlib")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from qxs_env.lab import plots  # noqa: E402
from qxs_env.lab import simulate as lab
from qxs_env.rulesets.qxs.config import GameConfig  # noqa: E402
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES  # noqa: E402

GAMES = 12


@pytest.fixture(scope="module")
def results() -> lab.LabResults:
    """A small sweep with heroes on: 5 and 8 players standard, 8 melee."""
    configs = [
        GameConfig(players=p, mode=m, deck="standard", heroes="standard")
        for p, m in ((5, "standard"), (8, "standard"), (8, "melee"))
    ]
    return lab.simulate(configs, GAMES, "random", seed=5)


@pytest.fixture(autouse=True)
def _close_figures() -> Any:
    yield
    plt.close("all")


def _no_overlap(fig: Any, ax: Any, legend: Any) -> None:
    """``legend`` lies outside ``ax`` and inside the figure."""
    fig.canvas.draw()
    r = fig.canvas.get_renderer()
    lb, ab, fb = legend.get_window_extent(r), ax.get_window_extent(r), fig.bbox
    overlap_w = min(lb.x1, ab.x1) - max(lb.x0, ab.x0)
    overlap_h = min(lb.y1, ab.y1) - max(lb.y0, ab.y0)
    assert overlap_w <= 0 or overlap_h <= 0, (lb, ab)
    assert fb.x0 - 1 <= lb.x0 and lb.x1 <= fb.x1 + 1 and fb.y0 - 1 <= lb.y0 and lb.y1 <= fb.y1 + 1


def _title_names_the_run(title: str) -> None:
    for part in ("deck standard", "heroes standard", f"{GAMES} games per configuration"):
        assert part in title, title
    assert "agents random" in title


def test_files_written(results: lab.LabResults, tmp_path: Path) -> None:
    written = plots.plot_results(results, tmp_path / "out")
    names = sorted(p.name for p in written)
    assert names == sorted(
        ["win_rate_by_players.png"]
        + [f"win_rate_by_{k}_{c}.png" for k in ("seat", "hero")
           for c in ("5p_standard", "8p_standard", "8p_melee")]
        + [f"why_games_end_{c}.png" for c in ("5p_standard", "8p_standard", "8p_melee")]
    )  # fmt: skip
    for p in written:
        assert p.parent == tmp_path / "out"
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def _identity_lines(ax: Any) -> dict[str, Any]:
    """Identity -> the data line of its first error-bar series (the standard mode's)."""
    out: dict[str, Any] = {}
    for cont in ax.containers:
        label = cont.get_label().lstrip("_").split()[0]
        if label in IDENTITY_NAMES and label not in out:
            out[label] = cont.lines[0]
    return out


def test_players_chart_tells_identities_apart(results: lab.LabResults) -> None:
    fig = plots.figure_players(results, plt)
    ax = fig.axes[0]
    lines = _identity_lines(ax)
    assert set(lines) == set(IDENTITY_NAMES)  # foreign and collaborator from the melee
    std = {n: ln for n, ln in lines.items() if n in ("leader", "righteous", "cult", "court")}
    assert len({ln.get_marker() for ln in lines.values()}) == len(lines)
    assert len({ln.get_linestyle() for ln in std.values()}) == len(std)  # lines drawn apart
    styles = plots.IDENTITY_STYLES[: len(IDENTITY_NAMES)]
    assert len({str(style) for _, style in styles}) == len(IDENTITY_NAMES)
    assert len({ln.get_color() for ln in lines.values()}) == len(lines)
    # leader and righteous win together: their points sit side by side, not on top
    lx, rx = lines["leader"].get_xdata(), lines["righteous"].get_xdata()
    assert len(lx) == len(rx) == 2  # 5 and 8 players, standard
    assert all(abs(a - b) >= 0.05 for a, b in zip(lx, rx, strict=True))
    assert list(lines["leader"].get_ydata()) == list(lines["righteous"].get_ydata())
    # melee has its own column right of the standard ones
    ticks = [t.get_text() for t in ax.get_xticklabels()]
    assert ticks == ["5", "8", "8\nmelee"]
    _title_names_the_run(ax.get_title(loc="left"))
    _no_overlap(fig, ax, ax.get_legend())


def test_seat_chart(results: lab.LabResults) -> None:
    fig = plots.figure_seats(results, 1, plt)
    assert fig is not None
    ax_seat, ax_pos = fig.axes
    title = ax_seat.get_title(loc="left")
    assert "8p standard" in title
    _title_names_the_run(title)
    assert [t.get_text() for t in ax_seat.get_xticklabels()] == [str(k) for k in range(8)]
    mean_lines = [ln for ln in ax_pos.get_lines() if "all seats" in ln.get_label()]
    assert len(mean_lines) == 1
    _no_overlap(fig, ax_pos, ax_pos.get_legend())


def _hero_mean(results: lab.LabResults, i: int) -> float:
    heroes = results.config_report(i)["heroes"]
    return sum(r["wins"] for r in heroes.values()) / sum(r["games"] for r in heroes.values())


def test_hero_chart_average_line_and_legend(results: lab.LabResults) -> None:
    fig = plots.figure_heroes(results, 0, plt)
    assert fig is not None
    ax = fig.axes[0]
    _title_names_the_run(ax.get_title(loc="left"))
    assert "5p standard" in ax.get_title(loc="left")
    avg = [ln for ln in ax.get_lines() if ln.get_label().startswith("average")]
    assert len(avg) == 1
    mean = _hero_mean(results, 0)
    assert list(avg[0].get_xdata()) == pytest.approx([mean, mean])
    assert f"{mean:.3f}" in avg[0].get_label() and "all hero-games" in avg[0].get_label()
    _no_overlap(fig, ax, ax.get_legend())
    # sorted: highest win rate at the top (the last bar)
    widths = [p.get_width() for p in ax.patches]
    assert widths == sorted(widths)


@pytest.mark.filterwarnings("ignore:Glyph")  # the stand-in font lacks the glyphs
def test_hero_labels_with_and_without_cjk_font(
    results: lab.LabResults, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(plots, "cjk_font", lambda sample="": None)
    fig = plots.figure_heroes(results, 0, plt)
    assert fig is not None
    labels = [t.get_text() for t in fig.axes[0].get_yticklabels()]
    assert labels and all(lab_.isascii() for lab_ in labels)  # ids only, no tofu boxes
    assert "no installed font" in fig.axes[0].get_xlabel()
    monkeypatch.setattr(plots, "cjk_font", lambda sample="": "DejaVu Sans")
    fig = plots.figure_heroes(results, 0, plt)
    assert fig is not None
    ticks = fig.axes[0].get_yticklabels()
    assert all(not t.get_text().isascii() for t in ticks)
    names = plots.hero_names()
    for t in ticks:  # "郭靖 guojing (n=3)"
        zh, hero, n = t.get_text().split(" ")
        assert names[hero] == zh and n.startswith("(n=")
    assert ticks[0].get_fontfamily() == ["DejaVu Sans"]


def test_cjk_font_has_the_glyphs() -> None:
    from matplotlib import font_manager, ft2font

    name = plots.cjk_font("郭靖")
    if name is None:
        pytest.skip("no font with Chinese glyphs installed (fc-list :lang=zh)")
    path = font_manager.findfont(font_manager.FontProperties(family=name))
    font = ft2font.FT2Font(path)
    assert all(font.get_char_index(ord(c)) for c in "郭靖")
