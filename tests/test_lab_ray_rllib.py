"""RLlib checkpoints as lab policies (``--agents cult=rllib:PATH@MODULE``) and the RLlib
example's argument checks.

A checkpoint of examples/rllib_train.py (one tiny PPO iteration, trained once for the module in
a subprocess) plays the cult seats of ``qxs simulate``; it plays greedily, so its numbers do not
depend on the chunking. Needs the ``ray`` extra (ray[rllib] and torch).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.extras
pytest.importorskip("ray.rllib")
pytest.importorskip("torch")

from qxs_env.cli.main import main  # noqa: E402
from qxs_env.lab import simulate as lab  # noqa: E402

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rllib_train.py"
if not EXAMPLE.exists():
    pytest.skip("examples/ is not in this tree", allow_module_level=True)


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A checkpoint of the example after one tiny iteration (5 players, one module per
    identity)."""
    out = tmp_path_factory.mktemp("rllib") / "ckpt"
    argv = [sys.executable, str(EXAMPLE), "--players", "5", "--iterations", "1"]
    argv += ["--batch-size", "256", "--minibatch-size", "64", "--epochs", "1", "--fragment", "64"]
    argv += ["--hidden", "32", "--checkpoint", str(out)]
    env = {**os.environ, "RAY_DEDUP_LOGS": "0"}
    proc = subprocess.run(
        argv, capture_output=True, text=True, timeout=600, env=env, cwd=out.parent
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return out


def test_checkpoint_plays_in_the_lab(checkpoint: Path, tmp_path: Path) -> None:
    agents = f"cult=rllib:{checkpoint}@cult,*=random"
    out = tmp_path / "r.json"
    argv = ["simulate", "--quiet", "--players", "5", "--games", "60", "--num-envs", "16"]
    assert main([*argv, "--agents", agents, "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["games"] == 60 and report["agents"] == agents
    # greedy: the numbers do not depend on how the games are chunked
    configs = lab.configurations(5)
    a = lab.simulate(configs, 60, agents, seed=0, num_envs=16, chunk=60)
    b = lab.simulate(configs, 60, agents, seed=0, num_envs=8, chunk=16)
    assert a.results[0].won == b.results[0].won
    assert report["identities"] == a.report()["identities"]


def test_checkpoint_errors_are_one_line(
    checkpoint: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for agents, words in (
        (f"cult=rllib:{checkpoint},*=random", "name one"),
        (f"cult=rllib:{checkpoint}@nobody,*=random", "no module 'nobody'"),
        (f"cult=rllib:{checkpoint}-missing@cult,*=random", "no checkpoint"),
    ):
        assert main(["simulate", "--games", "5", "--agents", agents]) == 2
        err = capsys.readouterr().err.strip()
        assert words in err and len(err.splitlines()) == 1, err


def _example_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("rllib_train_args", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    "bad",
    [
        ["--iterations", "0"],
        ["--iterations", "-3"],
        ["--players", "11"],
        ["--mode", "melee", "--players", "5"],
        ["--minibatch-size", "5000"],
        ["--hidden", "32,x"],
        ["--lr", "0"],
        ["--env-runners", "-1"],
    ],
)
def test_example_rejects_bad_arguments(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    ex = _example_module()
    with pytest.raises(SystemExit) as info:
        ex.parse_args(bad)
    assert info.value.code == 2
    assert bad[0] in capsys.readouterr().err


def test_tune_example_then_lab(tmp_path: Path) -> None:
    """examples/rllib_tune.py: two tiny trials (two learning rates), a checkpoint each, and the
    printed ``qxs simulate`` agents spec plays the best one."""
    tune_example = EXAMPLE.parent / "rllib_tune.py"
    out = tmp_path / "tune.json"
    argv = [sys.executable, str(tune_example), "--players", "5", "--lrs", "1e-4,1e-3"]
    argv += ["--iterations", "1", "--batch-size", "128", "--minibatch-size", "64"]
    argv += ["--fragment", "64", "--hidden", "16", "--storage", str(tmp_path / "runs")]
    argv += ["--json", str(out)]
    env = {**os.environ, "RAY_DEDUP_LOGS": "0"}
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=600, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    result = json.loads(out.read_text(encoding="utf-8"))
    assert sorted(t["lr"] for t in result["trials"]) == [1e-4, 1e-3]
    best = result["best"]["checkpoint"]
    assert best and "," not in best and "=" not in best
    assert main(["simulate", "--quiet", "--players", "5", "--games", "20", "--num-envs", "8",
                 "--agents", f"cult=rllib:{best}@cult,*=random"]) == 0  # fmt: skip


@pytest.mark.parametrize("bad", [["--lrs", "0"], ["--lrs", "x"], ["--iterations", "0"]])
def test_tune_example_rejects_bad_arguments(bad: list[str]) -> None:
    tune_example = EXAMPLE.parent / "rllib_tune.py"
    proc = subprocess.run(
        [sys.executable, str(tune_example), *bad], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 2 and bad[0] in proc.stderr
