"""Death and the end check, written once for every ruleset. Framework: names no card, skill or
identity; a ruleset supplies its rules through the hooks below (:mod:`qxs_env.engine.hooks`).

A seat's death (:func:`death`, what a failed rescue or a rule that kills outright calls):

1. :func:`seat_dies`: the framework's record of the death, which the lab reads to say why games
   end (``alive`` off, ``dying`` off, ``killer``, ``death_turn`` the ruleset's turn count,
   ``death_order`` 1 for the game's first death, 2 for the next, ...); then :func:`death_shown`:
   what the ruleset shows and does at once (its identity revealed or kept hidden, the death
   logged; a ruleset whose dead seat discards before the end is checked discards here); then
   :func:`end_check`;
2. :func:`end_check`: :func:`end_results` applies the ruleset's end rules and, when the game is
   over, writes the per-seat results (``won``: 1 won, 0 not); then :func:`end_game` ends it;
3. the game going on, :func:`death_consequences`: what follows a death in the ruleset (the dead
   seat's cards discarded, deaths that follow, rewards and penalties, awards);
4. the game still going on and its current player dead, :func:`current_player_died`: the ruleset
   deals with the turn (cuts it short, or lets the framework's turn stop at its next stage).

:func:`end_game` is also how a ruleset ends a game without a death (a limit that truncates it):
``done`` and ``truncated`` set, no seat has won a truncated game, then :func:`game_ended` (the
ruleset's own record of the end, its log).
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached

death_shown = declare(
    "death_shown",
    "g, tb, cfg, p, killer",
    """Seat ``p`` has just died (the framework's record is written): reveal what the ruleset
    reveals, log the death, and do what the ruleset does before the end is checked.""",
)
end_results = declare(
    "end_results",
    "g, tb, cfg",
    """Apply the ruleset's end rules: when the game is over, write each seat's result (``won``)
    and return True; otherwise change nothing and return False.""",
)
game_ended = declare(
    "game_ended",
    "g, tb, cfg",
    """The game has just ended (``done`` set, ``truncated`` says whether it was cut short):
    the ruleset's own record of the end (its log, its fields).""",
)
death_consequences = declare(
    "death_consequences",
    "g, tb, cfg, p, killer",
    """Seat ``p``'s death did not end the game: what follows it in the ruleset (cards discarded,
    deaths that follow, rewards, penalties). True when the game ended meanwhile.""",
)
current_player_died = declare(
    "current_player_died",
    "g, tb, cfg",
    """The game goes on but its current player is dead: the ruleset's handling of the turn
    (cut it short, or nothing when the turn stops by itself at its next stage).""",
)


@njit_cached
def end_game(g, tb, cfg, truncated):
    """End the game (``truncated``: cut short, no seat won); then the ruleset's record of it."""
    g.done = True
    g.truncated = truncated
    if truncated:
        g.won[:] = 0
    game_ended(g, tb, cfg)


@njit_cached
def end_check(g, tb, cfg):
    """Is the game over by the ruleset's end rules? Then its results are written and it ends."""
    if not end_results(g, tb, cfg):
        return False
    end_game(g, tb, cfg, False)
    return True


@njit_cached
def seat_dies(g, tb, cfg, p, killer):
    """Seat ``p`` dies, killed by ``killer`` (-1: nobody): the framework's record, what the
    ruleset shows, the end check. True when the game ended. (What follows a death is
    :func:`death`'s; a ruleset's deaths that follow another call this.)"""
    order = 0
    for q in range(g.death_order.shape[0]):
        if g.death_order[q] > order:
            order = g.death_order[q]
    g.killer[p] = killer
    g.death_turn[p] = g.turn
    g.death_order[p] = order + 1
    g.alive[p] = False
    g.dying[p] = False
    death_shown(g, tb, cfg, p, killer)
    return end_check(g, tb, cfg)


@njit_cached
def death(g, tb, cfg, p, killer):
    """Seat ``p``'s death and what follows it (the module docstring's steps). True when the game
    ended."""
    if seat_dies(g, tb, cfg, p, killer):
        return True
    if death_consequences(g, tb, cfg, p, killer):
        return True
    if not g.alive[g.cur]:
        current_player_died(g, tb, cfg)
    return False
