"""What ``qxs train`` says (issue 19, item 6): the configuration before anything slow, the
rounding of the requested timesteps up to whole rollouts, and an end summary with numbers of
3 decimals and the mean result of the last N games, N = the games played (500 at most), with
what the result means."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.extras  # needs the train/ray extras: CI runs it with them
pytest.importorskip("torch")
pytest.importorskip("sb3_contrib")

from qxs_env.cli.train import summary_lines  # noqa: E402
from qxs_env.train.trainer import (  # noqa: E402
    describe_configs,
    load_recipe,
    result_counts,
    result_summary,
    rollout_plan,
    start_message,
)


def test_rollout_plan_rounds_up_and_says_so() -> None:
    total, msg = rollout_plan(4000, 16, 576)
    assert total == 9216
    assert msg == (
        "4,000 steps requested; PPO collects whole rollouts of 16 envs × 576 steps = 9,216, "
        "so it will run 9,216"
    )
    total, msg = rollout_plan(10_000, 72, 128)
    assert total == 18_432 and msg.endswith("so it will run 18,432 (2 rollouts)")
    total, msg = rollout_plan(9216, 72, 128)  # a multiple: nothing is rounded
    assert total == 9216 and "requested" not in msg and "1 rollout of 72 envs" in msg


def test_result_summary_counts_the_games_played() -> None:
    counts = result_counts([1.0, -1.0, -1.0])
    assert counts == {"games": 3, "won": 1, "lost": 2, "cut": 0, "mean": pytest.approx(-1 / 3)}
    text = result_summary(counts)
    assert text.startswith("mean result of the last 3 games: -0.333 ")
    assert "+1 win, -1 loss" in text and "1 won, 2 lost" in text
    assert "last 1 game: +1.000" in result_summary(result_counts([1.0]))
    assert "1 cut" in result_summary(result_counts([0.0, 1.0]))
    assert result_summary(result_counts([])) == "no game finished yet (no mean result)"


def _summary(**kw: Any) -> dict[str, Any]:
    base = {
        "identity": "cult",
        "recipe": {"max_minutes": None},
        "timesteps": 9216,
        "timesteps_this_run": 9216,
        "timesteps_requested": 4000,
        "timesteps_planned": 9216,
        "learn_seconds": 12.3,
        "env_share": 0.1234,
        "episodes": 65,
        "last_results": result_counts([1.0] * 53 + [-1.0] * 12),
    }
    return {**base, **kw}


def test_summary_lines_with_few_games() -> None:
    first, second = summary_lines(_summary())
    assert first == (
        "qxs train: cult: 9,216 timesteps (9,216 this run; 4,000 requested, rounded up to "
        "whole rollouts) in 12 s; environment 12.3% of the training time; 65 games"
    )
    # 65 games played: N is 65, not 500; 3 decimals
    assert second == (
        "  mean result of the last 65 games: +0.631 "
        "(+1 win, -1 loss, 0 cut at the turn limit: 53 won, 12 lost)"
    )
    exact = summary_lines(_summary(timesteps_requested=9216))[0]
    assert "requested" not in exact and "(9,216 this run)" in exact
    stopped = summary_lines(
        _summary(timesteps_this_run=4608, timesteps=4608, recipe={"max_minutes": 0.5})
    )[0]
    assert "stopped after 0.5 minutes (max_minutes), 9,216 were planned" in stopped


def test_start_message_names_the_configuration() -> None:
    recipe = load_recipe(identity="cult")
    assert recipe["heroes"] == "off"  # the shipped recipe: the shipped agent's game
    recipe.update(configs=["8"], deck="standard", heroes="standard", num_envs=16, max_minutes=None)
    msg = start_message(recipe, 4000)
    assert msg.startswith("training cult at 8 players, standard deck, heroes standard, against")
    assert "heuristic opponents: 4,000 steps; 16 game slots, seed 0" in msg
    recipe.update(configs=["5", "8", "8", "8m"], max_minutes=20)
    assert describe_configs(recipe).startswith("5, 8 (×2) and 8 melee players, standard deck")
    assert "or 20 minutes of PPO, whichever comes first" in start_message(recipe)
    recipe.update(configs=["8m"])
    assert describe_configs(recipe).startswith("8 players (melee), standard deck")


def test_qxs_train_says_what_it_does(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run end to end: the progress lines (stderr) come in order, before the bar, and
    the summary (stdout) explains the rounding."""
    from qxs_env.cli.main import main

    recipe = tmp_path / "tiny.yaml"
    recipe.write_text(
        "identity: cult\nconfigs: ['5']\ndeck: starter\nheroes: 'off'\nnum_envs: 4\n"
        "checkpoint_every: 0\nmax_turns: 4\n"  # games end (cut) within the 128 steps
        "warmstart: {steps: 32, epochs: 1}\n"
        "ppo: {n_steps: 16, batch_size: 32, n_epochs: 1, net_arch: [8]}\n"
    )
    argv = ["train", "--identity", "cult", "--recipe", str(recipe), "--timesteps", "100"]
    assert main([*argv, "--out", str(tmp_path / "run"), "--no-tensorboard"]) == 0
    cap = capsys.readouterr()
    lines = [ln for ln in cap.err.splitlines() if ln.startswith("train: ")]
    assert lines[0].startswith("train: training cult at 5 players, starter deck, heroes ")
    assert "100 steps; 4 game slots" in lines[0]
    plan = (
        "train: 100 steps requested; PPO collects whole rollouts of 4 envs × 16 steps = 64, "
        "so it will run 128 (2 rollouts)"
    )
    assert plan in lines
    order = ["building 4 game slots", "steps requested", "warm start:", "learning (masked PPO)"]
    where = [next(i for i, ln in enumerate(lines) if key in ln) for key in order]
    assert where == sorted(where)
    assert "128 timesteps (128 this run; 100 requested, rounded up to whole rollouts)" in cap.out
    assert "mean result of the last " in cap.out and "+1 win, -1 loss" in cap.out
    # --quiet: the summary only
    assert main([*argv, "--out", str(tmp_path / "q"), "--no-tensorboard", "--quiet"]) == 0
    cap = capsys.readouterr()
    assert "train: " not in cap.err and "rounded up to whole rollouts" in cap.out


