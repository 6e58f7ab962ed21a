"""許褚 · 裸衣 (S-HERO-XUCHU-1, triggered; ruling S-OPEN-41): before his draw, he may draw one
card fewer; if he does, every damage of this turn whose source is he and whose card is a 殺 or
a 決鬥 is 1 higher (:func:`raise_damage`, from the damage's announcement). It ends with his
turn (``g.luoyi`` is reset when a turn begins).

Its ``OP_SKILL`` frame: stage 0 asks him (``DEC_SKILL_YES``); stage 1 bares him or not."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A2, FR_P, FR_R, FR_ST
from qxs_env.engine.stack import log, pop

from ..layout import EV_SKILL, F_JUEDOU, F_SHA, PT_DRAW_PHASE, SKILL_LUOYI
from ..skill_frames import ask_yes, skill_frame


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point == PT_DRAW_PHASE and subject == p:
        return skill_frame(g, p, -1, SKILL_LUOYI, 0)
    return 0


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_yes(g, p, -1, SKILL_LUOYI)
    else:
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
    f = tb.card_face[c]
    if f == F_SHA or f == F_JUEDOU:
        g.stk[i, FR_A0] += 1
