"""孫權 · 制衡 (S-HERO-SUNQUAN-1, active): once per turn, in his play phase, he discards any
number of his cards and draws as many. Partial: he chooses among his hand cards only (the
framework's ``OP_SELECT`` chooses hand cards); his equipped cards cannot be chosen yet.

Its ``OP_SKILL`` frame: stage 0 pushes ``OP_SELECT`` (1 to all his hand cards, ``done`` to
stop); stage 1 discards the chosen cards and draws as many."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_P, FR_ST, OP_SELECT
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PURPOSE_ZHIHENG, SKILL_ZHIHENG
from ..moves import draw
from ..skill_frames import discard_selection, once_ready, start_once


@njit_inlined
def usable(g, tb, cfg, p):
    return once_ready(g, p, SKILL_ZHIHENG, 1)


@njit_inlined
def activate(g, tb, cfg, p):
    log(g, EV_SKILL, p, SKILL_ZHIHENG, 0, 0, 0)
    start_once(g, p, SKILL_ZHIHENG)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_SELECT, p, -1, 1, g.hand_n[p], PURPOSE_ZHIHENG, 0)
        return
    pop(g)
    draw(g, p, discard_selection(g, p))
