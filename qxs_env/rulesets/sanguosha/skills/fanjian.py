"""周瑜 · 反間 (S-HERO-ZHOUYU-2, active; ruling S-OPEN-52): once per turn, in his play phase, with
a hand card, he names another seat; it names a suit (the suit block, ``DEC_SUIT``), then takes
one of his hand cards at random and shows it; if its suit is not the one named, 周瑜 deals it 1
damage. The seat keeps the card.

Its ``OP_SKILL`` frame (``FR_A1`` the seat): stage 0 the seat (``DEC_SKILL_TARGET``, no pass);
stage 1 its suit; stage 2 the card and the damage; stage 3 is done."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A1, FR_P, FR_R, FR_ST, OP_DAMAGE
from qxs_env.engine.stack import log, pop, push, rnd

from ..layout import DEC_SUIT, EV_SHOWS, EV_SKILL, SKILL_FANJIAN
from ..moves import put_in_hand, take_from_hand
from ..skill_frames import ask_target, once_ready, start_once


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    return t != p and g.alive[t]


@njit_inlined
def usable(g, tb, cfg, p):
    if not once_ready(g, p, SKILL_FANJIAN, 1):
        return False
    for t in range(cfg[C_PLAYERS]):
        if valid_target(g, tb, cfg, p, t):
            return True
    return False


@njit_inlined
def activate(g, tb, cfg, p):
    log(g, EV_SKILL, p, SKILL_FANJIAN, 0, 0, 0)
    start_once(g, p, SKILL_FANJIAN)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, SKILL_FANJIAN, False)
    elif st == 1:
        g.stk[i, FR_A1] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        push(g, DEC_SUIT, g.stk[i, FR_A1], p, SKILL_FANJIAN, 0, 0, 0)
    elif st == 2:
        t = g.stk[i, FR_A1]
        named = g.stk[i, FR_R]
        c = g.hand[p, rnd(g, g.hand_n[p])]
        take_from_hand(g, p, c)
        put_in_hand(g, t, c)
        log(g, EV_SHOWS, t, c, named, 0, 0)
        if tb.card_suit[c] != named:
            g.stk[i, FR_ST] = 3
            push(g, OP_DAMAGE, p, t, 1, -1, -1, 0)
        else:
            pop(g)
    else:
        pop(g)


from ..skill_roles import SR_HURT_ENEMY  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_HURT_ENEMY
"""The heuristic's role (``skill_roles``): at the worst enemy."""
