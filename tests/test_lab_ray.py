"""``qxs simulate --ray``: the lab's chunks played as Ray tasks give exactly the numbers of one
worker; the option is parsed, documented and checked; a missing Ray is a clear error.

The tests that start Ray need the ``ray`` extra (``pip install ".[ray]"``) and are skipped
without it; each starts a private local Ray instance (a few seconds) and shuts it down.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from qxs_env.cli.main import build_parser, main
from qxs_env.lab import simulate as lab

# agents.base.RandomPolicy draws from one stream per policy (reseeded per chunk), so equal
# numbers need the same chunks in the same order of games: the strictest case for sharding
AGENTS = "cult=agents.base:RandomPolicy,*=random"


def _strip(report: dict[str, Any]) -> dict[str, Any]:
    """A report without the fields that say how it was run (time, workers, ray) and which code
    ran it (versions: the git commit moves when someone commits between the two runs)."""
    how = ("wall_time_s", "workers", "ray", "versions")
    return {k: v for k, v in report.items() if k not in how}


@pytest.mark.extras
def test_ray_local_equals_one_worker() -> None:
    pytest.importorskip("ray")
    configs = lab.configurations("5,8", "standard")
    kw: dict[str, Any] = {"seed": 5, "num_envs": 16, "chunk": 64}
    one = lab.simulate(configs, 300, AGENTS, workers=1, **kw)
    # five chunks per configuration, ten Ray tasks on two CPUs: they finish out of order
    sharded = lab.simulate(configs, 300, AGENTS, workers=2, ray="local", **kw)
    assert not sharded.interrupted
    assert not sharded.missing, sharded.failures  # every chunk played (else: why not)
    assert sharded.report()["ray"] == "local" and sharded.report()["workers"] == 2
    assert _strip(one.report()) == _strip(sharded.report())
    for r1, r2 in zip(one.results, sharded.results, strict=True):
        assert r1.index == r2.index == list(range(300))
        assert r1.seeds == r2.seeds and r1.won == r2.won and r1.turns == r2.turns
    import ray

    assert not ray.is_initialized()  # the instance simulate started is shut down


def _cli_json(tmp_path: Path, name: str, *argv: str) -> dict[str, Any]:
    out = tmp_path / f"{name}.json"
    assert main(["simulate", "--quiet", *argv, "--json", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


@pytest.mark.extras
def test_cli_ray_local_equals_one_worker(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("ray")
    args = ("--players", "5,6", "--games", "300", "--seed", "3", "--num-envs", "32")
    one = _cli_json(tmp_path, "one", *args, "--agents", AGENTS)
    capsys.readouterr()
    sharded = _cli_json(tmp_path, "ray", *args, "--agents", AGENTS, "--ray", "local")
    assert "ray local" in capsys.readouterr().out
    assert sharded["ray"] == "local" and one["ray"] is None
    assert _strip(one) == _strip(sharded)
    assert [c["games"] for c in sharded["configurations"]] == [300, 300]


def test_cli_ray_option_parsed_and_documented() -> None:
    parser = build_parser()
    args = parser.parse_args(["simulate", "--ray", "local"])
    assert args.ray == "local"
    assert parser.parse_args(["simulate"]).ray is None
    assert parser.parse_args(["simulate", "--ray", "ray://head:10001"]).ray == "ray://head:10001"
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    text = sub.choices["simulate"].format_help()
    assert "--ray ADDRESS" in text and "local" in text
    readme = Path(__file__).resolve().parent.parent / "README.md"
    if readme.exists():  # the source tree's README documents the option
        assert "--ray local" in readme.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--ray", ""],
        ["simulate", "--ray", "auto", "--workers", "2"],
    ],
)
def test_cli_ray_bad_args(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "--ray" in err or "--workers" in err
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_ray_missing_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without Ray installed (simulated by hiding the module) both the API and the CLI say
    how to install it, before any game is played."""
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(lab.LabError, match=r"qxs_env\[ray\]"):
        lab.simulate(lab.configurations(5), 10, "random", ray="local")
    assert main(["simulate", "--games", "10", "--ray", "local"]) == 2
    err = capsys.readouterr().err.strip()
    assert "qxs_env[ray]" in err and len(err.splitlines()) == 1
