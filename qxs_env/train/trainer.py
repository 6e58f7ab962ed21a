"""Training recipes and the training loop behind ``qxs train``.

A recipe (``agents/recipes/<identity>.yaml``) is a mapping::

    identity: cult                 # the learner's identity
    configs: ["8", "8m"]           # player counts; "8m" = the 8-player melee
    deck: starter
    opponents: heuristic           # agents.learner_games.parse_opponents spec
    seed: 0
    timesteps: 400000              # learner decisions (SB3 timesteps)
    num_envs: 64                   # game slots, split evenly over the configs
    threads: 1                     # torch.set_num_threads
    checkpoint_every: 100000       # SB3 checkpoint (model zip, resumable) every N timesteps
    max_turns: 500                 # games cut (truncated, reward 0) after this many turns
    hint: false                    # append the heuristic's choice (one-hot) to the input
    shaping: 0.0                   # potential-based reward shaping coefficient (0 = off; see
                                   #   qxs_env.train.vec_env): c * (gamma*Phi(s') - Phi(s))
    max_minutes: null              # stop PPO after this wall time even if timesteps remain
    prune_inputs: 0                # learner decisions sampled to choose the input columns the
                                   #   network reads (active_inputs); 0 = every column
    warmstart:                     # optional behaviour cloning of the heuristic, then PPO
      steps: 8192                  #   learner decisions collected from heuristic play
      epochs: 6                    #   passes over them (policy: log-likelihood; value: returns)
      lr: 0.001
      batch_size: 256              #   minibatch size
    self_play:                     # optional pool of the learner's own past snapshots
      every: 50000                 #   snapshot every N timesteps
      pool: 4                      #   keep the last N snapshots
      prob: 0.3                    #   share of games where snapshots play the other seats of
                                   #   the learner's identity (needs 2+ seats of it)
    ppo:                           # sb3_contrib.MaskablePPO arguments
      learning_rate: 0.0003
      n_steps: 128                 #   per slot and rollout
      batch_size: 1024
      n_epochs: 4
      gamma: 0.995
      gae_lambda: 0.95
      ent_coef: 0.01
      clip_range: 0.2
      net_arch: [128, 128]         #   policy and value MLPs (separate)
      activation: tanh

:func:`train` optionally chooses the input columns (:func:`active_inputs`, saved as
``OUT/inputs.npy`` + ``.json``), builds a :class:`~qxs_env.train.vec_env.QxsVecEnv`, optionally
warm-starts, runs ``MaskablePPO.learn`` with a tqdm progress bar, TensorBoard logs
(``OUT/tb``), periodic checkpoints (``OUT/checkpoints``) and self-play snapshots, then writes
``OUT/model.zip``
(resumable with ``--resume``; a resumed run takes the recipe's learning rate, clip range,
entropy coefficient, epochs, batch size, gamma and lambda, :data:`RESUME_OVERRIDES`)
and the compact agent ``OUT/<identity>.pt`` + ``.json`` sidecar
(:mod:`qxs_env.train.policy`), recording recipe, command, steps, wall time and the share of the
wall time spent inside the environment.

The pieces live by concern in sibling modules, all importable from here as before:
:mod:`qxs_env.train.recipes` (defaults, loading, the games a recipe names),
:mod:`qxs_env.train.messages` (the lines ``qxs train`` prints), :mod:`qxs_env.train.inputs`
(the input columns), :mod:`qxs_env.train.warmstart` (behaviour cloning) and
:mod:`qxs_env.train.callbacks` (progress bar, curve, checkpoints, self-play).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.train.callbacks import make_callbacks
from qxs_env.train.inputs import active_inputs, init_agent, inputs_for, save_inputs
from qxs_env.train.inputs import grown_inputs as _grown_inputs  # noqa: F401  (tests import it)
from qxs_env.train.inputs import save_inputs as _save_inputs  # noqa: F401  (tests import it)
from qxs_env.train.messages import (
    describe_configs,
    result_counts,
    result_summary,
    rollout_plan,
    start_message,
)
from qxs_env.train.recipes import (
    DEFAULTS,
    config_spec,
    load_recipe,
    parse_config,
    recipe_config,
    recipes_dir,
)
from qxs_env.train.warmstart import warmstart

__all__ = [
    "DEFAULTS",
    "HINT_HEURISTIC",
    "RESUME_OVERRIDES",
    "active_inputs",
    "config_spec",
    "describe_configs",
    "export_checkpoint",
    "init_agent",
    "load_recipe",
    "make_vec_env",
    "parse_config",
    "recipe_config",
    "recipes_dir",
    "result_counts",
    "result_summary",
    "rollout_plan",
    "start_message",
    "train",
    "warmstart",
]

HINT_HEURISTIC = "v2"
"""Which heuristic gives the hint of agents trained now (``agents.heuristic``, issue 20); a
checkpoint records it in ``meta.hint_heuristic``, and those without it (the shipped agents)
were trained with ``v1`` (``agents.heuristic_v1``), which plays their hints still."""


def make_vec_env(recipe: dict[str, Any], inputs: np.ndarray | None = None) -> Any:
    """The recipe's :class:`~qxs_env.train.vec_env.QxsVecEnv` (reading only the columns
    ``inputs`` of the full input, if given)."""
    from qxs_env.train.vec_env import QxsVecEnv

    configs = [recipe_config(recipe, c) for c in recipe["configs"]]
    return QxsVecEnv(
        recipe["identity"],
        configs,
        recipe["num_envs"],
        recipe["opponents"],
        recipe["seed"],
        hint=bool(recipe["hint"]),
        shaping=float(recipe.get("shaping") or 0.0),
        gamma=float(recipe["ppo"].get("gamma", 0.99)),
        inputs=inputs,
    )


#: PPO settings a resumed run takes from the recipe instead of the saved model (the network
#: shape and rollout length stay those of the saved model).
RESUME_OVERRIDES = (
    "learning_rate",
    "clip_range",
    "ent_coef",
    "n_epochs",
    "batch_size",
    "gamma",
    "gae_lambda",
)


def _resume_overrides(recipe: dict[str, Any]) -> dict[str, Any]:
    """The recipe's PPO settings that replace the saved model's on ``--resume``, so a run can
    be continued with other settings (e.g. a larger learning rate) by giving another recipe."""
    ppo = recipe.get("ppo") or {}
    return {k: ppo[k] for k in RESUME_OVERRIDES if k in ppo}


def _make_model(recipe: dict[str, Any], venv: Any, tb: str | None) -> Any:
    """A new ``MaskablePPO`` on ``venv`` with the recipe's PPO settings and network (separate
    policy and value MLPs of ``net_arch`` with ``activation``), on the CPU."""
    import torch
    from sb3_contrib import MaskablePPO

    ppo = dict(recipe["ppo"])
    arch = list(ppo.pop("net_arch"))
    act = {"tanh": torch.nn.Tanh, "relu": torch.nn.ReLU}[ppo.pop("activation")]
    return MaskablePPO(
        "MlpPolicy",
        venv,
        policy_kwargs={"net_arch": {"pi": arch, "vf": arch}, "activation_fn": act},
        seed=recipe["seed"],
        device="cpu",
        tensorboard_log=tb,
        verbose=0,
        **ppo,
    )


def train(
    recipe: dict[str, Any],
    out: str | Path,
    timesteps: int | None = None,
    resume: str | Path | None = None,
    progress: bool = True,
    command: str | None = None,
    tensorboard: bool = True,
    init_from: str | Path | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Train the recipe's identity for ``timesteps`` (default the recipe's) learner decisions;
    with ``resume`` (a model zip) continue that model for ``timesteps`` more; with
    ``init_from`` (a trained agent ``<identity>.pt``, e.g. a shipped one) start PPO from its
    policy and input columns, with a new value network fitted by the recipe's warm start
    (value only: the policy is not cloned). Writes the files
    listed in the module docstring under ``out`` and returns the summary written to
    ``OUT/summary.json`` (steps, wall time, env time share, results, the learning curve
    ``curve``: [timesteps, games finished, mean result of the last 200 games] per rollout,
    paths; ``stopped_by``: why learning ended before the plan, ``"max_minutes"``, ``"SIGINT"``
    or ``"SIGTERM"`` (the files are saved all the same), else None; ``timesteps_planned``: the
    steps PPO runs, ``timesteps`` rounded up to whole
    rollouts, :func:`rollout_plan`). ``log``: called with a line before each slow step (the
    configuration, input columns, building, the rollout plan, warm start, learning), so that
    ``qxs train`` is not silent before its progress bar; None = silent."""
    say = log or (lambda msg: None)
    steps = int(timesteps if timesteps is not None else recipe["timesteps"])
    if resume and init_from:
        raise ValueError("give --resume or --init-from, not both")
    t_all = time.perf_counter()
    say(start_message(recipe, steps))
    import sb3_contrib  # noqa: F401  (the train extra is checked before any slow step)
    import torch

    torch.set_num_threads(int(recipe["threads"]))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    init_net, inputs = _run_inputs(recipe, resume, init_from, say)
    if inputs is not None:
        save_inputs(out, inputs, recipe)
    venv, model = _build_env_and_model(recipe, inputs, out, resume, init_net, tensorboard, say)
    planned, plan = rollout_plan(steps, int(model.n_envs), int(model.n_steps))
    say(plan)
    w = None if resume else recipe.get("warmstart")
    ws = _run_warmstart(model, recipe, w, inputs, init_net is not None, say) if w else None
    before = model.num_timesteps
    curve: list[list[float]] = []
    venv.env_seconds = 0.0
    say(
        f"learning (masked PPO): {planned:,} steps"
        + (f", at most {recipe['max_minutes']:g} minutes" if recipe.get("max_minutes") else "")
        + "..."
    )
    t0 = time.perf_counter()
    stop: dict[str, Any] = {}
    model.learn(
        total_timesteps=steps,
        callback=make_callbacks(recipe, venv, out, planned, progress, curve, stop),
        reset_num_timesteps=not resume,
        tb_log_name=recipe["identity"],
    )
    learn_s = time.perf_counter() - t0
    model.save(str(out / "model.zip"))
    results = venv.recent_results(500)
    summary = {
        "identity": recipe["identity"],
        "recipe": recipe,
        "command": command,
        "timesteps": int(model.num_timesteps),
        "timesteps_this_run": int(model.num_timesteps - before),
        "timesteps_requested": steps,
        "timesteps_planned": planned,
        "stopped_by": stop.get("by"),
        "learn_seconds": round(learn_s, 1),
        "wall_seconds": round(time.perf_counter() - t_all, 1),
        "env_seconds": round(venv.env_seconds, 1),
        "env_share": round(venv.env_seconds / max(learn_s, 1e-9), 4),
        "episodes": venv.episodes_done,
        "mean_result_last_500": float(np.mean(results[-500:])) if results else None,
        "last_results": result_counts(results[-500:]),
        "warmstart": ws,
        "curve": curve,
        "resumed_from": str(resume) if resume else None,
        "initialised_from": str(init_from) if init_from else None,
        "torch_threads": torch.get_num_threads(),
        "inputs": venv.input_size,
        "full_input": venv.full_size,
        "dropped_rows": venv.dropped_rows,
    }
    return _save_run(out, model, recipe, inputs, summary)


