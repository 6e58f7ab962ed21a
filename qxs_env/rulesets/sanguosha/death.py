"""Death, rewards and penalties, and the end of the game (S-DEATH, S-END, S-ID-3).

A seat that dies (:func:`die`) shows its identity and discards everything it has (S-DEATH-4);
the end is checked at once (S-DEATH-7, S-END-1); if the game goes on, the killer of a rebel
draws 3 (S-DEATH-5) and a lord who killed a loyalist discards his hand and equipment
(S-DEATH-6). The per-seat results are the framework's (``won``, ``killer``, ``death_turn``,
``death_order``).

The end (:func:`check_end`): the lord dead, the one renegade left alone wins, otherwise the
rebels win, dead or alive (S-END-2, ruling S-OPEN-05); every rebel and renegade dead, the lord
and the loyalists win, dead or alive (S-END-3); everyone else loses (S-END-4), the other
renegade of a two-renegade game included.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
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


@njit_cached
def check_end(g, cfg):
    """End the game if a goal is met (module docstring); True when it ended."""
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
        g.done = True
        return True
    if enemies == 0:
        for p in range(n):
            g.won[p] = 1 if g.ident[p] == LORD or g.ident[p] == LOYALIST else 0
        g.done = True
        return True
    return False


@njit_cached
def die(g, tb, cfg, p, killer):
    """Seat ``p`` dies, killed by ``killer`` (-1: no killer, S-DEATH-3): identity shown,
    everything discarded, the death recorded, the end checked, then the reward or penalty."""
    g.alive[p] = 0
    g.dying[p] = 0
    g.revealed[p] = 1
    g.deaths += 1
    g.killer[p] = killer
    g.death_turn[p] = g.turn
    g.death_order[p] = g.deaths
    log(g, EV_DEATH, p, g.ident[p], killer, 0, 0)
    discard_everything(g, p)
    if check_end(g, cfg) or killer < 0 or not g.alive[killer]:
        return
    if g.ident[p] == REBEL:
        log(g, EV_REWARD, killer, REBEL_REWARD, 0, 0, 0)
        draw(g, killer, REBEL_REWARD)
    elif g.ident[p] == LOYALIST and g.ident[killer] == LORD:
        n = discard_hand_and_equipment(g, killer)
        log(g, EV_PENALTY, killer, n, 0, 0, 0)
