"""The entry points of a ruleset's compiled game, written once: taking an action (``play``),
dealing a game and running it to its first decision (``start``), the AEC env's ``one_game`` and
``encode_one``, and ``BatchEnv``'s batch step ``vec_step`` with 群侠杀's contract
(``rulesets/qxs/batch.vec_step``). Framework: names no card, skill or identity; a ruleset binds
this module with the others (:func:`qxs_env.engine.hooks.bind`) and supplies the deal and the
observation through the hooks below; the action goes to its ``decision_resolved`` and the game
runs on in its copy of the driver loop (``engine/driver.py``).

A game record is marked ``broken`` while the rules run (it stays marked if they raise); an action
the mask does not allow is refused (``ERR_ILLEGAL``), never corrected.
"""

from __future__ import annotations

from qxs_env.engine.cards import n_actions
from qxs_env.engine.driver import decision_resolved, run
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.random_streams import episode_seed
from qxs_env.engine.stack import ERR_BROKEN, ERR_DONE, ERR_ILLEGAL, ERR_OK

setup_game = declare(
    "setup_game",
    "g, tb, cfg, seed",
    """Deal game record ``g`` from ``seed``: clear it, seed its generator (``stack.seed_rng``),
    deal, and push the bottom frame (``OP_GAME``).""",
)
encode = declare(
    "encode",
    "g, tb, cfg, me, out",
    """Seat ``me``'s observation of game record ``g`` into the float32 row ``out``.""",
)


@njit_cached
def play(g, tb, cfg, a):
    """Apply action ``a`` of game record ``g`` and run on; an ``ERR_*`` code."""
    if g.broken:
        return ERR_BROKEN
    if g.done:
        return ERR_DONE
    if a < 0 or a >= n_actions(tb) or g.mask[a] == 0:
        return ERR_ILLEGAL
    g.broken = 1
    g.ev_n = 0
    decision_resolved(g, tb, cfg, a)
    run(g, tb, cfg)
    finish_step(g)
    return ERR_OK


@njit_cached
def finish_step(g):
    """After the rules ran: a finished game offers nothing; the game is no longer broken."""
    if g.done:
        g.mask[:] = 0
    g.broken = 0


@njit_cached
def start(g, tb, cfg, seed):
    """Deal game record ``g`` from ``seed`` and run to its first decision."""
    g.broken = 1
    setup_game(g, tb, cfg, seed)
    run(g, tb, cfg)
    finish_step(g)


@njit_cached
def one_game(s, tba, cfg, b, value, reset):
    """Game ``b`` of state ``s``: with ``reset`` non-zero, deal it from seed ``value``;
    otherwise play action ``value``. Returns an ``ERR_*`` code (the AEC env's entry)."""
    g = s[b]
    tb = tba[0]
    if reset != 0:
        start(g, tb, cfg, value)
        return ERR_OK
    return play(g, tb, cfg, value)


@njit_cached
def encode_one(s, tba, cfg, mp, b, seat, out):
    """The AEC env's observation entry: seat ``seat`` of game ``b`` into ``out`` (``mp``, the
    engine's ``layout.maps``, is handed on by the adapters and unused here)."""
    encode(s[b], tba[0], cfg, seat, out)


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
    """``BatchEnv``'s compiled step: ``reset_all`` 1 deals every slot its first episode, 2 deals
    the slots whose ``start_seeds`` is >= 0, 0 steps every slot whose action is not -1 (a
    parked slot is left as it is; returns the first slot whose action is illegal, applying
    nothing, else -1) and deals a finished game's next episode at once. ``final_turns`` reads
    the ruleset's ``turn`` field."""
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
            final_deaths[b, 0, :] = g.killer  # the ended game's deaths (the lab's end causes)
            final_deaths[b, 1, :] = g.death_turn
            final_deaths[b, 2, :] = g.death_order
            final_seeds[b] = g.seed
            episodes[b] += 1
            start(g, tb, cfg, episode_seed(base_seed, b, episodes[b]))
        write_outputs(g, tb, cfg, b, want_obs, obs, mask, actor)
    return -1
