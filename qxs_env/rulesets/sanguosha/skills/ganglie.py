"""夏侯惇 · 剛烈 (S-HERO-XIAHOUDUN-1, triggered; ruling S-OPEN-18): after another seat deals him
damage (萬箭齊發 and 南蠻入侵 included), that seat judges; on a black card it chooses to take 1
damage from him or to discard two hand cards (with fewer than two it takes the damage). He
always uses it (it costs him nothing).

Its ``OP_SKILL`` frame (``FR_Q`` the source): stage 0 the source judges (``OP_JUDGEMENT``);
stage 1 on black asks it (``DEC_SKILL_YES``: yes discards two, pass takes the damage) or deals
the damage; stage 2 pushes its choice (``OP_SELECT`` of exactly 2, or ``OP_DAMAGE``); stage 3
discards the two; stage 4 is done."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_P, FR_Q, FR_R, FR_ST, OP_DAMAGE, OP_JUDGEMENT, OP_SELECT
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PT_DAMAGED, PURPOSE_GANGLIE, SKILL_GANGLIE
from ..skill_frames import ask_yes, discard_selection, skill_frame

SPADE, CLUB = 0, 2  # content.SUITS: black suits


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_DAMAGED or subject != p or source < 0 or source == p or not g.alive[source]:
        return 0
    return skill_frame(g, p, source, SKILL_GANGLIE, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        log(g, EV_SKILL, p, SKILL_GANGLIE, 0, 0, 0)
        g.stk[i, FR_ST] = 1
        push(g, OP_JUDGEMENT, t, -1, -1, -1, 0, 0)
    elif st == 1:
        c = g.stk[i, FR_R]
        black = c >= 0 and (tb.card_suit[c] == SPADE or tb.card_suit[c] == CLUB)
        if not black or not g.alive[t] or not g.alive[p] and g.hand_n[t] < 2:
            pop(g)
        elif g.hand_n[t] >= 2:
            g.stk[i, FR_ST] = 2
            ask_yes(g, t, p, SKILL_GANGLIE)
        else:
            g.stk[i, FR_ST] = 4
            push(g, OP_DAMAGE, p, t, 1, -1, -1, 0)
    elif st == 2:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_ST] = 3
            push(g, OP_SELECT, t, -1, 2, 2, PURPOSE_GANGLIE, 0)
        else:
            g.stk[i, FR_ST] = 4
            push(g, OP_DAMAGE, p, t, 1, -1, -1, 0)
    elif st == 3:
        pop(g)
        discard_selection(g, t)
    else:
        pop(g)


from ..skill_roles import SR_VS_SOURCE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_VS_SOURCE
"""The heuristic's role (``skill_roles``): hurts the other seat: yes unless it is a friend."""
