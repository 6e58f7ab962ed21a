"""司馬懿 · 鬼才 (S-HERO-SIMAYI-2, triggered; ruling S-OPEN-39): after any seat's judgement card
is turned over (his own included), he may play a hand card to replace it, once per judgement:
the played card becomes the judgement card (its suit and rank the result), the replaced card
is discarded.

Its ``OP_SKILL`` frame (``FR_A1`` the judgement frame): stage 0 asks for at most one hand card
(``OP_SELECT``, ``done`` at once: no replacement); stage 1 swaps the cards."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_P, FR_ST, OP_SELECT, Z_PROC
from qxs_env.engine.select import clear_selection
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PT_JUDGEMENT_SHOWN, PURPOSE_GUICAI, SKILL_GUICAI
from ..moves import put_in_discard
from ..skill_frames import skill_frame


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_JUDGEMENT_SHOWN or g.hand_n[p] == 0:
        return 0
    return skill_frame(g, p, subject, SKILL_GUICAI, ctx)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_SELECT, p, -1, 0, 1, PURPOSE_GUICAI, 0)
        return
    pop(g)
    if g.sel_n == 1:
        judged = g.stk[i, FR_A1]
        new = g.sel[0]
        old = g.stk[judged, FR_A1]
        if g.zone[old] == Z_PROC:
            put_in_discard(g, old)
        g.owner[new] = -1
        g.zone[new] = Z_PROC
        g.stk[judged, FR_A1] = new
        log(g, EV_SKILL, p, SKILL_GUICAI, new, old, 0)
    clear_selection(g)


from ..skill_roles import SR_JUDGE_SWAP  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_JUDGE_SWAP
"""The heuristic's role (``skill_roles``): not used by the heuristic."""
