"""張遼 · 突襲 (S-HERO-ZHANGLIAO-1, triggered; ruling S-OPEN-40): instead of drawing in his draw
phase, he may choose one or two other seats that hold hand cards and take one hand card at
random from each; with no such seat he cannot use it.

Its ``OP_SKILL`` frame (``FR_A2`` the first seat chosen): stage 0 asks for the first seat
(``DEC_SKILL_TARGET``, pass: he draws as usual); stage 1 takes its card, he draws nothing, and
asks for a second seat (pass: only one); stage 2 takes that one's card."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A2, FR_OP, FR_P, FR_R, FR_ST
from qxs_env.engine.stack import log, pop, rnd

from ..layout import (
    DRAW_PER_TURN,
    EV_SKILL,
    EV_TAKEN_BY_SKILL,
    OP_SKILL,
    PT_DRAW_PHASE,
    SKILL_TUXI,
)
from ..moves import put_in_hand, take_from_hand
from ..skill_frames import ask_target, skill_frame


@njit_inlined
def open_hand(g, p, t):
    """Is ``t`` another living seat with hand cards?"""
    return t != p and g.alive[t] and g.hand_n[t] > 0


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_DRAW_PHASE or subject != p:
        return 0
    for t in range(cfg[C_PLAYERS]):
        if open_hand(g, p, t):
            return skill_frame(g, p, -1, SKILL_TUXI, 0)
    return 0


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    """Another seat with hand cards, not the first one chosen (the frame under the decision)."""
    parent = g.sp - 2
    if g.stk[parent, FR_OP] == OP_SKILL and g.stk[parent, FR_ST] == 2 and g.stk[parent, FR_A2] == t:
        return False
    return open_hand(g, p, t)


@njit_inlined
def take_one(g, p, t):
    """``p`` takes a hand card of ``t`` at random (seen by the two seats only)."""
    c = g.hand[t, rnd(g, g.hand_n[t])]
    take_from_hand(g, t, c)
    put_in_hand(g, p, c)
    log(g, EV_TAKEN_BY_SKILL, p, t, c, 1, SKILL_TUXI)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_R]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, SKILL_TUXI, True)
    elif st == 1 and t >= 0:
        log(g, EV_SKILL, p, SKILL_TUXI, 0, 0, 0)
        take_one(g, p, t)
        g.draw_minus = DRAW_PER_TURN + 8  # nothing is drawn, whatever adds to the draw
        g.stk[i, FR_A2] = t
        g.stk[i, FR_ST] = 2
        for q in range(cfg[C_PLAYERS]):
            if q != t and open_hand(g, p, q):
                ask_target(g, p, SKILL_TUXI, True)
                return
        pop(g)
    else:
        pop(g)
        if st == 2 and t >= 0:
            take_one(g, p, t)


from ..skill_roles import SR_TAKE_ENEMIES  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_TAKE_ENEMIES
"""The heuristic's role (``skill_roles``): takes from enemies with hand cards."""
