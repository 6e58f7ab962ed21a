"""The entry points of a ruleset's compiled game, written once: taking an action (``play``),
dealing a game and running it to its first decision (``start``), the AEC env's ``one_game`` and
``encode_one``, a whole batch at once (``step_batch``, ``encode_batch``), ``BatchEnv``'s batch
step ``vec_step`` and the benchmark's ``play_random_games``. Framework: names no card, skill or
identity; a ruleset binds this module with the others (:func:`qxs_env.engine.hooks.bind`) and
supplies the deal, the observation and what it does around each action through the hooks below;
the action goes to its ``decision_resolved`` and the game runs on in its copy of the driver loop
(``engine/driver.py``).

A game record is marked ``broken`` while the rules run (it stays marked if they raise); an action
the mask does not allow is refused (``ERR_ILLEGAL``), never corrected.

Compile time: every compiled function that reaches the driver loop (``run``) is a library numba
optimises whole (a few CPU-seconds of a cold compile each), so :func:`play`, :func:`start` and
:func:`finish_step` are inlined (numba IR) into the entry points that call them instead of being
libraries of their own. Speed: the entry points hand the rules reference-count-free views of
their argument arrays (``engine.nrt.borrow``): the arguments stay alive for the whole call, and
every call they are passed to would otherwise cost a pair of atomic counter updates. The inlined
functions never assign to a parameter (``cfg = borrow(cfg)`` inside :func:`start`, inlined into
an entry point together with a ruleset's inlined ``setup_game``, dealt games whose seats were
all out: a numba inlining fault), so their callers borrow.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import n_actions
from qxs_env.engine.driver import decision_resolved, run
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.nrt import borrow
from qxs_env.engine.random_streams import episode_seed, rng_next
from qxs_env.engine.stack import ERR_BROKEN, ERR_DONE, ERR_ILLEGAL, ERR_OK

PARKED = -1
"""The action that leaves a slot alone in a step of :func:`vec_step` (a parked slot)."""

setup_game = declare(
    "setup_game",
    "g, tb, cfg, seed",
    """Deal game record ``g`` from ``seed``: clear it, seed its generator (``stack.seed_rng``),
    deal, and push the bottom frame (``OP_GAME``).""",
)
encode = declare(
    "encode",
    "g, tb, cfg, mp, me, out",
    """Seat ``me``'s observation of game record ``g`` into the float32 row ``out``; ``mp`` is
    the ruleset's observation maps (its engine's ``layout.maps``: an array or a tuple of
    arrays, handed on reference-count free in the batch loops).""",
)
action_accepted = declare(
    "action_accepted",
    "g, tb, cfg",
    """What the ruleset does when an action is accepted, before the decision resolves with it
    (a count of the decisions taken; nothing at all for most games).""",
)
action_settled = declare(
    "action_settled",
    "g, tb, cfg",
    """What the ruleset does after the rules ran on to the next decision (a limit on the
    decisions of a game, which may end it; nothing at all for most games).""",
)


@njit_inlined
def play(g, tb, cfg, a):
    """Apply action ``a`` of game record ``g`` and run on; an ``ERR_*`` code (ERR_ILLEGAL,
    ERR_DONE, ERR_BROKEN: nothing changed; the callers hand it a borrowed ``cfg``)."""
    if g.broken:
        return ERR_BROKEN
    if g.done:
        return ERR_DONE
    if a < 0 or a >= n_actions(tb) or g.mask[a] == 0:
        return ERR_ILLEGAL
    g.broken = 1
    g.ev_n = 0
    action_accepted(g, tb, cfg)
    decision_resolved(g, tb, cfg, a)
    run(g, tb, cfg)
    action_settled(g, tb, cfg)
    finish_step(g)
    return ERR_OK


@njit_inlined
def finish_step(g):
    """After the rules ran: a finished game offers nothing; the game is no longer broken."""
    if g.done:
        g.mask[:] = 0
    g.broken = 0


@njit_inlined
def start(g, tb, cfg, seed):
    """Deal game record ``g`` from ``seed`` and run to its first decision (the callers hand
    it a borrowed ``cfg``)."""
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
    cfg = borrow(cfg)
    if reset != 0:
        start(g, tb, cfg, value)
        return ERR_OK
    return play(g, tb, cfg, value)


@njit_cached
def step_batch(s, tba, cfg, actions, err):
    """Apply ``actions[b]`` to every game ``b`` that is not over; ``err[b]`` receives the
    ``ERR_*`` code (an illegal action leaves its game unchanged). Returns the number of
    ERR_BROKEN games. If the rules raise in game ``b``, the exception propagates: the games
    before it have moved (their ``err`` set), game ``b`` is marked broken, the later ones did
    not move."""
    tb = tba[0]
    cfg = borrow(cfg)
    broken = 0
    for b in range(actions.shape[0]):
        e = play(s[b], tb, cfg, actions[b])
        err[b] = e
        if e == ERR_BROKEN:
            broken += 1
    return broken


@njit_cached
def encode_one(s, tba, cfg, mp, b, seat, out):
    """The AEC env's observation entry: seat ``seat`` of game ``b`` into ``out``."""
    encode(s[b], tba[0], cfg, mp, seat, out)


