"""Warm start: behaviour cloning of the heuristic before PPO (the recipe's ``warmstart``).

:func:`warmstart` has the heuristic play the learner's seats (:func:`heuristic_decisions`),
then fits the policy to its choices and the value network to the games' results
(:func:`fit_policy_and_value`). Torch is imported only by the fitting.
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from qxs_env.train.recipes import recipe_config


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
    t0 = time.perf_counter()
    obs, masks, actions, returns = heuristic_decisions(recipe, steps, inputs)
    losses = fit_policy_and_value(
        model, recipe, obs, masks, actions, returns, epochs, lr, batch_size, value_only
    )
    return {
        "decisions": int(len(obs)),
        "losses": losses,
        "value_only": value_only,
        "seconds": time.perf_counter() - t0,
    }


def heuristic_decisions(
    recipe: dict[str, Any], steps: int, inputs: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """About ``steps`` learner decisions of the heuristic, split evenly over the recipe's
    configurations: ``(obs, masks, actions, returns)``, the inputs (columns ``inputs`` of the
    full input, with the hint if the recipe has one; float16), legal masks, the heuristic's
    actions and each decision's discounted result minus ``shaping * Phi`` (decisions of games
    still running at the end have no result and are dropped)."""
    from qxs_env.train.generic import heuristic_for, learner_games
    from qxs_env.train.inputs import add_hint

    configs = [recipe_config(recipe, c) for c in recipe["configs"]]
    per = max(1, recipe["num_envs"] // len(configs))
    n_each = math.ceil(steps / len(configs))
    obs_l, mask_l, act_l, ret_l = [], [], [], []
    gamma = float(recipe["ppo"].get("gamma", 0.99))
    shaping = float(recipe.get("shaping") or 0.0)
    for j, cfg in enumerate(configs):
        games = learner_games(per, recipe["identity"], recipe["opponents"], cfg, {})
        heur = heuristic_for(cfg)
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
    return (
        np.concatenate(obs_l),
        np.concatenate(mask_l),
        np.concatenate(act_l),
        np.concatenate(ret_l),
    )


def fit_policy_and_value(
    model: Any,
    recipe: dict[str, Any],
    obs: np.ndarray,
    masks: np.ndarray,
    actions: np.ndarray,
    returns: np.ndarray,
    epochs: int,
    lr: float,
    batch_size: int = 256,
    value_only: bool = False,
) -> list[float]:
    """Fit ``model``'s policy to ``actions`` (masked log-likelihood; not with ``value_only``)
    and its value network to ``returns`` (squared error), ``epochs`` passes of Adam over
    minibatches shuffled with the recipe's seed; returns each pass's mean loss."""
    import torch

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
    return losses
