"""三国杀's heuristic and audit are reached through the ruleset registry: ``qxs simulate --game
sanguosha --agents heuristic`` and ``qxs audit --game sanguosha`` run, and per-identity
assignments route the heuristic to the seats of one identity."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents.sanguosha_heuristic import HeuristicPolicy
from qxs_env.cli.main import main
from qxs_env.lab import simulate as lab
from qxs_env.rulesets import registry
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig


def test_the_descriptor_names_the_heuristic_and_the_audit() -> None:
    sgs = registry.get("sanguosha")
    policy = sgs.policies["heuristic"](SanguoshaConfig(players=6, max_turns=40))
    assert isinstance(policy, HeuristicPolicy) and policy.max_turns == 40
    assert sgs.audit == "agents.sanguosha_audit:audit"
    spec = lab.parse_agents("rebel=heuristic,*=random", game="sanguosha")
    names, route = spec.names(), spec.route_table(5)
    assert (route[:, 2] == names.index("heuristic")).all()  # identity 2: the rebels
    assert (route[:, [0, 1, 3]] == names.index("random")).all()


def test_simulate_and_audit_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sim.json"
    args = ["--game", "sanguosha", "--players", "5", "--games", "6", "--quiet"]
    assert main(["simulate", *args, "--agents", "heuristic", "--json", str(out)]) == 0
    result = json.loads(out.read_text("utf-8"))
    assert result["games"] == 6 and set(result["identities"]) == {
        "lord",
        "loyalist",
        "rebel",
        "renegade",
    }
    capsys.readouterr()
    assert main(["audit", *args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "sanguosha" and report["configs"][0]["games"] == 6
