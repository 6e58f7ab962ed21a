"""Tests of the ``qxs`` command line (qxs_env.cli) and the statistics helpers (qxs_env.stats)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from qxs_env import stats
from qxs_env.cli import main
from qxs_env.constants import IDENTITY_NAMES
from qxs_env.content import identity_counts


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


def test_game_results_aggregation() -> None:
    res = stats.GameResults(identity_counts(8, "melee"))
    res.add(winners=0b11, turns=10, truncated=False)  # leader + righteous
    res.add(winners=0b100, turns=20, truncated=False)  # cult
    res.add(winners=0, turns=500, truncated=True)
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
    assert r["config"]["deck"] == "starter"
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
        ["simulate", "--deck", "standard"],
        ["simulate", "--agents", "heuristic"],
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


def test_agents_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--agents", "heuristic"]) == 2
    assert "issue 5" in capsys.readouterr().err


@pytest.mark.parametrize(("command", "issue"), [("play", "5"), ("train", "6"), ("eval", "6")])
def test_later_commands(command: str, issue: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command]) == 2
    err = capsys.readouterr().err
    assert "not available yet" in err and f"issue {issue}" in err


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
