"""The compiled entry points of the 群侠杀 ruleset that run the rules to the next decision.

:func:`reset_game` and :func:`apply_action` (one game, one decision), :func:`one_game` (either,
for one game of a batch: ``Engine``, the AEC env) and :func:`step_batch` (a whole batch in one
call); ``qxs_env.rulesets.qxs.batch.vec_step`` (``BatchEnv``) is the other. They call ``run``,
群侠杀's copy of the framework's driver loop (``qxs_env.rulesets.qxs.framework``), so they live
apart from the hooks of ``qxs_env.rulesets.qxs.driver``, which that copy is bound to. Every
compiled function that reaches ``run`` is a library numba optimises whole (a few CPU-seconds of
a cold compile each), so the entry points spell out :func:`apply_action`'s and
:func:`reset_game`'s steps rather than call them, and there are few of them.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.nrt import borrow
from qxs_env.engine.stack import ERR_BROKEN, ERR_OK
from qxs_env.rulesets.qxs.driver import begin_action, end_action, setup_game
from qxs_env.rulesets.qxs.framework import run


@njit_cached
def reset_game(g, tb, cfg, seed):
    """Set up game b from ``seed`` (R-S1, R-S2, R-S4 heroes off, R-S5, R-S6) and run to the
    first decision. The game is marked broken (state.broken) until this returns normally, so a
    reset that raises inside the rules leaves a game that refuses every action. (The compiled
    entry points spell out its steps, :func:`setup_game`, :func:`run`, ``g.broken = 0``: see
    :func:`apply_action`.)"""
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    setup_game(g, tb, cfg, seed)
    run(g, tb, cfg)
    g.broken = 0


@njit_cached
def apply_action(g, tb, cfg, a):
    """Apply action a of the pending decision of game b and run to the next decision. Returns
    ERR_OK, ERR_ILLEGAL (nothing changed), ERR_DONE (game over; nothing changed) or ERR_BROKEN
    (nothing changed: the game is broken). The game is marked broken (state.broken) from entry
    until a normal return: if the rules raise (a RuntimeError("qxs engine: ...")), the half-done
    game stays marked and refuses every later action until reset_game.

    The compiled entry points (:func:`one_game`, ``batch.vec_step``) spell out its three steps
    (:func:`begin_action`, :func:`run`, :func:`end_action`) instead of calling it: every
    function that reaches ``run`` is a library numba optimises whole, a few CPU-seconds of a
    cold compile each, so the engine keeps their number small."""
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    err = begin_action(g, tb, cfg, a)
    if err != ERR_OK:
        return err
    run(g, tb, cfg)
    end_action(g, cfg)
    return ERR_OK


@njit_cached
def one_game(s, tba, cfg, b, value, reset):
    """The compiled entry for one game b of state array s (``Engine``, the AEC env): with
    ``reset`` non-zero, set it up from seed ``value`` and run to its first decision (returns
    ERR_OK); otherwise :func:`apply_action` of action ``value`` (returns its ERR_*). One entry
    for both, the steps spelled out: see :func:`apply_action`."""
    g = s[b]
    tb = tba[0]
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    if reset != 0:
        setup_game(g, tb, cfg, value)
        run(g, tb, cfg)
        g.broken = 0
        return ERR_OK
    err = begin_action(g, tb, cfg, value)
    if err != ERR_OK:
        return err
    run(g, tb, cfg)
    end_action(g, cfg)
    return ERR_OK


@njit_cached
def step_batch(s, tba, cfg, actions, err):
    """Apply actions[b] to every game b that is not over; err[b] receives the ERR_* code. Games
    whose action is illegal are left unchanged. Returns the number of ERR_BROKEN games (so the
    caller need not scan err). If the rules raise in game b, the exception propagates: games
    before b have moved (err set), game b is marked broken, the games after it did not move."""
    tb = tba[0]
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    broken = 0
    for b in range(actions.shape[0]):
        g = s[b]
        e = begin_action(g, tb, cfg, actions[b])  # apply_action's steps (see there)
        if e == ERR_OK:
            run(g, tb, cfg)
            end_action(g, cfg)
        err[b] = e
        if e == ERR_BROKEN:
            broken += 1
    return broken
