"""Training recipes and the training loop behind ``qxs train``.

A recipe (``agents/recipes/<identity>.yaml``) is a mapping::

    identity: cult                 # the learner's identity
    configs: ["8", "8m"]           # player counts; "8m" = the 8-player melee
    deck: starter
    opponents: heuristic           # qxs_env.train.core.parse_opponents spec
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
"""

from __future__ import annotations

import copy
import json
import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from qxs_env.config import GameConfig
from qxs_env.constants import IDENTITY_NAMES

HINT_HEURISTIC = "v2"
"""Which heuristic gives the hint of agents trained now (``agents.heuristic``, issue 20); a
checkpoint records it in ``meta.hint_heuristic``, and those without it (the shipped agents)
were trained with ``v1`` (``agents.heuristic_v1``), which plays their hints still."""

DEFAULTS: dict[str, Any] = {
    "configs": ["8"],
    "deck": "standard",
    "heroes": "standard",
    "opponents": "heuristic",
    "seed": 0,
    "timesteps": 100_000,
    "num_envs": 64,
    "threads": 1,
    "checkpoint_every": 100_000,
    "max_turns": 500,
    "hint": False,
    "shaping": 0.0,
    "max_minutes": None,
    "prune_inputs": 0,
    "warmstart": None,
    "self_play": None,
    "ppo": {
        "learning_rate": 3e-4,
        "n_steps": 128,
        "batch_size": 1024,
        "n_epochs": 4,
        "gamma": 0.995,
        "gae_lambda": 0.95,
        "ent_coef": 0.01,
        "clip_range": 0.2,
        "net_arch": [128, 128],
        "activation": "tanh",
    },
}


def recipes_dir() -> Path:
    """``agents/recipes`` (installed with the package)."""
    import agents

    return Path(agents.__file__).resolve().parent / "recipes"


def load_recipe(path: str | Path | None = None, identity: str | None = None) -> dict[str, Any]:
    """A recipe from ``path`` (default ``agents/recipes/<identity>.yaml``) over
    :data:`DEFAULTS` (``ppo`` merged key by key)."""
    if path is None:
        if identity is None:
            raise ValueError("give a recipe file or an identity")
        path = recipes_dir() / f"{identity}.yaml"
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"recipe {path} is not a mapping")
    recipe = copy.deepcopy(DEFAULTS)
    for k, v in data.items():
        if k not in DEFAULTS and k != "identity":
            raise ValueError(f"recipe {path}: unknown key {k!r}")
        if k == "ppo":
            recipe["ppo"].update(v or {})
        else:
            recipe[k] = v
    if identity is not None:
        recipe["identity"] = identity
    if recipe.get("identity") not in IDENTITY_NAMES:
        raise ValueError(f"recipe {path}: identity must be one of {IDENTITY_NAMES}")
    recipe["configs"] = [str(c) for c in recipe["configs"]]
    return recipe


def parse_config(
    spec: str, deck: str = "standard", max_turns: int = 500, heroes: str = "standard"
) -> GameConfig:
    """``"8"`` -> 8-player standard, ``"8m"`` -> 8-player melee (of ``deck`` and ``heroes``)."""
    s = str(spec).strip()
    mode = "melee" if s.endswith("m") else "standard"
    return GameConfig(
        players=int(s.rstrip("m")), mode=mode, deck=deck, max_turns=max_turns, heroes=heroes
    )


def recipe_config(recipe: dict[str, Any], spec: str) -> GameConfig:
    """The game of configuration ``spec`` (``"8"``, ``"8m"``) under ``recipe``: its deck,
    heroes and turn limit."""
    return parse_config(spec, recipe["deck"], recipe["max_turns"], recipe["heroes"])


def config_spec(config: GameConfig) -> str:
    """Inverse of :func:`parse_config`."""
    return f"{config.players}{'m' if config.mode == 'melee' else ''}"


def _deck_words(deck: str) -> str:
    """``starter deck`` for a deck name, ``deck PATH`` for a deck file."""
    path = "/" in deck or "\\" in deck or deck.endswith(".yaml")
    return f"deck {deck}" if path else f"{deck} deck"


def describe_configs(recipe: dict[str, Any]) -> str:
    """The recipe's games in words: ``"8 players, starter deck, heroes off"``,
    ``"8 players (melee), ..."``, or for several configurations ``"5, 6, 8 (×2), 8 melee
    and 10 players, ..."`` (×2: that configuration is listed twice, so it gets twice the game
    slots). Deck and heroes are those the games are played with (the recipe's deck, the
    recipe's ``heroes``)."""
    specs = [str(c) for c in recipe["configs"]]
    configs = [recipe_config(recipe, c) for c in specs]
    counts: dict[str, int] = {}
    for spec in specs:
        counts[spec] = counts.get(spec, 0) + 1
    if len(counts) == 1 and len(specs) == 1:
        spec = specs[0]
        games = f"{spec[:-1]} players (melee)" if spec.endswith("m") else f"{spec} players"
    else:
        labels = [
            (f"{s[:-1]} melee" if s.endswith("m") else s) + (f" (×{n})" if n > 1 else "")
            for s, n in counts.items()
        ]
        games = f"{', '.join(labels[:-1])} and {labels[-1]} players"
    heroes = sorted({c.heroes for c in configs})
    decks = sorted({c.deck for c in configs})
    return f"{games}, {', '.join(_deck_words(d) for d in decks)}, heroes {'/'.join(heroes)}"


