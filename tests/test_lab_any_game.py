"""The lab and ``qxs simulate`` serve any registered game (issue 32, scope 1): the toy game of
``tests/toy_ruleset`` is played, tabulated, saved and printed through the same functions as
群侠杀, with its own identities and without 群侠杀's columns (deck, heroes) or agents."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from toy_ruleset import RULESET as TOY
from toy_ruleset import ToyConfig

from qxs_env.cli.main import main
from qxs_env.lab import simulate as lab
from qxs_env.rulesets import registry


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[None]:
    """The toy game in the registry (with its origin, so worker processes find it too)."""
    registry.register(TOY, replace=True, origin="toy_ruleset.ruleset:RULESET")
    yield
    registry.unregister(TOY.name)


def test_configurations_and_agents_of_the_toy() -> None:
    configs = lab.configurations("4-6", game="toy")
    assert [type(c) for c in configs] == [ToyConfig] * 3
    assert [c.players for c in configs] == [4, 5, 6]
    spec = lab.parse_agents("rebel=random,*=random", game="toy")
    assert spec.game == "toy" and str(spec) == "rebel=random,*=random"
    with pytest.raises(lab.LabError, match="use an identity \\(leader, loyal, rebel\\)"):
        lab.parse_agents("cult=random,*=random", game="toy")
    with pytest.raises(lab.LabError, match="unknown agents 'heuristic'") as refused:
        lab.parse_agents("heuristic", game="toy")  # 群侠杀's agents are not the toy's
    known = str(refused.value).split("known policies are ")[1].split(", ")
    assert {"random", "trained"} <= set(known) and "heuristic" not in known
    with pytest.raises(lab.LabError, match="players must be 4-6"):
        lab.configurations("8", game="toy")
    with pytest.raises(lab.LabError, match="the agents spec is for qunxiasha"):
        lab.simulate(configs, 4, lab.parse_agents("random"))


def test_simulate_tabulates_the_toys_identities(tmp_path: Path) -> None:
    configs = lab.configurations("4,6", game="toy")
    res = lab.simulate(configs, 60, "random", seed=3, num_envs=16, chunk=32)
    assert res.games == 120 and res.complete
    rep = res.report()
    assert rep["game"] == "toy"
    for conf in rep["configurations"]:
        assert conf["game"] == "toy"
        assert set(conf["identities"]) == {"leader", "loyal", "rebel"}
        decided = conf["games"] - conf["truncated"]
        rebels = conf["identities"]["rebel"]["wins"]
        assert conf["identities"]["leader"]["wins"] + rebels == decided  # two sides
        assert set(conf["positions"]) == {f"pos{k}" for k in range(conf["config"]["players"])}
    res.write_csv(tmp_path / "r.csv")
    rows = list(csv.DictReader((tmp_path / "r.csv").open()))
    assert rows and set(rows[0]) >= {"game", "players", "mode", "kind", "group", "win_rate"}
    assert "deck" not in rows[0] and "heroes" not in rows[0]
    assert {r["game"] for r in rows} == {"toy"}
    again = lab.simulate(configs, 60, "random", seed=3, num_envs=7, chunk=32)
    assert again.report()["configurations"] == rep["configurations"]


def test_simulate_with_workers_registers_the_game_in_each_worker() -> None:
    config = ToyConfig(players=5)
    here = lab.simulate(config, 40, "random", seed=5, chunk=10)
    pooled = lab.simulate(config, 40, "random", seed=5, chunk=10, workers=2)
    assert pooled.report()["identities"] == here.report()["identities"]
    assert pooled.results[0].won == here.results[0].won


def test_qxs_simulate_game_toy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "toy.json"
    rc = main(["simulate", "--game", "toy", "--players", "5", "--games", "30", "--quiet",
               "--json", str(out)])  # fmt: skip
    text = capsys.readouterr().out
    assert rc == 0
    assert "Toy (a test game of strikes" in text and "rebel" in text
    assert "deck" not in text.split("\n== ")[1].splitlines()[0]  # the toy has no deck
    rep = json.loads(out.read_text())
    assert rep["game"] == "toy" and rep["games"] == 30
    resumed = main(["simulate", "--resume", str(out)])
    assert resumed == 2 and "complete" in capsys.readouterr().err


def test_qxs_simulate_refuses_what_the_game_lacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "chess", "--games", "1"]) == 2
    assert "unknown game 'chess': the games are" in capsys.readouterr().err
    assert main(["simulate", "--game", "toy", "--players", "5", "--deck", "basic"]) == 2
    assert "game toy takes none of --deck" in capsys.readouterr().err
    assert main(["audit", "--game", "toy", "--players", "5", "--games", "1"]) == 2
    assert "game toy has no audit" in capsys.readouterr().err


def test_qxs_bench_game_toy(capsys: pytest.CaptureFixture[str]) -> None:
    """``qxs bench --game toy``: the environments' figures; the engine loop figure is n/a (the
    toy registers no ``play_random_games``)."""
    rc = main(["bench", "--game", "toy", "--players", "5", "--seconds", "0.05", "--num-envs",
               "4", "--quiet", "--json"])  # fmt: skip
    assert rc == 0
    r = json.loads(capsys.readouterr().out)
    assert r["game"] == "toy" and r["players"] == 5 and "deck" not in r
    assert r["vector_decisions_per_s"] > 0 and r["aec_steps_per_s"] > 0
    assert r["engine_decisions_per_s"] is None
    assert r["aec_config"] == {"players": 5, "mode": "standard"}
