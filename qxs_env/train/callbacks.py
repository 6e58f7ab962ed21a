"""The stable-baselines3 callbacks of a training run (progress bar, learning curve, time
limit, checkpoints, self-play snapshots). Stable-baselines3 is imported when they are made.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import numpy as np


def make_callbacks(
    recipe: dict[str, Any], venv: Any, out: Path, total: int, progress: bool, curve: list
) -> list:
    """The callbacks of one ``model.learn`` run of :func:`~qxs_env.train.trainer.train`: the
    learning curve (appended to ``curve``), the ``max_minutes`` time limit, a progress bar over
    ``total`` timesteps (with ``progress``), checkpoints every ``checkpoint_every`` timesteps
    under ``out/checkpoints`` and the self-play pool of snapshots (the recipe's ``self_play``)."""
    from stable_baselines3.common.callbacks import BaseCallback, CheckpointCallback

    class Progress(BaseCallback):
        """tqdm bar over the timesteps of this run, with the recent mean result."""

        def _on_training_start(self) -> None:
            from tqdm.auto import tqdm

            self.start = self.num_timesteps
            self.bar = tqdm(total=total, unit="step", desc=f"train {recipe['identity']}")

        def _on_step(self) -> bool:
            self.bar.n = self.num_timesteps - self.start
            if self.n_calls % 20 == 0:
                res = venv.recent_results(200)
                if res:
                    self.bar.set_postfix(result=f"{np.mean(res):+.3f}", refresh=False)
                self.bar.refresh()
            return True

        def _on_training_end(self) -> None:
            self.bar.n = self.num_timesteps - self.start
            self.bar.close()

    class SelfPlay(BaseCallback):
        """Every ``every`` timesteps, snapshot the policy into the pool of the VecEnv."""

        def __init__(self, every: int, pool: int, prob: float) -> None:
            super().__init__()
            self.every, self.size, self.prob = every, pool, prob
            self.pool: list[Any] = []
            self.next = every

        def _on_step(self) -> bool:
            if self.num_timesteps >= self.next:
                from qxs_env.train.policy import TrainedPolicy, net_from_sb3

                self.next += self.every
                net, _, _ = net_from_sb3(self.model)
                snap = TrainedPolicy(
                    nets={recipe["identity"]: net},
                    hints={recipe["identity"]: bool(recipe["hint"])},
                    inputs={recipe["identity"]: venv.inputs},
                    deterministic=False,
                    deck=recipe["deck"],
                )
                self.pool = [*self.pool, snap][-self.size :]
                venv.set_pool(self.pool, self.prob)
            return True

    class Curve(BaseCallback):
        """After every rollout, (timesteps, games finished, mean result of the last 200
        games) into ``curve`` (the learning curve in the summary)."""

        def _on_step(self) -> bool:
            return True

        def _on_rollout_end(self) -> None:
            res = venv.recent_results(200)
            if res:
                curve.append([int(self.num_timesteps), venv.episodes_done, float(np.mean(res))])

    class TimeLimit(BaseCallback):
        """Stop learning once ``max_minutes`` of wall time have passed."""

        def __init__(self, minutes: float) -> None:
            super().__init__()
            self.limit = minutes * 60.0

        def _on_training_start(self) -> None:
            self.t0 = time.perf_counter()

        def _on_step(self) -> bool:
            return time.perf_counter() - self.t0 < self.limit

    cbs: list[Any] = [Curve()]
    if recipe.get("max_minutes"):
        cbs.append(TimeLimit(float(recipe["max_minutes"])))
    if progress:
        cbs.append(Progress())
    every = int(recipe["checkpoint_every"] or 0)
    if every > 0:
        cbs.append(
            CheckpointCallback(
                save_freq=max(1, every // venv.num_envs),
                save_path=str(out / "checkpoints"),
                name_prefix=recipe["identity"],
            )
        )
    sp = recipe.get("self_play")
    if sp:
        cbs.append(SelfPlay(int(sp["every"]), int(sp["pool"]), float(sp["prob"])))
    return cbs
