"""劉備 · 激將 (S-HERO-LIUBEI-L, lord skill; ruling S-OPEN-37): whenever the lord 劉備 needs a 殺
he may ask the other Shu seats, in turn order from his next seat, to play one for him; the
first that does gives it; if all refuse he is on his own.

- Asked for a 殺 (a 決鬥, 南蠻入侵): the request's alternative (``procedures.request_alternative``,
  :func:`stand_in`): the card a Shu seat plays stands in for his.
- In his play phase (an attack): the 激將 button (when a 殺 of his could be used now). The
  card a Shu seat plays becomes his 殺: it comes back from the discard pile to the table and he
  aims it (``DEC_TARGET``), counting as a 殺 (``g.jface``) even when a skill played it as one
  (關羽's red card by 武聖, from his hand or his equipment; 趙雲's 閃 by 龍膽); it counts
  toward his 殺 limit and his weapon sets its range. When all refuse, the button is gone for
  the turn (so that pressing it costs something).

Its ``OP_SKILL`` frames: as the alternative, ``skill_frames.kingdom_ask_step`` (``FR_A3`` 0);
as the attack (``FR_A3`` 1), stage 0 pushes that asking frame already answered "yes" (the
button was the yes), stage 1 takes the 殺 given and asks its target."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A3, FR_P, FR_R, FR_ST
from qxs_env.engine.stack import pop, push

from ..layout import (
    ASK_SHA,
    DEC_TARGET,
    EFFECT_SHA,
    F_SHA,
    KINGDOM_SHU,
    OP_SKILL,
    SKILL_JIJIANG,
)
from ..moves import count_as, put_in_discard, put_on_table
from ..skill_frames import kingdom_ask_step, kingdom_has_other, kingdom_stand_in


@njit_inlined
def stand_in(g, tb, cfg, i):
    """Before seat ``FR_P`` of request ``i`` is asked: True when it stands in (frame pushed)."""
    return kingdom_stand_in(g, cfg, i, SKILL_JIJIANG, ASK_SHA, KINGDOM_SHU)


@njit_inlined
def usable(g, tb, cfg, p):
    if (g.skill_turn[p] >> SKILL_JIJIANG) & 1 or not kingdom_has_other(g, cfg, p, KINGDOM_SHU):
        return False
    return decisions.playable(g, tb, cfg, p, EFFECT_SHA)


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_JIJIANG, -1, 0, 1)


@njit_inlined
def attack_step(g, tb, cfg, i, st):
    """The attack's frame (``FR_A3`` 1): the module docstring gives its stages."""
    p = g.stk[i, FR_P]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_SKILL, p, -1, SKILL_JIJIANG, -1, 0, 0)
        g.stk[g.sp - 1, FR_ST] = 1  # the asking frame, its "yes" given by the button
        g.stk[g.sp - 1, FR_R] = 1
        return
    pop(g)
    top = g.n_disc - 1
    if g.stk[i, FR_R] != 1 or top < 0:
        g.skill_turn[p] |= 1 << SKILL_JIJIANG  # all refused: not again this turn
        return
    c = g.disc[top]  # the 殺 just played for him
    g.n_disc = top
    put_on_table(g, c)
    count_as(g, c, F_SHA)  # he uses it as a 殺 whatever it was played as (武聖, 龍膽)
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if decisions.may_aim(g, tb, cfg, p, c, (p + k) % n, EFFECT_SHA):
            push(g, DEC_TARGET, p, -1, c, F_SHA, 0, 0)
            return
    put_in_discard(g, c)  # its only target shielded itself meanwhile (空城): it is spent


@njit_inlined
def step(g, tb, cfg, i, st):
    if g.stk[i, FR_A3] == 1:
        attack_step(g, tb, cfg, i, st)
    else:
        kingdom_ask_step(g, cfg, i, st, KINGDOM_SHU, ASK_SHA)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_LORD_ASK  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_LORD_ASK
"""The heuristic's role (``skill_roles``): the lord asks; a seat gives only for a friend."""
