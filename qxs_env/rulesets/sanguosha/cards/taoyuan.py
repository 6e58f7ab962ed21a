"""桃園結義 (peach garden), S-CARD-TAOYUAN: aimed at every living seat, the user first, then in
turn order; each heals 1. A seat at full HP is passed over: no 無懈可擊 is asked for it and it
gains nothing (ruling S-OPEN-24, :func:`passed_over`). Usable only while some living seat is
below its max HP (as 桃 at full HP, ruling S-OPEN-21: a card that can do nothing is no action)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS

from ..card_steps import every_seat
from ..moves import heal


@njit_inlined
def usable(g, tb, cfg, p):
    for q in range(cfg[C_PLAYERS]):
        if g.alive[q] and g.hp[q] < g.max_hp[q]:
            return True
    return False


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    every_seat(g, cfg, u, p)


@njit_inlined
def passed_over(g, t):
    """Is target ``t`` at full HP (no cancel window, no heal)?"""
    return g.hp[t] >= g.max_hp[t]


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    heal(g, g.use_target[u, k], 1)
