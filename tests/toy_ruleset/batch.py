"""The toy game's batch step: ``BatchEnv``'s compiled ``vec_step`` with 群侠杀's contract
(``rulesets/qxs/batch.vec_step``), the outputs it writes per slot and the rewards of a finished
game; ``episode_seed`` is the framework's (``engine.random_streams``)."""

from __future__ import annotations

from qxs_env.engine.cards import n_actions
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.random_streams import episode_seed

from .rules import encode, play, start

__all__ = ["episode_seed", "final_rewards", "vec_step", "write_outputs"]


# --- the batch step ------------------------------------------------------------------------------
@njit_cached
def write_outputs(g, tb, cfg, b, want_obs, obs, mask, actor):
    """Slot ``b``'s acting seat, its mask and (``want_obs``) its observation."""
    actor[b] = g.actor
    for k in range(mask.shape[1]):
        mask[b, k] = g.mask[k]
    if want_obs:
        if g.actor >= 0:
            encode(g, tb, cfg, g.actor, obs[b])
        else:
            obs[b, :] = 0.0


@njit_cached
def final_rewards(g, cfg, rw, out):
    """Per-seat rewards of a finished game: rw = (win, loss, truncated)."""
    out[:] = 0.0
    for p in range(cfg[C_PLAYERS]):
        if g.truncated:
            out[p] = rw[2]
        elif g.won[p]:
            out[p] = rw[0]
        else:
            out[p] = rw[1]


@njit_cached
def vec_step(
    s,
    tba,
    cfg,
    mp,
    rw,
    base_seed,
    episodes,
    actions,
    want_obs,
    obs,
    mask,
    actor,
    rewards,
    terminated,
    truncated,
    final_turns,
    final_won,
    final_deaths,
    final_seeds,
    reset_all,
    start_seeds,
):
    """``BatchEnv``'s compiled step, with 群侠杀's contract (``rulesets/qxs/batch.vec_step``):
    ``reset_all`` 1 deals every slot its first episode, 2 deals the slots whose ``start_seeds``
    is >= 0, 0 steps every slot whose action is not -1 (a parked slot is left as it is;
    returns the first slot whose action is illegal, applying nothing, else -1) and deals a
    finished game's next episode at once."""
    tb = tba[0]
    n_act = n_actions(tb)
    if reset_all != 0:
        for b in range(s.shape[0]):
            if reset_all == 1:
                episodes[b] = 0
                start(s[b], tb, cfg, episode_seed(base_seed, b, 0))
            elif start_seeds[b] >= 0:
                start(s[b], tb, cfg, start_seeds[b])
            else:
                continue
            write_outputs(s[b], tb, cfg, b, want_obs, obs, mask, actor)
        return -1
    for b in range(s.shape[0]):
        a = actions[b]
        if a == -1:
            continue
        if a < 0 or a >= n_act or s[b].mask[a] == 0 or s[b].done:
            return b
    for b in range(s.shape[0]):
        g = s[b]
        terminated[b] = False
        truncated[b] = False
        rewards[b, :] = 0.0
        final_turns[b] = -1
        if actions[b] == -1:  # a parked slot: left as it is
            continue
        play(g, tb, cfg, actions[b])
        if g.done:
            final_rewards(g, cfg, rw, rewards[b])
            terminated[b] = not g.truncated
            truncated[b] = g.truncated
            final_turns[b] = g.turn
            final_won[b, :] = g.won
            final_deaths[b, 0, :] = g.killer  # (the ended game's deaths: the lab's end causes)
            final_deaths[b, 1, :] = g.death_turn
            final_deaths[b, 2, :] = g.death_order
            final_seeds[b] = g.seed
            episodes[b] += 1
            start(g, tb, cfg, episode_seed(base_seed, b, episodes[b]))
        write_outputs(g, tb, cfg, b, want_obs, obs, mask, actor)
    return -1