def export_checkpoint(checkpoint: str | Path, recipe: dict[str, Any], out: str | Path) -> Path:
    """Write the compact agent ``OUT/<identity>.pt`` (+ its ``.json``, and the input columns
    ``OUT/inputs.npy`` + ``.json``) of a saved model zip (a run's ``model.zip`` or one of its
    ``checkpoints/``), without playing: ``qxs eval`` then measures it, and ``qxs train
    --init-from OUT/<identity>.pt`` continues it from its policy (a new value network and
    optimiser). That is how a run spans sessions (docs/training.md, "Long runs"): the agent is
    about a tenth of the model zip, which also holds the value network and Adam's state. The
    input columns are read next to the checkpoint as ``--resume`` reads them."""
    from sb3_contrib import MaskablePPO

    model = MaskablePPO.load(str(checkpoint), device="cpu")
    inputs = inputs_for(recipe, checkpoint)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    if inputs is not None:
        save_inputs(out, inputs, recipe)
    meta = {
        "identity": recipe["identity"],
        "recipe": recipe,
        "timesteps": int(model.num_timesteps),
        "exported_from": str(checkpoint),
    }
    return _write_agent(out, model, recipe, inputs, meta)


def _write_agent(
    out: Path, model: Any, recipe: dict[str, Any], inputs: np.ndarray | None, meta: dict
) -> Path:
    """The compact agent ``OUT/<identity>.pt`` of ``model``'s policy, its sidecar's meta
    ``meta`` and :data:`HINT_HEURISTIC` (the format of :mod:`qxs_env.train.policy`)."""
    from qxs_env.train.policy import net_from_sb3, save_agent

    net, hidden, act = net_from_sb3(model)
    return save_agent(
        out / f"{recipe['identity']}.pt",
        net,
        recipe["identity"],
        hidden,
        act,
        deck=recipe["deck"],
        hint=bool(recipe["hint"]),
        meta={**meta, "hint_heuristic": HINT_HEURISTIC},
        inputs=inputs,
    )


