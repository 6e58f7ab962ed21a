"""甄姬 · 洛神 (S-HERO-ZHENJI-1, triggered; ruling S-OPEN-43): once per turn, in her judgement
phase (an empty judgement area included), she may judge: a black card goes into her hand and
she may judge again; a red card is discarded and it ends. Partial: she uses it when the phase
begins, before her delayed tricks are judged (the ruling lets her choose before or after).

Its ``OP_SKILL`` frame: stage 0 asks her (``DEC_SKILL_YES``); stage 1 judges
(``OP_JUDGEMENT``); stage 2 takes a black card back from the discard pile (the judgement has
put it there) and asks again."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_P, FR_R, FR_ST, OP_JUDGEMENT, Z_DISCARD
from qxs_env.engine.stack import log, pop, push

from ..layout import EV_SKILL, PT_JUDGE_PHASE, SKILL_LUOSHEN
from ..moves import put_in_hand
from ..skill_frames import asked_first, at_own_moment

SPADE, CLUB = 0, 2  # content.SUITS: the black suits


@njit_inlined
def hears(g, tb, cfg, point, p, subject, source, ctx, k):
    return at_own_moment(g, point, PT_JUDGE_PHASE, p, subject, SKILL_LUOSHEN)


@njit_inlined
def step(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    if not asked_first(g, i, st):
        return
    if st == 1:
        if g.stk[i, FR_R] != 1:
            pop(g)
            return
        log(g, EV_SKILL, p, SKILL_LUOSHEN, 0, 0, 0)
        g.stk[i, FR_ST] = 2
        push(g, OP_JUDGEMENT, p, -1, -1, -1, 0, 0)
    else:
        c = g.stk[i, FR_R]
        black = c >= 0 and (tb.card_suit[c] == SPADE or tb.card_suit[c] == CLUB)
        top = g.n_disc - 1
        if not black or top < 0 or g.disc[top] != c or g.zone[c] != Z_DISCARD:
            pop(g)
            return
        g.n_disc = top  # back from the discard pile
        put_in_hand(g, p, c)
        g.stk[i, FR_ST] = 0


from ..skill_roles import SR_ACCEPT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_ACCEPT
"""The heuristic's role (``skill_roles``): only helps its owner: yes when asked."""
