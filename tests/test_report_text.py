"""The text report of ``qxs simulate`` (qxs_env/lab/report_text.py): hero labels with Chinese names,
columns that stay aligned with long hero ids, the per-identity hero table (issue 19, item 7)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from qxs_env.lab import simulate as lab
from qxs_env.lab.report_text import display_width, fit, hero_label, print_simulation
from qxs_env.rulesets.qxs.config import GameConfig


def _row(wins: int, games: int) -> dict[str, Any]:
    return {
        "games": games,
        "wins": wins,
        "win_rate": wins / games if games else None,
        "ci_low": 0.1,
        "ci_high": 0.9,
    }


HEROES = {  # the longest id of the catalogue, a short one, an id the catalogue lacks
    "guojing": _row(3, 10),
    "murongboxiaoyuanshan": _row(6, 10),
    "a_hero_id_that_is_not_in_the_catalogue": _row(1, 10),
}
BY_IDENTITY = {
    "guojing": {"leader": _row(2, 4), "cult": _row(1, 6)},
    "murongboxiaoyuanshan": {"cult": _row(6, 10)},
    "a_hero_id_that_is_not_in_the_catalogue": {"collaborator": _row(1, 10)},
}


def _report() -> dict[str, Any]:
    idents = ["leader", "righteous", "cult", "court", "foreign", "collaborator"]
    return {
        "config": {
            "players": 9,
            "mode": "standard",
            "deck": "standard",
            "heroes": "all",
            "max_turns": 500,
            "max_decisions": 70000,
        },
        "games": 10,
        "truncated": 0,
        "mean_turns": 30.0,
        "identities": {n: _row(3, 10) for n in idents},
        "identity_counts": {n: 1 for n in idents},
        "heroes": HEROES,
        "heroes_by_identity": BY_IDENTITY,
        "interrupted": False,
        "agents": "random",
        "seed": 0,
        "games_requested": 10,
        "workers": 1,
        "wall_time_s": 1.0,
    }


def _section(out: str, start: str) -> list[str]:
    """The lines of ``out`` from the one starting with ``start`` to the next blank line."""
    lines = out.splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith(start))
    j = next((k for k in range(i, len(lines)) if not lines[k].strip()), len(lines))
    return lines[i:j]


def _games_column_end(line: str) -> int:
    """Terminal column where the ``games`` number (or header) of a hero-table line ends."""
    if line.startswith("hero "):
        return display_width(line[: line.index("games") + len("games")])
    m = re.search(r"\s(\d+)\s+\d+\s+[\d.]+\s+\[", line)
    assert m, line
    return display_width(line[: m.end(1)])


def test_labels_have_chinese_names() -> None:
    assert hero_label("guojing") == "郭靖 guojing"
    assert hero_label("murongboxiaoyuanshan") == "慕容博萧远山 murongboxiaoyuanshan"
    assert hero_label("no_such_hero") == "no_such_hero"


def test_fit_pads_and_cuts_by_terminal_columns() -> None:
    assert display_width("郭靖 guojing") == 12
    assert fit("郭靖", 6) == "郭靖  "
    cut = fit("慕容博萧远山 murongboxiaoyuanshan", 10)
    assert display_width(cut) == 10 and cut.startswith("慕容博萧") and cut.rstrip().endswith("…")


def test_hero_table_aligned_with_long_ids(capsys: pytest.CaptureFixture[str]) -> None:
    print_simulation(_report())
    out = capsys.readouterr().out
    assert "慕容博萧远山 murongboxiaoyuanshan" in out and "郭靖 guojing" in out
    table = _section(out, "hero ")
    assert len(table) == 1 + len(HEROES)
    ends = {_games_column_end(line) for line in table}
    assert len(ends) == 1, table  # every row's games column ends where the header's does
    assert len({display_width(line) for line in table[1:]}) == 1
    # sorted by win rate, highest first, as the line above the table says
    assert "sorted by win rate (highest first)" in out
    assert table[1].startswith("慕容博萧远山 murongboxiaoyuanshan")  # 0.6
    assert table[2].startswith("郭靖 guojing")  # 0.3
    assert table[3].startswith("a_hero_id_that_is_not_in_the_cat")  # 0.1, id alone, cut
    assert "…" in table[3] and "catalogue" not in table[3]


def test_per_identity_hero_table(capsys: pytest.CaptureFixture[str]) -> None:
    print_simulation(_report())
    out = capsys.readouterr().out
    assert "win rate by hero and identity played" in out
    table = _section(out, "hero ")
    by_ident = _section(out, "win rate by hero and identity played")[1:]
    head, rows = by_ident[0], by_ident[1:]
    assert head.split() == ["hero", "leader", "righteous", "cult", "court", "foreign",
                            "collaborator"]  # fmt: skip
    assert len(rows) == len(HEROES)
    # same row order as the overall hero table
    assert [r[:8] for r in rows] == [r[:8] for r in table[1:]]
    guojing = next(r for r in rows if r.startswith("郭靖 guojing"))
    assert "0.50 (n=4)" in guojing and "0.17 (n=6)" in guojing
    cells = re.findall(r"(?:\d\.\d\d \(n=\d+\)|-)", guojing.split("guojing", 1)[1])
    assert cells == ["0.50 (n=4)", "-", "0.17 (n=6)", "-", "-", "-"]
    # the columns line up with the header: each cell ends where its identity name ends
    name_ends = [m.end() for m in re.finditer(r"\S+", head)][1:]
    for r in rows:
        cell_ends = [display_width(r[: m.end()]) for m in re.finditer(r"(\)|-)(?= |$)", r)]
        assert cell_ends[-6:] == name_ends, r
    assert max(display_width(line) for line in by_ident) <= 120


def test_real_run_prints_both_hero_tables(capsys: pytest.CaptureFixture[str]) -> None:
    """A short run with heroes on prints the hero table with Chinese names and the
    per-identity hero table."""
    cfg = GameConfig(players=5, mode="standard", deck="standard", heroes="standard")
    res = lab.simulate(cfg, 6, "random", seed=3)
    print_simulation(res.report())
    out = capsys.readouterr().out
    rep = res.report()
    hero = next(iter(rep["heroes"]))
    assert hero_label(hero) != hero and hero_label(hero) in out
    assert "win rate by hero and identity played" in out
    head = _section(out, "win rate by hero and identity played")[1]
    assert head.split()[1:] == ["leader", "righteous", "cult", "court"]


def test_the_report_says_which_code_measured_it(capsys) -> None:
    """The lab's report names the agents and the version (qxs_env, commit) that measured it,
    and with heuristic agents points at the audit of the heuristic's biases (issue 20)."""
    from qxs_env.lab import simulate as lab
    from qxs_env.lab.report_text import print_simulation
    from qxs_env.rulesets.qxs.config import GameConfig

    res = lab.simulate(GameConfig(players=5, deck="starter", heroes="off"), 4, "heuristic", seed=1)
    rep = res.report()
    assert rep["versions"]["qxs_env"] and "python" in rep["versions"]
    print_simulation(rep)
    out = capsys.readouterr().out
    assert "agents heuristic" in out and "measured with qxs_env" in out and "qxs audit" in out
