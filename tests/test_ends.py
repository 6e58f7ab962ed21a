"""Why games end (issue 35, scope 3): the engine's record of each death (the framework's
``killer``, ``death_turn``, ``death_order``), the end cause of a game and the lab's end table
in the JSON, CSV, text and HTML reports."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from qxs_env.lab import simulate as lab
from qxs_env.lab.ends import deciding_seat, end_cause, end_table
from qxs_env.lab.stats import GameResults
from qxs_env.rulesets.qxs.config import GameConfig

NAMES = ("leader", "righteous", "cult", "court")
FIVE = (0, 1, 2, 2, 3)  # leader, righteous, cult, cult, court


def test_end_causes_name_the_winners_the_deciding_death_and_its_killer() -> None:
    alive = (-1, 0, 0)
    # seat 3 (cult) dies first, then the leader, killed by seat 2 (cult): the cult wins
    deaths = [(2, 9, 2), alive, alive, (0, 4, 1), alive]
    assert deciding_seat(deaths) == 0
    assert end_cause((0, 0, 1, 1, 0), FIVE, deaths, NAMES) == ("cult win: leader killed by cult", 9)
    # both cult members and the court dead, the second cult last, by the righteous
    deaths = [alive, alive, (1, 12, 3), (0, 5, 1), (3, 7, 2)]
    assert end_cause((1, 1, 0, 0, 0), FIVE, deaths, NAMES) == (
        "leader+righteous win: the last cult killed by righteous",
        12,
    )
    cult_won = (0, 0, 1, 1, 0)
    deaths = [(-1, 3, 1), alive, alive, alive, alive]
    assert end_cause(cult_won, FIVE, deaths, NAMES)[0] == "cult win: leader died with no killer"
    deaths = [(0, 3, 1), alive, alive, alive, alive]
    assert end_cause(cult_won, FIVE, deaths, NAMES)[0] == "cult win: leader killed by itself"
    none = [alive] * 5
    assert end_cause((1, 1, 0, 0, 0), FIVE, none, NAMES) == (
        "leader+righteous win: no death recorded",
        None,
    )


def test_end_table_counts_decided_games_only() -> None:
    res = GameResults((1, 1, 2, 1, 0, 0))
    alive = (-1, 0, 0)
    leader_down = [(2, 9, 1), alive, alive, alive, alive]
    cult_down = [alive, alive, (0, 6, 1), (1, 8, 2), (0, 3, 3)]
    for won, deaths, trunc in [
        ((0, 0, 1, 1, 0), leader_down, False),
        ((0, 0, 1, 1, 0), leader_down, False),
        ((1, 1, 0, 0, 0), cult_down, False),
        ((0, 0, 0, 0, 0), [alive] * 5, True),
    ]:
        res.add(won, 10, trunc, idents=FIVE, deaths=deaths)
    table = end_table(res)
    assert table["decided"] == 3
    assert table["sides"]["cult"]["games"] == 2
    assert table["sides"]["cult"]["share"] == pytest.approx(2 / 3)
    first, second = list(table["causes"])
    assert first == "cult win: leader killed by cult" and table["causes"][first]["games"] == 2
    assert second == "leader+righteous win: court killed by leader"
    assert table["causes"][second]["deciding_turn"]["mean"] == 3.0
    assert table["deciding_turn"]["median"] == 9.0
    lo, hi = table["causes"][first]["ci_low"], table["causes"][first]["ci_high"]
    assert lo < 2 / 3 < hi


def test_the_engine_records_who_killed_whom_and_when() -> None:
    from qxs_env.rulesets.qxs import layout as L
    from qxs_env.rulesets.qxs.scenario import Scenario

    sc = Scenario(5, identities=["leader", "righteous", "cult", "cult", "court"])
    g = sc.state
    assert list(g.killer[:5]) == [-1] * 5 and list(g.death_order[:5]) == [0] * 5
    sc.hp(3, 1)
    sc.hand(2, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(2)
    sc.use("li_2x1")
    if sc.decision().kind == "target":
        sc.target(3)
    assert not sc.alive(3)
    assert (g.killer[3], g.death_turn[3], g.death_order[3]) == (2, g.turn, 1)
    assert [e[:2] for e in sc.logged(L.EV_DEATH)] == [(3, 2)]  # the event says the same
    assert list(g.death_order[:5]) == [0, 0, 0, 1, 0]


def test_simulated_games_end_as_the_rules_say() -> None:
    """In every decided game of a run, the deciding death fits the winners (R-W1..R-W4): the
    cult or court or foreign side wins only through the leader's death; the leader's side only
    when every enemy is dead, the deciding one among them; the deaths are numbered 1, 2, ...
    and the killer is a seat of the game or none."""
    config = GameConfig(players=5, deck="starter", heroes="off")
    res = lab.simulate(config, 80, "random", seed=11, chunk=40).results[0]
    assert len(res.deaths) == res.games == 80
    for g in range(res.games):
        deaths, ids, won = res.deaths[g], res.idents[g], res.won[g]
        orders = sorted(o for _, _, o in deaths if o > 0)
        assert orders == list(range(1, len(orders) + 1))
        assert all(-1 <= k < 5 and (o == 0 or 1 <= t <= res.turns[g]) for k, t, o in deaths)
        if res.truncated[g]:
            continue
        dead = ids[deciding_seat(deaths)]
        if won[ids.index(0)]:  # the leader's side won: every enemy died, the last one decided
            assert all(o > 0 for (_, _, o), i in zip(deaths, ids, strict=True) if i in (2, 3))
            assert dead in (2, 3)
        else:
            assert dead == 0


def test_reports_carry_the_end_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from qxs_env.cli.main import main

    out, table = tmp_path / "s.json", tmp_path / "s.csv"
    argv = ["simulate", "--players", "5", "--deck", "starter", "--heroes", "off", "--games",
            "60", "--quiet", "--json", str(out), "--csv", str(table)]  # fmt: skip
    assert main(argv) == 0
    text = capsys.readouterr().out
    import json

    ends = json.loads(out.read_text("utf-8"))["ends"]
    assert sum(r["games"] for r in ends["causes"].values()) == ends["decided"]
    assert "why games end" in text
    top = next(iter(ends["causes"]))
    assert top in text
    rows = [r for r in csv.DictReader(table.open(encoding="utf-8")) if r["kind"] == "end_cause"]
    assert {r["group"] for r in rows} == set(ends["causes"])
    row = next(r for r in rows if r["group"] == top)
    assert int(row["wins"]) == ends["causes"][top]["games"]
    assert float(row["win_rate"]) == pytest.approx(ends["causes"][top]["share"])
