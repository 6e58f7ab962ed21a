"""The lab and the command line with heroes: ``qxs simulate --heroes`` win rates per hero and
``qxs bench --heroes``.
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs.api import implemented_heroes
from qxs_env.rulesets.qxs.config import GameConfig


def test_lab_reports_win_rates_per_hero():
    """qxs simulate --heroes implemented: a win-rate table per hero (with intervals)."""
    from qxs_env.lab import simulate as lab

    config = GameConfig(players=5, heroes="implemented", max_turns=200)
    res = lab.simulate(config, 24, "random", seed=3)
    rep = res.config_report(0)
    heroes = rep["heroes"]
    assert heroes and set(heroes) <= set(implemented_heroes())
    assert sum(row["games"] for row in heroes.values()) == 5 * rep["games"]
    for row in heroes.values():
        assert 0.0 <= row["ci_low"] <= row["ci_high"] <= 1.0


def test_cli_simulate_heroes(capsys):
    from qxs_env.cli.main import main

    assert (
        main(["simulate", "--players", "5", "--games", "12", "--heroes", "implemented", "--quiet"])
        == 0
    )
    out = capsys.readouterr().out
    assert "hero" in out
    assert main(["simulate", "--players", "5", "--games", "4", "--heroes", "all", "--quiet"]) == 0


def test_cli_bench_with_heroes(capsys: pytest.CaptureFixture[str]) -> None:
    """`qxs bench --heroes implemented` measures games with drafted heroes."""
    import json

    from qxs_env.cli.main import main

    argv = ["bench", "--json", "--seconds", "0.3", "--quiet", "--num-envs", "16"]
    assert main([*argv, "--heroes", "implemented"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["heroes"] == "implemented"
    assert r["engine_decisions_per_s"] > 0 and r["decisions_per_game"] > 0
