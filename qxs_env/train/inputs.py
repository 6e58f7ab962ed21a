"""The network's input: the observation, with the heuristic's choice appended when the recipe
takes the hint (:func:`add_hint`), and the columns of it a trained network reads: chosen by
sampling play (:func:`active_inputs`, the recipe's ``prune_inputs``), saved next to a run
(``inputs.npy`` + ``inputs.json``) and read back on ``--resume`` (mapped if the observation has
grown at its end since), or taken from a trained agent on ``--init-from`` (:func:`init_agent`).
The games are the recipe's (:mod:`qxs_env.train.recipes`), played through the ruleset registry
(:func:`qxs_env.train.generic.learner_games`; the heuristic is the game's ``heuristic`` policy).
Torch is imported only by the functions that read checkpoints.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.train.recipes import recipe_config


def add_hint(obs: np.ndarray, mask: np.ndarray, heuristic: Any, out: np.ndarray) -> np.ndarray:
    """The *hinted* input of the policy: ``out[:, :obs_size] = obs`` and
    ``out[:, obs_size:]`` the one-hot of the heuristic's choice for the same decision (one
    ``heuristic.act`` call for all rows; any ``BatchPolicy``). With ``hint`` on, the network
    sees what the heuristic would do and learns when to deviate (residual learning on top of
    the heuristic). Returns ``out``."""
    n, size = obs.shape
    rows = np.arange(n, dtype=np.int64)
    choice = np.zeros(n, np.int64)
    heuristic.act(obs, mask, rows, choice)
    out[:, :size] = obs
    out[:, size:] = 0.0
    out[rows, size + choice] = 1.0
    return out


def active_inputs(recipe: dict[str, Any], decisions: int) -> np.ndarray:
    """The columns of the full input (observation, then the hint's one-hot if the recipe has
    ``hint``) that are nonzero at least once in ``decisions`` learner decisions sampled from
    the recipe's configurations and opponents, sorted (int64).

    Half of each configuration's sample has the heuristic play the learner's seats, half
    uniformly random legal actions (wider coverage of states than either alone); game seeds
    differ from training's. For the hint block, every action that was ever *legal* counts as
    seen (the heuristic only ever hints a legal action). Why: with heroes off and the starter
    deck, most of the observation (hero and draft blocks, card types the deck lacks) is zero
    in every decision; a column that is zero throughout training gets no gradient, so the
    first layer can skip it at no cost to what is learned and runs several times faster. A
    column that is nonzero only in states the sample missed is not seen by the network
    (:class:`~qxs_env.train.vec_env.QxsVecEnv` counts such decisions in ``dropped_rows``)."""
    from qxs_env.train.generic import heuristic_for, learner_games

    configs = [recipe_config(recipe, c) for c in recipe["configs"]]
    per = max(1, recipe["num_envs"] // len(configs))
    n_each = math.ceil(decisions / len(configs))
    rng = np.random.default_rng(recipe["seed"] + 31)
    seen = None
    for j, cfg in enumerate(configs):
        games = learner_games(per, recipe["identity"], recipe["opponents"], cfg, {})
        heur = heuristic_for(cfg)
        heur.reset(recipe["seed"] + 13)
        games.reset(recipe["seed"] * 1000 + 555 - j)
        if seen is None:
            seen = np.zeros(games.obs_size + (games.n_actions if recipe["hint"] else 0), bool)
        rows = np.arange(per, dtype=np.int64)
        acts = np.zeros(per, np.int64)
        n = 0
        while n < n_each:
            seen[: games.obs_size] |= (games.obs != 0).any(0)
            if recipe["hint"]:
                seen[games.obs_size :] |= (games.mask != 0).any(0)
            if n < n_each // 2:
                heur.act(games.obs, games.mask, rows, acts)
            else:  # a uniformly random legal action per slot
                legal = games.mask != 0
                pick = (rng.random(legal.shape) * legal).argmax(1)
                acts[:] = pick
            games.step(acts)
            n += per
    assert seen is not None
    return np.flatnonzero(seen).astype(np.int64)


def save_inputs(out: Path, inputs: np.ndarray, recipe: dict[str, Any]) -> None:
    """``inputs.npy`` and ``inputs.json`` (the observation size and layout digest they index),
    so a resumed run can map them if the observation has grown at its end since."""
    from qxs_env.train.policy import engine_signature

    sig = engine_signature(recipe["deck"])
    np.save(out / "inputs.npy", inputs)
    meta = {"obs_size": sig["obs_size"], "layout": sig["layout"]}
    (out / "inputs.json").write_text(json.dumps(meta) + "\n", encoding="utf-8")


def grown_inputs(inputs: np.ndarray, meta: Path, recipe: dict[str, Any]) -> np.ndarray:
    """Saved input columns in today's indices: unchanged when ``meta`` names today's layout;
    mapped (``policy.map_columns``) when it names a layout today's grew from at its end;
    otherwise an error (the saved model cannot read this observation; a run without ``meta``,
    from before it was written, cannot say which layout its columns index)."""
    from qxs_env.train.policy import (
        CheckpointMismatch,
        engine_signature,
        map_columns,
        prefix_digest,
    )

    if not meta.exists():
        raise CheckpointMismatch(
            f"{meta} is missing (a run of an older qxs_env): which observation layout the "
            "saved input columns index is unknown; start a new run"
        )

    m = json.loads(meta.read_text(encoding="utf-8"))
    sig = engine_signature(recipe["deck"])
    old = int(m["obs_size"])
    if old == sig["obs_size"] and m["layout"] == sig["layout"]:
        return inputs
    if old < sig["obs_size"] and m["layout"] == prefix_digest(sig, old):
        cols = map_columns(inputs, old, sig["n_actions"], bool(recipe["hint"]), sig["obs_size"])
        assert cols is not None
        return cols
    raise CheckpointMismatch(
        f"{meta}: the run was trained for another observation layout ({m['layout']}, "
        f"{old} floats; this engine: {sig['layout']}, {sig['obs_size']}); start a new run"
    )


def inputs_for(recipe: dict[str, Any], resume: str | Path | None) -> np.ndarray | None:
    """The input columns of this run: with ``resume``, those saved next to the model
    (``inputs.npy`` in its directory or the one above, as ``checkpoints/`` sits in the run's
    directory); else :func:`active_inputs` if the recipe has ``prune_inputs``; else None."""
    if resume:
        for d in (Path(resume).parent, Path(resume).parent.parent):
            if (d / "inputs.npy").exists():
                return grown_inputs(np.load(d / "inputs.npy"), d / "inputs.json", recipe)
        return None
    n = int(recipe.get("prune_inputs") or 0)
    return active_inputs(recipe, n) if n > 0 else None


def init_agent(path: str | Path, recipe: dict[str, Any]) -> tuple[Any, np.ndarray | None]:
    """The network and input columns of the trained agent ``path`` (``<identity>.pt``), checked
    against the recipe (identity, hint, hidden layers, activation) so that
    :func:`~qxs_env.train.trainer.train` can start PPO from its policy; raises ``ValueError``
    naming what differs."""
    from qxs_env.train.policy import load_agent

    net, head = load_agent(path, recipe["deck"])
    ppo = recipe["ppo"]
    want = {
        "identity": recipe["identity"],
        "hint": bool(recipe["hint"]),
        "hidden": [int(h) for h in ppo["net_arch"]],
        "activation": ppo["activation"],
    }
    have = {
        "identity": head.get("identity"),
        "hint": bool(head.get("hint")),
        "hidden": [int(h) for h in head.get("hidden", [])],
        "activation": head.get("activation"),
    }
    bad = [f"{k}: agent {have[k]!r}, recipe {want[k]!r}" for k in want if have[k] != want[k]]
    if bad:
        raise ValueError(f"--init-from {path} does not fit the recipe ({'; '.join(bad)})")
    return net, head["inputs"]