def start_message(recipe: dict[str, Any], timesteps: int | None = None) -> str:
    """The first line ``qxs train`` prints (before anything slow): identity, games, opponents,
    steps, time limit, game slots and seed."""
    steps = int(timesteps if timesteps is not None else recipe["timesteps"])
    limit = recipe.get("max_minutes")
    until = f" or {limit:g} minutes of PPO, whichever comes first" if limit else ""
    return (
        f"training {recipe['identity']} at {describe_configs(recipe)}, against "
        f"{recipe['opponents']} opponents: {steps:,} steps{until}; "
        f"{int(recipe['num_envs'])} game slots, seed {recipe['seed']}"
    )


def rollout_plan(requested: int, n_envs: int, n_steps: int) -> tuple[int, str]:
    """The timesteps PPO will run when asked for ``requested`` (it collects whole rollouts of
    ``n_envs`` slots × ``n_steps`` steps, so it rounds up to a multiple of their product),
    and a sentence saying so."""
    rollout = int(n_envs) * int(n_steps)
    rollouts = max(1, math.ceil(int(requested) / rollout))
    total = rollouts * rollout
    what = f"{rollouts:,} rollout{'s' if rollouts > 1 else ''}"
    if total == requested:
        return total, (
            f"{requested:,} steps: {what} of {n_envs:,} envs × {n_steps:,} steps = {rollout:,}"
        )
    return total, (
        f"{requested:,} steps requested; PPO collects whole rollouts of {n_envs:,} envs × "
        f"{n_steps:,} steps = {rollout:,}, so it will run {total:,}"
        + (f" ({what})" if rollouts > 1 else "")
    )


def result_counts(results: list[float]) -> dict[str, Any]:
    """``{"games", "won", "lost", "cut", "mean"}`` of the learner results ``results`` (+1 win,
    -1 loss, 0 cut at the turn limit; ``mean`` None without games)."""
    res = np.asarray(results, dtype=np.float64)
    won, lost = int((res > 0).sum()), int((res < 0).sum())
    return {
        "games": len(res),
        "won": won,
        "lost": lost,
        "cut": len(res) - won - lost,
        "mean": float(res.mean()) if len(res) else None,
    }