def _run_inputs(
    recipe: dict[str, Any],
    resume: str | Path | None,
    init_from: str | Path | None,
    say: Callable[[str], None],
) -> tuple[Any, np.ndarray | None]:
    """``(network to start from or None, input columns or None)`` of a run: the agent's with
    ``init_from`` (:func:`init_agent`), else those of :func:`inputs_for` (saved next to the
    resumed model, or chosen now by sampling play when the recipe has ``prune_inputs``, saying
    so since it takes a while)."""
    if init_from:
        return init_agent(init_from, recipe)
    n_cols = int(recipe.get("prune_inputs") or 0)
    if n_cols > 0 and not resume:
        say(
            f"choosing the input columns the network reads (prune_inputs): playing "
            f"{n_cols:,} sampled decisions..."
        )
    t1 = time.perf_counter()
    inputs = inputs_for(recipe, resume)
    if n_cols > 0 and not resume and inputs is not None:
        say(f"  {len(inputs):,} columns kept ({time.perf_counter() - t1:.0f} s)")
    return None, inputs


def _build_env_and_model(
    recipe: dict[str, Any],
    inputs: np.ndarray | None,
    out: Path,
    resume: str | Path | None,
    init_net: Any,
    tensorboard: bool,
    say: Callable[[str], None],
) -> tuple[Any, Any]:
    """``(venv, model)`` of a run, announced first: the recipe's game slots reading the columns
    ``inputs`` (:func:`make_vec_env`), and the saved model of ``resume`` (with the recipe's
    :data:`RESUME_OVERRIDES` and a new seed) or a new one (:func:`_make_model`), starting from
    the policy ``init_net`` if given; TensorBoard logs under ``out/tb`` if ``tensorboard``."""
    from sb3_contrib import MaskablePPO

    from qxs_env.train.policy import net_into_sb3

    arch = "x".join(str(int(h)) for h in recipe["ppo"]["net_arch"])
    if resume:
        say(f"building {int(recipe['num_envs']):,} game slots and loading {resume}...")
    else:
        say(
            f"building {int(recipe['num_envs']):,} game slots and the policy "
            f"({arch}, {recipe['ppo']['activation']})..."
        )
    venv = make_vec_env(recipe, inputs)
    tb = str(out / "tb") if tensorboard else None
    if resume:
        model = MaskablePPO.load(
            str(resume),
            env=venv,
            device="cpu",
            tensorboard_log=tb,
            custom_objects=_resume_overrides(recipe),
        )
        model.set_random_seed(recipe["seed"] + 1)
        return venv, model
    model = _make_model(recipe, venv, tb)
    if init_net is not None:
        net_into_sb3(init_net, model)
    return venv, model


