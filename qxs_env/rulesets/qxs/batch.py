"""Compiled whole-batch loops for the vector environment and benchmarks.

``vec_step`` checks every action against its game's mask, applies them, resets finished games
with their next seed and writes the next observation, mask, acting seat, per-seat rewards and
end flags into preallocated buffers: one compiled call per batch step, no Python per game.
``play_random_games`` plays whole games with the framework's uniform random legal policy
(``engine.random_streams``).

The loops hand the engine reference-count-free views of their argument arrays
(``engine.nrt.borrow``): the arguments stay alive for the whole call, and every call they are
passed to would otherwise cost a pair of atomic counter updates.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import (
    a_yes,
)
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.nrt import borrow
from qxs_env.engine.random_streams import episode_seed, rng_next
from qxs_env.engine.stack import (
    ERR_OK,
)
from qxs_env.rulesets.qxs.driver import (
    begin_action,
    end_action,
    setup_game,
)
from qxs_env.rulesets.qxs.framework import run
from qxs_env.rulesets.qxs.obs import ObsMaps, encode

PARKED = -1
"""The action that leaves a slot alone in a step of :func:`vec_step` (a parked slot)."""


@njit_cached
def final_rewards(g, cfg, rw, out):
    """Per-seat rewards of a finished game into out[:players]: rw = (win, loss, truncated)."""
    n = cfg[C_PLAYERS]
    for p in range(out.shape[0]):
        out[p] = 0.0
    if g.truncated:
        for p in range(n):
            out[p] = rw[2]
        return
    for p in range(n):
        if g.won[p]:
            out[p] = rw[0]
        else:
            out[p] = rw[1]


@njit_cached
def write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor):
    n_act = a_yes(tb) + 1
    actor[b] = g.actor
    gm = g.mask
    row = mask[b]
    for k in range(n_act):
        row[k] = gm[k]
    if want_obs:
        if g.actor >= 0:
            encode(g, tb, cfg, mp, g.actor, obs[b])
        else:
            obs[b, :] = 0.0


@njit_cached
def borrow_maps(mp):
    """The observation maps with reference-count-free arrays (see the module docstring); for
    compiled callers only, never to be returned to Python (the arrays own nothing)."""
    return ObsMaps(borrow(mp.eq_index), borrow(mp.dl_index), borrow(mp.offsets), borrow(mp.more))


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
    """One step of every game. Returns -1 when all actions were legal, else the index of the
    first game whose action is illegal (and then nothing at all has been applied).

    With ``reset_all`` 1 it steps nothing: every game starts its first episode (seed
    ``episode_seed(base_seed, b, 0)``) and the first outputs are written (``BatchEnv.reset``).
    With ``reset_all`` 2 it steps nothing either: each slot ``b`` with ``start_seeds[b] >= 0``
    starts a game from that seed and its outputs are written; the other slots are left alone
    (``BatchEnv.start_games``; its episode count is not changed). One compiled function for all
    three, and the engine's steps spelled out (``entry.apply_action`` explains why): each
    function reaching the engine's driver costs a whole-engine compile.

    In a step (``reset_all`` 0), a slot whose action is :data:`PARKED` (-1) is left as it is:
    its game is not stepped, its observation, mask and acting seat are not rewritten, its
    rewards are 0 and its end flags False (``BatchEnv.step(actions, active)``: ``qxs simulate``
    parks the slots that have no game left to record)."""
    tb = tba[0]
    cfg = borrow(cfg)
    mp = borrow_maps(mp)
    rw = borrow(rw)
    obs = borrow(obs)
    mask = borrow(mask)
    actor = borrow(actor)
    rewards = borrow(rewards)
    n_act = a_yes(tb) + 1
    B = s.shape[0]
    if reset_all == 2:
        for b in range(B):
            if start_seeds[b] >= 0:
                g = s[b]
                setup_game(g, tb, cfg, start_seeds[b])  # entry.reset_game's steps
                run(g, tb, cfg)
                g.broken = 0
                write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor)
        return -1
    if reset_all != 0:
        for b in range(B):
            g = s[b]
            episodes[b] = 0
            setup_game(g, tb, cfg, episode_seed(base_seed, b, 0))  # core.reset_game's steps
            run(g, tb, cfg)
            g.broken = 0
            write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor)
        return -1
    for b in range(B):
        a = actions[b]
        if a == PARKED:
            continue
        if a < 0 or a >= n_act or s[b].mask[a] == 0 or s[b].done:
            return b
    for b in range(B):
        g = s[b]
        terminated[b] = False
        truncated[b] = False
        rewards[b, :] = 0.0
        if actions[b] == PARKED:  # left as it is: no step, no new outputs
            final_turns[b] = -1
            continue
        if begin_action(g, tb, cfg, actions[b]) == ERR_OK:  # core.apply_action's steps
            run(g, tb, cfg)
            end_action(g, cfg)
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
            setup_game(g, tb, cfg, episode_seed(base_seed, b, episodes[b]))
            run(g, tb, cfg)
            g.broken = 0
        else:
            final_turns[b] = -1
        write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor)
    return -1


@njit_cached
def play_random_games(s, tba, cfg, base_seed, n_games, rng_state):
    """Play ``n_games`` complete games with uniform random legal actions over the batch slots;
    returns (decisions taken, games finished, turns summed). For benchmarks and the fuzz."""
    tb = tba[0]
    cfg = borrow(cfg)
    B = s.shape[0]
    started = 0
    finished = 0
    decisions = 0
    turns = 0
    for b in range(B):
        if started < n_games:
            setup_game(s[b], tb, cfg, episode_seed(base_seed, b, started))  # core.reset_game
            run(s[b], tb, cfg)
            s[b].broken = 0
            started += 1
        else:
            s[b].done = True
    while finished < n_games:
        for b in range(B):
            g = s[b]
            if g.done:
                continue
            j = np.int64(rng_next(rng_state, b) % np.uint64(g.n_legal))
            if begin_action(g, tb, cfg, g.legal[j]) == ERR_OK:  # core.apply_action's steps
                run(g, tb, cfg)
                end_action(g, cfg)
            decisions += 1
            if g.done:
                finished += 1
                turns += g.turn
                if started < n_games:
                    setup_game(g, tb, cfg, episode_seed(base_seed, b, started))
                    run(g, tb, cfg)
                    g.broken = 0
                    started += 1
    return decisions, finished, turns
