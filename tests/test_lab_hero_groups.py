"""The lab's hero groups (issue 36, scope 7): a game's descriptor declares per-hero attributes
(``hero_groups``; 三国杀: ``kingdom``) and the lab reports win rates per value and per identity
x value, with Wilson intervals, in the JSON, the CSV, the text table and the HTML page. The lab
names no game: the tables come from the declaration."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from qxs_env.cli.main import main
from qxs_env.lab import simulate as lab
from qxs_env.lab.report_html import simulation_html
from qxs_env.lab.stats import GameResults, wilson
from qxs_env.rulesets import registry


def test_group_tables_count_each_seat_by_its_heros_value() -> None:
    """Three games of 4 seats (lord, loyalist, rebel, renegade): the table per value counts
    every seat whose hero has it; the identity x value table splits it; truncated games are
    kept out of the rates."""
    res = GameResults((1, 1, 1, 1), game="sanguosha")
    labels = ("red", "red", "blue", "green")  # heroes 0..3; hero 9 has no value ("none")
    res.add((1, 1, 0, 0), 10, False, idents=(0, 1, 2, 3), heroes=(0, 2, 1, 3))
    res.add((0, 0, 1, 0), 12, False, idents=(0, 1, 2, 3), heroes=(2, 0, 1, 9))
    res.add((0, 0, 0, 0), 99, True, idents=(0, 1, 2, 3), heroes=(0, 1, 2, 3))
    table, by_identity = res.hero_group_tables(labels)
    assert list(table) == ["red", "blue", "green", "none"]
    # red: game 1 seats 0 (won) and 2, game 2 seats 1 and 2 (won)
    assert (table["red"]["games"], table["red"]["wins"]) == (4, 2)
    assert (table["blue"]["games"], table["blue"]["wins"]) == (2, 1)
    assert (table["none"]["games"], table["none"]["wins"]) == (1, 0)
    low, high = wilson(2, 4)
    assert (table["red"]["ci_low"], table["red"]["ci_high"]) == pytest.approx((low, high))
    assert table["red"]["truncated"] == 2  # the truncated game's two red seats
    assert set(by_identity["red"]) == {"lord", "loyalist", "rebel"}
    assert (by_identity["red"]["rebel"]["games"], by_identity["red"]["rebel"]["wins"]) == (2, 1)
    assert by_identity["blue"]["lord"]["wins"] == 0 and by_identity["blue"]["loyalist"]["wins"] == 1
    assert GameResults((1, 1, 1, 1), game="sanguosha").hero_group_tables(labels) == ({}, {})


def test_sanguosha_declares_the_kingdoms() -> None:
    """三国杀's descriptor groups its heroes by kingdom, one label per hero, and records them."""
    rs = registry.get("sanguosha")
    assert rs.hero_groups is not None and rs.hero_names is not None
    kingdoms = rs.hero_groups()["kingdom"]
    assert len(kingdoms) == len(rs.hero_names()) == 25
    assert {k: kingdoms.count(k) for k in set(kingdoms)} == {"wei": 7, "shu": 7, "wu": 8, "qun": 3}
    assert rs.heroes_dealt(rs.make_config(heroes="standard"))
    assert not rs.heroes_dealt(rs.make_config(heroes="off"))


def test_simulate_sanguosha_reports_kingdoms(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``qxs simulate --game sanguosha --heroes standard``: the kingdom tables in the text, the
    JSON (per kingdom and per kingdom x identity, adding up to the seats), the CSV and the
    HTML page; with heroes off there is none."""
    out_json, out_csv = tmp_path / "r.json", tmp_path / "r.csv"
    argv = ["simulate", "--game", "sanguosha", "--heroes", "standard", "--players", "5",
            "--games", "40", "--num-envs", "8", "--json", str(out_json),
            "--csv", str(out_csv)]  # fmt: skip
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "win rate by the hero's kingdom" in text
    assert "win rate by identity and the hero's kingdom" in text and "lord / " in text
    rep = json.loads(out_json.read_text(encoding="utf-8"))
    kingdoms = rep["hero_groups"]["kingdom"]
    assert set(kingdoms) <= {"wei", "shu", "wu", "qun"} and kingdoms
    decided = rep["games"] - rep["truncated"]
    assert sum(r["games"] for r in kingdoms.values()) == 5 * decided
    for value, by_identity in rep["hero_groups_by_identity"]["kingdom"].items():
        assert sum(r["wins"] for r in by_identity.values()) == kingdoms[value]["wins"]
        for row in by_identity.values():
            assert row["ci_low"] <= (row["win_rate"] or 0) <= row["ci_high"]
    lord_seats = sum(v.get("lord", {"games": 0})["games"] for v in
                     rep["hero_groups_by_identity"]["kingdom"].values())  # fmt: skip
    assert lord_seats == decided
    with out_csv.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    kinds = {r["kind"] for r in rows}
    assert {"kingdom", "kingdom_identity"} <= kinds
    assert {r["group"] for r in rows if r["kind"] == "kingdom"} == set(kingdoms)
    page = simulation_html(rep, "qxs simulate")
    assert "Win rate by the hero&#x27;s kingdom" in page or "Win rate by the hero's kingdom" in page
    assert 'data-json="/hero_groups_by_identity/kingdom/' in page


def test_no_kingdoms_without_heroes() -> None:
    configs = lab.configurations("4", game="sanguosha", heroes="off")
    rep = lab.simulate(configs, 8, lab.parse_agents("random", game="sanguosha"), num_envs=8)
    report = rep.report()
    assert "hero_groups" not in report and "heroes" not in report
