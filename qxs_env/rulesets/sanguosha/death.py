"""Death, rewards and penalties, and the end of the game (S-DEATH, S-END, S-ID-3): 三国杀's
hooks of the framework's death procedure (``qxs_env.engine.death``, which records the death in
the framework's per-seat results ``killer``, ``death_turn``, ``death_order`` and writes ``won``).

A seat that dies (:func:`die`) shows its identity and discards everything it has
(:func:`death_shown`, S-DEATH-4); the end is checked at once (:func:`end_results`, S-DEATH-7,
S-END-1); if the game goes on, the killer of a rebel draws 3 (S-DEATH-5) and a lord who killed a
loyalist discards his hand and equipment (S-DEATH-6) (:func:`death_consequences`). A dead
current player's turn stops at its next stage (the framework's turn): nothing to unwind.

The end (:func:`end_results`): the lord dead, the one renegade left alone wins, otherwise the
rebels win, dead or alive (S-END-2, ruling S-OPEN-05); every rebel and renegade dead, the lord
and the loyalists win, dead or alive (S-END-3); everyone else loses (S-END-4), the other
renegade of a two-renegade game included.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.stack import log

from .layout import (
    EV_DEATH,
    EV_PENALTY,
    EV_REWARD,
    LORD,
    LOYALIST,
    REBEL,
    REBEL_REWARD,
    RENEGADE,
)
from .moves import discard_everything, discard_hand_and_equipment, draw


@njit_inlined
def end_results(g, tb, cfg):
    """If a goal is met (module docstring), write each seat's ``won``; True when it is."""
    n = cfg[C_PLAYERS]
    lord_alive = False
    living = 0
    last = -1
    enemies = 0
    for p in range(n):
        if not g.alive[p]:
            continue
        living += 1
        last = p
        if g.ident[p] == LORD:
            lord_alive = True
        elif g.ident[p] == REBEL or g.ident[p] == RENEGADE:
            enemies += 1
    if not lord_alive:
        if living == 1 and g.ident[last] == RENEGADE:
            g.won[:] = 0
            g.won[last] = 1
        else:
            for p in range(n):
                g.won[p] = 1 if g.ident[p] == REBEL else 0
        return True
    if enemies == 0:
        for p in range(n):
            g.won[p] = 1 if g.ident[p] == LORD or g.ident[p] == LOYALIST else 0
        return True
    return False


@njit_inlined
def game_ended(g, tb, cfg):
    """Nothing of 三国杀's own: the framework's results are the record of the end."""


@njit_inlined
def death_shown(g, tb, cfg, p, killer):
    """The identity shown, the death counted and logged, everything discarded (S-DEATH-4)."""
    g.revealed[p] = 1
    g.deaths += 1
    log(g, EV_DEATH, p, g.ident[p], killer, 0, 0)
    discard_everything(g, p)


@njit_inlined
def death_consequences(g, tb, cfg, p, killer):
    """The reward for a rebel's killer (S-DEATH-5), the penalty of a lord who killed a loyalist
    (S-DEATH-6); none without a living killer. True when the game ended (the reward's draw
    emptied both piles)."""
    if killer < 0 or not g.alive[killer]:
        return False
    if g.ident[p] == REBEL:
        log(g, EV_REWARD, killer, REBEL_REWARD, 0, 0, 0)
        draw(g, killer, REBEL_REWARD)
    elif g.ident[p] == LOYALIST and g.ident[killer] == LORD:
        n = discard_hand_and_equipment(g, killer)
        log(g, EV_PENALTY, killer, n, 0, 0, 0)
    return g.done


@njit_inlined
def current_player_died(g, tb, cfg):
    """Nothing: the framework's turn stops at its next stage when its player is dead."""


@njit_cached
def die(g, tb, cfg, p, killer):
    """Seat ``p`` dies, killed by ``killer`` (-1: no killer, S-DEATH-3): the framework's death
    procedure with the hooks above."""
    framework.death(g, tb, cfg, p, killer)


# The rule modules import the bound copies last (numba reads them when it compiles).
from . import framework  # noqa: E402
