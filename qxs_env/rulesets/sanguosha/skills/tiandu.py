"""郭嘉 · 天妒 (S-HERO-GUOJIA-1, triggered): after a judgement of his own resolves, he may take
the judgement card into his hand (the card 鬼才 put in its place included). The judgement's
result stays the card's (the frame still names it).

Its ``OP_SKILL`` frame (``FR_A1`` the judgement frame): stage 0 asks him (``DEC_SKILL_YES``);
stage 1 takes the card."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_P, FR_R, Z_PROC
from qxs_env.engine.stack import log, pop

from ..layout import EV_SKILL, PT_JUDGEMENT_SETTLED, SKILL_TIANDU
from ..moves import put_in_hand
from ..skill_frames import asked_first, skill_frame


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_JUDGEMENT_SETTLED or subject != p:
        return 0
    c = g.stk[ctx, FR_A1]
    return skill_frame(g, p, -1, SKILL_TIANDU, ctx) if c >= 0 and g.zone[c] == Z_PROC else 0


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if not asked_first(g, i, st):
        return
    pop(g)
    c = g.stk[g.stk[i, FR_A1], FR_A1]
    if g.stk[i, FR_R] == 1 and g.zone[c] == Z_PROC:
        put_in_hand(g, p, c)
        log(g, EV_SKILL, p, SKILL_TIANDU, c, 0, 0)


from ..skill_roles import SR_ACCEPT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_ACCEPT
"""The heuristic's role (``skill_roles``): only helps its owner: yes when asked."""
