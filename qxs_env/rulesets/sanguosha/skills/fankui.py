"""司馬懿 · 回饋 (S-HERO-SIMAYI-1, triggered; ruling S-OPEN-38): after another seat deals him
damage, if that seat has a hand card, he takes one of its cards into his hand: a hand card at
random or an equipped card of his choice (the pick block, ``DEC_SKILL_PICK``). One card per
damage event. He always does (it costs him nothing).

Its ``OP_SKILL`` frame (``FR_Q`` the source): stage 0 asks for the pick; stage 1 takes it."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_P, FR_Q, FR_R, FR_ST, Z_HAND
from qxs_env.engine.stack import log, pop, push

from ..layout import DEC_SKILL_PICK, EV_TAKEN_BY_SKILL, PT_DAMAGED, SKILL_FANKUI
from ..moves import put_in_hand, take_anywhere
from ..skill_frames import skill_frame


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_DAMAGED or subject != p or source < 0 or source == p:
        return 0
    if not g.alive[source] or g.hand_n[source] == 0:
        return 0
    return skill_frame(g, p, source, SKILL_FANKUI, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        if not g.alive[t] or g.hand_n[t] == 0:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_SKILL_PICK, p, t, SKILL_FANKUI, 0, 0, 0)
        return
    pop(g)
    c = g.stk[i, FR_R]
    from_hand = 1 if g.zone[c] == Z_HAND else 0
    take_anywhere(g, c)
    put_in_hand(g, p, c)
    log(g, EV_TAKEN_BY_SKILL, p, t, c, from_hand, SKILL_FANKUI)


from ..skill_roles import SR_VS_SOURCE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_VS_SOURCE
"""The heuristic's role (``skill_roles``): hurts the other seat: yes unless it is a friend."""
