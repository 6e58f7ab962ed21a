"""貂蟬 · 離間 (S-HERO-DIAOCHAN-2, active; ruling S-OPEN-60): once per turn, in her play phase,
she discards a card and chooses two male seats in order: the first fights a 決鬥 against the
second (the second plays 殺 first), as if the first had used it; it is no card (奸雄 takes
nothing), the damage's source is the duellist who wins. 空城 forbids choosing an empty-handed
諸葛亮 as the second. Partial: she discards a hand card (equipped cards are not offered yet)
and the 決鬥 is not offered to 無懈可擊 (it has no card to cancel in this engine yet).

Its ``OP_SKILL`` frame (``FR_A1`` the first seat, ``FR_A2`` the second): stage 0 the first
(``DEC_SKILL_TARGET``); stage 1 the second (pass when none fits: nothing happens); stage 2 the
card (``OP_SELECT`` of one); stage 3 discards it and pushes 決鬥's effect frame (card -1)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A1, FR_A2, FR_OP, FR_P, FR_R, FR_ST, OP_SELECT
from qxs_env.engine.stack import log, pop, push

from ..layout import (
    EFFECT_JUEDOU,
    EV_SKILL,
    F_JUEDOU,
    GENDER_MALE,
    OP_EFFECT,
    OP_SKILL,
    PURPOSE_LIJIAN,
    SKILL_LIJIAN,
)
from ..skill_frames import ask_target, discard_selection, once_ready, start_once


@njit_inlined
def male_other(g, p, t):
    return t != p and g.alive[t] and g.gender[t] == GENDER_MALE


@njit_inlined
def valid_target(g, tb, cfg, p, t):
    """The first duellist: any other living man; the second: another, not shielded (空城)."""
    if not male_other(g, p, t):
        return False
    parent = g.sp - 2
    if g.stk[parent, FR_OP] != OP_SKILL or g.stk[parent, FR_ST] != 2:
        return True
    first = g.stk[parent, FR_A1]
    return t != first and not dispatch.skills_untargetable(g, tb, cfg, t, EFFECT_JUEDOU)


@njit_inlined
def usable(g, tb, cfg, p):
    if not once_ready(g, p, SKILL_LIJIAN, 1):
        return False
    men = 0
    for t in range(cfg[C_PLAYERS]):
        men += 1 if male_other(g, p, t) else 0
    return men >= 2


@njit_inlined
def activate(g, tb, cfg, p):
    start_once(g, p, SKILL_LIJIAN)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        ask_target(g, p, SKILL_LIJIAN, False)
    elif st == 1:
        g.stk[i, FR_A1] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        ask_target(g, p, SKILL_LIJIAN, False)
    elif st == 2:
        if g.stk[i, FR_R] < 0:
            pop(g)
            return
        g.stk[i, FR_A2] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 3
        push(g, OP_SELECT, p, -1, 1, 1, PURPOSE_LIJIAN, 0)
    else:
        pop(g)
        discard_selection(g, p)
        first = g.stk[i, FR_A1]
        second = g.stk[i, FR_A2]
        log(g, EV_SKILL, p, SKILL_LIJIAN, first, second, 0)
        push(g, OP_EFFECT, first, second, -1, F_JUEDOU, 0, 0)


from ..skill_roles import SR_DUEL_TWO  # noqa: E402  (the heuristic's role, read by the agent)
from . import dispatch  # noqa: E402  (imports this module: resolved when numba compiles)

HEURISTIC_ROLE = SR_DUEL_TWO
"""The heuristic's role (``skill_roles``): two enemies."""
