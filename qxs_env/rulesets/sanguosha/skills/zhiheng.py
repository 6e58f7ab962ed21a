"""孫權 · 制衡 (S-HERO-SUNQUAN-1, active): once per turn, in his play phase, he discards any
number of his cards (hand and equipment) and then draws as many.

Its ``OP_SKILL`` frame (``FR_A2`` the equipped cards discarded so far): stage 0 chooses hand
cards (``OP_SELECT``: any number, ``done`` to stop; none when he has equipment to choose
instead); stage 1 asks for an equipped card while he has one (``DEC_SKILL_PICK`` on his own
equipment, pass to stop); stage 2 discards it and asks again; at the end the chosen hand cards
are discarded and he draws as many cards as he discarded."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A2, FR_P, FR_R, FR_ST, OP_SELECT
from qxs_env.engine.stack import log, pop, push

from ..layout import (
    DEC_SKILL_PICK,
    EV_DISCARD,
    EV_SKILL,
    N_EQUIP_SLOTS,
    PICK_OWN_EQUIPMENT,
    PURPOSE_ZHIHENG,
    SKILL_ZHIHENG,
)
from ..moves import draw, put_in_discard, take_anywhere
from ..skill_frames import discard_selection, start_once


@njit_inlined
def equipped(g, p):
    """How many equipped cards seat ``p`` has."""
    n = 0
    for s in range(N_EQUIP_SLOTS):
        n += 1 if g.equip[p, s] >= 0 else 0
    return n


@njit_inlined
def usable(g, tb, cfg, p):
    if (g.skill_turn[p] >> SKILL_ZHIHENG) & 1:
        return False
    return g.hand_n[p] > 0 or equipped(g, p) > 0


@njit_inlined
def activate(g, tb, cfg, p):
    log(g, EV_SKILL, p, SKILL_ZHIHENG, 0, 0, 0)
    start_once(g, p, SKILL_ZHIHENG)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        fewest = 0 if equipped(g, p) > 0 else 1
        push(g, OP_SELECT, p, -1, fewest, g.hand_n[p], PURPOSE_ZHIHENG, 0)
        return
    if st == 2:
        c = g.stk[i, FR_R]
        if c < 0:
            st = 3
        else:
            take_anywhere(g, c)
            put_in_discard(g, c)
            log(g, EV_DISCARD, p, c, 0, 0, 0)
            g.stk[i, FR_A2] += 1
    if st != 3 and equipped(g, p) > 0:
        g.stk[i, FR_ST] = 2
        push(g, DEC_SKILL_PICK, p, p, SKILL_ZHIHENG, PICK_OWN_EQUIPMENT, 0, 0)
        return
    pop(g)
    draw(g, p, discard_selection(g, p) + g.stk[i, FR_A2])


from ..skill_roles import SR_SWAP  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_SWAP
"""The heuristic's role (``skill_roles``): the spare cards."""
