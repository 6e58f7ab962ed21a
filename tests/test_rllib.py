"""examples/rllib_train.py: the RLlib multi-agent env follows the game and RLlib's turn-based
protocol, the masked module never gives weight to an illegal action, and one PPO training
iteration runs end to end (in a subprocess, so that Ray's global state stays out of pytest).

Needs the ``ray`` extra (ray[rllib] and torch); skipped without it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

pytestmark = pytest.mark.extras  # needs the train/ray extras: CI runs it with them
pytest.importorskip("ray.rllib")
pytest.importorskip("torch")

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rllib_train.py"
if not EXAMPLE.exists():
    pytest.skip("examples/ is not in this tree", allow_module_level=True)


def _example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rllib_train_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


ex = _example()


def test_env_plays_a_game_by_identity() -> None:
    from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES

    env = ex.QxsMultiAgentEnv({"players": 6})
    assert sorted(env.possible_agents) == sorted(ex.identity_agents(6, "standard"))
    assert all(ex.identity_of(a) in IDENTITY_NAMES for a in env.possible_agents)
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=12)
    acted: set[str] = set()
    steps = 0
    while True:
        assert len(obs) == 1  # one acting agent at a time
        ((agent, o),) = obs.items()
        assert env.observation_spaces[agent].contains(o)
        # the acting agent is the seat the engine waits for, named by that seat's identity
        seat = int(env.game.agent_selection.split("_")[1])
        ident = int(env.game.engine.state["ident"][0, seat])
        assert ex.identity_of(agent) == IDENTITY_NAMES[ident]
        legal = np.flatnonzero(o["action_mask"])
        assert list(legal) == list(env.game.engine.legal_actions(0))
        acted.add(agent)
        obs, rew, term, trunc, info = env.step({agent: int(rng.choice(legal))})
        steps += 1
        if term["__all__"] or trunc["__all__"]:
            break
        assert set(rew) == set(obs) and not any(rew.values())
    # the end: every seat's result and a last observation; winners +1, losers -1
    assert set(obs) == set(rew) == set(env.possible_agents)
    assert acted <= set(rew)
    assert term["__all__"] and not trunc["__all__"]
    winners = next(iter(info.values()))["winners"]
    assert winners
    for a, r in rew.items():
        assert r == (1.0 if ex.identity_of(a) in winners else -1.0)
    assert steps > 10


def test_env_rejects_illegal_and_foreign_actions() -> None:
    env = ex.QxsMultiAgentEnv({"players": 5})
    obs, _ = env.reset(seed=3)
    ((agent, o),) = obs.items()
    illegal = int(np.flatnonzero(o["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="illegal action"):
        env.step({agent: illegal})
    other = next(a for a in env.possible_agents if a != agent)
    with pytest.raises(ValueError, match="expected an action"):
        env.step({other: 0})


def test_masked_module_gives_illegal_actions_no_weight() -> None:
    import torch
    from ray.rllib.core.columns import Columns

    env = ex.QxsMultiAgentEnv({"players": 5})
    agent = env.possible_agents[0]
    module = ex.MaskedPPOModule(
        observation_space=env.observation_spaces[agent],
        action_space=env.action_spaces[agent],
        model_config={"hidden": [16]},
    )
    batch_obs = []
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(1)
    for _ in range(20):
        ((a, o),) = obs.items()
        batch_obs.append(o)
        obs, *_ = env.step({a: int(rng.choice(np.flatnonzero(o["action_mask"])))})
    batch = {
        Columns.OBS: {k: torch.as_tensor(np.stack([o[k] for o in batch_obs])) for k in batch_obs[0]}
    }
    with torch.no_grad():
        out = module.forward_exploration(batch)
        logits = out[Columns.ACTION_DIST_INPUTS]
        probs = torch.softmax(logits, dim=-1).numpy()
        values = module.compute_values(batch)
    mask = batch[Columns.OBS]["action_mask"].numpy() > 0.5
    assert (probs[~mask] == 0).all()
    assert np.allclose(probs.sum(axis=1), 1.0)
    assert (probs[mask] > 0).all()
    assert values.shape == (20,)


def test_policy_mapping() -> None:
    args = ex.parse_args(["--players", "8", "--mode", "melee"])
    config = ex.build_config(args)
    assert set(config.policies) == {ex.identity_of(a) for a in ex.identity_agents(8, "melee")}
    assert config.policy_mapping_fn("cult_1", None) == "cult"
    shared = ex.build_config(ex.parse_args(["--shared"]))
    assert set(shared.policies) == {ex.SHARED_POLICY}
    assert shared.policy_mapping_fn("leader_0", None) == ex.SHARED_POLICY


def test_one_training_iteration(tmp_path: Path) -> None:
    """The example's command line: one PPO iteration with tiny batches, on CPU."""
    out = tmp_path / "history.json"
    argv = [
        sys.executable,
        str(EXAMPLE),
        "--players", "5",
        "--iterations", "1",
        "--batch-size", "256",
        "--minibatch-size", "64",
        "--epochs", "1",
        "--fragment", "64",
        "--hidden", "32",
        "--json", str(out),
    ]  # fmt: skip
    env = {**os.environ, "RAY_DEDUP_LOGS": "0"}
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=900, env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    history = json.loads(out.read_text(encoding="utf-8"))
    assert len(history) == 1
    row = history[0]
    assert row["iteration"] == 1 and row["env_steps"] >= 256
    # every identity of the 5-player game has its own policy, and each was trained
    assert set(row["policy_loss"]) == {"leader", "righteous", "cult", "court"}
    assert all(np.isfinite(v) for v in row["policy_loss"].values())
