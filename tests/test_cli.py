"""Tests of the ``qxs`` command line (qxs_env.cli.main) and the statistics helpers
(qxs_env.lab.stats)."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest

from qxs_env.cli.main import main
from qxs_env.lab import stats
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.content import identity_counts


def _simulate(tmp_path: Path, *args: str) -> dict:
    out = tmp_path / "sim.json"
    rc = main(["simulate", "--quiet", "--json", str(out), *args])
    assert rc == 0
    return json.loads(out.read_text(encoding="utf-8"))


def test_wilson_hand_computed() -> None:
    # 5 of 10 at z = 1.96: centre 0.5, half-width 1.96 * sqrt(0.025 + 0.009604) / 1.38416
    low, high = stats.wilson(5, 10)
    assert low == pytest.approx(0.23659, abs=1e-5)
    assert high == pytest.approx(0.76341, abs=1e-5)
    # 0 of 10: low is 0, high is 2 * 0.19208 / 1.38416
    low, high = stats.wilson(0, 10)
    assert low == 0.0
    assert high == pytest.approx(2 * 0.19208 / 1.38416, abs=1e-6)
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(10, 10)
    assert hi == 1.0 and 0.0 < lo < 1.0
    with pytest.raises(ValueError):
        stats.wilson(3, 2)


def test_sign_test_hand_computed() -> None:
    # all 10 discordant deals one way: 2 * 0.5**10
    assert stats.sign_test(0, 10) == pytest.approx(2 * 0.5**10, rel=1e-9)
    assert stats.sign_test(10, 0) == pytest.approx(2 * 0.5**10, rel=1e-9)
    # 1 of 6: 2 * (1 + 6) / 64
    assert stats.sign_test(1, 5) == pytest.approx(14 / 64, rel=1e-9)
    # a tie is capped at 1; no tosses at all is 1
    assert stats.sign_test(3, 3) == 1.0
    assert stats.sign_test(0, 0) == 1.0
    # large counts stay finite (log-space sum): 400 vs 300 is far from fair
    assert 0 < stats.sign_test(400, 300) < 1e-3


def test_paired_difference_counts_only_decided_pairs() -> None:
    a = [1, 1, 1, 0, 0, -1, 1]
    b = [0, 0, 1, 0, 1, 1, -1]  # deals 5 and 6 undecided in one arm: left out of both
    r = stats.paired_difference(a, b)
    assert (r["pairs"], r["a_only"], r["b_only"]) == (5, 2, 1)
    assert r["diff"] == pytest.approx(0.2)
    half = 1.96 * math.sqrt((3 / 5 - 0.04) / 5)
    assert r["ci_low"] == pytest.approx(0.2 - half) and r["ci_high"] == pytest.approx(0.2 + half)
    assert r["p_value"] == pytest.approx(1.0)  # 2 * P(X <= 1), X ~ Bin(3, 1/2)
    # swapping the arms flips the sign
    assert stats.paired_difference(b, a)["diff"] == pytest.approx(-0.2)
    empty = stats.paired_difference([-1, 1], [1, -1])
    assert empty["pairs"] == 0 and empty["diff"] is None and empty["p_value"] is None
    with pytest.raises(ValueError, match="same shape"):
        stats.paired_difference([1, 0], [1, 0, 1])


def test_game_results_aggregation() -> None:
    res = stats.GameResults(identity_counts(8, "melee"))
    seats = (0, 1, 2, 2, 2, 3, 4, 5)  # leader, righteous, 3 cult, court, foreign, collaborator
    res.add(won=(1, 1, 0, 0, 0, 0, 0, 0), turns=10, truncated=False, idents=seats)
    res.add(won=(0, 0, 1, 1, 1, 0, 0, 0), turns=20, truncated=False, idents=seats)  # cult
    res.add(won=(0,) * 8, turns=500, truncated=True, idents=seats)
    s = res.summary()
    assert s["games"] == 3 and s["truncated"] == 1
    assert math.isclose(s["mean_turns"], 530 / 3)
    assert s["mean_turns_decided"] == 15
    table = s["identities"]
    assert list(table) == list(IDENTITY_NAMES)
    assert table["leader"]["games"] == 2 and table["leader"]["wins"] == 1
    assert table["cult"]["win_rate"] == 0.5
    assert table["foreign"]["wins"] == 0


@pytest.mark.parametrize(("players", "mode"), [(8, "melee"), (5, "standard")])
def test_simulate_json(tmp_path: Path, players: int, mode: str) -> None:
    games = 24
    r = _simulate(
        tmp_path,
        *("--players", str(players), "--mode", mode, "--games", str(games), "--seed", "1"),
        *("--num-envs", "8"),
    )
    for key in ("config", "games", "truncated", "mean_turns", "identities", "seed", "agents"):
        assert key in r
    assert "wall_time_s" in r and r["wall_time_s"] > 0
    assert r["config"]["players"] == players and r["config"]["mode"] == mode
    assert (r["config"]["deck"], r["config"]["heroes"]) == ("standard", "standard")  # default
    assert r["games"] == games and r["seed"] == 1 and r["agents"] == "random"
    assert 0 <= r["truncated"] <= games
    assert r["mean_turns"] > 0
    counts = identity_counts(players, mode)
    present = {IDENTITY_NAMES[k] for k, c in enumerate(counts) if c > 0}
    assert set(r["identities"]) == present
    decided = games - r["truncated"]
    for name, row in r["identities"].items():
        assert row["games"] == decided, name
        assert 0 <= row["wins"] <= row["games"]
        assert row["ci_low"] <= row["win_rate"] <= row["ci_high"]
        assert row["win_rate"] == pytest.approx(row["wins"] / row["games"])
    # leader and righteous always share their result
    assert r["identities"]["leader"]["wins"] == r["identities"]["righteous"]["wins"]


def test_simulate_independent_of_num_envs(tmp_path: Path) -> None:
    a = _simulate(tmp_path, "--players", "6", "--games", "30", "--seed", "7", "--num-envs", "1")
    b = _simulate(tmp_path, "--players", "6", "--games", "30", "--seed", "7", "--num-envs", "13")
    assert a["identities"] == b["identities"]
    assert a["mean_turns"] == b["mean_turns"]
    c = _simulate(tmp_path, "--players", "6", "--games", "30", "--seed", "8", "--num-envs", "13")
    assert c["mean_turns"] != a["mean_turns"] or c["identities"] != a["identities"]


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--players", "3"],
        ["simulate", "--players", "11"],
        ["simulate", "--players", "6", "--mode", "melee"],
        ["simulate", "--deck", "no_such_deck"],
        ["simulate", "--deck", "no/such/deck.yaml"],
        ["simulate", "--agents", "nosuch"],
        ["simulate", "--agents", "cult=random"],
        ["simulate", "--agents", "seat7=random,*=random", "--players", "5"],
        ["simulate", "--players", "5-x"],
        ["simulate", "--players", "6-8", "--mode", "melee"],
        ["simulate", "--mode", "chaos"],
        ["simulate", "--workers", "0"],
        ["simulate", "--games", "0"],
        ["simulate", "--players", "eight"],
        ["simulate", "--no-such-option"],
        ["bench", "--players", "2"],
        ["no-such-command"],
        [],
    ],
)
def test_bad_args_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip()
    if argv:
        assert len(err.strip().splitlines()) == 1
        assert "Traceback" not in err


def test_agents_message(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "agents.heuristic", None)  # not importable
    assert main(["simulate", "--agents", "heuristic"]) == 2
    assert "heuristic agents are not available" in capsys.readouterr().err


def test_simulate_sweep_json_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_csv = tmp_path / "sweep.csv"
    r = _simulate(
        tmp_path,
        *("--players", "7-8", "--mode", "both", "--games", "12", "--seed", "2"),
        *("--agents", "cult=random,*=random", "--num-envs", "4", "--csv", str(out_csv)),
    )
    text = capsys.readouterr().out
    assert "win rate by player count" in text and "seat0" in text
    assert r["agents"] == "cult=random,*=random" and r["interrupted"] is False
    confs = [(c["config"]["players"], c["config"]["mode"]) for c in r["configurations"]]
    assert confs == [(7, "standard"), (8, "standard"), (8, "melee")]
    assert set(r["player_counts"]["standard"]) == {"7", "8"}
    assert r["games"] == 36
    for c in r["configurations"]:
        assert c["games"] == 12
        for row in (*c["identities"].values(), *c["seats"].values()):
            assert 0 <= row["wins"] <= row["games"]
            if row["win_rate"] is not None:
                assert row["ci_low"] <= row["win_rate"] <= row["ci_high"]
    lines = out_csv.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("game,players,mode,deck,heroes,kind,group,games,wins,win_rate")
    groups = ("identities", "seats", "positions", "heroes")
    by_identity = sum(
        len(ids) for c in confs_of(r) for ids in c.get("heroes_by_identity", {}).values()
    )
    assert by_identity > 0  # heroes are on by default: the hero x identity rows are there
    ends = sum(len(c["ends"]["sides"]) + len(c["ends"]["causes"]) for c in confs_of(r))
    assert len(lines) == 1 + by_identity + ends + sum(
        1 + sum(len(c.get(g, {})) for g in groups) for c in confs_of(r)
    )


def confs_of(report: dict) -> list[dict]:
    """The per-configuration reports of a JSON report (one or a sweep)."""
    return report.get("configurations", [report])


def test_simulate_interrupted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from qxs_env.lab import simulate as lab

    calls = {"n": 0}

    class Interrupting(lab.SeededRandomPolicy):
        def act(self, obs, mask, rows, out) -> None:  # type: ignore[no-untyped-def]
            calls["n"] += 1
            if calls["n"] == 3000:
                raise KeyboardInterrupt  # as if Ctrl-C were pressed here
            super().act(obs, mask, rows, out)

    monkeypatch.setitem(lab.POLICIES, "interrupting", lambda _c: Interrupting())
    out = tmp_path / "partial.json"
    argv = ["simulate", "--quiet", "--agents", "interrupting", "--games", "1000"]
    assert main([*argv, "--num-envs", "4", "--json", str(out)]) == 130
    assert "INTERRUPTED" in capsys.readouterr().out
    r = json.loads(out.read_text(encoding="utf-8"))
    assert r["interrupted"] is True and 0 < r["games"] < 1000


def test_simulate_workers_cli(tmp_path: Path) -> None:
    args = ("--players", "5", "--games", "20", "--seed", "4", "--num-envs", "4")
    a = _simulate(tmp_path, *args, "--workers", "1")
    b = _simulate(tmp_path, *args, "--workers", "2")
    assert a["identities"] == b["identities"] and a["seats"] == b["seats"]
    assert a["mean_turns"] == b["mean_turns"] and b["workers"] == 2


def test_simulate_plot(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    plots = tmp_path / "plots"
    _simulate(tmp_path, "--players", "5,6", "--games", "8", "--plot", str(plots))
    assert (plots / "win_rate_by_players.png").stat().st_size > 0
    assert (plots / "win_rate_by_seat_6p_standard.png").exists()


def test_simulate_plot_missing_matplotlib(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main(["simulate", "--games", "4", "--plot", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "matplotlib" in err and len(err.strip().splitlines()) == 1


def test_play_quit(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    answers = iter(["nonsense", "t", "q"])
    monkeypatch.setattr("builtins.input", lambda _prompt="": next(answers))
    assert main(["play", "--players", "4", "--seat", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "you are seat 2" in out and "game abandoned" in out and "--seed 5" in out


def test_play_whole_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("builtins.input", lambda _prompt="": "0")
    assert main(["play", "--players", "5", "--agents", "random", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "you win!" in out or "you lose." in out


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--seat", "5"],
        ["play", "--players", "4", "--seat", "-1"],
        ["play", "--agents", "nosuch"],
        ["play", "--players", "6", "--mode", "melee"],
    ],
)
def test_play_bad_args(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_bench_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--json", "--seconds", "0.5", "--quiet", "--num-envs", "64"]) == 0
    r = json.loads(capsys.readouterr().out)
    for key in (
        "vector_decisions_per_s",
        "vector_decisions_per_s_no_obs",
        "engine_decisions_per_s",
        "decisions_per_game",
        "turns_per_game",
    ):
        assert r[key] > 0, key
    assert "aec_steps_per_s" in r
    assert r["aec_steps_per_s"] is None or r["aec_steps_per_s"] > 0
    if r["aec_steps_per_s"] is None:
        assert r["aec_note"]
    for key in ("python", "numba", "numpy", "cpu_count"):
        assert r["machine"][key]


HERO_POOL = ("aobai", "chengkun", "duanyu", "guojing", "hongqigong", "huangyaoshi")


def test_simulate_heroes_tables_pool_and_plot(tmp_path: Path) -> None:
    """Issue 5 lab: with heroes on, the report has a per-hero table and a per-hero-per-identity
    table whose counts add up, --hero-pool restricts the heroes dealt, and --plot draws the
    sorted hero chart."""
    plots = tmp_path / "plots"
    rep = _simulate(
        tmp_path,
        "--players", "5", "--games", "40", "--seed", "3", "--num-envs", "8",
        "--heroes", "implemented", "--hero-pool", ",".join(HERO_POOL),
        "--hero-assign", "random", "--plot", str(plots),
    )  # fmt: skip
    heroes, by_ident = rep["heroes"], rep["heroes_by_identity"]
    assert set(heroes) <= set(HERO_POOL) and len(heroes) >= 4
    assert set(by_ident) == set(heroes)
    decided = rep["games"] - rep["truncated"]
    # five seats per decided game, each counted once under its hero and its identity
    assert sum(r["games"] for r in heroes.values()) == 5 * decided
    for hero, row in heroes.items():
        parts = by_ident[hero]
        assert set(parts) <= set(IDENTITY_NAMES)
        assert sum(p["games"] for p in parts.values()) == row["games"]
        assert sum(p["wins"] for p in parts.values()) == row["wins"]
        for p in parts.values():
            assert p["ci_low"] <= p["win_rate"] <= p["ci_high"]
    assert (plots / "win_rate_by_hero_5p_standard.png").stat().st_size > 0


def test_simulate_fixed_heroes_per_seat(tmp_path: Path) -> None:
    """--hero-assign with one id per seat gives every seat its hero in every game."""
    fixed = HERO_POOL[:5]
    rep = _simulate(
        tmp_path,
        "--players", "5", "--games", "16", "--seed", "1", "--num-envs", "8",
        "--heroes", "implemented", "--hero-assign", ",".join(fixed),
    )  # fmt: skip
    decided = rep["games"] - rep["truncated"]
    assert set(rep["heroes"]) == set(fixed)
    for hero in fixed:
        assert rep["heroes"][hero]["games"] == decided


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--heroes", "off", "--hero-pool", "aobai,duanyu"],
        ["simulate", "--heroes", "off", "--hero-assign", "random"],
        ["simulate", "--heroes", "implemented", "--hero-pool", "no_such_hero"],
        ["simulate", "--heroes", "implemented", "--players", "5", "--hero-assign", "aobai"],
    ],
)
def test_hero_options_bad_args_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err and len(err.splitlines()) == 1 and "Traceback" not in err


def test_bench_aec_honours_heroes(capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs bench --heroes implemented`` measures the AEC env with heroes on too (it used to
    build the env from players/mode/deck only, heroes off) and says what the env played."""
    argv = ["bench", "--players", "5", "--seconds", "0.2", "--quiet", "--num-envs", "8"]
    assert main([*argv, "--heroes", "implemented", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["heroes"] == "implemented"
    assert r["aec_note"] is None and r["aec_steps_per_s"] > 0
    assert r["aec_config"] == {
        "players": 5,
        "mode": "standard",
        "deck": "standard",
        "heroes": "implemented",
    }
    assert main([*argv, "--heroes", "implemented"]) == 0
    text = capsys.readouterr().out
    assert "AEC env played: players 5, mode standard, deck standard, heroes implemented" in text


def test_simulate_max_decisions_truncates_and_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--max-decisions`` caps the player decisions of a game: with a cap of 5 every game is
    cut, counted as truncated (kept out of the win rates) and the header shows the cap."""
    rep = _simulate(
        tmp_path,
        *("--players", "5", "--games", "6", "--seed", "0", "--num-envs", "4"),
        *("--max-decisions", "5"),
    )
    assert rep["config"]["max_decisions"] == 5
    assert rep["games"] == 6 and rep["truncated"] == 6
    assert all(row["games"] == 0 for row in rep["identities"].values())
    assert main(["simulate", "--players", "5", "--games", "4", "--quiet", "--num-envs", "4",
                 "--max-decisions", "5"]) == 0  # fmt: skip
    text = capsys.readouterr().out
    assert "max decisions 5:\n   4 games" in text and "truncated 4" in text


def test_simulate_default_max_decisions_is_the_config_default(tmp_path: Path) -> None:
    """Without the option the lab plays GameConfig's default cap (a safety net, never reached
    in normal play: docs/rulings.md "Turn and decision limits")."""
    from qxs_env.rulesets.qxs.config import GameConfig

    rep = _simulate(tmp_path, "--players", "5", "--games", "4", "--num-envs", "4")
    assert rep["config"]["max_decisions"] == GameConfig().max_decisions > 0
    assert rep["truncated"] == 0


# ---------------------------------------------------------------------------------------------
# qxs fuzz
# ---------------------------------------------------------------------------------------------
def _fuzz(tmp_path: Path, *args: str, name: str = "fuzz.json") -> tuple[int, dict]:
    out = tmp_path / name
    code = main(["fuzz", "--quiet", *args, "--json", str(out)])
    return code, json.loads(out.read_text(encoding="utf-8"))


def test_fuzz_tiny_sweep(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two player counts x two decks, specials both: a table row per configuration, exit 0."""
    code, r = _fuzz(
        tmp_path,
        "--players",
        "5,9",
        "--mode",
        "standard",
        "--deck",
        "starter,standard",
        "--specials",
        "both",
        "--games",
        "6",
        "--seed",
        "3",
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert len(r["configurations"]) == 2 * 2 * 2 and r["games"] == 8 * 6
    assert r["violations_found"] == 0 and r["seed"] == 3
    for c in r["configurations"]:
        assert c["games"] == 6 and c["won"] + c["truncated"] == 6 and c["decisions"] > 0
        assert c["violations"] == []
        assert c["label"] in out
    assert "0 violation(s)" in out


def test_fuzz_reports_every_violation_with_a_reproduction_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A decision budget no game can meet: every game is a violation (D_NO_END), the sweep goes
    on, each one is listed with a reproduction line that prints its code, exit code 1."""
    code, r = _fuzz(
        tmp_path,
        "--players",
        "6",
        "--mode",
        "standard",
        "--deck",
        "standard",
        "--heroes",
        "all",
        "--games",
        "5",
        "--seed",
        "40",
        "--budget",
        "25",
        "--chunk",
        "2",
    )
    out = capsys.readouterr().out
    assert code == 1
    (c,) = r["configurations"]
    assert c["violations_found"] == 5 and c["games"] == 5 and c["won"] == 0
    assert [v["seed"] for v in c["violations"]] == [40, 41, 42, 43, 44]
    assert [v["game"] for v in c["violations"]] == [0, 1, 2, 3, 4]
    for v in c["violations"]:
        assert v["code"] == 101 and v["decision_index"] == 25
        assert "did not end" in v["description"]
        assert v["reproduce"] in out  # printed, one per violation
    lines = [ln.strip() for ln in out.splitlines() if ln.strip().startswith("python -c")]
    assert len(lines) == 5 and "heroes='all'" in lines[0] and ", 40, budget=25)" in lines[0]
    exec(lines[0][len('python -c "') : -1], {})  # noqa: S102 - pasted as a user would
    assert capsys.readouterr().out.strip() == "101"


def test_fuzz_records_limit_lists_the_lowest_seeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, r = _fuzz(
        tmp_path,
        "--players",
        "5",
        "--mode",
        "standard",
        "--games",
        "9",
        "--budget",
        "20",
        "--records",
        "3",
        "--chunk",
        "4",
    )
    assert code == 1
    (c,) = r["configurations"]
    assert c["violations_found"] == 9 and [v["seed"] for v in c["violations"]] == [0, 1, 2]
    assert "6 more" in capsys.readouterr().out


def test_fuzz_workers_give_the_same_counts(tmp_path: Path) -> None:
    """Seeds are fixed per game (seed + k), so two worker processes with other chunks give the
    same counts and violations as one."""
    args = ("--players", "4,8", "--mode", "both", "--games", "10", "--seed", "9", "--budget", "400")
    _, one = _fuzz(tmp_path, *args, "--workers", "1", name="one.json")
    _, two = _fuzz(tmp_path, *args, "--workers", "2", "--chunk", "3", name="two.json")
    assert two["workers"] == 2
    keys = (
        "games",
        "won",
        "truncated",
        "decisions",
        "turns",
        "max_decisions",
        "max_turns",
        "violations_found",
        "violations",
    )
    for a, b in zip(one["configurations"], two["configurations"], strict=True):
        assert {k: a[k] for k in keys} == {k: b[k] for k in keys}, a["label"]
    assert one["violations_found"] > 0, "the budget should stop some games (so both paths run)"


def test_fuzz_seconds_budget_stops(tmp_path: Path) -> None:
    """--seconds without --games: chunks go round robin until the time is up, then it stops
    (a generous bound: only that it stops, not how fast)."""
    import time

    t0 = time.perf_counter()
    code, r = _fuzz(
        tmp_path, "--players", "5-6", "--mode", "standard", "--seconds", "2", "--chunk", "8"
    )
    assert code == 0 and time.perf_counter() - t0 < 120
    games = [c["games"] for c in r["configurations"]]
    assert all(g > 0 and g % 8 == 0 for g in games) and max(games) - min(games) <= 8


@pytest.mark.parametrize(
    "argv",
    [
        ["fuzz", "--players", "5", "--mode", "melee"],
        ["fuzz", "--players", "3-5"],
        ["fuzz", "--deck", "no-such-deck"],
        ["fuzz", "--heroes", "most"],
        ["fuzz", "--specials", "sometimes"],
        ["fuzz", "--games", "0"],
        ["fuzz", "--seconds", "0"],
        ["fuzz", "--workers", "0"],
        ["fuzz", "--ignore", "0"],
    ],
)
def test_fuzz_bad_args_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_fuzz_notes_a_first_compile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no compiled driver in numba's cache, a note on stderr says the engine compiles
    (once) before the first call; --quiet silences it."""
    from qxs_env.devtools import fuzz_sweep

    monkeypatch.setattr(fuzz_sweep, "engine_compiled", lambda game=None: False)
    args = ["fuzz", "--players", "5", "--mode", "standard", "--games", "2"]
    assert main(args) == 0
    assert "compiling the engine (one time" in capsys.readouterr().err
    assert main([*args, "--quiet"]) == 0
    assert "compiling" not in capsys.readouterr().err


def test_fuzz_interrupted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C: the chunks finished so far are reported (marked interrupted), exit code 130."""
    from qxs_env.devtools import fuzz_sweep

    real = fuzz_sweep.play_chunk
    calls = {"n": 0}

    def interrupting(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt  # as if Ctrl-C were pressed here
        return real(*args, **kwargs)

    monkeypatch.setattr(fuzz_sweep, "play_chunk", interrupting)
    monkeypatch.setattr(fuzz_sweep, "engine_compiled", lambda game=None: True)  # no warm-up call
    code, r = _fuzz(
        tmp_path, "--players", "5", "--mode", "standard", "--games", "40", "--chunk", "10"
    )
    assert code == 130 and r["interrupted"] is True
    assert r["games"] == 20  # two chunks of 10 finished
    assert "INTERRUPTED" in capsys.readouterr().out


def test_audit_is_a_qxs_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs audit`` (issue 20) is registered: a tiny run writes its JSON with the bar metrics."""
    out = tmp_path / "audit.json"
    argv = ["audit", "--players", "5", "--games", "8", "--quiet", "--json", str(out)]
    assert main(argv) == 0
    rep = json.loads(out.read_text())
    metrics = rep["player_counts"]["standard"]["5"]["metrics"]
    assert 0.0 <= metrics["leader_kills_righteous_rate"] <= 1.0
    assert main(["audit", "--players", "2"]) == 2


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("qxs_env ")


def test_fuzz_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs fuzz --game``: an unknown game is refused with the registry's message (exit 2, one
    line, no traceback); a game without a fuzz slice: tests/test_fuzz_any_game.py."""
    assert main(["fuzz", "--game", "chess", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess': the games are " in err and "qunxiasha" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seed", "9223372036854775808"], "--seed must be below 2**63"),
        (["--seed", str(2**70)], "--seed must be below 2**63"),
        (["--agents", "os:getcwd"], "not a batch policy"),
        (["--agents", "os:sep"], "not a policy factory"),
        (["--agents", "cult=os:getcwd,*=random"], "not a batch policy"),
    ],
)
def test_simulate_bad_seed_or_policy_is_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 35, item 7: each was a traceback; now one line and exit 2, like every bad input."""
    assert main(["simulate", "--players", "5", "--games", "1", "--quiet", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_play_and_audit_refuse_a_seed_too_large(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--seed", str(2**63)]) == 2
    assert "--seed must be below 2**63" in capsys.readouterr().err
    assert main(["audit", "--seed", str(2**63), "--games", "1"]) == 2
    assert "--seed must be below 2**63" in capsys.readouterr().err
