"""The table of ``qxs eval`` (qxs_env/train/evaluate.py ``table``): every verdict in words that
say what was compared, and a legend line under the table (issue 19, item 7)."""

from __future__ import annotations

from typing import Any

from qxs_env.train.evaluate import TABLE_LEGEND, interval_verdict, paired_verdict, table


def _arm(wins: int, games: int, lo: float, hi: float) -> dict[str, Any]:
    return {"games": games, "wins": wins, "win_rate": wins / games, "ci_low": lo, "ci_high": hi}


def _paired(diff: float | None, p: float | None) -> dict[str, Any]:
    lo = None if diff is None else diff - 0.02
    hi = None if diff is None else diff + 0.02
    return {"pairs": 1000, "trained_only": 60, "heuristic_only": 33, "diff": diff,
            "ci_low": lo, "ci_high": hi, "p_value": p}  # fmt: skip


def _report(oracle: bool = False) -> dict[str, Any]:
    cells = {
        # intervals overlap, yet the paired test finds the trained arm better (the case that
        # printed "no (overlap)" beside p = 0.024)
        "cult": {
            "trained": _arm(360, 1000, 0.33, 0.39),
            "heuristic": _arm(333, 1000, 0.30, 0.36),
            "paired": _paired(0.027, 0.024),
        },
        "court": {  # intervals apart: above
            "trained": _arm(300, 1000, 0.27, 0.33),
            "heuristic": _arm(100, 1000, 0.08, 0.12),
            "paired": _paired(0.2, 0.0001),
        },
        "leader": {  # intervals apart the other way, paired test: worse
            "trained": _arm(100, 1000, 0.08, 0.12),
            "heuristic": _arm(300, 1000, 0.27, 0.33),
            "paired": _paired(-0.2, 0.003),
        },
        "righteous": {  # nothing found
            "trained": _arm(500, 1000, 0.47, 0.53),
            "heuristic": _arm(490, 1000, 0.46, 0.52),
            "paired": _paired(0.01, 0.21),
        },
    }
    if oracle:
        for cell in cells.values():
            cell["oracle"] = _arm(600, 1000, 0.57, 0.63)
            cell["oracle_paired"] = _paired(0.1, 0.0004)
    return {
        "games": 1000,
        "seed": 0,
        "configurations": [
            {"players": 6, "mode": "standard", "truncated": {}, "identities": cells}
        ],
    }


def _rows(lines: list[str]) -> dict[str, list[str]]:
    """Identity -> the cells of its table row."""
    return {
        cells[1]: cells
        for line in lines[2:]
        if line.startswith("|")
        for cells in [[c.strip() for c in line.strip("|").split("|")]]
    }


def test_verdicts_in_words() -> None:
    lines = table(_report())
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    assert "95% intervals" in head and "paired test (same deals)" in head
    iv, pt = head.index("95% intervals"), head.index("paired test (same deals)")
    rows = _rows(lines)
    assert rows["cult"][iv] == "overlap"
    assert rows["cult"][pt] == "better, p=0.024"  # p < 0.05, trained ahead
    assert rows["court"][iv] == "trained above" and rows["court"][pt] == "better, p<0.001"
    assert rows["leader"][iv] == "trained below" and rows["leader"][pt] == "worse, p=0.003"
    assert rows["righteous"][iv] == "overlap"
    assert rows["righteous"][pt] == "no difference found, p=0.21"
    text = "\n".join(lines)
    assert "yes" not in head and "no (overlap)" not in text and "no (worse)" not in text
    for row in rows.values():  # every row has a cell per column
        assert len(row) == len(head)


def test_legend_line_under_the_table() -> None:
    lines = table(_report())
    assert lines[-1] == TABLE_LEGEND and lines[-2] == ""
    assert all(line.startswith("|") for line in lines[:-2])
    assert "stricter" in TABLE_LEGEND and "same deals" in TABLE_LEGEND
    assert "more sensitive" in TABLE_LEGEND


def test_markdown_shape_with_oracle() -> None:
    lines = table(_report(oracle=True))
    n = lines[0].count("|")
    assert "oracle paired test" in lines[0]
    assert lines[1].count("---") == n - 1
    for line in lines[2:-2]:
        assert line.count("|") == n
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    assert _rows(lines)["righteous"][head.index("oracle paired test")] == "better, p<0.001"


def test_verdict_helpers_edge_cases() -> None:
    empty = {"games": 0, "wins": 0, "win_rate": None, "ci_low": 0.0, "ci_high": 1.0}
    assert interval_verdict(empty, _arm(1, 2, 0.1, 0.9)) == "-"
    assert interval_verdict(_arm(9, 10, 0.6, 0.98), _arm(1, 10, 0.02, 0.4), "oracle") == (
        "oracle above"
    )
    assert paired_verdict(None) == "-"
    assert paired_verdict(_paired(None, None)) == "-"
    assert paired_verdict(_paired(0.0, 1.0)) == "no difference found, p=1"
    assert paired_verdict(_paired(0.05, 0.05)) == "no difference found, p=0.05"  # not < 0.05
