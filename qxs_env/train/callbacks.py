"""The stable-baselines3 callbacks of a training run (progress bar, learning curve, time
limit, stop on a signal, checkpoints, self-play snapshots). Stable-baselines3 is imported when
they are made.

A run stops cleanly on SIGINT (Ctrl-C) or SIGTERM: learning ends after the current step and
the trainer saves ``model.zip``, the agent and the summary as at a normal end, so a long run
can be stopped at any moment and continued later with ``--resume OUT/model.zip`` (issue 33: a
run spans sessions and machines). A second signal during the save interrupts as usual.
"""

from __future__ import annotations

import signal
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
"""The signals that stop a run cleanly (:func:`make_callbacks`' ``StopOnSignal``)."""


def make_callbacks(
    recipe: dict[str, Any],
    venv: Any,
    out: Path,
    total: int,
    progress: bool,
    curve: list,
    stop: dict[str, Any] | None = None,
) -> list:
    """The callbacks of one ``model.learn`` run of :func:`~qxs_env.train.trainer.train`: the
    learning curve (appended to ``curve``), the ``max_minutes`` time limit, a progress bar over
    ``total`` timesteps (with ``progress``), a clean stop on SIGINT/SIGTERM (the signal's name
    put in ``stop["by"]``; module docstring), checkpoints every ``checkpoint_every`` timesteps
    under ``out/checkpoints`` and the self-play pool of snapshots (the recipe's ``self_play``)."""
    from stable_baselines3.common.callbacks import BaseCallback, CheckpointCallback

    stop = stop if stop is not None else {}
    stop.setdefault("by", None)

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

    cbs: list[Any] = [Curve(), *_stop_callbacks(recipe, stop, TimeLimit)]
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


def _stop_callbacks(recipe: dict[str, Any], stop: dict[str, Any], time_limit: type) -> list:
    """The callbacks that end learning early and record why in ``stop["by"]``: a signal
    (SIGINT/SIGTERM, module docstring) and the recipe's ``max_minutes`` (``time_limit``, the
    :class:`TimeLimit` of :func:`make_callbacks`)."""
    from stable_baselines3.common.callbacks import BaseCallback

    TimeLimit = time_limit  # noqa: N806  (a class, named as in make_callbacks)

    class StopOnSignal(BaseCallback):
        """End learning after the current step once SIGINT or SIGTERM arrives (the first one
        only: the previous handlers are put back at once, so a second signal acts as usual)."""

        def _on_training_start(self) -> None:
            self.previous: dict[int, Any] = {}
            if threading.current_thread() is not threading.main_thread():
                return  # signal handlers can only be set in the main thread

            def handler(signum: int, frame: Any) -> None:
                stop["by"] = signal.Signals(signum).name
                self._restore()

            for sig in STOP_SIGNALS:
                self.previous[sig] = signal.signal(sig, handler)

        def _restore(self) -> None:
            for sig, old in self.previous.items():
                signal.signal(sig, old)
            self.previous = {}

        def _on_step(self) -> bool:
            return stop["by"] is None

        def _on_training_end(self) -> None:
            self._restore()

    class TimeLimitStop(TimeLimit):
        """:class:`TimeLimit` that also records why it stopped (``stop["by"]``)."""

        def _on_step(self) -> bool:
            if super()._on_step():
                return True
            stop["by"] = "max_minutes"
            return False

    cbs: list[Any] = [StopOnSignal()]
    if recipe.get("max_minutes"):
        cbs.append(TimeLimitStop(float(recipe["max_minutes"])))
    return cbs