def _run_warmstart(
    model: Any,
    recipe: dict[str, Any],
    w: dict[str, Any],
    inputs: np.ndarray | None,
    value_only: bool,
    say: Callable[[str], None],
) -> dict:
    """The recipe's warm start ``w`` (:func:`warmstart`, its settings with their defaults),
    announced before and after; ``value_only`` when PPO starts from a trained agent's policy."""
    say(
        f"warm start: the heuristic plays {int(w['steps']):,} learner decisions, then "
        + (
            "the value network is fitted to their results"
            if value_only
            else "the policy is fitted to its choices and the value network to the results"
        )
        + f" ({int(w.get('epochs', 4))} epochs)..."
    )
    ws = warmstart(
        model,
        recipe,
        int(w["steps"]),
        int(w.get("epochs", 4)),
        float(w.get("lr", 1e-3)),
        int(w.get("batch_size", 256)),
        inputs,
        value_only=value_only,
    )
    say(f"  warm start done ({ws['seconds']:.0f} s)")
    return ws


def _save_run(
    out: Path,
    model: Any,
    recipe: dict[str, Any],
    inputs: np.ndarray | None,
    summary: dict[str, Any],
) -> dict[str, Any]:
    """Write the compact agent ``OUT/<identity>.pt`` (its sidecar's meta: the summary and
    :data:`HINT_HEURISTIC`) and ``OUT/summary.json``; returns the summary with the paths of
    the agent and the model zip added."""
    meta = {k: v for k, v in summary.items() if k != "agent"}
    summary["agent"] = str(_write_agent(out, model, recipe, inputs, meta))
    summary["model"] = str(out / "model.zip")
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return summary
