"""諸葛亮 · 觀星 (S-HERO-ZHUGELIANG-1, triggered; ruling S-OPEN-46): just before his draw (after
his judgement phase) he may look at the top X cards of the draw pile, X the number of living
seats (the discard pile shuffled in first when the pile is short), and put each on top of the
pile or at its bottom in the order he likes; then he draws as usual. The cards are seen by him
alone (``g.shown_to``, ruling S-OPEN-61).

Its ``OP_SKILL`` frame: stage 0 asks him (``DEC_SKILL_YES``); stage 1 turns the cards over
for him and pushes the framework's ``OP_ARRANGE`` (``DEC_SHOWN`` then ``DEC_PLACE`` per card);
stage 2 is done."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_P, FR_R, FR_ST, OP_ARRANGE
from qxs_env.engine.shown import show_from_draw
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PT_DRAW_PHASE, SKILL_GUANXING
from ..skill_frames import asked_first, at_own_moment


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    return at_own_moment(g, point, PT_DRAW_PHASE, p, subject, SKILL_GUANXING)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if not asked_first(g, i, st):
        return
    if st == 1 and g.stk[i, FR_R] == 1:
        g.stk[i, FR_ST] = 2
        living = 0
        for q in range(cfg[C_PLAYERS]):
            living += 1 if g.alive[q] else 0
        log(g, EV_SKILL, p, SKILL_GUANXING, 0, 0, 0)
        show_from_draw(g, living, p)
        push(g, OP_ARRANGE, p, -1, 0, 0, 0, 0)
    else:
        pop(g)


from ..skill_roles import SR_ARRANGE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_ARRANGE
"""The heuristic's role (``skill_roles``): cards worth keeping on top."""