@njit_cached
def encode_batch(s, tba, cfg, mp, seats, out):
    """Seat ``seats[b]``'s observation of every game ``b`` into ``out[b]`` (a seat < 0 gives
    zeros)."""
    tb = tba[0]
    for b in range(seats.shape[0]):
        if seats[b] >= 0:
            encode(s[b], tb, cfg, mp, seats[b], out[b])
        else:
            out[b, :] = 0.0


@njit_cached
def write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor):
    """Slot ``b``'s acting seat, its mask (the game's ``n_actions``) and (``want_obs``) its
    observation (zeros when no seat acts)."""
    actor[b] = g.actor
    gm = g.mask  # (a record field's view taken once: its access in a loop is not free)
    row = mask[b]
    for k in range(n_actions(tb)):
        row[k] = gm[k]
    if want_obs:
        if g.actor >= 0:
            encode(g, tb, cfg, mp, g.actor, obs[b])
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
    """``BatchEnv``'s compiled step: one compiled call per batch step, no Python per game.

    ``reset_all`` 1 deals every slot its first episode (seed ``episode_seed(base_seed, b, 0)``),
    2 deals the slots whose ``start_seeds`` is >= 0 (their episode count unchanged; the others
    left alone), and both write the dealt slots' outputs. ``reset_all`` 0 steps every slot
    whose action is not :data:`PARKED`: it returns the first slot whose action is illegal,
    applying nothing at all, else steps them, deals a finished game's next episode at once and
    writes the next observation, mask, acting seat, per-seat rewards and end flags, and returns
    -1. A parked slot is left as it is (not stepped, its outputs not rewritten, rewards 0, end
    flags False). ``final_turns`` reads the ruleset's ``turn`` field."""
    tb = tba[0]
    cfg = borrow(cfg)
    mp = borrow(mp)
    rw = borrow(rw)
    obs = borrow(obs)
    mask = borrow(mask)
    actor = borrow(actor)
    rewards = borrow(rewards)
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
            write_outputs(s[b], tb, cfg, mp, b, want_obs, obs, mask, actor)
        return -1
    for b in range(s.shape[0]):
        a = actions[b]
        if a == PARKED:
            continue
        if a < 0 or a >= n_act or s[b].mask[a] == 0 or s[b].done:
            return b
    for b in range(s.shape[0]):
        g = s[b]
        terminated[b] = False
        truncated[b] = False
        rewards[b, :] = 0.0
        final_turns[b] = -1
        if actions[b] == PARKED:  # left as it is: no step, no new outputs
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
        write_outputs(g, tb, cfg, mp, b, want_obs, obs, mask, actor)
    return -1


@njit_cached
def play_random_games(s, tba, cfg, base_seed, n_games, rng_state):
    """Play ``n_games`` complete games with uniform random legal actions (the framework's
    streams, ``engine.random_streams``) over the batch slots; returns (decisions taken, games
    finished, turns summed). For benchmarks and the fuzz."""
    tb = tba[0]
    cfg = borrow(cfg)
    started = 0
    finished = 0
    decisions = 0
    turns = 0
    for b in range(s.shape[0]):
        if started < n_games:
            start(s[b], tb, cfg, episode_seed(base_seed, b, started))
            started += 1
        else:
            s[b].done = True
    while finished < n_games:
        for b in range(s.shape[0]):
            g = s[b]
            if g.done:
                continue
            j = np.int64(rng_next(rng_state, b) % np.uint64(g.n_legal))
            play(g, tb, cfg, g.legal[j])
            decisions += 1
            if g.done:
                finished += 1
                turns += g.turn
                if started < n_games:
                    start(g, tb, cfg, episode_seed(base_seed, b, started))
                    started += 1
    return decisions, finished, turns
