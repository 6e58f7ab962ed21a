"""華佗 · 青囊 (S-HERO-HUATUO-2, active; ruling S-OPEN-58): once per turn, in his play phase, he
discards a hand card to heal a damaged seat (himself or another) 1.

Its ``OP_SKILL`` frame: stage 0 the seat (``DEC_SKILL_TARGET``, a damaged living seat; no
pass); stage 1 the card (``OP_SELECT`` of exactly one); stage 2 discards it and heals."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A1, FR_P
from qxs_env.engine.stack import log, pop

from ..layout import EV_SKILL, PURPOSE_QINGNANG, SKILL_QINGNANG
from ..moves import heal
from ..skill_frames import discard_selection, once_ready, seat_then_cards, start_once


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    return g.alive[t] and g.hp[t] < g.max_hp[t]


@njit_inlined
def usable(g, tb, cfg, p):
    if not once_ready(g, p, SKILL_QINGNANG, 1):
        return False
    for t in range(cfg[C_PLAYERS]):
        if valid_target(g, tb, cfg, p, t):
            return True
    return False


@njit_inlined
def activate(g, tb, cfg, p):
    start_once(g, p, SKILL_QINGNANG)


@njit_inlined
def step(g, tb, cfg, i, st):
    if seat_then_cards(g, i, st, SKILL_QINGNANG, 1, PURPOSE_QINGNANG):
        pop(g)
        p = g.stk[i, FR_P]
        t = g.stk[i, FR_A1]
        discard_selection(g, p)
        log(g, EV_SKILL, p, SKILL_QINGNANG, t, 0, 0)
        heal(g, t, 1)


from ..skill_roles import SR_HEAL_OTHER  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_HEAL_OTHER
"""The heuristic's role (``skill_roles``): the most hurt friend."""
