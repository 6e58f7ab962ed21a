"""許褚 · 裸衣 (S-HERO-XUCHU-1, triggered; ruling S-OPEN-41): before his draw, he may draw one
card fewer; if he does, every damage of this turn whose source is he and whose card is a 殺 or
a 決鬥 is 1 higher (:func:`raise_damage`, from the damage's announcement). It ends with his
turn (``g.luoyi`` is reset when a turn begins).

Its ``OP_SKILL`` frame: stage 0 asks him (``DEC_SKILL_YES``); stage 1 bares him or not."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A2, FR_P, FR_R
from qxs_env.engine.stack import log, pop
from qxs_env.engine.zones import judge_face

from ..layout import EV_SKILL, F_JUEDOU, F_SHA, PT_DRAW_PHASE, SKILL_LUOYI
from ..skill_frames import asked_first, at_own_moment


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    return at_own_moment(g, point, PT_DRAW_PHASE, p, subject, SKILL_LUOYI)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if asked_first(g, i, st):
        pop(g)
        if g.stk[i, FR_R] == 1:
            g.luoyi = 1
            g.draw_minus += 1
            log(g, EV_SKILL, p, SKILL_LUOYI, 0, 0, 0)


@njit_inlined
def raise_damage(g, tb, i):
    """The damage of frame ``i``: 1 higher when its source is the bared current seat and its
    card a 殺 or a 決鬥."""
    c = g.stk[i, FR_A2]
    if g.luoyi == 0 or g.stk[i, FR_P] != g.cur or c < 0 or c >= tb.n_cards:
        return
    f = judge_face(g, tb, c)  # a converted 殺 counts
    if f == F_SHA or f == F_JUEDOU:
        g.stk[i, FR_A0] += 1


from ..skill_roles import SR_BARE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_BARE
"""The heuristic's role (``skill_roles``): when a 殺 or 決鬥 can hit an enemy."""
