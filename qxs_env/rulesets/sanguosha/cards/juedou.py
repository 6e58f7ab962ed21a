"""決鬥 (duel), S-CARD-JUEDOU: aimed at any other living seat. The target and the user take
turns, the target first, each asked for one 殺 (``OP_REQUEST``, ``ASK_SHA``; the 殺 is played,
not used: ruling S-OPEN-14, so it does not count toward the limit, S-OPEN-20); the first who
gives none takes 1 damage from the other (its source: ruling S-OPEN-18). Against a user with
無雙 the other duellist plays two 殺 each time (ruling S-OPEN-59: duels he uses).

``OP_EFFECT`` frame: ``FR_A2`` the seat asked now, ``FR_A3`` the other duellist."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A2,
    FR_A3,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_DAMAGE,
    OP_REQUEST,
)
from qxs_env.engine.stack import pop, push

from ..card_steps import another_living_seat
from ..layout import ASK_SHA, F_JUEDOU, OP_EFFECT
from ..skills.dispatch import skills_shan_needed


@njit_inlined
def usable(g, tb, cfg, p):
    return another_living_seat(g, cfg, p)


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    return t != p and g.alive[t] != 0


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_JUEDOU, 0, 0)


@njit_inlined
def sha_needed(g, tb, cfg, i, asked):
    """殺 the seat ``asked`` must play each time: 2 against the user's 無雙 (S-HERO-LVBU-1)."""
    user = g.stk[i, FR_P]
    return 1 + (skills_shan_needed(g, tb, cfg, user) if asked != user else 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    c = g.stk[i, FR_A0]
    if st == 0:  # the target is asked first
        g.stk[i, FR_ST] = 1
        g.stk[i, FR_A2] = g.stk[i, FR_Q]
        g.stk[i, FR_A3] = g.stk[i, FR_P]
        asked = g.stk[i, FR_A2]
        push(g, OP_REQUEST, asked, g.stk[i, FR_A3], ASK_SHA, sha_needed(g, tb, cfg, i, asked), 0, c)
    elif st == 1:
        asked = g.stk[i, FR_A2]
        other = g.stk[i, FR_A3]
        if g.stk[i, FR_R] == 1 and g.alive[asked] and g.alive[other]:
            g.stk[i, FR_A2] = other  # answered: the other duellist's turn
            g.stk[i, FR_A3] = asked
            push(g, OP_REQUEST, other, asked, ASK_SHA, sha_needed(g, tb, cfg, i, other), 0, c)
        elif g.alive[asked] and g.alive[other]:
            g.stk[i, FR_ST] = 2
            push(g, OP_DAMAGE, other, asked, 1, -1, c, 0)
        else:
            pop(g)
    else:
        pop(g)
