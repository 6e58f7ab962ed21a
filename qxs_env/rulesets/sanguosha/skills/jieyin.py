"""孫尚香 · 結姻 (S-HERO-SUNSHANGXIANG-1, active; ruling S-OPEN-55): once per turn, in her play
phase, she discards two hand cards and chooses another seat, male and damaged: it heals 1, and
she heals 1 if damaged.

Its ``OP_SKILL`` frame: stage 0 the seat (``DEC_SKILL_TARGET``; no pass); stage 1 the two cards
(``OP_SELECT`` of exactly two); stage 2 discards them and heals both."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A1, FR_P
from qxs_env.engine.stack import log, pop

from ..layout import EV_SKILL, GENDER_MALE, PURPOSE_JIEYIN, SKILL_JIEYIN
from ..moves import heal
from ..skill_frames import discard_selection, once_ready, seat_then_cards, start_once


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    return t != p and g.alive[t] and g.gender[t] == GENDER_MALE and g.hp[t] < g.max_hp[t]


@njit_inlined
def usable(g, tb, cfg, p):
    if not once_ready(g, p, SKILL_JIEYIN, 2):
        return False
    for t in range(cfg[C_PLAYERS]):
        if valid_target(g, tb, cfg, p, t):
            return True
    return False


@njit_inlined
def activate(g, tb, cfg, p):
    start_once(g, p, SKILL_JIEYIN)


@njit_inlined
def step(g, tb, cfg, i, st):
    if seat_then_cards(g, i, st, SKILL_JIEYIN, 2, PURPOSE_JIEYIN):
        pop(g)
        p = g.stk[i, FR_P]
        t = g.stk[i, FR_A1]
        discard_selection(g, p)
        log(g, EV_SKILL, p, SKILL_JIEYIN, t, 0, 0)
        heal(g, t, 1)
        heal(g, p, 1)


from ..skill_roles import SR_HEAL_OTHER  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_HEAL_OTHER
"""The heuristic's role (``skill_roles``): the most hurt friend."""