def result_summary(counts: dict[str, Any]) -> str:
    """``"mean result of the last N games: +0.631 (+1 win, -1 loss, 0 cut at the turn limit:
    W won, L lost)"`` from :func:`result_counts`; N = the games counted (the last 500 at most
    in :func:`train`, fewer if fewer were played)."""
    n = int(counts["games"])
    if n == 0 or counts["mean"] is None:
        return "no game finished yet (no mean result)"
    tally = f"{counts['won']:,} won, {counts['lost']:,} lost"
    if counts["cut"]:
        tally += f", {counts['cut']:,} cut"
    return (
        f"mean result of the last {n:,} game{'s' if n != 1 else ''}: {counts['mean']:+.3f} "
        f"(+1 win, -1 loss, 0 cut at the turn limit: {tally})"
    )


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
    from agents.heuristic import HeuristicPolicy
    from qxs_env.train.core import LearnerGames

    configs = [recipe_config(recipe, c) for c in recipe["configs"]]
    per = max(1, recipe["num_envs"] // len(configs))
    n_each = math.ceil(decisions / len(configs))
    rng = np.random.default_rng(recipe["seed"] + 31)
    seen = None
    for j, cfg in enumerate(configs):
        games = LearnerGames(per, cfg, recipe["identity"], recipe["opponents"])
        heur = HeuristicPolicy(deck=cfg.deck)
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


def warmstart(
    model: Any,
    recipe: dict[str, Any],
    steps: int,
    epochs: int,
    lr: float,
    batch_size: int = 256,
    inputs: np.ndarray | None = None,
    value_only: bool = False,
) -> dict:
    """Behaviour cloning: collect ``steps`` learner decisions of the heuristic (in the learner's
    seats, against the recipe's opponents, games separate from training's), then fit the
    policy to the heuristic's actions (masked log-likelihood) and the value head to the games'
    results, ``epochs`` passes of minibatches (with ``shaping`` on, the value target is the
    shaped return, the result's minus ``shaping * Phi`` at the decision: what PPO's value head
    will estimate). ``inputs``: the input columns the policy reads (None = all).
    ``value_only``: fit only the value network and leave the policy as it is (a policy taken
    from a trained agent, :func:`init_policy`, needs a value estimate, not cloning). Returns
    sizes, losses and seconds."""
    import torch

    from agents.heuristic import HeuristicPolicy
    from qxs_env.train.core import LearnerGames, add_hint

    t0 = time.perf_counter()
    configs = [recipe_config(recipe, c) for c in recipe["configs"]]
    per = max(1, recipe["num_envs"] // len(configs))
    n_each = math.ceil(steps / len(configs))
    obs_l, mask_l, act_l, ret_l = [], [], [], []
    gamma = float(recipe["ppo"].get("gamma", 0.99))
    shaping = float(recipe.get("shaping") or 0.0)
    for j, cfg in enumerate(configs):
        games = LearnerGames(per, cfg, recipe["identity"], recipe["opponents"])
        heur = HeuristicPolicy(deck=cfg.deck)
        heur.reset(recipe["seed"] + 7)
        games.reset(recipe["seed"] * 1000 + 999 - j)
        rows = np.arange(per, dtype=np.int64)
        acts = np.zeros(per, np.int64)
        pending: list[list[int]] = [[] for _ in range(per)]  # buffer indices per slot's game
        full = games.obs_size + (games.n_actions if recipe["hint"] else 0)
        width = full if inputs is None else len(inputs)
        o_buf = np.zeros((n_each + per, width), np.float16)
        hinted = np.zeros((per, full), np.float32)
        m_buf = np.zeros((n_each + per, games.n_actions), np.bool_)
        a_buf = np.zeros(n_each + per, np.int64)
        r_buf = np.full(n_each + per, np.nan, np.float32)
        phi_buf = np.zeros(n_each + per, np.float32)
        n = 0
        while n < n_each:
            heur.act(games.obs, games.mask, rows, acts)
            x = add_hint(games.obs, games.mask, heur, hinted) if recipe["hint"] else games.obs
            o_buf[n : n + per] = x if inputs is None else x[:, inputs]
            m_buf[n : n + per] = games.mask != 0
            a_buf[n : n + per] = acts
            if shaping:
                phi_buf[n : n + per] = games.potential()
            for b in range(per):
                pending[b].append(n + b)
            n += per
            rew, term, trunc, _ = games.step(acts)
            for b in np.flatnonzero(term | trunc):
                idx = pending[b]
                for t, i in enumerate(idx):  # discounted result at each decision
                    r_buf[i] = rew[b] * gamma ** (len(idx) - 1 - t)
                pending[b] = []
        keep = ~np.isnan(r_buf[:n])  # decisions of games still running have no return yet
        obs_l.append(o_buf[:n][keep])
        mask_l.append(m_buf[:n][keep])
        act_l.append(a_buf[:n][keep])
        ret_l.append(r_buf[:n][keep] - shaping * phi_buf[:n][keep])
    obs = np.concatenate(obs_l)
    masks = np.concatenate(mask_l)
    actions = np.concatenate(act_l)
    returns = np.concatenate(ret_l)
    policy = model.policy
    if value_only:
        params = [*policy.mlp_extractor.value_net.parameters(), *policy.value_net.parameters()]
    else:
        params = list(policy.parameters())
    opt = torch.optim.Adam(params, lr=lr)
    rng = np.random.default_rng(recipe["seed"])
    bs = int(batch_size)
    losses = []
    policy.set_training_mode(True)
    for _ in range(epochs):
        order = rng.permutation(len(obs))
        tot = cnt = 0.0
        for i in range(0, len(order), bs):
            sel = order[i : i + bs]
            o = torch.from_numpy(obs[sel].astype(np.float32))
            values, logp, _ = policy.evaluate_actions(
                o, torch.from_numpy(actions[sel]), action_masks=masks[sel]
            )
            loss = 0.5 * torch.mean((values.flatten() - torch.from_numpy(returns[sel])) ** 2)
            if not value_only:
                loss = loss - logp.mean()
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 0.5)
            opt.step()
            tot += loss.item() * len(sel)
            cnt += len(sel)
        losses.append(tot / max(cnt, 1))
    policy.set_training_mode(False)
    return {
        "decisions": int(len(obs)),
        "losses": losses,
        "value_only": value_only,
        "seconds": time.perf_counter() - t0,
    }


def _callbacks(
    recipe: dict[str, Any], venv: Any, out: Path, total: int, progress: bool, curve: list
) -> list:
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


def _save_inputs(out: Path, inputs: np.ndarray, recipe: dict[str, Any]) -> None:
    """``inputs.npy`` and ``inputs.json`` (the observation size and layout digest they index),
    so a resumed run can map them if the observation has grown at its end since."""
    from qxs_env.train.policy import engine_signature

    sig = engine_signature(recipe["deck"])
    np.save(out / "inputs.npy", inputs)
    meta = {"obs_size": sig["obs_size"], "layout": sig["layout"]}
    (out / "inputs.json").write_text(json.dumps(meta) + "\n", encoding="utf-8")


def _grown_inputs(inputs: np.ndarray, meta: Path, recipe: dict[str, Any]) -> np.ndarray:
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


def _inputs_for(recipe: dict[str, Any], resume: str | Path | None) -> np.ndarray | None:
    """The input columns of this run: with ``resume``, those saved next to the model
    (``inputs.npy`` in its directory or the one above, as ``checkpoints/`` sits in the run's
    directory); else :func:`active_inputs` if the recipe has ``prune_inputs``; else None."""
    if resume:
        for d in (Path(resume).parent, Path(resume).parent.parent):
            if (d / "inputs.npy").exists():
                return _grown_inputs(np.load(d / "inputs.npy"), d / "inputs.json", recipe)
        return None
    n = int(recipe.get("prune_inputs") or 0)
    return active_inputs(recipe, n) if n > 0 else None


def init_agent(path: str | Path, recipe: dict[str, Any]) -> tuple[Any, np.ndarray | None]:
    """The network and input columns of the trained agent ``path`` (``<identity>.pt``), checked
    against the recipe (identity, hint, hidden layers, activation) so that :func:`train` can
    start PPO from its policy; raises ``ValueError`` naming what differs."""
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
    paths; ``timesteps_planned``: the steps PPO runs, ``timesteps`` rounded up to whole
    rollouts, :func:`rollout_plan`). ``log``: called with a line before each slow step (the
    configuration, input columns, building, the rollout plan, warm start, learning), so that
    ``qxs train`` is not silent before its progress bar; None = silent."""
    say = log or (lambda msg: None)
    steps = int(timesteps if timesteps is not None else recipe["timesteps"])
    if resume and init_from:
        raise ValueError("give --resume or --init-from, not both")
    t_all = time.perf_counter()
    say(start_message(recipe, steps))
    import torch
    from sb3_contrib import MaskablePPO

    from qxs_env.train.policy import net_from_sb3, net_into_sb3, save_agent

    torch.set_num_threads(int(recipe["threads"]))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    init_net = None
    if init_from:
        init_net, inputs = init_agent(init_from, recipe)
    else:
        n_cols = int(recipe.get("prune_inputs") or 0)
        if n_cols > 0 and not resume:
            say(
                f"choosing the input columns the network reads (prune_inputs): playing "
                f"{n_cols:,} sampled decisions..."
            )
        t1 = time.perf_counter()
        inputs = _inputs_for(recipe, resume)
        if n_cols > 0 and not resume and inputs is not None:
            say(f"  {len(inputs):,} columns kept ({time.perf_counter() - t1:.0f} s)")
    if inputs is not None:
        _save_inputs(out, inputs, recipe)
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
    ws = None
    if resume:
        model = MaskablePPO.load(
            str(resume),
            env=venv,
            device="cpu",
            tensorboard_log=tb,
            custom_objects=_resume_overrides(recipe),
        )
        model.set_random_seed(recipe["seed"] + 1)
    else:
        model = _make_model(recipe, venv, tb)
        if init_net is not None:
            net_into_sb3(init_net, model)
    planned, plan = rollout_plan(steps, int(model.n_envs), int(model.n_steps))
    say(plan)
    w = None if resume else recipe.get("warmstart")
    if w:
        say(
            f"warm start: the heuristic plays {int(w['steps']):,} learner decisions, then "
            + (
                "the value network is fitted to their results"
                if init_net is not None
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
            value_only=init_net is not None,
        )
        say(f"  warm start done ({ws['seconds']:.0f} s)")
    before = model.num_timesteps
    curve: list[list[float]] = []
    venv.env_seconds = 0.0
    say(
        f"learning (masked PPO): {planned:,} steps"
        + (f", at most {recipe['max_minutes']:g} minutes" if recipe.get("max_minutes") else "")
        + "..."
    )
    t0 = time.perf_counter()
    model.learn(
        total_timesteps=steps,
        callback=_callbacks(recipe, venv, out, planned, progress, curve),
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
    net, hidden, act = net_from_sb3(model)
    summary["agent"] = str(
        save_agent(
            out / f"{recipe['identity']}.pt",
            net,
            recipe["identity"],
            hidden,
            act,
            deck=recipe["deck"],
            hint=bool(recipe["hint"]),
            meta={
                **{k: v for k, v in summary.items() if k != "agent"},
                "hint_heuristic": HINT_HEURISTIC,
            },
            inputs=inputs,
        )
    )
    summary["model"] = str(out / "model.zip")
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return summary
