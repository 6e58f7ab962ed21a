"""曹操 · 奸雄 (S-HERO-CAOCAO-1, triggered; ruling S-OPEN-36): after a card damages him, he may
take that card into his hand if it is still on the table (on its way to the discard pile);
one take per damage event, whatever its amount.

Its ``OP_SKILL`` frame (``FR_A1`` the card): stage 0 asks him (``DEC_SKILL_YES``); stage 1
takes it."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_A2, FR_P, FR_R, Z_PROC
from qxs_env.engine.stack import log, pop

from ..layout import EV_SKILL, PT_DAMAGED, SKILL_JIANXIONG
from ..moves import put_in_hand
from ..skill_frames import asked_first, skill_frame


@njit_inlined
def on_table(g, tb, c):
    return c >= 0 and c < tb.n_cards and g.zone[c] == Z_PROC


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    if point != PT_DAMAGED or subject != p:
        return 0
    c = g.stk[ctx, FR_A2]
    return skill_frame(g, p, source, SKILL_JIANXIONG, c) if on_table(g, tb, c) else 0


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A1]
    if not asked_first(g, i, st):
        return
    pop(g)
    if g.stk[i, FR_R] == 1 and on_table(g, tb, c):
        g.jface[c] = 0  # a converted card is its printed self in his hand
        put_in_hand(g, p, c)
        log(g, EV_SKILL, p, SKILL_JIANXIONG, c, 0, 0)


from ..skill_roles import SR_ACCEPT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_ACCEPT
"""The heuristic's role (``skill_roles``): only helps its owner: yes when asked."""