def test_qxs_train_takes_the_game_options_of_simulate(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--deck`` and ``--heroes`` override the recipe's game (issue 33, scope 6), are checked
    as ``qxs simulate`` checks them (one line, exit 2), and are in the recorded command."""
    import qxs_env.train.trainer as trainer
    from qxs_env.cli.main import main

    seen: dict[str, Any] = {}

    def fake_train(recipe: dict[str, Any], out: Path, **kw: Any) -> dict[str, Any]:
        seen.update(recipe=dict(recipe), command=kw["command"])
        raise SystemExit(0)

    monkeypatch.setattr(trainer, "train", fake_train)
    argv = ["train", "--identity", "cult", "--out", str(tmp_path / "r"), "--no-tensorboard"]
    with pytest.raises(SystemExit):
        main([*argv, "--deck", "standard", "--heroes", "standard"])
    assert seen["recipe"]["deck"] == "standard" and seen["recipe"]["heroes"] == "standard"
    assert "--deck standard --heroes standard" in seen["command"]
    assert main([*argv, "--heroes", "bogus"]) == 2
    assert "heroes must be one of" in capsys.readouterr().err
    assert main([*argv, "--deck", "nodeck"]) == 2
    assert "unknown deck 'nodeck'" in capsys.readouterr().err


def test_a_signal_stops_training_cleanly_and_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """SIGTERM (or Ctrl-C's SIGINT) during learning ends it after the current step and saves the
    model, the agent and the summary, which says why, so the run can be resumed (issue 33: long
    runs span sessions). The handlers are put back afterwards."""
    import os
    import signal

    import torch
    from stable_baselines3.common.callbacks import BaseCallback

    import qxs_env.train.callbacks as callbacks
    import qxs_env.train.trainer as trainer
    from qxs_env.cli.main import main

    real = callbacks.make_callbacks

    class SendSignal(BaseCallback):
        def _on_step(self) -> bool:
            if self.n_calls == 3:
                os.kill(os.getpid(), signal.SIGTERM)
            return True

    def with_signal(*args: Any, **kw: Any) -> list:
        return [SendSignal(), *real(*args, **kw)]

    monkeypatch.setattr(trainer, "make_callbacks", with_signal)
    before = signal.getsignal(signal.SIGTERM)
    recipe = tmp_path / "tiny.yaml"
    recipe.write_text(
        "identity: cult\nconfigs: ['5']\ndeck: starter\nheroes: 'off'\nnum_envs: 4\n"
        "checkpoint_every: 0\nmax_turns: 4\nwarmstart: null\n"
        "ppo: {n_steps: 16, batch_size: 32, n_epochs: 1, net_arch: [8]}\n"
    )
    out = tmp_path / "run"
    argv = ["train", "--identity", "cult", "--recipe", str(recipe), "--timesteps", "640"]
    assert main([*argv, "--out", str(out), "--no-tensorboard", "--quiet"]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["stopped_by"] == "SIGTERM"
    assert summary["timesteps_this_run"] < summary["timesteps_planned"] == 640
    assert (out / "model.zip").exists() and (out / "cult.pt").exists()
    assert f"stopped by SIGTERM (saved: continue with --resume {out / 'model.zip'})" in (
        capsys.readouterr().out
    )
    assert signal.getsignal(signal.SIGTERM) is before
    # the compact agent of the saved model, without playing: it starts a run with --init-from
    from qxs_env.train.inputs import init_agent

    full = trainer.load_recipe(recipe)
    agent = trainer.export_checkpoint(out / "model.zip", full, tmp_path / "exported")
    assert agent == tmp_path / "exported" / "cult.pt"
    net, inputs = init_agent(agent, full)
    saved, _ = init_agent(out / "cult.pt", full)
    for a, b in zip(net.parameters(), saved.parameters(), strict=True):
        assert torch.equal(a, b)  # the same policy as the run's own agent
    meta = json.loads((tmp_path / "exported" / "cult.json").read_text())["meta"]
    assert meta["exported_from"] == str(out / "model.zip")
